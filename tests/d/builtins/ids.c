/* The ids the built-in variables are checked against: the process writes
 * what the system calls say its ids are (main thread, then a second
 * thread) to the file argv[1]; each thread calls getppid() once as the
 * probe's marker; then an open that fails with ENOENT and one that works. */
#include <fcntl.h>
#include <pthread.h>
#include <stdio.h>
#include <sys/syscall.h>
#include <unistd.h>

static FILE *out;

static void *second(void *arg)
{
	fprintf(out, "ids pid %d ppid %d tid %ld\n", getpid(), getppid(),
		(long)syscall(SYS_gettid));
	return arg;
}

int main(int argc, char **argv)
{
	pthread_t t;
	if (argc < 2 || !(out = fopen(argv[1], "w")))
		return 1;
	fprintf(out, "ids pid %d ppid %d tid %ld uid %d gid %d\n", getpid(), getppid(),
		(long)syscall(SYS_gettid), (int)getuid(), (int)getgid());
	pthread_create(&t, NULL, second, NULL);
	pthread_join(t, NULL);
	fclose(out);
	open("/nonexistent/dtrace-ids", O_RDONLY);
	return open("/dev/null", O_RDONLY) < 0;
}
