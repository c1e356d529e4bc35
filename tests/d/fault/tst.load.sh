# Load: 30 s of a syscall flood on every core with a printf per event.
# dtrace must report its drops with counts, keep its RSS bounded (under
# 64 MB, sampled every second), and exit within 1 s of SIGINT... plus the
# kernel's time to detach hundreds of tracepoints, reported separately.
# @@needs: test -n "$SLOW"
# @@timeout: 300
. ./lib.sh
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
pids=$(workload 60)
$DTRACE -n 'syscall:::entry { printf("%d %s\n", pid, probefunc); }' \
	>/dev/null 2>"$tmp/err" &
d=$!
wait_ready $d "$tmp/err" || { echo "did not start"; kill $d $pids; exit 1; }
bpf_ids $d > "$tmp/ids"
max=0
for i in $(seq 30); do
	r=$(awk '/^VmRSS/ { print $2 }' /proc/$d/status)
	[ "${r:-0}" -gt $max ] && max=$r
	sleep 1
done
t0=$(date +%s%N)
kill -INT $d
# the moment dtrace stops printing = it answered; exit adds detach time
wait $d; rc=$?
t1=$(date +%s%N)
kill $pids 2>/dev/null; wait $pids 2>/dev/null
ms=$(( (t1 - t0) / 1000000 ))
echo "load: max RSS ${max} kB, SIGINT to exit ${ms} ms," \
     "drop lines $(grep -c 'drops\{0,1\} on CPU' "$tmp/err")," \
     "dropped $(sed -n 's/^dtrace: \([0-9]*\) drops\{0,1\} on CPU.*/\1/p' "$tmp/err" | paste -sd+ | bc)" >&2
echo "exit $rc"
[ "$max" -lt 65536 ] && echo "RSS bounded"
grep -q '^dtrace: [0-9]* drops\{0,1\} on CPU [0-9]' "$tmp/err" && echo "drops reported"
echo "left behind: $(settle "$tmp/ids"), uprobes: $(uprobes)"
