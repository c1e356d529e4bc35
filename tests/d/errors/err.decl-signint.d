/* @@opts: -xerrtags */
/* signed with a non-integer type (D_DECL_SIGNINT). */
signed float f;
