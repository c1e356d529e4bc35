/*
 * -c targets: the command is started under ptrace and held at its entry
 * point (after the dynamic linker has mapped its libraries, before any of
 * its own code ran) so that pid and USDT probes can be resolved against
 * its real mappings and attached before it does anything.
 */
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/ptrace.h>
#include <sys/user.h>
#include <sys/wait.h>
#include <unistd.h>
#include <linux/auxvec.h>

#include "core/dt_impl.h"
#include "prov/usym.h"

#define MAX_ARGS 256
#define INT3 0xcc

/* Split at blanks, as DTrace does (no shell). */
static int split_cmd(char *s, char **argv)
{
	int n = 0;
	for (char *t = strtok(s, " \t\n"); t && n < MAX_ARGS - 1; t = strtok(NULL, " \t\n"))
		argv[n++] = t;
	argv[n] = NULL;
	return n;
}

static uint64_t auxv_entry(int pid)
{
	char fn[64];
	uint64_t kv[2], entry = 0;
	snprintf(fn, sizeof(fn), "/proc/%d/auxv", pid);
	int fd = open(fn, O_RDONLY | O_CLOEXEC);
	if (fd < 0)
		return 0;
	while (read(fd, kv, sizeof(kv)) == sizeof(kv) && kv[0] != AT_NULL)
		if (kv[0] == AT_ENTRY)
			entry = kv[1];
	close(fd);
	return entry;
}

/* Wait for the tracee to stop; false when it exited instead. */
static bool wait_stop(int pid, int *sig)
{
	int st;
	while (waitpid(pid, &st, 0) < 0)
		if (errno != EINTR)
			return false;
	if (!WIFSTOPPED(st))
		return false;
	*sig = WSTOPSIG(st);
	return true;
}

/* Run from the exec stop to a breakpoint at the entry point, then put the
 * original instruction back. */
static int run_to_entry(int pid)
{
	uint64_t entry = auxv_entry(pid);
	if (!entry)
		return -1;
	errno = 0;
	long word = ptrace(PTRACE_PEEKTEXT, pid, (void *)entry, NULL);
	if (errno)
		return -1;
	long bp = (word & ~0xffL) | INT3;
	if (ptrace(PTRACE_POKETEXT, pid, (void *)entry, (void *)bp) < 0)
		return -1;
	int sig;
	for (;;) {
		if (ptrace(PTRACE_CONT, pid, NULL, NULL) < 0 || !wait_stop(pid, &sig))
			return -1;
		if (sig == SIGTRAP)
			break;
	}
	struct user_regs_struct regs;
	if (ptrace(PTRACE_GETREGS, pid, NULL, &regs) < 0 || regs.rip != entry + 1)
		return -1;
	regs.rip = entry;
	if (ptrace(PTRACE_POKETEXT, pid, (void *)entry, (void *)word) < 0 ||
	    ptrace(PTRACE_SETREGS, pid, NULL, &regs) < 0)
		return -1;
	return 0;
}

int dtrace_proc_create(dtrace_hdl_t *h, const char *cmd)
{
	char *copy = dt_strdup(cmd), *argv[MAX_ARGS];
	if (split_cmd(copy, argv) == 0) {
		free(copy);
		return dt_set_errmsg(h, "failed to execute %s: %s", cmd, strerror(ENOENT));
	}
	int errpipe[2];
	if (pipe2(errpipe, O_CLOEXEC) < 0) {
		free(copy);
		return dt_set_errmsg(h, "failed to execute %s: %s", cmd, strerror(errno));
	}
	pid_t parent = getpid();
	pid_t pid = fork();
	if (pid == 0) {
		close(errpipe[0]);
		/* Die with dtrace: a root -c target must not outlive it by
		 * accident (PTRACE_O_EXITKILL below covers the time it is held;
		 * this covers the instants before, and dtrace's death after). */
		prctl(PR_SET_PDEATHSIG, SIGKILL);
		if (getppid() != parent)
			_exit(127);
		ptrace(PTRACE_TRACEME, 0, NULL, NULL);
		execvp(argv[0], argv);
		int e = errno;
		if (write(errpipe[1], &e, sizeof(e)) < 0)
			_exit(127);
		_exit(127);
	}
	free(copy);
	close(errpipe[1]);
	if (pid < 0) {
		close(errpipe[0]);
		return dt_set_errmsg(h, "failed to execute %s: %s", cmd, strerror(errno));
	}
	int e = 0;
	/* The pipe closes on a successful exec; an errno arrives otherwise. */
	if (read(errpipe[0], &e, sizeof(e)) == sizeof(e)) {
		close(errpipe[0]);
		waitpid(pid, NULL, 0);
		return dt_set_errmsg(h, "failed to execute %s: %s", cmd, strerror(e));
	}
	close(errpipe[0]);
	int sig;
	if (!wait_stop(pid, &sig) ||
	    ptrace(PTRACE_SETOPTIONS, pid, NULL, (void *)PTRACE_O_EXITKILL) < 0 ||
	    run_to_entry(pid) < 0) {
		kill(pid, SIGKILL);
		waitpid(pid, NULL, 0);
		return dt_set_errmsg(h, "failed to control %s: %s", cmd, strerror(errno ? errno : EIO));
	}
	h->target_pid = pid;	/* $target */
	return pid;
}

int dtrace_proc_continue(dtrace_hdl_t *h, int pid)
{
	dt_hdl_enter(h);
	dt_usym_grab(pid);	/* for ustack() after the target exits */
	if (ptrace(PTRACE_DETACH, pid, NULL, NULL) < 0)
		return dt_set_errmsg(h, "failed to resume process %d: %s", pid, strerror(errno));
	return 0;
}

bool dtrace_proc_exited(int pid)
{
	char fn[64], buf[512];
	snprintf(fn, sizeof(fn), "/proc/%d/stat", pid);
	int fd = open(fn, O_RDONLY | O_CLOEXEC);
	if (fd < 0)
		return errno == ENOENT || errno == ESRCH;
	ssize_t n = read(fd, buf, sizeof(buf) - 1);
	close(fd);
	if (n <= 0)
		return true;
	buf[n] = '\0';
	/* "pid (comm) S ...": the comm may hold blanks and parentheses */
	const char *rp = strrchr(buf, ')');
	return rp && rp[1] == ' ' && (rp[2] == 'Z' || rp[2] == 'X');
}
