/* @@opts: -xerrtags */
/* An enumerator assigned a non-constant (D_DECL_ENCONST). */
int x;
enum e { A = x };
