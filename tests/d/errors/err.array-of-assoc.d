/* @@opts: -xerrtags */
/* Associative arrays do not nest in arrays. */
int a[3][int];
