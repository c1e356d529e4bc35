/*
 * profile - sample on-CPU user and kernel stacks
 *
 * Samples what runs 997 times a second on every CPU: the process, its user
 * stack and its kernel stack, counted. The stacks sampled most are where
 * CPU time goes; `dtrace -x flamegraph=FILE` makes a flame graph of the
 * same data.
 *
 * Output:
 *   a kernel stack, a user stack, the process name and the sample count
 *
 * Probes: profile:::profile-997 (perf events)
 */
#pragma D option quiet
#pragma D option defaultargs
#pragma D option switchrate=10hz
/* the key (execname and both stacks) fits the 512 bytes 5.10 allows a map key:
 * names here are short */
#pragma D option strsize=64

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
	@samples_[execname, stack(), ustack()] = count();
}

/* interval: print and reset every interval seconds, count times */
tick-1sec
/OPT_INTERVAL > 0 && ++ticks_ % (OPT_INTERVAL > 0 ? OPT_INTERVAL : 1) == 0/	/* % 0 is refused */
{
	printa("\n%s%k%k    %@d samples\n", @samples_);
	trunc(@samples_);
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
	printa("\n%s%k%k    %@d samples\n", @samples_);
	trunc(@samples_);
}
