/*
 * tcplife - trace TCP connections when they close, with their lifetime
 *
 * One line per TCP connection that closes, seen from this host: its two
 * ends (as they were when it was established) and how long it lived, from
 * the SYN (sent or received) to the close. Both ends of a connection over
 * loopback are shown when both reach the closed state.
 *
 * Output:
 *   LADDR LPORT  local end
 *   RADDR RPORT  remote end
 *   MS           lifetime in milliseconds
 *
 * Probes: tcp:::state-change (the inet_sock_set_state tracepoint)
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

BEGIN
{
	printf("%-15s %5s %-15s %5s %8s\n", "LADDR", "LPORT", "RADDR", "RPORT", "MS");
}

tcp:::state-change
/args[3]->tcps_state == TCP_STATE_SYN_SENT || args[3]->tcps_state == TCP_STATE_SYN_RECEIVED/
{
	born_[args[3]->tcps_addr] = timestamp;
}

/* the ends are complete once established (a connecting socket gets its
 * local port after it entered SYN_SENT) */
tcp:::state-change
/args[3]->tcps_state == TCP_STATE_ESTABLISHED && born_[args[3]->tcps_addr]/
{
	laddr_[args[3]->tcps_addr] = args[3]->tcps_laddr;
	lport_[args[3]->tcps_addr] = args[3]->tcps_lport;
	raddr_[args[3]->tcps_addr] = args[3]->tcps_raddr;
	rport_[args[3]->tcps_addr] = args[3]->tcps_rport;
}

tcp:::state-change
/args[3]->tcps_state == TCP_STATE_CLOSED && lport_[args[3]->tcps_addr]/
{
	this->a = args[3]->tcps_addr;
	printf("%-15s %5d %-15s %5d %8d\n", laddr_[this->a], lport_[this->a], raddr_[this->a],
	    rport_[this->a], (timestamp - born_[this->a]) / 1000000);
	born_[this->a] = 0;
	lport_[this->a] = 0;
	rport_[this->a] = 0;
	laddr_[this->a] = 0;
	raddr_[this->a] = 0;
}

/* interval: stop after interval (x count) seconds */
tick-1sec
/OPT_INTERVAL > 0 && ++ticks_ >= OPT_INTERVAL * (OPT_COUNT > 0 ? OPT_COUNT : 1)/
{
	exit(0);
}
