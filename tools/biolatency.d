/*
 * biolatency - block device I/O latency as a histogram
 *
 * Time from the issue of each block I/O request to the device until its
 * completion, as power-of-two histograms in microseconds, per disk. The
 * process filters apply to the process that dispatched the request to the
 * device: usually the one doing the I/O, a kernel worker when the block
 * layer dispatches it later (on a busy device).
 *
 * Output:
 *   DISK         the device (devinfo's dev_statname)
 *   value/count  a histogram of latencies in microseconds
 *
 * Probes: io:::start, io:::done (block tracepoints)
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
	start_[arg0] = timestamp;
}

io:::done
/start_[arg0]/
{
	@lat_[args[1]->dev_statname] = quantize((timestamp - start_[arg0]) / 1000);
	start_[arg0] = 0;
}

/* interval: print and reset every interval seconds, count times */
tick-1sec
/OPT_INTERVAL > 0 && ++ticks_ % (OPT_INTERVAL > 0 ? OPT_INTERVAL : 1) == 0/	/* % 0 is refused */
{
	printa("\n%s (us)\n%@d\n", @lat_);
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
	printa("\n%s (us)\n%@d\n", @lat_);
	trunc(@lat_);
}
