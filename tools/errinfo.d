/*
 * errinfo - count failed system calls by process, call and errno
 *
 * Counts the system calls that returned an error, by process name, system
 * call and errno value: which failures a program meets (ENOENT from path
 * searches, EAGAIN from non-blocking I/O, EACCES...).
 *
 * Output:
 *   COMM     process name
 *   SYSCALL  system call
 *   ERR      errno value
 *   COUNT    number of failures
 *
 * Probes: syscall:::return (syscall tracepoints)
 */
#pragma D option quiet
#pragma D option defaultargs
#pragma D option switchrate=10hz
/* the key (execname, the syscall and errno) fits the 512 bytes 5.10 allows a map key:
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

syscall:::return
/TRACED && errno != 0/
{
	@errs_[execname, probefunc, errno] = count();
}

/* interval: print and reset every interval seconds, count times */
tick-1sec
/OPT_INTERVAL > 0 && ++ticks_ % (OPT_INTERVAL > 0 ? OPT_INTERVAL : 1) == 0/	/* % 0 is refused */
{
	printf("%-16s %-20s %4s %8s\n", "COMM", "SYSCALL", "ERR", "COUNT");
	printa("%-16s %-20s %4d %@8d\n", @errs_);
	trunc(@errs_);
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
	printf("%-16s %-20s %4s %8s\n", "COMM", "SYSCALL", "ERR", "COUNT");
	printa("%-16s %-20s %4d %@8d\n", @errs_);
	trunc(@errs_);
}
