/* @@opts: -xerrtags */
/* An aggregating function used outside an aggregation's value (D_CG_EXPR). */
BEGIN { x = count(); }
