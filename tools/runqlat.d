/*
 * runqlat - run queue latency: how long runnable threads wait for a CPU
 *
 * Time from a thread being woken (put on a run queue) until it runs, as a
 * power-of-two histogram in microseconds. Long waits mean CPU saturation.
 *
 * Output:
 *   value/count  a histogram of run queue latencies in microseconds
 *
 * Probes: sched:::enqueue, sched:::on-cpu (sched tracepoints)
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

sched:::enqueue
{
	queued_[args[0]->pr_lwpid] = timestamp;
}

sched:::on-cpu
/queued_[tid] && TRACED/
{
	@lat_["run queue latency (us)"] = quantize((timestamp - queued_[tid]) / 1000);
}

sched:::on-cpu
/queued_[tid]/
{
	queued_[tid] = 0;
}

/* interval: print and reset every interval seconds, count times */
tick-1sec
/OPT_INTERVAL > 0 && ++ticks_ % OPT_INTERVAL == 0/
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
