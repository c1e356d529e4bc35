/*
 * libdtrace public API: everything src/cmd/dtrace.c needs, nothing more.
 */
#ifndef DTRACE_H
#define DTRACE_H

#include <stdbool.h>
#include <stdio.h>

#define DTRACE_VERSION "2.0.0"

typedef struct dtrace_hdl dtrace_hdl_t;
typedef struct dtrace_prog dtrace_prog_t;

/* How a program text was given: decides the wording of compile errors. */
enum dtrace_src { DTRACE_SRC_SCRIPT, DTRACE_SRC_DESC };

/* Status returned by dtrace_work(). */
enum dtrace_status { DTRACE_WORKSTATUS_OKAY, DTRACE_WORKSTATUS_DONE,
		     DTRACE_WORKSTATUS_ERROR };

dtrace_hdl_t *dtrace_open(void);
/* Whether the process has what tracing needs: CAP_SYS_ADMIN (root), or
 * CAP_BPF and CAP_PERFMON. */
bool dtrace_privileged(void);
void dtrace_close(dtrace_hdl_t *h);

/* The last error message, already in DTrace's wording without "dtrace: ".
 * It may end with a hint on a line of its own, "\ndtrace: did you mean
 * syscall::open:entry?" or how to permit destructive actions: DTrace's
 * first line stays as DTrace words it. */
const char *dtrace_errmsg(dtrace_hdl_t *h);

/* Diagnostics the library reports while it works (as libbpf's print
 * callback and libdtrace's drop/error handlers): run-time errors (faults,
 * a failed system() or freopen()), drops and skipped firings, warnings
 * (probes skipped, a buffer lowered), notices (where -x metrics listens),
 * and -v's verifier log.  msg is in DTrace's wording, without the
 * "dtrace: " prefix and the final newline (the verifier log is raw text).
 * With no handler set, each goes to stderr as the dtrace command prints
 * it: "dtrace: MSG\n" (the verifier log: "MSG\n").  The library flushes
 * the trace output first, so a message comes after what preceded it. */
enum dtrace_diag { DTRACE_DIAG_ERROR, DTRACE_DIAG_DROP, DTRACE_DIAG_WARNING,
		   DTRACE_DIAG_NOTICE, DTRACE_DIAG_VERIFIER_LOG,
		   DTRACE_DIAG_DEBUG /* -x debug: what the library does, step by step */ };
typedef void dtrace_diag_f(dtrace_hdl_t *h, enum dtrace_diag kind, const char *msg,
			   void *arg);
void dtrace_set_diag(dtrace_hdl_t *h, dtrace_diag_f *fn, void *arg);
/* What the library does with no handler (a handler may fall back on it). */
void dtrace_diag_default(dtrace_hdl_t *h, enum dtrace_diag kind, const char *msg,
			 void *arg);

/* -x name[=value] and #pragma D option; returns -1 with dtrace_errmsg() set. */
int dtrace_setopt(dtrace_hdl_t *h, const char *name, const char *value);
/* Open a file dtrace writes to (-o, freopen(), -h/-G, flame graphs):
 * fopen() with mode "a" or "w", except that a symbolic link planted by
 * another user in a sticky directory such as /tmp, in any component of
 * the path, is refused (EACCES), and a FIFO nobody reads fails at once
 * (ENXIO).  The stream is dtrace_fdopen_output()'s. */
FILE *dtrace_fopen_output(const char *path, bool append);
/* The stream to write trace output to fd through (stdout's descriptor,
 * say): unlike stdio's, its writes survive a signal (EINTR) and wait on
 * a non-blocking descriptor (EAGAIN) instead of failing and dropping
 * what was buffered; a real failure keeps its errno.  own: fclose()
 * closes fd. */
FILE *dtrace_fdopen_output(int fd, bool own);

/* Set the options named by environment variables prefix<NAME> (dtrace(1)
 * uses DTRACE_OPT_); -1 with the message when one cannot be set. */
int dtrace_setoptenv(dtrace_hdl_t *h, const char *prefix);

/* Current value of an option as a string (NULL if unset). */
const char *dtrace_getopt(dtrace_hdl_t *h, const char *name);

/* Macro arguments: $0 is arg0 (dtrace's argv[0]; a script's $0 is its
 * path), $1..$argc the operands given on the command line.  The strings
 * are the caller's and must outlive the handle's compiles. */
void dtrace_set_macro_args(dtrace_hdl_t *h, const char *arg0, int argc,
			   char *const argv[]);
/* -D / -U / -I for cpp (-C). */
void dtrace_add_cpp_arg(dtrace_hdl_t *h, const char *arg);
/* Pid for $target (from -c / -p); 0 when none. */
void dtrace_set_target(dtrace_hdl_t *h, int pid);
/* -c: start cmd (split at blanks, run with execvp) stopped at its entry
 * point, its libraries loaded, so pid probes can be made on them; it
 * becomes $target.  Returns its pid, or -1 with the handle's error.
 * dtrace_proc_continue() lets it run (once probes are attached). */
int dtrace_proc_create(dtrace_hdl_t *h, const char *cmd);
int dtrace_proc_continue(dtrace_hdl_t *h, int pid);
/* -p: has the process exited (gone, or a zombie its parent has not reaped)? */
bool dtrace_proc_exited(int pid);
/* -p: why pid cannot be grabbed, in libproc's words ("zombie process",
 * "system process" for a kernel thread, "No such process"); NULL: it can. */
const char *dtrace_proc_grab_error(int pid);

/* dtrace -l: compiles only name the probes to list; no code is generated
 * for them (listing every fbt probe would build 100,000 programs). */
void dtrace_set_listing(dtrace_hdl_t *h);

/* Compile one program. `name` is the script path (SCRIPT) or the text (DESC);
 * `probe_spec` (for -P -m -f -n) holds a kind: 'P','m','f','n' or 0 for a
 * full D program.  Returns NULL with dtrace_errmsg() set. */
dtrace_prog_t *dtrace_compile(dtrace_hdl_t *h, const char *text,
			      enum dtrace_src src, const char *name, int probe_spec);
/* Number of probes a compiled program enables (for "dtrace: script 'x' matched N probes"). */
int dtrace_prog_nprobes(dtrace_prog_t *p);

/* List the probes matching the description (NULL: all) in `dtrace -l` format;
 * verbose adds -v argument and stability details.  -1 when none matches,
 * -2 when the provider is unavailable on this kernel (errmsg says why). */
int dtrace_list(dtrace_hdl_t *h, FILE *out, const char *desc, int kind, bool verbose);
/* List the probes a compiled program enables (dtrace -l -s x.d): 0, -1 when
 * a description matches no probe (reported, listing went on), -2 when a
 * provider it names is unavailable on this kernel. */
int dtrace_prog_list(dtrace_hdl_t *h, FILE *out, dtrace_prog_t *p, bool verbose);

/* dtrace -v: DTrace's stability report of a compiled program ("Stability
 * attributes for <what> <name>:" and its minimum probe description and
 * statement attributes); with probes (-e), then each description's
 * attributes and argument types. */
int dtrace_prog_stability(dtrace_hdl_t *h, FILE *out, dtrace_prog_t *p, const char *what,
			  const char *name, bool probes);

/* Load and attach every compiled program, run BEGIN. */
int dtrace_go(dtrace_hdl_t *h, FILE *out);
/* Consume what is pending (waiting up to switchrate); prints to out. */
enum dtrace_status dtrace_work(dtrace_hdl_t *h, FILE *out);
/* Ask the session to stop (signal handlers call this: async-signal-safe). */
void dtrace_request_stop(dtrace_hdl_t *h);
/* Detach all, run END, print the aggregations; returns the exit status
 * requested by exit(), its low byte as a process status has it (0 when
 * none), or -1 on an error. */
int dtrace_stop(dtrace_hdl_t *h, FILE *out);

/* dtrace -h: write a C header with the probe macros of the providers the
 * compiled programs declare; fname (the header's path, or NULL) names its
 * include guard.  -1 with dtrace_errmsg() set. */
int dtrace_program_header(dtrace_hdl_t *h, FILE *out, const char *fname);
/* dtrace -G: check the application objects objv[] against the providers
 * p declares and write the ELF object (path) to link with them.  -1 with
 * dtrace_errmsg() set. */
int dtrace_program_link(dtrace_hdl_t *h, dtrace_prog_t *p, const char *path,
			int objc, char *const objv[]);

/* Print the BPF for the compiled programs (-S). */
void dtrace_disassemble(dtrace_hdl_t *h, FILE *out);

#endif
