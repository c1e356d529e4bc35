/*
 * bitesize - block I/O sizes per process, as a histogram
 *
 * Power-of-two histograms of the size of the block I/O requests each
 * process issued: large sequential transfers or small random ones?
 *
 * Output:
 *   PID, COMM     the issuing process
 *   value/count  a histogram of request sizes in bytes
 *
 * Probes: io:::start (block tracepoint)
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

io:::start
/TRACED/
{
	@size_[pid, execname] = quantize(args[0]->b_bcount);
}

/* interval: print and reset every interval seconds, count times */
tick-1sec
/OPT_INTERVAL > 0 && ++ticks_ % (OPT_INTERVAL > 0 ? OPT_INTERVAL : 1) == 0/	/* % 0 is refused */
{
	printa("\n%d %s (bytes)\n%@d\n", @size_);
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
	printa("\n%d %s (bytes)\n%@d\n", @size_);
	trunc(@size_);
}
