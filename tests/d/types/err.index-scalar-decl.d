/* @@opts: -xerrtags */
/* A declared integer indexed: x[1] is *(x + 1), an integer dereferenced
 * (D_DEREF_NONPTR, as DTrace's cook finds; it said x was no associative
 * array). */
int x;
BEGIN { trace(x[1]); }
