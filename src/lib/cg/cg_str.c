/*
 * Strings: fixed strsize buffers.  Constants live in the string table map
 * (padded with strsize zero bytes so any constant can be read strsize
 * bytes long), temporaries in scratch.  Copies use the probe_read_*_str
 * helpers; comparisons and lengths are bounded loops the verifier walks.
 */
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include "cg/cg.h"

/* Forget what the verifier knows about reg's exact value (it goes through
 * memory it cannot see into), keeping only 0 <= reg <= max.  Loop results
 * otherwise differ per iteration count, and every distinct exit state
 * would be verified separately through the rest of the program. */
void cg_launder(struct dt_cg *cg, int reg, int32_t max)
{
	cg_emit(cg, STX_MEM(BPF_DW, BPF_REG_8, reg, offsetof(struct dt_mstate, ctx)));
	cg_emit(cg, LDX_MEM(BPF_DW, reg, BPF_REG_8, offsetof(struct dt_mstate, ctx)));
	/* The verifier walks a fall-through first: the in-range state must
	 * reach the join first so that the clamped constant one is pruned
	 * there (a range covers a constant, not the other way round). */
	cg_emit(cg, JMP_IMM(BPF_JGT, reg, max, 1));
	cg_emit(cg, JA(1));
	cg_emit(cg, MOV64_IMM(reg, max));
}

/* Byte loops read through reg: a NULL string (strchr's miss) faults as
 * DTrace does ("invalid address (0x0)"). */
void cg_str_nonnull(struct dt_cg *cg, int reg)
{
	int ok = cg_label_new(cg);
	cg_jump(cg, JMP_IMM(BPF_JNE, reg, 0, 0), ok);
	cg_fault(cg, DT_FLT_BADADDR, reg);
	cg_label_place(cg, ok);
}

int cg_str_stride(struct dt_cg *cg)
{
	return (cg->strsize + 7) & ~7;
}

int cg_str_tmp_n(struct dt_cg *cg, int n)
{
	/* The budget is CG_NTMP default-sized strings: a small strsize buys
	 * more temporaries (its helpers' fixed work areas take more of them). */
	int stride = cg_str_stride(cg);
	int budget = CG_NTMP * (stride > 264 ? stride : 264);
	if ((cg->ntmp + n) * stride > budget)
		dt_cc_error(cg->cc, D_NOREG, 0, "expression too complex: out of string temporaries");
	int slot = cg->ntmp;
	cg->ntmp += n;
	/* one spare strsize after the last temporary: helpers writing at a
	 * variable offset into a temporary are checked against its worst case */
	cg_region_need(cg, CG_R_TMP, (uint32_t)(cg->ntmp + 1) * (uint32_t)stride);
	int r = cg_reg_alloc(cg);
	cg_scratch_addr(cg, r, CG_R_TMP, slot * stride);
	return r;
}

int cg_str_tmp(struct dt_cg *cg)
{
	return cg_str_tmp_n(cg, 1);
}

/* A string argument.  A char pointer that is not a D string (a kernel or
 * user address, DTrace's "non-DPTR" strings) is copied into a temporary
 * first, since byte loops may only read D's own buffers; NULL stays NULL
 * (strtok continues, the others fault on it). */
int cg_str_arg(struct dt_cg *cg, struct dt_node *n)
{
	int r = cg_expr(cg, n);
	if (cg_is_strval(n->type))
		return r;
	const struct dt_type *t = dt_type_resolved(n->type);
	bool user = t && t->userland;
	int tmp = cg_str_tmp(cg);
	int lnull = cg_label_new(cg), lend = cg_label_new(cg);
	cg_jump(cg, JMP_IMM(BPF_JEQ, r, 0, 0), lnull);
	cg_call_begin(cg);
	cg_call_arg(cg, BPF_REG_1, tmp);
	cg_emit(cg, MOV64_IMM(BPF_REG_2, cg->strsize));
	cg_call_arg(cg, BPF_REG_3, r);
	cg_call_end(cg, user ? BPF_FUNC_probe_read_user_str : BPF_FUNC_probe_read_kernel_str,
		    false);
	int ok = cg_label_new(cg);
	cg_jump(cg, JMP_IMM(BPF_JSGE, BPF_REG_0, 0, 0), ok);
	cg_fault(cg, DT_FLT_BADADDR, r);
	cg_label_place(cg, ok);
	cg_emit(cg, MOV64_REG(r, tmp));
	cg_jump(cg, JA(0), lend);
	cg_label_place(cg, lnull);
	cg_label_place(cg, lend);
	cg_reg_free(cg, tmp);
	return r;
}

void cg_str_const_to(struct dt_cg *cg, int reg, const char *s, size_t len)
{
	uint32_t off = cg_strtab_add(cg, s, len);
	cg->need_strtab = true;
	cg_emit(cg, LDX_MEM(BPF_DW, reg, BPF_REG_10, CG_SLOT_STRTAB));
	if (off)
		cg_emit(cg, ALU64_IMM(BPF_ADD, reg, (int32_t)off));
}

int cg_str_const(struct dt_cg *cg, const char *s, size_t len)
{
	int r = cg_reg_alloc(cg);
	cg_str_const_to(cg, r, s, len);
	return r;
}

void cg_str_copy(struct dt_cg *cg, int dst, int src, bool user)
{
	cg_call_begin(cg);
	cg_call_arg(cg, BPF_REG_1, dst);
	cg_emit(cg, MOV64_IMM(BPF_REG_2, cg->strsize));
	cg_call_arg(cg, BPF_REG_3, src);
	cg_call_end(cg, user ? BPF_FUNC_probe_read_user_str : BPF_FUNC_probe_read_kernel_str,
		    false);
}

/* Loop over the bytes of a (and b): r = result register.  The loop counter
 * is bounded by strsize so the verifier can walk it.  A NULL string (an
 * unset dynamic variable, strchr's miss) equals only NULL and sorts before
 * every string, as in DTrace, which compares the pointers then. */
int cg_str_cmp(struct dt_cg *cg, int a, int b)
{
	int pa = cg_reg_alloc(cg), pb = cg_reg_alloc(cg), n = cg_reg_alloc(cg);
	int r = cg_reg_alloc(cg);
	int loop = cg_label_new(cg), diff = cg_label_new(cg), eq = cg_label_new(cg);
	int end = cg_label_new(cg), lnull = cg_label_new(cg), lpos = cg_label_new(cg);

	cg_emit(cg, MOV64_REG(pa, a));
	cg_emit(cg, MOV64_REG(pb, b));
	cg_jump(cg, JMP_IMM(BPF_JEQ, pa, 0, 0), lnull);
	cg_jump(cg, JMP_IMM(BPF_JEQ, pb, 0, 0), lnull);
	cg_emit(cg, MOV64_IMM(n, 0));
	cg_emit(cg, MOV64_IMM(r, 0));
	cg_label_place(cg, loop);
	cg_exit_jump(cg, JMP_IMM(BPF_JGE, n, cg->strsize, 0), eq);
	cg_emit(cg, LDX_MEM(BPF_B, BPF_REG_0, pa, 0));
	cg_emit(cg, LDX_MEM(BPF_B, r, pb, 0));
	cg_exit_jump(cg, JMP_REG(BPF_JNE, BPF_REG_0, r, 0), diff);
	cg_exit_jump(cg, JMP_IMM(BPF_JEQ, BPF_REG_0, 0, 0), eq);
	cg_emit(cg, ALU64_IMM(BPF_ADD, pa, 1));
	cg_emit(cg, ALU64_IMM(BPF_ADD, pb, 1));
	cg_emit(cg, ALU64_IMM(BPF_ADD, n, 1));
	cg_jump(cg, JA(0), loop);
	cg_label_place(cg, diff);
	cg_emit(cg, ALU64_REG(BPF_SUB, BPF_REG_0, r));
	cg_emit(cg, MOV64_REG(r, BPF_REG_0));
	cg_jump(cg, JA(0), end);
	cg_label_place(cg, lnull);
	cg_jump(cg, JMP_IMM(BPF_JNE, pa, 0, 0), lpos);
	cg_jump(cg, JMP_IMM(BPF_JEQ, pb, 0, 0), eq);
	cg_emit(cg, MOV64_IMM(r, -1));
	cg_jump(cg, JA(0), end);
	cg_label_place(cg, lpos);
	cg_emit(cg, MOV64_IMM(r, 1));
	cg_jump(cg, JA(0), end);
	cg_label_place(cg, eq);
	cg_emit(cg, MOV64_IMM(r, 0));
	cg_label_place(cg, end);
	cg_reg_free(cg, pa);
	cg_reg_free(cg, pb);
	cg_reg_free(cg, n);
	return r;
}

int cg_str_len(struct dt_cg *cg, int s)
{
	int p = cg_reg_alloc(cg), n = cg_reg_alloc(cg);
	int loop = cg_label_new(cg), end = cg_label_new(cg);

	cg_emit(cg, MOV64_REG(p, s));
	cg_str_nonnull(cg, p);
	cg_emit(cg, MOV64_IMM(n, 0));
	cg_label_place(cg, loop);
	cg_exit_jump(cg, JMP_IMM(BPF_JGE, n, cg->strsize - 1, 0), end);
	cg_emit(cg, LDX_MEM(BPF_B, BPF_REG_0, p, 0));
	cg_exit_jump(cg, JMP_IMM(BPF_JEQ, BPF_REG_0, 0, 0), end);
	cg_emit(cg, ALU64_IMM(BPF_ADD, p, 1));
	cg_emit(cg, ALU64_IMM(BPF_ADD, n, 1));
	cg_jump(cg, JA(0), loop);
	cg_label_place(cg, end);
	cg_reg_free(cg, p);
	cg_launder(cg, n, cg->strsize - 1);
	return n;
}

/* dst = tmp holding a then b (truncated to strsize - 1 bytes). */
int cg_str_join(struct dt_cg *cg, int a, int b)
{
	/* a NULL or unreadable string faults, as in DTrace's other string
	 * subroutines ("invalid address (0x0)"), rather than joining "" */
	cg_str_nonnull(cg, a);
	cg_str_nonnull(cg, b);
	int t = cg_str_tmp(cg);
	cg_str_copy(cg, t, a, false);
	int read_a = cg_label_new(cg);
	cg_jump(cg, JMP_IMM(BPF_JSGE, BPF_REG_0, 0, 0), read_a);
	cg_fault(cg, DT_FLT_BADADDR, a);
	cg_label_place(cg, read_a);
	/* r0 = bytes copied including the NUL: append at t + r0 - 1 */
	int off = cg_reg_alloc(cg);
	cg_emit(cg, MOV64_REG(off, BPF_REG_0));
	cg_emit(cg, ALU64_IMM(BPF_SUB, off, 1));
	int ok = cg_label_new(cg), done = cg_label_new(cg);
	cg_jump(cg, JMP_IMM(BPF_JLT, off, cg->strsize - 1, 0), ok);
	cg_jump(cg, JA(0), done);
	cg_label_place(cg, ok);
	cg_call_begin(cg);
	cg_call_arg(cg, BPF_REG_1, t);
	cg_call_arg(cg, BPF_REG_0, off);	/* r0 = off (moved below) */
	cg_emit(cg, ALU64_REG(BPF_ADD, BPF_REG_1, BPF_REG_0));
	cg_emit(cg, MOV64_IMM(BPF_REG_2, cg->strsize));
	cg_emit(cg, ALU64_REG(BPF_SUB, BPF_REG_2, BPF_REG_0));
	cg_call_arg(cg, BPF_REG_3, b);
	cg_call_end(cg, BPF_FUNC_probe_read_kernel_str, false);
	cg_jump(cg, JMP_IMM(BPF_JSGE, BPF_REG_0, 0, 0), done);
	cg_fault(cg, DT_FLT_BADADDR, b);
	cg_label_place(cg, done);
	cg_reg_free(cg, off);
	return t;
}

/* dst = copy of s with each byte mapped through [lo, hi] -> +delta. */
static int str_map(struct dt_cg *cg, int s, int lo, int hi, int delta)
{
	int t = cg_str_tmp(cg);
	int ps = cg_reg_alloc(cg), pt = cg_reg_alloc(cg), n = cg_reg_alloc(cg);
	int loop = cg_label_new(cg), end = cg_label_new(cg), store = cg_label_new(cg);

	cg_emit(cg, MOV64_REG(ps, s));
	cg_str_nonnull(cg, ps);
	cg_emit(cg, MOV64_REG(pt, t));
	cg_emit(cg, MOV64_IMM(n, 0));
	cg_label_place(cg, loop);
	cg_exit_jump(cg, JMP_IMM(BPF_JGE, n, cg->strsize - 1, 0), end);
	cg_emit(cg, LDX_MEM(BPF_B, BPF_REG_0, ps, 0));
	cg_jump(cg, JMP_IMM(BPF_JLT, BPF_REG_0, lo, 0), store);
	cg_jump(cg, JMP_IMM(BPF_JGT, BPF_REG_0, hi, 0), store);
	cg_emit(cg, ALU64_IMM(BPF_ADD, BPF_REG_0, delta));
	cg_label_place(cg, store);
	cg_emit(cg, STX_MEM(BPF_B, pt, BPF_REG_0, 0));
	cg_exit_jump(cg, JMP_IMM(BPF_JEQ, BPF_REG_0, 0, 0), end);
	cg_emit(cg, ALU64_IMM(BPF_ADD, ps, 1));
	cg_emit(cg, ALU64_IMM(BPF_ADD, pt, 1));
	cg_emit(cg, ALU64_IMM(BPF_ADD, n, 1));
	cg_jump(cg, JA(0), loop);
	cg_label_place(cg, end);
	cg_emit(cg, ST_MEM(BPF_B, pt, 0, 0));
	cg_reg_free(cg, ps);
	cg_reg_free(cg, pt);
	cg_reg_free(cg, n);
	return t;
}

/* idx = index of the first (last) byte == c in s, or -1. */
static int str_find(struct dt_cg *cg, int s, int c, bool last)
{
	int p = cg_reg_alloc(cg), n = cg_reg_alloc(cg), idx = cg_reg_alloc(cg);
	int loop = cg_label_new(cg), end = cg_label_new(cg), next = cg_label_new(cg);

	cg_emit(cg, MOV64_REG(p, s));
	cg_str_nonnull(cg, p);
	cg_emit(cg, MOV64_IMM(n, 0));
	cg_emit(cg, MOV64_IMM(idx, -1));
	cg_label_place(cg, loop);
	cg_exit_jump(cg, JMP_IMM(BPF_JGE, n, cg->strsize - 1, 0), end);
	cg_emit(cg, LDX_MEM(BPF_B, BPF_REG_0, p, 0));
	cg_jump(cg, JMP_REG(BPF_JNE, BPF_REG_0, c, 0), next);
	cg_emit(cg, MOV64_REG(idx, n));
	if (!last)
		cg_jump(cg, JA(0), end);
	cg_label_place(cg, next);
	cg_exit_jump(cg, JMP_IMM(BPF_JEQ, BPF_REG_0, 0, 0), end);
	cg_emit(cg, ALU64_IMM(BPF_ADD, p, 1));
	cg_emit(cg, ALU64_IMM(BPF_ADD, n, 1));
	cg_jump(cg, JA(0), loop);
	cg_label_place(cg, end);
	cg_reg_free(cg, p);
	cg_reg_free(cg, n);
	cg_emit(cg, ALU64_IMM(BPF_ADD, idx, 1));
	cg_launder(cg, idx, cg->strsize);
	cg_emit(cg, ALU64_IMM(BPF_SUB, idx, 1));
	return idx;
}

/* t = copy of at most len (register, clamped to [0, strsize-1]) bytes of
 * s + off (register). */
int cg_str_slice(struct dt_cg *cg, int s, int off, int len)
{
	int t = cg_str_tmp(cg);
	int lz = cg_label_new(cg), ldone = cg_label_new(cg);
	cg_emit(cg, ST_MEM(BPF_B, t, 0, 0));
	cg_jump(cg, JMP_IMM(BPF_JSLE, len, 0, 0), lz);
	cg_emit(cg, JMP_IMM(BPF_JSLT, len, cg->strsize - 1, 1));
	cg_emit(cg, MOV64_IMM(len, cg->strsize - 1));
	cg_emit(cg, ALU64_IMM(BPF_ADD, len, 1));
	cg_call_begin(cg);
	cg_call_arg(cg, BPF_REG_1, t);
	cg_call_arg(cg, BPF_REG_2, len);
	cg_call_arg(cg, BPF_REG_3, s);
	cg_call_arg(cg, BPF_REG_0, off);
	cg_emit(cg, ALU64_REG(BPF_ADD, BPF_REG_3, BPF_REG_0));
	cg_call_end(cg, BPF_FUNC_probe_read_kernel_str, false);
	cg_jump(cg, JA(0), ldone);
	cg_label_place(cg, lz);
	cg_label_place(cg, ldone);
	return t;
}

static int imm_reg(struct dt_cg *cg, int64_t v)
{
	int r = cg_reg_alloc(cg);
	cg_ldimm64(cg, r, (uint64_t)v);
	return r;
}

/* string + integer, integer + string, string - integer: D treats a
 * string as a pointer to its first character here (DTrace's additive
 * operators), so the result is the string that starts off bytes in.
 * An offset inside the string or at its terminating NUL gives its
 * suffix; one before its start or past its end is not in the string and
 * faults at that address (DTrace reads whatever lies there: no silent
 * value). */
int cg_str_offset(struct dt_cg *cg, struct dt_node *n)
{
	bool str_left = cg_is_strval(n->a->type);
	struct dt_node *sn = str_left ? n->a : n->b, *in = str_left ? n->b : n->a;
	int s = cg_str_arg(cg, sn);
	int32_t held = cg_reg_hold(cg, s, in);
	int off = cg_expr(cg, in);
	s = cg_reg_unhold(cg, s, held);
	cg_normalize(cg, off, in->type);
	if (n->op == '-')
		cg_emit(cg, ALU64_IMM(BPF_NEG, off, 0));
	int len = cg_str_len(cg, s);
	int lbad = cg_label_new(cg), lok = cg_label_new(cg);
	cg_jump(cg, JMP_IMM(BPF_JSLT, off, 0, 0), lbad);
	cg_jump(cg, JMP_REG(BPF_JSLE, off, len, 0), lok);
	cg_label_place(cg, lbad);
	/* the address as a number: through memory the verifier cannot see
	 * into (as cg_launder), since an unbounded offset may not be added
	 * to a map value pointer */
	cg_emit(cg, STX_MEM(BPF_DW, BPF_REG_8, s, offsetof(struct dt_mstate, ctx)));
	cg_emit(cg, LDX_MEM(BPF_DW, len, BPF_REG_8, offsetof(struct dt_mstate, ctx)));
	cg_emit(cg, ALU64_REG(BPF_ADD, off, len));
	cg_fault(cg, DT_FLT_BADADDR, off);
	cg_label_place(cg, lok);
	cg_emit(cg, MOV64_IMM(len, cg->strsize));
	int t = cg_str_slice(cg, s, off, len);
	cg_reg_free(cg, s);
	cg_reg_free(cg, off);
	cg_reg_free(cg, len);
	return t;
}

/* substr(s, index [, len]) with DTrace's clamping rules; index and len
 * are ints (the prototype's, and Oracle's substr takes their low 32 bits). */
static int str_substr(struct dt_cg *cg, struct dt_node *call)
{
	struct dt_node *a1 = call->list->next, *a2 = a1->next;
	int s = cg_str_arg(cg, call->list);
	int idx = cg_expr(cg, a1);
	cg_normalize(cg, idx, dt_type_builtin("int"));
	int rem = a2 ? cg_expr(cg, a2) : imm_reg(cg, cg->strsize);
	if (a2)
		cg_normalize(cg, rem, dt_type_builtin("int"));
	int len = cg_str_len(cg, s);
	int l1 = cg_label_new(cg), l2 = cg_label_new(cg), l3 = cg_label_new(cg);
	int lzero = cg_label_new(cg), lcopy = cg_label_new(cg);

	/* if (idx < 0) { idx += len; if (idx < 0 && idx + rem > 0) { rem += idx; idx = 0; } } */
	cg_jump(cg, JMP_IMM(BPF_JSGE, idx, 0, 0), l1);
	cg_emit(cg, ALU64_REG(BPF_ADD, idx, len));
	cg_jump(cg, JMP_IMM(BPF_JSGE, idx, 0, 0), l1);
	cg_emit(cg, MOV64_REG(BPF_REG_0, idx));
	cg_emit(cg, ALU64_REG(BPF_ADD, BPF_REG_0, rem));
	cg_jump(cg, JMP_IMM(BPF_JSLE, BPF_REG_0, 0, 0), l1);
	cg_emit(cg, ALU64_REG(BPF_ADD, rem, idx));
	cg_emit(cg, MOV64_IMM(idx, 0));
	cg_label_place(cg, l1);
	/* if (idx >= len || idx < 0) rem = 0 */
	cg_jump(cg, JMP_REG(BPF_JSGE, idx, len, 0), lzero);
	cg_jump(cg, JMP_IMM(BPF_JSLT, idx, 0, 0), lzero);
	/* else if (rem < 0) rem += len - idx */
	cg_jump(cg, JMP_IMM(BPF_JSGE, rem, 0, 0), l2);
	cg_emit(cg, ALU64_REG(BPF_ADD, rem, len));
	cg_emit(cg, ALU64_REG(BPF_SUB, rem, idx));
	cg_jump(cg, JA(0), lcopy);
	cg_label_place(cg, l2);
	/* else if (idx + rem > size) rem = size - idx */
	cg_emit(cg, MOV64_REG(BPF_REG_0, idx));
	cg_emit(cg, ALU64_REG(BPF_ADD, BPF_REG_0, rem));
	cg_jump(cg, JMP_IMM(BPF_JSLE, BPF_REG_0, cg->strsize, 0), l3);
	cg_emit(cg, MOV64_IMM(rem, cg->strsize));
	cg_emit(cg, ALU64_REG(BPF_SUB, rem, idx));
	cg_label_place(cg, l3);
	cg_jump(cg, JA(0), lcopy);
	cg_label_place(cg, lzero);
	cg_emit(cg, MOV64_IMM(rem, 0));
	cg_emit(cg, MOV64_IMM(idx, 0));
	cg_label_place(cg, lcopy);
	cg_reg_free(cg, len);
	int t = cg_str_slice(cg, s, idx, rem);
	cg_reg_free(cg, s);
	cg_reg_free(cg, idx);
	cg_reg_free(cg, rem);
	return t;
}

/* strchr / strrchr: the suffix from the found byte, or NULL when absent. */
static int str_chr(struct dt_cg *cg, struct dt_node *call, bool last)
{
	int s = cg_str_arg(cg, call->list);
	int c = cg_expr(cg, call->list->next);
	cg_emit(cg, ALU64_IMM(BPF_AND, c, 0xff));
	int idx = str_find(cg, s, c, last);
	int len = imm_reg(cg, cg->strsize);
	int lok = cg_label_new(cg), lend = cg_label_new(cg);
	int t = cg_reg_alloc(cg);
	cg_emit(cg, MOV64_IMM(t, 0));
	cg_jump(cg, JMP_IMM(BPF_JSGE, idx, 0, 0), lok);
	cg_jump(cg, JA(0), lend);
	cg_label_place(cg, lok);
	cg_reg_free(cg, t);
	int sl = cg_str_slice(cg, s, idx, len);
	if (sl != t)
		cg_emit(cg, MOV64_REG(t, sl));
	cg_reg_free(cg, sl);
	cg->used[t] = true;
	cg_label_place(cg, lend);
	cg_reg_free(cg, s);
	cg_reg_free(cg, c);
	cg_reg_free(cg, idx);
	cg_reg_free(cg, len);
	return t;
}

/* lltostr(v [, base]): digits written backwards into a temporary, then
 * copied to the front of another.  Base 16 gets "0x", base 8 a "0" (illumos's
 * radix argument: 0 is "0x0" in base 16, "0" in base 8); only base 10 has a
 * sign.  A constant base is generated for alone; any other is checked and
 * divided by at run time. */
static int str_lltostr(struct dt_cg *cg, struct dt_node *call)
{
	struct dt_node *nb = call->list->next;
	int v = cg_expr(cg, call->list);
	int breg = -1;
	/* the base is an int (the prototype's): its low 32 bits, as
	 * substr()'s index and length */
	int64_t base = nb && nb->is_const ? (int32_t)nb->cval : 10;
	if (nb && !nb->is_const) {
		int32_t held = cg_reg_hold(cg, v, nb);
		breg = cg_expr(cg, nb);
		v = cg_reg_unhold(cg, v, held);
		cg_normalize(cg, breg, dt_type_builtin("int"));
		/* outside 2..36 (a negative base is a large unsigned one) */
		int ok = cg_label_new(cg), bad = cg_label_new(cg);
		cg_jump(cg, JMP_IMM(BPF_JLT, breg, 2, 0), bad);
		cg_jump(cg, JMP_IMM(BPF_JLE, breg, 36, 0), ok);
		cg_label_place(cg, bad);
		cg_fault(cg, DT_FLT_ILLOP, -1);
		cg_label_place(cg, ok);
	} else if (base < 2 || base > 36) {
		/* DTrace: a base outside 2..36 is an illegal operation; the
		 * branch is taken at run time (the rest must stay reachable) */
		int b = cg_reg_alloc(cg), ok = cg_label_new(cg);
		cg_ldimm64(cg, b, (uint64_t)base);
		cg_jump(cg, JMP_IMM(BPF_JEQ, b, 0x7fffffff, 0), ok);
		cg_fault(cg, DT_FLT_ILLOP, -1);
		cg_label_place(cg, ok);
		cg_reg_free(cg, b);
		base = 10;
	}
	/* the smallest base has the most digits: 64 in base 2 */
	uint64_t radix = breg >= 0 ? 2 : (uint64_t)base;
	int maxdig = 1;
	for (uint64_t m = UINT64_MAX; m >= radix; m /= radix)
		maxdig++;
	/* The digits go backwards from byte LLTOSTR_END, which must lie inside
	 * the temporary whatever strsize is: a small strsize (8) would have
	 * them run over what follows the temporaries. */
	enum { LLTOSTR_END = 68 };
	int stride = cg_str_stride(cg);
	int t = cg_str_tmp_n(cg, (LLTOSTR_END + 1 + stride - 1) / stride);
	/* the sign waits on the stack: the loop needs every register */
	int32_t s_neg = cg_stack_push(cg);
	int p = cg_reg_alloc(cg), n = cg_reg_alloc(cg);
	int x = breg >= 0 ? cg_reg_alloc(cg) : -1;
	int loop = cg_label_new(cg), done = cg_label_new(cg);

	cg_emit(cg, MOV64_REG(p, t));
	cg_emit(cg, ALU64_IMM(BPF_ADD, p, LLTOSTR_END));
	cg_emit(cg, ST_MEM(BPF_B, p, 0, 0));
	cg_emit(cg, ST_MEM(BPF_DW, BPF_REG_10, s_neg, 0));
	if (breg >= 0 || base == 10) {
		if (breg >= 0)
			cg_emit(cg, JMP_IMM(BPF_JNE, breg, 10, 3));
		cg_emit(cg, JMP_IMM(BPF_JSGE, v, 0, 2));
		cg_emit(cg, ST_MEM(BPF_DW, BPF_REG_10, s_neg, 1));
		cg_emit(cg, NEG64(v));
	}
	cg_emit(cg, MOV64_IMM(n, 0));
	cg_label_place(cg, loop);
	cg_emit(cg, MOV64_REG(BPF_REG_0, v));
	if (breg >= 0)
		cg_emit(cg, ALU64_REG(BPF_MOD, BPF_REG_0, breg));
	else
		cg_emit(cg, ALU64_IMM(BPF_MOD, BPF_REG_0, (int32_t)base));
	if (breg >= 0) {
		/* 0-9 then a-z without a branch (a branch per digit doubles
		 * the verifier's paths through 64 digits): + 39 when the digit
		 * is >= 10, (9 - digit) >> 63 being 1 just then */
		cg_emit(cg, MOV64_IMM(x, 9));
		cg_emit(cg, ALU64_REG(BPF_SUB, x, BPF_REG_0));
		cg_emit(cg, ALU64_IMM(BPF_RSH, x, 63));
		cg_emit(cg, ALU64_IMM(BPF_MUL, x, 'a' - '0' - 10));
		cg_emit(cg, ALU64_REG(BPF_ADD, BPF_REG_0, x));
	} else if (base > 10) {
		/* 0-9 then a-z: + 39 when the digit is >= 10 */
		cg_emit(cg, JMP_IMM(BPF_JLT, BPF_REG_0, 10, 1));
		cg_emit(cg, ALU64_IMM(BPF_ADD, BPF_REG_0, 'a' - '0' - 10));
	}
	cg_emit(cg, ALU64_IMM(BPF_ADD, BPF_REG_0, '0'));
	cg_emit(cg, ALU64_IMM(BPF_SUB, p, 1));
	cg_emit(cg, STX_MEM(BPF_B, p, BPF_REG_0, 0));
	if (breg >= 0)
		cg_emit(cg, ALU64_REG(BPF_DIV, v, breg));
	else
		cg_emit(cg, ALU64_IMM(BPF_DIV, v, (int32_t)base));
	cg_emit(cg, ALU64_IMM(BPF_ADD, n, 1));
	cg_exit_jump(cg, JMP_IMM(BPF_JGE, n, maxdig, 0), done);
	cg_jump(cg, JMP_IMM(BPF_JNE, v, 0, 0), loop);
	cg_label_place(cg, done);
	cg_emit(cg, ALU64_REG(BPF_SUB, p, t));
	cg_launder(cg, p, LLTOSTR_END);
	/* room for the longest prefix the verifier can see: "0x", "0", "-" */
	cg_emit(cg, JMP_IMM(BPF_JGE, p, 4, 1));
	cg_emit(cg, MOV64_IMM(p, 4));
	cg_emit(cg, ALU64_REG(BPF_ADD, p, t));
	if (breg >= 0 || base == 16) {
		if (breg >= 0)
			cg_emit(cg, JMP_IMM(BPF_JNE, breg, 16, 3));
		cg_emit(cg, ST_MEM(BPF_B, p, -1, 'x'));
		cg_emit(cg, ST_MEM(BPF_B, p, -2, '0'));
		cg_emit(cg, ALU64_IMM(BPF_SUB, p, 2));
	}
	if (breg >= 0 || base == 8) {
		/* illumos writes one '0' for 0 in base 8, not "00": the
		 * prefix goes only before digits that do not start with 0 */
		if (breg >= 0)
			cg_emit(cg, JMP_IMM(BPF_JNE, breg, 8, 4));
		cg_emit(cg, LDX_MEM(BPF_B, BPF_REG_0, p, 0));
		cg_emit(cg, JMP_IMM(BPF_JEQ, BPF_REG_0, '0', 2));
		cg_emit(cg, ST_MEM(BPF_B, p, -1, '0'));
		cg_emit(cg, ALU64_IMM(BPF_SUB, p, 1));
	}
	cg_emit(cg, LDX_MEM(BPF_DW, n, BPF_REG_10, s_neg));
	cg_emit(cg, JMP_IMM(BPF_JEQ, n, 0, 2));
	cg_emit(cg, ALU64_IMM(BPF_SUB, p, 1));
	cg_emit(cg, ST_MEM(BPF_B, p, 0, '-'));
	int r = cg_str_tmp(cg);
	cg_str_copy(cg, r, p, false);
	cg_stack_pop(cg);
	cg_reg_free(cg, p);
	cg_reg_free(cg, n);
	cg_reg_free(cg, v);
	if (breg >= 0) {
		cg_reg_free(cg, breg);
		cg_reg_free(cg, x);
	}
	cg_reg_free(cg, t);
	return r;
}

/* Scan s backwards from index i (a register, may be -1) while the byte
 * at i is not one that `s[i] op '/'` stops at: i = the index found, or -1.
 * p is a scratch register. */
static void scan_back(struct dt_cg *cg, int s, int i, int p, int op)
{
	int loop = cg_label_new(cg), done = cg_label_new(cg);
	cg_label_place(cg, loop);
	cg_exit_jump(cg, JMP_IMM(BPF_JSLT, i, 0, 0), done);
	cg_exit_jump(cg, JMP_IMM(BPF_JSGE, i, cg->strsize, 0), done);
	cg_emit(cg, MOV64_REG(p, s));
	cg_emit(cg, ALU64_REG(BPF_ADD, p, i));
	cg_emit(cg, LDX_MEM(BPF_B, BPF_REG_0, p, 0));
	cg_exit_jump(cg, JMP_IMM(op, BPF_REG_0, '/', 0), done);
	cg_emit(cg, ALU64_IMM(BPF_SUB, i, 1));
	cg_jump(cg, JA(0), loop);
	cg_label_place(cg, done);
	cg_emit(cg, ALU64_IMM(BPF_ADD, i, 1));
	cg_launder(cg, i, cg->strsize);
	cg_emit(cg, ALU64_IMM(BPF_SUB, i, 1));
}

/* The slice is the last thing str_path emits before its result (other paths
 * only jump forward to it): the cursor and the length are dead by then, and
 * freeing them leaves the slice registers inside an && or a comparison. */
static void free_path_scratch(struct dt_cg *cg, int *p, int *len)
{
	cg_reg_free(cg, *p);
	cg_reg_free(cg, *len);
}

/* basename / dirname with DTrace's rules for trailing and repeated '/'. */
static int str_path(struct dt_cg *cg, struct dt_node *call, bool dir)
{
	int s = cg_str_arg(cg, call->list);
	cg_str_nonnull(cg, s);
	int len = cg_str_len(cg, s);
	int p = cg_reg_alloc(cg), e = cg_reg_alloc(cg), b = cg_reg_alloc(cg);
	int lres = cg_label_new(cg);
	int r = cg_reg_alloc(cg);

	cg_emit(cg, MOV64_IMM(r, 0));
	/* e = index of the last byte that is not '/', or -1 */
	cg_emit(cg, MOV64_REG(e, len));
	cg_emit(cg, ALU64_IMM(BPF_SUB, e, 1));
	scan_back(cg, s, e, p, BPF_JNE);
	/* b = index of the last '/' before e, or -1 */
	cg_emit(cg, MOV64_REG(b, e));
	scan_back(cg, s, b, p, BPF_JEQ);
	if (!dir) {
		/* empty -> ".", all slashes -> "/", else s[b+1 .. e] */
		int lnotall = cg_label_new(cg), lslice = cg_label_new(cg);
		cg_jump(cg, JMP_IMM(BPF_JSGE, e, 0, 0), lnotall);
		cg_jump(cg, JMP_IMM(BPF_JEQ, len, 0, 0), lslice);
		cg_str_const_to(cg, r, "/", 1);
		cg_jump(cg, JA(0), lres);
		cg_label_place(cg, lslice);
		cg_str_const_to(cg, r, ".", 1);
		cg_jump(cg, JA(0), lres);
		cg_label_place(cg, lnotall);
		cg_emit(cg, ALU64_IMM(BPF_ADD, b, 1));
		cg_emit(cg, ALU64_REG(BPF_SUB, e, b));
		cg_emit(cg, ALU64_IMM(BPF_ADD, e, 1));
		free_path_scratch(cg, &p, &len);
		int t = cg_str_slice(cg, s, b, e);
		cg_emit(cg, MOV64_REG(r, t));
		cg_reg_free(cg, t);
	} else {
		/* no '/' -> "."; strip the slashes before b; b == 0 -> "/" */
		int lhave = cg_label_new(cg), ldots = cg_label_new(cg), lslice = cg_label_new(cg);
		int lstrip2 = cg_label_new(cg), lroot = cg_label_new(cg);
		cg_jump(cg, JMP_IMM(BPF_JSGE, b, 0, 0), lhave);
		cg_jump(cg, JMP_IMM(BPF_JSGE, e, 0, 0), ldots);
		/* all slashes (or empty) */
		cg_jump(cg, JMP_IMM(BPF_JEQ, len, 0, 0), ldots);
		cg_label_place(cg, lroot);
		cg_str_const_to(cg, r, "/", 1);
		cg_jump(cg, JA(0), lres);
		cg_label_place(cg, ldots);
		cg_str_const_to(cg, r, ".", 1);
		cg_jump(cg, JA(0), lres);
		cg_label_place(cg, lhave);
		cg_label_place(cg, lstrip2);
		cg_exit_jump(cg, JMP_IMM(BPF_JSLE, b, 0, 0), lroot);
		cg_exit_jump(cg, JMP_IMM(BPF_JSGE, b, cg->strsize, 0), lroot);
		cg_emit(cg, MOV64_REG(p, s));
		cg_emit(cg, ALU64_REG(BPF_ADD, p, b));
		cg_emit(cg, LDX_MEM(BPF_B, BPF_REG_0, p, -1));
		cg_exit_jump(cg, JMP_IMM(BPF_JNE, BPF_REG_0, '/', 0), lslice);
		cg_emit(cg, ALU64_IMM(BPF_SUB, b, 1));
		cg_jump(cg, JA(0), lstrip2);
		cg_label_place(cg, lslice);
		cg_emit(cg, MOV64_IMM(e, 0));
		free_path_scratch(cg, &p, &len);
		int t = cg_str_slice(cg, s, e, b);
		cg_emit(cg, MOV64_REG(r, t));
		cg_reg_free(cg, t);
	}
	cg_label_place(cg, lres);
	cg_reg_free(cg, e);
	cg_reg_free(cg, b);
	cg_reg_free(cg, s);
	return r;
}

/*
 * cleanpath(s): "." components and repeated '/' dropped, "name/.." pairs
 * cancelled, ".." at the root of an absolute path dropped, leading ".." of
 * a relative one kept.  A byte-at-a-time state machine over a copy of s
 * (so that looking two bytes ahead stays inside scratch): the output, a
 * stack of output lengths before each kept component (u16, popped by
 * ".."), and the state kept in memory, so that the verifier sees one
 * state per iteration instead of one per path through the iteration.
 */
enum { CP_I = 0, CP_O = 8, CP_DEPTH = 16, CP_ABS = 24, CP_INC = 32, CP_STATE = 40 };

/* cleanpath's "..": pop a kept component, else drop it at the root, else
 * keep it (a relative path's leading ".." stay).  x is scratch, y holds o
 * (bounded); both jump on to next2 (past the two dots), or to end when
 * the depth is out of bounds. */
static void cleanpath_dotdot(struct dt_cg *cg, int in, int x, int y, int max, int next2,
			     int end)
{
	int S = cg_str_stride(cg);
	int16_t OUT = (int16_t)S, STK = (int16_t)(3 * S), M = (int16_t)(4 * S);
	int lnopop = cg_label_new(cg), lkeep = cg_label_new(cg);
	cg_emit(cg, LDX_MEM(BPF_DW, x, in, M + CP_DEPTH));
	cg_jump(cg, JMP_IMM(BPF_JEQ, x, 0, 0), lnopop);
	/* bounded after the decrement: verifiers before 6.x learn
	 * nothing from "x != 0", so x - 1 could wrap for them */
	cg_emit(cg, ALU64_IMM(BPF_SUB, x, 1));
	cg_exit_jump(cg, JMP_IMM(BPF_JGE, x, max / 2, 0), end);
	cg_emit(cg, STX_MEM(BPF_DW, in, x, M + CP_DEPTH));
	cg_emit(cg, ALU64_IMM(BPF_LSH, x, 1));
	cg_emit(cg, ALU64_REG(BPF_ADD, x, in));
	cg_emit(cg, LDX_MEM(BPF_H, x, x, STK));
	cg_emit(cg, STX_MEM(BPF_DW, in, x, M + CP_O));
	cg_jump(cg, JA(0), next2);
	cg_label_place(cg, lnopop);
	cg_emit(cg, LDX_MEM(BPF_DW, x, in, M + CP_ABS));
	cg_jump(cg, JMP_IMM(BPF_JNE, x, 0, 0), next2);
	/* relative: out += "/.." (no '/' first) */
	cg_emit(cg, MOV64_REG(x, y));
	cg_emit(cg, ALU64_REG(BPF_ADD, x, in));
	cg_jump(cg, JMP_IMM(BPF_JEQ, y, 0, 0), lkeep);
	cg_emit(cg, ST_MEM(BPF_B, x, OUT, '/'));
	cg_emit(cg, ALU64_IMM(BPF_ADD, x, 1));
	cg_emit(cg, ALU64_IMM(BPF_ADD, y, 1));
	cg_label_place(cg, lkeep);
	cg_emit(cg, ST_MEM(BPF_B, x, OUT, '.'));
	cg_emit(cg, ST_MEM(BPF_B, x, OUT + 1, '.'));
	cg_emit(cg, ALU64_IMM(BPF_ADD, y, 2));
	cg_emit(cg, STX_MEM(BPF_DW, in, y, M + CP_O));
	cg_jump(cg, JA(0), next2);
}

static int str_cleanpath(struct dt_cg *cg, struct dt_node *call)
{
	int s = cg_str_arg(cg, call->list);
	cg_str_nonnull(cg, s);
	int S = cg_str_stride(cg);
	/* The output gets two strides: it holds strsize bytes, and a write
	 * checked at o < strsize may put "/.." up to two bytes past it. */
	int16_t OUT = (int16_t)S, STK = (int16_t)(3 * S), M = (int16_t)(4 * S);
	int in = cg_str_tmp_n(cg, 4 + (CP_STATE + S - 1) / S);
	cg_str_copy(cg, in, s, false);
	cg_reg_free(cg, s);
	for (int k = 0; k < CP_STATE; k += 8)
		cg_emit(cg, ST_MEM(BPF_DW, in, M + k, 0));

	int n = cg_reg_alloc(cg), c = cg_reg_alloc(cg), x = cg_reg_alloc(cg);
	int y = cg_reg_alloc(cg);
	int loop = cg_label_new(cg), end = cg_label_new(cg), next1 = cg_label_new(cg);
	int next2 = cg_label_new(cg), next = cg_label_new(cg);
	int lnotslash = cg_label_new(cg), lstart = cg_label_new(cg), lcomp = cg_label_new(cg);
	int lput = cg_label_new(cg);
	int max = cg->strsize - 1;

	cg_emit(cg, MOV64_IMM(n, 0));
	cg_label_place(cg, loop);
	cg_exit_jump(cg, JMP_IMM(BPF_JGE, n, max, 0), end);
	/* x = &in[i] */
	cg_emit(cg, LDX_MEM(BPF_DW, x, in, M + CP_I));
	cg_exit_jump(cg, JMP_IMM(BPF_JGE, x, max, 0), end);
	cg_emit(cg, ALU64_REG(BPF_ADD, x, in));
	cg_emit(cg, LDX_MEM(BPF_B, c, x, 0));
	cg_exit_jump(cg, JMP_IMM(BPF_JEQ, c, 0, 0), end);
	cg_jump(cg, JMP_IMM(BPF_JNE, c, '/', 0), lnotslash);
	/* '/': ends a component; the first one makes the path absolute */
	cg_emit(cg, ST_MEM(BPF_DW, in, M + CP_INC, 0));
	cg_emit(cg, LDX_MEM(BPF_DW, y, in, M + CP_I));
	cg_jump(cg, JMP_IMM(BPF_JNE, y, 0, 0), next1);
	cg_emit(cg, ST_MEM(BPF_B, in, OUT, '/'));
	cg_emit(cg, ST_MEM(BPF_DW, in, M + CP_O, 1));
	cg_emit(cg, ST_MEM(BPF_DW, in, M + CP_ABS, 1));
	cg_jump(cg, JA(0), next1);

	cg_label_place(cg, lnotslash);
	/* y = o, bounded for the writes below */
	cg_emit(cg, LDX_MEM(BPF_DW, y, in, M + CP_O));
	cg_exit_jump(cg, JMP_IMM(BPF_JGE, y, max, 0), end);
	cg_emit(cg, LDX_MEM(BPF_DW, BPF_REG_0, in, M + CP_INC));
	cg_jump(cg, JMP_IMM(BPF_JEQ, BPF_REG_0, 0, 0), lstart);
	cg_label_place(cg, lput);	/* out[o++] = c */
	cg_emit(cg, ALU64_REG(BPF_ADD, y, in));
	cg_emit(cg, STX_MEM(BPF_B, y, c, OUT));
	cg_emit(cg, LDX_MEM(BPF_DW, y, in, M + CP_O));
	cg_emit(cg, ALU64_IMM(BPF_ADD, y, 1));
	cg_emit(cg, STX_MEM(BPF_DW, in, y, M + CP_O));
	cg_jump(cg, JA(0), next1);

	/* a component starts at c: ".", "..", or a name */
	cg_label_place(cg, lstart);
	cg_jump(cg, JMP_IMM(BPF_JNE, c, '.', 0), lcomp);
	cg_emit(cg, LDX_MEM(BPF_B, BPF_REG_0, x, 1));
	cg_jump(cg, JMP_IMM(BPF_JEQ, BPF_REG_0, '/', 0), next1);	/* "." */
	cg_jump(cg, JMP_IMM(BPF_JEQ, BPF_REG_0, 0, 0), next1);
	cg_jump(cg, JMP_IMM(BPF_JNE, BPF_REG_0, '.', 0), lcomp);
	cg_emit(cg, LDX_MEM(BPF_B, BPF_REG_0, x, 2));
	int ldotdot = cg_label_new(cg);
	cg_jump(cg, JMP_IMM(BPF_JEQ, BPF_REG_0, '/', 0), ldotdot);
	cg_jump(cg, JMP_IMM(BPF_JNE, BPF_REG_0, 0, 0), lcomp);
	cg_label_place(cg, ldotdot);
	cleanpath_dotdot(cg, in, x, y, max, next2, end);
	/* a name: push o, a '/' unless at the start (or after the root) */
	cg_label_place(cg, lcomp);
	cg_emit(cg, LDX_MEM(BPF_DW, x, in, M + CP_DEPTH));
	cg_exit_jump(cg, JMP_IMM(BPF_JGE, x, max / 2, 0), end);
	cg_emit(cg, MOV64_REG(BPF_REG_0, x));
	cg_emit(cg, ALU64_IMM(BPF_ADD, BPF_REG_0, 1));
	cg_emit(cg, STX_MEM(BPF_DW, in, BPF_REG_0, M + CP_DEPTH));
	cg_emit(cg, ALU64_IMM(BPF_LSH, x, 1));
	cg_emit(cg, ALU64_REG(BPF_ADD, x, in));
	cg_emit(cg, STX_MEM(BPF_H, x, y, STK));
	cg_emit(cg, ST_MEM(BPF_DW, in, M + CP_INC, 1));
	cg_emit(cg, LDX_MEM(BPF_DW, x, in, M + CP_ABS));
	cg_jump(cg, JMP_REG(BPF_JLE, y, x, 0), lput);
	cg_emit(cg, MOV64_REG(x, y));
	cg_emit(cg, ALU64_REG(BPF_ADD, x, in));
	cg_emit(cg, ST_MEM(BPF_B, x, OUT, '/'));
	cg_emit(cg, ALU64_IMM(BPF_ADD, y, 1));
	cg_emit(cg, STX_MEM(BPF_DW, in, y, M + CP_O));
	cg_jump(cg, JA(0), lput);

	/* i += 2 ("..") or 1 */
	cg_label_place(cg, next2);
	cg_emit(cg, LDX_MEM(BPF_DW, x, in, M + CP_I));
	cg_emit(cg, ALU64_IMM(BPF_ADD, x, 1));
	cg_emit(cg, STX_MEM(BPF_DW, in, x, M + CP_I));
	cg_label_place(cg, next1);
	cg_emit(cg, LDX_MEM(BPF_DW, x, in, M + CP_I));
	cg_emit(cg, ALU64_IMM(BPF_ADD, x, 1));
	cg_emit(cg, STX_MEM(BPF_DW, in, x, M + CP_I));
	cg_label_place(cg, next);
	cg_emit(cg, ALU64_IMM(BPF_ADD, n, 1));
	cg_jump(cg, JA(0), loop);

	/* nothing kept: "" stays "", anything else is "." (or "/") */
	cg_label_place(cg, end);
	int lterm = cg_label_new(cg);
	cg_emit(cg, LDX_MEM(BPF_DW, y, in, M + CP_O));
	cg_launder(cg, y, max);
	cg_jump(cg, JMP_IMM(BPF_JNE, y, 0, 0), lterm);
	cg_emit(cg, LDX_MEM(BPF_B, BPF_REG_0, in, 0));
	cg_jump(cg, JMP_IMM(BPF_JEQ, BPF_REG_0, 0, 0), lterm);
	cg_emit(cg, ST_MEM(BPF_B, in, OUT, '.'));
	cg_emit(cg, MOV64_IMM(y, 1));
	cg_label_place(cg, lterm);
	cg_emit(cg, ALU64_REG(BPF_ADD, y, in));
	cg_emit(cg, ST_MEM(BPF_B, y, OUT, 0));
	cg_reg_free(cg, n);
	cg_reg_free(cg, c);
	cg_reg_free(cg, x);
	cg_reg_free(cg, y);
	cg_emit(cg, ALU64_IMM(BPF_ADD, in, OUT));
	return in;
}

/* The current process's argument strings (user memory p..end, as
 * mm->arg_start/arg_end bound them) joined by spaces and cut at max bytes:
 * psinfo_t's pr_psargs (_psargs(), max PRARGSZ - 1 = 79) and execargs (max
 * strsize - 1).  Unreadable memory gives "".  Frees p and end. */
int cg_str_args(struct dt_cg *cg, int p, int n, int max)
{
	int t = cg_str_tmp(cg);
	int lpos = cg_label_new(cg), lfit = cg_label_new(cg), lread = cg_label_new(cg);
	int loop = cg_label_new(cg), next = cg_label_new(cg), end = cg_label_new(cg);

	cg_emit(cg, ALU64_REG(BPF_SUB, n, p));
	cg_jump(cg, JMP_IMM(BPF_JSGT, n, 0, 0), lpos);
	cg_emit(cg, MOV64_IMM(n, 0));
	cg_label_place(cg, lpos);
	cg_jump(cg, JMP_IMM(BPF_JLE, n, max, 0), lfit);
	cg_emit(cg, MOV64_IMM(n, max));
	cg_label_place(cg, lfit);
	cg_call_begin(cg);
	cg_call_arg(cg, BPF_REG_1, t);
	cg_call_arg(cg, BPF_REG_2, n);
	cg_call_arg(cg, BPF_REG_3, p);
	cg_call_end(cg, BPF_FUNC_probe_read_user, false);
	cg_jump(cg, JMP_IMM(BPF_JSGE, BPF_REG_0, 0, 0), lread);
	cg_emit(cg, MOV64_IMM(n, 0));
	cg_label_place(cg, lread);
	/* each NUL but the last (the final argument's) becomes a space;
	 * i counts (a scalar the verifier bounds), p = t + i */
	int i = cg_reg_alloc(cg);
	cg_emit(cg, MOV64_IMM(i, 0));
	cg_label_place(cg, loop);
	cg_exit_jump(cg, JMP_IMM(BPF_JGE, i, max, 0), end);
	cg_emit(cg, MOV64_REG(p, i));
	cg_emit(cg, ALU64_IMM(BPF_ADD, p, 1));
	cg_exit_jump(cg, JMP_REG(BPF_JGE, p, n, 0), end);
	cg_emit(cg, MOV64_REG(p, t));
	cg_emit(cg, ALU64_REG(BPF_ADD, p, i));
	cg_emit(cg, LDX_MEM(BPF_B, BPF_REG_0, p, 0));
	cg_jump(cg, JMP_IMM(BPF_JNE, BPF_REG_0, 0, 0), next);
	cg_emit(cg, ST_MEM(BPF_B, p, 0, ' '));
	cg_label_place(cg, next);
	cg_emit(cg, ALU64_IMM(BPF_ADD, i, 1));
	cg_jump(cg, JA(0), loop);
	cg_label_place(cg, end);
	cg_emit(cg, MOV64_REG(p, t));
	cg_emit(cg, ALU64_REG(BPF_ADD, p, n));
	cg_emit(cg, ST_MEM(BPF_B, p, 0, 0));
	cg_reg_free(cg, i);
	cg_reg_free(cg, p);
	cg_reg_free(cg, n);
	return t;
}

/* _psargs(start, end): pr_psargs's first PRARGSZ - 1 bytes. */
static int str_psargs(struct dt_cg *cg, struct dt_node *call)
{
	int max = cg->strsize - 1 < 79 ? cg->strsize - 1 : 79;
	int p = cg_expr(cg, call->list), n = cg_expr(cg, call->list->next);
	return cg_str_args(cg, p, n, max);
}

int cg_str_subr(struct dt_cg *cg, struct dt_node *call, int code)
{
	int s, r;
	switch (code) {
	case DT_F_TOUPPER:
	case DT_F_TOLOWER:
		s = cg_str_arg(cg, call->list);
		r = code == DT_F_TOUPPER ? str_map(cg, s, 'a', 'z', 'A' - 'a')
					 : str_map(cg, s, 'A', 'Z', 'a' - 'A');
		cg_reg_free(cg, s);
		return r;
	case DT_F_SUBSTR:
		return str_substr(cg, call);
	case DT_F_STRCHR:
		return str_chr(cg, call, false);
	case DT_F_STRRCHR:
		return str_chr(cg, call, true);
	case DT_F_LLTOSTR:
		return str_lltostr(cg, call);
	case DT_F_BASENAME:
		return str_path(cg, call, false);
	case DT_F_DIRNAME:
		return str_path(cg, call, true);
	case DT_F_CLEANPATH:
		return str_cleanpath(cg, call);
	case DT_F_PSARGS:
		return str_psargs(cg, call);
	case DT_F_D_PATH:
		return cg_d_path(cg, call);
	case DT_F_MNTPATH:
		return cg_mnt_path(cg, call);
	case DT_F_DDI_PATHNAME:
		cg_error(cg, call, "ddi_pathname( ) names a Solaris device-tree node "
			 "(dev_info_t): Linux has no such tree");
		return -1;
	case DT_F_MSGSIZE:
	case DT_F_MSGDSIZE:
		cg_error(cg, call, "%s( ) measures a Solaris STREAMS message (mblk_t): "
			 "Linux has no STREAMS", call->str);
		return -1;
	case DT_F_PCAP:
		cg_error(cg, call, "pcap( ) is not implemented: packet capture to a "
			 "pcap file is not available in this dtrace");
		return -1;
	case DT_F_PRINTM:
		cg_error(cg, call, "printm( ) is not implemented: tracemem( ) records "
			 "and prints memory");
		return -1;
	default:
		if ((r = cg_str_search_subr(cg, call, code)) >= 0)
			return r;
		if ((r = cg_inet_subr(cg, call, code)) >= 0)
			return r;
		cg_error(cg, call, "%s( ) is not supported by the code generator yet",
			 call->str ? call->str : dt_builtin_func_name(code));
	}
}
