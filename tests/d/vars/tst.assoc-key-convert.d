/*
 * A tuple is converted to its array's key signature as a function's
 * arguments are (the guide's rule for compatible tuples): an int key
 * holds the low 32 bits of a wider value, so (long)1 << 33 names the
 * same element as 0, and 0xffffffff the same as -1; an unsigned long
 * long key keeps all 64 bits.  Keys mixing 4-byte integers, strings and
 * 8-byte integers keep every element apart, and a global array never
 * meets a thread-local one of the same shape.
 */
#pragma D option quiet

enum colour { RED, GREEN };
int x[int];
int w[unsigned long long];

BEGIN
{
	x[0] = 1;
	x[-1] = 2;
	big = (long)1 << 33;
	printf("x[1 << 33] = %d\n", x[big]);
	printf("x[0xffffffff] = %d\n", x[0xffffffff]);
	w[0] = 1;
	printf("w[1 << 33] = %d\n", w[big]);
	w[big] = 3;
	printf("w[0] = %d, w[1 << 33] = %d\n", w[0], w[big]);

	m[1, "one", 2ll, (short)3, GREEN] = 10;
	m[1, "one", 2ll, (short)3, RED] = 20;
	m[1, "one", 2ll, (short)4, GREEN] = 30;
	m[1, "two", 2ll, (short)3, GREEN] = 40;
	m[2, "one", 2ll, (short)3, GREEN] = 50;
	m[1, "one", (2ll << 40), (short)3, GREEN] = 60;
	printf("m: %d %d %d %d %d %d %d\n", m[1, "one", 2ll, (short)3, GREEN],
	    m[1, "one", 2ll, (short)3, RED], m[1, "one", 2ll, (short)4, GREEN],
	    m[1, "two", 2ll, (short)3, GREEN], m[2, "one", 2ll, (short)3, GREEN],
	    m[1, "one", (2ll << 40), (short)3, GREEN], m[1, "one", 3ll, (short)3, GREEN]);

	g[1, 1] = 7;
	self->t[1, 1] = 8;
	printf("g %d, self->t %d\n", g[1, 1], self->t[1, 1]);
	g[1, 1] = 0;
	printf("after deleting g: g %d, self->t %d\n", g[1, 1], self->t[1, 1]);
	exit(0);
}
