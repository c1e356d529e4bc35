/* @@opts: -xerrtags */
/* printa() with a format and no aggregation (D_PRINTA_PROTO). */
BEGIN { printa("%d"); }
