/* @@opts: -xerrtags */
/* Each member translated must be one of the output's. */
struct s { int a; };
translator struct s < int x > { b = x; };
