# tcp accept-established / connect-established: args[4] (tcpinfo_t) is the
# packet that completed the handshake, as DTrace gives it: inbound, so its
# source port is the peer's; the final ACK on the server, the SYN-ACK on
# the client.  (net-work.py: a loopback connection to port 47311.)
# @@needs: test -x /usr/bin/python3
$DTRACE -qs /dev/stdin -c ./net-work.py <<'D' | sort -u
inline int PORT = 47311;

tcp:::accept-established, tcp:::connect-established
/args[3]->tcps_lport == PORT || args[3]->tcps_rport == PORT/
{
	printf("%s: from %s to %s, %s%s, seq %s, ack %s\n", probename,
	    args[4]->tcp_sport == PORT ? "server" : "client",
	    args[4]->tcp_dport == PORT ? "server" : "client",
	    args[4]->tcp_flags & TH_SYN ? "SYN " : "",
	    args[4]->tcp_flags & TH_ACK ? "ACK" : "",
	    args[4]->tcp_seq != 0 ? "set" : "0",
	    args[4]->tcp_ack != 0 ? "set" : "0");
}
D
