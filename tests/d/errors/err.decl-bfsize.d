/* @@opts: -xerrtags */
/* A bit-field wider than its type (D_DECL_BFSIZE). */
struct s { char a : 9; };
