/*
 * Built-in variables: probe arguments from dt_mstate, process and thread
 * identity from BPF helpers, task_struct fields at offsets taken from the
 * kernel's BTF, probe names as string constants.
 */
#include <stddef.h>
#include <string.h>
#include <time.h>

#include <bpf/btf.h>
#include <bpf/libbpf.h>

#include "arch/arch.h"
#include "cg/cg.h"
#include "core/kallsyms.h"
#include "lang/btf.h"
#include "lang/kfeature.h"
#include "sema/sema.h"

/* Bit offset of member `mem` in struct/union type id, looking inside its
 * anonymous members too (mm_struct keeps its fields in one), or -1. */
static long member_bits(const struct btf *b, unsigned id, const char *mem, int depth)
{
	const struct btf_type *t = btf__type_by_id(b, id);
	while (t && (btf_is_typedef(t) || btf_is_mod(t))) {
		id = t->type;
		t = btf__type_by_id(b, id);
	}
	if (!t || !btf_is_composite(t) || depth > 8)
		return -1;
	const struct btf_member *m = btf_members(t);
	for (unsigned i = 0; i < btf_vlen(t); i++, m++) {
		const char *name = btf__name_by_offset(b, m->name_off);
		long at = (long)btf_member_bit_offset(t, i);
		if (name && *name) {
			if (strcmp(name, mem) == 0)
				return at;
			continue;
		}
		long in = member_bits(b, m->type, mem, depth + 1);
		if (in >= 0)
			return at + in;
	}
	return -1;
}

/* Byte offset of member `mem` in kernel struct `st` (BTF), or -1.  The
 * handle's kernel BTF (lang/btf.c), loaded once and freed with it. */
long cg_btf_member_off(const char *st, const char *mem)
{
	const struct btf *vmlinux = dt_btf_kernel();

	if (!vmlinux)
		return -1;
	int id = btf__find_by_name_kind(vmlinux, st, BTF_KIND_STRUCT);
	if (id < 0)
		return -1;
	long bits = member_bits(vmlinux, (unsigned)id, mem, 0);
	return bits < 0 ? -1 : bits / 8;
}

static int helper0(struct dt_cg *cg, int fn)
{
	cg_call_begin(cg);
	return cg_call_end(cg, fn, true);
}

/* r = *(size *)(r + off) read from kernel memory, faulting on error. */
static void kread(struct dt_cg *cg, int r, long off, int size)
{
	cg_call_begin(cg);
	cg_emit(cg, MOV64_REG(BPF_REG_1, BPF_REG_10));
	cg_emit(cg, ALU64_IMM(BPF_ADD, BPF_REG_1, CG_SLOT_TMP));
	cg_emit(cg, MOV64_IMM(BPF_REG_2, size));
	cg_call_arg(cg, BPF_REG_3, r);
	cg_emit(cg, ALU64_IMM(BPF_ADD, BPF_REG_3, (int32_t)off));
	cg_emit(cg, ST_MEM(BPF_DW, BPF_REG_10, CG_SLOT_TMP, 0));
	cg_call_end(cg, BPF_FUNC_probe_read_kernel, false);
	cg_emit(cg, LDX_MEM(size == 4 ? BPF_W : BPF_DW, r, BPF_REG_10, CG_SLOT_TMP));
}

/* a word of execname at the string temporary in *(int *)arg (cg_comm_loads) */
static void st_at_reg(struct dt_cg *cg, int32_t i, int reg, void *arg)
{
	cg_emit(cg, STX_MEM(BPF_DW, *(int *)arg, reg, (int16_t)i));
}

void cg_epid_to(struct dt_cg *cg, int reg, uint32_t epid)
{
	if (cg->ngroup <= 1) {
		cg_emit(cg, MOV64_IMM(reg, (int32_t)epid));
		return;
	}
	cg_emit(cg, LDX_MEM(BPF_DW, reg, BPF_REG_8, offsetof(struct dt_mstate, cookie)));
	cg_emit(cg, MOV32_REG(reg, reg));		/* the slot */
	cg_emit(cg, ALU64_IMM(BPF_ADD, reg, (int32_t)epid));
}

/* A grouped program: r = the address of the firing probe's record in the
 * string table (the cookie's upper half, bounded for the verifier by the
 * largest record's offset). */
static int group_rec(struct dt_cg *cg)
{
	int r = cg_reg_alloc(cg), t = cg_reg_alloc(cg);
	cg->need_strtab = true;
	cg_emit(cg, LDX_MEM(BPF_DW, r, BPF_REG_8, offsetof(struct dt_mstate, cookie)));
	cg_emit(cg, ALU64_IMM(BPF_RSH, r, 32));
	cg_emit(cg, JMP_IMM(BPF_JLE, r, (int32_t)cg->group_recmax, 1));
	cg_emit(cg, MOV64_IMM(r, 0));
	cg_emit(cg, LDX_MEM(BPF_DW, t, BPF_REG_10, CG_SLOT_STRTAB));
	cg_emit(cg, ALU64_REG(BPF_ADD, r, t));
	cg_reg_free(cg, t);
	return r;
}

/* probemod, probefunc and id of the probe that fired a grouped program:
 * from its record (cg_layout.c, cg_strtab_group_records). */
static int group_builtin(struct dt_cg *cg, int code)
{
	int r = group_rec(cg);
	switch (code) {
	case DT_BV_PROBEFUNC:
		cg_emit(cg, ALU64_IMM(BPF_ADD, r, 8));
		break;
	case DT_BV_ID:
		cg_emit(cg, LDX_MEM(BPF_W, r, r, 0));
		break;
	default: {	/* DT_BV_PROBEMOD */
		int t = cg_reg_alloc(cg);
		cg_emit(cg, LDX_MEM(BPF_W, r, r, 4));
		cg_emit(cg, JMP_IMM(BPF_JLE, r, (int32_t)cg->group_modmax, 1));
		cg_emit(cg, MOV64_IMM(r, 0));
		cg_emit(cg, LDX_MEM(BPF_DW, t, BPF_REG_10, CG_SLOT_STRTAB));
		cg_emit(cg, ALU64_REG(BPF_ADD, r, t));
		cg_reg_free(cg, t);
		break;
	}
	}
	return r;
}

static int probe_str(struct dt_cg *cg, const char *s)
{
	return cg_str_const(cg, s ? s : "", s ? strlen(s) : 0);
}

/* stackdepth, ustackdepth: the frames the kernel's walk of the stack
 * finds, up to maxframes (127, the kernel's limit; not limited by strsize,
 * whose temporaries hold them).  A user walk (frame pointers) ends at the
 * first frame whose return address is 0, as DTrace's user stack depth and
 * ustack() end there. */
static int stack_depth(struct dt_cg *cg, const struct dt_probe *p, int code)
{
	int r;
	if (p->attach == DT_ATTACH_NONE) {
		/* BEGIN/END/ERROR run from dtrace itself: no probe stack */
		r = cg_reg_alloc(cg);
		cg_emit(cg, MOV64_IMM(r, 0));
		return r;
	}
	bool user = code == DT_BV_USTACKDEPTH;
	int64_t frames = dt_opt_int(cg->h, OPT_maxframes, 127);
	if (frames <= 0 || frames > 127)
		frames = 127;
	int stride = cg_str_stride(cg);
	int t = cg_str_tmp_n(cg, (int)((frames * 8 + stride - 1) / stride));
	int flags = cg_stack_flags_reg(cg, user);
	cg_call_begin(cg);
	cg_emit(cg, MOV64_REG(BPF_REG_1, BPF_REG_9));
	cg_call_arg(cg, BPF_REG_2, t);
	cg_emit(cg, MOV64_IMM(BPF_REG_3, (int32_t)frames * 8));
	cg_call_arg(cg, BPF_REG_4, flags);
	cg_reg_free(cg, flags);
	r = cg_call_end(cg, BPF_FUNC_get_stack, true);
	/* bytes to frames; an error counts as depth 0 */
	cg_emit(cg, JMP_IMM(BPF_JSGE, r, 0, 1));
	cg_emit(cg, MOV64_IMM(r, 0));
	cg_emit(cg, ALU64_IMM(BPF_RSH, r, 3));
	if (user) {
		int v = cg_reg_alloc(cg), lcut = cg_label_new(cg);
		for (int k = 0; k < frames; k++) {
			int lnext = cg_label_new(cg);
			cg_jump(cg, JMP_IMM(BPF_JLE, r, k, 0), lcut);
			cg_emit(cg, LDX_MEM(BPF_DW, v, t, (int16_t)(8 * k)));
			cg_jump(cg, JMP_IMM(BPF_JNE, v, 0, 0), lnext);
			cg_emit(cg, MOV64_IMM(r, k));
			cg_jump(cg, JA(0), lcut);
			cg_label_place(cg, lnext);
		}
		cg_label_place(cg, lcut);
		cg_reg_free(cg, v);
	}
	/* a pid entry probe's caller is in no frame yet, and counts unless
	 * the kernel put it in the stack already (cg_stack.c) */
	if (user && cg_ustack_at_entry(cg)) {
		int c = cg_reg_alloc(cg), lend = cg_label_new(cg);
		cg_jump(cg, JMP_IMM(BPF_JEQ, r, 0, 0), lend);
		cg_ustack_entry_caller(cg, c);
		cg_emit(cg, LDX_MEM(BPF_DW, BPF_REG_0, t, 8));
		cg_jump(cg, JMP_REG(BPF_JEQ, c, BPF_REG_0, 0), lend);
		cg_emit(cg, ALU64_IMM(BPF_ADD, r, 1));
		cg_label_place(cg, lend);
		cg_reg_free(cg, c);
	}
	cg_reg_free(cg, t);
	return r;
}

/* caller, ucaller: the return address one frame up the kernel (user)
 * stack; 0 when there is no such frame (BEGIN, a kernel thread). */
static int caller(struct dt_cg *cg, const struct dt_probe *p, int code)
{
	int r = cg_reg_alloc(cg);
	cg_emit(cg, MOV64_IMM(r, 0));
	if (p->attach == DT_ATTACH_NONE)
		return r;
	if (code == DT_BV_UCALLER && cg_ustack_at_entry(cg)) {
		/* before the prologue: the return address is at sp */
		cg_ustack_entry_caller(cg, r);
		return r;
	}
	int t = cg_str_tmp(cg);
	int flags = cg_stack_flags_reg(cg, code == DT_BV_UCALLER);
	cg_call_begin(cg);
	cg_emit(cg, MOV64_REG(BPF_REG_1, BPF_REG_9));
	cg_call_arg(cg, BPF_REG_2, t);
	cg_emit(cg, MOV64_IMM(BPF_REG_3, 16));
	cg_call_arg(cg, BPF_REG_4, flags);
	cg_reg_free(cg, flags);
	cg_call_end(cg, BPF_FUNC_get_stack, false);
	/* fbt's stacks start at the caller: its first frame (the stack needs
	 * one frame, not two, then) */
	int frame = code == DT_BV_CALLER && cg_stack_from_caller(cg) ? 0 : 1;
	cg_emit(cg, JMP_IMM(BPF_JSLT, BPF_REG_0, 8 * (frame + 1), 1));
	cg_emit(cg, LDX_MEM(BPF_DW, r, t, (int16_t)(8 * frame)));
	cg_reg_free(cg, t);
	return r;
}

/* errno, as DTrace's syscall::return: the error of a failed system call,
 * which Linux returns as -errno in [-4095, -1]; 0 when it succeeded and
 * in every other probe. */
static int errno_value(struct dt_cg *cg, const struct dt_probe *p)
{
	int r = cg_reg_alloc(cg);
	if (!p || !p->prov || strcmp(p->prov, "syscall") != 0 || !p->name ||
	    strcmp(p->name, "return") != 0) {
		cg_emit(cg, MOV64_IMM(r, 0));
		return r;
	}
	int lzero = cg_label_new(cg), lend = cg_label_new(cg);
	cg_emit(cg, LDX_MEM(BPF_DW, r, BPF_REG_8, 0));
	cg_jump(cg, JMP_IMM(BPF_JSGE, r, 0, 0), lzero);
	cg_jump(cg, JMP_IMM(BPF_JSLT, r, -4095, 0), lzero);
	cg_emit(cg, ALU64_IMM(BPF_NEG, r, 0));
	cg_jump(cg, JA(0), lend);
	cg_label_place(cg, lzero);
	cg_emit(cg, MOV64_IMM(r, 0));
	cg_label_place(cg, lend);
	return r;
}

/* A clock read once per firing: the value cached in mstate at off (zeroed
 * by the prologue), else helper fn's plus delta, stored there. */
static int cached_clock(struct dt_cg *cg, int16_t off, int fn, int64_t delta)
{
	cg->clause_clock = true;
	int r = cg_reg_alloc(cg);
	cg_emit(cg, LDX_MEM(BPF_DW, r, BPF_REG_8, off));
	int lhave = cg_label_new(cg);
	cg_jump(cg, JMP_IMM(BPF_JNE, r, 0, 0), lhave);
	cg_reg_free(cg, r);
	int t = helper0(cg, fn);
	if (delta) {
		cg_ldimm64(cg, BPF_REG_0, (uint64_t)delta);
		cg_emit(cg, ALU64_REG(BPF_ADD, t, BPF_REG_0));
	}
	cg_emit(cg, STX_MEM(BPF_DW, BPF_REG_8, t, off));
	if (t != r)
		cg_emit(cg, MOV64_REG(r, t));
	cg_reg_free(cg, t);
	cg->used[r] = true;
	cg_label_place(cg, lhave);
	return r;
}

int cg_builtin(struct dt_cg *cg, struct dt_node *n, int code)
{
	const struct dt_probe *p = cg->probe;
	int r;

	if (code >= DT_BV_ARG0 && code <= DT_BV_ARG9) {
		r = cg_reg_alloc(cg);
		cg_emit(cg, LDX_MEM(BPF_DW, r, BPF_REG_8, (code - DT_BV_ARG0) * 8));
		return r;
	}
	switch (code) {
	case DT_BV_PID:
		r = helper0(cg, BPF_FUNC_get_current_pid_tgid);
		cg_emit(cg, ALU64_IMM(BPF_RSH, r, 32));
		return r;
	case DT_BV_TID:
		r = helper0(cg, BPF_FUNC_get_current_pid_tgid);
		cg_emit(cg, MOV32_REG(r, r));
		return r;
	case DT_BV_UID:
		r = helper0(cg, BPF_FUNC_get_current_uid_gid);
		cg_emit(cg, MOV32_REG(r, r));
		return r;
	case DT_BV_GID:
		r = helper0(cg, BPF_FUNC_get_current_uid_gid);
		cg_emit(cg, ALU64_IMM(BPF_RSH, r, 32));
		return r;
	case DT_BV_PPID: {
		long parent = cg_btf_member_off("task_struct", "real_parent");
		long tgid = cg_btf_member_off("task_struct", "tgid");
		r = helper0(cg, BPF_FUNC_get_current_task);
		if (parent < 0 || tgid < 0) {
			cg_emit(cg, MOV64_IMM(r, 0));
			return r;
		}
		kread(cg, r, parent, 8);
		kread(cg, r, tgid, 4);
		return r;
	}
	case DT_BV_EXECNAME: {
		int t = cg_str_tmp(cg);
		if (cg_comm_loads_ok(cg)) {
			cg_comm_loads(cg, st_at_reg, &t);
			return t;
		}
		cg_call_begin(cg);
		cg_call_arg(cg, BPF_REG_1, t);
		cg_emit(cg, MOV64_IMM(BPF_REG_2, 16));
		cg_call_end(cg, BPF_FUNC_get_current_comm, false);
		return t;
	}
	case DT_BV_EXECARGS: {
		/* the process's arguments joined by spaces, up to strsize - 1
		 * bytes; a kernel thread (no mm) has none: "" */
		long mm = cg_btf_member_off("task_struct", "mm");
		long as = cg_btf_member_off("mm_struct", "arg_start");
		long ae = cg_btf_member_off("mm_struct", "arg_end");
		if (mm < 0 || as < 0 || ae < 0)
			cg_error(cg, n, "execargs: the kernel's BTF has no task_struct.mm or "
				 "mm_struct.arg_start/arg_end to find the arguments in");
		r = helper0(cg, BPF_FUNC_get_current_task);
		kread(cg, r, mm, 8);
		int s = cg_reg_alloc(cg), e = cg_reg_alloc(cg);
		cg_emit(cg, MOV64_REG(s, r));
		cg_emit(cg, MOV64_REG(e, r));
		cg_reg_free(cg, r);
		kread(cg, s, as, 8);
		kread(cg, e, ae, 8);
		return cg_str_args(cg, s, e, cg->strsize - 1);
	}
	case DT_BV_TIMESTAMP:
		/* one value per clause (read at its first use, forgotten where
		 * the clause ends: cg_clause), as DTrace's: illumos empties
		 * its cache before each ECB, Oracle's prologue each clause's */
		return cached_clock(cg, offsetof(struct dt_mstate, tstamp),
				    BPF_FUNC_ktime_get_ns, 0);
	case DT_BV_VTIMESTAMP: {
		/* the thread's time on a CPU: the scheduler's account of it
		 * (se.sum_exec_runtime, in ns), which it brings up to date at
		 * each tick and context switch, so it advances in steps
		 * within a time slice (Linux keeps no finer per-thread clock
		 * a BPF program can read); never the time off CPU */
		long se = cg_btf_member_off("task_struct", "se");
		long sum = cg_btf_member_off("sched_entity", "sum_exec_runtime");
		if (se < 0 || sum < 0)
			cg_error(cg, n, "vtimestamp: the kernel's BTF has no task_struct.se or "
				 "sched_entity.sum_exec_runtime to read the thread's CPU time from");
		r = helper0(cg, BPF_FUNC_get_current_task);
		kread(cg, r, se + sum, 8);
		return r;
	}
	case DT_BV_WALLTIMESTAMP: {
		/* the boot-based clock plus the wall time of boot, taken now;
		 * one value per clause, as timestamp (illumos's
		 * dtms_walltimestamp is emptied before each ECB) */
		struct timespec rt, bt;
		clock_gettime(CLOCK_REALTIME, &rt);
		clock_gettime(CLOCK_BOOTTIME, &bt);
		int64_t delta = ((int64_t)rt.tv_sec - bt.tv_sec) * 1000000000LL +
				(rt.tv_nsec - bt.tv_nsec);
		return cached_clock(cg, offsetof(struct dt_mstate, wtstamp),
				    BPF_FUNC_ktime_get_boot_ns, delta);
	}
	case DT_BV_CPU:
		r = helper0(cg, BPF_FUNC_get_smp_processor_id);
		cg_emit(cg, MOV32_REG(r, r));
		return r;
	case DT_BV_CURTHREAD:
		return helper0(cg, BPF_FUNC_get_current_task);
	case DT_BV_PROBEPROV:
		return probe_str(cg, p->prov);
	case DT_BV_PROBEMOD:
		if (cg->ngroup > 1)
			return group_builtin(cg, code);
		return probe_str(cg, p->mod);
	case DT_BV_PROBEFUNC:
		if (cg->ngroup > 1)
			return group_builtin(cg, code);
		return probe_str(cg, p->func);
	case DT_BV_PROBENAME:
		return probe_str(cg, p->name);
	case DT_BV_ZONENAME:
	case DT_BV_CGROUP:
	case DT_BV_CGROUP_PATH:
	case DT_BV_NSPID:
	case DT_BV_NSTID:
		return cg_cgroup_builtin(cg, n, code);
	case DT_BV_EPID:
		r = cg_reg_alloc(cg);
		cg_epid_to(cg, r, cg_edesc(cg)->epid);
		return r;
	case DT_BV_ID:
		if (cg->ngroup > 1)
			return group_builtin(cg, code);
		r = cg_reg_alloc(cg);
		cg_emit(cg, MOV64_IMM(r, (int32_t)p->id));
		return r;
	case DT_BV_STACKDEPTH:
	case DT_BV_USTACKDEPTH:
		return stack_depth(cg, p, code);
	case DT_BV_CALLER:
	case DT_BV_UCALLER:
		return caller(cg, p, code);
	case DT_BV_ERRNO:
		return errno_value(cg, p);
	case DT_BV_CWD:
		return cg_task_path(cg, n, "pwd");
	case DT_BV_ROOTDIR:
		return cg_task_path(cg, n, "root");
	case DT_BV_IPL:
	case DT_BV_PROJID:
	case DT_BV_TASKID:
		r = cg_reg_alloc(cg);
		cg_emit(cg, MOV64_IMM(r, 0));
		return r;
	default:
		cg_error(cg, n, "built-in variable %s is not supported by the code generator",
			 dt_builtin_var_name(code));
	}
}

/* args[i]: the i-th argument, typed (normalised to its declared type). */
int cg_builtin_args(struct dt_cg *cg, struct dt_node *n)
{
	struct dt_node *ix = n->list;
	int r;

	if (cg_xlate_arg(cg, n))	/* a translated argument: xlate<T>(argv[i]) */
		return cg_xlate_args(cg, n);
	if (ix && ix->is_const) {
		if (ix->cval < 0 || ix->cval >= DT_MAX_ARGS) {
			r = cg_reg_alloc(cg);
			cg_emit(cg, MOV64_IMM(r, 0));
			return r;
		}
		r = cg_reg_alloc(cg);
		cg_emit(cg, LDX_MEM(BPF_DW, r, BPF_REG_8, (int16_t)(ix->cval * 8)));
	} else {
		int i = cg_expr(cg, ix);
		int ok = cg_label_new(cg);
		cg_jump(cg, JMP_IMM(BPF_JLT, i, DT_MAX_ARGS, 0), ok);
		cg_fault(cg, DT_FLT_ILLOP, -1);
		cg_label_place(cg, ok);
		cg_emit(cg, ALU64_IMM(BPF_LSH, i, 3));
		cg_emit(cg, ALU64_REG(BPF_ADD, i, BPF_REG_8));
		cg_emit(cg, LDX_MEM(BPF_DW, i, i, 0));
		r = i;
	}
	if (!cg_is_string(n->type)) {
		cg_normalize(cg, r, n->type);
		return r;
	}
	/* a string argument the provider passes as a char pointer (its
	 * native type; proc:::exec's path) is copied in, kernel or user */
	const struct dt_probe *p = cg->probe;
	if (ix && ix->is_const && p && p->argtypes && ix->cval < p->nargs &&
	    p->argtypes[ix->cval]) {
		const struct dt_type *nt = dt_type_resolved(dt_sema_type(p->argtypes[ix->cval]));
		if (nt && nt->kind == T_PTR)
			return cg_str_from_ptr(cg, r, nt->userland);
	}
	return r;
}

/* uregs[] past pt_regs: registers the architecture keeps in the task's
 * thread_struct (x86-64: R_DS .. R_TRAPNO; dt_arch_uregs_thread). */
static void uregs_thread(struct dt_cg *cg, int i, int r, int lend)
{
	long thread = cg_btf_member_off("task_struct", "thread");

	if (thread < 0 || dt_arch_uregs_thread_index(0) < 0)
		return;
	cg_call_begin(cg);
	int task = cg_call_end(cg, BPF_FUNC_get_current_task, true);
	for (int k = 0, idx; (idx = dt_arch_uregs_thread_index(k)) >= 0; k++) {
		const char *mem;
		int size;
		dt_arch_uregs_thread(idx, &mem, &size);
		long off = cg_btf_member_off("thread_struct", mem);
		if (off < 0)
			continue;
		int lnext = cg_label_new(cg);
		cg_jump(cg, JMP_IMM(BPF_JNE, i, idx, 0), lnext);
		cg_emit(cg, MOV64_REG(r, task));
		kread(cg, r, thread + off, size);
		cg_jump(cg, JA(0), lend);
		cg_label_place(cg, lnext);
	}
	cg_reg_free(cg, task);
}

/* Kernels without bpf_task_pt_regs() (before 5.15; 5.10 also lacks
 * bpf_get_current_task_btf()): where x86-64's task_pt_regs() finds them,
 * at the top of the task's kernel stack: task->stack + THREAD_SIZE -
 * sizeof(struct pt_regs), THREAD_SIZE being 16 KiB, or 32 KiB in a KASAN
 * kernel (whose kallsyms list __asan_load8); no stack padding on x86-64
 * before FRED (6.9: 16 bytes where enabled), which only kernels with the
 * helper have. */
static int pt_regs_from_stack(struct dt_cg *cg, struct dt_node *n)
{
	long stack = cg_btf_member_off("task_struct", "stack");
	struct dt_type *pt = dt_btf_lookup("struct pt_regs");
	uint64_t size = pt ? dt_type_size(pt) : 0;
	if (stack < 0 || !size) {
		cg_error(cg, n, "uregs[ ] cannot be compiled: this kernel has no bpf_task_pt_regs() "
			 "and its BTF lacks task_struct.stack or struct pt_regs");
		return cg_reg_alloc(cg);
	}
	long thread_size = dt_kallsyms_by_name(NULL, "__asan_load8") ? 32768 : 16384;
	cg_call_begin(cg);
	int r = cg_call_end(cg, BPF_FUNC_get_current_task, true);
	kread(cg, r, stack, 8);
	cg_emit(cg, ALU64_IMM(BPF_ADD, r, (int32_t)(thread_size - (long)size)));
	return r;
}

/* The current thread's saved user registers (struct pt_regs *). */
int cg_user_regs(struct dt_cg *cg, struct dt_node *n)
{
	if (!dt_kfeat_helper(BPF_FUNC_task_pt_regs) ||
	    !dt_kfeat_helper(BPF_FUNC_get_current_task_btf))
		return pt_regs_from_stack(cg, n);
	cg_call_begin(cg);
	int task = cg_call_end(cg, BPF_FUNC_get_current_task_btf, true);
	cg_call_begin(cg);
	cg_call_arg(cg, BPF_REG_1, task);
	cg_reg_free(cg, task);
	return cg_call_end(cg, BPF_FUNC_task_pt_regs, true);
}

/* uregs[i]: the i-th saved user register of the current thread, in the
 * order of the architecture's struct pt_regs (the R_* constants), then
 * those it keeps in the thread; others, and a thread without user registers,
 * read 0.  The registers are the ones the kernel saved on entry from user
 * space (task_pt_regs), so they are the same in pid, syscall and other
 * probes. */
int cg_builtin_uregs(struct dt_cg *cg, struct dt_node *n)
{
	const int NREGS = dt_arch.nuregs;
	int i = cg_expr(cg, n->list);
	int r = cg_reg_alloc(cg);
	int lend = cg_label_new(cg), lthread = cg_label_new(cg);

	cg_emit(cg, MOV64_IMM(r, 0));
	cg_jump(cg, JMP_IMM(BPF_JGE, i, NREGS, 0), lthread);
	cg_emit(cg, ALU64_IMM(BPF_LSH, i, 3));
	int regs = cg_user_regs(cg, n);
	cg_emit(cg, ALU64_REG(BPF_ADD, i, regs));
	cg_reg_free(cg, regs);
	cg_call_begin(cg);
	cg_emit(cg, MOV64_REG(BPF_REG_1, BPF_REG_10));
	cg_emit(cg, ALU64_IMM(BPF_ADD, BPF_REG_1, CG_SLOT_TMP));
	cg_emit(cg, MOV64_IMM(BPF_REG_2, 8));
	cg_call_arg(cg, BPF_REG_3, i);
	cg_emit(cg, ST_MEM(BPF_DW, BPF_REG_10, CG_SLOT_TMP, 0));
	cg_call_end(cg, BPF_FUNC_probe_read_kernel, false);
	cg_emit(cg, LDX_MEM(BPF_DW, r, BPF_REG_10, CG_SLOT_TMP));
	cg_jump(cg, JA(0), lend);
	cg_label_place(cg, lthread);
	uregs_thread(cg, i, r, lend);
	/* no register has that number: DTrace's dtrace_getreg() raises an
	 * illegal operation */
	cg_fault(cg, DT_FLT_ILLOP, -1);
	cg_label_place(cg, lend);
	cg_reg_free(cg, i);
	return r;
}

/* progenyof(pid): is the current process pid or a descendant of it?  The
 * parent chain (real_parent, by process id) is walked a bounded number of
 * levels, up to and including the idle task. */
int cg_progenyof(struct dt_cg *cg, struct dt_node *call)
{
	long parent = cg_btf_member_off("task_struct", "real_parent");
	long tgid = cg_btf_member_off("task_struct", "tgid");
	int want = cg_expr(cg, call->list);
	int r = cg_reg_alloc(cg);
	int lyes = cg_label_new(cg), lend = cg_label_new(cg);

	cg_emit(cg, MOV64_IMM(r, 0));
	if (parent < 0 || tgid < 0) {
		cg_reg_free(cg, want);
		return r;
	}
	cg_normalize(cg, want, dt_type_builtin("int"));
	cg_call_begin(cg);
	int task = cg_call_end(cg, BPF_FUNC_get_current_task, true);
	int t = cg_reg_alloc(cg);
	for (int level = 0; level < 32; level++) {
		cg_emit(cg, MOV64_REG(t, task));
		kread(cg, t, tgid, 4);
		cg_jump(cg, JMP_REG(BPF_JEQ, t, want, 0), lyes);
		/* the chain ends at the idle task (pid 0, its own parent),
		 * the ancestor of init and of kthreadd: every process is
		 * progeny of pid 0 */
		cg_jump(cg, JMP_IMM(BPF_JEQ, t, 0, 0), lend);
		kread(cg, task, parent, 8);
	}
	cg_jump(cg, JA(0), lend);
	cg_label_place(cg, lyes);
	cg_emit(cg, MOV64_IMM(r, 1));
	cg_label_place(cg, lend);
	cg_reg_free(cg, t);
	cg_reg_free(cg, task);
	cg_reg_free(cg, want);
	return r;
}
