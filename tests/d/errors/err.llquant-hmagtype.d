/* @@opts: -xerrtags */
/* llquantize() high magnitude not a constant (D_LLQUANT_HMAGTYPE). */
int x;
BEGIN { @a = llquantize(1, 10, 0, x, 10); }
