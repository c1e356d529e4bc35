/* @@opts: -xerrtags */
/* A storage class D does not have (D_DECL_BADCLASS). */
register int x;
