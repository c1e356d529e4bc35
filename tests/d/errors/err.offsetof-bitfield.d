/* @@opts: -xerrtags */
/* offsetof of a bit-field member (D_OFFSETOF_BITFIELD). */
struct s { int a:3; int b; };
BEGIN { trace(offsetof(struct s, a)); }
