/*
 * Substring search and tokenising: strstr, index, rindex and strtok.
 *
 * Searching compares whole 8-byte words instead of looping over bytes in a
 * loop over positions (which the verifier would walk strsize^2 times):
 * three consecutive temporaries hold the candidate window (w), the
 * substring (t) and a copy of the string (c).  w's bytes past the
 * substring's length are copied from t, so w == t word for word exactly
 * when the substring occurs at the candidate position.
 */
#include <stddef.h>

#include "cg/cg.h"

/* Put v (register) in a new 8-byte stack temporary; returns its offset. */
static int32_t stash(struct dt_cg *cg, int v)
{
	int32_t slot = cg_stack_push(cg);
	cg_emit(cg, STX_MEM(BPF_DW, BPF_REG_10, v, slot));
	return slot;
}

/* Argument reg = w + k * stride (w: the window temporary), inside a
 * cg_call_begin/end sequence (w may be an argument register, then read
 * back from its spill slot). */
static void tmp_at(struct dt_cg *cg, int reg, int w, int k)
{
	cg_call_arg(cg, reg, w);
	if (k)
		cg_emit(cg, ALU64_IMM(BPF_ADD, reg, k * cg_str_stride(cg)));
}

/* r0 = probe_read_kernel_str(w + k * stride, strsize, src): bytes with the NUL. */
static void copy_into(struct dt_cg *cg, int w, int k, int src)
{
	cg_call_begin(cg);
	cg_call_arg(cg, BPF_REG_3, src);
	tmp_at(cg, BPF_REG_1, w, k);
	cg_emit(cg, MOV64_IMM(BPF_REG_2, cg->strsize));
	cg_call_end(cg, BPF_FUNC_probe_read_kernel_str, false);
}

/* p0 = the first candidate position: start (freed) clamped as
 * str_search says, else 0 forwards or mx backwards.  The empty substring
 * before 0 (rev) jumps to lzero, past mx (forwards) to lfound; no
 * candidate jumps to lnf. */
static int first_candidate(struct dt_cg *cg, int start, bool rev, int tl, int mx,
			   int lzero, int lnf, int lfound)
{
	int p0 = cg_reg_alloc(cg);
	if (start >= 0) {
		cg_emit(cg, MOV64_REG(p0, start));
		cg_reg_free(cg, start);
		if (rev) {
			/* before 0 only the empty substring, at 0; else at most mx */
			int lpos = cg_label_new(cg);
			cg_jump(cg, JMP_IMM(BPF_JSGE, p0, 0, 0), lpos);
			cg_jump(cg, JMP_IMM(BPF_JEQ, tl, 0, 0), lzero);
			cg_jump(cg, JA(0), lnf);
			cg_label_place(cg, lpos);
			cg_emit(cg, JMP_REG(BPF_JSLE, p0, mx, 1));
			cg_emit(cg, MOV64_REG(p0, mx));
		} else {
			/* past mx only the empty substring matches, at the end */
			int lin = cg_label_new(cg);
			cg_emit(cg, JMP_IMM(BPF_JSGE, p0, 0, 1));
			cg_emit(cg, MOV64_IMM(p0, 0));
			cg_jump(cg, JMP_REG(BPF_JSLE, p0, mx, 0), lin);
			cg_jump(cg, JMP_IMM(BPF_JNE, tl, 0, 0), lnf);
			cg_jump(cg, JA(0), lfound);
			cg_label_place(cg, lin);
		}
	} else {
		cg_emit(cg, MOV64_IMM(p0, 0));
		if (rev)
			cg_emit(cg, MOV64_REG(p0, mx));
	}
	return p0;
}

/* idx = position of sub in s (the first at or after start, or with rev
 * the last at or before it), -1 when absent; start < 0 means "none
 * given" (0 forwards, the last possible position backwards).  As perl and
 * DTrace do, a forward start is clamped to [0, strlen(s)], and a negative
 * backward one finds only the empty substring (at 0).  Frees s, sub and
 * start; *copy (when not NULL) gets a temporary holding a copy of s. */
static int str_search(struct dt_cg *cg, int s, int sub, int start, bool rev, int *copy)
{
	int stride = cg_str_stride(cg);
	int lnf = cg_label_new(cg), lfound = cg_label_new(cg), lend = cg_label_new(cg);
	int lzero = cg_label_new(cg);
	int lloop = cg_label_new(cg);

	cg_str_nonnull(cg, s);
	cg_str_nonnull(cg, sub);
	int w = cg_str_tmp_n(cg, 3);

	/* tl = strlen(sub) + 1, mx = strlen(s) - strlen(sub) */
	copy_into(cg, w, 1, sub);
	cg_reg_free(cg, sub);
	int tl = cg_reg_alloc(cg);
	cg_emit(cg, MOV64_REG(tl, BPF_REG_0));
	int32_t tl_slot = stash(cg, tl);
	copy_into(cg, w, 2, s);
	cg_reg_free(cg, s);
	cg_emit(cg, LDX_MEM(BPF_DW, tl, BPF_REG_10, tl_slot));
	int mx = cg_reg_alloc(cg);
	cg_emit(cg, MOV64_REG(mx, BPF_REG_0));
	cg_emit(cg, ALU64_REG(BPF_SUB, mx, tl));
	cg_jump(cg, JMP_IMM(BPF_JSLT, mx, 0, 0), lnf);
	cg_launder(cg, mx, cg->strsize);
	cg_emit(cg, ALU64_IMM(BPF_SUB, tl, 1));
	cg_launder(cg, tl, cg->strsize - 1);
	cg_emit(cg, STX_MEM(BPF_DW, BPF_REG_10, tl, tl_slot));
	int32_t mx_slot = stash(cg, mx);

	/* An empty substring of an empty string is found at 0, whatever
	 * start.  (Tested on the bytes: a test of tl or mx would narrow their
	 * ranges, and the verifier would walk the loop once per narrowing.) */
	int lgen = cg_label_new(cg);
	cg_emit(cg, LDX_MEM(BPF_B, BPF_REG_0, w, (int16_t)stride));
	cg_jump(cg, JMP_IMM(BPF_JNE, BPF_REG_0, 0, 0), lgen);
	cg_emit(cg, LDX_MEM(BPF_B, BPF_REG_0, w, (int16_t)(2 * stride)));
	cg_jump(cg, JMP_IMM(BPF_JEQ, BPF_REG_0, 0, 0), lzero);
	cg_label_place(cg, lgen);

	/* w's tail = t's tail: w[tl .. stride) = t[tl .. stride) */
	cg_call_begin(cg);
	cg_call_arg(cg, BPF_REG_0, tl);	/* tl and w may be argument registers */
	tmp_at(cg, BPF_REG_3, w, 1);
	cg_emit(cg, ALU64_REG(BPF_ADD, BPF_REG_3, BPF_REG_0));
	tmp_at(cg, BPF_REG_1, w, 0);
	cg_emit(cg, ALU64_REG(BPF_ADD, BPF_REG_1, BPF_REG_0));
	cg_emit(cg, MOV64_IMM(BPF_REG_2, stride));
	cg_emit(cg, ALU64_REG(BPF_SUB, BPF_REG_2, BPF_REG_0));
	cg_call_end(cg, BPF_FUNC_probe_read_kernel, false);

	int p0 = first_candidate(cg, start, rev, tl, mx, lzero, lnf, lfound);
	cg_reg_free(cg, tl);
	cg_reg_free(cg, mx);
	cg_launder(cg, p0, cg->strsize);
	/* forget what the branches above taught the verifier about tl and
	 * mx, so that every path enters the loop in the same state */
	int y = cg_reg_alloc(cg);
	cg_emit(cg, LDX_MEM(BPF_DW, y, BPF_REG_10, mx_slot));
	cg_launder(cg, y, cg->strsize);
	cg_emit(cg, STX_MEM(BPF_DW, BPF_REG_10, y, mx_slot));
	cg_emit(cg, LDX_MEM(BPF_DW, y, BPF_REG_10, tl_slot));
	cg_launder(cg, y, cg->strsize - 1);
	cg_emit(cg, STX_MEM(BPF_DW, BPF_REG_10, y, tl_slot));
	cg_reg_free(cg, y);

	int n = cg_reg_alloc(cg);
	cg_emit(cg, MOV64_IMM(n, 0));
	cg_label_place(cg, lloop);
	cg_exit_jump(cg, JMP_IMM(BPF_JGE, n, cg->strsize, 0), lnf);
	int pos = cg_reg_alloc(cg);
	cg_emit(cg, MOV64_REG(pos, p0));
	if (rev) {
		cg_emit(cg, ALU64_REG(BPF_SUB, pos, n));
		cg_exit_jump(cg, JMP_IMM(BPF_JSLT, pos, 0, 0), lnf);
	} else {
		cg_emit(cg, ALU64_REG(BPF_ADD, pos, n));
		cg_emit(cg, LDX_MEM(BPF_DW, BPF_REG_0, BPF_REG_10, mx_slot));
		cg_exit_jump(cg, JMP_REG(BPF_JGT, pos, BPF_REG_0, 0), lnf);
	}
	/* w[0 .. tl) = c[pos .. pos + tl) */
	cg_call_begin(cg);
	cg_call_arg(cg, BPF_REG_0, pos);
	tmp_at(cg, BPF_REG_3, w, 2);
	cg_emit(cg, ALU64_REG(BPF_ADD, BPF_REG_3, BPF_REG_0));
	tmp_at(cg, BPF_REG_1, w, 0);
	cg_emit(cg, LDX_MEM(BPF_DW, BPF_REG_2, BPF_REG_10, tl_slot));
	cg_call_end(cg, BPF_FUNC_probe_read_kernel, false);
	cg_reg_free(cg, pos);

	/* acc = OR of (w ^ t) over the words, unrolled: the verifier walks
	 * this once per candidate position, so every instruction counts (a
	 * branch per word would queue a state per word and position) */
	int acc = cg_reg_alloc(cg), x = cg_reg_alloc(cg);
	cg_emit(cg, MOV64_IMM(acc, 0));
	for (int k = 0; k < stride; k += 8) {
		cg_emit(cg, LDX_MEM(BPF_DW, BPF_REG_0, w, (int16_t)k));
		cg_emit(cg, LDX_MEM(BPF_DW, x, w, (int16_t)(k + stride)));
		cg_emit(cg, ALU64_REG(BPF_XOR, BPF_REG_0, x));
		cg_emit(cg, ALU64_REG(BPF_OR, acc, BPF_REG_0));
	}
	cg_reg_free(cg, x);
	cg_emit(cg, ALU64_IMM(BPF_ADD, n, 1));
	cg_jump(cg, JMP_IMM(BPF_JNE, acc, 0, 0), lloop);
	cg_reg_free(cg, acc);

	/* found at p0 -/+ (n - 1) */
	int idx = cg_reg_alloc(cg);
	cg_emit(cg, ALU64_IMM(BPF_SUB, n, 1));
	cg_emit(cg, MOV64_REG(idx, p0));
	cg_emit(cg, ALU64_REG(rev ? BPF_SUB : BPF_ADD, idx, n));
	cg_reg_free(cg, n);
	cg_reg_free(cg, p0);
	cg_jump(cg, JA(0), lend);

	/* the empty substring: at mx (the end), or at 0 */
	if (start >= 0 && !rev) {	/* the only way to lfound */
		cg_label_place(cg, lfound);
		cg_emit(cg, LDX_MEM(BPF_DW, idx, BPF_REG_10, mx_slot));
		cg_jump(cg, JA(0), lend);
	}
	cg_label_place(cg, lzero);
	cg_emit(cg, MOV64_IMM(idx, 0));
	cg_jump(cg, JA(0), lend);
	cg_label_place(cg, lnf);
	cg_emit(cg, MOV64_IMM(idx, -1));
	cg_label_place(cg, lend);
	cg_stack_pop(cg);
	cg_stack_pop(cg);
	if (copy) {
		cg_emit(cg, ALU64_IMM(BPF_ADD, w, 2 * stride));
		*copy = w;
	} else {
		cg_reg_free(cg, w);
	}
	/* one exit state for the rest of the program, whatever the loop did */
	cg_emit(cg, ALU64_IMM(BPF_ADD, idx, 1));
	cg_launder(cg, idx, cg->strsize);
	cg_emit(cg, ALU64_IMM(BPF_SUB, idx, 1));
	return idx;
}

/* index(s, sub [, start]) / rindex(s, sub [, start]) */
static int str_index(struct dt_cg *cg, struct dt_node *call, bool rev)
{
	struct dt_node *a2 = call->list->next->next;
	int s = cg_str_arg(cg, call->list);
	int sub = cg_str_arg(cg, call->list->next);
	int start = a2 ? cg_expr(cg, a2) : -1;
	return str_search(cg, s, sub, start, rev, NULL);
}

/* strstr(s, sub): the suffix of s from sub's first occurrence, or NULL. */
static int str_strstr(struct dt_cg *cg, struct dt_node *call)
{
	int s = cg_str_arg(cg, call->list);
	int sub = cg_str_arg(cg, call->list->next);
	int c;
	int idx = str_search(cg, s, sub, -1, false, &c);
	int r = cg_reg_alloc(cg);
	int lmiss = cg_label_new(cg), lend = cg_label_new(cg);
	cg_jump(cg, JMP_IMM(BPF_JSLT, idx, 0, 0), lmiss);
	int len = cg_reg_alloc(cg);
	cg_emit(cg, MOV64_IMM(len, cg->strsize));
	cg_reg_free(cg, r);
	int t = cg_str_slice(cg, c, idx, len);
	cg_reg_free(cg, len);
	if (t != r)
		cg_emit(cg, MOV64_REG(r, t));
	cg_reg_free(cg, t);
	cg->used[r] = true;
	cg_jump(cg, JA(0), lend);
	cg_label_place(cg, lmiss);
	cg_emit(cg, MOV64_IMM(r, 0));
	cg_label_place(cg, lend);
	cg_reg_free(cg, idx);
	cg_reg_free(cg, c);
	return r;
}

/* ------------------------------------------------------------ strtok */

/*
 * The per-CPU state (CG_R_STRTOK) is a u64 "position + 1" (0: strtok has
 * never been given a string, and continuing then faults as in DTrace)
 * followed by a copy of the string.  The position stays on the delimiter
 * that ended the last token, so a continuation with other delimiters sees
 * it (DTrace's behaviour).
 */
#define TOK_POS	0
#define TOK_STR	8

/* r0 = 1 when byte c is set in the 256-bit table at tab, else 0. */
static void tab_test(struct dt_cg *cg, int tab, int c, int x)
{
	cg_emit(cg, MOV64_REG(x, c));
	cg_emit(cg, ALU64_IMM(BPF_RSH, x, 3));
	cg_emit(cg, ALU64_REG(BPF_ADD, x, tab));
	cg_emit(cg, LDX_MEM(BPF_B, BPF_REG_0, x, 0));
	cg_emit(cg, MOV64_REG(x, c));
	cg_emit(cg, ALU64_IMM(BPF_AND, x, 7));
	cg_emit(cg, ALU64_REG(BPF_RSH, BPF_REG_0, x));
	cg_emit(cg, ALU64_IMM(BPF_AND, BPF_REG_0, 1));
}

/* tab = the set of delimiter bytes of d (a temporary of 32 bytes). */
static int delim_table(struct dt_cg *cg, int d)
{
	int tab = cg_str_tmp(cg);
	for (int i = 0; i < 32; i += 8)
		cg_emit(cg, ST_MEM(BPF_DW, tab, i, 0));
	int n = cg_reg_alloc(cg), c = cg_reg_alloc(cg), x = cg_reg_alloc(cg);
	int loop = cg_label_new(cg), end = cg_label_new(cg);
	cg_emit(cg, MOV64_IMM(n, 0));
	cg_label_place(cg, loop);
	cg_exit_jump(cg, JMP_IMM(BPF_JGE, n, cg->strsize - 1, 0), end);
	cg_emit(cg, MOV64_REG(x, d));
	cg_emit(cg, ALU64_REG(BPF_ADD, x, n));
	cg_emit(cg, LDX_MEM(BPF_B, c, x, 0));
	cg_exit_jump(cg, JMP_IMM(BPF_JEQ, c, 0, 0), end);
	/* tab[c >> 3] |= 1 << (c & 7) */
	cg_emit(cg, MOV64_REG(x, c));
	cg_emit(cg, ALU64_IMM(BPF_AND, x, 7));
	cg_emit(cg, MOV64_IMM(BPF_REG_0, 1));
	cg_emit(cg, ALU64_REG(BPF_LSH, BPF_REG_0, x));
	cg_emit(cg, ALU64_IMM(BPF_RSH, c, 3));
	cg_emit(cg, ALU64_REG(BPF_ADD, c, tab));
	cg_emit(cg, LDX_MEM(BPF_B, x, c, 0));
	cg_emit(cg, ALU64_REG(BPF_OR, x, BPF_REG_0));
	cg_emit(cg, STX_MEM(BPF_B, c, x, 0));
	cg_emit(cg, ALU64_IMM(BPF_ADD, n, 1));
	cg_jump(cg, JA(0), loop);
	cg_label_place(cg, end);
	cg_reg_free(cg, n);
	cg_reg_free(cg, c);
	cg_reg_free(cg, x);
	return tab;
}

/* i = the first index at or after i whose byte is NUL or (when want is 1)
 * a delimiter, (want 0) not a delimiter.  Bounded by strsize - 1. */
static void tok_scan(struct dt_cg *cg, int st, int tab, int i, int want)
{
	int n = cg_reg_alloc(cg), c = cg_reg_alloc(cg), x = cg_reg_alloc(cg);
	int loop = cg_label_new(cg), end = cg_label_new(cg);
	cg_emit(cg, MOV64_IMM(n, 0));
	cg_label_place(cg, loop);
	cg_exit_jump(cg, JMP_IMM(BPF_JGE, n, cg->strsize - 1, 0), end);
	cg_exit_jump(cg, JMP_IMM(BPF_JGE, i, cg->strsize - 1, 0), end);
	cg_emit(cg, MOV64_REG(x, st));
	cg_emit(cg, ALU64_REG(BPF_ADD, x, i));
	cg_emit(cg, LDX_MEM(BPF_B, c, x, TOK_STR));
	cg_exit_jump(cg, JMP_IMM(BPF_JEQ, c, 0, 0), end);
	tab_test(cg, tab, c, x);
	cg_exit_jump(cg, JMP_IMM(BPF_JEQ, BPF_REG_0, want, 0), end);
	cg_emit(cg, ALU64_IMM(BPF_ADD, i, 1));
	cg_emit(cg, ALU64_IMM(BPF_ADD, n, 1));
	cg_jump(cg, JA(0), loop);
	cg_label_place(cg, end);
	cg_reg_free(cg, n);
	cg_reg_free(cg, c);
	cg_reg_free(cg, x);
	cg_launder(cg, i, cg->strsize - 1);
}

static int str_strtok(struct dt_cg *cg, struct dt_node *call)
{
	int s = cg_str_arg(cg, call->list);
	int d = cg_str_arg(cg, call->list->next);
	cg_str_nonnull(cg, d);
	int st = cg_reg_alloc(cg);
	cg_region_need(cg, CG_R_STRTOK, (uint32_t)(TOK_STR + cg->strsize));
	cg_scratch_addr(cg, st, CG_R_STRTOK, 0);
	int lcont = cg_label_new(cg), lgo = cg_label_new(cg);

	/* a new string: copy it, position 0 */
	cg_jump(cg, JMP_IMM(BPF_JEQ, s, 0, 0), lcont);
	cg_call_begin(cg);
	cg_call_arg(cg, BPF_REG_1, st);
	cg_emit(cg, ALU64_IMM(BPF_ADD, BPF_REG_1, TOK_STR));
	cg_emit(cg, MOV64_IMM(BPF_REG_2, cg->strsize));
	cg_call_arg(cg, BPF_REG_3, s);
	cg_call_end(cg, BPF_FUNC_probe_read_kernel_str, false);
	cg_emit(cg, ST_MEM(BPF_DW, st, TOK_POS, 1));
	cg_jump(cg, JA(0), lgo);
	/* continuing: only after a string was given */
	cg_label_place(cg, lcont);
	cg_emit(cg, LDX_MEM(BPF_DW, BPF_REG_0, st, TOK_POS));
	cg_jump(cg, JMP_IMM(BPF_JNE, BPF_REG_0, 0, 0), lgo);
	cg_fault(cg, DT_FLT_BADADDR, s);
	cg_label_place(cg, lgo);
	cg_reg_free(cg, s);

	int tab = delim_table(cg, d);
	cg_reg_free(cg, d);
	int b = cg_reg_alloc(cg);
	cg_emit(cg, LDX_MEM(BPF_DW, b, st, TOK_POS));
	cg_emit(cg, ALU64_IMM(BPF_SUB, b, 1));
	cg_launder(cg, b, cg->strsize - 1);
	tok_scan(cg, st, tab, b, 0);	/* skip leading delimiters */
	int e = cg_reg_alloc(cg);
	cg_emit(cg, MOV64_REG(e, b));
	tok_scan(cg, st, tab, e, 1);	/* the token's end */
	cg_reg_free(cg, tab);
	/* the next call starts at the delimiter (or the NUL) */
	cg_emit(cg, MOV64_REG(BPF_REG_0, e));
	cg_emit(cg, ALU64_IMM(BPF_ADD, BPF_REG_0, 1));
	cg_emit(cg, STX_MEM(BPF_DW, st, BPF_REG_0, TOK_POS));

	int r = cg_reg_alloc(cg);
	int lnone = cg_label_new(cg), lend = cg_label_new(cg);
	cg_emit(cg, ALU64_REG(BPF_SUB, e, b));
	cg_jump(cg, JMP_IMM(BPF_JEQ, e, 0, 0), lnone);
	cg_emit(cg, ALU64_IMM(BPF_ADD, st, TOK_STR));
	cg_reg_free(cg, r);
	int t = cg_str_slice(cg, st, b, e);
	if (t != r)
		cg_emit(cg, MOV64_REG(r, t));
	cg_reg_free(cg, t);
	cg->used[r] = true;
	cg_jump(cg, JA(0), lend);
	cg_label_place(cg, lnone);
	cg_emit(cg, MOV64_IMM(r, 0));
	cg_label_place(cg, lend);
	cg_reg_free(cg, st);
	cg_reg_free(cg, b);
	cg_reg_free(cg, e);
	return r;
}

int cg_str_search_subr(struct dt_cg *cg, struct dt_node *call, int code)
{
	switch (code) {
	case DT_F_STRSTR:
		return str_strstr(cg, call);
	case DT_F_INDEX:
		return str_index(cg, call, false);
	case DT_F_RINDEX:
		return str_index(cg, call, true);
	case DT_F_STRTOK:
		return str_strtok(cg, call);
	default:
		return -1;
	}
}
