/* @@opts: -xerrtags */
/* lquantize() step beyond 16 bits (D_LQUANT_STEPVAL); a step of 0 is D_LQUANT_STEPTYPE. */
BEGIN { @a = lquantize(1, 0, 0x20000, 0x10000); }
