/* @@opts: -xerrtags */
/* A parameter name given twice in a function prototype (D_DECL_PROTO_FORM). */
int (*fp)(int x, int x);
