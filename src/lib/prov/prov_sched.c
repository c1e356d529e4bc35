/*
 * The sched provider: CPU scheduling over sched:sched_switch, sched_waking,
 * sched_wakeup(_new) and sched_pi_setprio.
 *
 * Linux fires sched_switch before the switch, in the outgoing thread: so
 * off-cpu, sleep and preempt run in the right context, but on-cpu runs
 * there too (curthread, pid, execname are still those of the thread
 * leaving the CPU; use off-cpu's args[] for the incoming one).  enqueue is
 * the wakeup that puts a thread on a run queue.  change-pri covers only
 * priority inheritance.
 *
 * No tracepoint, so built on fbt (fentry programs, where the kernel has
 * them): dequeue on each scheduling class's dequeue_task_*(rq, p, flags)
 * (fair, rt, deadline: the classes of user threads), args[2] the run
 * queue's CPU; tick on sched_tick() (scheduler_tick() before 6.10), the
 * clock tick's accounting, in the interrupted thread; surrender on
 * __resched_curr(rq, tif) (resched_curr(rq) before 6.13, where that one is
 * inlined), the kernel marking the thread running on rq's CPU to give it
 * up, which DTrace's cpu_surrender() does (a thread of a better priority
 * woke, the running one's slice ran out; from that CPU or another):
 * args[0] and args[1] are that thread, rq->curr.  Absent, with its reason:
 * remain-cpu.
 */
#include "bpf/insn.h"
#include "lang/btf.h"
#include "prov/prov_stable.h"

#define TASK "struct task_struct *"

/* sched_switch(preempt, prev, next, prev_state); before 5.18 it has no
 * prev_state argument (a program reading it cannot attach): prev's own
 * state then, which the switch has not changed yet. */
static void fill_sleep(struct dt_st *b)
{
	dt_st_ctx(b, DT_ST_TMP, 0);
	dt_st_require(b, DT_ST_TMP, BPF_JEQ, 0);
	if (dt_btf_tp_nargs("sched_switch") >= 4) {
		dt_st_ctx(b, DT_ST_TMP, 3);
	} else {
		dt_st_ctx(b, DT_ST_TMP, 1);
		dt_st_member(b, DT_ST_TMP, DT_ST_TMP, "struct task_struct", "__state");
	}
	/* TASK_INTERRUPTIBLE | TASK_UNINTERRUPTIBLE: it blocks */
	dt_st_require(b, DT_ST_TMP, BPF_JSET, 3);
}

/* Guide: preempt fires before the current thread is preempted, which on
 * Linux is a switch that leaves it runnable: the kernel's own preemption
 * (the tracepoint's preempt flag, whatever the state then) and a thread
 * whose time slice ended on its way back to user space or at a
 * cond_resched() (TASK_RUNNING, which the flag does not mark: most
 * preemptions of user threads).  A sched_yield() switch leaves the thread
 * runnable too and counts here. */
static void fill_preempt(struct dt_st *b)
{
	dt_st_ctx(b, DT_ST_TMP, 0);
	int flagged = dt_st_skip_if(b, DT_ST_TMP, BPF_JNE, 0);
	if (dt_btf_tp_nargs("sched_switch") >= 4) {
		dt_st_ctx(b, DT_ST_TMP, 3);
	} else {
		dt_st_ctx(b, DT_ST_TMP, 1);
		dt_st_member(b, DT_ST_TMP, DT_ST_TMP, "struct task_struct", "__state");
	}
	dt_st_require(b, DT_ST_TMP, BPF_JEQ, 0);
	dt_st_patch(b, flagged, dt_st_here(b));
}

/* args[2]: the CPU the thread is queued on. */
static void fill_enqueue(struct dt_st *b)
{
	dt_st_member(b, 2, 0, "struct task_struct", "cpu");
}

/* The priority the thread gets: as the tracepoint's own newprio field,
 * pi_task ? min(normal_prio, pi_task->prio) : normal_prio; on pr_pri's
 * scale (dlib/psinfo.d), which is the Guide's: high is high, 139 - prio. */
static void fill_change_pri(struct dt_st *b)
{
	dt_st_member(b, 2, 0, "struct task_struct", "normal_prio");
	dt_st_sext(b, 2, 4);
	dt_st_ctx(b, DT_ST_TMP, 1);
	int skip = dt_st_skip_if(b, DT_ST_TMP, BPF_JEQ, 0);
	dt_st_member(b, DT_ST_TMP, DT_ST_TMP, "struct task_struct", "prio");
	dt_st_sext(b, DT_ST_TMP, 4);
	dt_st_emit(b, LDX_MEM(BPF_DW, BPF_REG_0, BPF_REG_8, 8 * 2));
	dt_st_emit(b, LDX_MEM(BPF_DW, BPF_REG_1, BPF_REG_8, 8 * DT_ST_TMP));
	dt_st_emit(b, JMP_REG(BPF_JSLE, BPF_REG_0, BPF_REG_1, 1));
	dt_st_emit(b, STX_MEM(BPF_DW, BPF_REG_8, BPF_REG_1, 8 * 2));
	dt_st_patch(b, skip, dt_st_here(b));
	dt_st_emit(b, LDX_MEM(BPF_DW, BPF_REG_0, BPF_REG_8, 8 * 2));
	dt_st_emit(b, MOV64_IMM(BPF_REG_1, 139));
	dt_st_emit(b, ALU64_REG(BPF_SUB, BPF_REG_1, BPF_REG_0));
	dt_st_emit(b, STX_MEM(BPF_DW, BPF_REG_8, BPF_REG_1, 8 * 2));
}

#define LWP_PS(k) { TASK, "lwpsinfo_t *", k }, { TASK, "psinfo_t *", k }

/* dequeue_task_*(rq, p, flags): args[2] = rq->cpu. */
static void fill_dequeue(struct dt_st *b)
{
	dt_st_ctx(b, DT_ST_TMP, 0);
	dt_st_member(b, 2, DT_ST_TMP, "struct rq", "cpu");
	dt_st_sext(b, 2, 4);
}

/* __resched_curr(rq, ...) / resched_curr(rq): args[0], args[1] = rq->curr. */
static void fill_surrender(struct dt_st *b)
{
	dt_st_ctx(b, DT_ST_TMP, 0);
	dt_st_member(b, 0, DT_ST_TMP, "struct rq", "curr");
	dt_st_member(b, 1, DT_ST_TMP, "struct rq", "curr");
}

#define DEQUEUE(fn) { .name = "dequeue", .func = fn, .fill = fill_dequeue, .nargs = 3, \
	.args = { LWP_PS(1), { "processorid_t", "cpuinfo_t *", DT_SRC_NONE } }, .kfunc = fn }
#define TICK(fn, fb) { .name = "tick", .func = fn, .nargs = 2, .args = { LWP_PS(DT_SRC_CURTASK) }, \
	.kfunc = fn, .fallback = fb }

#define SURRENDER(fn, fb) { .name = "surrender", .func = fn, .fill = fill_surrender, .nargs = 2, \
	.args = { { TASK, "lwpsinfo_t *", DT_SRC_NONE }, { TASK, "psinfo_t *", DT_SRC_NONE } }, \
	.kfunc = fn, .fallback = fb }

static const struct dt_sprobe sched_probes[] = {
	DEQUEUE("dequeue_task_dl"),
	DEQUEUE("dequeue_task_fair"),
	DEQUEUE("dequeue_task_rt"),
	SURRENDER("__resched_curr", false),
	SURRENDER("resched_curr", true),
	{ "change-pri", "sched_pi_setprio", "sched", "sched_pi_setprio", fill_change_pri,
	  3, { LWP_PS(0), { "int", "pri_t", DT_SRC_NONE } } },
	{ "enqueue", "sched_wakeup", "sched", "sched_wakeup", fill_enqueue,
	  3, { LWP_PS(0), { "processorid_t", "cpuinfo_t *", DT_SRC_NONE } } },
	{ "enqueue", "sched_wakeup_new", "sched", "sched_wakeup_new", fill_enqueue,
	  3, { LWP_PS(0), { "processorid_t", "cpuinfo_t *", DT_SRC_NONE } } },
	{ "off-cpu", "sched_switch", "sched", "sched_switch", NULL, 2, { LWP_PS(2) } },
	{ "on-cpu", "sched_switch", "sched", "sched_switch", NULL, 0, { { 0 } } },
	{ "preempt", "sched_switch", "sched", "sched_switch", fill_preempt, 0, { { 0 } } },
	{ "sleep", "sched_switch", "sched", "sched_switch", fill_sleep, 0, { { 0 } } },
	{ .name = "remain-cpu", .func = "", .absent = "the scheduler keeping the same thread "
	  "(__schedule() picking it again) is neither a tracepoint nor a function call" },
	TICK("sched_tick", false),
	TICK("scheduler_tick", true),
	{ "wakeup", "sched_waking", "sched", "sched_waking", NULL, 2, { LWP_PS(0) } },
};

static void sched_populate(dtrace_hdl_t *h);

static const struct dt_provider_ops sched_ops = {
	.name = "sched",
	.populate = sched_populate,
	.prog_type = BPF_PROG_TYPE_RAW_TRACEPOINT,
	.prologue = dt_stable_prologue,
	.attach = dt_stable_attach,
	.plan = dt_stable_plan,
};

#define NPROBES ((int)(sizeof(sched_probes) / sizeof(sched_probes[0])))

static void sched_populate(dtrace_hdl_t *h)
{
	dt_stable_populate(h, &sched_ops, "sched", sched_probes, NPROBES);
}

static bool sched_absent(char field[DT_DESC_NFIELDS][DT_DESC_FIELDLEN], char *why, size_t len)
{
	return dt_stable_absent("sched", sched_probes, NPROBES, field, why, len);
}

const struct dt_provider dt_provider_sched = {
	.ops = &sched_ops,
	.attr = &dt_stable_attr,
	.describe = dt_stable_describe,
	.absent = sched_absent,
};
