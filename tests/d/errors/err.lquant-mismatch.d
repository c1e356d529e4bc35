/* @@opts: -xerrtags */
/* lquantize() base not below its limit (D_LQUANT_MISMATCH). */
BEGIN { @a = lquantize(1, 10, 0, 1); }
