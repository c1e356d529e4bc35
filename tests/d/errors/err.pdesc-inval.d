/* @@opts: -xerrtags */
/* A probe description of five fields (D_PDESC_INVAL). */
a:b:c:d:e { }
