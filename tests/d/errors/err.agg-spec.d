/* @@opts: -xerrtags */
/* An aggregation after speculate() (D_AGG_SPEC). */
BEGIN { speculate(1); @a = count(); }
