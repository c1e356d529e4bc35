# An aggregation map that fills up: the drops are reported on stderr as
# "dtrace: N aggregation drops on CPU M" (not silently lost) and dtrace
# still exits normally.  Afterwards none of its BPF objects remain.
# @@timeout: 120
. ./lib.sh
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
pids=$(workload 20)
$DTRACE -xaggsize=512 -n 'syscall:::entry { @[probefunc, pid, arg0] = count(); } tick-2s { exit(0); }' >/dev/null 2>"$tmp/err" &
d=$!
wait_ready $d "$tmp/err" && wait_held $d && bpf_ids $d > "$tmp/ids"
wait $d; echo "exit $?"
kill $pids 2>/dev/null; wait $pids 2>/dev/null
grep -q '^dtrace: [0-9][0-9]* aggregation drops\{0,1\} on CPU [0-9]' "$tmp/err" &&
	echo "aggregation drops reported"
# (7.2 also skips syscall firings while another BPF program runs on the
# CPU, and says so: not what is tested here)
grep -v 'matched\|aggregation drop\|firings\{0,1\} of syscall:.* skipped by the kernel' "$tmp/err"
echo "left behind: $(settle "$tmp/ids"), uprobes: $(uprobes)"
