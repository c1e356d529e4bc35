/* @@opts: -xerrtags */
/* normalize() of a value that is not an aggregation (D_NORMALIZE_AGGARG). */
BEGIN { normalize(1, 2); }
