/*
 * pagefaults - user page faults per process
 *
 * Counts the page faults taken in user mode per process, from the x86
 * exceptions tracepoint: memory being touched for the first time, pages
 * read from files, copy-on-write after fork.
 *
 * Output:
 *   PID, COMM  the process
 *   FAULTS     page faults
 *
 * Probes: sdt:exceptions::page_fault_user (x86 tracepoint)
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

sdt:exceptions::page_fault_user
/TRACED/
{
	@faults_[pid, execname] = count();
}

/* interval: print and reset every interval seconds, count times */
tick-1sec
/OPT_INTERVAL > 0 && ++ticks_ % (OPT_INTERVAL > 0 ? OPT_INTERVAL : 1) == 0/	/* % 0 is refused */
{
	printf("%-7s %-16s %10s\n", "PID", "COMM", "FAULTS");
	printa("%-7d %-16s %@10d\n", @faults_);
	trunc(@faults_);
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
	printf("%-7s %-16s %10s\n", "PID", "COMM", "FAULTS");
	printa("%-7d %-16s %@10d\n", @faults_);
	trunc(@faults_);
}
