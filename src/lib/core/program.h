/*
 * What the code generator hands to the runtime, and what providers offer
 * to both: the contract between cg*.c, prov*.c, load.c/runtime.c and
 * consume.c/print*.c.
 *
 * BPF side, per probe: one program = provider prologue (fills the per-CPU
 * machine state `struct dt_mstate` from the context) + every clause that
 * matched the probe, in program order.  A clause that records data builds
 * its record in the per-CPU scratch buffer and submits it whole to the ring
 * buffer; the record starts with its EPID (u32) and the consumer decodes the
 * rest by the EPID's description.
 */
#ifndef DT_PROGRAM_H
#define DT_PROGRAM_H

#include <linux/bpf.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#include "core/dt_impl.h"

/* ------------------------------------------------------ descriptions */

/* Description fields: provider, module, function, name. */
enum { DT_DESC_PROV, DT_DESC_MOD, DT_DESC_FUNC, DT_DESC_NAME, DT_DESC_NFIELDS };
#define DT_DESC_FIELDLEN 256

/* pdesc.c: split a description into its four fields.  kind is the
 * dtrace(1) option it came with ('P','m','f','n'; 0 = 'n'): the given
 * fields are the rightmost ones ending at that field.  Returns -1 when it
 * has too many fields. */
int dt_desc_split(const char *desc, int kind, char field[DT_DESC_NFIELDS][DT_DESC_FIELDLEN]);

/* ---------------------------------------------------------------- maps */

/* DT_MAP_PSTATE's value: three 64-bit words. */
#define DT_PSTATE_WORDS 3

/* Fixed map slots: LD_MAP_LO(reg, DT_MAP_x) refers to them. */
enum dt_map_id {
	DT_MAP_RINGBUF,		/* BPF_MAP_TYPE_RINGBUF, size = bufsize */
	DT_MAP_MSTATE,		/* PERCPU_ARRAY[1] of struct dt_mstate + scratch */
	DT_MAP_GLOBALS,		/* ARRAY[1]: all global scalars, by offset */
	DT_MAP_TLS,		/* HASH (tid, var id) -> value: self-> variables */
	DT_MAP_ASSOC,		/* HASH (var id, key tuple) -> value: global assocs */
	DT_MAP_AGG,		/* PERCPU_HASH (agg id, key tuple) -> agg data; exact key
				   layout in print.h, value layouts and bucket
				   numbering in quantize.h */
	DT_MAP_STRTAB,		/* ARRAY[1]: constant strings, by offset */
	DT_MAP_STATE,		/* ARRAY[1]: session state (activity, exit flag) */
	DT_MAP_SPEC,		/* HASH u32 id -> struct dt_specval: speculations */
	DT_MAP_PSTATE,		/* LRU_HASH u64 -> u64[DT_PSTATE_WORDS]: providers' state between
				   two hooks (lockstat: (tid << 32 | probe id) ->
				   contention start time, lock flags or the lock
				   and the thread's voluntary switches) */
	DT_MAP_AGG1,		/* PERCPU_ARRAY u32 agg id -> keyless aggregation:
				   u64 fired flag, then the value as in DT_MAP_AGG
				   (an array slot costs far less than a hash
				   lookup; the flag tells a slot never updated
				   from one that holds zeros) */
	DT_MAP_FIRED,		/* PERCPU_ARRAY u32 probe id -> u64: firings of
				   timed probes (profile, tick) the kernel ran;
				   the runtime compares them with the time that
				   passed to report firings it skipped */
	DT_MAP_ONCE,		/* HASH u32 -> u32, nspec + 1 entries: where the
				   kernel has no atomic exchange (5.10), exit()
				   (key 0) and commit()/discard() (key id) take
				   their once-only turn by a BPF_NOEXIST insert,
				   which the kernel makes under the bucket's lock;
				   speculation() deletes its new id's key */
	DT_MAP__COUNT
};

struct dt_map_spec {
	enum bpf_map_type type;
	uint32_t key_size, value_size, max_entries;
	const char *name;
};

/* Per-CPU machine state at the start of the DT_MAP_MSTATE value. */
#define DT_MAX_ARGS 10
/* The stack slot of dt_provider_ops.task_comm's task (no cg slot uses it). */
#define DT_SLOT_TASK (-16)

struct dt_mstate {
	uint64_t argv[DT_MAX_ARGS];	/* arg0..arg9 filled by the prologue */
	/* a grouped program's attach cookie (dt_provider_ops.group): the
	 * prologue stores it, cg reads the probe's slot and record from it */
	uint64_t cookie;
	uint64_t ctx;			/* unused slot kept for alignment */
	uint64_t fault;			/* runtime error code of the last fault */
	uint64_t fault_addr;
	uint32_t fault_pc;
	uint32_t records;		/* written on this CPU (cg_stmt.c, ringbuf_out) */
	/* Drop counters of this CPU, indexed by enum dt_drop: the BPF side adds
	 * 1 when bpf_ringbuf_output() fails (PRINCIPAL), an aggregation or
	 * dynamic variable cannot be inserted (AGGREGATION / DYNAMIC), ...; the
	 * consumer reports increases as DTrace does ("N drops on CPU M"). */
	uint64_t drops[4];
	uint64_t tstamp;		/* cg: `timestamp` of this firing, 0 until read */
	uint64_t wtstamp;		/* cg: `walltimestamp` of this firing, 0 until read */
	/* scratch space for records and string temporaries follows */
};
enum dt_drop { DT_DROP_PRINCIPAL, DT_DROP_AGGREGATION, DT_DROP_DYNAMIC,
	       DT_DROP_SPEC };

/* DT_MAP_STATE value (key 0).  `activity` follows DTrace: INACTIVE until
 * BEGIN's program has run (the runtime then sets ACTIVE), DRAINING after
 * exit().  Programs of dtrace:::BEGIN/END/ERROR run whatever the activity;
 * every other probe's program returns at once unless it is ACTIVE (so no
 * probe fires before BEGIN, and none after exit()).  exit() records its
 * action only if an atomic exchange (BPF_XCHG) of activity to DRAINING
 * returned a value other than DRAINING (kernels without BPF_XCHG: only if
 * its BPF_NOEXIST insert of DT_MAP_ONCE's key 0 succeeded; every exit()
 * then stores DRAINING): exit is recorded at most once --
 * except in dtrace:::END, where exit() is always recorded: the consumer
 * keeps the last exit status it reads, so an exit() in END overrides
 * the one that ended the session.  STOPPED: set by the runtime
 * when tracing stops without exit() (Ctrl-C, end of -c's command) before
 * END runs: probes stop recording at once. */
enum dt_activity { DT_ACTIVITY_INACTIVE, DT_ACTIVITY_ACTIVE, DT_ACTIVITY_DRAINING,
		   DT_ACTIVITY_STOPPED };
struct dt_state {
	uint32_t activity;
	uint32_t pad;
};

/* Speculations (cg_spec.c, consume_spec.c).  Records go to the principal
 * ring buffer like any other; the consumer keeps those of a speculation
 * aside until it reads the commit or discard, so the kernel side only
 * hands out ids.  DT_MAP_SPEC: HASH, u32 key, nspec + 2 entries, values
 * of DT_SPEC_VALSIZE bytes.
 *   speculation(): inserts id 1..nspec with BPF_NOEXIST, the first that
 *     succeeds is the new speculation; none: 0, counted at key 0 as busy
 *     when some id is draining (key 0's `drains` above key nspec + 1's),
 *     else as unavailable.
 *   speculate(id): the clause's record carries a DT_ACT_SPECULATE item
 *     holding id; `written` counts such records.  An id that is absent or
 *     draining drops the clause.
 *   commit(id) / discard(id): the first one sets `draining` (atomic swap),
 *     counts it in key 0's `drains` and records id in its DT_ACT_COMMIT /
 *     DT_ACT_DISCARD item; any later one records 0.  id > nspec: illegal
 *     operation fault.
 *   The consumer prints (commit) or drops (discard) what it kept for id,
 *   then anything tagged id that still arrives, until it has seen
 *   `written` records (or, should one have been lost, after the clean
 *   interval); then it deletes the key: the id is free again, and it
 *   counts it in key nspec + 1's `drains` (a key only it writes).  Until
 *   then the speculation is busy, as in DTrace. */
struct dt_specval {
	uint64_t draining;		/* commit() or discard() seen */
	uint64_t written;		/* speculate()d records */
};
/* The value at key 0: failed speculation() calls (DTrace's SPECBUSY and
 * SPECUNAVAIL drops) and the ids that began draining; at key nspec + 1,
 * `drains` counts the ids the consumer freed. */
struct dt_specfail {
	uint64_t busy;			/* some id was draining */
	uint64_t unavail;		/* all ids in use */
	uint64_t drains;		/* ids committed or discarded (key 0),
					   freed again (key nspec + 1) */
};
#define DT_SPEC_VALSIZE	(sizeof(struct dt_specfail) > sizeof(struct dt_specval) ? \
			 sizeof(struct dt_specfail) : sizeof(struct dt_specval))

/* ------------------------------------------------------------ providers */

struct dt_probe;
struct dt_cgbuf;		/* an instruction buffer (bpf/emit.h) */

/* How a probe's program is attached. */
enum dt_attach_kind {
	DT_ATTACH_NONE,		/* dtrace:::BEGIN/END/ERROR: run via BPF_PROG_TEST_RUN */
	DT_ATTACH_TRACEPOINT,	/* perf_event_open(PERF_TYPE_TRACEPOINT, id) */
	DT_ATTACH_PERF,		/* perf_event_open(software cpu-clock) per CPU or one CPU */
	DT_ATTACH_UPROBE,	/* perf_event_open(uprobe PMU) */
	DT_ATTACH_KPROBE,	/* perf_event_open(kprobe PMU): fbt */
	DT_ATTACH_UNAVAILABLE,	/* the kernel lacks the facility (fbt here) */
};

struct dt_bpf_prog;
struct dt_provider_ops {
	const char *name;
	/* Register this provider's probes (called once, lazily, before matching). */
	void (*populate)(dtrace_hdl_t *h);
	/* BPF program type for this provider's probes. */
	enum bpf_prog_type prog_type;
	/* The program's expected attach type (kprobe-multi, fentry/fexit);
	 * 0 for the program types that have none. */
	enum bpf_attach_type expected_attach_type;
	/* The kernel BTF id a tracing program (fentry/fexit) is loaded
	 * against; NULL: none. */
	uint32_t (*attach_btf_id)(const struct dt_probe *p);
	/* The BTF object that id is in, when it is a module's (an fd the
	 * provider keeps open); NULL or 0: vmlinux's. */
	int (*attach_btf_obj_fd)(const struct dt_probe *p);
	/* Emit code that fills dt_mstate.argv[] from the context.  On entry
	 * r9 = ctx and r8 = &mstate (non-NULL); it may use r0-r5 and must
	 * keep r6-r9.  Unset argv slots are already zero. */
	void (*prologue)(struct dt_cgbuf *cg, const struct dt_probe *p);
	/* Optional: the prologue leaves the current task, a trusted pointer
	 * from bpf_get_current_task_btf() it called anyway, at fp +
	 * DT_SLOT_TASK for the whole program: the offset of the task's comm
	 * in it, which execname then reads by loads instead of a
	 * bpf_get_current_comm() call (cg_comm.c); -1: no task there. */
	int (*task_comm)(const struct dt_probe *p);
	/* Attach prog_fd; store fds to close at detach in fds[], return count
	 * (or -1 with dt_set_errmsg).  data: these ops' `data`. */
	int (*attach)(dtrace_hdl_t *h, const struct dt_probe *p, int prog_fd,
		      int *fds, int maxfds, const void *data);
	/* What attach and the lifecycle below get to tell these ops from
	 * others with the same functions: a dispatch layer for the programs
	 * behind a dispatcher, the provider's dispatch for its own ops
	 * (prov/dispatch.h); NULL: nothing. */
	const void *data;
	/* Kernel stack frames of ours above the probe site, which stack()
	 * skips; 0: as the program type has them. */
	int stack_skip;
	/* The probes are a function's entry and return (fbt): DTrace's stacks
	 * start at the function's caller, and caller is their first frame.
	 * At a probe named "entry" the function's own frame is on top (a
	 * kprobe's regs) and is skipped too; under a trampoline, see
	 * stack_entry_frame. */
	bool stack_from_caller;
	/* The programs run from a trampoline (fentry/fexit): after stack_skip
	 * frames comes the traced function's entry frame (the trampoline's
	 * return into it) or, where the kernel leaves none, already its
	 * caller (7.2, when the trampoline calls the function for an fexit
	 * program on it): decided per stack from that frame's address
	 * (cg_stack.c), and an entry frame is skipped. */
	bool stack_entry_frame;
	/* The tracepoint event the programs run from (NULL: none known): while
	 * the tracepoint has several callbacks (another session's program on
	 * it), the kernel calls them through its iterator, __traceiter_<event>,
	 * whose frame then follows the stack_skip ones, and is skipped too,
	 * decided per stack from that frame's address (cg_stack.c); and the last
 * of the stack_skip frames is taken for __bpf_trace_<event>, which has no
 * frame where the compiler made it a tail call (5.10): decided likewise. */
	const char *(*stack_tracepoint)(const struct dt_probe *p);
	/* Optional: choose the ops each probe of one compile is built and
	 * attached with, seeing them all at once (cg calls it once per
	 * compile).  probes[0..n-1] are every probe the compile enables;
	 * use[i] starts as probes[i]->ops, and plan may set it to another
	 * ops of its own for probes of its provider: the syscall provider
	 * builds many syscalls' programs for one raw_syscalls hook that
	 * dispatches to them (prov_syscall.c).  kstack[i]: a clause of
	 * probes[i] reads the kernel stack (stack(), stackdepth, caller). */
	int (*plan)(dtrace_hdl_t *h, struct dt_probe *const *probes, int n,
		    const bool *kstack, const bool *typed, const struct dt_provider_ops **use);
	/* typed[i]: a clause of probes[i] reads args[] (its program depends on
	 * the probe's own argument types).  plan returns -1 (dt_set_errmsg)
	 * to refuse the compile. */

	/* One program for many probes: cg builds a single program for every
	 * probe of a compile that has these ops, the same provider and name,
	 * and the same clauses, and attach_group attaches it to them all.
	 * Each attachment carries a cookie (bpf_get_attach_cookie), which the
	 * prologue stores in dt_mstate.cookie: bits 0-31 the probe's slot in
	 * the group (its EPIDs are the clause's plus the slot), bits 32-63
	 * the offset in the string table of its record: u32 probe id, u32
	 * offset of its module name, then its function name (probefunc). */
	bool group;
	int (*attach_group)(dtrace_hdl_t *h, const struct dt_bpf_prog *bp, int prog_fd,
			    int **fds);

	/* The lifecycle of what a provider makes for the session beyond its
	 * probes' own attachments (the kernel objects of a dispatch:
	 * prov/dispatch.h), called through the ops of prov.c's providers[]
	 * with their data (NULL: none).  detached: the runtime closed every
	 * attachment, which included those objects (dt_prov_detached).
	 * hooks: the programs it attached itself that run probes' programs
	 * (dt_prov_hooks).  free: the end of the handle (dt_prov_free).
	 * attached: the runtime attached every program of the session
	 * (dt_prov_attached): warn of the probes skipped (dt_diag). */
	void (*attached)(dtrace_hdl_t *h, const void *data);
	void (*detached)(dtrace_hdl_t *h, const void *data);
	void (*hooks)(dtrace_hdl_t *h, const void *data,
		      void (*cb)(void *arg, int idx, int fd, const char *what), void *arg);
	void (*free)(dtrace_hdl_t *h, const void *data);
};

struct dt_probe {
	uint32_t id;
	char *prov, *mod, *func, *name;
	char *func_sym;			/* pid probes of C++ functions: the mangled
					   symbol, which descriptions match too
					   (func is the demangled name) */
	const struct dt_provider_ops *ops;
	enum dt_attach_kind attach;
	/* Provider data: tracepoint "category/event", tracefs id, syscall
	 * number, sample period in ns, ... */
	char *tp;
	int64_t tp_id;
	uint64_t period_ns;
	bool one_cpu;			/* tick-* fires on one CPU */
	int nargs;
	char **argtypes;		/* native C type names of args[0..nargs-1] */
	int *argoff;			/* tracepoint field offsets in ctx */
	int *argsize;			/* and sizes (1, 2, 4, 8) */
	bool *argsigned;
	bool *argaddr;			/* argv[i] holds the address of the field's
					   data, not its value: char[] arrays and
					   __data_loc strings (typed "char *") */
	char **xargtypes;		/* DTrace's translated type of args[i]
					   ("psinfo_t *"), or NULL: args[i] is then
					   xlate<xargtypes[i]>((argtypes[i])argv[i])
					   (see /work/notes/xlate-api.md) */
	void *priv;			/* provider's own data (pid/USDT: struct
					   dt_uprobe) */
	bool named;			/* matched by a description without globs:
					   failing to attach it ends the session
					   (a glob's probes the kernel refuses are
					   skipped and counted) */
	struct dt_probe *next;
};

/* -------------------------------------------------------- cg to runtime */

/* Every ring-buffer record starts with this header (cg writes it); the
 * action data follows it, 8-byte aligned.  dt_rec.offset and dt_edesc.size
 * count from the end of the header (the first data byte). */
struct dt_rechdr {
	uint32_t epid;			/* index into h->cgout->edescs */
	uint32_t cpu;			/* bpf_get_smp_processor_id() */
};

/* A ustack() record's third item, when -x ustackcopy is not 0 (the
 * consumer unwinds it by the binaries' CFI): the thread's user registers
 * (x86-64 struct pt_regs), the user address the copy starts at (the stack
 * pointer rounded down to DT_USTACK_CHUNK), the bytes copied, then the
 * copy. */
#define DT_USTACK_REGS	168
#define DT_USTACK_HDR	(DT_USTACK_REGS + 16)
#define DT_USTACK_CHUNK	1024
#define DT_USTACK_COPY_DEFAULT	8192
#define DT_USTACK_COPY_MAX	16384	/* a record lives in 32 KiB of scratch */

/* Runtime faults (DTrace's DTRACEFLT_* codes, also arg4 of dtrace:::ERROR). */
enum dt_fault {
	DT_FLT_UNKNOWN, DT_FLT_BADADDR, DT_FLT_BADALIGN, DT_FLT_ILLOP,
	DT_FLT_DIVZERO, DT_FLT_NOSCRATCH, DT_FLT_KPRIV, DT_FLT_UPRIV,
	DT_FLT_TUPOFLOW, DT_FLT_BADSTACK,
	DT_FLT_BADSIZE, DT_FLT_BADINDEX,	/* Oracle's additions */
};
/* A fault record: an edesc whose only action is DT_ACT_ERROR (one per
 * (clause, probe) that can fault: edesc->clause / ->probe_id say where),
 * data = struct dt_faultrec.  The message is DTrace's "error in
 * dt_clause_<clause> for probe ID <probe> (<p:m:f:n>): divide-by-zero at BPF
 * pc <pc>" or "invalid address (0x<addr>) at BPF pc <pc>". */
struct dt_faultrec {
	uint64_t fault;			/* enum dt_fault */
	uint64_t addr;			/* bad address (BADADDR) */
	uint64_t pc;			/* instruction index in the program */
	uint64_t epid;			/* EPID of the clause that faulted (arg1 of ERROR) */
};
/* Set in dt_faultrec.fault when the probe has already run dtrace:::ERROR's
 * clauses itself (those of the same compile, right after the fault record:
 * cg_stmt.c); the consumer then only reports the fault. */
#define DT_FAULT_ERROR_RAN	0x40000000u
/* After reading a fault record the consumer prints the message and runs
 * the dtrace:::ERROR program (if any) with BPF_PROG_TEST_RUN; its context
 * is u64 ctx[DT_MAX_ARGS] = { 0, probe id, clause, pc, fault, addr }, which
 * ERROR's prologue copies into argv[] (arg0..arg5).  BEGIN and END get a
 * zeroed ctx of the same size. */

/* Actions as the consumer sees them, one per record item group. */
enum dt_act_kind {
	DT_ACT_TRACE,		/* one value: type says how to print */
	DT_ACT_PRINTF,		/* fmt + args */
	DT_ACT_PRINTA,		/* fmt (may be NULL) + aggregation ids */
	DT_ACT_EXIT,		/* one int */
	DT_ACT_STACK, DT_ACT_USTACK,
	DT_ACT_SYM, DT_ACT_USYM, DT_ACT_MOD, DT_ACT_UMOD,
	DT_ACT_TRACEMEM,
	DT_ACT_SYSTEM,		/* fmt + args, run by the consumer */
	DT_ACT_RAISE, DT_ACT_STOP,
	DT_ACT_CLEAR, DT_ACT_TRUNC, DT_ACT_NORMALIZE, DT_ACT_DENORMALIZE,
	DT_ACT_SETOPT,
	DT_ACT_SPECULATE, DT_ACT_COMMIT, DT_ACT_DISCARD,
	DT_ACT_FTRUNCATE, DT_ACT_FREOPEN, DT_ACT_PRINTM, DT_ACT_PRINT,
	DT_ACT_ERROR,		/* a runtime fault report */
};

/* One data item of a record. */
struct dt_rec {
	uint32_t offset;		/* from the record start (after the EPID) */
	uint32_t size;
	struct dt_type *type;		/* D type of the value (string: T_STRING) */
	bool is_signed;
};
/* record.c: an integer item of a record (data: the record after its
 * EPID), sign- or zero-extended by its size. */
int64_t dt_rec_int(const struct dt_rec *r, const uint8_t *data);

struct dt_pfargv;
struct dt_action {
	enum dt_act_kind kind;
	int first_rec, nrecs;		/* into dt_edesc.recs */
	/* An action under an if: 1 + the record offset of a byte the
	 * program sets to 1 when the action ran and to 0 when its branch
	 * was not taken (dt_act_ran); 0: the action always runs. */
	uint32_t ran_at;
	char *fmt;			/* printf/printa/system format, setopt name */
	int aggid;			/* printa/clear/trunc/normalize: aggregation id */
	int64_t arg;			/* trunc count, normalize factor etc. when constant */
	/* printa(fmt, @a, @b, ...): all the aggregation ids (naggs == 0: just
	 * aggid).  trunc/normalize with a non-constant count/factor: the
	 * action's first rec holds it (nrecs > 0), else `arg`. */
	int *aggids;
	int naggs;
	/* printf's format parsed, set by the consumer when it opens
	 * (runtime/consume.c): a record then needs no lookup by text */
	const struct dt_pfargv *pfv;
};

/* Whether action a ran in the record data (an action in an if's branch
 * that was not taken is in the record, and is skipped). */
static inline bool dt_act_ran(const struct dt_action *a, const uint8_t *data)
{
	return a->ran_at == 0 || data[a->ran_at - 1] != 0;
}

/* Enabled probe description: one per (clause, probe) that records data. */
struct dt_edesc {
	uint32_t epid;
	uint32_t probe_id;
	int clause;			/* index of the clause in its program */
	bool alias;			/* a grouped program's EPID of another probe:
					   acts and recs are those of the EPID of the
					   group's first probe, which frees them */
	uint32_t size;			/* record bytes after the EPID */
	struct dt_action *acts;
	int nacts;
	struct dt_rec *recs;
	int nrecs;
};

enum dt_aggfunc {
	DT_AGG_COUNT, DT_AGG_SUM, DT_AGG_AVG, DT_AGG_MIN, DT_AGG_MAX,
	DT_AGG_STDDEV, DT_AGG_QUANTIZE, DT_AGG_LQUANTIZE, DT_AGG_LLQUANTIZE,
};

/* DT_MAP_AGG layout (written by cg, read by agg.c).  Key: u64 aggregation
 * id, then the key tuple as described by dt_aggdesc.keys (offsets from the
 * byte after the id; integers 8 bytes, strings their rec size, NUL padded),
 * zero padded to agg_keysize.  Value (per CPU), int64_t words:
 *   count [n]   sum [sum]   avg [n, sum]   min / max [n, value] (value is
 *   meaningful once n > 0)   stddev [n, sum, sumsq_lo, sumsq_hi] (u128 sum of
 *   squares)   quantize [127 counts]: bucket 63 holds 0, bucket 64+k holds
 *   [2^k, 2^(k+1)), bucket 62-k holds (-2^(k+1), -2^k]   lquantize
 *   [levels + 2 counts]: 0 = below base, 1 + (v - base) / step, levels + 1 =
 *   at or above limit, levels = (limit - base) / step   llquantize: as
 *   quantize.h documents. */
#define DT_AGG1_HDR	8	/* DT_MAP_AGG1 value: the fired flag before the value */
struct dt_aggdesc {
	int id;
	char *name;			/* without '@'; "" for the anonymous @ */
	enum dt_aggfunc func;
	int nkeys;
	struct dt_rec *keys;		/* key layout inside the key tuple */
	uint32_t keysize;		/* bytes of the key tuple (after the agg id) */
	uint32_t valsize;		/* bytes of the value (per CPU) */
	int64_t lq_base, lq_limit, lq_step;		/* lquantize */
	int64_t llq_factor, llq_low, llq_high, llq_nsteps; /* llquantize */
};

struct dt_bpf_prog {
	struct dt_probe *probe;
	/* what built its prologue and attaches it: probe->ops unless the
	 * provider's plan() chose another */
	const struct dt_provider_ops *ops;
	enum bpf_prog_type type;
	enum bpf_attach_type expected_attach_type;	/* ops' */
	uint32_t attach_btf_id;				/* ops->attach_btf_id(probe) */
	int attach_btf_obj_fd;				/* ops->attach_btf_obj_fd(probe) */
	struct bpf_insn *insns;
	int ninsns;
	/* not NULL: the instructions are this earlier program's (the same
	 * program, as syscall:::entry's clause is for every syscall when
	 * nothing in it depends on the probe), owned by it */
	const struct dt_bpf_prog *same;
	char name[16];			/* "dt_<probe id>" */
	/* ops->group: the probes this program serves (group[0] == probe) and
	 * the attach cookie of each */
	struct dt_probe **group;
	uint64_t *cookies;
	int ngroup;
	/* cg's stack keys (cg_layout.c): the first instruction of the
	 * mstate lookup the prologue left as no-ops (-1: none), filled in
	 * when the keys must move to mstate; the bytes of key each stack key
	 * zero-fills */
	int skey_pro;
	uint32_t skey_ext;
	struct dt_bpf_prog *next;
};

/* Everything cg produced for the session (h->cgout): every compiled program
 * appends to it, so EPIDs and aggregation ids are unique per session. */
struct dt_cg_out {
	struct dt_bpf_prog *progs;
	struct dt_edesc **edescs;	/* indexed by epid */
	int nedescs;
	struct dt_aggdesc **aggs;	/* indexed by aggregation id */
	int naggs;
	char *strtab;			/* constant strings (DT_MAP_STRTAB) */
	uint32_t strtab_len;
	uint32_t globals_size;		/* bytes of DT_MAP_GLOBALS value */
	uint32_t scratch_size;		/* bytes of DT_MAP_MSTATE value */
	uint32_t tls_keysize, tls_valsize;
	uint32_t assoc_keysize, assoc_valsize;
	/* the largest D value of each (valsize is at least a register's 8
	 * bytes): what dynvarsize is counted in */
	uint32_t tls_dsize, assoc_dsize;
	uint32_t agg_keysize, agg_valsize;
	uint32_t nspec;			/* speculation ids the programs allocate
					   (option nspec when cg used DT_MAP_SPEC) */
	bool destructive;		/* some program has a destructive action:
					   refused at enabling without -w */
	/* What the ring buffers must hold (runtime/load.c sizes them by it
	 * when bufsize is not set): rb_any: some record may be written on
	 * any firing; otherwise every record is written once per session at
	 * most (BEGIN's, END's, exit()'s), rb_once bytes in all.  err_rb:
	 * the bytes one run of dtrace:::ERROR's program records (the
	 * consumer reads them after each run). */
	bool rb_any;
	uint64_t rb_once, err_rb;
	void *cg_priv;			/* cg.c's session state; cg.c frees h->cgout
					   when the last compiled program is freed */
};

#endif
