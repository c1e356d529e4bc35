/* @@opts: -xerrtags */
/* stack(0) (D_STACK_SIZE). */
BEGIN { stack(0); }
