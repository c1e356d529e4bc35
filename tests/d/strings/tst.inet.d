/* inet_ntoa, inet_ntoa6, inet_ntop: zero-run compression and IPv4 in IPv6
 * (bare with inet_ntoa6, "::" / "::ffff:" prefixed with inet_ntop). */
#pragma D option quiet

uint8_t v4[4];
uint8_t a[16];
uint8_t b[16];
uint8_t c[16];
uint8_t d[16];
uint8_t e[16];
uint8_t f[16];
uint8_t g[16];
uint8_t h[16];

BEGIN
{
	v4[0] = 192; v4[1] = 168; v4[2] = 1; v4[3] = 23;
	a[0] = 0xfe; a[1] = 0x80; a[8] = 0x02; a[9] = 0x14; a[10] = 0x4f;
	a[11] = 0xff; a[12] = 0xfe; a[13] = 0x0b; a[14] = 0x76; a[15] = 0xc8;
	b[0] = 0x10; b[1] = 0x80; b[10] = 0x08; b[11] = 0x08; b[13] = 0x0c;
	b[14] = 0x41; b[15] = 0x7a;
	c[15] = 0x01;
	e[12] = 0x7f; e[15] = 0x01;
	f[10] = 0xff; f[11] = 0xff; f[12] = 0x7f; f[15] = 0x01;
	g[10] = 0xff; g[11] = 0xfe; g[12] = 0x7f; g[15] = 0x01;
	h[2] = 0x01; h[6] = 0x00; h[10] = 0x02; h[14] = 0x03;

	printf("%s %s\n", inet_ntoa((ipaddr_t *)v4), inet_ntop(AF_INET, v4));
	printf("%s %s\n", inet_ntoa6((struct in6_addr *)a), inet_ntop(AF_INET6, a));
	printf("%s %s\n", inet_ntoa6((struct in6_addr *)b), inet_ntop(AF_INET6, b));
	printf("%s %s\n", inet_ntoa6((struct in6_addr *)c), inet_ntop(AF_INET6, c));
	printf("%s %s\n", inet_ntoa6((struct in6_addr *)d), inet_ntop(AF_INET6, d));
	printf("%s %s\n", inet_ntoa6((struct in6_addr *)e), inet_ntop(AF_INET6, e));
	printf("%s %s\n", inet_ntoa6((struct in6_addr *)f), inet_ntop(AF_INET6, f));
	printf("%s %s\n", inet_ntoa6((struct in6_addr *)g), inet_ntop(AF_INET6, g));
	printf("%s %s\n", inet_ntoa6((struct in6_addr *)h), inet_ntop(AF_INET6, h));
	af = AF_INET6;
	printf("%s\n", inet_ntop(af, a));
	exit(0);
}
