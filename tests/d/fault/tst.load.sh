# Load: 30 s of a syscall flood on every core with a printf per event.
# dtrace must account for every event (each one printed, or counted in a
# drop report), keep its RSS bounded (under 64 MB, sampled every second),
# and exit within 1 s of SIGINT.
# @@needs: test -n "$SLOW"
# @@timeout: 300
. ./lib.sh
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
mkfifo "$tmp/out"
# records carry ":entry "; the count() aggregation prints one bare number
awk '/:entry / { n++ } /^ *[0-9]+$/ { total = $1 } END { print n + 0, total + 0 }' \
	<"$tmp/out" >"$tmp/counts" &
a=$!
pids=$(workload 60)
$DTRACE -n 'syscall:::entry { printf("%d %s\n", pid, probefunc); @n = count(); }' \
	>"$tmp/out" 2>"$tmp/err" &
d=$!
wait_ready $d "$tmp/err" || { echo "did not start"; kill $d $pids; exit 1; }
wait_held $d
bpf_ids $d > "$tmp/ids"
max=0
for i in $(seq 30); do
	r=$(awk '/^VmRSS/ { print $2 }' /proc/$d/status)
	[ "${r:-0}" -gt $max ] && max=$r
	sleep 1
done
t0=$(date +%s%N)
kill -INT $d
wait $d; rc=$?
t1=$(date +%s%N)
wait $a
kill $pids 2>/dev/null; wait $pids 2>/dev/null
ms=$(( (t1 - t0) / 1000000 ))
dropped=$(sed -n 's/^dtrace: \([0-9]*\) drops\{0,1\} on CPU.*/\1/p' "$tmp/err" | paste -sd+ | bc)
read -r printed total < "$tmp/counts"
echo "exit $rc"
[ "$max" -lt 65536 ] && echo "RSS bounded" || echo "RSS ${max} kB"
[ "$ms" -lt 1000 ] && echo "exited within 1 s of SIGINT" || echo "SIGINT to exit: ${ms} ms"
if [ "$total" -gt 0 ] && [ $((printed + ${dropped:-0})) -eq "$total" ]; then
	echo "every event printed or reported dropped"
else
	echo "events ${total}, printed ${printed}, dropped ${dropped:-0}"
fi
echo "left behind: $(settle "$tmp/ids"), uprobes: $(uprobes)"
