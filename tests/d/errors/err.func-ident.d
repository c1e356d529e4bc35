/* @@opts: -xerrtags */
/* Only a name can be called (D_FUNC_IDENT). */
BEGIN { (1)(2); }
