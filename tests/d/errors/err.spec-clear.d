/* @@opts: -xerrtags */
/* speculate() after clear(): clear() records a library action (D_SPEC_DREC). */
END { @a = count(); } BEGIN { clear(@a); speculate(1); }
