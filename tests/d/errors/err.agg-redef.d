/* @@opts: -xerrtags */
/* An aggregation given two different functions (D_AGG_REDEF). */
BEGIN { @a = count(); @a = sum(1); }
