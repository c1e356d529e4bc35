# statusrate and cleanrate take any time (a unit, or hz), as DTrace's
# dt_opt_rate does, and are bounded as DTrace's kernel bounds them.
# statusrate: any rate, an hour's (capped at 10 s) as 0 and 1ns; exit()
# ends the run when the consumer reads its record, whatever the rate
# (buffering/tst.exit-statusrate.sh).  cleanrate: 0 is read as the cap (a
# minute); speculations work at any rate.  Negative or unknown units are
# refused.
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
