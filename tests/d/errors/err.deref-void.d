/* @@opts: -xerrtags */
/* Dereferencing a void pointer (D_DEREF_VOID). */
BEGIN { trace(*(void *)0); }
