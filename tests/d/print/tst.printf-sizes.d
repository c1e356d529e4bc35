/*
 * printf integer conversions by the argument's size and signedness (Output
 * Formatting: Size Prefixes, Conversion Formats).  A size prefix names the
 * argument's type (%hd a short, %hu an unsigned short, %hx any short, %ld a
 * long or another signed 8-byte integer, %lld a long long or a long); the
 * value is read at the argument's own size: %d and %i print it signed when
 * its type is signed and as %u when not; %u, %x, %X and %o print the
 * argument's bytes unsigned (a char of -3 is fd, a short of 0xcdef is
 * 52719); %c prints the low byte of a char, short or int; %p is the
 * address in hexadecimal without a prefix.
 */
#pragma D option quiet

short s;
unsigned short us;
char c;
uint8_t b;
unsigned u;
uint64_t uv64;
int64_t sv64;
long long ll;

BEGIN
{
	s = (short)0xcdef; us = 0xcdef; c = -3; b = 200; u = 0xffffffff;
	uv64 = -1; sv64 = -1; ll = -5;
	printf("%hd %hi %hu %hx %hX %ho\n", s, s, us, s, us, us);
	printf("%d %i %u %x %o\n", s, s, s, s, s);
	printf("%d %u %x %X %o %i\n", c, c, c, c, c, c);
	printf("%d %u %x %i\n", b, b, b, b);
	printf("%d %u %x %i\n", u, u, u, u);
	printf("%d %u %x %ld %lu %lx %lld %llx\n", uv64, uv64, uv64, sv64, uv64, uv64, ll, sv64);
	printf("%ld %lld\n", ll, sv64);
	printf("%c%c%c|\n", 65, (char)66, (short)67);
	printf("%p %p|\n", (void *)0x1234, 0x10);
	exit(0);
}
