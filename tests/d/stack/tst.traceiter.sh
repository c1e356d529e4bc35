# A tracepoint with more than one callback (here a second session on it)
# calls them through its iterator (__traceiter_*): that frame is the
# tracer's, not the probe site's, and a stack starts at the probe site
# all the same.
. ../fault/lib.sh
$DTRACE -qn 'sched:::wakeup { @ = count(); }' >/dev/null 2>&1 &
bg=$!
trap 'kill $bg 2>/dev/null; wait $bg 2>/dev/null' EXIT
for i in $(seq 600); do
	bpf_ids $bg | grep -q '^link' && break
	sleep 0.1
done
echo "other session attached: $(bpf_ids $bg | grep -q '^link' && echo yes || echo no)"
$DTRACE -qn 'sched:::wakeup { stack(); exit(0); }' |
	awk 'NF && !done { print ($1 ~ /__traceiter_|`bpf_|^bpf`|^0x/ ? "ours first: " $1 : "probe site first"); done = 1 }'
