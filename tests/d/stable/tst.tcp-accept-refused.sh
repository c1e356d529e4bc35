# tcp:::accept-refused: the RST,ACK this host sends for a SYN to a port
# nothing listens on (a loopback connect to a closed port the test picks),
# with the packet's headers; the refused client sees connect-refused.
# @@needs: test -x /usr/bin/python3
port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
$DTRACE -qs /dev/stdin -c "./refused-work.py $port" <<D | sort -u
tcp:::accept-refused /args[4]->tcp_sport == $port/
{
	printf("%s %s -> %s, ports ok %d, flags %s%s, ack ok %d, IPv%d, %s %d\n", probename,
	    args[2]->ip_saddr, args[2]->ip_daddr, args[4]->tcp_dport != $port,
	    args[4]->tcp_flags & TH_RST ? "RST " : "", args[4]->tcp_flags & TH_ACK ? "ACK" : "",
	    args[4]->tcp_ack != 0, args[2]->ip_ver, args[3]->tcps_laddr, args[3]->tcps_lport);
}
tcp:::connect-refused /args[3]->tcps_rport == $port/ { printf("%s\n", probename); }
D
echo "exit ${PIPESTATUS[0]}"
