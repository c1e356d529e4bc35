/*
 * execsnoop - trace new programs as they start (exec)
 *
 * One line per successful exec(): the user, the process and its parent,
 * and the command line as the kernel recorded it (the first 80
 * characters). Catches short-lived processes that ps and top miss.
 *
 * Output:
 *   UID   user ID
 *   PID   process ID
 *   PPID  parent process ID
 *   ARGS  command line (psinfo's pr_psargs)
 *
 * Probes: proc:::exec-success (a tracepoint: every kernel)
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
	printf("%-6s %-7s %-7s %s\n", "UID", "PID", "PPID", "ARGS");
}

proc:::exec-success
/TRACED/
{
	printf("%-6d %-7d %-7d %s\n", uid, pid, ppid, curpsinfo->pr_psargs);
}

/* interval: stop after interval (x count) seconds */
tick-1sec
/OPT_INTERVAL > 0 && ++ticks_ >= OPT_INTERVAL * (OPT_COUNT > 0 ? OPT_COUNT : 1)/
{
	exit(0);
}
