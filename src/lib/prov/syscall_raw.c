/*
 * Many syscall probes over two raw tracepoints.  Each syscalls:sys_enter_X
 * tracepoint attached is a perf event, and closing one costs the kernel an
 * RCU grace period under a lock the next attach waits on: syscall:::entry
 * took seconds to end.  When a compile enables many syscalls (plan() in
 * prov_syscall.c), their programs are instead built as raw tracepoint
 * programs and put in a BPF_MAP_TYPE_PROG_ARRAY indexed by syscall
 * number, one array per direction; one small program on
 * raw_syscalls:sys_enter (sys_exit) tail-calls the slot of the syscall
 * being made.  A session then holds two links, two maps and their two
 * dispatchers, closed at once.  The kernel's run statistics of a
 * dispatcher (kernel.bpf_stats_enabled) count the programs it tail-calls;
 * theirs stay 0.
 *
 *   sys_enter(struct pt_regs *regs, long id): the dispatcher tail-calls
 *     slot id; the program's prologue reads the arguments from regs (the
 *     architecture's syscall convention: dt_arch.sysarg).
 *   sys_exit(struct pt_regs *regs, long ret): the dispatcher reads the
 *     number from regs (dt_arch.sysnr); arg0 = arg1 = ret.
 *
 * 32-bit syscalls (x86-64's ia32 emulation, arm64's AArch32 compat) have
 * numbers of another table, and the per-syscall tracepoints ignore them:
 * so do these, by the flag of the task's thread_info the kernel's own
 * test reads (dt_arch.compat_ti_member: a load from
 * bpf_get_current_task_btf(), its offset streamed from the kernel's BTF),
 * else by the word of regs that tells a 32-bit caller (dt_arch.compat: the
 * code segment, the processor state; a read of regs, the most of what an
 * entry clause that reads no argument costs).
 */
#include <errno.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <bpf/bpf.h>

#include "arch/arch.h"
#include "bpf/emit.h"
#include "lang/btf.h"
#include "lang/kfeature.h"
#include "prov/dispatch.h"
#include "prov/entry.h"
#include "prov/syscall_nr.h"
#include "prov/syscall_raw.h"

enum { DIR_ENTRY = DT_DISPATCH_ENTRY, DIR_RETURN = DT_DISPATCH_RETURN };

static struct dt_dispatch *disp(dtrace_hdl_t *h)
{
	return dt_dispatch_get(h, &dt_syscall_dispatch);
}

static int direction(const struct dt_probe *p)
{
	return strcmp(p->name, "return") == 0 ? DIR_RETURN : DIR_ENTRY;
}

int dt_sysraw_layer(dtrace_hdl_t *h, const struct dt_probe *p)
{
	struct dt_dispatch *d = disp(h);
	if (dt_sysnr(p) < 0)
		return -1;
	for (int k = 0; k < DT_SYSCALL_LAYERS; k++)
		if (!dt_dispatch_claimed(d, k, p->id))
			return k;
	return -1;
}

bool dt_sysraw_used(dtrace_hdl_t *h, const struct dt_probe *p)
{
	return dt_dispatch_claimed(disp(h), 0, p->id);
}

const struct dt_provider_ops *dt_sysraw_claim(dtrace_hdl_t *h, const struct dt_probe *p, int k)
{
	struct dt_dispatch *d = disp(h);
	dt_dispatch_claim(d, k, direction(p), p->id);
	return dt_dispatch_ops(d, k);
}

_Static_assert(2 * DT_SYSCALL_LAYERS <= DT_PROV_MAX_HOOKS, "a hook index per dispatcher");


#define SLOT(i) ((int16_t)(8 * (i)))

/* r0 = regs word (at fp + slot) & dt_arch.compat_mask; return 0 when it
 * tells a 32-bit caller (numbers of another table, not ours). */
static int compat_exit(struct bpf_insn *prog, int n, int16_t slot)
{
	prog[n++] = LDX_MEM(BPF_DW, BPF_REG_0, BPF_REG_10, slot);
	prog[n++] = ALU64_IMM(BPF_AND, BPF_REG_0, (int32_t)dt_arch.compat_mask);
	prog[n++] = JMP_IMM(BPF_JNE, BPF_REG_0, (int32_t)dt_arch.compat_val, 2);
	prog[n++] = MOV64_IMM(BPF_REG_0, 0);
	prog[n++] = EXIT_INSN();
	return n;
}

/* The offset in the task of its thread_info's compat word, or -1 (no
 * such word on this architecture, no BTF, or no
 * bpf_get_current_task_btf(): before 5.11): regs' word is read then.
 * Asked once a process. */
static int compat_ti_offset(void)
{
	static int off = -2;
	if (off == -2) {
		off = -1;
		if (dt_arch.compat_ti_member && dt_kfeat_helper(BPF_FUNC_get_current_task_btf)) {
			int ti = dt_btf_scan_member_offset("task_struct", "thread_info");
			int m = ti < 0 ? -1 :
				dt_btf_scan_member_offset("thread_info", dt_arch.compat_ti_member);
			if (m >= 0)
				off = ti + m;
		}
	}
	return off;
}

/* Return 0 when the task's compat word tells a 32-bit syscall (clobbers
 * r0-r5); keep the task at fp + slot (0: nowhere). */
static int compat_task_exit(struct bpf_insn *prog, int n, int16_t slot)
{
	prog[n++] = CALL_HELPER(BPF_FUNC_get_current_task_btf);
	if (slot)
		prog[n++] = STX_MEM(BPF_DW, BPF_REG_10, BPF_REG_0, slot);
	prog[n++] = LDX_MEM(BPF_W, BPF_REG_0, BPF_REG_0, (int16_t)compat_ti_offset());
	prog[n++] = ALU64_IMM(BPF_AND, BPF_REG_0, (int32_t)dt_arch.compat_ti_mask);
	prog[n++] = JMP_IMM(BPF_JEQ, BPF_REG_0, 0, 2);
	prog[n++] = MOV64_IMM(BPF_REG_0, 0);
	prog[n++] = EXIT_INSN();
	return n;
}

/* An entry program's task, which its compat test fetched (x86-64 with
 * BTF, 5.11 on), is kept for execname: the offset of its comm, or -1. */
static int raw_task_comm(const struct dt_probe *p)
{
	if (direction(p) != DIR_ENTRY || compat_ti_offset() < 0)
		return -1;
	return dt_btf_task_comm_offset();
}

/* probe_read_kernel(fp + slot, len, regs + off); r9 = ctx, regs = ctx[0] */
static void read_regs(struct dt_cgbuf *cg, int16_t slot, int off, int len)
{
	dt_cg_emit(cg, LDX_MEM(BPF_DW, BPF_REG_3, BPF_REG_9, 0));
	dt_cg_emit(cg, ALU64_IMM(BPF_ADD, BPF_REG_3, off));
	dt_cg_emit(cg, MOV64_REG(BPF_REG_1, BPF_REG_10));
	dt_cg_emit(cg, ALU64_IMM(BPF_ADD, BPF_REG_1, slot));
	dt_cg_emit(cg, MOV64_IMM(BPF_REG_2, len));
	dt_cg_emit(cg, CALL_HELPER(BPF_FUNC_probe_read_kernel));
}

/*
 * Entry: one read of regs, from the lowest register an argument the
 * clauses use lives in up to the compat word (or down to it), onto the
 * stack (free until the clauses run), then argv[i] for the arguments they
 * use only: the count of a clause that reads none is a read of the compat
 * word, as the floor of the dispatch.  Where the two are far apart in
 * pt_regs (arm64: x0..x5 and pstate) the compat word is a read of its own
 * below the arguments.  The stack has regs word w at TOP - 8 * (hi - w).
 */
#define TOP (-16)
#define TASK_TOP (DT_SLOT_TASK - 8)
#define WINDOW_WORDS 20

static void entry_prologue(struct dt_cgbuf *cg, const struct dt_probe *p)
{
	uint32_t used = dt_cg_argv_used(cg);
	int cw = dt_arch.compat / 8, alo = cw, ahi = -1;
	for (int i = 0; i < 6 && i < p->nargs; i++) {
		int w = dt_arch.sysarg[i] / 8;
		if (!(used & (1u << i)))
			continue;
		alo = w < alo || ahi < 0 ? w : alo;
		ahi = w > ahi ? w : ahi;
	}
	int lo = alo < cw ? alo : cw, hi = ahi > cw ? ahi : cw, top = TOP;
	int16_t cslot;
	struct bpf_insn chk[7];
	if (compat_ti_offset() >= 0) {
		/* the arguments used only (below the task's slot), then the
		 * task's word */
		top = TASK_TOP;
		hi = ahi;
		if (ahi >= 0)
			read_regs(cg, (int16_t)(top - 8 * (hi - alo)), 8 * alo, 8 * (hi - alo + 1));
		int nchk = compat_task_exit(chk, 0,
					    raw_task_comm(p) >= 0 ? (int16_t)DT_SLOT_TASK : 0);
		for (int i = 0; i < nchk; i++)
			dt_cg_emit(cg, chk[i]);
		goto args;
	}
	if (hi - lo < WINDOW_WORDS) {
		read_regs(cg, (int16_t)(TOP - 8 * (hi - lo)), 8 * lo, 8 * (hi - lo + 1));
		cslot = (int16_t)(TOP - 8 * (hi - cw));
	} else {
		hi = ahi;
		read_regs(cg, (int16_t)(TOP - 8 * (hi - alo)), 8 * alo, 8 * (hi - alo + 1));
		cslot = (int16_t)(TOP - 8 * (hi - alo + 1));
		read_regs(cg, cslot, dt_arch.compat, 8);
	}
	compat_exit(chk, 0, cslot);
	for (int i = 0; i < 5; i++)
		dt_cg_emit(cg, chk[i]);
args:
	/* as the tracepoint gives them: the syscall's own arguments only
	 * (the slots past them stay zero) */
	for (int i = 0; i < 6 && i < p->nargs; i++) {
		if (!(used & (1u << i)))
			continue;
		int16_t slot = (int16_t)(top - 8 * (hi - dt_arch.sysarg[i] / 8));
		dt_cg_emit(cg, LDX_MEM(BPF_DW, BPF_REG_0, BPF_REG_10, slot));
		dt_cg_emit(cg, STX_MEM(BPF_DW, BPF_REG_8, BPF_REG_0, SLOT(i)));
	}
	/* nothing of mstate besides: a clause that reads no argument and
	 * keeps nothing in scratch space looks mstate up not at all (the
	 * cookie is a grouped program's, and these are not grouped) */
}

/* Return: the dispatcher already left 32-bit syscalls out; arg0 = arg1 =
 * the return value (ctx[1]). */
static void return_prologue(struct dt_cgbuf *cg, const struct dt_probe *p)
{
	uint32_t used = dt_cg_argv_used(cg) & 3;
	if (p->nargs < 1 || !used)
		return;
	dt_cg_emit(cg, LDX_MEM(BPF_DW, BPF_REG_0, BPF_REG_9, 8));
	for (int i = 0; i < 2; i++)
		if (used & (1u << i))
			dt_cg_emit(cg, STX_MEM(BPF_DW, BPF_REG_8, BPF_REG_0, SLOT(i)));
}

static void raw_prologue(struct dt_cgbuf *cg, const struct dt_probe *p)
{
	if (direction(p) == DIR_RETURN)
		return_prologue(cg, p);
	else
		entry_prologue(cg, p);
}

#define EMIT(insn) (prog[n++] = (insn))

/* Syscalls the dispatcher reaches by a tail call of a constant slot: the
 * JIT makes that a direct jump patched when the slot changes, where a
 * tail call of a variable slot is an indirect jump (a retpoline on most
 * x86 machines: tens of ns per event).  Past this many, or for a number
 * claimed after the dispatcher was made (a later compile's), the
 * variable slot. */
#define DIRECT_MAX 64
/* instructions per number: the tree's compare, the leaf's 7 */
#define DIRECT_INSNS 8
#define DISPATCH_INSNS (32 + DIRECT_INSNS * DIRECT_MAX)

static int cmp_u32(const void *a, const void *b)
{
	uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;
	return x < y ? -1 : x > y;
}

/* A binary search of nr[lo..hi) on the number in r3 (r6 = ctx): each
 * leaf tail-calls its constant slot (an empty slot returns); a number
 * not there jumps to the variable tail call, after the tree (the caller
 * points the leaves' "jne r3" there). */
static int direct_tree(struct bpf_insn *prog, int n, int map_fd, const uint32_t *nr, int lo,
		       int hi)
{
	if (hi - lo == 1) {
		EMIT(JMP_IMM(BPF_JNE, BPF_REG_3, (int32_t)nr[lo], 6));
		EMIT(MOV64_REG(BPF_REG_1, BPF_REG_6));
		EMIT(LD_MAP_LO(BPF_REG_2, map_fd));
		EMIT(LD_MAP_HI());
		EMIT(MOV64_IMM(BPF_REG_3, (int32_t)nr[lo]));
		EMIT(CALL_HELPER(BPF_FUNC_tail_call));
		/* an empty slot: the call clobbered r3 */
		EMIT(MOV64_IMM(BPF_REG_0, 0));
		EMIT(EXIT_INSN());
		return n;
	}
	int mid = (lo + hi) / 2;
	int at = n;
	EMIT(JMP_IMM(BPF_JGE, BPF_REG_3, (int32_t)nr[mid], 0));
	n = direct_tree(prog, n, map_fd, nr, lo, mid);
	prog[at].off = (int16_t)(n - at - 1);
	return direct_tree(prog, n, map_fd, nr, mid, hi);
}

/* The dispatcher of one direction: tail call of slot <syscall number> of
 * map_fd; a number past the table, or a missing slot, returns.  nr[0..nnr):
 * the numbers claimed so far (reached by direct jumps).  Writes the
 * program into prog[] (DISPATCH_INSNS), returns its length. */
static int dispatcher(int dir, int map_fd, uint32_t max_nr, const uint32_t *nr0, int nnr,
		      struct bpf_insn *prog)
{
	int n = 0;
	EMIT(MOV64_REG(BPF_REG_6, BPF_REG_1));
	if (dir == DIR_ENTRY) {
		EMIT(LDX_MEM(BPF_DW, BPF_REG_3, BPF_REG_6, 8));		/* id */
	} else {
		/* the regs from the number to the compat word (or back) onto
		 * the stack: x86-64 orig_ax, ip, cs; arm64 pstate, orig_x0,
		 * syscallno */
		bool ti = compat_ti_offset() >= 0;	/* then the number only */
		int lo = dt_arch.sysnr < dt_arch.compat ? dt_arch.sysnr : dt_arch.compat;
		int len = (dt_arch.sysnr > dt_arch.compat ? dt_arch.sysnr : dt_arch.compat) + 8 - lo;
		if (ti) {
			lo = dt_arch.sysnr;
			len = 8;
		}
		EMIT(MOV64_REG(BPF_REG_1, BPF_REG_10));
		EMIT(ALU64_IMM(BPF_ADD, BPF_REG_1, -len));
		EMIT(MOV64_IMM(BPF_REG_2, len));
		EMIT(LDX_MEM(BPF_DW, BPF_REG_3, BPF_REG_6, 0));
		EMIT(ALU64_IMM(BPF_ADD, BPF_REG_3, lo));
		EMIT(CALL_HELPER(BPF_FUNC_probe_read_kernel));
		EMIT(JMP_IMM(BPF_JEQ, BPF_REG_0, 0, 2));
		EMIT(MOV64_IMM(BPF_REG_0, 0));
		EMIT(EXIT_INSN());
		n = ti ? compat_task_exit(prog, n, 0)
		       : compat_exit(prog, n, (int16_t)(dt_arch.compat - lo - len));
		EMIT(LDX_MEM(BPF_DW, BPF_REG_3, BPF_REG_10, (int16_t)(dt_arch.sysnr - lo - len)));
		if (dt_arch.sysnr_size == 4)	/* arm64's int syscallno: -1 is none */
			EMIT(MOV32_REG(BPF_REG_3, BPF_REG_3));
	}
	/* the numbers, sorted and unique, of syscalls that have a slot */
	uint32_t nr[DIRECT_MAX];
	int m = 0;
	if (nnr <= DIRECT_MAX) {
		for (int i = 0; i < nnr; i++)
			if (nr0[i] <= max_nr)
				nr[m++] = nr0[i];
		qsort(nr, (size_t)m, sizeof(nr[0]), cmp_u32);
		int u = 0;
		for (int i = 0; i < m; i++)
			if (u == 0 || nr[u - 1] != nr[i])
				nr[u++] = nr[i];
		m = u;
	}
	int tree = n;
	if (m > 0) {
		/* the variable tail call follows the tree: its leaves and
		 * a number below or between them end there */
		n = direct_tree(prog, n, map_fd, nr, 0, m);
		int var = n;
		for (int i = tree; i < var; i++)
			if (prog[i].code == (BPF_JMP | BPF_JNE | BPF_K) && prog[i].dst_reg == BPF_REG_3)
				prog[i].off = (int16_t)(var - i - 1);
	}
	EMIT(JMP_IMM(BPF_JGT, BPF_REG_3, (int32_t)max_nr, 4));
	return dt_dispatch_tail_call(prog, n, map_fd);
}

static uint32_t sys_map_size(const struct dt_dispatch_dir *dd)
{
	(void)dd;
	return (uint32_t)dt_syscall_nr_max() + 1;
}

/* The dispatcher of one direction over the numbers claimed so far. */
static int sys_build(dtrace_hdl_t *h, const struct dt_dispatch_dir *dd, int dir, int map_fd,
		     struct bpf_insn *prog)
{
	uint32_t *nr = dt_zalloc(sizeof(*nr) * (size_t)(dd->nids + 1));
	for (int i = 0; i < dd->nids; i++)
		nr[i] = (uint32_t)dt_sysnr(dt_probe_at(h, dd->ids[i]));
	int n = dispatcher(dir, map_fd, (uint32_t)dt_syscall_nr_max(), nr, dd->nids, prog);
	free(nr);
	return n;
}

/* The link holds the dispatcher; its fd stays open too, so that its run
 * statistics (which count the syscall programs it tail-calls) show in our
 * fdinfo as every other program's do. */
static int sys_link(dtrace_hdl_t *h, struct dt_dispatch_dir *dd, int dir, int prog_fd)
{
	static const char *const tp[2] = { "sys_enter", "sys_exit" };
	int link = bpf_raw_tracepoint_open(tp[dir], prog_fd);
	if (link < 0)
		return dt_set_errmsg(h, "failed to attach to raw_syscalls:%s: %s", tp[dir],
				     strerror(errno));
	dd->links = dt_zalloc(sizeof(int));
	dd->links[0] = link;
	dd->nlinks = 1;
	return 0;
}

/* The first program of a direction (and layer) brings its array,
 * dispatcher and link (its attachments, closed at detach); each goes in
 * the slot of its syscall's number. */
static int raw_attach(dtrace_hdl_t *h, const struct dt_probe *p, int prog_fd, int *fds,
		      int maxfds, const void *data)
{
	struct dt_dispatch_layer *l = (struct dt_dispatch_layer *)data;
	return dt_dispatch_attach(h, l, direction(p), p, (uint32_t)dt_sysnr(p), prog_fd, fds,
				  maxfds);
}


/* stack(): the program (the dispatcher's frame, which the tail call
 * reuses), bpf_trace_run2 and __bpf_trace_sys_enter (sys_exit) are ours
 * on every kernel.  Above them 6.18 has the tracepoint's iterator
 * (__traceiter_sys_enter) where 6.1 has none: it may stay on top, as
 * perf_syscall_enter does for the per-syscall tracepoints.  5.10 has no
 * __bpf_trace_sys_enter frame (a tail call): cg_stack.c decides both per
 * stack, by their symbols' extents. */
#define STACK_SKIP 3

static const char *raw_tracepoint(const struct dt_probe *p)
{
	return direction(p) == DIR_RETURN ? "sys_exit" : "sys_enter";
}

static const struct dt_provider_ops raw_ops = {
	.name = "syscall",
	.prog_type = BPF_PROG_TYPE_RAW_TRACEPOINT,
	.prologue = raw_prologue,
	.task_comm = raw_task_comm,
	.attach = raw_attach,
	.stack_skip = STACK_SKIP,
	.stack_tracepoint = raw_tracepoint,
};

const struct dt_dispatch_kind dt_syscall_dispatch = {
	.ops = &raw_ops,
	.nlayers = DT_SYSCALL_LAYERS,
	.hook_base = 0,
	.what = { "syscall:::entry", "syscall:::return" },
	.name = { "dt_sys_enter", "dt_sys_exit" },
	.hook = { "raw_syscalls:sys_enter", "raw_syscalls:sys_exit" },
	.max_insns = DISPATCH_INSNS,
	.map_size = sys_map_size,
	.build = sys_build,
	.link = sys_link,
};
