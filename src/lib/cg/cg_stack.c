/*
 * stack() and ustack() as values (aggregation keys: @[stack()] = count()):
 * the frames are read with bpf_get_stack into a string temporary and
 * copied into the key whole, zero padded, so equal stacks make equal keys.
 * A ustack value starts with the process id (8 bytes) so the consumer can
 * symbolise its frames.  (The stack()/ustack() actions record their frames
 * themselves, in cg_act.c.)
 */
#include <string.h>

#include "lang/builtins.h"
#include "cg/cg.h"

/* A user symbol value (usym, ufunc, umod, uaddr as an aggregation key):
 * the process id and the address, symbolised when printed. */
static bool is_usym(const struct dt_type *t)
{
	return cg_is_struct_named(t, "_usymaddr") || cg_is_struct_named(t, "_umodaddr") || cg_is_struct_named(t, "_uaddr");
}

/* bpf_get_stack's flags for a kernel (user) stack.  A raw tracepoint's
 * program runs under bpf_trace_runN: the program's frame and that one are
 * ours, not the probe site's, and are skipped, as DTrace's stacks start
 * at the probe's caller. */
int cg_stack_flags(struct dt_cg *cg, bool user)
{
	if (user)
		return BPF_F_USER_STACK;
	if (cg->probe && cg->pops && cg->pops->stack_skip > 0 && cg->probe->attach != DT_ATTACH_NONE)
		return cg->pops->stack_skip & BPF_F_SKIP_FIELD_MASK;
	if (cg->probe && cg->pops && cg->pops->prog_type == BPF_PROG_TYPE_RAW_TRACEPOINT &&
	    cg->probe->attach != DT_ATTACH_NONE)
		return 2 & BPF_F_SKIP_FIELD_MASK;
	return 0;
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

/* Bytes of a stack value: stackframes (ustackframes) frames, limited to a
 * string temporary (the buffer it is built in). */
uint32_t cg_stack_size(struct dt_cg *cg, const struct dt_type *t)
{
	bool user = cg_is_struct_named(t, "ustack");
	if (is_usym(t))
		return 16;
	int64_t frames = user ? dt_opt_int(cg->h, "ustackframes", 100)
			      : dt_opt_int(cg->h, "stackframes", 20);
	int64_t max = cg->strsize / 8 - (user ? 1 : 0);

	if (frames <= 0)
		frames = 20;
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
	cg_call_begin(cg);
	cg_emit(cg, MOV64_REG(BPF_REG_1, BPF_REG_9));
	cg_call_arg(cg, BPF_REG_2, t);
	if (user)
		cg_emit(cg, ALU64_IMM(BPF_ADD, BPF_REG_2, 8));
	/* stack(n), ustack(n): n frames at most, the rest of the value stays
	 * zero, so that stacks equal in their first n frames are one key. */
	uint32_t get = size - (user ? 8 : 0);
	struct dt_node *nf = call->list;
	if (nf && nf->is_const && nf->cval > 0 && (uint64_t)nf->cval * 8 < get)
		get = (uint32_t)nf->cval * 8;
	cg_emit(cg, MOV64_IMM(BPF_REG_3, (int32_t)get));
	cg_emit(cg, MOV64_IMM(BPF_REG_4, cg_stack_flags(cg, user)));
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
