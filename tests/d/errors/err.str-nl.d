/* @@opts: -xerrtags */
/* A newline inside a string literal (D_STR_NL). */
BEGIN { trace("a
b"); }
