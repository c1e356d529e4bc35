/*
 * iotop - block I/O per process and disk, top-style
 *
 * Counts the block I/O requests and sums their bytes per process, disk and
 * direction, printed per interval (or at the end).
 *
 * Output:
 *   PID     the issuing process
 *   COMM    its name
 *   DISK    device name
 *   T       R or W
 *   IOS     requests
 *   BYTES   bytes requested
 *
 * Probes: io:::start (block tracepoint)
 */
#pragma D option quiet
#pragma D option defaultargs
#pragma D option switchrate=10hz
/* the key (pid, execname, the device and the direction) fits the 512 bytes 5.10 allows a map key:
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

io:::start
/TRACED/
{
	this->dir = args[0]->b_flags & B_READ ? "R" : "W";
	@ios_[pid, execname, args[1]->dev_statname, this->dir] = count();
	@bytes_[pid, execname, args[1]->dev_statname, this->dir] = sum(args[0]->b_bcount);
}

/* interval: print and reset every interval seconds, count times */
tick-1sec
/OPT_INTERVAL > 0 && ++ticks_ % (OPT_INTERVAL > 0 ? OPT_INTERVAL : 1) == 0/	/* % 0 is refused */
{
	printf("%-7s %-16s %-8s %1s %6s %12s\n", "PID", "COMM", "DISK", "T", "IOS", "BYTES");
	printa("%-7d %-16s %-8s %1s %@6d %@12d\n", @ios_, @bytes_);
	trunc(@ios_);
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
	printf("%-7s %-16s %-8s %1s %6s %12s\n", "PID", "COMM", "DISK", "T", "IOS", "BYTES");
	printa("%-7d %-16s %-8s %1s %@6d %@12d\n", @ios_, @bytes_);
	trunc(@ios_);
	trunc(@bytes_);
}
