/*
 * pidpersec - count new processes (fork) and programs (exec) per interval
 *
 * Counts process creations (fork, clone of a process) and successful
 * execs, printed every interval (one second when no interval is given) and
 * as a total at the end.
 *
 * Output:
 *   TIME   wall-clock time of the interval's end
 *   FORKS  processes created in the interval
 *   EXECS  programs executed in the interval
 *   TOTAL  the line printed when tracing ends
 *
 * Probes: proc:::create, proc:::exec-success (tracepoints: every kernel)
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
	printf("%-20s %8s %8s\n", "TIME", "FORKS", "EXECS");
}

proc:::create
/TRACED/
{
	forks_++;
	tforks_++;
}

proc:::exec-success
/TRACED/
{
	execs_++;
	texecs_++;
}

tick-1sec
/OPT_INTERVAL == 0 || ++secs_ % (OPT_INTERVAL > 0 ? OPT_INTERVAL : 1) == 0/	/* % 0 is refused */
{
	printf("%-20Y %8d %8d\n", walltimestamp, forks_, execs_);
	forks_ = 0;
	execs_ = 0;
	intervals_++;
}

tick-1sec
/OPT_COUNT > 0 && intervals_ >= OPT_COUNT/
{
	exit(0);
}

END
{
	printf("%-20s %8d %8d\n", "TOTAL", tforks_, texecs_);
}
