/*
 * cpuwalk - which CPUs each process runs on
 *
 * Samples the running process 997 times a second on every CPU and
 * histograms the CPU number per process: does a process stay on one CPU or
 * wander, and does a multi-threaded one use them all?
 *
 * Output:
 *   COMM         process name
 *   value/count  samples per CPU number
 *
 * Probes: profile:::profile-997 (perf events)
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

profile:::profile-997
/TRACED && pid != 0/
{
	@cpu_[execname] = lquantize(cpu, 0, 256, 1);
}

/* interval: print and reset every interval seconds, count times */
tick-1sec
/OPT_INTERVAL > 0 && ++ticks_ % (OPT_INTERVAL > 0 ? OPT_INTERVAL : 1) == 0/	/* % 0 is refused */
{
	printa("\n%s (CPU)\n%@d\n", @cpu_);
	trunc(@cpu_);
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
	printa("\n%s (CPU)\n%@d\n", @cpu_);
	trunc(@cpu_);
}
