/*
 * The stable providers (proc, sched, io, ip, tcp, udp, lockstat): DTrace's
 * probe names over Linux raw tracepoints (and, for the probes no
 * tracepoint marks, fentry/fexit programs on a kernel function: their
 * context is the same u64 array).  Each provider file holds a table of
 * struct dt_sprobe; prov_stable.c turns a table into probes, argument
 * types, a prologue and a raw-tracepoint (fentry/fexit) attachment.
 *
 * A raw tracepoint program sees the tracepoint's C arguments as u64
 * ctx[0..n-1] (the kernel's pointers: task_struct, request, sk_buff, sock),
 * which is what DTrace's translators want as input: a probe's native
 * arguments (arg0..) are such pointers or integers, and args[i] is
 * xlate<xtype>(native arg i) when the probe declares a translated type.
 */
#ifndef DT_PROV_STABLE_H
#define DT_PROV_STABLE_H

#include "prov/prov.h"

#define DT_SPROBE_MAXARGS 6

/* A prologue under construction: built here first (so forward jumps can
 * be patched), then handed to the code generator instruction by
 * instruction (dt_cg_emit is all bpf/emit.h offers). */
#define DT_ST_MAXINSNS 512
struct dt_st {
	struct bpf_insn insns[DT_ST_MAXINSNS];
	int n;
	char missing[160];	/* what dt_st_member() found missing: the probe is refused */
};
void dt_st_emit(struct dt_st *b, struct bpf_insn insn);

/* Where a native argument comes from. */
enum {
	DT_SRC_NONE = -1,	/* filled by the probe's fill() (or left 0) */
	DT_SRC_CURTASK = -2,	/* bpf_get_current_task() */
};

struct dt_sarg {
	const char *ntype;	/* native C type: "struct task_struct *" */
	const char *xtype;	/* DTrace's translated type: "psinfo_t *";
				   NULL: args[i] is the native value */
	int src;		/* ctx index of the tracepoint argument, or DT_SRC_* */
};

struct dt_sprobe {
	const char *name;	/* DTrace's probe name: "exec-success" */
	const char *func;	/* the function field: the kernel event */
	const char *cat;	/* tracefs category ("sched"), to check the event exists */
	const char *tp;		/* raw tracepoint name ("sched_process_exec") */
	/* Emit the filter and computed arguments: runs after the ctx and
	 * current-task arguments are in argv[]; may return early from the
	 * program (the probe does not fire).  NULL: nothing to do. */
	void (*fill)(struct dt_st *b);
	int nargs;
	struct dt_sarg args[DT_SPROBE_MAXARGS];
	/* the entry before this one, under another tracepoint, where the
	 * kernel lacks that one's (proc:::exec before 6.9) */
	bool fallback;
	/* non-NULL: the probe exists only where *when is true (what the
	 * architecture's kernel does: dt_arch) */
	const bool *when;
	/* Built on fbt (tp NULL): an fentry program on this kernel function
	 * (kret: fexit, at its return), whose context is the function's
	 * arguments as ctx[0..] (the return value after them), as a raw
	 * tracepoint's are: the prologue and fill() are the same.  Absent
	 * where the kernel has no fentry programs or will not put one on
	 * the function (dt_stable_absent says so). */
	const char *kfunc;
	bool kret;
	/* Neither a tracepoint nor a function (tp and kfunc NULL): the probe
	 * is absent on Linux, and this sentence says why. */
	const char *absent;
};

/* Register a table's probes (those whose tracepoint exists) under the
 * provider name prov, module "vmlinux".  A fallback entry is used only where
 * the tracepoint of the entry before it does not exist. */
void dt_stable_populate(dtrace_hdl_t *h, const struct dt_provider_ops *ops, const char *prov,
			const struct dt_sprobe *tab, int n);
void dt_stable_describe(dtrace_hdl_t *h, struct dt_probe *p);
/* The providers' plan(): probes built on fbt take the fentry/fexit ops. */
int dt_stable_plan(dtrace_hdl_t *h, struct dt_probe *const *probes, int n, const bool *kstack,
		   const bool *typed, const struct dt_provider_ops **use);
/* Why a description of prov naming a probe of the table matches nothing
 * here (one sentence into why), or false when it names none. */
bool dt_stable_absent(const char *prov, const struct dt_sprobe *tab, int n,
		      char field[DT_DESC_NFIELDS][DT_DESC_FIELDLEN], char *why, size_t len);
void dt_stable_prologue(struct dt_cgbuf *cg, const struct dt_probe *p);
/* The part after the probe's own code: zero the scratch slots it did not
 * use as arguments, and hand the instructions to cg. */
void dt_stable_finish(struct dt_st *b, struct dt_cgbuf *cg, int nargs);
int dt_stable_attach(dtrace_hdl_t *h, const struct dt_probe *p, int prog_fd,
		     int *fds, int maxfds, const void *data);
extern const struct dt_pattr dt_stable_attr;

/* ---- prologue building blocks for fill(): they work on argv[] slots of
 * the machine state (r8), so values survive helper calls.  DT_ST_TMP,
 * _TMP2 and _TMP3 are scratch slots (zeroed again before the clauses run,
 * as a probe has fewer arguments). */
#define DT_ST_TMP (DT_MAX_ARGS - 1)
#define DT_ST_TMP2 (DT_MAX_ARGS - 2)
#define DT_ST_TMP3 (DT_MAX_ARGS - 3)

/* argv[dst] = ctx[k] */
void dt_st_ctx(struct dt_st *b, int dst, int k);
/* argv[dst] = *(uN *)(argv[src] + off), zero-extended; 0 when unreadable. */
void dt_st_load(struct dt_st *b, int dst, int src, int off, int size);
/* Byte offset of a member path ("__sk_common.skc_family") in a kernel
 * struct, -1 when BTF lacks it; dt_st_member() = dt_st_load() of it, or
 * a compile-time error (dt_cg_lacks) naming the member when it is missing. */
int dt_st_offset(const char *type, const char *path, int *size);
void dt_st_member(struct dt_st *b, int dst, int src, const char *type, const char *path);
/* argv[dst] = argv[dst] op imm (BPF_ADD, BPF_AND, BPF_RSH, ...). */
void dt_st_alu(struct dt_st *b, int dst, int op, int32_t imm);
/* argv[dst] = argv[dst] op argv[src] */
void dt_st_alu_slot(struct dt_st *b, int dst, int op, int src);
/* argv[dst] = imm */
void dt_st_set(struct dt_st *b, int dst, int32_t imm);
/* argv[dst] = argv[src] */
void dt_st_copy(struct dt_st *b, int dst, int src);
/* Sign-extend argv[dst] from its low `size` bytes. */
void dt_st_sext(struct dt_st *b, int dst, int size);
/* Go on only if (argv[slot] jmpop imm) holds (BPF_JEQ, BPF_JNE, BPF_JSET,
 * BPF_JSLT, ...); otherwise the probe does not fire. */
void dt_st_require(struct dt_st *b, int slot, int jmpop, int32_t imm);
/* Go on only if argv[slot] equals one of vals[0..n-1]. */
void dt_st_require_any(struct dt_st *b, int slot, const int32_t *vals, int n);
/* Go on only if the current thread is (want_leader) / is not the
 * thread-group leader (pid == tid). */
void dt_st_require_leader(struct dt_st *b, bool want_leader);
/* if (argv[slot] jmpop imm) skip the next `n` emitted instructions:
 * returns the index of the jump to patch with dt_st_patch(). */
int dt_st_skip_if(struct dt_st *b, int slot, int jmpop, int32_t imm);
/* An unconditional jump to patch: returns its index. */
int dt_st_jump(struct dt_st *b);
int dt_st_here(struct dt_st *b);
void dt_st_patch(struct dt_st *b, int jump, int target);

#endif
