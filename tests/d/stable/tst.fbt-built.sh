# The stable probes without a tracepoint, built on fbt (fentry/fexit
# programs) where the kernel runs those: sched:::dequeue (dequeue_task_*)
# and sched:::tick fire for the test's own workload, io:::wait-start and
# wait-done (submit_bio_wait) around a zeroing of a RAM disk (brd, loaded
# from the guest's kernel package), each with translated arguments.
# @@needs: test -e /sys/bus/event_source/devices/kprobe && ls -d /var/cache/dtrace-vm/*/lib/modules/$(uname -r)/kernel/drivers/block
# @@timeout: 600
$DTRACE -l -n sched:::dequeue -n sched:::tick -n io:::wait-start -n io:::wait-done |
	awk 'NR > 1 { print $2, $3, $5 }' | sort -u
echo "== sched"
$DTRACE -qs /dev/stdin -c ./sched-work.sh <<'D'
/* a thread going to sleep takes itself off its CPU's run queue */
sched:::dequeue /progenyof($target) && args[1]->pr_pid == pid && args[0]->pr_lwpid == tid/
{
	deq = 1;
	deqcpu = args[2]->cpu_id == cpu;
}
sched:::tick /progenyof($target)/ { tick = args[1]->pr_pid == pid && args[0]->pr_lwpid == tid; }
END { printf("dequeue %d, on its cpu %d\ntick %d\n", deq, deqcpu, tick); }
D
echo "== io"
kdir=$(ls -d /var/cache/dtrace-vm/*/lib/modules/$(uname -r) | head -1)
modprobe -d "${kdir%/lib/modules/*}" brd rd_nr=1 rd_size=4096 2>&1
for i in $(seq 100); do [ -b /dev/ram0 ] && break; sleep 0.1; done
$DTRACE -qn '
io:::wait-start /pid == $target/
{
	printf("%s %s %s write=%d bytes=%d\n", probename, probefunc, args[1]->dev_name,
	    (args[0]->b_flags & B_WRITE) != 0, args[0]->b_bcount > 0);
	self->bio = arg0;
}
io:::wait-done /self->bio == arg0/
{
	printf("%s %s err=%d\n", probename, args[1]->dev_pathname, args[0]->b_error);
	self->bio = 0;
}' -c "blkdiscard -z -o 0 -l 65536 /dev/ram0" | sort -u
rmmod brd 2>/dev/null
exit 0
