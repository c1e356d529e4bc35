/* @@opts: -xerrtags */
/* An empty character constant (D_CHR_NULL). */
BEGIN { trace(''); }
