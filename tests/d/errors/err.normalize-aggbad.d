/* @@opts: -xerrtags */
/* normalize() of an aggregation no clause defines (D_NORMALIZE_AGGBAD). */
BEGIN { normalize(@nosuch, 2); }
