/*
 * mmapsnoop - trace memory mappings (mmap)
 *
 * One line per mmap() call: the length, protection and flags asked for,
 * and the file mapped (a descriptor, -1 for anonymous memory). Shows large
 * allocations (malloc maps them), libraries being loaded, files mapped for
 * reading.
 *
 * Output:
 *   PID    process ID
 *   COMM   process name
 *   LEN    bytes asked for
 *   PROT   protection bits (1 read, 2 write, 4 exec)
 *   FLAGS  mmap flags (hex: 0x2 private, 0x20 anonymous)
 *   FD     file descriptor, -1 for anonymous memory
 *
 * Probes: syscall::mmap:entry (syscall tracepoint)
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
	printf("%-7s %-16s %12s %4s %6s %4s\n", "PID", "COMM", "LEN", "PROT", "FLAGS", "FD");
}

syscall::mmap:entry
/TRACED/
{
	printf("%-7d %-16s %12d %4d %6x %4d\n", pid, execname, arg1, (int)arg2, (int)arg3,
	    (int)arg4);
}

/* interval: stop after interval (x count) seconds */
tick-1sec
/OPT_INTERVAL > 0 && ++ticks_ >= OPT_INTERVAL * (OPT_COUNT > 0 ? OPT_COUNT : 1)/
{
	exit(0);
}
