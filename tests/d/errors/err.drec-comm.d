/* @@opts: -xerrtags */
/* A data-recording action after commit() (D_DREC_COMM). */
BEGIN { commit(1); trace(1); }
