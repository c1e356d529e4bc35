/*
 * syncsnoop - trace calls that flush files to disk (sync, fsync, fdatasync...)
 *
 * One line per sync(), syncfs(), fsync(), fdatasync(), msync() and
 * sync_file_range() call, with the time it took: who forces data to disk,
 * and how long they wait.
 *
 * Output:
 *   PID   process ID
 *   COMM  process name
 *   CALL  the system call
 *   FILE  the file (for calls on a descriptor)
 *   TIME(us)  time spent in the call
 *
 * Probes: syscall::*sync*:entry/return (syscall tracepoints)
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
	printf("%-7s %-16s %-16s %9s %s\n", "PID", "COMM", "CALL", "TIME(us)", "FILE");
}

syscall::sync:entry, syscall::msync:entry
/TRACED/
{
	self->ts = timestamp;
	self->file = "";
}

syscall::syncfs:entry, syscall::fsync:entry, syscall::fdatasync:entry,
syscall::sync_file_range:entry
/TRACED/
{
	self->ts = timestamp;
	self->file = fds[arg0].fi_pathname;
}

syscall::sync:return, syscall::msync:return, syscall::syncfs:return,
syscall::fsync:return, syscall::fdatasync:return, syscall::sync_file_range:return
/self->ts/
{
	printf("%-7d %-16s %-16s %9d %s\n", pid, execname, probefunc,
	    (timestamp - self->ts) / 1000, self->file);
	self->ts = 0;
}

/* interval: stop after interval (x count) seconds */
tick-1sec
/OPT_INTERVAL > 0 && ++ticks_ >= OPT_INTERVAL * (OPT_COUNT > 0 ? OPT_COUNT : 1)/
{
	exit(0);
}
