/* @@opts: -xerrtags */
/* A kernel array member indexed with a tuple (D_ARR_BADREF), named by its
 * operator as DTrace names an expression. */
BEGIN { trace(curthread->comm[1, 2]); }
