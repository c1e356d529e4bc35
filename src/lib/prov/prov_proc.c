/*
 * The proc provider: process and thread life cycle and signals, over the
 * sched:sched_process_* / sched_prepare_exec, signal:* and
 * raw_syscalls:sys_exit tracepoints.
 *
 * Absent, with its reason: signal-clear.
 */
#include <sys/syscall.h>

#include "arch/arch.h"
#include "bpf/insn.h"
#include "lang/btf.h"
#include "prov/prov_stable.h"
#include "prov/syscall_nr.h"

#define TASK "struct task_struct *"

/* sched_process_fork(parent, child) fires for threads and processes. */
static void fill_create(struct dt_st *b)
{
	dt_st_member(b, DT_ST_TMP, 0, "struct task_struct", "pid");
	dt_st_member(b, DT_ST_TMP2, 0, "struct task_struct", "tgid");
	dt_st_alu_slot(b, DT_ST_TMP, BPF_XOR, DT_ST_TMP2);
	dt_st_require(b, DT_ST_TMP, BPF_JEQ, 0);
}

static void fill_lwp_create(struct dt_st *b)
{
	dt_st_member(b, DT_ST_TMP, 0, "struct task_struct", "pid");
	dt_st_member(b, DT_ST_TMP2, 0, "struct task_struct", "tgid");
	dt_st_alu_slot(b, DT_ST_TMP, BPF_XOR, DT_ST_TMP2);
	dt_st_require(b, DT_ST_TMP, BPF_JNE, 0);
	dt_st_copy(b, 1, 0);
}

/* exec: args[0] is the path being executed (linux_binprm->filename), a
 * string as in DTrace (illumos's and Oracle's exec arguments are string;
 * the Guide's table says char *): the kernel's char * copied in when read
 * (cg_builtin_args), since D strings live in the program's own memory. */
static void fill_exec(struct dt_st *b)
{
	dt_st_ctx(b, DT_ST_TMP, 1);
	dt_st_member(b, 0, DT_ST_TMP, "struct linux_binprm", "filename");
}

/* exec before 6.9 (no sched_prepare_exec): at the entry of execve(path)
 * or execveat(dirfd, path), args[0] is the user's path pointer (native
 * type userland: the string is copied in from user memory). */
static void fill_exec_syscall(struct dt_st *b)
{
	static const int32_t nrs[] = { SYS_execve, SYS_execveat };
	dt_st_ctx(b, DT_ST_TMP, 1);
	dt_st_require_any(b, DT_ST_TMP, nrs, 2);
	dt_st_ctx(b, DT_ST_TMP2, 0);
	int at = dt_st_skip_if(b, DT_ST_TMP, BPF_JEQ, SYS_execveat);
	dt_st_load(b, 0, DT_ST_TMP2, dt_arch.sysarg[0], 8);
	int done = dt_st_jump(b);
	dt_st_patch(b, at, dt_st_here(b));
	dt_st_load(b, 0, DT_ST_TMP2, dt_arch.sysarg[1], 8);
	dt_st_patch(b, done, dt_st_here(b));
}

/* sys_exit(regs, ret): the system call number from the saved registers. */
static void load_syscall_nr(struct dt_st *b, int dst)
{
	dt_st_ctx(b, dst, 0);
	dt_st_load(b, dst, dst, dt_arch.sysnr, dt_arch.sysnr_size);
}

static void fill_exec_failure(struct dt_st *b)
{
	static const int32_t nrs[] = { SYS_execve, SYS_execveat };
	dt_st_require(b, 0, BPF_JSLT, 0);
	load_syscall_nr(b, DT_ST_TMP);
	dt_st_require_any(b, DT_ST_TMP, nrs, 2);
	/* args[0] is the errno */
	dt_st_emit(b, LDX_MEM(BPF_DW, BPF_REG_0, BPF_REG_8, 0));
	dt_st_emit(b, NEG64(BPF_REG_0));
	dt_st_emit(b, STX_MEM(BPF_DW, BPF_REG_8, BPF_REG_0, 0));
}

/* A new thread's first return to user space is its return from clone()
 * (or fork/vfork/clone3, where the architecture has them) with 0: that is
 * where start and lwp-start fire. */
static void require_new_thread(struct dt_st *b)
{
	static const char *const calls[] = { "clone", "clone3", "fork", "vfork" };
	int32_t nrs[4];
	int n = 0;
	for (int i = 0; i < 4; i++)
		if (dt_syscall_nr(calls[i]) >= 0)
			nrs[n++] = dt_syscall_nr(calls[i]);
	dt_st_ctx(b, DT_ST_TMP, 1);
	dt_st_require(b, DT_ST_TMP, BPF_JEQ, 0);
	load_syscall_nr(b, DT_ST_TMP);
	dt_st_require_any(b, DT_ST_TMP, nrs, n);
}

static void fill_start(struct dt_st *b)
{
	require_new_thread(b);
	dt_st_require_leader(b, true);
}

static void fill_lwp_start(struct dt_st *b)
{
	require_new_thread(b);
}

/* exit fires when the last thread of the process exits (group_dead), with
 * args[0] = CLD_EXITED (1), CLD_KILLED (2) or CLD_DUMPED (3) from the exit
 * status, as wait(2) would report it. */
static void fill_exit(struct dt_st *b)
{
	if (dt_btf_tp_nargs("sched_process_exit") >= 2) {
		dt_st_ctx(b, DT_ST_TMP, 1);
		dt_st_require(b, DT_ST_TMP, BPF_JNE, 0);
	} else {	/* before 6.16: the group is dead once signal->live is 0 */
		dt_st_ctx(b, DT_ST_TMP, 0);
		dt_st_member(b, DT_ST_TMP, DT_ST_TMP, "struct task_struct", "signal");
		dt_st_member(b, DT_ST_TMP, DT_ST_TMP, "struct signal_struct", "live.counter");
		dt_st_require(b, DT_ST_TMP, BPF_JEQ, 0);
	}
	dt_st_ctx(b, DT_ST_TMP, 0);
	dt_st_member(b, DT_ST_TMP, DT_ST_TMP, "struct task_struct", "exit_code");
	dt_st_emit(b, LDX_MEM(BPF_DW, BPF_REG_1, BPF_REG_8, 8 * DT_ST_TMP));
	dt_st_emit(b, MOV64_IMM(BPF_REG_0, 1));
	dt_st_emit(b, MOV64_REG(BPF_REG_2, BPF_REG_1));
	dt_st_emit(b, ALU64_IMM(BPF_AND, BPF_REG_2, 0x7f));
	dt_st_emit(b, JMP_IMM(BPF_JEQ, BPF_REG_2, 0, 4));
	dt_st_emit(b, MOV64_IMM(BPF_REG_0, 2));
	dt_st_emit(b, JMP_IMM(BPF_JSET, BPF_REG_1, 0x80, 1));
	dt_st_emit(b, JA(1));
	dt_st_emit(b, MOV64_IMM(BPF_REG_0, 3));
	dt_st_emit(b, STX_MEM(BPF_DW, BPF_REG_8, BPF_REG_0, 0));
}

/* signal_generate(sig, info, task, group, result): result 1 is
 * TRACE_SIGNAL_IGNORED, a signal the target neither blocks nor handles,
 * dropped as it is generated: the Guide's signal-discard, and then no
 * signal-send (which DTrace fires for a signal made pending). */
#define SIGNAL_IGNORED 1

static void fill_signal_send(struct dt_st *b)
{
	dt_st_require(b, 0, BPF_JNE, 0);	/* a target task */
	dt_st_ctx(b, DT_ST_TMP, 4);
	dt_st_require(b, DT_ST_TMP, BPF_JNE, SIGNAL_IGNORED);
}

static void fill_signal_discard(struct dt_st *b)
{
	dt_st_require(b, 0, BPF_JNE, 0);
	dt_st_ctx(b, DT_ST_TMP, 4);
	dt_st_require(b, DT_ST_TMP, BPF_JEQ, SIGNAL_IGNORED);
}

/* signal_deliver(sig, info, ka): args[2] is the handler. */
static void fill_signal_handle(struct dt_st *b)
{
	dt_st_ctx(b, DT_ST_TMP, 2);
	dt_st_member(b, 2, DT_ST_TMP, "struct k_sigaction", "sa.sa_handler");
}

static const struct dt_sprobe proc_probes[] = {
	{ "create", "sched_process_fork", "sched", "sched_process_fork", fill_create,
	  1, { { TASK, "psinfo_t *", 1 } } },
	{ "exec", "sched_prepare_exec", "sched", "sched_prepare_exec", fill_exec,
	  1, { { "char *", "string", DT_SRC_NONE } } },
	{ "exec", "sys_enter", "raw_syscalls", "sys_enter", fill_exec_syscall,	/* < 6.9 */
	  1, { { "userland char *", "string", DT_SRC_NONE } }, .fallback = true },
	{ "exec-failure", "sys_exit", "raw_syscalls", "sys_exit", fill_exec_failure,
	  1, { { "int", NULL, 1 } } },
	{ "exec-success", "sched_process_exec", "sched", "sched_process_exec", NULL, 0, { { 0 } } },
	{ "exit", "sched_process_exit", "sched", "sched_process_exit", fill_exit,
	  1, { { "int", NULL, DT_SRC_NONE } } },
	{ "lwp-create", "sched_process_fork", "sched", "sched_process_fork", fill_lwp_create,
	  2, { { TASK, "lwpsinfo_t *", 1 }, { TASK, "psinfo_t *", DT_SRC_NONE } } },
	{ "lwp-exit", "sched_process_exit", "sched", "sched_process_exit", NULL, 0, { { 0 } } },
	{ "lwp-start", "sys_exit", "raw_syscalls", "sys_exit", fill_lwp_start, 0, { { 0 } },
	  .when = &dt_arch.child_sys_exit },
	{ "signal-discard", "signal_generate", "signal", "signal_generate", fill_signal_discard,
	  3, { { TASK, "lwpsinfo_t *", 2 }, { TASK, "psinfo_t *", 2 }, { "int", NULL, 0 } } },
	{ "signal-handle", "signal_deliver", "signal", "signal_deliver", fill_signal_handle,
	  3, { { "int", NULL, 0 }, { "siginfo_t *", NULL, 1 },
	       { "void (*)(void)", NULL, DT_SRC_NONE } } },
	{ "signal-send", "signal_generate", "signal", "signal_generate", fill_signal_send,
	  3, { { TASK, "lwpsinfo_t *", 2 }, { TASK, "psinfo_t *", 2 }, { "int", NULL, 0 } } },
	{ "start", "sys_exit", "raw_syscalls", "sys_exit", fill_start, 0, { { 0 } },
	  .when = &dt_arch.child_sys_exit },
	{ .name = "signal-clear", .func = "", .absent = "a pending signal taken by "
	  "sigwait() or sigtimedwait() passes no tracepoint" },
};

#define NPROBES ((int)(sizeof(proc_probes) / sizeof(proc_probes[0])))

static void proc_populate(dtrace_hdl_t *h);

static const struct dt_provider_ops proc_ops = {
	.name = "proc",
	.populate = proc_populate,
	.prog_type = BPF_PROG_TYPE_RAW_TRACEPOINT,
	.prologue = dt_stable_prologue,
	.attach = dt_stable_attach,
};

static void proc_populate(dtrace_hdl_t *h)
{
	dt_stable_populate(h, &proc_ops, "proc", proc_probes, NPROBES);
}

static bool proc_absent(char field[DT_DESC_NFIELDS][DT_DESC_FIELDLEN], char *why, size_t len)
{
	return dt_stable_absent("proc", proc_probes, NPROBES, field, why, len);
}

const struct dt_provider dt_provider_proc = {
	.ops = &proc_ops,
	.attr = &dt_stable_attr,
	.describe = dt_stable_describe,
	.absent = proc_absent,
};
