/* @@opts: -xerrtags */
/* A parameter list of bare names, a K&R declaration D does not have (D_DECL_IDENT). */
int f(a);
