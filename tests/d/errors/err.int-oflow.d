/* @@opts: -xerrtags */
/* An integer constant beyond 64 bits (D_INT_OFLOW). */
BEGIN { trace(0x1ffffffffffffffff); }
