/* @@opts: -xerrtags */
/* speculate() after commit() (D_SPEC_COMM). */
BEGIN { commit(1); speculate(2); }
