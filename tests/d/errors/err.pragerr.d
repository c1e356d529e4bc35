/* @@opts: -xerrtags */
/* #error stops the compile with its words (D_PRAGERR). */
#error "stop here" now
BEGIN { exit(0); }
