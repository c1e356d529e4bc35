/* @@opts: -xerrtags */
/* print() of a void expression (D_PRINT_VOID). */
BEGIN { print((void)0); }
