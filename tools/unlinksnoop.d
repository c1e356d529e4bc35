/*
 * unlinksnoop - trace file and directory removals
 *
 * One line per unlink(), unlinkat() and rmdir(): which process removed
 * which path, and the result.
 *
 * Output:
 *   PID   process ID
 *   COMM  process name
 *   CALL  unlink, unlinkat or rmdir
 *   ERR   errno value (0: removed)
 *   PATH  path as given to the call
 *
 * Probes: syscall::unlink*, syscall::rmdir (syscall tracepoints)
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
	printf("%-7s %-16s %-9s %3s %s\n", "PID", "COMM", "CALL", "ERR", "PATH");
}

syscall::unlink:entry, syscall::rmdir:entry
/TRACED/
{
	self->path = arg0;
}

syscall::unlinkat:entry
/TRACED/
{
	self->path = arg1;
}

syscall::unlink:return, syscall::rmdir:return, syscall::unlinkat:return
/self->path/
{
	printf("%-7d %-16s %-9s %3d %s\n", pid, execname, probefunc, errno,
	    copyinstr(self->path));
	self->path = 0;
}

/* interval: stop after interval (x count) seconds */
tick-1sec
/OPT_INTERVAL > 0 && ++ticks_ >= OPT_INTERVAL * (OPT_COUNT > 0 ? OPT_COUNT : 1)/
{
	exit(0);
}
