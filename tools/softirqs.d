/*
 * softirqs - software interrupt time by kind, as histograms
 *
 * Time spent in each kind of software interrupt (network receive and
 * transmit, timers, block completions, RCU, tasklets...), as power-of-two
 * histograms in microseconds.
 *
 * Output:
 *   SOFTIRQ      hi, timer, net_tx, net_rx, block, irq_poll, tasklet,
 *                sched, hrtimer or rcu
 *   value/count  a histogram of microseconds per softirq run
 *
 * Probes: sdt:irq::softirq_entry, sdt:irq::softirq_exit (irq tracepoints)
 * -p, -n and -c do not select events here (they fire in interrupt
 * context); -c CMD and interval bound the run.
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

inline string softirq_name[int v] =
	v < 5 ? (v == 0 ? "hi" : v == 1 ? "timer" : v == 2 ? "net_tx" : v == 3 ? "net_rx" : "block") :
	(v == 5 ? "irq_poll" : v == 6 ? "tasklet" : v == 7 ? "sched" : v == 8 ? "hrtimer" : "rcu");

sdt:irq::softirq_entry
{
	self->ts = timestamp;
}

sdt:irq::softirq_exit
/self->ts/
{
	@us_[softirq_name[args[0]]] = quantize((timestamp - self->ts) / 1000);
	self->ts = 0;
}

/* interval: print and reset every interval seconds, count times */
tick-1sec
/OPT_INTERVAL > 0 && ++ticks_ % (OPT_INTERVAL > 0 ? OPT_INTERVAL : 1) == 0/	/* % 0 is refused */
{
	printa("\n%s (us)\n%@d\n", @us_);
	trunc(@us_);
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
	printa("\n%s (us)\n%@d\n", @us_);
	trunc(@us_);
}
