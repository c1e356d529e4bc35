/* @@opts: -xerrtags */
/* llquantize() factor differs from the aggregation's earlier one (D_LLQUANT_MATCHFACTOR). */
BEGIN { @a = llquantize(1, 10, 0, 6, 10); @a = llquantize(1, 100, 0, 6, 10); }
