/* @@opts: -xerrtags */
/* An array needs a dimension or a key list. */
int a[];
