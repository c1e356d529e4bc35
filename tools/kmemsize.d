/*
 * kmemsize - kernel memory allocations (kmalloc) per process, as histograms
 *
 * Power-of-two histograms of the sizes of the kmalloc() allocations made
 * while each process ran: which programs make the kernel allocate, and how
 * much.
 *
 * Output:
 *   COMM         process name
 *   value/count  a histogram of bytes allocated
 *
 * Probes: sdt:kmem::kmalloc (kmem tracepoint)
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

sdt:kmem::kmalloc
/TRACED/
{
	@bytes_[execname] = quantize(args[3]);	/* bytes_alloc */
}

/* interval: print and reset every interval seconds, count times */
tick-1sec
/OPT_INTERVAL > 0 && ++ticks_ % (OPT_INTERVAL > 0 ? OPT_INTERVAL : 1) == 0/	/* % 0 is refused */
{
	printa("\n%s (bytes)\n%@d\n", @bytes_);
	trunc(@bytes_);
	intervals_++;
}

tick-1sec
/OPT_COUNT > 0 && intervals_ >= OPT_COUNT/
{
	exit(0);
}

END
/OPT_INTERVAL == 0/
{
	printa("\n%s (bytes)\n%@d\n", @bytes_);
	trunc(@bytes_);
}
