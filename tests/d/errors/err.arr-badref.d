/* @@opts: -xerrtags */
/* A scalar array indexed with a tuple (D_ARR_BADREF). */
int a[3];
BEGIN { trace(a[1, 2]); }
