/* @@opts: -xerrtags */
/* lquantize() step wider than the range (D_LQUANT_STEPLARGE). */
BEGIN { @a = lquantize(1, 0, 10, 20); }
