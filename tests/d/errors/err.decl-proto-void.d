/* @@opts: -xerrtags */
/* void beside other parameters (D_DECL_PROTO_VOID). */
int (*fp)(void, int);
