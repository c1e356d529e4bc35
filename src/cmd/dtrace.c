/*
 * dtrace(1): the command line.  Parses options in DTrace's order, hands
 * programs to libdtrace and runs the consume loop.  Everything that knows
 * about D, BPF or output formats lives in the library.
 */
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

#include "dtrace.h"

static const char *progname = "dtrace";

/* The package's version: the Makefile's VERSION (debian/changelog's upstream
 * version says the same; tests/d/options/tst.version.sh checks). */
#ifndef DT_PKG_VERSION
#define DT_PKG_VERSION DTRACE_VERSION
#endif
/* The D language version -V reports, as DTrace words it. */
#define DT_D_VERSION "Sun D 1.6.4"
static dtrace_hdl_t *g_h;

static void usage(FILE *f)
{
	fprintf(f, "Usage: %s [-32|-64] [-aACeFGhHlqSvVwZ] [-b bufsz] [-c cmd] "
		"[-D name[=def]]\n\t[-I path] [-L path] [-o output] [-p pid] "
		"[-s script] [-U name]\n\t[-x opt[=val]] [-X a|c|s|t]\n\n"
		"\t[-P provider [[ predicate ] action ]]\n"
		"\t[-m [ provider: ] module [[ predicate ] action ]]\n"
		"\t[-f [[ provider: ] module: ] func [[ predicate ] action ]]\n"
		"\t[-n [[[ provider: ] module: ] func: ] name [[ predicate ] action ]]\n"
		"\t[-i probe-id [[ predicate ] action ]] [ args ... ]\n\n", progname);
	fputs("\tpredicate -> '/' D-expression '/'\n"
	      "\t   action -> '{' D-statements '}'\n\n"
	      "\t-32 generate 32-bit D programs and ELF files\n"
	      "\t-64 generate 64-bit D programs and ELF files\n\n"
	      "\t-a  claim anonymous tracing state\n"
	      "\t-A  generate driver.conf(4) directives for anonymous tracing\n"
	      "\t-b  set trace buffer size\n"
	      "\t-c  run specified command and exit upon its completion\n"
	      "\t-C  run cpp(1) preprocessor on script files\n"
	      "\t-D  define symbol when invoking preprocessor\n"
	      "\t-e  exit after compiling request but prior to enabling probes\n"
	      "\t-f  enable or list probes matching the specified function name\n"
	      "\t-F  coalesce trace output by function\n"
	      "\t-G  generate an ELF file containing embedded dtrace program\n"
	      "\t-h  generate a header file with definitions for static probes\n"
	      "\t-H  print included files when invoking preprocessor\n"
	      "\t-i  enable or list probes matching the specified probe id\n"
	      "\t-I  add include directory to preprocessor search path\n"
	      "\t-l  list probes matching specified criteria\n"
	      "\t-L  add library directory to library search path\n"
	      "\t-m  enable or list probes matching the specified module name\n"
	      "\t-n  enable or list probes matching the specified probe name\n"
	      "\t-o  set output file\n"
	      "\t-p  grab specified process-ID and cache its symbol tables\n"
	      "\t-P  enable or list probes matching the specified provider name\n"
	      "\t-q  set quiet mode (only output explicitly traced data)\n"
	      "\t-s  enable or list probes according to the specified D script\n"
	      "\t-S  print D compiler intermediate code\n"
	      "\t-U  undefine symbol when invoking preprocessor\n"
	      "\t-v  set verbose mode (report stability attributes, arguments)\n"
	      "\t-V  report DTrace API version\n"
	      "\t-w  permit destructive actions\n"
	      "\t-x  enable or modify compiler and tracing options\n"
	      "\t-X  specify ISO C conformance settings for preprocessor\n"
	      "\t-Z  permit probe descriptions that match zero probes\n\n"
	      "\t--json     JSON lines output (-x json)\n"
	      "\t--help     print this text and exit\n"
	      "\t--version  print dtrace's version and exit\n\n"
	      "See dtrace(8) for -x options (metrics, flamegraph, json ...).\n", f);
}

/* --help and --version, wherever they come before "--" (getopt() has no
 * long options here); 0 when neither was given, else exit status + 1. */
static int long_info_options(int argc, char **argv)
{
	for (int i = 1; i < argc && strcmp(argv[i], "--") != 0; i++) {
		if (strcmp(argv[i], "--help") == 0) {
			usage(stdout);
			return 1;
		}
		if (strcmp(argv[i], "--version") == 0) {
			printf("dtrace (DTrace for Linux) %s\nD language: %s\n",
			       DT_PKG_VERSION, DT_D_VERSION);
			return 1;
		}
	}
	return 0;
}

/* Set by a SIGINT/SIGTERM/SIGHUP: before tracing starts, it ends the
 * compile; after, the session (END runs, the aggregations print). */
static volatile sig_atomic_t g_intr;

static void on_signal(int sig)
{
	(void)sig;
	g_intr = 1;
	if (g_h)
		dtrace_request_stop(g_h);
}

/*
 * The handlers, installed before compiling.  SIGINT and SIGTERM get ours
 * even when inherited ignored, as `dtrace ... &` in a script inherits
 * SIGINT: dtrace must end cleanly (detached, END run) on both whatever
 * started it.  SIGHUP keeps an inherited SIG_IGN: that is nohup(1)
 * asking dtrace to outlive the terminal.  While compiling (restart
 * false) a signal interrupts a read of a script on a terminal or a
 * wait on cpp; once tracing (restart true) a write of the output
 * blocked on a full pipe resumes after it instead of failing: the
 * output stream retries EINTR too, SA_RESTART also covers stderr's.
 */
static void set_handlers(bool restart)
{
	static const int sigs[] = { SIGINT, SIGTERM, SIGHUP };
	struct sigaction sa, old;
	memset(&sa, 0, sizeof(sa));
	sa.sa_handler = on_signal;
	sa.sa_flags = restart ? SA_RESTART : 0;
	sigemptyset(&sa.sa_mask);
	for (size_t i = 0; i < sizeof(sigs) / sizeof(sigs[0]); i++) {
		if (sigs[i] == SIGHUP && sigaction(SIGHUP, NULL, &old) == 0 &&
		    old.sa_handler == SIG_IGN)
			continue;
		sigaction(sigs[i], &sa, NULL);
	}
}

/* A -p argument: a whole decimal number in 1..INT_MAX, else 0 (atoi()
 * would wrap 4294967297 to 1 and trace init). */
static int parse_pid(const char *s)
{
	char *end;
	errno = 0;
	long long v = strtoll(s, &end, 10);
	if (errno != 0 || end == s || *end != '\0' || v <= 0 || v > INT_MAX)
		return 0;
	return (int)v;
}

/* A closed stdin/stdout/stderr (`dtrace ... >&-`) would hand its number to
 * the next file opened, a BPF map say, which printf would then write to.
 * Hold each closed one with /dev/null opened read-only: writes to it fail
 * with EBADF, exactly as on the closed descriptor, and end the session. */
static void hold_std_fds(void)
{
	for (int fd = 0; fd <= 2; fd++)
		if (fcntl(fd, F_GETFD) < 0 && errno == EBADF) {
			int n = open("/dev/null", O_RDONLY);
			if (n >= 0 && n != fd) {
				dup2(n, fd);
				close(n);
			}
		}
}

/* A set-user-ID dtrace would let any user trace (and, with -w, act) as
 * its owner: refuse to run with an effective user ID other than the real
 * one. */
static bool refuse_setuid(void)
{
	if (geteuid() == getuid())
		return false;
	fprintf(stderr, "dtrace: refusing to run set-user-ID (effective user ID %u, "
		"real user ID %u): run it as the user who may trace\n",
		(unsigned)geteuid(), (unsigned)getuid());
	return true;
}

struct request {
	int kind;		/* 's' script, or 'P','m','f','n','i' descriptions */
	const char *arg;
};

/* The largest D script read: far above any real one, and a bound on what
 * `-s /dev/zero` or a runaway pipe can make dtrace allocate. */
#define MAX_SCRIPT_SIZE (16u << 20)

/*
 * Read a -s script: a regular file, or a pipe/FIFO (`-s /dev/stdin`, `-s -`).
 * NULL with a complete message in *why (errno's text, or one of ours) on
 * failure; a NUL byte would silently end the program, so it is an error.
 */
static char *read_file(const char *path, char *why, size_t whylen)
{
	FILE *f = strcmp(path, "-") == 0 ? stdin : fopen(path, "re");
	struct stat st;
	if (!f || fstat(fileno(f), &st) < 0) {
		snprintf(why, whylen, "failed to open %s: %s", path, strerror(errno));
		if (f && f != stdin)
			fclose(f);
		return NULL;
	}
	if (!S_ISREG(st.st_mode) && !S_ISFIFO(st.st_mode)) {
		snprintf(why, whylen, "failed to open %s: %s", path,
			 S_ISDIR(st.st_mode) ? strerror(EISDIR) : "not a regular file");
		if (f != stdin)
			fclose(f);
		return NULL;
	}
	size_t cap = 4096, len = 0;
	char *buf = malloc(cap);
	size_t n;
	while (buf && (n = fread(buf + len, 1, cap - len - 1, f)) > 0) {
		len += n;
		if (len > MAX_SCRIPT_SIZE) {
			snprintf(why, whylen, "failed to open %s: script larger than %u MiB",
				 path, MAX_SCRIPT_SIZE >> 20);
			free(buf);
			buf = NULL;
			break;
		}
		if (cap - len < 2) {
			char *nb = realloc(buf, cap *= 2);
			if (!nb)
				free(buf);
			buf = nb;
		}
	}
	if (!buf && len <= MAX_SCRIPT_SIZE)
		snprintf(why, whylen, "failed to open %s: %s", path, strerror(ENOMEM));
	if (f != stdin)
		fclose(f);
	if (!buf)
		return NULL;
	buf[len] = '\0';
	const char *nul = memchr(buf, '\0', len);
	if (nul) {
		int line = 1;
		for (const char *p = buf; p < nul; p++)
			line += *p == '\n';
		snprintf(why, whylen, "failed to compile script %s: line %d: "
			 "invalid character (NUL byte) in program text", path, line);
		free(buf);
		return NULL;
	}
	return buf;
}

/* read_file() for -s, reporting a failure: exit status 1, a fatal error
 * as DTrace's "failed to open" (not a usage one), as when its text cannot
 * be a D program. */
static char *load_script(const char *path, int *status)
{
	char why[PATH_MAX + 128];
	char *text = read_file(path, why, sizeof(why));
	if (!text) {
		if (!g_intr)	/* a read interrupted: main says so */
			fprintf(stderr, "dtrace: %s\n", why);
		*status = 1;
	}
	return text;
}

/* Compile every request (-s scripts, -n/-P/-m/-f/-i descriptions) without
 * enabling anything, for -h and -G; progs[i] gets request i's program.
 * Returns 0, or the exit status after reporting the error. */
static int compile_only(dtrace_hdl_t *h, const struct request *req, int nreq,
			dtrace_prog_t **progs)
{
	for (int i = 0; i < nreq; i++) {
		if (req[i].kind == 's') {
			int rc;
			char *text = load_script(req[i].arg, &rc);
			if (!text)
				return rc;
			progs[i] = dtrace_compile(h, text, DTRACE_SRC_SCRIPT, req[i].arg, 0);
			free(text);
		} else {
			progs[i] = dtrace_compile(h, req[i].arg, DTRACE_SRC_DESC, req[i].arg,
						  req[i].kind);
		}
		if (!progs[i]) {
			fprintf(stderr, "dtrace: %s\n", dtrace_errmsg(h));
			return 1;
		}
	}
	return 0;
}

/* "dir/prov.d" -> "prov<suffix>" (DTrace's default -h / -G output name);
 * NULL when the path does not end in ".d". */
static char *default_output(const char *script, const char *suffix)
{
	const char *base = strrchr(script, '/');
	base = base ? base + 1 : script;
	size_t n = strlen(base);
	if (n < 2 || strcmp(base + n - 2, ".d") != 0)
		return NULL;
	char *out = malloc(n - 2 + strlen(suffix) + 1);
	if (out)
		sprintf(out, "%.*s%s", (int)(n - 2), base, suffix);
	return out;
}

/* dtrace -h: one header for all the requests' provider declarations. */
static int make_header(dtrace_hdl_t *h, const struct request *req, int nreq,
		       const char *outpath)
{
	char *def = NULL;
	if (nreq == 0) {
		fprintf(stderr, "dtrace: -h requires one or more scripts or enabling options\n");
		return 2;
	}
	if (!outpath) {
		if (nreq > 1) {
			fprintf(stderr, "dtrace: -h requires an output file if multiple "
				"scripts are specified\n");
			return 2;
		}
		if (req[0].kind != 's' || !(def = default_output(req[0].arg, ".h"))) {
			fprintf(stderr, "dtrace: -h requires an output file if no scripts "
				"are specified\n");
			return 2;
		}
		outpath = def;
	}
	dtrace_prog_t **progs = calloc((size_t)nreq, sizeof(*progs));
	int status = progs ? compile_only(h, req, nreq, progs) : 1;
	FILE *f = NULL;
	if (status == 0 && !(f = dtrace_fopen_output(outpath, false))) {
		fprintf(stderr, "dtrace: failed to open header file '%s': %s\n", outpath,
			strerror(errno));
		status = 1;
	}
	if (f && (dtrace_program_header(h, f, outpath) < 0 || fclose(f) == EOF)) {
		fprintf(stderr, "dtrace: failed to create header file %s: %s\n", outpath,
			dtrace_errmsg(h));
		status = 1;
	}
	free(progs);
	free(def);
	return status;
}

/* dtrace -G: per script an object named after it (or -o's, for one
 * request); several requests with -o make one object for them all. */
static int make_objects(dtrace_hdl_t *h, const struct request *req, int nreq,
			const char *outpath, int objc, char *const objv[])
{
	if (nreq == 0) {
		fprintf(stderr, "dtrace: -G requires one or more scripts or enabling options\n");
		return 2;
	}
	dtrace_prog_t **progs = calloc((size_t)nreq, sizeof(*progs));
	int status = progs ? compile_only(h, req, nreq, progs) : 1;
	for (int i = 0; status == 0 && i < nreq; i++) {
		if (nreq > 1 && outpath) {
			if (dtrace_program_link(h, NULL, outpath, objc, objv) < 0) {
				fprintf(stderr, "dtrace: failed to link %s: %s\n", outpath,
					dtrace_errmsg(h));
				status = 1;
			}
			break;
		}
		char *def = outpath ? NULL : req[i].kind == 's' ?
			default_output(req[i].arg, ".o") : NULL;
		char numbered[32];
		snprintf(numbered, sizeof(numbered), nreq > 1 ? "d.out.%d" : "d.out", i);
		const char *path = outpath ? outpath : def ? def : numbered;
		if (dtrace_program_link(h, progs[i], path, objc, objv) < 0) {
			/* DTrace names a script whose object is named after
			 * it without its ".d" (it cut the suffix off) */
			int n = (int)strlen(req[i].arg);
			if (def)
				n -= 2;
			fprintf(stderr, "dtrace: failed to link %s %.*s: %s\n",
				req[i].kind == 's' ? "script" : "description", n, req[i].arg,
				dtrace_errmsg(h));
			status = 1;
		}
		free(def);
	}
	free(progs);
	return status;
}

/* dtrace(1) itself; main() owns req and operands (one slot per argument),
 * so that no early return can leak them. */
static int run(int argc, char **argv, struct request *req, char **operands)
{
	int nreq = 0;
	int list = 0, exec_only = 0, quiet = 0, verbose = 0, disasm = 0, version = 0;
	int mode = 0, nmodes = 0;	/* 'h' or 'G' (generate a file); with -l, -V: one only */
	const char *outpath = NULL, *target_cmd = NULL;
	int grab_pid = 0;
	pid_t child = 0;
	int status = 0;

	hold_std_fds();
	if (argc > 0 && argv[0]) {
		const char *s = strrchr(argv[0], '/');
		progname = s ? s + 1 : argv[0];
		progname = "dtrace";
	}

	int info = long_info_options(argc, argv);
	if (info)
		return info - 1;
	if (argc <= 1) {	/* no argument at all: the usage, as DTrace */
		usage(stderr);
		return 2;
	}

	dtrace_hdl_t *h = dtrace_open();
	if (!h) {
		fprintf(stderr, "dtrace: failed to initialize dtrace\n");
		return 2;
	}
	g_h = h;
	/* The library's diagnostics (drops, run-time errors, warnings) on
	 * stderr in dtrace(1)'s words: the library's own printer. */
	dtrace_set_diag(h, dtrace_diag_default, NULL);

	/* DTRACE_OPT_<NAME>: options from the environment, before the
	 * command line's, which override them (as DTrace's dtrace(1)) */
	if (dtrace_setoptenv(h, "DTRACE_OPT_") < 0) {
		fprintf(stderr, "dtrace: %s\n", dtrace_errmsg(h));
		dtrace_close(h);
		return 1;
	}

	/* --json means -x json (JSON-lines output), spelled as other tools
	 * spell it; getopt() has no long options here. */
	static char json_opt[] = "-xjson";
	for (int i = 1; i < argc && strcmp(argv[i], "--") != 0; i++)
		if (strcmp(argv[i], "--json") == 0)
			argv[i] = json_opt;

	static const char optstr[] = "+3:6:aAb:Bc:CD:eFf:GhHi:I:lL:m:n:o:p:P:qs:SU:vVwx:X:Z";
	int c;
	opterr = 0;
	/* Options may follow operands, as in illumos' dtrace(1M):
	 * `dtrace -G -s p.d app.o -o p.o`.  Operands are collected and the
	 * options after each one parsed; after "--" all are operands. */
	int noperands = 0;
	for (;;) {
		while ((c = getopt(argc, argv, optstr)) != -1) {
			int rc = 0;
			char what[300];
			snprintf(what, sizeof(what), "-%c", c);
			switch (c) {
			case 's': case 'n': case 'P': case 'm': case 'f': case 'i':
				req[nreq].kind = c;
				req[nreq++].arg = optarg;
				break;
			case 'l': list = 1; nmodes++; break;
			case 'h': case 'G': mode = c; nmodes++; break;
			case 'e': exec_only = 1; break;
			case 'q': quiet = 1; rc = dtrace_setopt(h, "quiet", NULL); break;
			case 'v': verbose = 1; rc = dtrace_setopt(h, "verbose", NULL); break;
			case 'S': disasm = 1; break;
			case 'w': rc = dtrace_setopt(h, "destructive", NULL); break;
			case 'Z': rc = dtrace_setopt(h, "zdefs", NULL); break;
			case 'F': rc = dtrace_setopt(h, "flowindent", NULL); break;
			case 'C': rc = dtrace_setopt(h, "cpp", NULL); break;
			case 'H': rc = dtrace_setopt(h, "cpphdrs", NULL); break;
			case 'b':
				rc = dtrace_setopt(h, "bufsize", optarg);
				snprintf(what, sizeof(what), "-b %s", optarg);
				break;
			case 'o': outpath = optarg; break;
			case 'c': target_cmd = optarg; break;
			case 'p':
				/* DTrace's words and status (1: a fatal error,
				 * not a usage one) */
				grab_pid = parse_pid(optarg);
				if (grab_pid <= 0) {
					fprintf(stderr, "dtrace: invalid pid: %s\n", optarg);
					return 1;
				}
				break;
			case 'D': {
				char buf[4096];
				snprintf(buf, sizeof(buf), "-D%s", optarg);
				dtrace_add_cpp_arg(h, buf);
				break;
			}
			case 'U': {
				char buf[4096];
				snprintf(buf, sizeof(buf), "-U%s", optarg);
				dtrace_add_cpp_arg(h, buf);
				break;
			}
			case 'I': {
				char buf[4096];
				snprintf(buf, sizeof(buf), "-I%s", optarg);
				dtrace_add_cpp_arg(h, buf);
				break;
			}
			case 'L':
				rc = dtrace_setopt(h, "libdir", optarg);
				snprintf(what, sizeof(what), "-L %s", optarg);
				break;
			case 'X':
				rc = dtrace_setopt(h, "stdc", optarg);
				snprintf(what, sizeof(what), "-X %s", optarg);
				break;
			case 'x': {
				char *eq = strchr(optarg, '=');
				if (eq)
					*eq = '\0';
				rc = dtrace_setopt(h, optarg, eq ? eq + 1 : NULL);
				snprintf(what, sizeof(what), "-x %s", optarg);
				if (eq)
					*eq = '=';
				break;
			}
			case '3': case '6':
				if (strcmp(optarg, c == '3' ? "2" : "4") != 0) {
					fprintf(stderr, "dtrace: illegal option -- %c%s\n", c, optarg);
					usage(stderr);
					return 2;
				}
				if (c == '3') {	/* DTrace's fatal open failure: 1 */
					fprintf(stderr, "dtrace: failed to initialize dtrace: "
						"32-bit programs are not supported\n");
					return 1;
				}
				break;
			case 'V': version = 1; nmodes++; break;
			case 'a': case 'A': case 'B':
				fprintf(stderr, "dtrace: option -%c is not supported on this system\n", c);
				return 2;
			case '?':
			default:
				/* the words glibc's getopt() gives Oracle's dtrace */
				if (optopt && strchr(optstr, optopt))
					fprintf(stderr, "dtrace: option requires an argument -- '%c'\n",
						optopt);
				else
					fprintf(stderr, "dtrace: invalid option -- '%c'\n", optopt);
				usage(stderr);
				return 2;
			}
			if (rc < 0) {
				/* a bad -x value is fatal (1), not a usage error */
				fprintf(stderr, "dtrace: failed to set %s: %s\n", what, dtrace_errmsg(h));
				return 1;
			}
		}
		if (optind >= argc)
			break;
		if (strcmp(argv[optind - 1], "--") == 0) {
			while (optind < argc)
				operands[noperands++] = argv[optind++];
			break;
		}
		operands[noperands++] = argv[optind++];
	}
	if (nmodes > 1) {
		fprintf(stderr, "dtrace: only one of the [-GhlV] options can be specified "
			"at a time\n");
		return 2;
	}
	if (version) {
		/* -V: the D version, as DTrace words it; with -v also the
		 * release, where Oracle's dtrace puts "This is DTrace 2.0.x" */
		printf("dtrace: %s\n", DT_D_VERSION);
		if (verbose)
			printf("This is DTrace for Linux %s\n", DT_PKG_VERSION);
		dtrace_close(h);
		return 0;
	}
	if (mode) {
		/* -h and -G imply -Z; -G's operands are the application's objects */
		dtrace_setopt(h, "zdefs", NULL);
		status = mode == 'h' ? make_header(h, req, nreq, outpath) :
			 make_objects(h, req, nreq, outpath, noperands, operands);
		dtrace_close(h);
		return status;
	}
	/* $0 of a -n/-P/... program is dtrace's argv[0] as invoked (a
	 * script's is its path) */
	dtrace_set_macro_args(h, argv[0] ? argv[0] : "dtrace", noperands, operands);
	/* Listing reports unmatched descriptions itself, as DTrace does. */
	if (list) {
		dtrace_setopt(h, "zdefs", NULL);
		dtrace_set_listing(h);
	}

	/* No program: nothing to compile (-e), or nothing to trace, which
	 * DTrace reports as a fatal error, not a usage one. */
	if (nreq == 0 && !list) {
		if (!exec_only)
			fprintf(stderr, "dtrace: no probes specified\n");
		dtrace_close(h);
		return exec_only ? 0 : 1;
	}
	/* Before anything touches tracefs or BPF: one sentence, not a map
	 * creation failure after "matched N probes". */
	if (!dtrace_privileged()) {
		fprintf(stderr, "dtrace: dtrace needs root or CAP_BPF and CAP_PERFMON "
			"(run it as root, e.g. with sudo)\n");
		dtrace_close(h);
		return 1;
	}

	/* stdout through the output stream (signals, non-blocking pipes) */
	FILE *out = dtrace_fdopen_output(STDOUT_FILENO, false);
	if (!out)
		out = stdout;
	if (outpath) {
		if (out != stdout)
			fclose(out);
		out = dtrace_fopen_output(outpath, true);
		if (!out) {
			fprintf(stderr, "dtrace: failed to open output file '%s': %s\n",
				outpath, strerror(errno));
			return 1;
		}
	}

	if (list && nreq == 0) {
		status = dtrace_list(h, out, NULL, 0, verbose) < 0 ? 1 : 0;
		if (status)
			fprintf(stderr, "dtrace: %s\n", dtrace_errmsg(h));
		goto done;
	}

	if (target_cmd) {
		/* held at its entry point until dtrace_go() has attached the probes */
		child = dtrace_proc_create(h, target_cmd);
		if (child < 0) {
			fprintf(stderr, "dtrace: %s\n", dtrace_errmsg(h));
			child = 0;
			status = 1;
			goto done;
		}
	} else if (grab_pid) {
		/* up front, as DTrace's grab: a zombie or a kernel thread
		 * has no user space to trace */
		const char *why = dtrace_proc_grab_error(grab_pid);
		if (why) {
			fprintf(stderr, "dtrace: failed to grab pid %d: %s\n", grab_pid, why);
			status = 1;
			goto done;
		}
		dtrace_set_target(h, grab_pid);
	}

	/* After the -c target is started: it keeps the dispositions dtrace
	 * inherited (a handler would not survive its exec anyway). */
	set_handlers(false);

	for (int i = 0; i < nreq; i++) {
		char *text = NULL;
		dtrace_prog_t *p;
		if (req[i].kind == 's') {
			text = load_script(req[i].arg, &status);
			if (!text && !g_intr)
				goto done;
			p = text ? dtrace_compile(h, text, DTRACE_SRC_SCRIPT, req[i].arg, 0) :
				   NULL;
		} else {
			p = dtrace_compile(h, req[i].arg, DTRACE_SRC_DESC, req[i].arg,
					   req[i].kind);
		}
		free(text);
		if (g_intr) {
			/* a failure then is the interruption's (a read of
			 * the script interrupted, cpp killed) */
			fprintf(stderr, "dtrace: interrupted while compiling: "
				"no probe was enabled\n");
			status = 1;
			goto done;
		}
		if (!p) {
			fprintf(stderr, "dtrace: %s\n", dtrace_errmsg(h));
			status = 1;
			goto done;
		}
		if (list) {
			/* a description that matches nothing is reported and
			 * listing goes on: DTrace's -l still exits 0; a
			 * provider the kernel cannot give is an error (-2) */
			int rc = dtrace_prog_list(h, out, p, verbose);
			if (rc < 0)
				fprintf(stderr, "dtrace: %s\n", dtrace_errmsg(h));
			if (rc < -1)
				status = 1;
			continue;
		}
		if (!quiet && !exec_only && !dtrace_getopt(h, "quiet")) {
			int n = dtrace_prog_nprobes(p);
			if (req[i].kind == 's')
				fprintf(stderr, "dtrace: script '%s' matched %d probe%s\n",
					req[i].arg, n, n == 1 ? "" : "s");
			else
				/* named by its probe part, as dtrace(1)
				 * does: up to the predicate or actions */
				fprintf(stderr, "dtrace: description '%.*s' matched %d probe%s\n",
					(int)strcspn(req[i].arg, "{/;"), req[i].arg,
					n, n == 1 ? "" : "s");
		}
		/* -v: DTrace's stability report, after the notice (with -e,
		 * each description's attributes and argument types too) */
		if (verbose) {
			char *name = req[i].kind == 's' ? NULL : strdup(req[i].arg);
			if (name)
				name[strcspn(name, "{/;")] = '\0';
			dtrace_prog_stability(h, out, p, req[i].kind == 's' ? "script" :
					      "description", name ? name : req[i].arg, exec_only);
			free(name);
		}
	}
	/* -S, or -x disasm=N (DTrace's listing selector: any N but 0 asks for
	 * the one listing there is, the BPF each probe runs) */
	const char *dis = dtrace_getopt(h, "disasm");
	if (disasm || (dis && strtol(dis, NULL, 0) > 0))
		dtrace_disassemble(h, out);
	if (list || exec_only)
		goto done;

	set_handlers(true);
	signal(SIGPIPE, SIG_IGN);

	if (dtrace_go(h, out) < 0) {
		fprintf(stderr, "dtrace: could not enable tracing: %s\n", dtrace_errmsg(h));
		status = 1;
		goto done;
	}
	/* dtrace(1)'s notice, like "matched N probes": the session runs with
	 * destructive actions permitted (-w or the destructive option). */
	if (!quiet && !dtrace_getopt(h, "quiet") && dtrace_getopt(h, "destructive"))
		fprintf(stderr, "dtrace: allowing destructive actions\n");
	if (child > 0 && dtrace_proc_continue(h, child) < 0)
		fprintf(stderr, "dtrace: %s\n", dtrace_errmsg(h));

	for (;;) {
		enum dtrace_status st = dtrace_work(h, out);
		if (st != DTRACE_WORKSTATUS_OKAY) {
			if (st == DTRACE_WORKSTATUS_ERROR)
				status = 1;
			break;
		}
		if (child > 0) {
			int ws;
			if (waitpid(child, &ws, WNOHANG) == child) {
				child = 0;
				break;
			}
		} else if (grab_pid && dtrace_proc_exited(grab_pid)) {
			break;
		}
	}
	{
		int rc = dtrace_stop(h, out);
		if (rc < 0) {
			fprintf(stderr, "dtrace: %s\n", dtrace_errmsg(h));
			status = 1;
		} else if (status == 0) {
			status = rc;
		}
	}
done:
	/* A -c target still running (dtrace ended first: exit(), Ctrl-C, an
	 * error, or it never ran: -l, -e) is killed, as DTrace kills a
	 * process it created when it lets it go (a grabbed -p one it
	 * releases, stopped if stop() stopped it).  SIGKILL: a process that
	 * stop() stopped cannot act on SIGTERM until continued. */
	if (child > 0) {
		kill(child, SIGKILL);
		while (waitpid(child, NULL, 0) < 0 && errno == EINTR)
			;
	}
	fflush(out);
	if (out != stdout)
		fclose(out);
	dtrace_close(h);	/* before main frees operands: the macro arguments point into it */
	return status;
}

int main(int argc, char **argv)
{
	if (refuse_setuid())
		return 2;
	struct request *req = calloc((size_t)argc + 1, sizeof(*req));
	char **operands = calloc((size_t)argc + 1, sizeof(char *));
	int status = req && operands ? run(argc, argv, req, operands) : 1;
	free(req);
	free(operands);
	return status;
}
