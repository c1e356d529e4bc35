/* vtimestamp's workload: between two marker system calls the thread
 * first sleeps 300 ms (no CPU), then burns 200 ms of its own CPU time
 * (CLOCK_THREAD_CPUTIME_ID, whatever the machine's load), then makes the
 * last marker call. */
#include <time.h>
#include <unistd.h>

static long long cputime_ns(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
	return ts.tv_sec * 1000000000LL + ts.tv_nsec;
}

int main(void)
{
	struct timespec nap = { 0, 300000000 };
	getppid();			/* marker: start */
	nanosleep(&nap, NULL);
	getppid();			/* marker: slept */
	long long end = cputime_ns() + 200000000LL;
	volatile unsigned long spin = 0;
	while (cputime_ns() < end)
		spin++;
	getppid();			/* marker: burned */
	return 0;
}
