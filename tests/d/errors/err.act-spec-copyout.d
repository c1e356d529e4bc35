/* @@opts: -xerrtags */
/* copyout() in a speculative clause: a destructive subroutine (D_ACT_SPEC). */
BEGIN { speculate(1); copyout(0, 0, 1); }
