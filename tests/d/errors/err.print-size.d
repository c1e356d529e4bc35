/* @@opts: -xerrtags */
/* print() of a pointer to a type of size 0, a struct declared but not defined (D_PRINT_SIZE). */
struct fwd;
BEGIN { print((struct fwd *)0); }
