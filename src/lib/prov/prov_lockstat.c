/*
 * The lockstat provider over lock:contention_begin(lock, flags) and
 * lock:contention_end(lock, ret): the probes DTrace fires after a
 * contended lock is acquired, with the time spent spinning or blocked.
 *
 * Each probe's program is attached to both tracepoints: at the begin it
 * saves the start time and the lock's kind (LCB_F_* flags) under (thread,
 * probe) in DT_MAP_PSTATE; at the end it takes them back and fires when
 * the kind is the probe's, with arg0 = the lock, arg1 = the time in ns
 * (and arg2 = 1 for a writer on rw- probes).  The two tracepoints are told
 * apart by their second argument: flags are never 0 while ret is 0 or a
 * negative errno.  A mutex that spins and then sleeps counts as blocked
 * from the moment it started to sleep.
 *
 * Kernels before 5.19 have no such tracepoints: there the same probes are
 * built on the lock slow paths, which run only when a lock is contended,
 * with a kprobe at the entry and a kretprobe at the return of each, both
 * running the probe's one program (the pc tells them apart: at the entry
 * it is in the function's first bytes).  The entry saves the time, the
 * lock (the first argument) and the thread's count of voluntary context
 * switches; the return fires once the lock is held, with the time since:
 * a mutex slow path (__mutex_lock*_slowpath) is adaptive-block when the
 * thread slept in it (the count moved: the time then includes the
 * spinning before), adaptive-spin when it did not; queued_spin_lock_
 * slowpath (native_ or __pv_ on x86-64) is spin-spin,
 * queued_{read,write}_lock_slowpath rw-spin and
 * rwsem_down_{read,write}_slowpath rw-block (when it slept), arg2 = 1 for
 * the writers' functions.
 *
 * Absent: the *-acquire, *-release and adaptive-acquire-error probes
 * (Linux traces only contended acquisitions).
 */
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

#include "arch/arch.h"
#include "bpf/insn.h"
#include "core/kallsyms.h"
#include "prov/fbt.h"
#include "prov/prov_stable.h"

/* include/trace/events/lock.h */
enum { LCB_F_SPIN = 1, LCB_F_READ = 2, LCB_F_WRITE = 4, LCB_F_RT = 8, LCB_F_PERCPU = 16,
       LCB_F_MUTEX = 32 };

#define KEY (DT_ST_TMP3 - 1)	/* map key: tid << 32 | probe id */
/* map value (DT_MAP_PSTATE's three words, TMP3, TMP2, TMP): the start
 * time, then the flags (tracepoints: value[2]) or the lock and the
 * voluntary switches (slow paths: value[1], value[2]) */
#define VAL DT_ST_TMP3
#define FLAGS DT_ST_TMP		/* the saved flags, while classifying */
#define LOCK DT_ST_TMP2
#define NVCSW DT_ST_TMP

/* Go on only if argv[FLAGS] & mask == want. */
static void require_kind(struct dt_st *b, int32_t mask, int32_t want)
{
	dt_st_copy(b, DT_ST_TMP2, FLAGS);
	dt_st_alu(b, DT_ST_TMP2, BPF_AND, mask);
	dt_st_require(b, DT_ST_TMP2, BPF_JEQ, want);
}

/* rw- probes: arg2 = 1 for a writer. */
static void writer_arg(struct dt_st *b)
{
	dt_st_copy(b, 2, FLAGS);
	dt_st_alu(b, 2, BPF_RSH, 2);
	dt_st_alu(b, 2, BPF_AND, 1);
}

static void fill_adaptive_block(struct dt_st *b)
{
	dt_st_copy(b, DT_ST_TMP2, FLAGS);
	dt_st_alu(b, DT_ST_TMP2, BPF_AND, LCB_F_MUTEX | LCB_F_RT);
	dt_st_require(b, DT_ST_TMP2, BPF_JNE, 0);
	require_kind(b, LCB_F_SPIN, 0);
}

static void fill_adaptive_spin(struct dt_st *b)
{
	require_kind(b, LCB_F_MUTEX | LCB_F_SPIN, LCB_F_MUTEX | LCB_F_SPIN);
}

static void fill_spin_spin(struct dt_st *b)
{
	require_kind(b, LCB_F_MUTEX | LCB_F_RT | LCB_F_READ | LCB_F_WRITE | LCB_F_SPIN,
		     LCB_F_SPIN);
}

static void fill_rw_spin(struct dt_st *b)
{
	require_kind(b, LCB_F_MUTEX | LCB_F_SPIN, LCB_F_SPIN);
	dt_st_copy(b, DT_ST_TMP2, FLAGS);
	dt_st_require(b, DT_ST_TMP2, BPF_JSET, LCB_F_READ | LCB_F_WRITE);
	writer_arg(b);
}

static void fill_rw_block(struct dt_st *b)
{
	require_kind(b, LCB_F_MUTEX | LCB_F_SPIN, 0);
	dt_st_copy(b, DT_ST_TMP2, FLAGS);
	dt_st_require(b, DT_ST_TMP2, BPF_JSET, LCB_F_READ | LCB_F_WRITE);
	writer_arg(b);
}

#define LOCK_ARGS { "void *", NULL, DT_SRC_NONE }, { "uint64_t", NULL, DT_SRC_NONE }
#define RW_ARGS LOCK_ARGS, { "int", NULL, DT_SRC_NONE }

/* DTrace's probes Linux gives no place to fire: every acquisition and
 * release, where only a contended acquisition passes a tracepoint or a
 * slow path. */
#define ABSENT(nm) { .name = nm, .func = "", .absent = "only a contended lock acquisition " \
	"passes a tracepoint (lock:contention_begin and lock:contention_end); an uncontended " \
	"one, and every release, runs the lock's inline fast path, which has none" }

static const struct dt_sprobe lockstat_probes[] = {
	{ "adaptive-block", "contention_end", "lock", "contention_end", fill_adaptive_block,
	  2, { LOCK_ARGS } },
	{ "adaptive-spin", "contention_end", "lock", "contention_end", fill_adaptive_spin,
	  2, { LOCK_ARGS } },
	{ "rw-block", "contention_end", "lock", "contention_end", fill_rw_block,
	  3, { RW_ARGS } },
	{ "rw-spin", "contention_end", "lock", "contention_end", fill_rw_spin,
	  3, { RW_ARGS } },
	{ "spin-spin", "contention_end", "lock", "contention_end", fill_spin_spin,
	  2, { LOCK_ARGS } },
	ABSENT("adaptive-acquire"), ABSENT("adaptive-acquire-error"), ABSENT("adaptive-release"),
	ABSENT("rw-acquire"), ABSENT("rw-release"), ABSENT("spin-acquire"), ABSENT("spin-release"),
};
#define NPROBES ((int)(sizeof(lockstat_probes) / sizeof(lockstat_probes[0])))

/* argv[KEY] = current tid << 32 | probe id */
static void emit_key(struct dt_st *b, uint32_t probe_id)
{
	dt_st_emit(b, CALL_HELPER(BPF_FUNC_get_current_pid_tgid));
	dt_st_emit(b, ALU64_IMM(BPF_LSH, BPF_REG_0, 32));
	dt_st_emit(b, ALU64_IMM(BPF_OR, BPF_REG_0, (int32_t)(probe_id & 0x7fffffff)));
	dt_st_emit(b, STX_MEM(BPF_DW, BPF_REG_8, BPF_REG_0, 8 * KEY));
}

/* r1 = the map, r2 = &argv[KEY] */
static void emit_map_key(struct dt_st *b)
{
	dt_st_emit(b, LD_MAP_LO(BPF_REG_1, DT_MAP_PSTATE));
	dt_st_emit(b, LD_MAP_HI());
	dt_st_emit(b, MOV64_REG(BPF_REG_2, BPF_REG_8));
	dt_st_emit(b, ALU64_IMM(BPF_ADD, BPF_REG_2, 8 * KEY));
}

/* argv[VAL] = now; the three words from argv[VAL] under the key; return
 * (the probe does not fire at the start of a contention). */
static void save_state(struct dt_st *b)
{
	dt_st_emit(b, CALL_HELPER(BPF_FUNC_ktime_get_ns));
	dt_st_emit(b, STX_MEM(BPF_DW, BPF_REG_8, BPF_REG_0, 8 * VAL));
	emit_map_key(b);
	dt_st_emit(b, MOV64_REG(BPF_REG_3, BPF_REG_8));
	dt_st_emit(b, ALU64_IMM(BPF_ADD, BPF_REG_3, 8 * VAL));
	dt_st_emit(b, MOV64_IMM(BPF_REG_4, BPF_ANY));
	dt_st_emit(b, CALL_HELPER(BPF_FUNC_map_update_elem));
	dt_st_emit(b, MOV64_IMM(BPF_REG_0, 0));
	dt_st_emit(b, EXIT_INSN());
}

/* Take the state saved under (thread, probe id) back, or return: arg1 =
 * the time since it was saved, argv[dst1] and argv[dst2] its second and
 * third words (dst -1: not wanted). */
static void take_state(struct dt_st *b, uint32_t probe_id, int dst1, int dst2)
{
	emit_key(b, probe_id);
	emit_map_key(b);
	dt_st_emit(b, CALL_HELPER(BPF_FUNC_map_lookup_elem));
	dt_st_emit(b, JMP_IMM(BPF_JNE, BPF_REG_0, 0, 2));
	dt_st_emit(b, MOV64_IMM(BPF_REG_0, 0));
	dt_st_emit(b, EXIT_INSN());
	dt_st_emit(b, LDX_MEM(BPF_DW, BPF_REG_1, BPF_REG_0, 0));
	dt_st_emit(b, STX_MEM(BPF_DW, BPF_REG_8, BPF_REG_1, 8 * 1));
	int dst[2] = { dst1, dst2 };
	for (int k = 0; k < 2; k++)
		if (dst[k] >= 0) {
			dt_st_emit(b, LDX_MEM(BPF_DW, BPF_REG_1, BPF_REG_0, (int16_t)(8 * (k + 1))));
			dt_st_emit(b, STX_MEM(BPF_DW, BPF_REG_8, BPF_REG_1, (int16_t)(8 * dst[k])));
		}
	emit_map_key(b);
	dt_st_emit(b, CALL_HELPER(BPF_FUNC_map_delete_elem));
}

/* arg1 = now - arg1 */
static void elapsed(struct dt_st *b)
{
	dt_st_emit(b, CALL_HELPER(BPF_FUNC_ktime_get_ns));
	dt_st_emit(b, LDX_MEM(BPF_DW, BPF_REG_1, BPF_REG_8, 8 * 1));
	dt_st_emit(b, ALU64_REG(BPF_SUB, BPF_REG_0, BPF_REG_1));
	dt_st_emit(b, STX_MEM(BPF_DW, BPF_REG_8, BPF_REG_0, 8 * 1));
}

static void lockstat_prologue(struct dt_cgbuf *cg, const struct dt_probe *p)
{
	const struct dt_sprobe *sp = p->priv;
	struct dt_st *b = dt_zalloc(sizeof(*b));

	dt_st_ctx(b, FLAGS, 1);
	int at_end = dt_st_skip_if(b, FLAGS, BPF_JSLE, 0);

	/* contention_begin: remember when, and what kind of lock */
	emit_key(b, p->id);
	save_state(b);

	/* contention_end: fire only once the lock is held (ret == 0) */
	dt_st_patch(b, at_end, dt_st_here(b));
	dt_st_require(b, FLAGS, BPF_JEQ, 0);
	take_state(b, p->id, -1, FLAGS);
	elapsed(b);
	dt_st_ctx(b, 0, 0);
	sp->fill(b);
	dt_st_set(b, KEY, 0);	/* arg6 reads 0 (dt_stable_finish zeroes the TMPs) */
	dt_stable_finish(b, cg, sp->nargs);
	free(b);
}

static int lockstat_attach(dtrace_hdl_t *h, const struct dt_probe *p, int prog_fd,
			   int *fds, int maxfds, const void *data)
{
	static const struct dt_sprobe begin = { .tp = "contention_begin" };
	struct dt_probe at_begin = *p;

	if (maxfds < 2)
		return dt_set_errmsg(h, "too many attachments");
	at_begin.priv = (void *)&begin;
	if (dt_stable_attach(h, &at_begin, prog_fd, fds, 1, data) < 0)
		return -1;
	if (dt_stable_attach(h, p, prog_fd, fds + 1, 1, data) < 0) {
		close(fds[0]);
		return -1;
	}
	return 2;
}

/* ---------------------------------------------- on the lock slow paths */

/* What the slow path's return says about the acquisition. */
enum slow_ret {
	RET_VOID,	/* nothing: it returns with the lock held */
	RET_ZERO,	/* 0 once held, -EINTR when a signal ended the wait */
	RET_PTR,	/* the lock once held, an ERR_PTR when a signal ended the wait */
};

/* Fires (after the common part) when the thread slept in the slow path
 * (argv[NVCSW] != 0: the voluntary switches since the entry), or did not.
 * arg2 (rw-) is 0, a reader, unless a writer's fill says 1. */
static void fill_slept(struct dt_st *b)
{
	dt_st_require(b, NVCSW, BPF_JNE, 0);
}

static void fill_not_slept(struct dt_st *b)
{
	dt_st_require(b, NVCSW, BPF_JEQ, 0);
}

static void fill_slept_writer(struct dt_st *b)
{
	fill_slept(b);
	dt_st_set(b, 2, 1);
}

static void fill_writer(struct dt_st *b)
{
	dt_st_set(b, 2, 1);
}

/* A probe on a slow path: the function is .func and .kfunc; how its
 * return tells a held lock. */
struct slowpath {
	struct dt_sprobe sp;
	enum slow_ret ret;
};

#define SLOW(nm, fn, fl, n, r) { { .name = nm, .func = fn, .fill = fl, .nargs = n, \
	.args = { RW_ARGS }, .kfunc = fn }, r }

static const struct slowpath slow_probes[] = {
	SLOW("adaptive-block", "__mutex_lock_slowpath", fill_slept, 2, RET_VOID),
	SLOW("adaptive-block", "__mutex_lock_killable_slowpath", fill_slept, 2, RET_ZERO),
	SLOW("adaptive-block", "__mutex_lock_interruptible_slowpath", fill_slept, 2, RET_ZERO),
	SLOW("adaptive-spin", "__mutex_lock_slowpath", fill_not_slept, 2, RET_VOID),
	SLOW("adaptive-spin", "__mutex_lock_killable_slowpath", fill_not_slept, 2, RET_ZERO),
	SLOW("adaptive-spin", "__mutex_lock_interruptible_slowpath", fill_not_slept, 2, RET_ZERO),
	SLOW("rw-block", "rwsem_down_read_slowpath", fill_slept, 3, RET_PTR),
	SLOW("rw-block", "rwsem_down_write_slowpath", fill_slept_writer, 3, RET_PTR),
	SLOW("rw-spin", "queued_read_lock_slowpath", NULL, 3, RET_VOID),
	SLOW("rw-spin", "queued_write_lock_slowpath", fill_writer, 3, RET_VOID),
	/* x86-64 with paravirtual spinlocks: the native one, or in a guest
	 * of a hypervisor that halts waiting vCPUs the paravirtual one */
	SLOW("spin-spin", "native_queued_spin_lock_slowpath", NULL, 2, RET_VOID),
	SLOW("spin-spin", "__pv_queued_spin_lock_slowpath", NULL, 2, RET_VOID),
	SLOW("spin-spin", "queued_spin_lock_slowpath", NULL, 2, RET_VOID),
};

#define NSLOW ((int)(sizeof(slow_probes) / sizeof(slow_probes[0])))

/* The most a kprobe's pc at a function's entry is past its start (after
 * an endbr and the ftrace call; cg_stack.c's ENTRY_FRAME_MAX). */
#define ENTRY_PC_MAX 16

/* At the entry (the pc in the function's first bytes): save the time, the
 * lock and the thread's voluntary switches, and return.  At the return:
 * take them back once the lock is held; arg0 the lock, arg1 the time;
 * argv[NVCSW] the switches since, for fill(). */
static void slow_prologue(struct dt_cgbuf *cg, const struct dt_probe *p)
{
	const struct slowpath *sl = p->priv;
	const struct dt_ksym *ks = dt_kallsyms_by_name("vmlinux", sl->sp.kfunc);
	struct dt_st *b = dt_zalloc(sizeof(*b));
	uint64_t addr = ks ? ks->addr : 0;

	dt_st_emit(b, LDX_MEM(BPF_DW, BPF_REG_0, BPF_REG_9, dt_arch.pc));
	dt_st_emit(b, LD_IMM64_LO(BPF_REG_1, addr));
	dt_st_emit(b, LD_IMM64_HI(addr));
	dt_st_emit(b, ALU64_REG(BPF_SUB, BPF_REG_0, BPF_REG_1));
	dt_st_emit(b, STX_MEM(BPF_DW, BPF_REG_8, BPF_REG_0, 8 * DT_ST_TMP));
	int at_ret = dt_st_skip_if(b, DT_ST_TMP, BPF_JGE, ENTRY_PC_MAX);

	/* entry */
	emit_key(b, p->id);
	dt_st_emit(b, LDX_MEM(BPF_DW, BPF_REG_0, BPF_REG_9, dt_arch.argreg[0]));
	dt_st_emit(b, STX_MEM(BPF_DW, BPF_REG_8, BPF_REG_0, 8 * LOCK));
	dt_st_emit(b, CALL_HELPER(BPF_FUNC_get_current_task));
	dt_st_emit(b, STX_MEM(BPF_DW, BPF_REG_8, BPF_REG_0, 8 * NVCSW));
	dt_st_member(b, NVCSW, NVCSW, "struct task_struct", "nvcsw");
	save_state(b);

	/* return: the saved state goes whether or not the probe fires */
	dt_st_patch(b, at_ret, dt_st_here(b));
	dt_st_emit(b, LDX_MEM(BPF_DW, BPF_REG_0, BPF_REG_9, dt_arch.retreg));
	dt_st_emit(b, STX_MEM(BPF_DW, BPF_REG_8, BPF_REG_0, 8 * 2));
	take_state(b, p->id, 0, DT_ST_TMP2);
	/* held: not when a signal ended the wait */
	if (sl->ret == RET_ZERO)
		dt_st_require(b, 2, BPF_JEQ, 0);
	else if (sl->ret == RET_PTR)
		dt_st_require(b, 2, BPF_JLT, -4095);
	elapsed(b);
	dt_st_emit(b, CALL_HELPER(BPF_FUNC_get_current_task));
	dt_st_emit(b, STX_MEM(BPF_DW, BPF_REG_8, BPF_REG_0, 8 * NVCSW));
	dt_st_member(b, NVCSW, NVCSW, "struct task_struct", "nvcsw");
	dt_st_alu_slot(b, NVCSW, BPF_SUB, DT_ST_TMP2);
	dt_st_set(b, 2, 0);
	if (sl->sp.fill)
		sl->sp.fill(b);
	dt_st_set(b, KEY, 0);
	dt_stable_finish(b, cg, sl->sp.nargs);
	free(b);
}

/* A kprobe and a kretprobe on the slow path, with the one program. */
static int slow_attach(dtrace_hdl_t *h, const struct dt_probe *p, int prog_fd,
		       int *fds, int maxfds, const void *data)
{
	struct dt_probe at = *p;
	const struct slowpath *sl = p->priv;
	int n = 0;

	at.func = (char *)sl->sp.kfunc;
	for (int ret = 0; ret < 2; ret++) {
		at.name = ret ? "return" : "entry";
		int k = dt_fbt_kprobe_attach(h, &at, prog_fd, fds + n, maxfds - n, data);
		if (k <= 0) {
			for (int i = 0; i < n; i++)
				close(fds[i]);
			return k < 0 ? -1 : dt_set_errmsg(h, "failed to attach %s:%s:%s:%s: the "
							  "kernel refused a kprobe on %s", p->prov,
							  p->mod, p->func, p->name, sl->sp.kfunc);
		}
		n += k;
	}
	return n;
}

static const struct dt_provider_ops lockstat_slow_ops = {
	.name = "lockstat",
	.prog_type = BPF_PROG_TYPE_KPROBE,
	.prologue = slow_prologue,
	.attach = slow_attach,
};

static bool have_contention_tp(void)
{
	char path[512];
	snprintf(path, sizeof(path), "%s/events/lock/contention_begin", dt_tracefs_root());
	return access(path, F_OK) == 0;
}

/* The slow paths' probes, where the tracepoints are absent and kprobes
 * are there: each function kallsyms has. */
static void slow_populate(dtrace_hdl_t *h)
{
	if (dt_fbt_unavailable_reason())
		return;
	for (int i = 0; i < NSLOW; i++) {
		const struct slowpath *sl = &slow_probes[i];
		if (!dt_kallsyms_by_name("vmlinux", sl->sp.kfunc))
			continue;
		struct dt_probe *p = dt_probe_add(h, &lockstat_slow_ops, "lockstat", "vmlinux",
						  sl->sp.func, sl->sp.name);
		p->attach = DT_ATTACH_KPROBE;
		p->priv = (void *)sl;
	}
}

static void lockstat_populate(dtrace_hdl_t *h);

static const struct dt_provider_ops lockstat_ops = {
	.name = "lockstat",
	.populate = lockstat_populate,
	.prog_type = BPF_PROG_TYPE_RAW_TRACEPOINT,
	.prologue = lockstat_prologue,
	.attach = lockstat_attach,
};

static void lockstat_populate(dtrace_hdl_t *h)
{
	if (!have_contention_tp()) {
		slow_populate(h);
		return;
	}
	dt_stable_populate(h, &lockstat_ops, "lockstat", lockstat_probes, NPROBES);
}

static bool lockstat_absent(char field[DT_DESC_NFIELDS][DT_DESC_FIELDLEN], char *why, size_t len)
{
	return dt_stable_absent("lockstat", lockstat_probes, NPROBES, field, why, len);
}

/* Kernels before 5.19 have no lock:contention_* tracepoints; the slow
 * paths need kprobes. */
static const char *lockstat_unavailable(void)
{
	if (have_contention_tp() || !dt_fbt_unavailable_reason())
		return NULL;
	return "lockstat provider unavailable: this kernel has no lock:contention_begin "
	       "and lock:contention_end tracepoints (Linux 5.19 added them), and no kprobes "
	       "to build its probes on the lock slow paths";
}

const struct dt_provider dt_provider_lockstat = {
	.ops = &lockstat_ops,
	.attr = &dt_stable_attr,
	.describe = dt_stable_describe,
	.unavailable = lockstat_unavailable,
	.absent = lockstat_absent,
};
