/* @@opts: -xerrtags */
/* lquantize() step differs from the aggregation's earlier one (D_LQUANT_MATCHSTEP). */
BEGIN { @a = lquantize(1, 0, 10, 1); @a = lquantize(1, 0, 10, 2); }
