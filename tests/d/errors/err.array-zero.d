/* @@opts: -xerrtags */
/* A dimension is positive. */
int a[0];
