# SIGINT (Ctrl-C) and SIGTERM stop tracing: END still runs, its output and
# the final newline are printed, and dtrace exits 0.
trap 'rm -f out.$$' EXIT
for sig in INT TERM; do
	$DTRACE -qn 'BEGIN { printf("begin\n"); } END { printf("end\n"); }' >out.$$ 2>&1 &
	pid=$!
	# until BEGIN has run (no fixed limit: the runner's timeout bounds it)
	while kill -0 $pid 2>/dev/null && ! grep -q begin out.$$ 2>/dev/null; do sleep 0.1; done
	kill -$sig $pid
	wait $pid
	echo "$sig status $?"
	cat out.$$
	rm -f out.$$
done
# exit() in END after Ctrl-C decides the exit status.
$DTRACE -qn 'BEGIN { printf("begin\n"); } END { exit(3); }' >out.$$ 2>&1 &
pid=$!
while kill -0 $pid 2>/dev/null && ! grep -q begin out.$$ 2>/dev/null; do sleep 0.1; done
kill -INT $pid
wait $pid
echo "END exit status $?"
rm -f out.$$
