/* @@opts: -xerrtags */
/* speculate() after a destructive action: destructive actions may never be speculative, in a clause containing speculate() (the Guide); Oracle tags it D_SPEC_DREC. */
BEGIN { raise(9); speculate(1); }
