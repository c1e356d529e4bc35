# The Guide's exit(): END runs once the consumer has processed the exit()
# action, and the consumer reads exit()'s record with the others, at the
# next drain (switchrate): the run ends then, however long statusrate is
# (10 s, DTrace's cap, is its longest: an end waiting for a status check
# would take that long and be stopped by the timeout; a run that reads the
# record ends at once, well within it, even on a loaded machine).
for r in 10s 1h; do
	timeout 8 $DTRACE -x statusrate=$r -qn 'tick-1ms { printf("tick\n"); exit(3); }
		END { printf("end\n"); }'
	echo "statusrate=$r: exit $?"
done
