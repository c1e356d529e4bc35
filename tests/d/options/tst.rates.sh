# statusrate and cleanrate take any time (a unit, or hz), as DTrace's
# dt_opt_rate does, and are bounded as DTrace's kernel bounds them.
# statusrate: the consumer learns of exit() at a status check, the first
# at once (an exit() in BEGIN ends the run at once however long the rate)
# and then every statusrate, capped at 10 s: an exit() after BEGIN with an
# hour's rate still ends the run (in 10 s, within this test's timeout);
# 0 and 1ns check at every work call.  cleanrate: 0 is read as the cap (a
# minute), 1ns raised to the floor (1 ms); speculations work at any rate.
# A rate so bounded is said as dtrace(1) says it after tracing starts
# ("status rate increased to once every 10 seconds": the interval is
# shorter, the rate higher).  Negative or unknown units are refused.
# @@timeout: 90
try() { "$@" 2>&1; echo "exit $?"; }
for r in 1h 0 1ns 10hz; do
	try $DTRACE -x statusrate=$r -qn "BEGIN { printf(\"statusrate=$r: begin\n\"); exit(0); }"
done
for r in 1h 0 1ns; do
	try $DTRACE -x statusrate=$r -qn "tick-1ms { printf(\"statusrate=$r: tick\n\"); exit(0); }"
done
for r in 0 1ns 1h 100hz; do
	try $DTRACE -x cleanrate=$r -qn "BEGIN { s = speculation(); speculate(s);
		printf(\"cleanrate=$r: committed\n\"); }
		BEGIN { commit(s); } BEGIN { exit(0); }"
done
for o in statusrate=-1 statusrate=1fortnight cleanrate=-5s cleanrate=x; do
	try $DTRACE -x $o -qn 'BEGIN { exit(0); }'
done
