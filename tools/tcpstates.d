/*
 * tcpstates - trace TCP state changes
 *
 * One line per TCP state transition of any socket: the connection's ends,
 * the old and the new state, and how long the socket spent in the old
 * state (when its previous change was seen).
 *
 * Output:
 *   LADDR LPORT  local end
 *   RADDR RPORT  remote end
 *   OLD -> NEW   the states (tcp_state_string)
 *   MS           milliseconds in the old state ("-": not seen)
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

uint64_t since_[uintptr_t];	/* when a socket entered its state */

BEGIN
{
	printf("%-15s %5s %-15s %5s %-18s    %-18s %6s\n", "LADDR", "LPORT", "RADDR",
	    "RPORT", "OLD", "NEW", "MS");
}

tcp:::state-change
/since_[args[3]->tcps_addr]/
{
	this->ms = (timestamp - since_[args[3]->tcps_addr]) / 1000000;
	printf("%-15s %5d %-15s %5d %-18s -> %-18s %6d\n", args[3]->tcps_laddr,
	    args[3]->tcps_lport, args[3]->tcps_raddr, args[3]->tcps_rport,
	    tcp_state_string[args[5]->tcps_state], tcp_state_string[args[3]->tcps_state],
	    this->ms);
}

tcp:::state-change
/!since_[args[3]->tcps_addr]/
{
	printf("%-15s %5d %-15s %5d %-18s -> %-18s %6s\n", args[3]->tcps_laddr,
	    args[3]->tcps_lport, args[3]->tcps_raddr, args[3]->tcps_rport,
	    tcp_state_string[args[5]->tcps_state], tcp_state_string[args[3]->tcps_state],
	    "-");
}

tcp:::state-change
{
	since_[args[3]->tcps_addr] = args[3]->tcps_state == TCP_STATE_CLOSED ? 0 : timestamp;
}

/* interval: stop after interval (x count) seconds */
tick-1sec
/OPT_INTERVAL > 0 && ++ticks_ >= OPT_INTERVAL * (OPT_COUNT > 0 ? OPT_COUNT : 1)/
{
	exit(0);
}
