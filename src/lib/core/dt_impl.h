/*
 * libdtrace internals shared by every stage: the handle, the compile
 * context and its error path.  Stage-specific state lives in each stage's
 * own header.
 */
#ifndef DT_IMPL_H
#define DT_IMPL_H

#include <setjmp.h>
#include <stddef.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <signal.h>

#include "dtrace.h"
#include "core/errtags.h"
#include "core/options.h"

struct dt_node;			/* front/ast.h */
struct dt_options;		/* options.c */
struct dt_runtime;		/* the loaded session (load.c / consume.c) */
struct dt_scope;		/* sema.c */
struct dt_provstate;
struct dt_cg_out;
struct dt_printstate;
struct dt_typereg;		/* lang/types.c */
struct dt_btfstate;		/* lang/btf.c */
struct dt_ksymtab;		/* core/kallsyms.c */
struct dt_usymstate;		/* prov/usym.c */
struct dt_symcanon;		/* runtime/agg_symkey.c */

struct dtrace_prog {
	struct dt_node *ast;		/* typed AST */
	char *name;			/* script path or -n text */
	int nprobes;			/* probes matched by its clauses */
	void *cg;			/* code generator's output for this program */
	struct dtrace_prog *next;
};

struct dtrace_hdl {
	char errmsg[4096];
	struct dt_options *opts;
	/* $0 (dtrace's argv[0]; a script's own path replaces it there),
	 * then the operands $1..$macro_argc, as many as were given */
	char **macro_argv;
	int macro_argc;
	char **cpp_args;
	int ncpp_args;
	int target_pid;
	struct dtrace_prog *progs;	/* in command-line order */
	struct dt_scope *globals;	/* identifiers shared by all programs (sema.c) */
	struct dt_runtime *rt;		/* load.c / runtime.c */
	struct dt_provstate *prov;	/* prov.c: the probe table */
	struct dt_cg_out *cgout;	/* cg.c: programs, EPIDs, aggregations of all
					   compiled programs (ids are per session) */
	struct dt_printstate *print;	/* print*.c private state */
	/* Caches a handle owns (two handles never share them); each stage
	 * reaches its own through dt_hdl_current(). */
	struct dt_typereg *types;	/* D's and the scripts' types */
	struct dt_btfstate *btf;	/* the kernel's BTF and the types imported from it */
	struct dt_ksymtab *ksyms;	/* /proc/kallsyms */
	struct dt_tpevents *tpevents;	/* tracefs's events, walked once (tracefs.c) */
	struct dt_usymstate *usym;	/* user processes' symbols */
	struct dt_symcanon *symcanon;	/* symbol keys' first addresses */
	dtrace_diag_f *diag;		/* dtrace_set_diag(), NULL: stderr */
	void *diag_arg;
	bool json;			/* -x json: read for every record */
	bool listing;			/* dtrace -l: compiles generate no code */
	bool list_header_done;		/* dtrace -l's header printed (dt_cg_list) */
	volatile sig_atomic_t stop_requested;
};

/* One compile: its error path longjmps back to dtrace_compile(). */
struct dt_cc {
	dtrace_hdl_t *h;
	const char *srcname;		/* for messages */
	enum dtrace_src src;
	jmp_buf jb;
	int errtag;
	int errline;
	char errmsg[2048];
	struct dt_node *root;
	bool library;			/* compiling a D library file (dlib.c) */
	/* "action list" or "predicate" while sema checks that part of a
	 * clause (DTrace's yylabel): an error without a line names it */
	const char *region;
};

/* The line DTrace's compiler reports for an error of its cook pass
 * (xyerror): none for a program given as a string (-n, -P, -m, -f, -i),
 * whose message then names its region instead ("in action list: "). */
int dt_cc_xyline(const struct dt_cc *cc, int line);

/* Report a compile error and unwind.  line <= 0 omits "line N: ". */
__attribute__((noreturn, format(printf, 4, 5)))
void dt_cc_error(struct dt_cc *cc, enum dt_errtag tag, int line, const char *fmt, ...);
/* A compile failure that is a limit of the library, not an error of the D
 * text: DTrace reports those without a tag or a line ("Insufficient tuple
 * registers to generate code"). */
#define DT_CC_NOTAG (-1)
__attribute__((noreturn, format(printf, 2, 3)))
void dt_cc_fail(struct dt_cc *cc, const char *fmt, ...);

/* The handle the library was entered with (util.c): every public entry
 * point taking a handle enters it, and the stages find their per-handle
 * state (types, BTF, symbols) through it.  Per thread; NULL before any
 * (unit tests then share process-wide state). */
void dt_hdl_enter(dtrace_hdl_t *h);
dtrace_hdl_t *dt_hdl_current(void);
/* A stage's state of the current handle: the pointer at `offset` in it,
 * allocated zeroed (size bytes) on first use; `process` with no handle. */
void *dt_hdl_state(size_t offset, void *process, size_t size);
#define DT_HDL_STATE(field, process) \
	dt_hdl_state(offsetof(struct dtrace_hdl, field), (process), sizeof(*(process)))
/* h is closing: stop being the current handle. */
void dt_hdl_leave(dtrace_hdl_t *h);

/* Format the handle's error message (printf style). Returns -1. */
__attribute__((format(printf, 2, 3)))
int dt_set_errmsg(dtrace_hdl_t *h, const char *fmt, ...);
/* The last message set (what dtrace_errmsg() returns): the stages below
 * the API read it here. */
const char *dt_errmsg(dtrace_hdl_t *h);

/* A diagnostic through h's handler (diag.c; dtrace.h says what kinds
 * there are).  h may be NULL: the default handler then. */
__attribute__((format(printf, 3, 4)))
void dt_diag(dtrace_hdl_t *h, enum dtrace_diag kind, const char *fmt, ...);
/* A -x debug message (DTRACE_DIAG_DEBUG); nothing without the option. */
void dt_debug(dtrace_hdl_t *h, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

/* Allocation that aborts on failure: out-of-memory is not recoverable here. */
void *dt_zalloc(size_t n);
/* realloc() that never fails: out of memory ends dtrace, as dt_zalloc does
 * (every growing array of the tree goes through it). */
void *dt_realloc(void *p, size_t n);
/* A bit set of *nbits bits grown (new bits clear) to hold bit. */
uint8_t *dt_bitset_grow(uint8_t *set, uint32_t *nbits, uint32_t bit);
char *dt_strdup(const char *s);
char *dt_strndup(const char *s, size_t n);

/* outfile.c: open(2) of an output file, refusing planted symlinks. */
int dt_open_output_fd(const char *path, bool append);
/* outstream.c: the descriptor under an output stream (ours or stdio's),
 * and the errno of its first failed write (0: none, or not ours). */
int dt_output_fd(FILE *f);
int dt_output_error(FILE *f);

/* Options (options.c), by id (core/options.h).  Integer value of an
 * option, or dflt when unset; whether it is set; its value (normalised:
 * sizes in bytes) or NULL when unset. */
int64_t dt_opt_int(dtrace_hdl_t *h, enum dt_optid id, int64_t dflt);
bool dt_opt_isset(dtrace_hdl_t *h, enum dt_optid id);
const char *dt_opt_str(dtrace_hdl_t *h, enum dt_optid id);
/* options_size.c: "32", "4k", "4m", "1g", "2t"; -1 when malformed or
 * negative. */
int64_t dt_parse_size(const char *s);
/* privilege.c: why perf_event_open() failed with ERR, when the reason is
 * kernel.perf_event_paranoid above 2 (Debian's kernels: only CAP_SYS_ADMIN
 * may open perf events, CAP_PERFMON is not enough) and this process lacks
 * CAP_SYS_ADMIN; else "". */
const char *dt_perf_denied_reason(int err);
/* The online CPUs (from sysfs); returns their count, fills cpus[]. */
int dt_online_cpus(int *cpus, int max);
/* 0 when s is a rate DTrace accepts ("10hz", "500ms", "1s"), else -1. */
int dt_parse_rate(const char *s);
/* Set an option from #pragma D option: the reason it cannot be set, or
 * NULL.  Some options cannot be set from within a D program. */
const char *dt_setopt_prog(dtrace_hdl_t *h, const char *name, const char *value);
/* The table (DT_OPT_COMPILE, _RUNTIME, _DYNAMIC) of an option named by
 * the user; DT_OPT_UNKNOWN. */
int dt_opt_class(const char *name);
/* A size option ("4m", "512k", "100"); dflt when unset, -1
 * when malformed. */
int64_t dt_opt_size(dtrace_hdl_t *h, enum dt_optid id, int64_t dflt);
/* Nanoseconds for a time option such as switchrate ("1s", "500msec",
 * "10hz", a bare number = Hz as DTrace reads rates); dflt when unset. */
int64_t dt_opt_rate_ns(dtrace_hdl_t *h, enum dt_optid id, int64_t dflt);
/* The ring buffer's bytes: -x bufsize rounded up to a power-of-two number
 * of pages, lowered to an eighth of RAM and at most 1 GiB (*lowered says
 * so); -1 on a bad value.  1 MiB by default (2 MiB resident: the reader
 * maps it twice): drained every 5-20 ms (runtime.c), it absorbs millions
 * of 32-byte records a second.  A program whose records all go out once
 * per session gets just their room instead (runtime/load.c). */
#define DT_OPT_DEFAULT_BUFSIZE	(1LL << 20)
int64_t dt_opt_bufsize(dtrace_hdl_t *h, bool *lowered);
void dt_options_free(struct dt_options *o);

#endif
