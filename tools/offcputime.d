/*
 * offcputime - time threads spend off CPU, by process and kernel stack
 *
 * Sums the time threads spend blocked or waiting (off CPU), by process
 * name and the kernel stack they left the CPU from: where time goes when a
 * program is not running (I/O, locks, sleeps, paging).
 *
 * Output:
 *   a kernel stack, the process name, and the total microseconds off CPU
 *
 * Probes: sched:::off-cpu, sched:::on-cpu (sched tracepoints)
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

sched:::off-cpu
/TRACED/
{
	self->off = timestamp;
}

sched:::on-cpu
/self->off/
{
	@us_[execname, stack()] = sum((timestamp - self->off) / 1000);
	self->off = 0;
}

/* interval: print and reset every interval seconds, count times */
tick-1sec
/OPT_INTERVAL > 0 && ++ticks_ % OPT_INTERVAL == 0/
{
	printa("\n%s%k\n    %@d us off CPU\n", @us_);
	trunc(@us_);
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
	printa("\n%s%k\n    %@d us off CPU\n", @us_);
	trunc(@us_);
}
