/*
 * cpudist - on-CPU time per run, as a histogram per process
 *
 * How long threads run each time they get a CPU, as power-of-two
 * histograms in microseconds per process name: short bursts (I/O bound,
 * frequent wakeups) or long runs (CPU bound).
 *
 * Output:
 *   COMM         process name
 *   value/count  a histogram of on-CPU times in microseconds
 *
 * Probes: sched:::on-cpu, sched:::off-cpu (sched tracepoints)
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

sched:::on-cpu
/TRACED/
{
	self->on = timestamp;
}

sched:::off-cpu
/self->on/
{
	@run_[execname] = quantize((timestamp - self->on) / 1000);
	self->on = 0;
}

/* interval: print and reset every interval seconds, count times */
tick-1sec
/OPT_INTERVAL > 0 && ++ticks_ % OPT_INTERVAL == 0/
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
