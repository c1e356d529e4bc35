/* @@opts: -xerrtags */
/* ... not a scalar. */
translator int < int x > { a = x; };
