/*
 * cpudist - on-CPU time per run, as a histogram per process
 *
 * How long threads run each time they get a CPU, as power-of-two
 * histograms in microseconds per process name: short bursts (I/O bound,
 * frequent wakeups) or long runs (CPU bound). A thread is followed once it
 * has left a CPU while selected (-p, -n, -c).
 *
 * Output:
 *   COMM         process name
 *   value/count  a histogram of on-CPU times in microseconds
 *
 * Probes: sched:::off-cpu (the sched_switch tracepoint)
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

uint64_t on_[int];		/* a followed thread got its CPU at */

/* a run ends when the thread leaves the CPU (this context) */
sched:::off-cpu
/on_[tid]/
{
	@run_[execname] = quantize((timestamp - on_[tid]) / 1000);
	on_[tid] = 0;
}

sched:::off-cpu
/TRACED/
{
	traced_[tid] = 1;
}

/* and starts when off-cpu's args[] (the thread coming in) is one we follow */
sched:::off-cpu
/traced_[args[0]->pr_lwpid]/
{
	on_[args[0]->pr_lwpid] = timestamp;
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
	printa("\n%s (us on CPU)\n%@d\n", @run_);
	trunc(@run_);
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
	printa("\n%s (us on CPU)\n%@d\n", @run_);
	trunc(@run_);
}
