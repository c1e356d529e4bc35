# The stable providers' probes on tracepoints (IDs and absent tracepoints
# aside; those built on fbt, where the kernel has fentry: tst.fbt-built) and the
# @@needs: test -e /sys/kernel/tracing/events/sched/sched_prepare_exec
# translated argument types dtrace -lv shows.
for p in proc sched io ip tcp udp; do
	$DTRACE -l -P $p | awk 'NR > 1 && $5 !~ /^(dequeue|tick|surrender|wait-start|wait-done)$/ {
		print $2, $3, $4, $5 }'
done
$DTRACE -lv -n io:::start -n tcp:::state-change -n proc:::signal-send |
    grep -E '^ *[0-9]+ |args\[' | sed 's/^ *[0-9]* *//; s/[[:space:]][[:space:]]*/ /g'
