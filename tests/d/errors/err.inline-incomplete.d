/* @@opts: -xerrtags */
/* An inline of a struct declared, never defined (D_DECL_INCOMPLETE). */
struct zq;
inline struct zq z = 1;
