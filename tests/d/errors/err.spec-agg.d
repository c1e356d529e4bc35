/* @@opts: -xerrtags */
/* speculate() after an aggregation: an aggregation counts as data (D_SPEC_DREC, as in Oracle's dt_cg_clsflags and illumos). */
BEGIN { @a = count(); speculate(1); }
