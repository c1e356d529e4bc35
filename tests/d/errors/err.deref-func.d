/* @@opts: -xerrtags */
/* Dereferencing a function pointer (D_DEREF_FUNC). */
BEGIN { p = (void (*)())0; trace(*p); }
