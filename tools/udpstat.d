/*
 * udpstat - UDP datagrams and bytes sent per process
 *
 * Counts the UDP datagrams each process sends and sums their IP payload
 * bytes, printed per interval (or at the end).
 *
 * Output:
 *   PID, COMM  the sending process
 *   DGRAMS     datagrams sent
 *   BYTES      IP payload bytes (UDP header included)
 *
 * Probes: udp:::send (the net_dev_queue tracepoint)
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

udp:::send
/TRACED/
{
	@dgrams_[pid, execname] = count();
	@bytes_[pid, execname] = sum(args[2]->ip_plength);
}

/* interval: print and reset every interval seconds, count times */
tick-1sec
/OPT_INTERVAL > 0 && ++ticks_ % (OPT_INTERVAL > 0 ? OPT_INTERVAL : 1) == 0/	/* % 0 is refused */
{
	printf("%-7s %-16s %8s %10s\n", "PID", "COMM", "DGRAMS", "BYTES");
	printa("%-7d %-16s %@8d %@10d\n", @dgrams_, @bytes_);
	trunc(@dgrams_);
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
	printf("%-7s %-16s %8s %10s\n", "PID", "COMM", "DGRAMS", "BYTES");
	printa("%-7d %-16s %@8d %@10d\n", @dgrams_, @bytes_);
	trunc(@dgrams_);
	trunc(@bytes_);
}
