/* @@opts: -xerrtags */
/* A program with no clause, declaration or pragma (D_EMPTY). */

