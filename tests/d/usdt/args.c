/* Target of the USDT argument tests: stapsdt probes whose arguments the
 * compiler (-O2) places in registers, in memory and as constants, one
 * probe expanded twice in a function, and one without arguments. */
#include <sys/sdt.h>

struct rec {
	long big;
	int small;
};

__attribute__((noinline)) static long work(int i, struct rec *r)
{
	DTRACE_PROBE3(testprov, loop__iter, i, r->big, r->small);
	DTRACE_PROBE2(testprov, consts, 42, -7);
	DTRACE_PROBE2(testprov, narrow, (short)(i * -100), (unsigned char)(200 + i));
	long x = r->big * 3 + i;
	DTRACE_PROBE1(testprov, twice, r->big);
	DTRACE_PROBE1(testprov, twice, x);
	return x;
}

int main(void)
{
	struct rec r = { 1000, -5 };
	long t = 0;
	for (int i = 0; i < 2; i++) {
		r.big += i;
		t += work(i, &r);
	}
	DTRACE_PROBE(testprov, done);
	return t == 6004 ? 0 : 1;
}
