/* @@opts: -xerrtags */
/* A character constant longer than an int (D_CHR_OFLOW). */
BEGIN { trace('abcdefghi'); }
