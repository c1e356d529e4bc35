/* @@opts: -xerrtags */
/* printa() of a value that is not an aggregation (D_PRINTA_AGGARG). */
BEGIN { printa(1); }
