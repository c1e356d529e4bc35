/* @@opts: -xerrtags */
/* llquantize() low magnitude beyond 16 bits (D_LLQUANT_LMAGVAL). */
BEGIN { @a = llquantize(1, 10, 0x10000, 0x10001, 10); }
