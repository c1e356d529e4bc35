/* @@opts: -xerrtags */
/* commit() after an aggregation (D_COMM_DREC: an aggregation counts as data). */
BEGIN { @a = count(); commit(1); }
