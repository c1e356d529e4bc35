/* @@opts: -xerrtags */
/* long with char (D_DECL_CHARATTR). */
long char c;
