/* @@opts: -xerrtags */
/* A predicate must be of scalar type (D_PRED_SCALAR). */
struct s { int a; }; struct s g;
BEGIN / g / { exit(0); }
