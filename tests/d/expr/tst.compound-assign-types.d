/*
 * x op= v is x = x op v (the Guide: "equivalent to" the longer form): the
 * operation takes both operands as their types hold them, with the binary
 * operator's conversions, and the result is stored in x's type, as an
 * assignment stores any value.  The same in every kind of storage: a
 * global, a clause-local, a thread-local, an associative array element,
 * a struct member, an array element and alloca() memory.  Widening casts
 * take their operand's value in the operand's own type.  Expected values
 * are C's (LP64), checked with gcc.
 */
#pragma D option quiet

struct s { int i; unsigned int u; };
struct s st;
int gi;
unsigned int gu;
short gs;
char gc;
unsigned char guc;
int arr[2];
int A[int];
self int ti;

BEGIN
{
	gi = -22; gi /= 0x300000007LL; printf("global int /= long: %d\n", gi);
	gi = -22; gi %= 0x300000007LL; printf("global int %%= long: %d\n", gi);
	gi = -22; gi *= 267461467796LL; printf("global int *= long: %d\n", gi);
	gi = 5; gi += 0x100000000LL; printf("global int += 2^32: %d\n", gi);
	gu = 0; gu -= 1; printf("global uint -= 1: %u\n", gu);
	gu = 10; gu /= -2; printf("global uint /= -2: %u\n", gu);
	gs = 300; gs *= 1000; printf("global short *= 1000: %d\n", gs);
	gc = 127; gc++; printf("global char ++ at 127: %d\n", gc);
	guc = 0; guc--; printf("global uchar -- at 0: %d\n", guc);
	gi = 3; gi <<= 31; printf("global int <<= 31: %d\n", gi);
	gi = -7; gi >>= 1; printf("global int >>= 1: %d\n", gi);
	gu = 0xfffffff0; gu >>= 1; printf("global uint >>= 1: %u\n", gu);

	this->i = 0;
	this->i = -22; this->i *= 267461467796LL;
	printf("clause-local int *= long: %d (as int64_t %d)\n", this->i, (int64_t)this->i);
	this->i = -22; this->i /= 0x300000007LL; printf("clause-local int /= long: %d\n", this->i);
	this->i = 2147483647; this->i++; printf("clause-local int ++ at INT_MAX: %d\n", (int64_t)this->i);

	self->ti = -22; self->ti *= 267461467796LL;
	printf("thread-local int *= long: %d\n", (int64_t)self->ti);
	self->ti = 2147483647; printf("value of ++ at INT_MAX: %d\n", (int64_t)++self->ti);
	self->ti = 2147483647; printf("value of post ++ at INT_MAX: %d\n", (int64_t)self->ti++);
	printf("after post ++: %d\n", (int64_t)self->ti);

	A[1] = -22; A[1] *= 267461467796LL; printf("assoc int *= long: %d\n", (int64_t)A[1]);
	A[2] = -22; A[2] %= 0x300000007LL; printf("assoc int %%= long: %d\n", (int64_t)A[2]);

	st.i = -22; st.i *= 267461467796LL; printf("member int *= long: %d\n", (int64_t)st.i);
	st.u = 10; st.u /= -2; printf("member uint /= -2: %u\n", st.u);

	arr[1] = -22; arr[1] *= 267461467796LL; printf("element int *= long: %d\n", (int64_t)arr[1]);

	this->p = (int *)alloca(sizeof (int));
	*this->p = -22; *this->p /= 0x300000007LL; printf("alloca int /= long: %d\n", *this->p);
	*this->p = -22; *this->p *= 267461467796LL; printf("alloca int *= long: %d\n", (int64_t)*this->p);

	gi = -1; gu = 0x12345678;
	printf("(int64_t)(int ^ uint): %d\n", (int64_t)(gi ^ gu));
	printf("(long)(short)-1: %d\n", (long)(short)-1);
	printf("(uint64_t)(unsigned char)-1: %u\n", (uint64_t)(unsigned char)-1);

	/* nested read-modify-writes whose operands need registers */
	st.u = 1; st.i = 5; self->ti = 7; A[3] = 9;
	st.u |= (A[3] -= 2) ? (st.i -= (self->ti <<= 2)) : 0;
	printf("nested: %u %d %d %d\n", st.u, st.i, self->ti, A[3]);
	exit(0);
}
