# @@needs: tests/tools/testcc --check
# Actions and Subroutines: stop() stops the process that fired the probe
# before it runs on in user space (the Guide: "when it next leaves the
# kernel"): stopped (state T) with nothing written after its getppid(2),
# it goes on when continued (SIGCONT), and dtrace -c ends with it.
dir=$(mktemp -d)
trap 'kill -CONT $tpid 2>/dev/null; rm -rf "$dir"' EXIT
"$TESTCC" -O0 -o "$dir/signal" signal.c || exit 1
$DTRACE -wq -o "$dir/dout" -c "$dir/signal $dir/out" \
	-n 'syscall::getppid:entry /pid == $target/ { stop(); printf("%d\n", pid); }' & d=$!
tpid=
for i in $(seq 600); do
	tpid=$(head -1 "$dir/dout" 2>/dev/null)
	[ -n "$tpid" ] && break
	kill -0 $d 2>/dev/null || break
	sleep 0.1
done
[ -n "$tpid" ] || { echo "the probe did not fire"; exit 1; }
state=
for i in $(seq 600); do
	state=$(sed 's/.*) //' /proc/$tpid/stat 2>/dev/null | cut -d' ' -f1)
	[ "$state" = T ] && break
	sleep 0.1
done
echo "target state: $state, its output so far: [$(cat "$dir/out")]"
kill -CONT $tpid
wait $d
echo "dtrace: exit $?"
cat "$dir/out"
