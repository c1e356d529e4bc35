/* @@opts: -xerrtags */
/* lquantize() limit beyond 32 bits (D_LQUANT_LIMVAL). */
BEGIN { @a = lquantize(1, 0, 0x100000000, 1); }
