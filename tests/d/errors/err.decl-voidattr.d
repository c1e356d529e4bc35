/* @@opts: -xerrtags */
/* signed with void (D_DECL_VOIDATTR). */
signed void v;
