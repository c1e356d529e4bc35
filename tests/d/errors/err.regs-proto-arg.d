/* @@opts: -xerrtags */
/* uregs[] takes a constant index (D_PROTO_ARG). */
BEGIN { x = 1; trace(uregs[x]); }
