/*
 * dtrace -C: run the program text through the C preprocessor.
 *
 * As DTrace does, cpp reads the program as /dev/stdin (its messages then
 * name "/dev/stdin:LINE"), with DTrace's predefined macros, the -D/-U/-I
 * arguments, -xundef and -xcppargs (also $DTRACE_OPT_CPPARGS, as any
 * option from the environment) in the order given.  cpp's line markers in its output keep the lexer's
 * line numbers those of the original file.  cpp's own diagnostics go
 * straight to our stderr.
 */
#include <errno.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/prctl.h>
#include <sys/utsname.h>
#include <sys/wait.h>
#include <unistd.h>

#include "arch/arch.h"
#include "core/version.h"
#include "front/entry.h"

struct argv_buf {
	char **v;
	int n, cap;
};

static void add_arg(struct argv_buf *a, const char *s)
{
	if (a->n + 2 > a->cap) {
		a->cap = a->cap ? a->cap * 2 : 32;
		a->v = dt_realloc(a->v, sizeof(char *) * (size_t)a->cap);
	}
	a->v[a->n++] = dt_strdup(s);
	a->v[a->n] = NULL;
}

static void free_args(struct argv_buf *a)
{
	for (int i = 0; i < a->n; i++)
		free(a->v[i]);
	free(a->v);
}

static void build_args(dtrace_hdl_t *h, const char *cpp, struct argv_buf *a)
{
	const char *base = strrchr(cpp, '/');
	add_arg(a, base ? base + 1 : cpp);

	/* DTrace's (Oracle's dt_open.c): __linux, __unix, __SVR4, __SUNW_D=1,
	 * __SUNW_D_64, __<sysname> (__Linux), __GNUC__ undefined (D is not
	 * GNU C: headers take their portable paths); and the ones cpp -std=c99
	 * leaves out that Linux headers test. */
	static const char *const predef[] = {
		"-D__linux", "-D__linux__", "-D__unix", "-D__unix__", "-Dunix",
		"-Dlinux", "-D__SVR4", "-D__SUNW_D=1", "-D__SUNW_D_64", "-D_LP64",
		"-D__LP64__", "-U__GNUC__",
	};
	for (size_t i = 0; i < sizeof(predef) / sizeof(predef[0]); i++)
		add_arg(a, predef[i]);
	struct utsname uts;
	if (uname(&uts) == 0) {
		char sys[sizeof(uts.sysname) + 8];
		snprintf(sys, sizeof(sys), "-D__%s", uts.sysname);
		add_arg(a, sys);
	}
	for (int i = 0; dt_arch.cpp_defines[i]; i++)
		add_arg(a, dt_arch.cpp_defines[i]);
	/* glibc's headers (<sys/types.h>, <sys/errno.h>) annotate their
	 * declarations with GNU C keywords D has no use for: drop them. */
	add_arg(a, "-D__attribute__(x)=");
	add_arg(a, "-D__extension__=");
	add_arg(a, "-D__restrict=");
	add_arg(a, "-D__asm__(x)=");
	char ver[64];
	/* the D language version in force, not the package's */
	snprintf(ver, sizeof(ver), "-D__SUNW_D_VERSION=0x%08x", (unsigned)dt_version_current(h));
	add_arg(a, ver);

	/* Strict ISO C keeps system headers (<endian.h>) to the declarations
	 * and macros D can use, without GNU inline function bodies. */
	add_arg(a, "-std=c99");
	/* -Xs: K&R C, where __STDC__ is not defined */
	const char *stdc = dt_opt_str(h, OPT_stdc);
	if (stdc && strcmp(stdc, "s") == 0)
		add_arg(a, "-traditional-cpp");
	if (dt_opt_isset(h, OPT_cpphdrs))
		add_arg(a, "-H");

	for (int i = 0; i < h->ncpp_args; i++)
		add_arg(a, h->cpp_args[i]);
	const char *undef = dt_opt_str(h, OPT_undef);
	if (undef && *undef) {
		char buf[512];
		snprintf(buf, sizeof(buf), "-U%s", undef);
		add_arg(a, buf);
	}
	add_arg(a, "/dev/stdin");
}

/* The program as cpp should see it: an interpreter line (#!) blanked,
 * keeping the line count. */
static int input_fd(const char *text)
{
	int fd = memfd_create("dtrace-cpp-input", 0);
	if (fd < 0)
		return -1;
	const char *p = text;
	size_t len = strlen(text);
	if (strncmp(p, "#!", 2) == 0) {
		const char *nl = strchr(p, '\n');
		p = nl ? nl : p + len;
		len = strlen(p);
	}
	while (len > 0) {
		ssize_t w = write(fd, p, len);
		if (w < 0) {
			if (errno == EINTR)
				continue;
			close(fd);
			return -1;
		}
		p += w;
		len -= (size_t)w;
	}
	lseek(fd, 0, SEEK_SET);
	return fd;
}

static void kill_group(int sig)
{
	(void)sig;
	kill(0, SIGKILL);
}

/*
 * In the forked child: run cpp in a process group of our own and wait for
 * it.  An #include of a FIFO can block cpp's compiler (cc1, cpp's own
 * child) forever; should dtrace die meanwhile, the parent-death signal
 * reaches this process, which kills the whole group, cc1 included.
 */
_Noreturn static void cpp_warden(const char *path, char **argv)
{
	pid_t parent = getppid();
	setpgid(0, 0);
	signal(SIGTERM, kill_group);
	prctl(PR_SET_PDEATHSIG, SIGTERM);
	if (getppid() != parent)
		kill_group(0);
	pid_t pid = fork();
	if (pid == 0) {
		signal(SIGTERM, SIG_DFL);
		execv(path, argv);
		_exit(127);
	}
	int status;
	if (pid < 0)
		_exit(127);
	while (waitpid(pid, &status, 0) < 0)
		if (errno != EINTR)
			_exit(127);
	_exit(WIFEXITED(status) ? WEXITSTATUS(status) : 127);
}

/* Run cpp; returns its output (malloc'd) or NULL when it failed.  A
 * Ctrl-C (*stop set, our read interrupted) ends cpp: it may be blocked
 * on an #include of a FIFO for ever. */
static char *run_cpp(const char *path, char **argv, int in,
		     volatile sig_atomic_t *stop)
{
	int out[2];
	if (pipe(out) < 0)
		return NULL;
	fflush(stderr);
	pid_t pid = fork();
	if (pid < 0) {
		close(out[0]);
		close(out[1]);
		return NULL;
	}
	if (pid == 0) {
		dup2(in, 0);
		dup2(out[1], 1);
		close(out[0]);
		close(out[1]);
		close(in);
		cpp_warden(path, argv);
	}
	close(out[1]);
	size_t cap = 8192, len = 0;
	bool killed = false;
	char *buf = dt_zalloc(cap);
	for (;;) {
		if (cap - len < 2) {
			buf = dt_realloc(buf, cap *= 2);
		}
		if (*stop && !killed) {
			kill(pid, SIGTERM);	/* the warden kills its group */
			killed = true;
		}
		/* a bounded wait: a signal between the look at *stop and a
		 * read() would leave that read blocked */
		struct pollfd p = { .fd = out[0], .events = POLLIN };
		if (poll(&p, 1, 100) <= 0)
			continue;
		ssize_t r = read(out[0], buf + len, cap - len - 1);
		if (r < 0 && errno == EINTR)
			continue;
		if (r <= 0)
			break;
		len += (size_t)r;
	}
	buf[len] = '\0';
	close(out[0]);
	int status;
	while (waitpid(pid, &status, 0) < 0 && errno == EINTR)
		;
	if (!WIFEXITED(status) || WEXITSTATUS(status) != 0 || *stop) {
		free(buf);
		return NULL;
	}
	return buf;
}

char *dt_preprocess(struct dt_cc *cc, const char *text)
{
	dtrace_hdl_t *h = cc->h;
	if (!dt_opt_isset(h, OPT_cpp))
		return NULL;
	const char *cpp = dt_opt_str(h, OPT_cpppath);
	if (!cpp || !*cpp)
		cpp = "/usr/bin/cpp";

	struct argv_buf args = { 0 };
	build_args(h, cpp, &args);
	int in = input_fd(text);
	char *out = in < 0 ? NULL : run_cpp(cpp, args.v, in, &h->stop_requested);
	if (in >= 0)
		close(in);
	free_args(&args);
	if (!out)
		dt_cc_error(cc, D_UNKNOWN, 0, "Preprocessor failed to process input program");
	return out;
}
