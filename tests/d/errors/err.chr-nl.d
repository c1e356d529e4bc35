/* @@opts: -xerrtags */
/* A newline inside a character constant (D_CHR_NL). */
BEGIN { x = 'a
'; }
