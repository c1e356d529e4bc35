/* @@opts: -xerrtags */
/* llquantize() steps differ from the earlier ones (D_LLQUANT_MATCHSTEPS). */
BEGIN { @a = llquantize(1, 10, 0, 6, 10); @a = llquantize(1, 10, 0, 6, 5); }
