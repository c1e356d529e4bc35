# Dynamic variables that do not fit (-x dynvarsize): the drops are reported
# on stderr as "dtrace: N dynamic variable drops", at most once a second
# (statusrate) rather than once per buffer drain, and dtrace exits normally.
# Afterwards none of its BPF objects remain.
# @@timeout: 60
. ./lib.sh
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
$DTRACE -x dynvarsize=4k -n 'syscall::read:entry /pid == $target/ { x[timestamp] = 1; }' \
	-c 'dd if=/dev/zero of=/dev/null bs=1 count=2000000 status=none' >/dev/null 2>"$tmp/err" &
d=$!
t0=$(date +%s)
wait_ready $d "$tmp/err" && wait_held $d && bpf_ids $d > "$tmp/ids"
wait $d; echo "exit $?"
secs=$(( $(date +%s) - t0 ))
lines=$(grep -c '^dtrace: [0-9][0-9]* dynamic variable drops\{0,1\}$' "$tmp/err")
[ "$lines" -gt 0 ] && echo "dynamic variable drops reported"
[ "$lines" -le $((secs + 2)) ] && echo "at most one report a second" ||
	echo "$lines reports in $secs s"
# (7.2 also skips syscall firings while another BPF program runs on the
# CPU, and says so: not what is tested here)
grep -v 'matched\|dynamic variable drop\|firings\{0,1\} of syscall:.* skipped by the kernel' "$tmp/err"
echo "left behind: $(settle "$tmp/ids"), uprobes: $(uprobes)"
