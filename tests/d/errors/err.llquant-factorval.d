/* @@opts: -xerrtags */
/* llquantize() factor below 2 (D_LLQUANT_FACTORVAL). */
BEGIN { @a = llquantize(1, 1, 0, 6, 10); }
