/* @@opts: -xerrtags */
/* lquantize() base differs from the aggregation's earlier one (D_LQUANT_MATCHBASE). */
BEGIN { @a = lquantize(1, 0, 10, 1); @a = lquantize(1, 1, 10, 1); }
