# @@timeout: 120
# Every syscall tracepoint is a probe, and through the dispatch each
# firing carries its own syscall's probefunc and probename: dd's reads,
# writes, openat and close, entry and return, keyed by name (two string
# keys: -x strsize=128 fits them in 5.10's 512-byte hash keys too).
ev=$(ls /sys/kernel/tracing/events/syscalls 2>/dev/null ||
     ls /sys/kernel/debug/tracing/events/syscalls)
ntp=$(grep -c '^sys_e' <<<"$ev")
ndt=$($DTRACE -l -P syscall | tail -n +2 | wc -l)
[ "$ntp" -eq "$ndt" ] && echo "every syscall tracepoint is a probe"
$DTRACE -x strsize=128 -qn '
syscall:::entry, syscall:::return /pid == $target/ { @[probefunc, probename] = count(); }
END { printa("%s:%s\n", @); }' -c 'dd if=/dev/zero of=/dev/null bs=1 count=1 status=none' |
	grep -E '^(read|write|openat|close):' | sort
