/*
 * The ip, tcp and udp providers, over net:net_dev_queue (a packet handed
 * to a device: send), net:netif_receive_skb (a packet taken from one:
 * receive) and the TCP socket tracepoints sock:inet_sock_set_state and
 * tcp:tcp_receive_reset.  Loopback traffic passes both device tracepoints.
 *
 * Native arguments follow DTrace's args[] order, each the kernel pointer
 * its translator reads (dlib/net.d, tcp.d, udp.d): the sk_buff (pktinfo_t),
 * its socket (csinfo_t, tcpsinfo_t, udpsinfo_t), the IP header (ipinfo_t,
 * ipv4info_t, ipv6info_t), the device (ifinfo_t) and the TCP/UDP header.
 * Probes without a packet (state changes) pass the socket instead of the
 * IP header, and NULL for the packet.  For TCP, native arg6 holds the
 * socket's TCP state as the probe sees it (the new state in state-change,
 * whose tracepoint fires before the socket's state is stored), which the
 * tcpsinfo_t translator reports as tcps_state.
 *
 * On receive, the socket is not known yet at the device (csinfo_t and the
 * socket info read as zero).  tcp accept-refused is the RST,ACK a host
 * sends in reply to a SYN for a port nothing listens on, as it leaves
 * (net_dev_queue): the only RST,ACK with sequence number 0 (the kernel's
 * reply to a segment without ACK; a connection's own resets carry its
 * sequence number; a segment with neither SYN nor ACK, as port scanners
 * send, gets the same reply and fires it too).  It belongs to no
 * connection: csinfo_t and tcpsinfo_t read as zero.
 */
#include "bpf/insn.h"
#include "prov/prov_stable.h"

#define SKB "struct sk_buff"
#define SOCK "struct sock"
#define TCPSTATE_SLOT 6

enum { IPPROTO_TCP_ = 6, IPPROTO_UDP_ = 17 };
/* skb->protocol is big-endian: ETH_P_IP and ETH_P_IPV6 as read here */
enum { ETH_IP_BE = 0x0008, ETH_IPV6_BE = 0xdd86 };
/* Linux TCP states (as DTrace for Linux numbers them too) */
enum { TCPS_ESTABLISHED = 1, TCPS_SYN_SENT = 2, TCPS_SYN_RECV = 3 };

/* argv[2] = the IP header of the sk_buff in argv[0] (send: from its
 * network header offset; receive: the device has pulled the link header,
 * so data points at it), TMP = IP version (4, 6), TMP2 = the IP protocol
 * (TCP, UDP, ...), TMP3 = the transport header.  Other packets: the
 * probe does not fire. */
static void ip_headers(struct dt_st *b, bool send)
{
	dt_st_member(b, DT_ST_TMP, 0, SKB, "protocol");
	if (send) {
		dt_st_member(b, 2, 0, SKB, "head");
		dt_st_member(b, DT_ST_TMP2, 0, SKB, "network_header");
		dt_st_alu_slot(b, 2, BPF_ADD, DT_ST_TMP2);
	} else {
		dt_st_member(b, 2, 0, SKB, "data");
	}
	int not_v4 = dt_st_skip_if(b, DT_ST_TMP, BPF_JNE, ETH_IP_BE);
	/* IPv4: the header length is the low nibble of byte 0, in words */
	dt_st_set(b, DT_ST_TMP, 4);
	dt_st_load(b, DT_ST_TMP2, 2, 9, 1);
	dt_st_load(b, DT_ST_TMP3, 2, 0, 1);
	dt_st_alu(b, DT_ST_TMP3, BPF_AND, 0xf);
	dt_st_alu(b, DT_ST_TMP3, BPF_LSH, 2);
	dt_st_alu_slot(b, DT_ST_TMP3, BPF_ADD, 2);
	int done = dt_st_jump(b);
	dt_st_patch(b, not_v4, dt_st_here(b));
	dt_st_require(b, DT_ST_TMP, BPF_JEQ, ETH_IPV6_BE);
	/* IPv6: a fixed 40-byte header; extension headers are not followed */
	dt_st_set(b, DT_ST_TMP, 6);
	dt_st_load(b, DT_ST_TMP2, 2, 6, 1);
	dt_st_copy(b, DT_ST_TMP3, 2);
	dt_st_alu(b, DT_ST_TMP3, BPF_ADD, 40);
	dt_st_patch(b, done, dt_st_here(b));
}

/* ip: arg1 = socket, arg3 = device, arg4/arg5 = the header by version. */
static void ip_fill(struct dt_st *b, bool send)
{
	ip_headers(b, send);
	dt_st_member(b, 1, 0, SKB, "sk");
	dt_st_member(b, 3, 0, SKB, "dev");
	dt_st_copy(b, 4, 2);
	dt_st_copy(b, 5, 2);
	int v6 = dt_st_skip_if(b, DT_ST_TMP, BPF_JEQ, 6);
	dt_st_set(b, 5, 0);
	int done = dt_st_jump(b);
	dt_st_patch(b, v6, dt_st_here(b));
	dt_st_set(b, 4, 0);
	dt_st_patch(b, done, dt_st_here(b));
}

static void fill_ip_send(struct dt_st *b) { ip_fill(b, true); }
static void fill_ip_receive(struct dt_st *b) { ip_fill(b, false); }

/* The state of the socket in argv[slot] into argv[TCPSTATE_SLOT]. */
static void sock_state(struct dt_st *b, int slot)
{
	dt_st_set(b, TCPSTATE_SLOT, 0);
	int none = dt_st_skip_if(b, slot, BPF_JEQ, 0);
	dt_st_member(b, TCPSTATE_SLOT, slot, SOCK, "__sk_common.skc_state");
	dt_st_patch(b, none, dt_st_here(b));
}

/* tcp and udp send/receive: arg1 = arg3 = socket, arg4 = transport header. */
static void l4_fill(struct dt_st *b, bool send, int proto)
{
	ip_headers(b, send);
	dt_st_require(b, DT_ST_TMP2, BPF_JEQ, proto);
	dt_st_member(b, 1, 0, SKB, "sk");
	dt_st_copy(b, 3, 1);
	dt_st_copy(b, 4, DT_ST_TMP3);
	if (proto == IPPROTO_TCP_)
		sock_state(b, 1);
}

static void fill_tcp_send(struct dt_st *b) { l4_fill(b, true, IPPROTO_TCP_); }
static void fill_tcp_receive(struct dt_st *b) { l4_fill(b, false, IPPROTO_TCP_); }
static void fill_udp_send(struct dt_st *b) { l4_fill(b, true, IPPROTO_UDP_); }
static void fill_udp_receive(struct dt_st *b) { l4_fill(b, false, IPPROTO_UDP_); }

/* connect-request: a SYN without ACK leaving. */
static void fill_tcp_connect_request(struct dt_st *b)
{
	l4_fill(b, true, IPPROTO_TCP_);
	dt_st_load(b, DT_ST_TMP, 4, 13, 1);	/* the flags byte */
	dt_st_alu(b, DT_ST_TMP, BPF_AND, 0x12);
	dt_st_require(b, DT_ST_TMP, BPF_JEQ, 0x02);
}

/* accept-refused: an RST,ACK (no SYN, FIN or URG) with sequence number 0
 * leaving; it is sent from the kernel's control socket, not a connection's. */
static void fill_tcp_accept_refused(struct dt_st *b)
{
	l4_fill(b, true, IPPROTO_TCP_);
	dt_st_load(b, DT_ST_TMP, 4, 13, 1);	/* the flags byte */
	dt_st_alu(b, DT_ST_TMP, BPF_AND, 0x37);	/* URG ACK RST SYN FIN */
	dt_st_require(b, DT_ST_TMP, BPF_JEQ, 0x14);
	dt_st_load(b, DT_ST_TMP, 4, 4, 4);	/* the sequence number */
	dt_st_require(b, DT_ST_TMP, BPF_JEQ, 0);
	dt_st_set(b, 1, 0);
	dt_st_set(b, 3, 0);
	dt_st_set(b, TCPSTATE_SLOT, 0);
}

/* inet_sock_set_state(sk, oldstate, newstate), TCP sockets only: native
 * arg1 = arg2 = arg3 = sk, arg5 = the old state, arg6 = the new state. */
static void state_change(struct dt_st *b)
{
	dt_st_member(b, DT_ST_TMP, 1, SOCK, "sk_protocol");
	dt_st_require(b, DT_ST_TMP, BPF_JEQ, IPPROTO_TCP_);
	dt_st_copy(b, 2, 1);
	dt_st_copy(b, 3, 1);
	dt_st_ctx(b, 5, 1);
	dt_st_ctx(b, TCPSTATE_SLOT, 2);
}

static void fill_tcp_state_change(struct dt_st *b)
{
	state_change(b);
	dt_st_set(b, 2, 0);	/* args[2] is void * there */
}

/* A transition old -> new of a TCP socket. */
static void transition(struct dt_st *b, int from, int to)
{
	state_change(b);
	dt_st_require(b, 5, BPF_JEQ, from);
	dt_st_require(b, TCPSTATE_SLOT, BPF_JEQ, to);
	dt_st_set(b, 5, 0);
}

/* args[4], the handshake's last packet, is rebuilt from the socket (see
 * the tcpinfo_t translators in dlib/tcp.d). */
static void fill_tcp_connect_established(struct dt_st *b)
{
	transition(b, TCPS_SYN_SENT, TCPS_ESTABLISHED);
	dt_st_copy(b, 4, 1);
}

static void fill_tcp_accept_established(struct dt_st *b)
{
	transition(b, TCPS_SYN_RECV, TCPS_ESTABLISHED);
	dt_st_copy(b, 4, 1);
}

/* tcp_receive_reset(sk): refused when the socket was connecting. */
static void fill_tcp_connect_refused(struct dt_st *b)
{
	dt_st_copy(b, 2, 1);
	dt_st_copy(b, 3, 1);
	sock_state(b, 1);
	dt_st_require(b, TCPSTATE_SLOT, BPF_JEQ, TCPS_SYN_SENT);
}

#define PKT(k) { "struct sk_buff *", "pktinfo_t *", k }
#define CS { "struct sock *", "csinfo_t *", DT_SRC_NONE }
#define IPH { "struct iphdr *", "ipinfo_t *", DT_SRC_NONE }
#define IP_ARGS PKT(0), CS, IPH, { "struct net_device *", "ifinfo_t *", DT_SRC_NONE }, \
	{ "struct iphdr *", "ipv4info_t *", DT_SRC_NONE }, \
	{ "struct ipv6hdr *", "ipv6info_t *", DT_SRC_NONE }

static const struct dt_sprobe ip_probes[] = {
	{ "receive", "netif_receive_skb", "net", "netif_receive_skb", fill_ip_receive,
	  6, { IP_ARGS } },
	{ "send", "net_dev_queue", "net", "net_dev_queue", fill_ip_send, 6, { IP_ARGS } },
};

#define TCPS { "struct tcp_sock *", "tcpsinfo_t *", DT_SRC_NONE }
#define TCP_ARGS PKT(0), CS, IPH, TCPS, { "struct tcphdr *", "tcpinfo_t *", DT_SRC_NONE }
/* The socket-only probes: the IP information comes from the socket. */
#define TCP_SOCK_ARGS { "struct sk_buff *", "pktinfo_t *", DT_SRC_NONE }, \
	{ "struct sock *", "csinfo_t *", 0 }, { "struct inet_sock *", "ipinfo_t *", DT_SRC_NONE }, \
	TCPS, { "struct tcphdr *", "tcpinfo_t *", DT_SRC_NONE }

/* The handshake's completion: args[4] from the socket. */
#define TCP_EST_ARGS(hdr) { "struct sk_buff *", "pktinfo_t *", DT_SRC_NONE }, \
	{ "struct sock *", "csinfo_t *", 0 }, { "struct inet_sock *", "ipinfo_t *", DT_SRC_NONE }, \
	TCPS, { hdr, "tcpinfo_t *", DT_SRC_NONE }

static const struct dt_sprobe tcp_probes[] = {
	{ "accept-refused", "net_dev_queue", "net", "net_dev_queue", fill_tcp_accept_refused,
	  5, { TCP_ARGS } },
	{ "accept-established", "inet_sock_set_state", "sock", "inet_sock_set_state",
	  fill_tcp_accept_established, 5, { TCP_EST_ARGS("struct tcp_sock *") } },
	{ "connect-established", "inet_sock_set_state", "sock", "inet_sock_set_state",
	  fill_tcp_connect_established, 5, { TCP_EST_ARGS("struct sock *") } },
	{ "connect-refused", "tcp_receive_reset", "tcp", "tcp_receive_reset",
	  fill_tcp_connect_refused, 5, { TCP_SOCK_ARGS } },
	{ "connect-request", "net_dev_queue", "net", "net_dev_queue", fill_tcp_connect_request,
	  5, { TCP_ARGS } },
	{ "receive", "netif_receive_skb", "net", "netif_receive_skb", fill_tcp_receive,
	  5, { TCP_ARGS } },
	{ "send", "net_dev_queue", "net", "net_dev_queue", fill_tcp_send, 5, { TCP_ARGS } },
	{ "state-change", "inet_sock_set_state", "sock", "inet_sock_set_state",
	  fill_tcp_state_change, 6,
	  { { "void *", NULL, DT_SRC_NONE }, { "struct sock *", "csinfo_t *", 0 },
	    { "void *", NULL, DT_SRC_NONE }, TCPS, { "void *", NULL, DT_SRC_NONE },
	    { "int", "tcplsinfo_t *", DT_SRC_NONE } } },
};

#define UDP_ARGS PKT(0), CS, IPH, { "struct udp_sock *", "udpsinfo_t *", DT_SRC_NONE }, \
	{ "struct udphdr *", "udpinfo_t *", DT_SRC_NONE }

static const struct dt_sprobe udp_probes[] = {
	{ "receive", "netif_receive_skb", "net", "netif_receive_skb", fill_udp_receive,
	  5, { UDP_ARGS } },
	{ "send", "net_dev_queue", "net", "net_dev_queue", fill_udp_send, 5, { UDP_ARGS } },
};

#define NELEM(a) ((int)(sizeof(a) / sizeof((a)[0])))

/* One provider per protocol. */
#define NET_PROVIDER(proto)							\
	static void proto##_populate(dtrace_hdl_t *h);				\
	static const struct dt_provider_ops proto##_ops = {			\
		.name = #proto,							\
		.populate = proto##_populate,					\
		.prog_type = BPF_PROG_TYPE_RAW_TRACEPOINT,			\
		.prologue = dt_stable_prologue,					\
		.attach = dt_stable_attach,					\
	};									\
	static void proto##_populate(dtrace_hdl_t *h)				\
	{									\
		dt_stable_populate(h, &proto##_ops, #proto, proto##_probes,	\
				   NELEM(proto##_probes));			\
	}									\
	const struct dt_provider dt_provider_##proto = {			\
		.ops = &proto##_ops,						\
		.attr = &dt_stable_attr,					\
		.describe = dt_stable_describe,					\
	}

NET_PROVIDER(ip);
NET_PROVIDER(tcp);
NET_PROVIDER(udp);
