/*
 * Network and link address formatting: inet_ntoa, inet_ntoa6, inet_ntop
 * and link_ntop.
 *
 * Text is built in a work area of temporaries (WORK_SIZE bytes: the text
 * at 0, the address read from memory at IN, loop state at ST) and then
 * copied into the result with probe_read_kernel_str, which also truncates
 * it to strsize as DTrace does.  Digits are emitted without branches (a
 * digit is always stored, and the cursor advances by 0 or 1), so the
 * verifier sees one path through each number instead of one per length.
 */
#include "cg/cg.h"

#define IN		64	/* the address bytes (up to 20) */
#define ST		96	/* four u64 slots of loop state */
#define WORK_SIZE	128
#define TEXT_MAX	48	/* a cursor bound for the verifier */

#define ARPHRD_ETHER		1
#define ARPHRD_INFINIBAND	32
#define AF_INET			2
#define AF_INET6		10

struct txt {
	int out;	/* work area */
	int o;		/* cursor: offset into out */
	int d, x;	/* scratch */
};

/* out[o] = the byte in reg; o += adv (a register holding 0 or 1) or 1. */
static void put_reg(struct dt_cg *cg, struct txt *t, int reg, int adv)
{
	cg_emit(cg, MOV64_REG(BPF_REG_0, t->out));
	cg_emit(cg, ALU64_REG(BPF_ADD, BPF_REG_0, t->o));
	cg_emit(cg, STX_MEM(BPF_B, BPF_REG_0, reg, 0));
	if (adv >= 0)
		cg_emit(cg, ALU64_REG(BPF_ADD, t->o, adv));
	else
		cg_emit(cg, ALU64_IMM(BPF_ADD, t->o, 1));
}

static void put_chr(struct dt_cg *cg, struct txt *t, char c)
{
	cg_emit(cg, MOV64_REG(BPF_REG_0, t->out));
	cg_emit(cg, ALU64_REG(BPF_ADD, BPF_REG_0, t->o));
	cg_emit(cg, ST_MEM(BPF_B, BPF_REG_0, 0, c));
	cg_emit(cg, ALU64_IMM(BPF_ADD, t->o, 1));
}

/* x = 1 when v > lim (v, lim small non-negative), else 0. */
static void gt_flag(struct dt_cg *cg, int x, int v, int32_t lim)
{
	cg_emit(cg, MOV64_IMM(x, lim));
	cg_emit(cg, ALU64_REG(BPF_SUB, x, v));
	cg_emit(cg, ALU64_IMM(BPF_RSH, x, 63));
}

/* v (0..255) in decimal without leading zeros. */
static void put_dec8(struct dt_cg *cg, struct txt *t, int v)
{
	cg_emit(cg, MOV64_REG(t->d, v));
	cg_emit(cg, ALU64_IMM(BPF_DIV, t->d, 100));
	cg_emit(cg, ALU64_IMM(BPF_ADD, t->d, '0'));
	gt_flag(cg, t->x, v, 99);
	put_reg(cg, t, t->d, t->x);
	cg_emit(cg, MOV64_REG(t->d, v));
	cg_emit(cg, ALU64_IMM(BPF_DIV, t->d, 10));
	cg_emit(cg, ALU64_IMM(BPF_MOD, t->d, 10));
	cg_emit(cg, ALU64_IMM(BPF_ADD, t->d, '0'));
	gt_flag(cg, t->x, v, 9);
	put_reg(cg, t, t->d, t->x);
	cg_emit(cg, MOV64_REG(t->d, v));
	cg_emit(cg, ALU64_IMM(BPF_MOD, t->d, 10));
	cg_emit(cg, ALU64_IMM(BPF_ADD, t->d, '0'));
	put_reg(cg, t, t->d, -1);
}

/* d = the hex digit of nibble k of v (lower case). */
static void hex_digit(struct dt_cg *cg, struct txt *t, int v, int k)
{
	cg_emit(cg, MOV64_REG(t->d, v));
	if (k)
		cg_emit(cg, ALU64_IMM(BPF_RSH, t->d, 4 * k));
	cg_emit(cg, ALU64_IMM(BPF_AND, t->d, 15));
	gt_flag(cg, t->x, t->d, 9);
	cg_emit(cg, ALU64_IMM(BPF_MUL, t->x, 'a' - '0' - 10));
	cg_emit(cg, ALU64_REG(BPF_ADD, t->d, t->x));
	cg_emit(cg, ALU64_IMM(BPF_ADD, t->d, '0'));
}

/* v (0..0xffff) in hex without leading zeros. */
static void put_hex16(struct dt_cg *cg, struct txt *t, int v)
{
	for (int k = 3; k > 0; k--) {
		hex_digit(cg, t, v, k);
		/* advance once a non-zero digit has been seen: v >> 4k != 0 */
		cg_emit(cg, MOV64_REG(t->x, v));
		cg_emit(cg, ALU64_IMM(BPF_RSH, t->x, 4 * k));
		cg_emit(cg, NEG64(t->x));
		cg_emit(cg, ALU64_IMM(BPF_RSH, t->x, 63));
		put_reg(cg, t, t->d, t->x);
	}
	hex_digit(cg, t, v, 0);
	put_reg(cg, t, t->d, -1);
}

/* Read n bytes of the address (in the stack slot addr) into out + IN; a
 * bad address faults as DTrace does. */
static void read_addr(struct dt_cg *cg, struct txt *t, int32_t addr, int n)
{
	cg_call_begin(cg);
	cg_call_arg(cg, BPF_REG_1, t->out);
	cg_emit(cg, ALU64_IMM(BPF_ADD, BPF_REG_1, IN));
	cg_emit(cg, MOV64_IMM(BPF_REG_2, n));
	cg_emit(cg, LDX_MEM(BPF_DW, BPF_REG_3, BPF_REG_10, addr));
	cg_call_end(cg, BPF_FUNC_probe_read_kernel, false);
	int ok = cg_label_new(cg);
	cg_jump(cg, JMP_IMM(BPF_JEQ, BPF_REG_0, 0, 0), ok);
	cg_emit(cg, LDX_MEM(BPF_DW, BPF_REG_0, BPF_REG_10, addr));
	cg_fault(cg, DT_FLT_BADADDR, BPF_REG_0);
	cg_label_place(cg, ok);
}

/* The dotted quad of the 4 bytes at out + IN + off. */
static void put_quad(struct dt_cg *cg, struct txt *t, int v, int off)
{
	for (int j = 0; j < 4; j++) {
		cg_emit(cg, LDX_MEM(BPF_B, v, t->out, (int16_t)(IN + off + j)));
		put_dec8(cg, t, v);
		if (j < 3)
			put_chr(cg, t, '.');
	}
}

/* v = 16-bit word i of the IPv6 address (network order to host). */
static void word(struct dt_cg *cg, struct txt *t, int v, int i)
{
	cg_emit(cg, LDX_MEM(BPF_H, v, t->out, (int16_t)(IN + 2 * i)));
	cg_emit(cg, DT_INSN(BPF_ALU | BPF_END | BPF_TO_BE, v, 0, 0, 16));
}

/* v = word i, i a register in [0, 7]. */
static void word_at(struct dt_cg *cg, struct txt *t, int v, int i)
{
	cg_emit(cg, MOV64_REG(v, i));
	cg_emit(cg, ALU64_IMM(BPF_LSH, v, 1));
	cg_emit(cg, ALU64_REG(BPF_ADD, v, t->out));
	cg_emit(cg, LDX_MEM(BPF_H, v, v, IN));
	cg_emit(cg, DT_INSN(BPF_ALU | BPF_END | BPF_TO_BE, v, 0, 0, 16));
}

enum { S_CUR_LEN = ST, S_CUR_START = ST + 8, S_BEST_LEN = ST + 16, S_BEST_START = ST + 24 };

/* The longest run (2 words or more, the first of equal ones) of zero
 * words into S_BEST_START / S_BEST_LEN (start 8: none).  The state lives
 * in memory so that the verifier sees unknown values, not one state per
 * combination of runs. */
static void zero_run(struct dt_cg *cg, struct txt *t, int i, int v)
{
	int loop = cg_label_new(cg), next = cg_label_new(cg), end = cg_label_new(cg);
	int nz = cg_label_new(cg);
	for (int s = ST; s < ST + 32; s += 8)
		cg_emit(cg, ST_MEM(BPF_DW, t->out, s, 0));
	cg_emit(cg, MOV64_IMM(i, 0));
	cg_label_place(cg, loop);
	cg_exit_jump(cg, JMP_IMM(BPF_JGE, i, 8, 0), end);
	word_at(cg, t, v, i);
	cg_jump(cg, JMP_IMM(BPF_JNE, v, 0, 0), nz);
	/* a zero word: extend the current run, starting it here if new */
	cg_emit(cg, LDX_MEM(BPF_DW, t->d, t->out, S_CUR_LEN));
	cg_emit(cg, JMP_IMM(BPF_JNE, t->d, 0, 1));
	cg_emit(cg, STX_MEM(BPF_DW, t->out, i, S_CUR_START));
	cg_emit(cg, ALU64_IMM(BPF_ADD, t->d, 1));
	cg_emit(cg, STX_MEM(BPF_DW, t->out, t->d, S_CUR_LEN));
	cg_emit(cg, LDX_MEM(BPF_DW, t->x, t->out, S_BEST_LEN));
	cg_jump(cg, JMP_REG(BPF_JLE, t->d, t->x, 0), next);
	cg_emit(cg, STX_MEM(BPF_DW, t->out, t->d, S_BEST_LEN));
	cg_emit(cg, LDX_MEM(BPF_DW, t->x, t->out, S_CUR_START));
	cg_emit(cg, STX_MEM(BPF_DW, t->out, t->x, S_BEST_START));
	cg_jump(cg, JA(0), next);
	cg_label_place(cg, nz);
	cg_emit(cg, ST_MEM(BPF_DW, t->out, S_CUR_LEN, 0));
	cg_label_place(cg, next);
	cg_emit(cg, ALU64_IMM(BPF_ADD, i, 1));
	cg_jump(cg, JA(0), loop);
	cg_label_place(cg, end);
	/* a single zero word is not compressed */
	cg_emit(cg, LDX_MEM(BPF_DW, t->d, t->out, S_BEST_LEN));
	cg_emit(cg, JMP_IMM(BPF_JGE, t->d, 2, 1));
	cg_emit(cg, ST_MEM(BPF_DW, t->out, S_BEST_START, 8));
}

/* The IPv6 text of the 16 bytes at out + IN, "::" for the longest zero
 * run; IPv4-mapped and -compatible addresses as a dotted quad, prefixed
 * by "::ffff:" / "::" when prefix (inet_ntop) and bare otherwise
 * (inet_ntoa6), as DTrace prints them. */
static void put_inet6(struct dt_cg *cg, struct txt *t, bool prefix)
{
	int v = cg_reg_alloc(cg), i = cg_reg_alloc(cg);
	int lv6 = cg_label_new(cg), lmapped = cg_label_new(cg), lcompat = cg_label_new(cg);
	int ldone = cg_label_new(cg);

	/* IPv4 in IPv6: five zero words, then ffff (mapped), or a sixth zero
	 * word and anything but the unspecified (::) and loopback (::1) */
	cg_emit(cg, MOV64_IMM(i, 0));
	for (int k = 0; k < 5; k++) {
		word(cg, t, v, k);
		cg_emit(cg, ALU64_REG(BPF_OR, i, v));
	}
	cg_jump(cg, JMP_IMM(BPF_JNE, i, 0, 0), lv6);
	word(cg, t, v, 5);
	cg_jump(cg, JMP_IMM(BPF_JEQ, v, 0xffff, 0), lmapped);
	cg_jump(cg, JMP_IMM(BPF_JNE, v, 0, 0), lv6);
	word(cg, t, v, 6);
	cg_jump(cg, JMP_IMM(BPF_JNE, v, 0, 0), lcompat);
	word(cg, t, v, 7);
	cg_jump(cg, JMP_IMM(BPF_JGT, v, 1, 0), lcompat);
	cg_jump(cg, JA(0), lv6);
	cg_label_place(cg, lmapped);
	if (prefix) {
		for (const char *p = "::ffff:"; *p; p++)
			put_chr(cg, t, *p);
	}
	put_quad(cg, t, v, 12);
	cg_jump(cg, JA(0), ldone);
	cg_label_place(cg, lcompat);
	if (prefix) {
		put_chr(cg, t, ':');
		put_chr(cg, t, ':');
	}
	put_quad(cg, t, v, 12);
	cg_jump(cg, JA(0), ldone);

	cg_label_place(cg, lv6);
	zero_run(cg, t, i, v);
	int loop = cg_label_new(cg), next = cg_label_new(cg), end = cg_label_new(cg);
	int lgroup = cg_label_new(cg), lnosep = cg_label_new(cg);
	cg_emit(cg, MOV64_IMM(i, 0));
	cg_label_place(cg, loop);
	cg_exit_jump(cg, JMP_IMM(BPF_JGE, i, 8, 0), end);
	cg_launder(cg, t->o, TEXT_MAX - 8);
	cg_emit(cg, LDX_MEM(BPF_DW, t->d, t->out, S_BEST_START));
	cg_jump(cg, JMP_REG(BPF_JGT, t->d, i, 0), lgroup);	/* before the run */
	cg_jump(cg, JMP_REG(BPF_JNE, t->d, i, 0), lnosep);	/* in or after it */
	put_chr(cg, t, ':');	/* the run's first word: "::" */
	put_chr(cg, t, ':');
	cg_jump(cg, JA(0), next);
	cg_label_place(cg, lnosep);
	cg_emit(cg, LDX_MEM(BPF_DW, t->x, t->out, S_BEST_LEN));
	cg_emit(cg, ALU64_REG(BPF_ADD, t->d, t->x));
	cg_jump(cg, JMP_REG(BPF_JGT, t->d, i, 0), next);	/* inside the run */
	cg_label_place(cg, lgroup);
	/* a ':' before every group but the first and those after "::" */
	int lput = cg_label_new(cg);
	cg_jump(cg, JMP_IMM(BPF_JEQ, t->o, 0, 0), lput);
	cg_emit(cg, MOV64_REG(BPF_REG_0, t->out));
	cg_emit(cg, ALU64_REG(BPF_ADD, BPF_REG_0, t->o));
	cg_emit(cg, LDX_MEM(BPF_B, BPF_REG_0, BPF_REG_0, -1));
	cg_jump(cg, JMP_IMM(BPF_JEQ, BPF_REG_0, ':', 0), lput);
	put_chr(cg, t, ':');
	cg_label_place(cg, lput);
	word_at(cg, t, v, i);
	put_hex16(cg, t, v);
	cg_label_place(cg, next);
	cg_emit(cg, ALU64_IMM(BPF_ADD, i, 1));
	cg_jump(cg, JA(0), loop);
	cg_label_place(cg, end);
	cg_label_place(cg, ldone);
	cg_reg_free(cg, v);
	cg_reg_free(cg, i);
}

/* link_ntop: n bytes as two-digit hex separated by ':'. */
static void put_link(struct dt_cg *cg, struct txt *t, int n)
{
	int v = cg_reg_alloc(cg);
	for (int j = 0; j < n; j++) {
		if (j)
			put_chr(cg, t, ':');
		cg_emit(cg, LDX_MEM(BPF_B, v, t->out, (int16_t)(IN + j)));
		hex_digit(cg, t, v, 1);
		put_reg(cg, t, t->d, -1);
		hex_digit(cg, t, v, 0);
		put_reg(cg, t, t->d, -1);
	}
	cg_reg_free(cg, v);
}

enum fmt { F_NTOA, F_NTOA6, F_NTOP6, F_LINK_ETHER, F_LINK_IB };

/* Format the address at addr as fmt into t's text (the cursor in t->o). */
static void format(struct dt_cg *cg, struct txt *t, int32_t addr, enum fmt f)
{
	switch (f) {
	case F_NTOA: {
		read_addr(cg, t, addr, 4);
		int v = cg_reg_alloc(cg);
		put_quad(cg, t, v, 0);
		cg_reg_free(cg, v);
		break;
	}
	case F_NTOA6:
	case F_NTOP6:
		read_addr(cg, t, addr, 16);
		put_inet6(cg, t, f == F_NTOP6);
		break;
	case F_LINK_ETHER:
		read_addr(cg, t, addr, 6);
		put_link(cg, t, 6);
		break;
	case F_LINK_IB:
		read_addr(cg, t, addr, 20);
		put_link(cg, t, 20);
		break;
	}
}

/* kind (an address family or ARPHRD type) chooses the format: a constant
 * at compile time, else at run time; others fault ("illegal operation"). */
static int inet_subr(struct dt_cg *cg, struct dt_node *kind, struct dt_node *addr_n,
		     const int *kinds, const enum fmt *fmts, int nkinds)
{
	/* kind and the address wait on the stack: the formatting needs six
	 * registers */
	int32_t kslot = 0;
	if (kind) {
		int k = cg_expr(cg, kind);
		kslot = cg_stack_push(cg);
		cg_emit(cg, STX_MEM(BPF_DW, BPF_REG_10, k, kslot));
		cg_reg_free(cg, k);
	}
	int a = cg_expr(cg, addr_n);
	int32_t addr = cg_stack_push(cg);
	cg_emit(cg, STX_MEM(BPF_DW, BPF_REG_10, a, addr));
	cg_reg_free(cg, a);

	int stride = cg_str_stride(cg);
	struct txt t;
	t.out = cg_str_tmp_n(cg, (WORK_SIZE + stride - 1) / stride);
	t.o = cg_reg_alloc(cg);
	t.d = cg_reg_alloc(cg);
	t.x = cg_reg_alloc(cg);
	cg_emit(cg, MOV64_IMM(t.o, 0));
	cg_emit(cg, MOV64_IMM(t.d, 0));	/* spilled around helper calls */
	cg_emit(cg, MOV64_IMM(t.x, 0));

	int match = kind ? -1 : 0;
	for (int j = 0; kind && kind->is_const && j < nkinds; j++)
		if (kind->cval == kinds[j])
			match = j;
	int ldone = cg_label_new(cg);
	if (match >= 0) {
		format(cg, &t, addr, fmts[match]);
	} else {
		for (int j = 0; j < nkinds; j++) {
			int lnext = cg_label_new(cg);
			cg_emit(cg, LDX_MEM(BPF_DW, BPF_REG_0, BPF_REG_10, kslot));
			cg_jump(cg, JMP_IMM(BPF_JNE, BPF_REG_0, kinds[j], 0), lnext);
			format(cg, &t, addr, fmts[j]);
			cg_jump(cg, JA(0), ldone);
			cg_label_place(cg, lnext);
		}
		cg_fault(cg, DT_FLT_ILLOP, -1);
	}
	cg_label_place(cg, ldone);
	cg_launder(cg, t.o, TEXT_MAX + 16);
	cg_emit(cg, ALU64_REG(BPF_ADD, t.o, t.out));
	cg_emit(cg, ST_MEM(BPF_B, t.o, 0, 0));
	cg_reg_free(cg, t.o);
	cg_reg_free(cg, t.d);
	cg_reg_free(cg, t.x);
	cg_stack_pop(cg);
	if (kind)
		cg_stack_pop(cg);

	int r = cg_str_tmp(cg);
	cg_str_copy(cg, r, t.out, false);
	cg_reg_free(cg, t.out);
	return r;
}

int cg_inet_subr(struct dt_cg *cg, struct dt_node *call, int code)
{
	static const int af[] = { AF_INET, AF_INET6 };
	static const enum fmt af_fmt[] = { F_NTOA, F_NTOP6 };
	static const int hw[] = { ARPHRD_ETHER, ARPHRD_INFINIBAND };
	static const enum fmt hw_fmt[] = { F_LINK_ETHER, F_LINK_IB };
	static const enum fmt ntoa[] = { F_NTOA }, ntoa6[] = { F_NTOA6 };
	struct dt_node *a0 = call->list, *a1 = a0 ? a0->next : NULL;

	switch (code) {
	case DT_F_INET_NTOA:
		return inet_subr(cg, NULL, a0, NULL, ntoa, 1);
	case DT_F_INET_NTOA6:
		return inet_subr(cg, NULL, a0, NULL, ntoa6, 1);
	case DT_F_INET_NTOP:
		return inet_subr(cg, a0, a1, af, af_fmt, 2);
	case DT_F_LINK_NTOP:
		return inet_subr(cg, a0, a1, hw, hw_fmt, 2);
	default:
		return -1;
	}
}
