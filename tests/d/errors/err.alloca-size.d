/* @@opts: -xerrtags */
/* alloca() of more than scratchsize (D_ALLOCA_SIZE). */
BEGIN { x = alloca(0x7fffffffffffffff); }
