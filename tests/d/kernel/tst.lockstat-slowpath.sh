# lockstat on a kernel without lock:contention_begin/end (before 5.19:
# 5.10) is built on the lock slow paths, a kprobe and a kretprobe on each:
# its probes are named after the functions (stable/tst.lockstat fires one).
# @@needs: test -d /sys/kernel/tracing/events && test ! -e /sys/kernel/tracing/events/lock/contention_begin && test -e /sys/bus/event_source/devices/kprobe
$DTRACE -l -P lockstat | awk 'NR > 1 { print $2, $3, $4, $5 }' | sort
$DTRACE -e -s lockstat.d; echo "exit $?"
