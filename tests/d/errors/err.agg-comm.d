/* @@opts: -xerrtags */
/* An aggregation after commit() (D_AGG_COMM). */
BEGIN { commit(1); @a = count(); }
