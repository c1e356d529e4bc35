/* @@opts: -xerrtags */
/* A clause-local array (D_ARR_LOCAL). */
BEGIN { this->x[1] = 2; }
