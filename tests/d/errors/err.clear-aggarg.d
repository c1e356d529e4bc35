/* @@opts: -xerrtags */
/* clear() of a value that is not an aggregation (D_CLEAR_AGGARG). */
BEGIN { clear(1); }
