/* @@opts: -xerrtags */
/* Keys take no storage class but register. */
int a[static int];
