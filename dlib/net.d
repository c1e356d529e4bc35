/*
 * The ip provider's argument types (also the first three args[] of tcp
 * and udp) and their translators from the kernel's sk_buff, sock, IP
 * headers and net_device.  Addresses of kernel objects are uintptr_t here
 * so that loading the library needs no kernel types.
 */

typedef struct pktinfo {
	uintptr_t pkt_addr;		/* the struct sk_buff */
} pktinfo_t;

typedef struct csinfo {
	uintptr_t cs_addr;		/* the struct sock (0: not known) */
	uint64_t cs_cid;		/* connection id: the socket's address */
	pid_t cs_pid;			/* not known on Linux: 0 */
	zoneid_t cs_zoneid;
} csinfo_t;

typedef struct ipinfo {
	uint8_t ip_ver;			/* 4 or 6 */
	uint16_t ip_plength;		/* payload length */
	string ip_saddr;
	string ip_daddr;
} ipinfo_t;

typedef struct ifinfo {
	string if_name;
	int8_t if_local;		/* a loopback interface */
	int if_ipstack;
	uintptr_t if_addr;		/* the struct net_device */
} ifinfo_t;

typedef struct ipv4info {
	uint8_t ipv4_ver;
	uint8_t ipv4_ihl;		/* header length in bytes */
	uint8_t ipv4_tos;
	uint16_t ipv4_length;
	uint16_t ipv4_ident;
	uint8_t ipv4_flags;
	uint16_t ipv4_offset;
	uint8_t ipv4_ttl;
	uint8_t ipv4_protocol;
	string ipv4_protostr;
	uint16_t ipv4_checksum;
	ipaddr_t ipv4_src;
	ipaddr_t ipv4_dst;
	string ipv4_saddr;
	string ipv4_daddr;
	uintptr_t ipv4_hdr;		/* the struct iphdr */
} ipv4info_t;

typedef struct ipv6info {
	uint8_t ipv6_ver;
	uint8_t ipv6_tclass;
	uint32_t ipv6_flow;
	uint16_t ipv6_plen;
	uint8_t ipv6_nexthdr;
	string ipv6_nextstr;
	uint8_t ipv6_hlim;
	uintptr_t ipv6_src;		/* struct in6_addr * */
	uintptr_t ipv6_dst;
	string ipv6_saddr;
	string ipv6_daddr;
	uintptr_t ipv6_hdr;		/* the struct ipv6hdr */
} ipv6info_t;

inline int IPPROTO_IP = 0;
inline int IPPROTO_ICMP = 1;
inline int IPPROTO_TCP = 6;
inline int IPPROTO_UDP = 17;
inline int IPPROTO_IPV6 = 41;
inline int IPPROTO_ICMPV6 = 58;

/* Nested as a tree: the code generator handles a few levels of ?: only. */
inline string protostr[int p] =
	p < IPPROTO_UDP ?
	    (p == IPPROTO_IP ? "IP" : p == IPPROTO_ICMP ? "ICMP" :
	     p == IPPROTO_TCP ? "TCP" : "<unknown>") :
	    (p == IPPROTO_UDP ? "UDP" : p == IPPROTO_IPV6 ? "IPv6" :
	     p == IPPROTO_ICMPV6 ? "ICMPV6" : "<unknown>");

translator pktinfo_t < struct sk_buff *S > {
	pkt_addr = (uintptr_t)S;
};

translator csinfo_t < struct sock *S > {
	cs_addr = (uintptr_t)S;
	cs_cid = (uint64_t)S;
	cs_pid = 0;
	cs_zoneid = 0;
};

/* The IP header of a packet: version 4 or 6 (the version nibble is in the
 * same place in both). */
translator ipinfo_t < struct iphdr *I > {
	ip_ver = I->version;
	ip_plength = I->version == 4 ? ntohs(I->tot_len) - I->ihl * 4 :
	    ntohs(((struct ipv6hdr *)I)->payload_len);
	ip_saddr = I->version == 4 ? inet_ntoa(&I->saddr) :
	    inet_ntoa6(&((struct ipv6hdr *)I)->saddr);
	ip_daddr = I->version == 4 ? inet_ntoa(&I->daddr) :
	    inet_ntoa6(&((struct ipv6hdr *)I)->daddr);
};

/* A probe without a packet (a TCP state change): the addresses of the
 * connection, seen as a packet received on it (source = the peer). */
translator ipinfo_t < struct inet_sock *S > {
	ip_ver = ((struct sock *)S)->__sk_common.skc_family == 10 ? 6 : 4;
	ip_plength = 0;
	ip_saddr = ((struct sock *)S)->__sk_common.skc_family == 10 ?
	    inet_ntoa6(&((struct sock *)S)->__sk_common.skc_v6_daddr) :
	    inet_ntoa(&((struct sock *)S)->__sk_common.skc_daddr);
	ip_daddr = ((struct sock *)S)->__sk_common.skc_family == 10 ?
	    inet_ntoa6(&((struct sock *)S)->__sk_common.skc_v6_rcv_saddr) :
	    inet_ntoa(&((struct sock *)S)->__sk_common.skc_rcv_saddr);
};

/* IFF_LOOPBACK is 0x8. */
translator ifinfo_t < struct net_device *D > {
	if_name = D ? stringof(D->name) : "<unknown>";
	if_local = D ? (D->flags & 0x8) != 0 : 0;
	if_ipstack = 0;
	if_addr = (uintptr_t)D;
};

translator ipv4info_t < struct iphdr *I > {
	ipv4_ver = I->version;
	ipv4_ihl = I->ihl * 4;
	ipv4_tos = I->tos;
	ipv4_length = ntohs(I->tot_len);
	ipv4_ident = ntohs(I->id);
	ipv4_flags = ntohs(I->frag_off) >> 13;
	ipv4_offset = ntohs(I->frag_off) & 0x1fff;
	ipv4_ttl = I->ttl;
	ipv4_protocol = I->protocol;
	ipv4_protostr = protostr[I->protocol];
	ipv4_checksum = ntohs(I->check);
	ipv4_src = I->saddr;
	ipv4_dst = I->daddr;
	ipv4_saddr = inet_ntoa(&I->saddr);
	ipv4_daddr = inet_ntoa(&I->daddr);
	ipv4_hdr = (uintptr_t)I;
};

translator ipv6info_t < struct ipv6hdr *I > {
	ipv6_ver = I->version;
	ipv6_tclass = (I->priority << 4) | (I->flow_lbl[0] >> 4);
	ipv6_flow = ((I->flow_lbl[0] & 0xf) << 16) | (I->flow_lbl[1] << 8) | I->flow_lbl[2];
	ipv6_plen = ntohs(I->payload_len);
	ipv6_nexthdr = I->nexthdr;
	ipv6_nextstr = protostr[I->nexthdr];
	ipv6_hlim = I->hop_limit;
	ipv6_src = (uintptr_t)&I->saddr;
	ipv6_dst = (uintptr_t)&I->daddr;
	ipv6_saddr = inet_ntoa6(&I->saddr);
	ipv6_daddr = inet_ntoa6(&I->daddr);
	ipv6_hdr = (uintptr_t)I;
};

/* IPv6 addresses as Oracle's library names them (inet_ntoa6() takes one). */
typedef struct in6_addr in6_addr_t;
