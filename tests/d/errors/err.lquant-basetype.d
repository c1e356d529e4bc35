/* @@opts: -xerrtags */
/* lquantize() base not a constant (D_LQUANT_BASETYPE). */
int x;
BEGIN { @a = lquantize(1, x, 10, 1); }
