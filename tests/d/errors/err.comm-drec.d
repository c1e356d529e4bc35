/* @@opts: -xerrtags */
/* commit() after a data-recording action (D_COMM_DREC). */
BEGIN { trace(1); commit(1); }
