/* @@opts: -xerrtags */
/* long with a struct type (D_DECL_LONGINT). */
struct s { int a; };
long struct s x;
