/* @@opts: -xerrtags */
/* A bit-field of a non-integer type (D_DECL_BFTYPE). */
struct s { float a : 3; };
