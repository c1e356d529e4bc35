/* @@opts: -xerrtags */
/* An object needs a complete type. */
struct nosuch x;
