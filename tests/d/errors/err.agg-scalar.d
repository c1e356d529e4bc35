/* @@opts: -xerrtags */
/* An aggregating function given a struct (D_AGG_SCALAR). */
struct s { int a; }; struct s g;
BEGIN { @a = sum(g); }
