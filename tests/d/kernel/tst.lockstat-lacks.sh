# lockstat on a kernel without lock:contention_begin/end (before 5.19:
# 5.10) says why at the clause's line, not only "matches no probes".
# @@needs: test -d /sys/kernel/tracing/events && test ! -e /sys/kernel/tracing/events/lock/contention_begin
$DTRACE -s lockstat.d; echo "exit $?"
