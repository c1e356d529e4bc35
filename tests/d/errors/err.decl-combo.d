/* @@opts: -xerrtags */
/* Two base types (D_DECL_COMBO). */
int char x;
