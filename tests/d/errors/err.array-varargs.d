/* @@opts: -xerrtags */
/* An associative array has a fixed number of keys. */
int a[int, ...];
