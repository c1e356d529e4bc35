/* @@opts: -xerrtags */
/* trace() of a void expression (D_TRACE_VOID). */
BEGIN { trace((void)0); }
