/* @@opts: -xerrtags */
/* An inline with a storage class (D_DECL_BADCLASS). */
inline static int x = 1;
