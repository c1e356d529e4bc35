/*
 * The tcp provider's argument types and their translators.  TCP states
 * are Linux's numbers, as in DTrace for Linux.  The provider puts the
 * state the probe reports in native arg6 (the socket's state, or the new
 * state of a state change, which Linux announces before storing it).
 */
#pragma D depends_on library net.d

inline int TH_FIN = 0x01;
inline int TH_SYN = 0x02;
inline int TH_RST = 0x04;
inline int TH_PSH = 0x08;
inline int TH_PUSH = 0x08;		/* illumos's name */
inline int TH_ACK = 0x10;
inline int TH_URG = 0x20;
inline int TH_ECE = 0x40;
inline int TH_CWR = 0x80;

inline int TCP_STATE_IDLE = 0;
inline int TCP_STATE_ESTABLISHED = 1;
inline int TCP_STATE_SYN_SENT = 2;
inline int TCP_STATE_SYN_RECEIVED = 3;
inline int TCP_STATE_FIN_WAIT_1 = 4;
inline int TCP_STATE_FIN_WAIT_2 = 5;
inline int TCP_STATE_TIME_WAIT = 6;
inline int TCP_STATE_CLOSED = 7;
inline int TCP_STATE_CLOSE_WAIT = 8;
inline int TCP_STATE_LAST_ACK = 9;
inline int TCP_STATE_LISTEN = 10;
inline int TCP_STATE_CLOSING = 11;

/* Nested as a tree: the code generator handles a few levels of ?: only. */
inline string tcp_state_string[int32_t state] =
	state < TCP_STATE_TIME_WAIT ?
	    (state < TCP_STATE_SYN_RECEIVED ?
		(state == TCP_STATE_IDLE ? "state-idle" :
		 state == TCP_STATE_ESTABLISHED ? "state-established" :
		 state == TCP_STATE_SYN_SENT ? "state-syn-sent" : "<unknown>") :
		(state == TCP_STATE_SYN_RECEIVED ? "state-syn-received" :
		 state == TCP_STATE_FIN_WAIT_1 ? "state-fin-wait-1" : "state-fin-wait-2")) :
	    (state < TCP_STATE_LAST_ACK ?
		(state == TCP_STATE_TIME_WAIT ? "state-time-wait" :
		 state == TCP_STATE_CLOSED ? "state-closed" : "state-close-wait") :
		(state == TCP_STATE_LAST_ACK ? "state-last-ack" :
		 state == TCP_STATE_LISTEN ? "state-listen" :
		 state == TCP_STATE_CLOSING ? "state-closing" : "<unknown>"));

typedef struct tcpinfo {
	uint16_t tcp_sport;
	uint16_t tcp_dport;
	uint32_t tcp_seq;
	uint32_t tcp_ack;
	uint8_t tcp_offset;		/* header length in bytes */
	uint8_t tcp_flags;		/* TH_* */
	uint16_t tcp_window;
	uint16_t tcp_checksum;
	uint16_t tcp_urgent;
	uintptr_t tcp_hdr;		/* the struct tcphdr */
} tcpinfo_t;

typedef struct tcpsinfo {
	uintptr_t tcps_addr;		/* the struct tcp_sock (0: not known) */
	int tcps_local;			/* both ends on this host */
	int tcps_active;		/* not known: 0 */
	uint16_t tcps_lport;
	uint16_t tcps_rport;
	string tcps_laddr;
	string tcps_raddr;
	int32_t tcps_state;		/* TCP_STATE_* */
	uint32_t tcps_iss;
	uint32_t tcps_irs;
	uint32_t tcps_suna;
	uint32_t tcps_snxt;
	uint32_t tcps_rack;
	uint32_t tcps_rnxt;
	uint32_t tcps_swnd;
	int32_t tcps_snd_ws;
	uint32_t tcps_rwnd;
	int32_t tcps_rcv_ws;
	uint32_t tcps_cwnd;
	uint32_t tcps_cwnd_ssthresh;
	uint32_t tcps_sack_fack;
	uint32_t tcps_sack_snxt;
	uint32_t tcps_rto;
	uint32_t tcps_mss;
	int tcps_retransmit;
} tcpsinfo_t;

typedef struct tcplsinfo {
	int32_t tcps_state;		/* the previous state */
} tcplsinfo_t;

translator tcpinfo_t < struct tcphdr *T > {
	tcp_sport = ntohs(T->source);
	tcp_dport = ntohs(T->dest);
	tcp_seq = ntohl(T->seq);
	tcp_ack = ntohl(T->ack_seq);
	tcp_offset = T->doff * 4;
	tcp_flags = *((uint8_t *)T + 13);
	tcp_window = ntohs(T->window);
	tcp_checksum = ntohs(T->check);
	tcp_urgent = ntohs(T->urg_ptr);
	tcp_hdr = (uintptr_t)T;
};

/*
 * accept-established and connect-established fire on the socket's state
 * change, where the packet that completed the handshake is no longer at
 * hand: its header is rebuilt from the socket.  Both packets were inbound
 * (source = the peer).  accept-established's was the handshake's final ACK
 * (seq = rcv_nxt); connect-established's the SYN-ACK, whose SYN took one
 * sequence number.  The two are told apart by the input type the provider
 * gives args[4]: struct tcp_sock (accept) or struct sock (connect).
 */
translator tcpinfo_t < struct tcp_sock *T > {
	tcp_sport = ntohs(((struct sock *)T)->__sk_common.skc_dport);
	tcp_dport = ((struct sock *)T)->__sk_common.skc_num;
	tcp_seq = T->rcv_nxt;
	tcp_ack = T->snd_nxt;	/* snd_una is updated after the state change */
	tcp_offset = 20;
	tcp_flags = TH_ACK;
	tcp_window = T->snd_wnd;
	tcp_checksum = 0;
	tcp_urgent = 0;
	tcp_hdr = 0;
};

translator tcpinfo_t < struct sock *S > {
	tcp_sport = ntohs(S->__sk_common.skc_dport);
	tcp_dport = S->__sk_common.skc_num;
	tcp_seq = ((struct tcp_sock *)S)->rcv_nxt - 1;
	tcp_ack = ((struct tcp_sock *)S)->snd_nxt;
	tcp_offset = 20;
	tcp_flags = TH_SYN | TH_ACK;
	tcp_window = ((struct tcp_sock *)S)->snd_wnd;
	tcp_checksum = 0;
	tcp_urgent = 0;
	tcp_hdr = 0;
};

/* The socket is not known on receive (NULL): its members read as 0. */
translator tcpsinfo_t < struct tcp_sock *T > {
	tcps_addr = (uintptr_t)T;
	tcps_local = T ? ((struct sock *)T)->__sk_common.skc_daddr ==
	    ((struct sock *)T)->__sk_common.skc_rcv_saddr : 0;
	tcps_active = 0;
	tcps_lport = T ? ((struct sock *)T)->__sk_common.skc_num : 0;
	tcps_rport = T ? ntohs(((struct sock *)T)->__sk_common.skc_dport) : 0;
	tcps_laddr = !T ? "<unknown>" : ((struct sock *)T)->__sk_common.skc_family == 10 ?
	    inet_ntoa6(&((struct sock *)T)->__sk_common.skc_v6_rcv_saddr) :
	    inet_ntoa(&((struct sock *)T)->__sk_common.skc_rcv_saddr);
	tcps_raddr = !T ? "<unknown>" : ((struct sock *)T)->__sk_common.skc_family == 10 ?
	    inet_ntoa6(&((struct sock *)T)->__sk_common.skc_v6_daddr) :
	    inet_ntoa(&((struct sock *)T)->__sk_common.skc_daddr);
	tcps_state = arg6;
	tcps_iss = 0;
	tcps_irs = 0;
	tcps_suna = T ? T->snd_una : 0;
	tcps_snxt = T ? T->snd_nxt : 0;
	tcps_rack = T ? T->rcv_wup : 0;
	tcps_rnxt = T ? T->rcv_nxt : 0;
	tcps_swnd = T ? T->snd_wnd : 0;
	tcps_snd_ws = T ? T->rx_opt.snd_wscale : 0;
	tcps_rwnd = T ? T->rcv_wnd : 0;
	tcps_rcv_ws = T ? T->rx_opt.rcv_wscale : 0;
	tcps_cwnd = T ? T->snd_cwnd : 0;
	tcps_cwnd_ssthresh = T ? T->snd_ssthresh : 0;
	tcps_sack_fack = 0;
	tcps_sack_snxt = 0;
	tcps_rto = T ? T->inet_conn.icsk_rto : 0;
	tcps_mss = T ? T->mss_cache : 0;
	tcps_retransmit = T ? T->inet_conn.icsk_retransmits != 0 : 0;
};

translator tcplsinfo_t < int S > {
	tcps_state = S;
};
