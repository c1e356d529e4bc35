/* @@opts: -xerrtags */
/* uregs[] takes one index (D_PROTO_LEN). */
BEGIN { trace(uregs[1, 2]); }
