/* @@opts: -xerrtags */
/* `sym of a kernel function: it has no object type (D_SYM_NOTYPES); &`sym is its address. */
BEGIN { trace(`vfs_read); }
