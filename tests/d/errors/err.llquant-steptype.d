/* @@opts: -xerrtags */
/* llquantize() steps not a positive constant (D_LLQUANT_STEPTYPE). */
BEGIN { @a = llquantize(1, 10, 0, 6, 0); }
