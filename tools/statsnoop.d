/*
 * statsnoop - trace stat() calls: which files are looked up, and the result
 *
 * One line per stat(), lstat(), fstatat() and statx() call naming a path:
 * what programs check for (configuration files, lock files, PATH searches)
 * and whether it exists.
 *
 * Output:
 *   PID   process ID
 *   COMM  process name
 *   ERR   errno value (0: found; 2: ENOENT)
 *   PATH  path as given to the call
 *
 * Probes: syscall::newstat, newlstat, newfstatat, statx (syscall tracepoints)
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
	printf("%-7s %-16s %3s %s\n", "PID", "COMM", "ERR", "PATH");
}

syscall::newstat:entry, syscall::newlstat:entry
/TRACED/
{
	self->path = arg0;
}

syscall::newfstatat:entry, syscall::statx:entry
/TRACED/
{
	self->path = arg1;
}

syscall::newstat:return, syscall::newlstat:return, syscall::newfstatat:return,
syscall::statx:return
/self->path/
{
	self->name = copyinstr(self->path);
	self->named = 1;
	self->path = 0;
}

/* fstat() through fstatat(fd, "", AT_EMPTY_PATH) names no file */
syscall::newstat:return, syscall::newlstat:return, syscall::newfstatat:return,
syscall::statx:return
/self->named && self->name != ""/
{
	printf("%-7d %-16s %3d %s\n", pid, execname, errno, self->name);
}

syscall::newstat:return, syscall::newlstat:return, syscall::newfstatat:return,
syscall::statx:return
/self->named/
{
	self->named = 0;
}

/* interval: stop after interval (x count) seconds */
tick-1sec
/OPT_INTERVAL > 0 && ++ticks_ >= OPT_INTERVAL * (OPT_COUNT > 0 ? OPT_COUNT : 1)/
{
	exit(0);
}
