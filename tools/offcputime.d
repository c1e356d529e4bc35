/*
 * offcputime - time threads spend off CPU, and the kernel stacks they block in
 *
 * Sums the time threads spend blocked or waiting (off CPU) per process,
 * and counts the kernel stacks they left the CPU from: where time goes
 * when a program is not running (I/O, locks, sleeps, paging). (Linux has
 * no tracepoint in the thread coming back on CPU: the time is summed per
 * process, the stacks are counted where the threads block.)
 *
 * Output:
 *   COMM, OFF_us          process name, microseconds off CPU
 *   then each kernel stack  with the process name and how often it blocked there
 *
 * Probes: sched:::off-cpu (the sched_switch tracepoint)
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

uint64_t off_[int];		/* a followed thread left its CPU at */

/* off-cpu's args[] are the thread coming in: it was off since off_[] */
sched:::off-cpu
/off_[args[0]->pr_lwpid]/
{
	@us_[args[1]->pr_fname] = sum((timestamp - off_[args[0]->pr_lwpid]) / 1000);
	off_[args[0]->pr_lwpid] = 0;
}

sched:::off-cpu
/TRACED/
{
	off_[tid] = timestamp;
	@blocked_[execname, stack()] = count();
}

/* interval: print and reset every interval seconds, count times */
tick-1sec
/OPT_INTERVAL > 0 && ++ticks_ % (OPT_INTERVAL > 0 ? OPT_INTERVAL : 1) == 0/	/* % 0 is refused */
{
	printf("%-16s %12s\n", "COMM", "OFF_us");
	printa("%-16s %@12d\n", @us_);
	printa("\n%s%k\n    %@d times\n", @blocked_);
	trunc(@us_);
	trunc(@blocked_);
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
	printf("%-16s %12s\n", "COMM", "OFF_us");
	printa("%-16s %@12d\n", @us_);
	printa("\n%s%k\n    %@d times\n", @blocked_);
	trunc(@us_);
	trunc(@blocked_);
}
