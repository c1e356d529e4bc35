/* @@opts: -xerrtags */
/* ustack() with a negative string size (D_USTACK_STRSIZE). */
BEGIN { ustack(1, -1); }
