/* @@opts: -xerrtags */
/* A variable cannot take a type's name. */
typedef int t;
int t;
