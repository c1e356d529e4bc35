# sched provider: each probe this kernel has fires at least once for the
# test's own workload.  change-pri (priority inheritance) is not exercised.
# @@needs: test -x /usr/bin/timeout
$DTRACE -qs /dev/stdin -c ./sched-work.sh <<'D'
sched:::on-cpu /progenyof($target)/ { on = 1; }
sched:::off-cpu /progenyof($target)/ { off = 1; }
/* off-cpu's args[] describe the thread that gets the CPU */
sched:::off-cpu /args[1]->pr_pid == $target && args[0]->pr_lwpid == $target/ { offnext = 1; }
sched:::sleep /execname == "sleep" && progenyof($target)/ { slp = 1; }
sched:::preempt /progenyof($target)/ { pre = 1; }
sched:::wakeup /args[1]->pr_pid == $target/ { wake = 1; }
/* native arguments: the kernel's task and CPU number */
sched:::enqueue /((struct task_struct *)arg0)->tgid == $target/ { enq = args[2]->cpu_id == arg2; }
END
{
	printf("on-cpu %d\noff-cpu %d %d\nsleep %d\npreempt %d\nwakeup %d\nenqueue %d\n",
	    on, off, offnext, slp, pre, wake, enq);
}
D
