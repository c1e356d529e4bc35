/* @@opts: -xerrtags */
/* A declaration that declares nothing (D_DECL_USELESS). */
int;
