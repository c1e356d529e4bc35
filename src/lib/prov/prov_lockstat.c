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
 * Absent: the *-acquire, *-release and adaptive-acquire-error probes
 * (Linux traces only contended acquisitions).
 */
#include <stdlib.h>
#include <unistd.h>

#include "bpf/insn.h"
#include "prov/prov_stable.h"

/* include/trace/events/lock.h */
enum { LCB_F_SPIN = 1, LCB_F_READ = 2, LCB_F_WRITE = 4, LCB_F_RT = 8, LCB_F_PERCPU = 16,
       LCB_F_MUTEX = 32 };

#define FLAGS DT_ST_TMP		/* the saved flags, while classifying */
#define KEY DT_ST_TMP3		/* map key: tid << 32 | probe id */
#define VAL DT_ST_TMP2		/* map value: start time, flags (TMP2, TMP) */

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
};

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

static void lockstat_prologue(struct dt_cgbuf *cg, const struct dt_probe *p)
{
	const struct dt_sprobe *sp = p->priv;
	struct dt_st *b = dt_zalloc(sizeof(*b));

	dt_st_ctx(b, FLAGS, 1);
	int at_end = dt_st_skip_if(b, FLAGS, BPF_JSLE, 0);

	/* contention_begin: remember when, and what kind of lock */
	emit_key(b, p->id);
	dt_st_emit(b, CALL_HELPER(BPF_FUNC_ktime_get_ns));
	dt_st_emit(b, STX_MEM(BPF_DW, BPF_REG_8, BPF_REG_0, 8 * VAL));
	emit_map_key(b);
	dt_st_emit(b, MOV64_REG(BPF_REG_3, BPF_REG_8));
	dt_st_emit(b, ALU64_IMM(BPF_ADD, BPF_REG_3, 8 * VAL));
	dt_st_emit(b, MOV64_IMM(BPF_REG_4, BPF_ANY));
	dt_st_emit(b, CALL_HELPER(BPF_FUNC_map_update_elem));
	dt_st_emit(b, MOV64_IMM(BPF_REG_0, 0));
	dt_st_emit(b, EXIT_INSN());

	/* contention_end: fire only once the lock is held (ret == 0) */
	dt_st_patch(b, at_end, dt_st_here(b));
	dt_st_require(b, FLAGS, BPF_JEQ, 0);
	emit_key(b, p->id);
	emit_map_key(b);
	dt_st_emit(b, CALL_HELPER(BPF_FUNC_map_lookup_elem));
	dt_st_emit(b, JMP_IMM(BPF_JNE, BPF_REG_0, 0, 2));
	dt_st_emit(b, MOV64_IMM(BPF_REG_0, 0));
	dt_st_emit(b, EXIT_INSN());
	dt_st_emit(b, LDX_MEM(BPF_DW, BPF_REG_1, BPF_REG_0, 0));
	dt_st_emit(b, STX_MEM(BPF_DW, BPF_REG_8, BPF_REG_1, 8 * 1));
	dt_st_emit(b, LDX_MEM(BPF_DW, BPF_REG_1, BPF_REG_0, 8));
	dt_st_emit(b, STX_MEM(BPF_DW, BPF_REG_8, BPF_REG_1, 8 * FLAGS));
	emit_map_key(b);
	dt_st_emit(b, CALL_HELPER(BPF_FUNC_map_delete_elem));
	dt_st_emit(b, CALL_HELPER(BPF_FUNC_ktime_get_ns));
	dt_st_emit(b, LDX_MEM(BPF_DW, BPF_REG_1, BPF_REG_8, 8 * 1));
	dt_st_emit(b, ALU64_REG(BPF_SUB, BPF_REG_0, BPF_REG_1));
	dt_st_emit(b, STX_MEM(BPF_DW, BPF_REG_8, BPF_REG_0, 8 * 1));
	dt_st_ctx(b, 0, 0);
	sp->fill(b);
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
	dt_stable_populate(h, &lockstat_ops, "lockstat", lockstat_probes,
			   (int)(sizeof(lockstat_probes) / sizeof(lockstat_probes[0])));
}

const struct dt_provider dt_provider_lockstat = {
	.ops = &lockstat_ops,
	.attr = &dt_stable_attr,
	.describe = dt_stable_describe,
};
