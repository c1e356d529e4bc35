/* @@opts: -xerrtags */
/* A probe parameter of a type D does not know (D_DECL_IDENT). */
provider p { probe a(foo_t x); };
