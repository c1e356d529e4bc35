/* @@opts: -xerrtags */
/* Enumerators are ints. */
enum e { A = 1, B = 0x80000000 };
