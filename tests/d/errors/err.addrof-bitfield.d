/* @@opts: -xerrtags */
/* & of a bit-field member (D_ADDROF_BITFIELD). */
struct s { int a:3; }; struct s *p;
BEGIN { trace(&p->a); }
