/*
 * Closing attachments.  Closing a tracepoint perf event waits for RCU
 * grace periods inside the kernel (~25 ms idle, far more under load), so
 * syscall:::entry's ~360 events took 10 s one by one.  Two remedies:
 * close from several threads (the waits overlap), and, once no program
 * records any more, let a helper process do it so dtrace can exit at
 * once.  Either way the attachments are only fds: the kernel still
 * removes them when every holder is gone, even after kill -9.
 */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <stdint.h>
#include <stdlib.h>
#include <sys/wait.h>
#include <unistd.h>

#include "runtime/runtime.h"

#define DT_CLOSE_THREADS	32
/* Fewer attachments than this are closed in place: not worth a process. */
#define DT_BACKGROUND_MIN	32

struct closer {
	const int *fds;
	int n, step;
};

static void *close_some(void *arg)
{
	const struct closer *c = arg;
	for (int i = 0; i < c->n; i += c->step)
		if (c->fds[i] >= 0)
			close(c->fds[i]);
	return NULL;
}

/* Close fds from up to DT_CLOSE_THREADS threads, each taking every
 * nt-th fd: a thread per fd up to that, since a few fds can be the
 * costly ones (each uprobe-multi link of a pid glob waits a grace period
 * on close: 11 links of libc's entry probes took 1.4 s one by one at
 * load 9), and a thread costs some 50 us.  But the first fd closes here:
 * when the rest would take less than DT_CLOSE_INPLACE_NS at its pace (a
 * kernel whose grace periods are short: 1-3 ms each on 6.18), they close
 * here too, as the threads would cost more memory than time (the first
 * thread of a process maps 100-200 KiB more of libc: the peak RSS of
 * syscall:::entry's count). */
#define DT_CLOSE_INPLACE_NS	(20 * 1000000LL)
static void close_parallel(const int *fds, int n)
{
	if (n > 1) {
		int64_t t0 = dt_rt_now_ns();
		if (fds[0] >= 0)
			close(fds[0]);
		if ((dt_rt_now_ns() - t0) * (n - 1) <= DT_CLOSE_INPLACE_NS) {
			close_some(&(struct closer){ .fds = fds + 1, .n = n - 1, .step = 1 });
			return;
		}
		fds++;
		n--;
	}
	int nt = n < DT_CLOSE_THREADS ? n : DT_CLOSE_THREADS;
	pthread_t tid[DT_CLOSE_THREADS];
	struct closer c[DT_CLOSE_THREADS];
	int started = 0;

	if (nt < 1)
		nt = 1;
	for (int t = 0; t < nt; t++)
		c[t] = (struct closer){ .fds = fds + t, .n = n - t, .step = nt };
	for (int t = 0; nt > 1 && t < nt; t++) {
		if (pthread_create(&tid[t], NULL, close_some, &c[t]) != 0)
			break;
		started++;
	}
	for (int t = started; t < nt; t++)	/* no thread for these: here */
		close_some(&c[t]);
	for (int t = 0; t < started; t++)
		pthread_join(tid[t], NULL);
}

static bool in_set(int fd, const int *fds, int n)
{
	for (int i = 0; i < n; i++)
		if (fds[i] == fd)
			return true;
	return false;
}

/* In a (grandchild) helper process: drop every fd but the attachments and
 * `go`, wait until the caller has closed its copies (EOF on `go`), then
 * close ours.  Waiting matters: whoever closes an event last pays its RCU
 * grace period, and that must be the helper, never dtrace itself. */
static void helper(const int *fds, int n, int go)
{
	DIR *d = opendir("/proc/self/fd");
	if (d) {
		int self = dirfd(d);
		struct dirent *e;
		while ((e = readdir(d)) != NULL) {
			int fd = atoi(e->d_name);
			if (e->d_name[0] != '.' && fd != self && fd != go && !in_set(fd, fds, n))
				close(fd);
		}
		closedir(d);
	}
	char c;
	while (read(go, &c, 1) < 0 && errno == EINTR)
		;
	close(go);
	close_parallel(fds, n);
}

/* Hand the fds to a grandchild (reaped by init, never waited for) and
 * close ours, which is quick while it still holds them; then let it go.
 * false: no process could be made. */
static bool close_in_background(const int *fds, int n)
{
	int go[2];
	if (pipe2(go, O_CLOEXEC) < 0)
		return false;
	fflush(NULL);
	pid_t pid = fork();
	if (pid < 0) {
		close(go[0]);
		close(go[1]);
		return false;
	}
	if (pid == 0) {
		if (fork() == 0) {
			close(go[1]);
			helper(fds, n, go[0]);
		}
		_exit(0);
	}
	close(go[0]);
	while (waitpid(pid, NULL, 0) < 0 && errno == EINTR)
		;
	for (int i = 0; i < n; i++)
		if (fds[i] >= 0)
			close(fds[i]);
	close(go[1]);		/* EOF: the helper may close now */
	return true;
}

void dt_detach_fds(const int *fds, int n, bool background)
{
	if (n <= 0)
		return;
	if (background && n >= DT_BACKGROUND_MIN && close_in_background(fds, n))
		return;
	close_parallel(fds, n);
}
