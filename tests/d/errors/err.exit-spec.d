/* @@opts: -xerrtags */
/* exit() after speculate() (D_EXIT_SPEC). */
BEGIN { speculate(1); exit(0); }
