/* @@opts: -xerrtags */
/* speculate() after speculate() (D_SPEC_SPEC). */
BEGIN { speculate(1); speculate(2); }
