/* @@opts: -xerrtags */
/* A destructive action after speculate() (D_ACT_SPEC). */
#pragma D option destructive
BEGIN { speculate(1); stop(); }
