/* Kernel typedefs in inline, thread-local, member and translator declarations and in xlate. */
#pragma D option quiet
inline uint MAXV = 7;
self uint s;
struct w { uint a; ulong b; };
translator struct w < uint x > { a = x; b = x * 2; };
BEGIN
{
	self->s = 3;
	this->p = (uint *)0;
	printf("%d %d %d %d\n", MAXV, self->s, xlate <struct w> ((uint)5).b, sizeof(struct w));
	printf("%d\n", sizeof(this->p[0]));
	exit(0);
}
