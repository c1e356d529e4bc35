# @@timeout: 60
# Stopping a session with many tracepoints: dtrace prints END's output and
# exits, the attachments are closed (in the background when there are
# many) and eventually nothing of it is left in the kernel.  (syscall:::
# no longer makes a tracepoint per syscall: tracepoint events of sdt.)
trap 'rm -f out.$$' EXIT
$DTRACE -qn 'sdt:writeback::,sdt:jbd2:: { x = 1; } END { printf("end\n"); }' >out.$$ 2>&1 &
pid=$!
ids=
for i in $(seq 200); do
	n=$(ls -l /proc/$pid/fd 2>/dev/null | grep -c perf_event)
	[ "$n" -gt 40 ] && break
	sleep 0.1
done
ids=$(grep -h '^prog_id:' /proc/$pid/fdinfo/* 2>/dev/null | awk '{print $2}')
[ -n "$ids" ] && echo "programs loaded"
kill -INT $pid
wait $pid
echo "status $?"
cat out.$$
rm -f out.$$
for i in $(seq 400); do
	left=$(for id in $ids; do echo "prog $id"; done | "$BPF_ALIVE")
	[ $left -eq 0 ] && break
	sleep 0.1
done
echo "programs left: $left"
