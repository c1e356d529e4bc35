/* @@opts: -xerrtags */
/* A void inline (D_DECL_VOIDOBJ). */
inline void v = 1;
