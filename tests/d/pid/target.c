/* Target of the pid provider tests: known arguments, return values and a
 * libc call.  With an argument it reads numbers from stdin instead, one
 * call of add() per line, and exits at end of file (tst.grab.sh). */
#include <stdio.h>
#include <stdlib.h>

__attribute__((noinline)) long add(long a, long b)
{
	return a + b;
}

__attribute__((noinline)) long eight(long a, long b, long c, long d, long e, long f,
				     long g, long h)
{
	return a + b + c + d + e + f + g + h;
}

__attribute__((noinline)) int negate(int x)
{
	return -x;
}

int main(int argc, char **argv)
{
	char line[64];
	long sum = 0;

	(void)argv;
	if (argc > 1) {
		while (fgets(line, sizeof(line), stdin))
			sum += add(atol(line), 0);
		return sum == 0;
	}
	for (long i = 1; i <= 3; i++)
		sum += add(i, 100 * i);
	sum += eight(1, 2, 3, 4, 5, 6, 7, 8);
	sum += negate(42);
	/* a string on the stack: an untouched .rodata page cannot be read
	 * from a probe (no page faults there) */
	snprintf(line, sizeof(line), "%d", 1234);
	sum += atoi(line);
	return sum == 1834 ? 0 : 1;
}
