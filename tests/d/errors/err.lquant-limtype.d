/* @@opts: -xerrtags */
/* lquantize() limit not a constant (D_LQUANT_LIMTYPE). */
int x;
BEGIN { @a = lquantize(1, 0, x, 1); }
