/*
 * -c targets: the command is started under ptrace and held where -x
 * evaltime says probe descriptions are evaluated, so that pid and USDT
 * probes can be resolved against its mappings and attached before it
 * goes on: exec (at the exec: only the program and the dynamic linker are
 * mapped), preinit (its entry point: the libraries mapped and initialised,
 * its own initialisers not run), postinit and main (the default, as in
 * DTrace: at main(), every initialiser run; a program without a main
 * symbol is held at its entry point).
 */
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/ptrace.h>
#include <sys/wait.h>
#include <unistd.h>
#include <linux/auxvec.h>

#include "arch/arch.h"
#include "core/dt_impl.h"
#include "prov/elfobj.h"
#include "prov/usym.h"

#define MAX_ARGS 256

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

/* main's address in the running program: its symbol's value moved by
 * the distance between where the entry point is (auxv) and where the
 * ELF header says it is (a PIE's load base); 0 when there is none. */
static uint64_t main_addr(int pid, uint64_t entry)
{
	char exe[64];
	unsigned char ehdr[32];
	uint64_t e_entry, value;

	snprintf(exe, sizeof(exe), "/proc/%d/exe", pid);
	int fd = open(exe, O_RDONLY | O_CLOEXEC);
	if (fd < 0)
		return 0;
	ssize_t n = read(fd, ehdr, sizeof(ehdr));
	close(fd);
	/* a 64-bit ELF (x86-64, arm64): e_entry at offset 24 */
	if (n != (ssize_t)sizeof(ehdr) || memcmp(ehdr, "\177ELF\2", 5) != 0)
		return 0;
	memcpy(&e_entry, ehdr + 24, 8);
	if (dt_elf_symbol_value(exe, "main", &value) < 0 || value == 0)
		return 0;
	return value + (entry - e_entry);
}

/* Run from the exec stop to a breakpoint at the entry point (main:
 * at main), then put the original instruction back. */
static int run_to(int pid, bool at_main)
{
	uint64_t entry = auxv_entry(pid);
	if (!entry)
		return -1;
	if (at_main) {
		uint64_t m = main_addr(pid, entry);
		if (m)
			entry = m;
	}
	errno = 0;
	long word = ptrace(PTRACE_PEEKTEXT, pid, (void *)entry, NULL);
	if (errno)
		return -1;
	long bp = dt_arch_bp_word(word);
	if (ptrace(PTRACE_POKETEXT, pid, (void *)entry, (void *)bp) < 0)
		return -1;
	int sig;
	for (;;) {
		if (ptrace(PTRACE_CONT, pid, NULL, NULL) < 0 || !wait_stop(pid, &sig))
			return -1;
		if (sig == SIGTRAP)
			break;
	}
	if (dt_arch_bp_rewind(pid, entry) < 0 ||
	    ptrace(PTRACE_POKETEXT, pid, (void *)entry, (void *)word) < 0)
		return -1;
	return 0;
}

enum { STOP_EXEC, STOP_ENTRY, STOP_MAIN };

int dtrace_proc_create(dtrace_hdl_t *h, const char *cmd)
{
	const char *evaltime = dt_opt_str(h, OPT_evaltime);
	int stop = !evaltime ? STOP_MAIN : strcmp(evaltime, "exec") == 0 ? STOP_EXEC
		   : strcmp(evaltime, "preinit") == 0 ? STOP_ENTRY : STOP_MAIN;
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
	    (stop != STOP_EXEC && run_to(pid, stop == STOP_MAIN) < 0)) {
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

/* pid's state letter and flags (/proc/PID/stat's 3rd and 9th fields):
 * 1, or 0 when it is gone, -1 when its stat cannot be read (hidepid). */
static int proc_stat(int pid, char *state, unsigned long *flags)
{
	char fn[64], buf[512];
	snprintf(fn, sizeof(fn), "/proc/%d/stat", pid);
	int fd = open(fn, O_RDONLY | O_CLOEXEC);
	if (fd < 0)
		return errno == ENOENT || errno == ESRCH ? 0 : -1;
	ssize_t n = read(fd, buf, sizeof(buf) - 1);
	close(fd);
	if (n <= 0)
		return 0;
	buf[n] = '\0';
	/* "pid (comm) S ppid pgrp session tty tpgid flags ...": the comm
	 * may hold blanks and parentheses */
	const char *rp = strrchr(buf, ')');
	return rp && sscanf(rp + 1, " %c %*d %*d %*d %*d %*d %lu", state, flags) == 2 ? 1 : -1;
}

bool dtrace_proc_exited(int pid)
{
	char state;
	unsigned long flags;
	int rc = proc_stat(pid, &state, &flags);
	return rc == 0 || (rc > 0 && (state == 'Z' || state == 'X'));
}

/* The kernel's PF_KTHREAD (include/linux/sched.h): not in a uapi header. */
#define DT_PF_KTHREAD 0x00200000UL

const char *dtrace_proc_grab_error(int pid)
{
	char state;
	unsigned long flags;
	int rc = proc_stat(pid, &state, &flags);
	if (rc == 0)
		return "No such process";
	if (rc < 0)
		return NULL;	/* the grab itself will say */
	if (state == 'Z' || state == 'X')
		return "zombie process";
	if (flags & DT_PF_KTHREAD)
		return "system process";
	return NULL;
}
