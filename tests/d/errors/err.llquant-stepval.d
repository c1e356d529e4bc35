/* @@opts: -xerrtags */
/* llquantize() steps fewer than the factor and not dividing it (D_LLQUANT_STEPVAL). */
BEGIN { @a = llquantize(1, 10, 0, 6, 7); }
