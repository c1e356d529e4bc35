/* @@opts: -xerrtags */
/* llquantize() factor not a constant (D_LLQUANT_FACTORTYPE). */
int x;
BEGIN { @a = llquantize(1, x, 0, 6, 10); }
