/* @@opts: -xerrtags */
/* trunc() of an aggregation no clause defines (D_TRUNC_AGGBAD). */
BEGIN { trunc(@nosuch); }
