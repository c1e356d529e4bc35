/* @@opts: -xerrtags */
/* A probe id beyond 32 bits (D_PDESC_INVAL). */
4294967296 { exit(0); }
