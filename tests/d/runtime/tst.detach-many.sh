# @@timeout: 120
# Stopping a session with many tracepoints: dtrace prints END's output and
# exits, the attachments are closed (in the background when there are
# many) and eventually nothing of it is left in the kernel.  (syscall:::
# no longer opens a tracepoint per syscall: these are sdt tracepoints that
# seldom fire, -Z for the categories a kernel lacks.)
trap 'rm -f out.$$' EXIT
: >out.$$	# now: the job's own redirection may come after the first grep
$DTRACE -Z -qn 'sdt:writeback::,sdt:jbd2::,sdt:filelock::,sdt:oom::,sdt:compaction::
	{ x = 1; } BEGIN { printf("go\n"); } END { printf("end\n"); }' >out.$$ 2>&1 &
pid=$!
while kill -0 $pid 2>/dev/null && ! grep -q '^go$' out.$$; do
	sleep 0.1
done
n=$(ls -l /proc/$pid/fd 2>/dev/null | grep -c perf_event)
[ "$n" -ge 32 ] && echo "32 tracepoints or more"
ids=$(grep -h '^prog_id:' /proc/$pid/fdinfo/* 2>/dev/null | awk '{print $2}')
[ -n "$ids" ] && echo "programs loaded"
kill -INT $pid
wait $pid
echo "status $?"
cat out.$$
rm -f out.$$
for i in $(seq 600); do
	left=$(for id in $ids; do echo "prog $id"; done | "$BPF_ALIVE")
	[ $left -eq 0 ] && break
	sleep 0.1
done
echo "programs left: $left"
