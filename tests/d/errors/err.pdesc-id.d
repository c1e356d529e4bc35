/* @@opts: -xerrtags -Z */
/* A probe id that names no probe is an invalid description (D_PDESC_INVAL), even with -Z. */
99999999 { exit(0); }
