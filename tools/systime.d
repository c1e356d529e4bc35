/*
 * systime - time spent in each system call, per process
 *
 * Sums the elapsed time of system calls by process name and system call:
 * which calls a program waits in (read, poll, futex...), in microseconds.
 *
 * Output:
 *   COMM     process name
 *   SYSCALL  system call
 *   CALLS    calls
 *   TIME_us  total elapsed time in the call
 *
 * Probes: syscall:::entry, syscall:::return (syscall tracepoints)
 */
#pragma D option quiet
#pragma D option defaultargs
#pragma D option switchrate=10hz
/* the key (execname and the syscall) fits the 512 bytes 5.10 allows a map key:
 * names here are short */
#pragma D option strsize=128

/* dtrace-tool's options (-p PID, -n NAME, interval, count), as macro
 * arguments; with -c CMD and no -p, CMD and its descendants. */
inline int OPT_PID = $1;
inline string OPT_NAME = $$2;
inline int OPT_INTERVAL = $3;
inline int OPT_COUNT = $4;
inline int TRACED = (OPT_PID != 0 ? pid == OPT_PID : $target == 0 || progenyof($target)) &&
    (OPT_NAME == "" || execname == OPT_NAME);

syscall:::entry
/TRACED/
{
	self->ts = timestamp;
}

syscall:::return
/self->ts/
{
	@calls_[execname, probefunc] = count();
	@us_[execname, probefunc] = sum((timestamp - self->ts) / 1000);
	self->ts = 0;
}

/* interval: print and reset every interval seconds, count times */
tick-1sec
/OPT_INTERVAL > 0 && ++ticks_ % (OPT_INTERVAL > 0 ? OPT_INTERVAL : 1) == 0/	/* % 0 is refused */
{
	printf("%-16s %-22s %8s %12s\n", "COMM", "SYSCALL", "CALLS", "TIME_us");
	printa("%-16s %-22s %@8d %@12d\n", @calls_, @us_);
	trunc(@calls_);
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
	printf("%-16s %-22s %8s %12s\n", "COMM", "SYSCALL", "CALLS", "TIME_us");
	printa("%-16s %-22s %@8d %@12d\n", @calls_, @us_);
	trunc(@calls_);
	trunc(@us_);
}
