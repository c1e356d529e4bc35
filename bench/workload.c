/*
 * The benchmark workload: N getppid() calls.  `workload N` prints the ns
 * per call (run untraced and traced: the difference is the per-event
 * tracing cost).  `workload N P` runs P processes of N calls each at once
 * and prints the combined rate in events per second (the printf flood).
 * `workload N P RATE` paces the P processes to RATE calls a second in all.
 */
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static double now_ns(void)
{
	struct timespec t;
	clock_gettime(CLOCK_MONOTONIC, &t);
	return t.tv_sec * 1e9 + t.tv_nsec;
}

static void calls(long n, double rate)
{
	double start = now_ns();

	for (long i = 0; i < n; i++) {
		syscall(SYS_getppid);
		/* paced: every 64 calls, sleep until the schedule catches up
		 * (sleeping, not spinning: the tracer's consumer needs a CPU) */
		if (rate > 0 && (i & 63) == 63) {
			double ahead = start + (i + 1) * 1e9 / rate - now_ns();

			if (ahead > 0) {
				struct timespec t = { 0, (long)ahead };
				nanosleep(&t, NULL);
			}
		}
	}
}

int main(int argc, char **argv)
{
	long n = argc > 1 ? atol(argv[1]) : 2000000;
	int procs = argc > 2 ? atoi(argv[2]) : 0;
	double rate = argc > 3 && procs > 0 ? atof(argv[3]) / procs : 0;
	double a = now_ns();

	if (procs <= 0) {
		calls(n, 0);
		printf("%.1f\n", (now_ns() - a) / n);
		return 0;
	}
	for (int p = 0; p < procs; p++)
		if (fork() == 0) {
			calls(n, rate);
			_exit(0);
		}
	while (wait(NULL) > 0)
		;
	printf("%.0f\n", (double)n * procs / ((now_ns() - a) / 1e9));
	return 0;
}
