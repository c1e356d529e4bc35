/*
 * exitsnoop - trace processes as they exit, with their age and exit status
 *
 * One line per process exit: how long the process lived (since its fork
 * was seen; "-" when it started before tracing did), and how it ended: its
 * exit code, or the signal that killed it.
 *
 * Output:
 *   PID      process ID
 *   PPID     parent process ID
 *   COMM     process name
 *   AGE(ms)  lifetime in milliseconds, "-" if its fork was not seen
 *   EXIT     "code N" or "signal N"
 *
 * Probes: proc:::create, proc:::exit (tracepoints: every kernel)
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
	printf("%-7s %-7s %-16s %8s %s\n", "PID", "PPID", "COMM", "AGE(ms)", "EXIT");
}

proc:::create
{
	born_[args[0]->pr_pid] = timestamp;
}

proc:::exit
/TRACED && born_[pid]/
{
	printf("%-7d %-7d %-16s %8d ", pid, ppid, execname,
	    (timestamp - born_[pid]) / 1000000);
}

proc:::exit
/TRACED && !born_[pid]/
{
	printf("%-7d %-7d %-16s %8s ", pid, ppid, execname, "-");
}

proc:::exit
/TRACED/
{
	/* args[0]: CLD_EXITED, or CLD_KILLED / CLD_DUMPED by a signal */
	printf("%s %d\n", args[0] == 1 ? "code" : "signal",
	    args[0] == 1 ? (curthread->exit_code >> 8) & 0xff : curthread->exit_code & 0x7f);
	born_[pid] = 0;
}

/* interval: stop after interval (x count) seconds */
tick-1sec
/OPT_INTERVAL > 0 && ++ticks_ >= OPT_INTERVAL * (OPT_COUNT > 0 ? OPT_COUNT : 1)/
{
	exit(0);
}
