/* Target of the USDT semaphore test: its probes are guarded by
 * semaphores, which are non-zero only while a tracer has them enabled.
 * It reports (on stderr) the semaphores it saw. */
#define _SDT_HAS_SEMAPHORES 1
#include <stdio.h>
#include <sys/sdt.h>

unsigned short semprov_gated_semaphore __attribute__((section(".probes")));
unsigned short semprov_idle_semaphore __attribute__((section(".probes")));

__attribute__((noinline)) static void fire(int i)
{
	if (semprov_gated_semaphore)
		DTRACE_PROBE1(semprov, gated, i);
	if (semprov_idle_semaphore)
		DTRACE_PROBE1(semprov, idle, i);
}

int main(void)
{
	for (int i = 1; i <= 2; i++)
		fire(i);
	fprintf(stderr, "semaphores: gated %d idle %d\n", semprov_gated_semaphore,
	       semprov_idle_semaphore);
	return 0;
}
