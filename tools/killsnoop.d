/*
 * killsnoop - trace signals sent with kill(2), with their result
 *
 * One line per kill() system call: who sent which signal to which process
 * (or process group), and whether it worked.
 *
 * Output:
 *   PID     sender's process ID
 *   COMM    sender's name
 *   SIG     signal number (0: a check that the target exists)
 *   TPID    target process ID (negative: a process group)
 *   RESULT  0, or the errno value
 *
 * Probes: syscall::kill:entry, syscall::kill:return (syscall tracepoints)
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
	printf("%-7s %-16s %4s %-8s %s\n", "PID", "COMM", "SIG", "TPID", "RESULT");
}

syscall::kill:entry
/TRACED/
{
	self->tpid = (int)arg0;
	self->sig = (int)arg1;
	self->in = 1;
}

syscall::kill:return
/self->in/
{
	printf("%-7d %-16s %4d %-8d %d\n", pid, execname, self->sig, self->tpid, errno);
	self->in = 0;
	self->tpid = 0;
	self->sig = 0;
}

/* interval: stop after interval (x count) seconds */
tick-1sec
/OPT_INTERVAL > 0 && ++ticks_ >= OPT_INTERVAL * (OPT_COUNT > 0 ? OPT_COUNT : 1)/
{
	exit(0);
}
