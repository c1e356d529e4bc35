/*
 * The udp provider's argument types and their translators.
 */
#pragma D depends_on library net.d

typedef struct udpinfo {
	uint16_t udp_sport;
	uint16_t udp_dport;
	uint16_t udp_length;		/* header and payload */
	uint16_t udp_checksum;
	uintptr_t udp_hdr;		/* the struct udphdr */
} udpinfo_t;

typedef struct udpsinfo {
	uintptr_t udps_addr;		/* the struct udp_sock (0: not known) */
	uint16_t udps_lport;
	uint16_t udps_rport;
	string udps_laddr;
	string udps_raddr;
} udpsinfo_t;

translator udpinfo_t < struct udphdr *U > {
	udp_sport = ntohs(U->source);
	udp_dport = ntohs(U->dest);
	udp_length = ntohs(U->len);
	udp_checksum = ntohs(U->check);
	udp_hdr = (uintptr_t)U;
};

/* The socket is not known on receive (NULL): its members read as 0. */
translator udpsinfo_t < struct udp_sock *U > {
	udps_addr = (uintptr_t)U;
	udps_lport = U ? ((struct sock *)U)->__sk_common.skc_num : 0;
	udps_rport = U ? ntohs(((struct sock *)U)->__sk_common.skc_dport) : 0;
	udps_laddr = !U ? "<unknown>" : ((struct sock *)U)->__sk_common.skc_family == 10 ?
	    inet_ntoa6(&((struct sock *)U)->__sk_common.skc_v6_rcv_saddr) :
	    inet_ntoa(&((struct sock *)U)->__sk_common.skc_rcv_saddr);
	udps_raddr = !U ? "<unknown>" : ((struct sock *)U)->__sk_common.skc_family == 10 ?
	    inet_ntoa6(&((struct sock *)U)->__sk_common.skc_v6_daddr) :
	    inet_ntoa(&((struct sock *)U)->__sk_common.skc_daddr);
};
