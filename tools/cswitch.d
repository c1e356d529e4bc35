/*
 * cswitch - context switches per process, and why
 *
 * Counts how often each process leaves the CPU, split into voluntary
 * switches (it blocked or slept) and preemptions (it was still runnable),
 * printed per interval (or at the end).
 *
 * Output:
 *   PID, COMM  the process
 *   WHY        sleep (voluntary) or preempt
 *   COUNT      switches
 *
 * Probes: sched:::sleep, sched:::preempt (the sched_switch tracepoint)
 */
#pragma D option quiet
#pragma D option defaultargs
#pragma D option switchrate=10hz
/* the key (pid, execname and the reason) fits the 512 bytes 5.10 allows a map key:
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

sched:::sleep
/TRACED/
{
	@sw_[pid, execname, "sleep"] = count();
}

sched:::preempt
/TRACED/
{
	@sw_[pid, execname, "preempt"] = count();
}

/* interval: print and reset every interval seconds, count times */
tick-1sec
/OPT_INTERVAL > 0 && ++ticks_ % (OPT_INTERVAL > 0 ? OPT_INTERVAL : 1) == 0/	/* % 0 is refused */
{
	printf("%-7s %-16s %-8s %8s\n", "PID", "COMM", "WHY", "COUNT");
	printa("%-7d %-16s %-8s %@8d\n", @sw_);
	trunc(@sw_);
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
	printf("%-7s %-16s %-8s %8s\n", "PID", "COMM", "WHY", "COUNT");
	printa("%-7d %-16s %-8s %@8d\n", @sw_);
	trunc(@sw_);
}
