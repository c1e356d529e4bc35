/* @@opts: -xerrtags */
/* A struct member with neither name nor bit-field width (D_DECL_MNAME); an unnamed bit-field is accepted (sou/tst.bitfield-zero.d). */
struct s { int a; int; };
