/* Target of the every-process USDT tests: one tick probe per line read
 * from stdin, then bye at end of file. */
#include <stdio.h>
#include <stdlib.h>
#include <sys/sdt.h>

int main(void)
{
	char line[64];
	long n = 0;
	while (fgets(line, sizeof(line), stdin)) {
		n += atol(line);
		DTRACE_PROBE1(loopprov, tick, n);
	}
	DTRACE_PROBE1(loopprov, bye, n);
	return 0;
}
