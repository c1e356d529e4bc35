/* @@opts: -xerrtags */
/* A variable declared again must keep its type. */
int x;
char x;
