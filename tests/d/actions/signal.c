/* The target of raise() and stop(): a getppid(2) the probe acts on, then
 * what it saw before it ran on in user space, written to argv[1] (apart
 * from dtrace's output, which it would race with). */
#include <signal.h>
#include <stdio.h>
#include <unistd.h>

static volatile sig_atomic_t got;

static void on_signal(int sig)
{
	got = sig;
}

int main(int argc, char **argv)
{
	FILE *out;

	if (argc < 2 || !(out = fopen(argv[1], "w")))
		return 2;
	signal(SIGUSR1, on_signal);
	getppid();
	fprintf(out, "after getppid: signal %d\n", (int)got);
	return fclose(out) != 0;
}
