/* @@opts: -xerrtags */
/* A pointer indexed with a tuple: x[i] is *(x + i), no associative array
 * (D_ARR_BADREF); the second key was dropped and p[1] read. */
BEGIN { this->p = (int *)0; trace(this->p[1, 2]); }
