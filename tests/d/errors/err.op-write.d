/* @@opts: -xerrtags */
/* A built-in variable is not writable (D_OP_WRITE). */
BEGIN { timestamp = 1; }
