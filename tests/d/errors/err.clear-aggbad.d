/* @@opts: -xerrtags */
/* clear() of an aggregation no clause defines (D_CLEAR_AGGBAD). */
BEGIN { clear(@nosuch); }
