# kill -9 leaves nothing in the kernel: every attachment is an fd, so the
# programs and maps go away with the process.
$DTRACE -qn 'syscall::getppid:entry { @c = count(); }' >/dev/null 2>&1 &
pid=$!
ids=
while kill -0 $pid 2>/dev/null; do
	ids=$(grep -h '^prog_id:' /proc/$pid/fdinfo/* 2>/dev/null | awk '{print $2}')
	[ -n "$ids" ] && break
	sleep 0.1
done
[ -n "$ids" ] && echo "programs loaded"
sleep 0.5
kill -9 $pid
wait $pid 2>/dev/null
# the kernel frees a program after a grace period: wait for it, not a
# fixed time (the runner's timeout bounds it)
while :; do
	left=$(for id in $ids; do echo "prog $id"; done | "$BPF_ALIVE")
	[ $left -eq 0 ] && break
	sleep 0.1
done
echo "programs left: $left"
