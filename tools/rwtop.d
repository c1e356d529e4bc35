/*
 * rwtop - bytes read and written per process, top-style
 *
 * Sums the bytes each process read and wrote with read() and write(),
 * printed per interval (or at the end), largest first.
 *
 * Output:
 *   PID    process ID
 *   COMM   process name
 *   D      R (read) or W (write)
 *   BYTES  bytes transferred in the interval
 *
 * Probes: syscall::read:return, syscall::write:return (syscall tracepoints)
 */
#pragma D option quiet
#pragma D option defaultargs
#pragma D option switchrate=10hz
/* the key (pid, execname and the direction) fits the 512 bytes 5.10 allows a map key:
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

syscall::read:return, syscall::write:return
/TRACED && (int)arg0 > 0/
{
	@bytes_[pid, execname, probefunc == "read" ? "R" : "W"] = sum(arg0);
}

/* interval: print and reset every interval seconds, count times */
tick-1sec
/OPT_INTERVAL > 0 && ++ticks_ % (OPT_INTERVAL > 0 ? OPT_INTERVAL : 1) == 0/	/* % 0 is refused */
{
	printf("%-7s %-16s %1s %12s\n", "PID", "COMM", "D", "BYTES");
	printa("%-7d %-16s %1s %@12d\n", @bytes_);
	trunc(@bytes_);
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
	printf("%-7s %-16s %1s %12s\n", "PID", "COMM", "D", "BYTES");
	printa("%-7d %-16s %1s %@12d\n", @bytes_);
	trunc(@bytes_);
}
