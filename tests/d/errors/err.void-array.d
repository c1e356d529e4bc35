/* @@opts: -xerrtags */
/* Nor can an array element be void. */
void a[3];
