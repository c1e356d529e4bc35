# pid$target:libc.so.6::entry (every libc function, ~2,600 probes) on a
# running process: attached (uprobe-multi links where the kernel has
# them), counting, and the session ends cleanly, leaving no uprobe.  The
# time it takes is measured in make bench, not here.
# @@needs: command -v yes
# Without uprobe-multi (before 6.6) each uprobe is attached alone: in a TCG
# guest (limits x4) that took more than 120 s on 5.10 and 6.1-rt.
# @@timeout: 150
trap 'kill $Y 2>/dev/null' EXIT
yes >/dev/null &
Y=$!
n=$($DTRACE -ln 'pid$target:libc.so.6::entry' -p $Y | wc -l)
echo "more than 2000 probes: $([ "$n" -gt 2000 ] && echo yes || echo "no ($n)")"
$DTRACE -qn '
pid$target:libc.so.6::entry /probefunc == "write"/ { w = 1; }
pid$target:libc.so.6::entry /w/ { exit(0); }
END { printf("write counted: %d\n", w); }' -p $Y
echo "dtrace exit status $?"
echo "uprobes left: $(grep -c libc /sys/kernel/tracing/uprobe_events)"
