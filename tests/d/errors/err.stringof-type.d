/* @@opts: -xerrtags */
/* stringof of a struct (D_STRINGOF_TYPE). */
struct s { int a; }; struct s g;
BEGIN { trace(stringof(g)); }
