/* @@opts: -xerrtags */
/* lquantize() with too many levels (D_LQUANT_STEPSMALL). */
BEGIN { @a = lquantize(1, -2147483648, 2147483647, 1); }
