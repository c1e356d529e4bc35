/* @@opts: -xerrtags */
/* lquantize() step not a constant (D_LQUANT_STEPTYPE). */
int x;
BEGIN { @a = lquantize(1, 0, 10, x); }
