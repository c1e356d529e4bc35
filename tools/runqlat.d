/*
 * runqlat - run queue latency: how long runnable threads wait for a CPU
 *
 * Time from a thread being woken (put on a run queue) until it runs, as a
 * power-of-two histogram in microseconds. Long waits mean CPU saturation.
 * A thread is followed once it has left a CPU while selected (-p, -n, -c).
 *
 * Output:
 *   value/count  a histogram of run queue latencies in microseconds
 *
 * Probes: sched:::off-cpu, sched:::enqueue (sched tracepoints)
 */
#pragma D option quiet
#pragma D option defaultargs
#pragma D option switchrate=10hz

/* dtrace-tool's options (-p PID, -n NAME, interval, count), as macro
 * arguments; with -c CMD and no -p, CMD and its descendants. */
inline int OPT_PID = $1;
inline string OPT_NAME = $$2;
inline int OPT_INTERVAL = $3;
inline int OPT_COUNT = $4;
inline int TRACED = (OPT_PID != 0 ? pid == OPT_PID : $target == 0 || progenyof($target)) &&
    (OPT_NAME == "" || execname == OPT_NAME);

uint64_t queued_[int];		/* a followed thread was woken at */

/* Linux fires the switch in the thread leaving the CPU: off-cpu's args[]
 * are the thread coming in (on-cpu would run in the wrong context). */
sched:::off-cpu
/queued_[args[0]->pr_lwpid]/
{
	@lat_["run queue latency (us)"] =
	    quantize((timestamp - queued_[args[0]->pr_lwpid]) / 1000);
	queued_[args[0]->pr_lwpid] = 0;
}

sched:::off-cpu
/TRACED/
{
	traced_[tid] = 1;
}

sched:::enqueue
/traced_[args[0]->pr_lwpid]/
{
	queued_[args[0]->pr_lwpid] = timestamp;
}

proc:::lwp-exit
/traced_[tid]/
{
	traced_[tid] = 0;
}

/* interval: print and reset every interval seconds, count times */
tick-1sec
/OPT_INTERVAL > 0 && ++ticks_ % (OPT_INTERVAL > 0 ? OPT_INTERVAL : 1) == 0/	/* % 0 is refused */
{
	printa("\n%s\n%@d\n", @lat_);
	trunc(@lat_);
	intervals_++;
}

tick-1sec
/OPT_COUNT > 0 && intervals_ >= OPT_COUNT/
{
	exit(0);
}

END
/OPT_INTERVAL == 0/
{
	printa("\n%s\n%@d\n", @lat_);
	trunc(@lat_);
}
