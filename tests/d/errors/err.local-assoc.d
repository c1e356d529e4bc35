/* @@opts: -xerrtags */
/* Clause-local variables are scalars. */
this int a[int];
