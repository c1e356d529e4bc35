/* @@opts: -xerrtags */
/* Assignment to an array (D_OP_ARRFUN). */
int a[3]; int b[3];
BEGIN { a = b; }
