/* @@opts: -xerrtags */
/* signed with unsigned names no type: DTrace looks up the name the
 * specifiers spell ("signed unsigned int") and finds none. */
signed int a;
unsigned int b;
signed unsigned int c;
