/*
 * stack() and ustack() as values (aggregation keys: @[stack()] = count()):
 * the frames are read with bpf_get_stack into a string temporary and
 * copied into the key whole, zero padded, so equal stacks make equal keys.
 * A ustack value starts with the process id (8 bytes) so the consumer can
 * symbolise its frames.  (The stack()/ustack() actions record their frames
 * themselves, in cg_act.c.)
 */
#include <stdio.h>
#include <string.h>

#include "core/kallsyms.h"
#include "lang/builtins.h"
#include "lang/kfeature.h"
#include "prov/uprobe.h"
#include "cg/cg.h"

/* x86-64 struct pt_regs: the user stack pointer (a pid probe's context) */
#define PT_REGS_SP 152

/* A user symbol value (usym, ufunc, umod, uaddr as an aggregation key):
 * the process id and the address, symbolised when printed. */
static bool is_usym(const struct dt_type *t)
{
	return cg_is_struct_named(t, "_usymaddr") || cg_is_struct_named(t, "_umodaddr") || cg_is_struct_named(t, "_uaddr");
}

/* Whether the kernel stack starts at the probed function's caller
 * (dt_provider_ops.stack_from_caller: fbt), caller being its first frame. */
bool cg_stack_from_caller(struct dt_cg *cg)
{
	return cg->probe && cg->pops && cg->pops->stack_from_caller &&
	       cg->probe->attach != DT_ATTACH_NONE;
}

/* Whether the probed function's own frame comes first, and is skipped:
 * an fbt entry probe's (a kprobe's registers point into the function).
 * Under a trampoline it may or may not be there (cg_stack_flags_reg). */
static bool skips_entry(struct dt_cg *cg)
{
	return cg_stack_from_caller(cg) && !cg->pops->stack_entry_frame && cg->probe->name &&
	       strcmp(cg->probe->name, "entry") == 0;
}

/* bpf_get_stack's flags for a kernel (user) stack.  A raw tracepoint's
 * program runs under bpf_trace_runN: the program's frame and that one are
 * ours, not the probe site's, and are skipped, as DTrace's stacks start
 * at the probe's caller.  (Frames of ours a fixed count cannot know, as a
 * tracepoint's iterator present only while it has several callbacks, are
 * left out when printed: output/print_ksym.c.) */
int cg_stack_flags(struct dt_cg *cg, bool user)
{
	if (user)
		return BPF_F_USER_STACK;
	int skip = 0;
	if (cg->probe && cg->pops && cg->pops->stack_skip > 0 && cg->probe->attach != DT_ATTACH_NONE)
		skip = cg->pops->stack_skip;
	else if (cg->probe && cg->pops && cg->pops->prog_type == BPF_PROG_TYPE_RAW_TRACEPOINT &&
		 cg->probe->attach != DT_ATTACH_NONE)
		skip = 2;
	skip += skips_entry(cg);
	return skip & BPF_F_SKIP_FIELD_MASK;
}

/* The most a return address into a function's entry is past its start:
 * the call into the trampoline is its first instruction, after an endbr
 * (x86-64: 4 + 5 bytes; arm64 calls after two nops). */
#define ENTRY_FRAME_MAX 16

/* The extent in the kernel's text of the function PREFIX<event> of the
 * probe's tracepoint (dt_provider_ops.stack_tracepoint): false when there
 * is none or it is not known. */
static bool tracepoint_function(struct dt_cg *cg, const char *prefix, uint64_t *start, uint64_t *len)
{
	if (!cg->pops->stack_tracepoint)
		return false;
	char name[256];
	snprintf(name, sizeof(name), "%s%s", prefix, cg->pops->stack_tracepoint(cg->probe));
	size_t n;
	const struct dt_ksym *syms = dt_kallsyms(&n), *s = dt_kallsyms_by_name("vmlinux", name);
	if (!s || s->addr == 0 || s + 1 >= syms + n || s[1].addr <= s->addr ||
	    s[1].addr - s->addr >= INT32_MAX)
		return false;
	*start = s->addr;
	*len = s[1].addr - s->addr;
	return true;
}

/* The frame after flags' skip into the temporary slot (CG_SLOT_TMP), by
 * one bpf_get_stack of a frame; on to lend when there is none. */
static void first_frame(struct dt_cg *cg, int flags, int lend)
{
	/* 5.10's verifier wants the buffer initialised (later ones take it
	 * as memory the helper writes) */
	cg_emit(cg, ST_MEM(BPF_DW, BPF_REG_10, CG_SLOT_TMP, 0));
	cg_call_begin(cg);
	cg_emit(cg, MOV64_REG(BPF_REG_1, BPF_REG_9));
	cg_emit(cg, MOV64_REG(BPF_REG_2, BPF_REG_10));
	cg_emit(cg, ALU64_IMM(BPF_ADD, BPF_REG_2, CG_SLOT_TMP));
	cg_emit(cg, MOV64_IMM(BPF_REG_3, 8));
	cg_emit(cg, MOV64_IMM(BPF_REG_4, flags));
	int got = cg_call_end(cg, BPF_FUNC_get_stack, true);
	cg_jump(cg, JMP_IMM(BPF_JNE, got, 8, 0), lend);
	cg_reg_free(cg, got);
}

/* On to lnot unless the frame after flags' skip is within
 * [start, start + len): one bpf_get_stack of a frame. */
static void frame_within(struct dt_cg *cg, int flags, uint64_t start, uint64_t len, int lnot)
{
	first_frame(cg, flags, lnot);
	int pc = cg_reg_alloc(cg), base = cg_reg_alloc(cg);
	cg_emit(cg, LDX_MEM(BPF_DW, pc, BPF_REG_10, CG_SLOT_TMP));
	cg_ldimm64(cg, base, start);
	cg_emit(cg, ALU64_REG(BPF_SUB, pc, base));
	cg_reg_free(cg, base);
	cg_jump(cg, JMP_IMM(BPF_JGE, pc, (int32_t)len, 0), lnot);
	cg_reg_free(cg, pc);
}

/* r += 1 when the frame after flags' skip is within [start, start + len). */
static void skip_one_within(struct dt_cg *cg, int r, int flags, uint64_t start, uint64_t len)
{
	int lend = cg_label_new(cg);
	frame_within(cg, flags, start, len, lend);
	cg_emit(cg, ALU64_IMM(BPF_ADD, r, 1));
	cg_label_place(cg, lend);
}

/* r = flags' skip of a tracepoint's program (stack_tracepoint), and the
 * frames of ours that come and go by kernel: the last of stack_skip's,
 * __bpf_trace_<event>, which 5.10's compiler made a tail call into
 * bpf_trace_run2 (no frame: a fixed count took the probe site's first
 * frame for it, syscall_exit_to_user_mode at a return), then the
 * tracepoint's iterator while it has several callbacks. */
static void skip_tracepoint_frames(struct dt_cg *cg, int r, int flags)
{
	uint64_t bt_start, bt_len, it_start, it_len;
	bool iter = tracepoint_function(cg, "__traceiter_", &it_start, &it_len);
	if (flags < 1 || !tracepoint_function(cg, "__bpf_trace_", &bt_start, &bt_len)) {
		if (iter)
			skip_one_within(cg, r, flags, it_start, it_len);
		return;
	}
	int lno_bt = cg_label_new(cg), lend = cg_label_new(cg);
	cg_emit(cg, ALU64_IMM(BPF_SUB, r, 1));
	frame_within(cg, flags - 1, bt_start, bt_len, lno_bt);
	cg_emit(cg, ALU64_IMM(BPF_ADD, r, 1));
	if (iter)
		skip_one_within(cg, r, flags, it_start, it_len);
	cg_jump(cg, JA(0), lend);
	cg_label_place(cg, lno_bt);
	if (iter)
		skip_one_within(cg, r, flags - 1, it_start, it_len);
	cg_label_place(cg, lend);
}

/* A register holding bpf_get_stack's flags for a kernel (user) stack:
 * cg_stack_flags', with the frames that differ per stack decided from
 * their addresses: a tracepoint's (skip_tracepoint_frames); and under a
 * trampoline (dt_provider_ops.stack_entry_frame) one frame more when the
 * frame after the fixed ones is the traced function's entry frame, a
 * return address within the function's first bytes (bpf_get_func_ip is
 * its address).  7.2 leaves no entry frame when the trampoline calls the
 * function (an fexit program on it), earlier kernels do.  Without that
 * helper (5.10) the entry frame is always there. */
int cg_stack_flags_reg(struct dt_cg *cg, bool user)
{
	int flags = cg_stack_flags(cg, user);
	int r = cg_reg_alloc(cg);
	cg_emit(cg, MOV64_IMM(r, flags));
	if (user || !cg->probe || !cg->pops || cg->probe->attach == DT_ATTACH_NONE)
		return r;
	if (cg->pops->stack_tracepoint) {
		skip_tracepoint_frames(cg, r, flags);
		return r;
	}
	if (!cg->pops->stack_entry_frame)
		return r;
	if (!dt_kfeat_helper(BPF_FUNC_get_func_ip)) {
		cg_emit(cg, ALU64_IMM(BPF_ADD, r, 1));
		return r;
	}
	int lend = cg_label_new(cg);
	first_frame(cg, flags, lend);
	cg_call_begin(cg);
	cg_emit(cg, MOV64_REG(BPF_REG_1, BPF_REG_9));
	int ip = cg_call_end(cg, BPF_FUNC_get_func_ip, true);
	int pc = cg_reg_alloc(cg);
	cg_emit(cg, LDX_MEM(BPF_DW, pc, BPF_REG_10, CG_SLOT_TMP));
	cg_emit(cg, ALU64_REG(BPF_SUB, pc, ip));
	cg_reg_free(cg, ip);
	cg_jump(cg, JMP_IMM(BPF_JGE, pc, ENTRY_FRAME_MAX, 0), lend);
	cg_reg_free(cg, pc);
	cg_emit(cg, ALU64_IMM(BPF_ADD, r, 1));
	cg_label_place(cg, lend);
	return r;
}

/* A pid probe at a function's first instruction fires before its
 * prologue: the return address into the caller is at the stack pointer,
 * in no frame yet, and a frame-pointer walk goes from the pc straight to
 * the caller's caller (illumos inserts it too). */
bool cg_ustack_at_entry(struct dt_cg *cg)
{
	return cg->probe && cg->probe->attach == DT_ATTACH_UPROBE &&
	       dt_uprobe_at_entry(cg->probe);
}

/* reg = the return address at the user stack pointer (0 if unreadable). */
void cg_ustack_entry_caller(struct dt_cg *cg, int reg)
{
	int sp = cg_reg_alloc(cg);

	cg_emit(cg, MOV64_IMM(reg, 0));	/* set before the call may spill it */
	cg_emit(cg, LDX_MEM(BPF_DW, sp, BPF_REG_9, PT_REGS_SP));
	cg_emit(cg, ST_MEM(BPF_DW, BPF_REG_10, CG_SLOT_TMP, 0));
	cg_call_begin(cg);
	cg_emit(cg, MOV64_REG(BPF_REG_1, BPF_REG_10));
	cg_emit(cg, ALU64_IMM(BPF_ADD, BPF_REG_1, CG_SLOT_TMP));
	cg_emit(cg, MOV64_IMM(BPF_REG_2, 8));
	cg_call_arg(cg, BPF_REG_3, sp);
	cg_reg_free(cg, sp);
	cg_call_end(cg, BPF_FUNC_probe_read_user, false);
	cg_emit(cg, LDX_MEM(BPF_DW, reg, BPF_REG_10, CG_SLOT_TMP));
}

static void get_stack(struct dt_cg *cg, int buf, int32_t off, uint32_t size)
{
	cg_call_begin(cg);
	cg_emit(cg, MOV64_REG(BPF_REG_1, BPF_REG_9));
	cg_call_arg(cg, BPF_REG_2, buf);
	if (off)
		cg_emit(cg, ALU64_IMM(BPF_ADD, BPF_REG_2, off));
	cg_emit(cg, MOV64_IMM(BPF_REG_3, (int32_t)size));
	cg_emit(cg, MOV64_IMM(BPF_REG_4, cg_stack_flags(cg, true)));
	cg_call_end(cg, BPF_FUNC_get_stack, false);
}

/* At a pid entry probe the frames are read one slot up, at buf + 8; the pc
 * moves down to buf[0] and the caller goes into buf[1].  Newer kernels
 * insert that caller themselves (perf's user callchain at a uprobe on a
 * function's entry; the host's 6.18 does): then buf[2] is it again, and
 * the frames are read once more, as the kernel gives them.  (A recursion
 * through one call site looks the same on an older kernel, and loses that
 * frame.) */
void cg_ustack_get(struct dt_cg *cg, int buf, uint32_t size)
{
	if (size <= 16 || !cg_ustack_at_entry(cg)) {
		get_stack(cg, buf, 0, size);
		return;
	}
	get_stack(cg, buf, 8, size - 8);
	int r = cg_reg_alloc(cg), lend = cg_label_new(cg);
	cg_emit(cg, LDX_MEM(BPF_DW, r, buf, 8));
	cg_emit(cg, STX_MEM(BPF_DW, buf, r, 0));
	cg_ustack_entry_caller(cg, r);
	cg_emit(cg, STX_MEM(BPF_DW, buf, r, 8));
	cg_emit(cg, LDX_MEM(BPF_DW, BPF_REG_0, buf, 16));
	cg_jump(cg, JMP_REG(BPF_JNE, r, BPF_REG_0, 0), lend);
	cg_reg_free(cg, r);
	get_stack(cg, buf, 0, size);
	cg_label_place(cg, lend);
}

/* Bytes of user stack a ustack() action copies for CFI unwinding
 * (-x ustackcopy, whole chunks; 0: none, the frame-pointer walk only). */
uint32_t cg_ustack_copy_size(struct dt_cg *cg)
{
	int64_t n = dt_opt_int(cg->h, OPT_ustackcopy, DT_USTACK_COPY_DEFAULT);

	if (n <= 0)
		return 0;
	if (n > DT_USTACK_COPY_MAX)
		n = DT_USTACK_COPY_MAX;
	return (uint32_t)((n + DT_USTACK_CHUNK - 1) / DT_USTACK_CHUNK * DT_USTACK_CHUNK);
}

/* The user registers and the top of the user stack into the record item
 * at dst (program.h's layout), for the consumer to unwind where frame
 * pointers are missing.  The registers are those saved on entry from user
 * space (task_pt_regs: the same in pid, profile and syscall probes).  The
 * stack is read in chunks aligned to DT_USTACK_CHUNK from the stack
 * pointer's own up to the first that cannot be read (the stack's top):
 * whole chunks never cross a page, so each either reads or faults. */
void cg_ustack_copy(struct dt_cg *cg, int dst, uint32_t copy)
{
	int lend = cg_label_new(cg);

	cg_emit(cg, ST_MEM(BPF_DW, dst, DT_USTACK_REGS, 0));
	cg_emit(cg, ST_MEM(BPF_DW, dst, DT_USTACK_REGS + 8, 0));
	int regs = cg_user_regs(cg, NULL);	/* cg_builtin.c */
	cg_call_begin(cg);
	cg_call_arg(cg, BPF_REG_1, dst);
	cg_emit(cg, MOV64_IMM(BPF_REG_2, DT_USTACK_REGS));
	cg_call_arg(cg, BPF_REG_3, regs);
	cg_reg_free(cg, regs);
	cg_call_end(cg, BPF_FUNC_probe_read_kernel, false);
	cg_jump(cg, JMP_IMM(BPF_JNE, BPF_REG_0, 0, 0), lend);
	int base = cg_reg_alloc(cg);
	cg_emit(cg, LDX_MEM(BPF_DW, base, dst, PT_REGS_SP));
	cg_jump(cg, JMP_IMM(BPF_JEQ, base, 0, 0), lend);
	cg_emit(cg, ALU64_IMM(BPF_AND, base, -DT_USTACK_CHUNK));
	cg_emit(cg, STX_MEM(BPF_DW, dst, base, DT_USTACK_REGS));
	for (uint32_t k = 0; k < copy / DT_USTACK_CHUNK; k++) {
		int32_t at = (int32_t)(k * DT_USTACK_CHUNK);
		cg_call_begin(cg);
		cg_call_arg(cg, BPF_REG_1, dst);
		cg_emit(cg, ALU64_IMM(BPF_ADD, BPF_REG_1, DT_USTACK_HDR + at));
		cg_emit(cg, MOV64_IMM(BPF_REG_2, DT_USTACK_CHUNK));
		cg_call_arg(cg, BPF_REG_3, base);
		if (at)
			cg_emit(cg, ALU64_IMM(BPF_ADD, BPF_REG_3, at));
		cg_call_end(cg, BPF_FUNC_probe_read_user, false);
		cg_jump(cg, JMP_IMM(BPF_JNE, BPF_REG_0, 0, 0), lend);
		cg_emit(cg, ST_MEM(BPF_DW, dst, DT_USTACK_REGS + 8, at + DT_USTACK_CHUNK));
	}
	cg_reg_free(cg, base);
	cg_label_place(cg, lend);
}

bool cg_is_stack_type(const struct dt_type *t)
{
	return cg_is_struct_named(t, "stack") || cg_is_struct_named(t, "ustack") || is_usym(t);
}

int cg_usym_value(struct dt_cg *cg, struct dt_node *call)
{
	int a = cg_expr(cg, call->list);
	int t = cg_str_tmp(cg);

	cg_emit(cg, STX_MEM(BPF_DW, t, a, 8));
	cg_reg_free(cg, a);
	cg_call_begin(cg);
	cg_call_end(cg, BPF_FUNC_get_current_pid_tgid, false);
	cg_emit(cg, ALU64_IMM(BPF_RSH, BPF_REG_0, 32));
	cg_emit(cg, STX_MEM(BPF_DW, t, BPF_REG_0, 0));
	return t;
}

/* -x maxframes: the most frames any stack records; by default and at
 * most 127, the kernel's default perf_event_max_stack (bpf_get_stack
 * returns no more). */
static int64_t max_frames(struct dt_cg *cg)
{
	int64_t max = dt_opt_int(cg->h, OPT_maxframes, 127);
	return max <= 0 || max > 127 ? 127 : max;
}

/* Frames stack(n), ustack(n), jstack(n) record: n, else the option's
 * default (stackframes 20, ustackframes 100, jstackframes 50 as in
 * DTrace), never more than maxframes. */
int64_t cg_stack_frames(struct dt_cg *cg, int code, const struct dt_node *n)
{
	int64_t dflt = code == DT_F_STACK ? 20 : code == DT_F_JSTACK ? 50 : 100;
	enum dt_optid opt = code == DT_F_STACK ? OPT_stackframes
			    : code == DT_F_JSTACK ? OPT_jstackframes : OPT_ustackframes;
	int64_t frames = n && n->is_const && n->cval > 0 ? n->cval : dt_opt_int(cg->h, opt, dflt);
	if (frames <= 0)
		frames = dflt;
	return frames > max_frames(cg) ? max_frames(cg) : frames;
}

/* Bytes of a stack value: stackframes (ustackframes) frames, limited to a
 * string temporary (the buffer it is built in). */
uint32_t cg_stack_size(struct dt_cg *cg, const struct dt_type *t)
{
	bool user = cg_is_struct_named(t, "ustack");
	if (is_usym(t))
		return 16;
	int64_t frames = cg_stack_frames(cg, user ? DT_F_USTACK : DT_F_STACK, NULL);
	int64_t max = cg->strsize / 8 - (user ? 1 : 0);

	if (frames > max)
		frames = max;
	return (uint32_t)(frames + (user ? 1 : 0)) * 8;
}

int cg_stack_value(struct dt_cg *cg, struct dt_node *call)
{
	uint32_t size = cg_stack_size(cg, call->type);
	bool user = cg_is_struct_named(call->type, "ustack");
	int t = cg_str_tmp(cg);

	for (uint32_t off = 0; off < size; off += 8)
		cg_emit(cg, ST_MEM(BPF_DW, t, (int16_t)off, 0));
	if (cg->probe && cg->probe->attach == DT_ATTACH_NONE)
		return t;	/* BEGIN/END run from dtrace: no probe stack */
	if (user) {
		cg_call_begin(cg);
		cg_call_end(cg, BPF_FUNC_get_current_pid_tgid, false);
		cg_emit(cg, ALU64_IMM(BPF_RSH, BPF_REG_0, 32));
		cg_emit(cg, STX_MEM(BPF_DW, t, BPF_REG_0, 0));
	}
	/* stack(n), ustack(n): n frames at most, the rest of the value stays
	 * zero, so that stacks equal in their first n frames are one key. */
	uint32_t get = size - (user ? 8 : 0);
	int code = call->ident ? (int)call->ident->id : DT_F_STACK;
	int64_t frames = cg_stack_frames(cg, code, call->list);
	if ((uint64_t)frames * 8 < get)
		get = (uint32_t)frames * 8;
	if (user) {
		cg_emit(cg, ALU64_IMM(BPF_ADD, t, 8));
		cg_ustack_get(cg, t, get);
		cg_emit(cg, ALU64_IMM(BPF_SUB, t, 8));
		return t;
	}
	int flags = cg_stack_flags_reg(cg, false);
	cg_call_begin(cg);
	cg_emit(cg, MOV64_REG(BPF_REG_1, BPF_REG_9));
	cg_call_arg(cg, BPF_REG_2, t);
	cg_emit(cg, MOV64_IMM(BPF_REG_3, (int32_t)get));
	cg_call_arg(cg, BPF_REG_4, flags);
	cg_reg_free(cg, flags);
	cg_call_end(cg, BPF_FUNC_get_stack, false);
	return t;
}

void cg_stack_copy(struct dt_cg *cg, int dst, int src, uint32_t size)
{
	for (uint32_t off = 0; off < size; off += 8) {
		cg_emit(cg, LDX_MEM(BPF_DW, BPF_REG_0, src, (int16_t)off));
		cg_emit(cg, STX_MEM(BPF_DW, dst, BPF_REG_0, (int16_t)off));
	}
}
