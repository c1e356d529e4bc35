/* @@opts: -xerrtags */
/* A parameter name given twice in a probe's input list (D_DECL_PROTO_FORM). */
provider p { probe a(int x, int x); };
