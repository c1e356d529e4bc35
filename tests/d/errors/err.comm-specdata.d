/* @@opts: -xerrtags */
/* commit() after speculative data: speculated data counts as data too (Oracle's dt_cg_clsflags). */
BEGIN { speculate(1); trace(1); commit(2); }
