/* @@opts: -xerrtags */
/* llquantize() low magnitude not a constant (D_LLQUANT_LMAGTYPE). */
int x;
BEGIN { @a = llquantize(1, 10, x, 6, 10); }
