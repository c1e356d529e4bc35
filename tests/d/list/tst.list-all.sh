# dtrace -l: dtrace's three probes first, then profile's defaults as DTrace
# lists them; one syscall probe per syscalls:sys_enter_*/sys_exit_* event;
# every other tracefs event as an sdt probe; ids 1..N without gaps.
trap 'rm -f out.$$' EXIT
$DTRACE -l >out.$$ || { echo "dtrace -l failed"; exit 1; }
head -17 out.$$
events=/sys/kernel/tracing/available_events
want=$(grep -c '^syscalls:sys_e' $events)
got=$(awk '$2 == "syscall"' out.$$ | wc -l)
[ "$want" = "$got" ] && echo "syscall probes: ok" || echo "syscall probes: $got, want $want"
want=$(grep -vc '^\(syscalls\|kprobes\|uprobes\|dt_[^:]*\):' $events)
got=$(awk '$2 == "sdt"' out.$$ | wc -l)
[ "$want" = "$got" ] && echo "sdt probes: ok" || echo "sdt probes: $got, want $want"
awk 'NR > 1 && $1 != NR - 1 { bad = 1 } END { print (bad ? "ids: gaps" : "ids: ok") }' out.$$
