/* @@opts: -xerrtags */
/* Two storage classes (D_DECL_CLASS). */
static extern int x;
