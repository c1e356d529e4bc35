# The stable probes without a tracepoint, built on fbt (fentry/fexit
# programs) where the kernel runs those: listed, and sched:::dequeue
# (dequeue_task_*), sched:::tick and sched:::surrender (the CPU-bound
# processes, more than CPUs, are told to give their CPU up) fire for the
# test's own workload with translated arguments (io:::wait-*: tst.io-wait).
# @@needs: test -e /sys/bus/event_source/devices/kprobe
# @@timeout: 600
$DTRACE -l -n sched:::dequeue -n sched:::tick -n sched:::surrender -n io:::wait-start -n io:::wait-done |
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
/* the thread told is the CPU's running one: a tick's, this thread */
sched:::surrender /progenyof($target) && args[1]->pr_pid == pid/ { surr = 1; }
END { printf("dequeue %d, on its cpu %d\ntick %d\nsurrender %d\n", deq, deqcpu, tick, surr); }
D
exit 0
