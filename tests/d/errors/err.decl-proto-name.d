/* @@opts: -xerrtags */
/* A named void parameter (D_DECL_PROTO_NAME). */
int (*fp)(void v);
