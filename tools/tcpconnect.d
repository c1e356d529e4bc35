/*
 * tcpconnect - trace outgoing TCP connections (active opens)
 *
 * One line per connect() that starts a TCP handshake: the process and the
 * remote address and port. Connections that fail (refused, timed out) are
 * shown too: the line is printed when the SYN is sent.
 *
 * Output:
 *   PID    process ID
 *   COMM   process name
 *   RADDR  remote address
 *   RPORT  remote port
 *
 * Probes: tcp:::state-change (the inet_sock_set_state tracepoint)
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
	printf("%-7s %-16s %-39s %5s\n", "PID", "COMM", "RADDR", "RPORT");
}

tcp:::state-change
/args[3]->tcps_state == TCP_STATE_SYN_SENT && TRACED/
{
	printf("%-7d %-16s %-39s %5d\n", pid, execname, args[3]->tcps_raddr,
	    args[3]->tcps_rport);
}

/* interval: stop after interval (x count) seconds */
tick-1sec
/OPT_INTERVAL > 0 && ++ticks_ >= OPT_INTERVAL * (OPT_COUNT > 0 ? OPT_COUNT : 1)/
{
	exit(0);
}
