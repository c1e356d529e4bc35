/*
 * opensnoop - trace file opens, with the descriptor or the error
 *
 * One line per open(), openat() and openat2(): the path as the process
 * gave it, and the file descriptor returned, or -1 and the errno value.
 * Shows which files a program reads (its configuration, its libraries) and
 * which it looks for in vain.
 *
 * Output:
 *   PID   process ID
 *   COMM  process name
 *   FD    file descriptor, -1 on failure
 *   ERR   errno value (0: success; 2: ENOENT, 13: EACCES)
 *   PATH  path as given to the call
 *
 * Probes: syscall::open*:entry/return (syscall tracepoints)
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
	printf("%-7s %-16s %4s %3s %s\n", "PID", "COMM", "FD", "ERR", "PATH");
}

syscall::open:entry
/TRACED/
{
	self->path = arg0;
}

syscall::openat:entry, syscall::openat2:entry
/TRACED/
{
	self->path = arg1;
}

/* the path is read on return: the kernel has faulted its page in */
syscall::open:return, syscall::openat:return, syscall::openat2:return
/self->path/
{
	printf("%-7d %-16s %4d %3d %s\n", pid, execname, errno ? -1 : (int)arg0, errno,
	    copyinstr(self->path));
	self->path = 0;
}

/* interval: stop after interval (x count) seconds */
tick-1sec
/OPT_INTERVAL > 0 && ++ticks_ >= OPT_INTERVAL * (OPT_COUNT > 0 ? OPT_COUNT : 1)/
{
	exit(0);
}
