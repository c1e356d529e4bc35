/* @@opts: -xerrtags */
/* llquantize() low magnitude differs from the earlier one (D_LLQUANT_MATCHLMAG). */
BEGIN { @a = llquantize(1, 10, 0, 6, 10); @a = llquantize(1, 10, 1, 6, 10); }
