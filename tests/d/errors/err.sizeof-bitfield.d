/* @@opts: -xerrtags */
/* sizeof of a bit-field member (D_SIZEOF_BITFIELD). */
struct s { int a:3; int b; }; struct s g;
BEGIN { trace(sizeof (g.a)); }
