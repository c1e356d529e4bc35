/* tlsthreads: getppid(2) in the main thread, then in a second thread
 * (joined), then in the main thread again. */
#include <pthread.h>
#include <sys/syscall.h>
#include <unistd.h>

static void *second(void *arg)
{
	syscall(SYS_getppid);
	return arg;
}

int main(void)
{
	pthread_t t;

	syscall(SYS_getppid);
	if (pthread_create(&t, NULL, second, NULL) != 0)
		return 1;
	pthread_join(t, NULL);
	syscall(SYS_getppid);
	return 0;
}
