# Where the kernel runs neither kprobes nor fentry programs (this
# project's development host), the stable probes built on fbt are absent,
# and a description naming one says why in one sentence; remain-cpu
# (absent on every kernel) too.
# @@needs: ! test -e /sys/bus/event_source/devices/kprobe
for d in sched:::dequeue sched:::tick sched:::surrender io:::wait-start io::submit_bio_wait:wait-done; do
	$DTRACE -n "$d"
	echo "exit $?"
done 2>&1
# absent on every kernel, each with its reason
for d in sched:::remain-cpu; do
	$DTRACE -n "$d"
	echo "exit $?"
done 2>&1
