/* @@opts: -xerrtags */
/* An octal constant with the digit 9 (D_INT_DIGIT). */
BEGIN { trace(09); }
