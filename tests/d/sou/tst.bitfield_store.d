/* Bit-field stores leave their neighbours alone and read back
 * sign- or zero-extended. */
#pragma D option quiet

struct bf {
	unsigned a : 3;
	int b : 5;
	unsigned long c : 40;
	int d : 4;
} v;
self struct bf w;

BEGIN
{
	v.a = 0xff;
	v.b = -3;
	v.c = 0xabcdef1234;
	v.d = 7;
	printf("%d %d %x %d\n", v.a, v.b, v.c, v.d);
	v.b = 15;
	v.d += 2;
	printf("%d %d %x %d\n", v.a, v.b, v.c, v.d);
	self->w.b = -16;
	self->w.d = 1;
	printf("%d %d\n", self->w.b, self->w.d);
	exit(0);
}
