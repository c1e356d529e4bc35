/* @@opts: -xerrtags */
/* An associative array's key may not be void. */
int a[void];
