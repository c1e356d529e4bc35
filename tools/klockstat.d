/*
 * klockstat - kernel lock contention by lock type and kernel stack
 *
 * Counts the contended kernel locks (mutexes, rwsems, spinlocks that had
 * to wait) with the time spent waiting, by lockstat probe and the kernel
 * stack that waited. Most kernels see little contention: an empty report
 * on an idle machine is normal.
 *
 * Output:
 *   PROBE     lockstat probe (adaptive-block, spin-spin, rw-block ...)
 *   a kernel stack, then the count and the total nanoseconds waited
 *
 * Probes: lockstat:::*-block, lockstat:::*-spin (contention_begin/end tracepoints, Linux 5.19+)
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

lockstat:::adaptive-block, lockstat:::adaptive-spin, lockstat:::rw-block,
lockstat:::rw-spin, lockstat:::spin-spin
/TRACED/
{
	@count_[probename, stack()] = count();
	@ns_[probename, stack()] = sum(arg1);
}

/* interval: print and reset every interval seconds, count times */
tick-1sec
/OPT_INTERVAL > 0 && ++ticks_ % (OPT_INTERVAL > 0 ? OPT_INTERVAL : 1) == 0/	/* % 0 is refused */
{
	printf("%-16s %s\n", "PROBE", "STACK, COUNT, TOTAL_ns");
	printa("%-16s %k    %@d %@d\n", @count_, @ns_);
	trunc(@count_);
	trunc(@ns_);
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
	printf("%-16s %s\n", "PROBE", "STACK, COUNT, TOTAL_ns");
	printa("%-16s %k    %@d %@d\n", @count_, @ns_);
	trunc(@count_);
	trunc(@ns_);
}
