/* @@opts: -xerrtags */
/* a destructive action after commit() (Oracle's dt_cg_clsflags: D_DREC_COMM). */
BEGIN { commit(1); raise(9); }
