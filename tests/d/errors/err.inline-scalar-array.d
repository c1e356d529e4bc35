/* @@opts: -xerrtags */
/* An inline of scalar array type (D_DECL_ARRNULL). */
inline int a[3] = 1;
