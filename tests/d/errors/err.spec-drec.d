/* @@opts: -xerrtags */
/* speculate() after a data-recording action (D_SPEC_DREC). */
BEGIN { trace(1); speculate(2); }
