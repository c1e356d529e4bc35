/*
 * syscount - count system calls by name
 *
 * Counts system calls by name (and, with -n or -p, for that process only),
 * printed per interval (or at the end), most frequent last.
 *
 * Output:
 *   SYSCALL  system call
 *   COUNT    calls
 *
 * Probes: syscall:::entry (syscall tracepoints)
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

syscall:::entry
/TRACED/
{
	@calls_[probefunc] = count();
}

/* interval: print and reset every interval seconds, count times */
tick-1sec
/OPT_INTERVAL > 0 && ++ticks_ % (OPT_INTERVAL > 0 ? OPT_INTERVAL : 1) == 0/	/* % 0 is refused */
{
	printf("%-22s %10s\n", "SYSCALL", "COUNT");
	printa("%-22s %@10d\n", @calls_);
	trunc(@calls_);
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
	printf("%-22s %10s\n", "SYSCALL", "COUNT");
	printa("%-22s %@10d\n", @calls_);
	trunc(@calls_);
}
