# ip, tcp and udp providers on loopback traffic the test makes itself
# (net-work.py: fixed ports 47311-47313).  Lines are de-duplicated and
# sorted: retransmissions or CPU interleaving must not change the output.
# @@needs: test -x /usr/bin/python3
$DTRACE -qs /dev/stdin -c ./net-work.py <<'D' | sort -u
inline int PORT = 47311;

tcp:::send, tcp:::receive
/args[4]->tcp_sport == PORT || args[4]->tcp_dport == PORT/
{
	printf("tcp %s %s%s%s%s%s to %s, IPv%d\n", probename,
	    args[4]->tcp_flags & TH_SYN ? "SYN " : "",
	    args[4]->tcp_flags & TH_FIN ? "FIN " : "",
	    args[4]->tcp_flags & TH_RST ? "RST " : "",
	    args[4]->tcp_flags & TH_PUSH ? "PUSH " : "",
	    args[4]->tcp_flags & TH_ACK ? "ACK " : "",
	    args[4]->tcp_dport == PORT ? "server" : "client", args[2]->ip_ver);
}

tcp:::state-change
/args[3]->tcps_lport == PORT || args[3]->tcps_rport == PORT/
{
	printf("tcp state-change %s: %s -> %s\n",
	    args[3]->tcps_rport == PORT ? "client" : "server",
	    tcp_state_string[args[5]->tcps_state], tcp_state_string[args[3]->tcps_state]);
}

tcp:::connect-request, tcp:::connect-established, tcp:::accept-established
/args[3]->tcps_lport == PORT || args[3]->tcps_rport == PORT/
{
	printf("tcp %s: %s, IPv%d, %s -> %s\n", probename,
	    tcp_state_string[args[3]->tcps_state], args[2]->ip_ver,
	    args[3]->tcps_laddr, args[3]->tcps_raddr);
}

tcp:::connect-refused
/args[3]->tcps_rport == PORT + 2/
{
	printf("tcp %s: %s\n", probename, tcp_state_string[args[3]->tcps_state]);
}

udp:::send, udp:::receive
/args[4]->udp_dport == PORT + 1/
{
	printf("udp %s length %d, IPv%d\n", probename, args[4]->udp_length, args[2]->ip_ver);
}

/* the datagram: 5 bytes of data after an 8-byte UDP header */
ip:::send, ip:::receive
/args[2]->ip_ver == 4 && args[4]->ipv4_protocol == IPPROTO_UDP && args[2]->ip_plength == 13/
{
	printf("ip %s %s IPv%d %s ttl %d local %d\n", probename, args[3]->if_name,
	    args[2]->ip_ver, args[4]->ipv4_protostr, args[4]->ipv4_ttl, args[3]->if_local);
}
D
