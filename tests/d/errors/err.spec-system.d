/* @@opts: -xerrtags -w */
/* speculate() after system(): dtrace carries system() out from its record, which speculate() would speculate (D_SPEC_DREC). */
BEGIN { system("true"); speculate(1); }
