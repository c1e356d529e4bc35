/* @@opts: -xerrtags */
/* An inline array without a tuple signature (D_DECL_ARRNULL). */
inline int a[] = 1;
