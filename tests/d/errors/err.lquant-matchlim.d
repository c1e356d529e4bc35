/* @@opts: -xerrtags */
/* lquantize() limit differs from the aggregation's earlier one (D_LQUANT_MATCHLIM). */
BEGIN { @a = lquantize(1, 0, 10, 1); @a = lquantize(1, 0, 20, 1); }
