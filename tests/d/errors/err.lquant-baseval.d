/* @@opts: -xerrtags */
/* lquantize() base beyond 32 bits (D_LQUANT_BASEVAL). */
BEGIN { @a = lquantize(1, 0x100000000, 0x100000010, 1); }
