/*
 * rwsize - distribution of read() and write() sizes per process
 *
 * Power-of-two histograms of the bytes each read() and write() returned,
 * per process name and direction: are the I/Os small or large?
 *
 * Output:
 *   COMM, CALL  process name, read or write
 *   value/count a histogram of bytes per call
 *
 * Probes: syscall::read:return, syscall::write:return (syscall tracepoints)
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

syscall::read:return, syscall::write:return
/TRACED && (int)arg0 > 0/
{
	@size_[execname, probefunc] = quantize(arg0);
}

/* interval: print and reset every interval seconds, count times */
tick-1sec
/OPT_INTERVAL > 0 && ++ticks_ % (OPT_INTERVAL > 0 ? OPT_INTERVAL : 1) == 0/	/* % 0 is refused */
{
	printa("\n%s %s (bytes)\n%@d\n", @size_);
	trunc(@size_);
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
	printa("\n%s %s (bytes)\n%@d\n", @size_);
	trunc(@size_);
}
