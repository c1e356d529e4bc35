/*
 * biosnoop - trace block device I/O with its latency
 *
 * One line per block I/O request when it completes: who dispatched it to
 * the device (usually the process doing the I/O; a kernel worker when the
 * block layer dispatches it later), the disk, the direction, the sector,
 * the size and the latency.
 *
 * Output:
 *   COMM     process that issued the request
 *   PID      its process ID
 *   DISK     device name
 *   T        R (read) or W (write)
 *   SECTOR   first sector
 *   BYTES    request size
 *   LAT(us)  time from issue to completion
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

BEGIN
{
	printf("%-16s %-7s %-8s %1s %12s %8s %9s\n", "COMM", "PID", "DISK", "T", "SECTOR",
	    "BYTES", "LAT(us)");
}

io:::start
/TRACED/
{
	start_[arg0] = timestamp;
	comm_[arg0] = execname;
	pid_[arg0] = pid;
}

io:::done
/start_[arg0]/
{
	printf("%-16s %-7d %-8s %1s %12d %8d %9d\n", comm_[arg0], pid_[arg0],
	    args[1]->dev_statname, args[0]->b_flags & B_READ ? "R" : "W",
	    args[0]->b_blkno, args[0]->b_bcount, (timestamp - start_[arg0]) / 1000);
	start_[arg0] = 0;
	comm_[arg0] = 0;
	pid_[arg0] = 0;
}

/* interval: stop after interval (x count) seconds */
tick-1sec
/OPT_INTERVAL > 0 && ++ticks_ >= OPT_INTERVAL * (OPT_COUNT > 0 ? OPT_COUNT : 1)/
{
	exit(0);
}
