/*
 * tcpaccept - trace incoming TCP connections (passive opens)
 *
 * One line per TCP connection a listening socket completes: the local
 * address and port that accepted it and the remote end.
 *
 * Output:
 *   LADDR  local address
 *   LPORT  local port
 *   RADDR  remote address
 *   RPORT  remote port
 *
 * Probes: tcp:::accept-established (the inet_sock_set_state tracepoint)
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
	printf("%-39s %5s %-39s %5s\n", "LADDR", "LPORT", "RADDR", "RPORT");
}

tcp:::accept-established
{
	printf("%-39s %5d %-39s %5d\n", args[3]->tcps_laddr, args[3]->tcps_lport,
	    args[3]->tcps_raddr, args[3]->tcps_rport);
}

/* interval: stop after interval (x count) seconds */
tick-1sec
/OPT_INTERVAL > 0 && ++ticks_ >= OPT_INTERVAL * (OPT_COUNT > 0 ? OPT_COUNT : 1)/
{
	exit(0);
}
