/* @@opts: -xerrtags */
/* llquantize() high magnitude differs from the earlier one (D_LLQUANT_MATCHHMAG). */
BEGIN { @a = llquantize(1, 10, 0, 6, 10); @a = llquantize(1, 10, 0, 5, 10); }
