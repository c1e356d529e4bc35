/* @@opts: -xerrtags */
/* A negative register number for uregs[] (D_REGS_IDX). */
BEGIN { trace(uregs[-1]); }
