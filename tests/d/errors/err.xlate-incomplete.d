/* @@opts: -xerrtags */
/* A translator's output must be a complete struct or union. */
struct fwd;
translator struct fwd < int x > { a = x; };
