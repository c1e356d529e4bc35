/*
 * flocksnoop - trace file locks taken with flock() and fcntl()
 *
 * One line per flock() call and per fcntl() lock request (F_SETLK,
 * F_SETLKW, F_OFD_SETLK...): who locks which file, how, and how long the
 * call waited.
 *
 * Output:
 *   PID       process ID
 *   COMM      process name
 *   CALL      flock or fcntl
 *   OP        flock: SH, EX, UN (+NB); fcntl: the command number
 *   TIME(us)  time in the call (a blocking lock waits here)
 *   FILE      the file
 *
 * Probes: syscall::flock, syscall::fcntl (syscall tracepoints)
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
	printf("%-7s %-16s %-6s %-6s %9s %s\n", "PID", "COMM", "CALL", "OP", "TIME(us)", "FILE");
}

syscall::flock:entry
/TRACED/
{
	self->ts = timestamp;
	self->file = fds[arg0].fi_pathname;
	this->how = arg1 & 0xb;
	self->op = strjoin(this->how == 1 ? "SH" : this->how == 2 ? "EX" : this->how == 8 ? "UN" : "?",
	    arg1 & 4 ? "|NB" : "");
}

/* F_SETLK 6, F_SETLKW 7, F_OFD_SETLK 37, F_OFD_SETLKW 38 */
syscall::fcntl:entry
/TRACED && (arg1 == 6 || arg1 == 7 || arg1 == 37 || arg1 == 38)/
{
	self->ts = timestamp;
	self->file = fds[arg0].fi_pathname;
	self->op = lltostr(arg1);
}

syscall::flock:return, syscall::fcntl:return
/self->ts/
{
	printf("%-7d %-16s %-6s %-6s %9d %s\n", pid, execname, probefunc, self->op,
	    (timestamp - self->ts) / 1000, self->file);
	self->ts = 0;
}

/* interval: stop after interval (x count) seconds */
tick-1sec
/OPT_INTERVAL > 0 && ++ticks_ >= OPT_INTERVAL * (OPT_COUNT > 0 ? OPT_COUNT : 1)/
{
	exit(0);
}
