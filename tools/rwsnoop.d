/*
 * rwsnoop - trace read() and write() calls with their file and size
 *
 * One line per read() and write() that transferred data: the direction,
 * the bytes transferred and the file (its path, from the descriptor).
 *
 * Output:
 *   PID    process ID
 *   COMM   process name
 *   D      R (read) or W (write)
 *   BYTES  bytes transferred
 *   FILE   the file's path (fds[fd].fi_pathname)
 *
 * Probes: syscall::read, syscall::write (syscall tracepoints)
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
	printf("%-7s %-16s %1s %8s %s\n", "PID", "COMM", "D", "BYTES", "FILE");
}

syscall::read:entry, syscall::write:entry
/TRACED/
{
	self->fd = (int)arg0 + 1;	/* 0: not in a call */
}

syscall::read:return, syscall::write:return
/self->fd && (int)arg0 > 0/
{
	printf("%-7d %-16s %1s %8d %s\n", pid, execname, probefunc == "read" ? "R" : "W",
	    (int)arg0, fds[self->fd - 1].fi_pathname);
}

syscall::read:return, syscall::write:return
/self->fd/
{
	self->fd = 0;
}

/* interval: stop after interval (x count) seconds */
tick-1sec
/OPT_INTERVAL > 0 && ++ticks_ >= OPT_INTERVAL * (OPT_COUNT > 0 ? OPT_COUNT : 1)/
{
	exit(0);
}
