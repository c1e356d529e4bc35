/* @@opts: -xerrtags */
/* A bit-field width that is not a positive integral constant (D_DECL_BFCONST). */
struct s { int a : -1; };
