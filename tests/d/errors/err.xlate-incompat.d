/* @@opts: -xerrtags */
/* ... and assigned a value of a compatible type. */
struct s { int a; };
translator struct s < int x > { a = "abc"; };
