/* @@opts: -xerrtags */
/* Array dimensions are 32-bit. */
int a[0x100000000];
