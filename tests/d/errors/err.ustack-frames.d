/* @@opts: -xerrtags */
/* ustack(0) (D_USTACK_FRAMES). */
BEGIN { ustack(0); }
