#pragma D option nspec=1
#pragma D option quiet

int b, done, m;

BEGIN { a = speculation(); }
BEGIN { speculate(a); printf("discarded\n"); }
BEGIN { discard(a); commit(a); }
/* id 1 again, once the consumer freed it (speculation() gives 0 until then) */
tick-10ms /!b/ { b = speculation(); }
tick-10ms /b && !done/ { speculate(b); printf("committed %d\n", b); }
tick-10ms /b && !done/ { commit(b); commit(b); done = 1; }
tick-10ms /done && ++m == 10/ { exit(0); }
