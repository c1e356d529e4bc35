/*
 * -x metrics=[ADDR:]PORT: a minimal HTTP/1.1 server for GET /metrics
 * (output/metrics.c formats the aggregations).  No thread: dt_rt_work()
 * calls dt_metrics_serve() after each ring-buffer poll (every 20 ms at
 * most), which accepts, reads and writes only what needs no waiting, so
 * the consumer and the server never share state concurrently and no
 * client can hold tracing up.  Debian's libmicrohttpd could run in such
 * a loop too, but it would make every dtrace depend on it (and on GnuTLS)
 * for one read-only route; this is a few hundred lines with fixed limits.
 *
 * A scraper that sends "Accept-Encoding: gzip" gets the text gzipped
 * (zlib, already linked for ELF sections): a large exposition is mostly
 * repeated names and labels, ten times smaller compressed.
 *
 * Limits: MX_CONNS connections (at the cap, one done but for its close,
 * else the oldest one still sending its request makes room), a request of MX_REQ_MAX bytes at most that
 * must arrive within MX_READ_MS, a response that must be taken within
 * MX_WRITE_MS; one request per connection (Connection: close).  Only GET
 * and HEAD of /metrics; nothing changes anything.
 */
#include <errno.h>
#include <fcntl.h>
#include <netdb.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/socket.h>
#include <time.h>
#include <unistd.h>

#include <arpa/inet.h>
#include <netinet/in.h>
#include <zlib.h>

#include "output/metrics.h"
#include "runtime/agg.h"
#include "runtime/runtime.h"

#define MX_CONNS	16
#define MX_REQ_MAX	8192
#define MX_READ_MS	5000
#define MX_WRITE_MS	10000
#define MX_LINGER_MS	500
#define MX_ACCEPTS	32		/* per round */
#define MX_CACHE_MIN_MS	100		/* a scrape's text serves this long, */
#define MX_CACHE_FACTOR	9		/* or 9 times what it took to make */

enum mx_state { MX_FREE, MX_READ, MX_WRITE, MX_LINGER };

/* A response body, shared by the connections sending it: however many
 * clients ask at once, a large exposition is in memory once or twice. */
struct blob {
	int refs;
	size_t len;
	char data[];
};

struct mx_conn {
	enum mx_state state;
	int fd;
	int64_t deadline_ns;
	char req[MX_REQ_MAX];
	size_t reqlen;
	char hdr[512];			/* the response's status and headers */
	size_t hdrlen;
	struct blob *body;		/* NULL: no body (HEAD) */
	size_t sent;			/* of hdr, then body */
};

/* The exposition text of each format, kept for a while: scrapes in
 * a loop (or many scrapers) then cost the consumer at most a tenth of
 * its time, however large the aggregations. */
struct body {
	struct blob *blob;
	struct blob *gz;		/* blob gzipped, once a scraper asked */
	int64_t until_ns;		/* reused until then */
};

struct dt_metrics_srv {
	int lfd;
	struct mx_conn conns[MX_CONNS];
	struct body bodies[2];		/* per enum dt_metrics_fmt */
};

/* "PORT", "HOST:PORT" or "[IPv6]:PORT"; no host (or an empty one) is
 * 127.0.0.1: the endpoint is on loopback unless asked otherwise. */
static int split_addr(const char *spec, char *host, size_t hlen, char *port, size_t plen)
{
	const char *colon = strrchr(spec, ':');
	size_t n;

	if (spec[0] == '[') {
		const char *close = strchr(spec, ']');

		if (close == NULL || close[1] != ':')
			return -1;
		n = (size_t)(close - spec - 1);
		colon = close + 1;
		if (n == 0 || n >= hlen)
			return -1;
		memcpy(host, spec + 1, n);
		host[n] = '\0';
	} else if (colon == NULL) {
		snprintf(host, hlen, "127.0.0.1");
		colon = spec - 1;
	} else {
		n = (size_t)(colon - spec);
		if (n >= hlen)
			return -1;
		memcpy(host, spec, n);
		host[n] = '\0';
		if (n == 0)
			snprintf(host, hlen, "127.0.0.1");
	}
	if (strlen(colon + 1) == 0 || strlen(colon + 1) >= plen ||
	    strspn(colon + 1, "0123456789") != strlen(colon + 1) || atol(colon + 1) > 65535)
		return -1;
	snprintf(port, plen, "%s", colon + 1);
	return 0;
}

/* The address actually bound, as "host:port" (port 0 picks one). */
static void bound_name(int fd, char *buf, size_t len)
{
	struct sockaddr_storage ss;
	socklen_t sl = sizeof(ss);
	char a[INET6_ADDRSTRLEN] = "?";
	int port = 0;

	if (getsockname(fd, (struct sockaddr *)&ss, &sl) < 0) {
		snprintf(buf, len, "?");
		return;
	}
	if (ss.ss_family == AF_INET6) {
		struct sockaddr_in6 *s6 = (struct sockaddr_in6 *)&ss;

		inet_ntop(AF_INET6, &s6->sin6_addr, a, sizeof(a));
		port = ntohs(s6->sin6_port);
		snprintf(buf, len, "[%s]:%d", a, port);
		return;
	}
	inet_ntop(AF_INET, &((struct sockaddr_in *)&ss)->sin_addr, a, sizeof(a));
	port = ntohs(((struct sockaddr_in *)&ss)->sin_port);
	snprintf(buf, len, "%s:%d", a, port);
}

int dt_metrics_open(dtrace_hdl_t *h)
{
	const char *spec = dt_opt_str(h, OPT_metrics);
	struct addrinfo hints, *res = NULL, *ai;
	char host[256], port[16], name[300];
	int fd = -1, err = 0, one = 1;

	const char *labels = dt_opt_str(h, OPT_metricslabels);
	const char *buckets = dt_opt_str(h, OPT_metricsbuckets);
	char why[128];

	if (spec == NULL)
		return 0;
	if (labels != NULL && dt_metrics_check_labels(labels, why, sizeof(why)) < 0)
		return dt_set_errmsg(h, "invalid -x metricslabels: %s", why);
	if (buckets != NULL && dt_metrics_check_buckets(buckets, why, sizeof(why)) < 0)
		return dt_set_errmsg(h, "invalid -x metricsbuckets: %s", why);
	if (split_addr(spec, host, sizeof(host), port, sizeof(port)) < 0)
		return dt_set_errmsg(h, "invalid -x metrics=%s: expected PORT or ADDR:PORT", spec);
	memset(&hints, 0, sizeof(hints));
	hints.ai_socktype = SOCK_STREAM;
	hints.ai_flags = AI_PASSIVE | AI_NUMERICSERV;
	if ((err = getaddrinfo(host, port, &hints, &res)) != 0)
		return dt_set_errmsg(h, "invalid -x metrics=%s: %s", spec, gai_strerror(err));
	err = 0;
	for (ai = res; ai != NULL; ai = ai->ai_next) {
		fd = socket(ai->ai_family, SOCK_STREAM | SOCK_NONBLOCK | SOCK_CLOEXEC, 0);
		if (fd < 0) {
			err = errno;
			continue;
		}
		setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &one, sizeof(one));
		if (bind(fd, ai->ai_addr, ai->ai_addrlen) == 0 && listen(fd, MX_CONNS) == 0)
			break;
		err = errno;
		close(fd);
		fd = -1;
	}
	freeaddrinfo(res);
	if (fd < 0)
		return dt_set_errmsg(h, "cannot serve metrics on %s:%s: %s", host, port,
				     strerror(err));
	h->rt->metrics = dt_zalloc(sizeof(*h->rt->metrics));
	h->rt->metrics->lfd = fd;
	/* Port 0: the kernel picked one, and only this message tells it. */
	if (atol(port) == 0) {
		bound_name(fd, name, sizeof(name));
		dt_diag(h, DTRACE_DIAG_NOTICE, "metrics at http://%s/metrics", name);
	}
	return 0;
}

static struct blob *blob_new(const char *data, size_t len)
{
	struct blob *b = dt_zalloc(sizeof(*b) + len + 1);

	b->refs = 1;
	b->len = len;
	memcpy(b->data, data, len);
	return b;
}

static void blob_put(struct blob *b)
{
	if (b != NULL && --b->refs == 0)
		free(b);
}

static void conn_close(struct mx_conn *c)
{
	close(c->fd);
	blob_put(c->body);
	c->body = NULL;
	c->state = MX_FREE;
}

/* Stop writing; read what the client still sends until it closes (or a
 * short while), so that closing does not reset the connection before
 * the client has read the response. */
static void conn_linger(struct mx_conn *c, int64_t now)
{
	shutdown(c->fd, SHUT_WR);
	blob_put(c->body);
	c->body = NULL;
	c->state = MX_LINGER;
	c->deadline_ns = now + (int64_t)MX_LINGER_MS * 1000000;
}

/* Answer with body (a reference is taken; HEAD: its length only). */
static void respond(struct mx_conn *c, int64_t now, const char *status,
		    const char *ctype, struct blob *body, bool head, const char *extra)
{
	int n = snprintf(c->hdr, sizeof(c->hdr), "HTTP/1.1 %s\r\nContent-Type: %s\r\n"
			 "Content-Length: %zu\r\n%sConnection: close\r\n\r\n",
			 status, ctype, body->len, extra ? extra : "");

	c->hdrlen = (size_t)n < sizeof(c->hdr) ? (size_t)n : sizeof(c->hdr) - 1;
	c->body = head ? NULL : body;
	if (!head)
		body->refs++;
	c->sent = 0;
	c->state = MX_WRITE;
	c->deadline_ns = now + (int64_t)MX_WRITE_MS * 1000000;
}

static void respond_text(struct mx_conn *c, int64_t now, const char *status,
			 const char *text, const char *extra)
{
	struct blob *b = blob_new(text, strlen(text));

	respond(c, now, status, "text/plain; charset=utf-8", b, false, extra);
	blob_put(b);
}

static bool make_body(dtrace_hdl_t *h, struct body *b, enum dt_metrics_fmt fmt)
{
	int64_t t0 = dt_rt_now_ns(), took;
	char *text = NULL;
	size_t len = 0;
	FILE *m;

	if (b->blob != NULL && t0 < b->until_ns)
		return true;
	blob_put(b->blob);
	blob_put(b->gz);
	b->blob = b->gz = NULL;
	if ((m = open_memstream(&text, &len)) == NULL)
		return false;
	if (dt_agg_snapshot(h) < 0 || dt_metrics_write(h, m, fmt, &h->rt->self) < 0) {
		fclose(m);
		free(text);
		return false;
	}
	fclose(m);
	b->blob = blob_new(text, len);
	free(text);
	took = dt_rt_now_ns() - t0;
	b->until_ns = t0 + took + (took * MX_CACHE_FACTOR > (int64_t)MX_CACHE_MIN_MS * 1000000 ?
				   took * MX_CACHE_FACTOR : (int64_t)MX_CACHE_MIN_MS * 1000000);
	/* -x aggrate: DTrace's rate of aggregation reading -- the
	 * aggregations are read at most that often, a scrape in between is
	 * served the last reading */
	int64_t rate = dt_opt_rate_ns(h, OPT_aggrate, 0);
	if (rate > 0 && b->until_ns < t0 + rate)
		b->until_ns = t0 + rate;
	return true;
}

/* in gzipped (a gzip member: deflate with the gzip header and trailer);
 * NULL if zlib fails. */
static struct blob *gzip_blob(const struct blob *in)
{
	z_stream zs;
	struct blob *out;

	memset(&zs, 0, sizeof(zs));
	if (deflateInit2(&zs, Z_DEFAULT_COMPRESSION, Z_DEFLATED, 15 + 16, 8,
			 Z_DEFAULT_STRATEGY) != Z_OK)
		return NULL;
	uLong cap = deflateBound(&zs, (uLong)in->len);
	out = dt_zalloc(sizeof(*out) + cap);
	out->refs = 1;
	zs.next_in = (Bytef *)(uintptr_t)in->data;
	zs.avail_in = (uInt)in->len;
	zs.next_out = (Bytef *)out->data;
	zs.avail_out = (uInt)cap;
	if (deflate(&zs, Z_FINISH) != Z_STREAM_END) {
		deflateEnd(&zs);
		free(out);
		return NULL;
	}
	out->len = zs.total_out;
	deflateEnd(&zs);
	return out;
}

/* Does an Accept-Encoding value accept gzip?  A "gzip" (or "x-gzip")
 * coding whose q is not zero. */
static bool accepts_gzip(const char *v, size_t len)
{
	const char *end = v + len;

	while (v < end) {
		const char *comma = memchr(v, ',', (size_t)(end - v)), *e = comma ? comma : end;
		const char *semi = memchr(v, ';', (size_t)(e - v)), *te = semi ? semi : e;

		while (v < te && (*v == ' ' || *v == '\t'))
			v++;
		while (te > v && (te[-1] == ' ' || te[-1] == '\t' || te[-1] == '\r'))
			te--;
		if (((size_t)(te - v) == 4 && strncasecmp(v, "gzip", 4) == 0) ||
		    ((size_t)(te - v) == 6 && strncasecmp(v, "x-gzip", 6) == 0)) {
			const char *q = semi ? semi + 1 : e;

			while (q < e && (*q == ' ' || *q == '\t'))
				q++;
			if (e - q < 3 || strncasecmp(q, "q=", 2) != 0)
				return true;
			for (q += 2; q < e && (*q == '0' || *q == '.'); q++)
				;
			return q < e && *q >= '1' && *q <= '9';
		}
		v = e + (e < end);
	}
	return false;
}

/* The value of header `name` in the request's header lines, or NULL;
 * len gets its length. */
static const char *header(const char *req, size_t reqlen, const char *name, size_t *len)
{
	size_t nl = strlen(name);
	const char *p = memchr(req, '\n', reqlen), *end = req + reqlen;

	while (p != NULL && ++p < end) {
		const char *eol = memchr(p, '\n', (size_t)(end - p));

		if (eol == NULL)
			eol = end;
		if ((size_t)(eol - p) > nl && strncasecmp(p, name, nl) == 0 && p[nl] == ':') {
			const char *v = p + nl + 1;

			while (v < eol && (*v == ' ' || *v == '\t'))
				v++;
			*len = (size_t)(eol - v);
			return v;
		}
		p = eol;
	}
	return NULL;
}

/* A complete request: answer it. */
static void handle(dtrace_hdl_t *h, struct mx_conn *c, int64_t now, struct body *b)
{
	const char *eol = memchr(c->req, '\n', c->reqlen);
	char line[MX_REQ_MAX], method[16], target[MX_REQ_MAX], version[16];
	size_t n = (size_t)(eol - c->req);
	const char *acc;
	size_t alen = 0;
	enum dt_metrics_fmt fmt = DT_METRICS_PROMETHEUS;
	bool head;

	if (n > 0 && c->req[n - 1] == '\r')
		n--;
	memcpy(line, c->req, n);
	line[n] = '\0';
	if (memchr(c->req, '\0', c->reqlen) != NULL ||
	    sscanf(line, "%15s %8191s %15s", method, target, version) != 3 ||
	    strncmp(version, "HTTP/1.", 7) != 0) {
		respond_text(c, now, "400 Bad Request", "bad request\n", NULL);
		return;
	}
	if (strcmp(target, "/metrics") != 0 && strncmp(target, "/metrics?", 9) != 0) {
		respond_text(c, now, "404 Not Found", "only /metrics is here\n", NULL);
		return;
	}
	head = strcmp(method, "HEAD") == 0;
	if (!head && strcmp(method, "GET") != 0) {
		respond_text(c, now, "405 Method Not Allowed", "only GET and HEAD\n",
			     "Allow: GET, HEAD\r\n");
		return;
	}
	/* Prometheus asks for OpenMetrics first; curl and the rest get
	 * the classic text. */
	acc = header(c->req, c->reqlen, "Accept", &alen);
	if (acc != NULL && memmem(acc, alen, "application/openmetrics-text", 28) != NULL)
		fmt = DT_METRICS_OPENMETRICS;
	b += fmt;
	if (!make_body(h, b, fmt)) {
		respond_text(c, now, "500 Internal Server Error",
			     "cannot read the aggregations\n", NULL);
		return;
	}
	acc = header(c->req, c->reqlen, "Accept-Encoding", &alen);
	if (acc != NULL && accepts_gzip(acc, alen)) {
		if (b->gz == NULL)
			b->gz = gzip_blob(b->blob);
		if (b->gz != NULL) {
			h->rt->self.scrapes[1]++;
			respond(c, now, "200 OK", dt_metrics_content_type(fmt), b->gz, head,
				"Content-Encoding: gzip\r\nVary: Accept-Encoding\r\n");
			return;
		}
	}
	h->rt->self.scrapes[0]++;
	respond(c, now, "200 OK", dt_metrics_content_type(fmt), b->blob, head,
		"Vary: Accept-Encoding\r\n");
}

static void conn_read(dtrace_hdl_t *h, struct mx_conn *c, int64_t now, struct body *b)
{
	for (;;) {
		ssize_t r;

		if (c->reqlen == sizeof(c->req)) {
			respond_text(c, now, "431 Request Header Fields Too Large",
				     "request too large\n", NULL);
			return;
		}
		r = recv(c->fd, c->req + c->reqlen, sizeof(c->req) - c->reqlen, MSG_DONTWAIT);
		if (r == 0 || (r < 0 && errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR)) {
			conn_close(c);	/* gone before asking anything */
			return;
		}
		if (r < 0) {
			if (errno == EINTR)
				continue;
			break;
		}
		c->reqlen += (size_t)r;
		/* Headers end at an empty line; a body, if any, is ignored. */
		if (memmem(c->req, c->reqlen, "\r\n\r\n", 4) != NULL ||
		    memmem(c->req, c->reqlen, "\n\n", 2) != NULL) {
			handle(h, c, now, b);
			return;
		}
	}
	if (now > c->deadline_ns)
		respond_text(c, now, "408 Request Timeout", "request timeout\n", NULL);
}

static void conn_write(struct mx_conn *c, int64_t now)
{
	size_t total = c->hdrlen + (c->body ? c->body->len : 0);

	while (c->sent < total) {
		bool in_hdr = c->sent < c->hdrlen;
		const char *p = in_hdr ? c->hdr + c->sent : c->body->data + (c->sent - c->hdrlen);
		size_t n = in_hdr ? c->hdrlen - c->sent : total - c->sent;
		ssize_t w = send(c->fd, p, n, MSG_DONTWAIT | MSG_NOSIGNAL |
				 (in_hdr && c->body ? MSG_MORE : 0));

		if (w < 0 && errno == EINTR)
			continue;
		if (w < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)) {
			if (now > c->deadline_ns)
				conn_close(c);	/* a client that does not read */
			return;
		}
		if (w <= 0) {
			conn_close(c);
			return;
		}
		c->sent += (size_t)w;
	}
	conn_linger(c, now);
}

static void conn_drain(struct mx_conn *c, int64_t now)
{
	char buf[4096];
	ssize_t r;

	while ((r = recv(c->fd, buf, sizeof(buf), MSG_DONTWAIT)) > 0)
		;
	if (r == 0 || (r < 0 && errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR) ||
	    now > c->deadline_ns)
		conn_close(c);
}

/* A slot for a new connection: a free one, else one that is only
 * waiting for its client to close, else the one that has been sending
 * its request the longest (a slow or idle client); NULL when every slot
 * is busy sending a response. */
static struct mx_conn *slot(struct dt_metrics_srv *s)
{
	struct mx_conn *victim = NULL;

	for (int i = 0; i < MX_CONNS; i++) {
		struct mx_conn *c = &s->conns[i];

		if (c->state == MX_FREE)
			return c;
		if (c->state == MX_WRITE)
			continue;
		if (victim == NULL ||
		    (c->state == MX_LINGER && victim->state == MX_READ) ||
		    (c->state == victim->state && c->deadline_ns < victim->deadline_ns))
			victim = c;
	}
	if (victim != NULL)
		conn_close(victim);
	return victim;
}

/* One step of a connection: read, answer, write, wait for the close. */
static void step(dtrace_hdl_t *h, struct mx_conn *c, int64_t now, struct body *b)
{
	if (c->state == MX_READ)
		conn_read(h, c, now, b);
	if (c->state == MX_WRITE)
		conn_write(c, now);
	else if (c->state == MX_LINGER)
		conn_drain(c, now);
}

void dt_metrics_serve(dtrace_hdl_t *h)
{
	struct dt_metrics_srv *s = h->rt ? h->rt->metrics : NULL;
	bool fresh[MX_CONNS] = { false };
	int64_t now;

	if (s == NULL)
		return;
	now = dt_rt_now_ns();
	/* A request that came with its connection is answered at once,
	 * before the next accept may need its slot. */
	for (int i = 0; i < MX_ACCEPTS; i++) {
		int fd = accept4(s->lfd, NULL, NULL, SOCK_NONBLOCK | SOCK_CLOEXEC);
		struct mx_conn *c;

		if (fd < 0)
			break;	/* EAGAIN: none waiting; anything else: next round */
		if ((c = slot(s)) == NULL) {
			close(fd);	/* every slot is busy sending: shed */
			continue;
		}
		c->fd = fd;
		c->state = MX_READ;
		c->reqlen = 0;
		c->deadline_ns = now + (int64_t)MX_READ_MS * 1000000;
		step(h, c, now, s->bodies);
		fresh[c - s->conns] = true;
	}
	for (int i = 0; i < MX_CONNS; i++)
		if (!fresh[i] && s->conns[i].state != MX_FREE)
			step(h, &s->conns[i], now, s->bodies);
}

bool dt_metrics_sending(dtrace_hdl_t *h)
{
	struct dt_metrics_srv *s = h->rt ? h->rt->metrics : NULL;

	for (int i = 0; s != NULL && i < MX_CONNS; i++)
		if (s->conns[i].state == MX_WRITE)
			return true;
	return false;
}

void dt_metrics_close(struct dt_runtime *rt)
{
	struct dt_metrics_srv *s = rt->metrics;

	if (s == NULL)
		return;
	for (int i = 0; i < MX_CONNS; i++)
		if (s->conns[i].state != MX_FREE)
			conn_close(&s->conns[i]);
	close(s->lfd);
	for (int i = 0; i < 2; i++) {
		blob_put(s->bodies[i].blob);
		blob_put(s->bodies[i].gz);
	}
	free(s);
	free(rt->self.ranges);
	rt->self.ranges = NULL;
	rt->self.nranges = 0;
	rt->metrics = NULL;
}
