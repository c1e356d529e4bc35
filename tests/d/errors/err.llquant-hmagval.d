/* @@opts: -xerrtags */
/* llquantize() high magnitude below the low one (D_LLQUANT_HMAGVAL). */
BEGIN { @a = llquantize(1, 10, 6, 2, 10); }
