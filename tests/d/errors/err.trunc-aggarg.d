/* @@opts: -xerrtags */
/* trunc() of a value that is not an aggregation (D_TRUNC_AGGARG). */
BEGIN { trunc(1); }
