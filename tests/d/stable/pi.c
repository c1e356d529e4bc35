/*
 * Priority inheritance, deterministically: the main thread (SCHED_OTHER)
 * holds a PTHREAD_PRIO_INHERIT mutex that a SCHED_FIFO 10 thread then
 * waits for, which lends the main thread its priority (sched_pi_setprio);
 * once /proc shows the main thread boosted, it unlocks (the priority
 * returns: sched_pi_setprio again).
 */
#include <pthread.h>
#include <sched.h>
#include <stdio.h>
#include <string.h>
#include <sys/resource.h>

static pthread_mutex_t m;

static void *waiter(void *arg)
{
	(void)arg;
	pthread_mutex_lock(&m);
	pthread_mutex_unlock(&m);
	return NULL;
}

/* stat's priority field: -11 once a FIFO 10 thread's priority is lent */
static int priority(void)
{
	char buf[1024];
	FILE *f = fopen("/proc/thread-self/stat", "r");
	size_t n = f ? fread(buf, 1, sizeof (buf) - 1, f) : 0;
	int pri = 0;

	if (f)
		fclose(f);
	buf[n] = '\0';
	char *p = strrchr(buf, ')');
	/* after the comm: state, then fields 4..17, then priority (18) */
	if (p && sscanf(p + 2, "%*c %*d %*d %*d %*d %*d %*u %*u %*u %*u %*u "
	    "%*u %*u %*d %*d %d", &pri) == 1)
		return pri;
	return 0;
}

int main(void)
{
	pthread_mutexattr_t ma;
	pthread_attr_t ta;
	struct sched_param sp = { .sched_priority = 10 };
	pthread_t t;

	/* nice 0 whatever the test runs under: priority 19 on the Guide's scale */
	setpriority(PRIO_PROCESS, 0, 0);
	pthread_mutexattr_init(&ma);
	pthread_mutexattr_setprotocol(&ma, PTHREAD_PRIO_INHERIT);
	pthread_mutex_init(&m, &ma);
	pthread_mutex_lock(&m);

	pthread_attr_init(&ta);
	pthread_attr_setinheritsched(&ta, PTHREAD_EXPLICIT_SCHED);
	pthread_attr_setschedpolicy(&ta, SCHED_FIFO);
	pthread_attr_setschedparam(&ta, &sp);
	if (pthread_create(&t, &ta, waiter, NULL) != 0) {
		fprintf(stderr, "no SCHED_FIFO thread\n");
		return 1;
	}
	while (priority() >= 0)
		sched_yield();
	pthread_mutex_unlock(&m);
	pthread_join(t, NULL);
	return 0;
}
