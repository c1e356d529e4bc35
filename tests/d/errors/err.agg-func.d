/* @@opts: -xerrtags */
/* An aggregation assigned a plain value (D_AGG_FUNC). */
BEGIN { @a = 1; }
