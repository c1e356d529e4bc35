# Soak: 10 minutes of a script that uses most of the engine at once
# (aggregations of every kind, printf, speculations, thread-locals,
# associative arrays, profile and tick probes) beside a syscall flood.
# dtrace must stay within its memory (RSS sampled every 5 s: growth after
# the first minute under 8 MB), keep printing (a tick every second reaches
# the output), end on SIGINT with its aggregations, and leave nothing in
# the kernel.  Run with SOAK=1 (not in CI: it takes 10 minutes); SOAK_S
# shortens it; SOAK_REPORT=FILE writes its figures there.
# @@needs: test -n "$SOAK"
# @@timeout: 900
. ./lib.sh
secs=${SOAK_S:-600}
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
pids=$(workload $((secs + 60)))
$DTRACE -x dynvarsize=4m -x nspec=16 -n '
syscall::read:entry, syscall::write:entry { self->ts = timestamp; @calls[probefunc] = count(); }
syscall::read:return, syscall::write:return /self->ts/ {
	@lat[probefunc] = quantize(timestamp - self->ts);
	@avg[probefunc] = avg(timestamp - self->ts);
	@sz = lquantize(arg0, 0, 10, 1);
	@ll = llquantize(timestamp - self->ts, 10, 0, 6, 10);
	last[pid, tid] = timestamp;
	self->ts = 0;
}
syscall::getppid:entry { self->spec = speculation(); speculate(self->spec); printf("spec %d\n", pid); }
syscall::getppid:return /self->spec/ { discard(self->spec); self->spec = 0; }
profile-97 { @prof[cpu] = count(); @st[stack(3)] = count(); }
tick-1s { printf("tick %d\n", ++ticks); @mx = max(ticks); @mn = min(ticks); @sd = stddev(ticks); }
tick-10s { trunc(@st, 5); }
' >"$tmp/out" 2>"$tmp/err" &
d=$!
wait_ready $d "$tmp/err" || { echo "did not start"; cat "$tmp/err"; kill $d $pids; exit 1; }
wait_held $d
bpf_ids $d > "$tmp/ids"
first=0 max=0
for i in $(seq $((secs / 5))); do
	sleep 5
	kill -0 $d 2>/dev/null || break
	r=$(awk '/^VmRSS/ { print $2 }' /proc/$d/status)
	[ $i -eq 12 ] && first=$r
	[ "${r:-0}" -gt $max ] && max=$r
done
kill -INT $d
wait $d; rc=$?
kill $pids 2>/dev/null; wait $pids 2>/dev/null
echo "exit $rc"
if [ "$first" -eq 0 ] || [ $((max - first)) -lt 8192 ]; then
	echo "RSS steady"
else
	echo "RSS grew from ${first} kB to ${max} kB"
fi
t=$(grep -c 'tick [0-9]' "$tmp/out")
[ "$t" -ge $((secs / 2)) ] && echo "kept printing" || echo "only $t ticks in ${secs} s"
grep -q '^  read ' "$tmp/out" && echo "aggregations printed" || echo "no aggregations at the end"
echo "left behind: $(settle "$tmp/ids"), uprobes: $(uprobes)"
# the figures, for a note: SOAK_REPORT=FILE
[ -z "$SOAK_REPORT" ] || {
	echo "soak ${secs} s: RSS after 1 min ${first} kB, peak ${max} kB; ticks printed $t;" \
	    "lines of output $(wc -l <"$tmp/out")"
	echo "stderr (drops and errors):"; cat "$tmp/err"
} >"$SOAK_REPORT"
