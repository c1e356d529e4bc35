/*
 * futexstat - time spent waiting in futex() per process and operation
 *
 * Counts the futex() calls (the kernel side of pthread mutexes, condition
 * variables and semaphores) per process and operation, with the total and
 * the longest time spent in them: user-level lock contention and waits.
 *
 * Output:
 *   COMM      process name
 *   OP        futex operation (0 wait, 1 wake, 9 wait_bitset; +128: private)
 *   CALLS     calls
 *   TOTAL_us  time spent in them
 *   MAX_us    the longest
 *
 * Probes: syscall::futex:entry/return (syscall tracepoints)
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

syscall::futex:entry
/TRACED/
{
	self->ts = timestamp;
	self->op = (int)arg1;
}

syscall::futex:return
/self->ts/
{
	this->us = (timestamp - self->ts) / 1000;
	@calls_[execname, self->op] = count();
	@total_[execname, self->op] = sum(this->us);
	@max_[execname, self->op] = max(this->us);
	self->ts = 0;
}

/* interval: print and reset every interval seconds, count times */
tick-1sec
/OPT_INTERVAL > 0 && ++ticks_ % (OPT_INTERVAL > 0 ? OPT_INTERVAL : 1) == 0/	/* % 0 is refused */
{
	printf("%-16s %4s %8s %12s %12s\n", "COMM", "OP", "CALLS", "TOTAL_us", "MAX_us");
	printa("%-16s %4d %@8d %@12d %@12d\n", @calls_, @total_, @max_);
	trunc(@calls_);
	trunc(@total_);
	trunc(@max_);
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
	printf("%-16s %4s %8s %12s %12s\n", "COMM", "OP", "CALLS", "TOTAL_us", "MAX_us");
	printa("%-16s %4d %@8d %@12d %@12d\n", @calls_, @total_, @max_);
	trunc(@calls_);
	trunc(@total_);
	trunc(@max_);
}
