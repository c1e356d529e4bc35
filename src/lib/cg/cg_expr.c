/*
 * Expressions: every D expression evaluates into one register of the pool
 * holding a 64-bit value normalised to its type (sign- or zero-extended
 * from the type's size), or, for strings, a pointer to a strsize buffer.
 * C's integer semantics: arithmetic happens in the node's (already
 * promoted) type, comparisons in the operands' common type.
 */
#include <string.h>

#include "cg/cg.h"
#include "sema/sema.h"

/*
 * BPF ISA v3 only (kernels before 6.6, Debian 12's 6.1 among them, refuse
 * v4's signed division, sign-extending loads and movsx as "reserved
 * fields").  The v3 forms below cost a few ALU instructions, too few to
 * be worth probing the kernel for the v4 ones.
 */

/* a = a / b or a % b, signed, C semantics (truncation toward zero, the
 * remainder takes the dividend's sign), on |a| and |b| with the unsigned
 * instruction; b != 0 (checked before) and b is left as it was. */
static void sdivmod(struct dt_cg *cg, int a, int b, bool mod)
{
	cg_emit(cg, STX_MEM(BPF_DW, BPF_REG_10, b, CG_SLOT_TMP));
	cg_emit(cg, MOV64_REG(BPF_REG_0, a));
	if (!mod)	/* the quotient is negative when the signs differ */
		cg_emit(cg, ALU64_REG(BPF_XOR, BPF_REG_0, b));
	cg_emit(cg, JMP_IMM(BPF_JSGE, a, 0, 1));
	cg_emit(cg, NEG64(a));
	cg_emit(cg, JMP_IMM(BPF_JSGE, b, 0, 1));
	cg_emit(cg, NEG64(b));
	cg_emit(cg, ALU64_REG(mod ? BPF_MOD : BPF_DIV, a, b));
	cg_emit(cg, JMP_IMM(BPF_JSGE, BPF_REG_0, 0, 1));
	cg_emit(cg, NEG64(a));
	cg_emit(cg, LDX_MEM(BPF_DW, b, BPF_REG_10, CG_SLOT_TMP));
}

int cg_read_to_tmp(struct dt_cg *cg, int addr, unsigned size, bool user)
{
	cg_call_begin(cg);
	cg_emit(cg, MOV64_REG(BPF_REG_1, BPF_REG_10));
	cg_emit(cg, ALU64_IMM(BPF_ADD, BPF_REG_1, CG_SLOT_TMP));
	cg_emit(cg, MOV64_IMM(BPF_REG_2, (int32_t)size));
	cg_call_arg(cg, BPF_REG_3, addr);
	cg_call_end(cg, user ? BPF_FUNC_probe_read_user : BPF_FUNC_probe_read_kernel, false);
	int ok = cg_label_new(cg);
	cg_jump(cg, JMP_IMM(BPF_JSGE, BPF_REG_0, 0, 0), ok);
	cg_fault(cg, DT_FLT_BADADDR, addr);
	cg_label_place(cg, ok);
	return size == 1 ? BPF_B : size == 2 ? BPF_H : size == 4 ? BPF_W : BPF_DW;
}

void cg_ldx_signed(struct dt_cg *cg, int sz, int d, int s, int16_t off)
{
	int bits = sz == BPF_B ? 8 : sz == BPF_H ? 16 : sz == BPF_W ? 32 : 64;
	cg_emit(cg, LDX_MEM(sz, d, s, off));
	if (bits < 64) {
		cg_emit(cg, ALU64_IMM(BPF_LSH, d, 64 - bits));
		cg_emit(cg, ALU64_IMM(BPF_ARSH, d, 64 - bits));
	}
}

/* ------------------------------------------------------------ types */


static uint64_t tsize(const struct dt_type *t)
{
	t = dt_type_resolved(t);
	if (!t)
		return 8;
	if (t->kind == T_ENUM && !t->size)
		return 4;
	return t->size ? t->size : 8;
}

uint32_t cg_type_size(struct dt_cg *cg, const struct dt_type *t)
{
	uint64_t s = tsize(t);
	/* a string's storage is a strsize buffer; a char array's is that
	 * too, or the array when longer (char x[1000]: all its elements) */
	if (cg_is_strval(t)) {
		const struct dt_type *r = dt_type_resolved(t);
		if (r && r->kind == T_ARRAY && s > (uint64_t)cg->strsize)
			return (uint32_t)s;
		return (uint32_t)cg->strsize;
	}
	return s < 8 ? 8 : (uint32_t)s;
}

void cg_normalize(struct dt_cg *cg, int reg, const struct dt_type *t)
{
	const struct dt_type *r = dt_type_resolved(t);
	if (!r || (r->kind != T_INT && r->kind != T_ENUM))
		return;
	if (r->is_bool) {
		cg_emit(cg, JMP_IMM(BPF_JEQ, reg, 0, 1));
		cg_emit(cg, MOV64_IMM(reg, 1));
		return;
	}
	uint64_t size = tsize(r);
	if (size >= 8)
		return;
	int sh = (int)(64 - size * 8);
	if (cg_is_signed(r)) {
		cg_emit(cg, ALU64_IMM(BPF_LSH, reg, sh));
		cg_emit(cg, ALU64_IMM(BPF_ARSH, reg, sh));
	} else if (size == 4) {
		cg_emit(cg, MOV32_REG(reg, reg));
	} else {
		cg_emit(cg, ALU64_IMM(BPF_AND, reg, (int32_t)((1u << (size * 8)) - 1)));
	}
}

/* The type both operands of a binary operator convert to (C's usual
 * arithmetic conversions, D being LP64). */
static struct dt_type common_type(const struct dt_type *a, const struct dt_type *b)
{
	struct dt_type c;
	memset(&c, 0, sizeof(c));
	c.kind = T_INT;
	const struct dt_type *ra = dt_type_resolved(a), *rb = dt_type_resolved(b);
	if (cg_is_ptr_or_array(ra) || cg_is_ptr_or_array(rb) || !ra || !rb) {
		c.size = 8;
		c.is_signed = false;
		return c;
	}
	uint64_t sa = tsize(ra) < 4 ? 4 : tsize(ra), sb = tsize(rb) < 4 ? 4 : tsize(rb);
	bool ua = tsize(ra) >= 4 && !cg_is_signed(ra), ub = tsize(rb) >= 4 && !cg_is_signed(rb);
	if (sa == sb) {
		c.size = sa;
		c.is_signed = !(ua || ub);
	} else if (sa > sb) {
		c.size = sa;
		c.is_signed = !ua;
	} else {
		c.size = sb;
		c.is_signed = !ub;
	}
	return c;
}

/* ------------------------------------------------------------ memory */

/* Load a value of type t from (kernel or user) address in addr; the
 * register is reused for the result.  Strings and char arrays are copied
 * into a temporary; structs and other arrays stay addresses. */
int cg_load_mem(struct dt_cg *cg, int addr, const struct dt_type *t, bool user)
{
	const struct dt_type *r = dt_type_resolved(t);

	if (r && (r->kind == T_STRUCT || r->kind == T_UNION ||
		  (r->kind == T_ARRAY && !cg_is_char_array(r))))
		return addr;
	if (cg_is_strval(r)) {
		uint32_t n = (uint32_t)cg->strsize - 1;
		if (r->kind == T_ARRAY && r->nelems && r->nelems < n)
			n = (uint32_t)r->nelems;
		int tmp = cg_str_tmp(cg);
		cg_call_begin(cg);
		cg_call_arg(cg, BPF_REG_1, tmp);
		cg_emit(cg, MOV64_IMM(BPF_REG_2, (int32_t)n + (r->kind == T_STRING)));
		cg_call_arg(cg, BPF_REG_3, addr);
		int fn = r->kind == T_STRING ?
			(user ? BPF_FUNC_probe_read_user_str : BPF_FUNC_probe_read_kernel_str) :
			(user ? BPF_FUNC_probe_read_user : BPF_FUNC_probe_read_kernel);
		cg_call_end(cg, fn, false);
		int ok = cg_label_new(cg);
		cg_jump(cg, JMP_IMM(BPF_JSGE, BPF_REG_0, 0, 0), ok);
		cg_fault(cg, DT_FLT_BADADDR, addr);
		cg_label_place(cg, ok);
		if (r->kind == T_ARRAY) {
			/* char[n] need not be NUL-terminated: terminate it. */
			cg_emit(cg, MOV64_REG(BPF_REG_0, tmp));
			cg_emit(cg, ST_MEM(BPF_B, BPF_REG_0, (int16_t)n, 0));
		}
		cg_reg_free(cg, addr);
		return tmp;
	}
	uint64_t size = tsize(r);
	if (size > 8)
		size = 8;
	if (!user)
		cg_alloca_check_load(cg, addr, (uint32_t)size);
	int sz = cg_read_to_tmp(cg, addr, (unsigned)size, user);
	if (size < 8 && cg_is_signed(r))
		cg_ldx_signed(cg, sz, addr, BPF_REG_10, CG_SLOT_TMP);
	else
		cg_emit(cg, LDX_MEM(sz, addr, BPF_REG_10, CG_SLOT_TMP));
	if (r && r->is_bool)
		cg_normalize(cg, addr, r);
	return addr;
}

static bool node_user(const struct dt_node *n)
{
	const struct dt_type *t = dt_type_resolved(n->type);
	return t && t->userland;
}

/* args[i] */
static bool is_args(const struct dt_node *n)
{
	const struct dt_node *a = n->a;
	return a->kind == N_IDENT && a->ident && a->ident->kind == ID_BUILTIN &&
	       a->ident->id == DT_BV_ARGS;
}

/* Address of a memory object (not a D variable). */
static int addr_of(struct dt_cg *cg, struct dt_node *n)
{
	switch (n->kind) {
	case N_UNARY:
		/* *a of an array is its first element: the array's address
		 * (a char array's value is a copy of its string) */
		if (n->op == '*')
			return cg_pointer_value(cg, n->a);
		break;
	case N_BACKQUOTE:
		return cg_ksym_addr(cg, n);
	case N_MEMBER: {
		int r;
		const struct dt_type *st;
		if (n->op == TOK_ARROW) {
			r = cg_expr(cg, n->a);
			st = dt_type_resolved(n->a->type) ? dt_type_resolved(dt_type_resolved(n->a->type)->base) : NULL;
			/* DTrace reports p->m through NULL at address 0 */
			int ok = cg_label_new(cg);
			cg_jump(cg, JMP_IMM(BPF_JNE, r, 0, 0), ok);
			cg_fault(cg, DT_FLT_BADADDR, r);
			cg_label_place(cg, ok);
		} else {
			r = addr_of(cg, n->a);
			st = dt_type_resolved(n->a->type);
		}
		uint64_t offbits = 0;
		if (!dt_type_member(st, n->str, &offbits))
			cg_error(cg, n, "no member %s", n->str);
		if (offbits / 8)
			cg_emit(cg, ALU64_IMM(BPF_ADD, r, (int32_t)(offbits / 8)));
		return r;
	}
	case N_INDEX: {
		if (is_args(n))		/* an array argument's address */
			return cg_builtin_args(cg, n);
		const struct dt_type *bt = dt_type_resolved(n->a->type);
		if (bt && bt->kind == T_STRING) {
			/* s[i]: the i-th byte of the string's buffer, of strsize
			 * bytes as a char array's (a variable index outside it
			 * faults: the verifier refused the unchecked sum) */
			int r = cg_expr(cg, n->a);
			int32_t held = cg_reg_hold(cg, r, n->list);
			int i = cg_expr(cg, n->list);
			r = cg_reg_unhold(cg, r, held);
			if (!n->list->is_const || n->list->cval < 0 ||
			    n->list->cval >= (int64_t)cg->strsize) {
				int ok = cg_label_new(cg);
				cg_jump(cg, JMP_IMM(BPF_JLT, i, (int32_t)cg->strsize, 0), ok);
				cg_fault(cg, DT_FLT_BADINDEX, i);
				cg_label_place(cg, ok);
			}
			cg_emit(cg, ALU64_REG(BPF_ADD, r, i));
			cg_reg_free(cg, i);
			return r;
		}
		if (!bt || (bt->kind != T_PTR && bt->kind != T_ARRAY))
			break;
		int r = bt->kind == T_ARRAY ? addr_of(cg, n->a) : cg_expr(cg, n->a);
		int i = cg_expr(cg, n->list);
		if (bt->kind == T_ARRAY)
			cg_index_check(cg, i, n->list, bt);
		uint64_t es = tsize(bt->base);
		if (es != 1) {
			cg_emit(cg, ALU64_IMM(BPF_MUL, i, (int32_t)es));
		}
		cg_emit(cg, ALU64_REG(BPF_ADD, r, i));
		cg_reg_free(cg, i);
		return r;
	}
	default:
		break;
	}
	/* A value of struct type held in a variable is its address. */
	return cg_expr(cg, n);
}

/* An expression used as a pointer: arrays (char arrays too, which are
 * otherwise string values) give their address. */
int cg_pointer_value(struct dt_cg *cg, struct dt_node *n)
{
	const struct dt_type *t = dt_type_resolved(n->type);
	if (t && t->kind == T_ARRAY)
		return addr_of(cg, n);
	return cg_expr(cg, n);
}

/* ------------------------------------------------------------ operators */

/* && || ^^ give 0 or 1.  The result's register is taken only once both
 * operands are done, so a nested chain (a && (b && s == "x")) holds no
 * register per level while its inner operands need them. */
static int expr_logical(struct dt_cg *cg, struct dt_node *n)
{
	int a = cg_expr(cg, n->a);

	if (n->op == TOK_LXOR) {
		/* a as 0/1, kept (on the stack when registers are few)
		 * while b is computed */
		cg_emit(cg, JMP_IMM(BPF_JEQ, a, 0, 1));
		cg_emit(cg, MOV64_IMM(a, 1));
		int32_t held = cg_reg_hold(cg, a, n->b);
		int b = cg_expr(cg, n->b);
		a = cg_reg_unhold(cg, a, held);
		cg_emit(cg, JMP_IMM(BPF_JEQ, b, 0, 1));
		cg_emit(cg, ALU64_IMM(BPF_XOR, a, 1));
		cg_reg_free(cg, b);
		return a;
	}
	bool is_and = n->op == TOK_LAND;
	int shortcut = cg_label_new(cg), end = cg_label_new(cg);
	cg_jump(cg, JMP_IMM(is_and ? BPF_JEQ : BPF_JNE, a, 0, 0), shortcut);
	cg_reg_free(cg, a);
	int b = cg_expr(cg, n->b);
	cg_jump(cg, JMP_IMM(is_and ? BPF_JEQ : BPF_JNE, b, 0, 0), shortcut);
	cg_reg_free(cg, b);
	int r = cg_reg_alloc(cg);
	cg_emit(cg, MOV64_IMM(r, is_and ? 1 : 0));
	cg_jump(cg, JA(0), end);
	cg_label_place(cg, shortcut);
	cg_emit(cg, MOV64_IMM(r, is_and ? 0 : 1));
	cg_label_place(cg, end);
	return r;
}

static int cmp_jop(int op, bool sgn)
{
	switch (op) {
	case '<': return sgn ? BPF_JSLT : BPF_JLT;
	case '>': return sgn ? BPF_JSGT : BPF_JGT;
	case TOK_LE: return sgn ? BPF_JSLE : BPF_JLE;
	case TOK_GE: return sgn ? BPF_JSGE : BPF_JGE;
	case TOK_EQ: return BPF_JEQ;
	default: return BPF_JNE;
	}
}

/* A char pointer compared with a string is compared as the string it
 * points to (DTrace's strcompat operands): read it into a buffer; NULL
 * stays NULL, which the comparison orders first. */
static int char_ptr_string(struct dt_cg *cg, int r, const struct dt_node *e,
			   const struct dt_type *strtype)
{
	int out = cg_reg_alloc(cg), done = cg_label_new(cg);

	cg_emit(cg, MOV64_IMM(out, 0));
	cg_jump(cg, JMP_IMM(BPF_JEQ, r, 0, 0), done);
	int buf = cg_load_mem(cg, r, strtype, node_user(e));
	cg_emit(cg, MOV64_REG(out, buf));
	cg_reg_free(cg, buf);
	cg_label_place(cg, done);
	return out;
}

static int expr_compare(struct dt_cg *cg, struct dt_node *n)
{
	int a = cg_expr(cg, n->a);
	int32_t held = cg_reg_hold(cg, a, n->b);
	int b = cg_expr(cg, n->b);
	a = cg_reg_unhold(cg, a, held);
	bool sgn;

	bool sa = cg_is_strval(n->a->type), sb = cg_is_strval(n->b->type);
	if (cg_is_string(n->a->type) && !sb && cg_is_ptr_or_array(n->b->type)) {
		b = char_ptr_string(cg, b, n->b, n->a->type);
		sb = true;
	} else if (cg_is_string(n->b->type) && !sa && cg_is_ptr_or_array(n->a->type)) {
		a = char_ptr_string(cg, a, n->a, n->b->type);
		sa = true;
	}
	if (sa && sb) {
		int c = cg_str_cmp(cg, a, b);
		cg_reg_free(cg, a);
		cg_reg_free(cg, b);
		a = c;
		b = -1;
		sgn = true;
	} else {
		struct dt_type ct = common_type(n->a->type, n->b->type);
		cg_normalize(cg, a, &ct);
		cg_normalize(cg, b, &ct);
		sgn = ct.is_signed;
	}
	int r = cg_reg_alloc(cg);
	cg_emit(cg, MOV64_IMM(r, 1));
	if (b < 0)
		cg_emit(cg, JMP_IMM(cmp_jop(n->op, sgn), a, 0, 1));
	else
		cg_emit(cg, JMP_REG(cmp_jop(n->op, sgn), a, b, 1));
	cg_emit(cg, MOV64_IMM(r, 0));
	cg_reg_free(cg, a);
	if (b >= 0)
		cg_reg_free(cg, b);
	return r;
}

static int alu_op(int op)
{
	switch (op) {
	case '+': case TOK_ADD_EQ: case TOK_INC: return BPF_ADD;
	case '-': case TOK_SUB_EQ: case TOK_DEC: return BPF_SUB;
	case '*': case TOK_MUL_EQ: return BPF_MUL;
	case '/': case TOK_DIV_EQ: return BPF_DIV;
	case '%': case TOK_MOD_EQ: return BPF_MOD;
	case '&': case TOK_AND_EQ: return BPF_AND;
	case '|': case TOK_OR_EQ: return BPF_OR;
	case '^': case TOK_XOR_EQ: return BPF_XOR;
	case TOK_SHL: case TOK_SHL_EQ: return BPF_LSH;
	case TOK_SHR: case TOK_SHR_EQ: return BPF_RSH;
	default: return -1;
	}
}

/* a = a op b in type t (a, b registers; types of the operands given for
 * pointer arithmetic).  Division by zero faults. */
static void arith(struct dt_cg *cg, int op, int a, int b, const struct dt_type *t,
		  const struct dt_type *ta, const struct dt_type *tb)
{
	int bop = alu_op(op);
	const struct dt_type *ra = dt_type_resolved(ta), *rb = dt_type_resolved(tb);

	if (bop == BPF_ADD || bop == BPF_SUB) {
		/* pointer arithmetic scales by the pointed-to size */
		if (cg_is_ptr_or_array(ra) && !cg_is_ptr_or_array(rb)) {
			uint64_t es = tsize(ra->base);
			if (dt_type_resolved(ra->base) && dt_type_resolved(ra->base)->kind == T_VOID)
				es = 1;
			if (es > 1)
				cg_emit(cg, ALU64_IMM(BPF_MUL, b, (int32_t)es));
		} else if (cg_is_ptr_or_array(rb) && !cg_is_ptr_or_array(ra) && bop == BPF_ADD) {
			uint64_t es = tsize(rb->base);
			if (es > 1)
				cg_emit(cg, ALU64_IMM(BPF_MUL, a, (int32_t)es));
		}
	}
	if (bop == BPF_DIV || bop == BPF_MOD) {
		int ok = cg_label_new(cg);
		cg_jump(cg, JMP_IMM(BPF_JNE, b, 0, 0), ok);
		cg_fault(cg, DT_FLT_DIVZERO, -1);
		cg_label_place(cg, ok);
		if (cg_is_signed(t)) {
			/* C's signed division and remainder (the Guide's D
			 * operators are ANSI C's, and constant folding computes
			 * them so): the remainder takes the dividend's sign */
			sdivmod(cg, a, b, bop == BPF_MOD);
		} else {
			cg_emit(cg, ALU64_REG(bop, a, b));
		}
	} else if (bop == BPF_RSH && cg_is_signed(t)) {
		cg_emit(cg, ALU64_REG(BPF_ARSH, a, b));
	} else {
		cg_emit(cg, ALU64_REG(bop, a, b));
	}
	if (bop == BPF_ADD && cg_is_ptr_or_array(ra) && cg_is_ptr_or_array(rb)) {
		/* p += q (sema accepts it, as DTrace does): the sum of the
		 * addresses over the element size, unsigned, as DTrace's code
		 * generator computes it (the left side's: the right may be a
		 * void pointer) */
		uint64_t es = tsize(ra->base);
		if (es > 1)
			cg_emit(cg, ALU64_IMM(BPF_DIV, a, (int32_t)es));
	}
	if (bop == BPF_SUB && cg_is_ptr_or_array(ra) && cg_is_ptr_or_array(rb)) {
		uint64_t es = tsize(ra->base);
		if (es > 1) {	/* a signed byte difference over a positive size */
			cg_emit(cg, JMP_IMM(BPF_JSLT, a, 0, 2));
			cg_emit(cg, ALU64_IMM(BPF_DIV, a, (int32_t)es));
			cg_emit(cg, JA(3));
			cg_emit(cg, NEG64(a));
			cg_emit(cg, ALU64_IMM(BPF_DIV, a, (int32_t)es));
			cg_emit(cg, NEG64(a));
		}
	}
	/* No truncation here: like DTrace's 64-bit registers, intermediate
	 * results keep 64 bits; stores and casts narrow them. */
}

/* x op= v, ++x, x++ as x = x op v: a holds x's value, b v's (1 for ++ and
 * --), each as its own type gives it.  The operation is the binary
 * operator's (DTrace's usual arithmetic conversions pick the type whose
 * signedness / % and >> take; a shift and pointer arithmetic keep x's),
 * and the result is narrowed to x's type, as any assignment stores it:
 * `int x = -22; x /= 0x300000007LL` is 0, and x *= big keeps x an int. */
void cg_rmw_arith(struct dt_cg *cg, const struct dt_node *n, int a, int b)
{
	struct dt_type *lt = n->a->type;
	struct dt_type *bt = n->kind == N_ASSIGN ? n->b->type : NULL;
	struct dt_type *t = lt;
	if (bt && n->op != TOK_SHL_EQ && n->op != TOK_SHR_EQ && !cg_is_ptr_or_array(lt) &&
	    !cg_is_ptr_or_array(bt))
		t = dt_sema_promote2(lt, bt);
	arith(cg, n->op, a, b, t, lt, bt);
	cg_normalize(cg, a, lt);
}

static int expr_binary(struct dt_cg *cg, struct dt_node *n)
{
	switch (n->op) {
	case TOK_LAND: case TOK_LOR: case TOK_LXOR:
		return expr_logical(cg, n);
	case '<': case '>': case TOK_LE: case TOK_GE: case TOK_EQ: case TOK_NE:
		return expr_compare(cg, n);
	case ',': {
		int a = cg_expr(cg, n->a);
		cg_reg_free(cg, a);
		return cg_expr(cg, n->b);
	}
	case '+': case '-':
		if (cg_is_strval(n->type))
			return cg_str_offset(cg, n);
		break;
	default:
		break;
	}
	int a = cg_expr(cg, n->a);
	int32_t held = cg_reg_hold(cg, a, n->b);
	int b = cg_expr(cg, n->b);
	a = cg_reg_unhold(cg, a, held);
	arith(cg, n->op, a, b, n->type, n->a->type, n->b->type);
	cg_reg_free(cg, b);
	return a;
}

/* Only one branch runs: the condition's string temporaries are dead once
 * it is tested, and both branches may reuse the same ones; the result's
 * register is taken from the first branch and is free while the second is
 * evaluated (nested ternaries would otherwise hold one register each). */
static int expr_ternary(struct dt_cg *cg, struct dt_node *n)
{
	int ntmp = cg->ntmp;
	int c = cg_expr(cg, n->a);
	int lelse = cg_label_new(cg), lend = cg_label_new(cg);
	bool s = cg_is_strval(n->type);

	cg_jump(cg, JMP_IMM(BPF_JEQ, c, 0, 0), lelse);
	cg_reg_free(cg, c);
	cg->ntmp = ntmp;
	int r = cg_expr(cg, n->b);
	if (!s)
		cg_normalize(cg, r, n->type);
	cg_reg_free(cg, r);
	cg_jump(cg, JA(0), lend);
	cg_label_place(cg, lelse);
	int ntmp_b = cg->ntmp;
	cg->ntmp = ntmp;
	int v = cg_expr(cg, n->c);
	if (!s)
		cg_normalize(cg, v, n->type);
	if (v != r)
		cg_emit(cg, MOV64_REG(r, v));
	cg_reg_free(cg, v);
	cg->used[r] = true;
	if (cg->ntmp < ntmp_b)
		cg->ntmp = ntmp_b;
	cg_label_place(cg, lend);
	return r;
}

static bool is_var(const struct dt_node *n)
{
	if (n->kind == N_SELF || n->kind == N_THIS)
		return true;
	if (n->kind == N_IDENT && n->ident && n->ident->kind == ID_SCALAR)
		return true;
	/* a[k] (not a[k][i], a character of a string element) */
	if (n->kind == N_INDEX && n->a && n->a->kind == N_IDENT && n->a->ident &&
	    n->a->ident->kind == ID_ARRAY)
		return true;
	if (n->kind == N_INDEX && n->a && n->a->kind == N_SELF && n->a->ident &&
	    n->a->ident->kind == ID_ARRAY)
		return true;
	return false;
}

/* Is lv an object in memory (*p, p[i], p->m, s.m of those)? */
static bool is_mem_lvalue(const struct dt_node *lv)
{
	if (is_var(lv))
		return false;
	if (lv->kind == N_UNARY && lv->op == '*')
		return true;
	if (lv->kind == N_MEMBER)
		return lv->op == TOK_ARROW || is_mem_lvalue(lv->a);
	if (lv->kind == N_INDEX) {
		const struct dt_type *bt = dt_type_resolved(lv->a->type);
		if (bt && bt->kind == T_PTR)
			return true;
		return bt && bt->kind == T_ARRAY && is_mem_lvalue(lv->a);
	}
	return false;
}

/* The same operators on an object in memory: its address is computed
 * once, the store is checked (cg_mem_store). */
static int expr_assign_mem(struct dt_cg *cg, struct dt_node *n)
{
	struct dt_node *lv = n->a;
	uint64_t offbits;
	if (cg_bitfield_member(lv, &offbits))
		cg_error(cg, n, "operator %s: cannot store to a bit-field through a pointer",
			 dt_op_name(n->op));
	int v;
	if (n->kind == N_ASSIGN && n->op == '=') {
		/* the value first: a chain a[0] = a[1] = ... then holds one
		 * register per level, not two */
		v = cg_expr(cg, n->b);
		cg_normalize(cg, v, lv->type);
		int addr = addr_of(cg, lv);
		cg_mem_store(cg, n, addr, v, lv->type);
		cg_reg_free(cg, addr);
		return v;
	}
	int addr = addr_of(cg, lv);
	/* read-modify-write: keep the address in a stack slot across the load */
	int32_t slot = cg_stack_push(cg);
	cg_emit(cg, STX_MEM(BPF_DW, BPF_REG_10, addr, slot));
	int old = cg_load_mem(cg, addr, lv->type, node_user(lv));
	int res_reg;
	if (n->kind == N_ASSIGN) {
		int32_t held = cg_reg_hold(cg, old, n->b);
		v = cg_expr(cg, n->b);
		old = cg_reg_unhold(cg, old, held);
		cg_rmw_arith(cg, n, old, v);
		cg_reg_free(cg, v);
		v = old;
		res_reg = old;
	} else {
		int one = cg_reg_alloc(cg);
		cg_emit(cg, MOV64_IMM(one, 1));
		v = cg_reg_alloc(cg);
		cg_emit(cg, MOV64_REG(v, old));
		cg_rmw_arith(cg, n, v, one);
		cg_reg_free(cg, one);
		res_reg = n->kind == N_POSTFIX ? old : v;
	}
	addr = cg_reg_alloc(cg);
	cg_emit(cg, LDX_MEM(BPF_DW, addr, BPF_REG_10, slot));
	cg_stack_pop(cg);
	cg_mem_store(cg, n, addr, v, lv->type);
	cg_reg_free(cg, addr);
	if (v != res_reg)
		cg_reg_free(cg, v);
	if (old != res_reg)
		cg_reg_free(cg, old);
	return res_reg;
}

/* x op= v, ++x, x++ on self->x or a[k]: v first, then one key build and
 * one lookup serve both the read and the write. */
static int expr_assign_dyn(struct dt_cg *cg, struct dt_node *n)
{
	struct dt_node *lv = n->a;
	/* a constant operand (++, --, += 1) is loaded after the lookup: it
	 * then holds no register across the key's helper calls */
	bool late = n->kind != N_ASSIGN || n->b->is_const;
	int v = late ? -1 : cg_expr(cg, n->b);

	int addr = cg_dyn_rmw_begin(cg, lv);
	if (late && n->kind != N_ASSIGN) {
		v = cg_reg_alloc_tmp(cg);
		cg_emit(cg, MOV64_IMM(v, 1));
	} else if (late) {
		v = cg_expr(cg, n->b);
	}
	int old = cg_reg_alloc(cg);
	cg_emit(cg, MOV64_IMM(old, 0));
	cg_emit(cg, JMP_IMM(BPF_JEQ, addr, 0, 1));
	cg_emit(cg, LDX_MEM(BPF_DW, old, addr, 0));
	int nv = cg_reg_alloc(cg);
	cg_emit(cg, MOV64_REG(nv, old));
	cg_rmw_arith(cg, n, nv, v);
	cg_reg_free(cg, v);
	cg_dyn_rmw_end(cg, lv, addr, nv);
	if (n->kind == N_POSTFIX) {
		cg_reg_free(cg, nv);
		return old;
	}
	cg_reg_free(cg, old);
	return nv;
}

/* x op= v, x = v, ++x, x++ ... */
static int expr_assign(struct dt_cg *cg, struct dt_node *n)
{
	struct dt_node *lv = n->a;
	if (cg_sou_lvalue(lv))		/* struct values and their members: cg_sou.c */
		return cg_sou_assign(cg, n);
	if (is_mem_lvalue(lv))		/* through pointers: alloca memory only */
		return expr_assign_mem(cg, n);
	if (!is_var(lv))
		cg_error(cg, n, "operator %s: unsupported lvalue", dt_op_name(n->op));

	if (n->kind == N_ASSIGN && n->op == '=') {
		int v = cg_expr(cg, n->b);
		if (!cg_is_strval(lv->type))
			cg_normalize(cg, v, lv->type);
		cg_var_store(cg, lv, v);
		return v;
	}
	if (cg_dyn_rmw_ok(lv))
		return expr_assign_dyn(cg, n);
	int old = cg_var_load(cg, lv);
	int v;
	if (n->kind == N_ASSIGN) {
		int32_t held = cg_reg_hold(cg, old, n->b);
		v = cg_expr(cg, n->b);
		old = cg_reg_unhold(cg, old, held);
		cg_rmw_arith(cg, n, old, v);
		cg_reg_free(cg, v);
		cg_var_store(cg, lv, old);
		return old;
	}
	/* ++/--: prefix yields the new value, postfix the old one */
	int one = cg_reg_alloc(cg);
	cg_emit(cg, MOV64_IMM(one, 1));
	int nv = cg_reg_alloc(cg);
	cg_emit(cg, MOV64_REG(nv, old));
	cg_rmw_arith(cg, n, nv, one);
	cg_reg_free(cg, one);
	cg_var_store(cg, lv, nv);
	if (n->kind == N_POSTFIX) {
		cg_reg_free(cg, nv);
		return old;
	}
	cg_reg_free(cg, old);
	return nv;
}

static int expr_unary(struct dt_cg *cg, struct dt_node *n)
{
	int r;
	switch (n->op) {
	case '-':
		r = cg_expr(cg, n->a);
		cg_emit(cg, NEG64(r));
		cg_normalize(cg, r, n->type);
		return r;
	case '+':
		r = cg_expr(cg, n->a);
		cg_normalize(cg, r, n->type);
		return r;
	case '~':
		r = cg_expr(cg, n->a);
		cg_emit(cg, ALU64_IMM(BPF_XOR, r, -1));
		cg_normalize(cg, r, n->type);
		return r;
	case '!': {
		int a = cg_expr(cg, n->a);
		r = cg_reg_alloc(cg);
		cg_emit(cg, MOV64_IMM(r, 1));
		cg_emit(cg, JMP_IMM(BPF_JEQ, a, 0, 1));
		cg_emit(cg, MOV64_IMM(r, 0));
		cg_reg_free(cg, a);
		return r;
	}
	case '*':
		r = cg_pointer_value(cg, n->a);
		return cg_load_mem(cg, r, n->type, node_user(n->a));
	case '&':
		return addr_of(cg, n->a);
	case TOK_INC: case TOK_DEC:
		return expr_assign(cg, n);
	default:
		cg_error(cg, n, "unsupported operator %s", dt_op_name(n->op));
	}
}

static int expr_ident(struct dt_cg *cg, struct dt_node *n)
{
	struct dt_ident *id = n->ident;
	if (!id)
		cg_error(cg, n, "unresolved identifier %s", n->str ? n->str : "?");
	if (cg_is_param(id))		/* of a translator or inline array */
		return cg_param(cg, n);
	switch (id->kind) {
	case ID_SCALAR:
		return cg_var_load(cg, n);
	case ID_BUILTIN:
		return cg_builtin(cg, n, id->id);
	case ID_ENUMCONST: {
		int r = cg_reg_alloc(cg);
		cg_ldimm64(cg, r, (uint64_t)id->value);
		return r;
	}
	case ID_INLINE:
		if (id->inline_expr) {
			int r = cg_expr(cg, id->inline_expr);
			if (!cg_is_strval(n->type))
				cg_normalize(cg, r, n->type);
			return r;
		}
		break;
	case ID_SYMBOL: {
		int r = cg_reg_alloc(cg);
		cg_ldimm64(cg, r, (uint64_t)id->value);
		return r;
	}
	default:
		break;
	}
	cg_error(cg, n, "cannot evaluate identifier %s", id->name);
}

static int expr_index(struct dt_cg *cg, struct dt_node *n)
{
	struct dt_node *a = n->a;
	if (a->kind == N_IDENT && a->ident && a->ident->kind == ID_INLINE && a->ident->nkeys >= 0)
		return cg_inline_index(cg, n);
	if (is_var(n))
		return cg_var_load(cg, n);
	if (is_args(n)) {
		/* an array argument (a tracepoint's char prev_comm[16]) is
		 * its address in the record: a char array's value is its
		 * string, copied as any other char array's */
		int r = cg_builtin_args(cg, n);
		const struct dt_type *t = dt_type_resolved(n->type);
		return t && t->kind == T_ARRAY ? cg_load_mem(cg, r, n->type, false) : r;
	}
	if (a->kind == N_IDENT && a->ident && a->ident->kind == ID_BUILTIN &&
	    a->ident->id == DT_BV_UREGS)
		return cg_builtin_uregs(cg, n);
	int addr = addr_of(cg, n);
	return cg_load_mem(cg, addr, n->type, node_user(a));
}

static int expr_node(struct dt_cg *cg, struct dt_node *n)
{
	int r;

	if (n->is_const && !cg_is_strval(n->type) && n->kind != N_STR) {
		r = cg_reg_alloc(cg);
		cg_ldimm64(cg, r, (uint64_t)n->cval);
		return r;
	}
	switch (n->kind) {
	case N_INT:
	case N_CHAR:
		r = cg_reg_alloc(cg);
		cg_ldimm64(cg, r, n->ival);
		cg_normalize(cg, r, n->type);
		return r;
	case N_STR:
		return cg_str_const(cg, n->str ? n->str : "", n->str ? n->slen : 0);
	case N_IDENT:
		return expr_ident(cg, n);
	case N_SELF:
	case N_THIS:
		return cg_var_load(cg, n);
	case N_INDEX:
		return expr_index(cg, n);
	case N_MEMBER: {
		if ((r = cg_xlate_member(cg, n)) >= 0)
			return r;
		int addr = addr_of(cg, n);
		bool user = n->op == TOK_ARROW ? node_user(n->a) : false;
		uint64_t offbits;
		const struct dt_member *bf = cg_bitfield_member(n, &offbits);
		if (bf)
			return cg_load_bitfield(cg, addr, bf, offbits, user);
		return cg_load_mem(cg, addr, n->type, user);
	}
	case N_UNARY:
		return expr_unary(cg, n);
	case N_POSTFIX:
	case N_ASSIGN:
		return expr_assign(cg, n);
	case N_BINARY:
		return expr_binary(cg, n);
	case N_TERNARY:
		return expr_ternary(cg, n);
	case N_CAST:
		r = cg_expr(cg, n->b);
		if (!cg_is_strval(n->type)) {
			/* widening: the operand's value as its own type holds it
			 * (an operation's 64-bit intermediate keeps bits above
			 * it: (int64_t)(int_x ^ uint_y) is the unsigned int
			 * result, zero-extended) */
			if (tsize(n->b->type) < tsize(n->type))
				cg_normalize(cg, r, n->b->type);
			cg_normalize(cg, r, n->type);
		} else if (!cg_is_strval(n->b->type)) {
			/* (string)p reads the string at p, as stringof(p) does:
			 * a bad address faults rather than reading as "" */
			return cg_load_mem(cg, r, n->type, node_user(n->b));
		}
		return r;
	case N_STRINGOF:
		r = cg_expr(cg, n->a);
		if (cg_is_strval(n->a->type))
			return r;
		return cg_load_mem(cg, r, n->type, node_user(n->a));
	case N_CALL:
		return cg_subr(cg, n);
	case N_SIZEOF:
	case N_OFFSETOF:
		r = cg_reg_alloc(cg);
		cg_ldimm64(cg, r, (uint64_t)n->cval);
		return r;
	case N_XLATE:
		return cg_xlate(cg, n);
	case N_BACKQUOTE:	/* the kernel object at the symbol's address */
		return cg_load_mem(cg, cg_ksym_addr(cg, n), n->type, false);
	case N_AGG:
		cg_error(cg, n, "aggregation @%s used as a value", n->str);
	default:
		cg_error(cg, n, "cannot generate code for %s", dt_node_kind_name(n->kind));
	}
}

/* String subroutines whose result is a fresh copy, never a pointer into
 * an argument (strchr's is): their arguments' temporaries are dead after
 * them. */
static bool subr_fresh_string(const struct dt_node *n)
{
	switch (n->ident ? n->ident->id : -1) {
	case DT_F_STRJOIN: case DT_F_SUBSTR: case DT_F_TOUPPER:
	case DT_F_TOLOWER: case DT_F_LLTOSTR:
		return true;
	default:
		return false;
	}
}

/* An integer value holds no pointer into a string temporary (a pointer
 * cast to an integer may). */
static bool integer_value(const struct dt_node *n)
{
	const struct dt_type *t = n->type ? dt_type_resolve(n->type) : NULL;
	if (!t || (t->kind != T_INT && t->kind != T_ENUM))
		return false;
	if (n->kind == N_CAST && n->b && n->b->type && !integer_value(n->b))
		return false;
	return true;
}

/* String temporaries live for the statement, except those an expression
 * is done with: an integer result's (strlen(strjoin(a, b)), a string
 * comparison) and the arguments' of a fresh string result (moved down when
 * many are in use): any number of them in one statement, at any depth. */
int cg_expr(struct dt_cg *cg, struct dt_node *n)
{
	int before = cg->ntmp;
	int r = expr_node(cg, n);
	if (n->kind == N_CALL && subr_fresh_string(n) && cg_is_strval(n->type))
		r = cg_str_tmp_settle(cg, r, before);
	else if (cg->ntmp > before && integer_value(n))
		cg->ntmp = before;
	return r;
}
