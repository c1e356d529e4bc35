/* @@opts: -xerrtags */
/* A key name given twice in an associative array prototype (D_DECL_PROTO_FORM). */
int a[int x, int x];
