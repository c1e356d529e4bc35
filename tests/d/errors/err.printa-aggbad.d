/* @@opts: -xerrtags */
/* printa() of an aggregation no clause defines (D_PRINTA_AGGBAD). */
BEGIN { printa(@nosuch); }
