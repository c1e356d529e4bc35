/*
 * Struct, union and array values (issue #3): an expression of such a type
 * evaluates to the address of its bytes -- kernel memory, or a D
 * variable's storage (DT_MAP_GLOBALS, this-> scratch, a DT_MAP_TLS /
 * DT_MAP_ASSOC value).  Reads go through bpf_probe_read_kernel, which takes
 * either; stores need a pointer the verifier knows, so an assignment to a
 * member or element of a variable (`s.a = 1`, `self->s.b[2] = 3`,
 * `this->r = *p`) walks the lvalue down from the variable's storage
 * (cg_var_addr) adding constant member offsets and bounds-checked element
 * offsets.  Fixed-size array indexes are checked at run time as DTrace
 * does: out of range fires dtrace:::ERROR with "index out of bounds (i)".
 */
#include "cg/cg.h"

bool cg_is_byaddr(const struct dt_type *t)
{
	t = dt_type_resolved(t);
	if (!t)
		return false;
	if (t->kind == T_STRUCT || t->kind == T_UNION)
		return true;
	return t->kind == T_ARRAY && !cg_is_strval(t);
}

void cg_sou_copy(struct dt_cg *cg, int dst, int src, uint32_t size)
{
	cg_call_begin(cg);
	cg_call_arg(cg, BPF_REG_1, dst);
	cg_emit(cg, MOV64_IMM(BPF_REG_2, (int32_t)size));
	cg_call_arg(cg, BPF_REG_3, src);
	cg_call_end(cg, BPF_FUNC_probe_read_kernel, false);
	int ok = cg_label_new(cg);
	cg_jump(cg, JMP_IMM(BPF_JSGE, BPF_REG_0, 0, 0), ok);
	cg_fault(cg, DT_FLT_BADADDR, src);
	cg_label_place(cg, ok);
}

static bool const_in_range(const struct dt_node *k, const struct dt_type *arr)
{
	return k->is_const && k->cval >= 0 && (uint64_t)k->cval < arr->nelems;
}

void cg_index_check(struct dt_cg *cg, int idx, const struct dt_node *k,
		    const struct dt_type *arr)
{
	arr = dt_type_resolved(arr);
	if (!arr || arr->kind != T_ARRAY || arr->nelems == 0 || arr->nelems > INT32_MAX)
		return;		/* flexible and dynamically sized arrays */
	if (const_in_range(k, arr))
		return;
	int ok = cg_label_new(cg);
	cg_jump(cg, JMP_IMM(BPF_JLT, idx, (int32_t)arr->nelems, 0), ok);
	cg_fault(cg, DT_FLT_BADINDEX, idx);
	cg_label_place(cg, ok);
}

/* ------------------------------------------------------------ lvalues */

static bool is_var_root(const struct dt_node *n)
{
	switch (n->kind) {
	case N_SELF:
	case N_THIS:
		return true;
	case N_IDENT:
		return n->ident && n->ident->kind == ID_SCALAR;
	case N_INDEX:	/* an associative array element (global or self->) */
		return n->a && n->a->ident && n->a->ident->kind == ID_ARRAY &&
		       (n->a->kind == N_IDENT || n->a->kind == N_SELF);
	default:
		return false;
	}
}

/* A member or element inside a variable's storage? */
static bool in_var(const struct dt_node *n)
{
	if (is_var_root(n))
		return cg_is_byaddr(n->type) || cg_is_strval(n->type);
	if (n->kind == N_MEMBER && n->op == '.')
		return in_var(n->a);
	if (n->kind == N_INDEX && dt_type_resolved(n->a->type) && dt_type_resolved(n->a->type)->kind == T_ARRAY)
		return in_var(n->a);
	return false;
}

bool cg_sou_lvalue(const struct dt_node *n)
{
	if (is_var_root(n))
		return cg_is_byaddr(n->type);
	return (n->kind == N_MEMBER || n->kind == N_INDEX) && in_var(n);
}

/* reg = writable address of the lvalue's first byte; a bit-field sets *bf
 * and *bfbit (its first bit within that byte). */
static int lv_addr(struct dt_cg *cg, struct dt_node *n, const struct dt_member **bf,
		   unsigned *bfbit)
{
	if (is_var_root(n))
		return cg_var_addr(cg, n);
	if (n->kind == N_MEMBER) {
		int r = lv_addr(cg, n->a, NULL, NULL);
		uint64_t offbits = 0;
		const struct dt_member *m = dt_type_member(dt_type_resolved(n->a->type), n->str, &offbits);
		if (!m)
			cg_error(cg, n, "no member %s", n->str);
		if (offbits / 8)
			cg_emit(cg, ALU64_IMM(BPF_ADD, r, (int32_t)(offbits / 8)));
		if (m->bits && bf) {
			*bf = m;
			*bfbit = (unsigned)(offbits % 8);
		}
		return r;
	}
	/* N_INDEX of a fixed-size array */
	const struct dt_type *at = dt_type_resolved(n->a->type);
	int r = lv_addr(cg, n->a, NULL, NULL);
	uint64_t es = dt_type_size(at->base);
	if (at->nelems && const_in_range(n->list, at)) {
		uint64_t off = (uint64_t)n->list->cval * es;
		if (off != 0)
			cg_emit(cg, ALU64_IMM(BPF_ADD, r, (int32_t)off));
		return r;
	}
	int i = cg_expr(cg, n->list);
	cg_index_check(cg, i, n->list, at);
	if (es != 1)
		cg_emit(cg, ALU64_IMM(BPF_MUL, i, (int32_t)es));
	cg_emit(cg, ALU64_REG(BPF_ADD, r, i));
	cg_reg_free(cg, i);
	return r;
}

static int bpf_size(uint64_t size)
{
	return size == 1 ? BPF_B : size == 2 ? BPF_H : size == 4 ? BPF_W : BPF_DW;
}

/* Store the low `bits` of val at bit `bit` of the bytes at p, byte by
 * byte (a wider access could cross the end of the variable). */
static void store_bitfield(struct dt_cg *cg, int p, int val, unsigned bit, unsigned bits)
{
	unsigned __int128 field = (((unsigned __int128)1 << bits) - 1) << bit;
	int t = cg_reg_alloc(cg);

	for (unsigned k = 0; k * 8 < bit + bits; k++) {
		uint8_t mask = (uint8_t)(field >> (8 * k));
		if (!mask)
			continue;
		cg_emit(cg, MOV64_REG(t, val));
		if (8 * k > bit)
			cg_emit(cg, ALU64_IMM(BPF_RSH, t, (int32_t)(8 * k - bit)));
		else if (bit > 8 * k)
			cg_emit(cg, ALU64_IMM(BPF_LSH, t, (int32_t)(bit - 8 * k)));
		cg_emit(cg, ALU64_IMM(BPF_AND, t, mask));
		cg_emit(cg, LDX_MEM(BPF_B, BPF_REG_0, p, (int16_t)k));
		cg_emit(cg, ALU64_IMM(BPF_AND, BPF_REG_0, (uint8_t)~mask));
		cg_emit(cg, ALU64_REG(BPF_OR, BPF_REG_0, t));
		cg_emit(cg, STX_MEM(BPF_B, p, BPF_REG_0, (int16_t)k));
	}
	cg_reg_free(cg, t);
}

/* The current value of the lvalue at p. */
static int lv_load(struct dt_cg *cg, int p, const struct dt_type *t,
		   const struct dt_member *bf, unsigned bit)
{
	int r = cg_reg_alloc(cg);

	cg_emit(cg, MOV64_REG(r, p));
	if (bf)
		return cg_load_bitfield(cg, r, bf, bit, false);
	uint64_t size = dt_type_size(t);
	if (size > 8)
		size = 8;
	if (size < 8 && cg_is_signed(t))
		cg_ldx_signed(cg, bpf_size(size), r, r, 0);
	else
		cg_emit(cg, LDX_MEM(bpf_size(size), r, r, 0));
	return r;
}

static void lv_store(struct dt_cg *cg, int p, int val, const struct dt_type *t,
		     const struct dt_member *bf, unsigned bit)
{
	if (bf) {
		store_bitfield(cg, p, val, bit, bf->bits);
		return;
	}
	uint64_t size = dt_type_size(t);
	if (cg_is_strval(t)) {
		/* a string into a char array member: bounded by the array */
		cg_call_begin(cg);
		cg_call_arg(cg, BPF_REG_1, p);
		cg_emit(cg, MOV64_IMM(BPF_REG_2, (int32_t)size));
		cg_call_arg(cg, BPF_REG_3, val);
		cg_call_end(cg, BPF_FUNC_probe_read_kernel_str, false);
	} else if (cg_is_byaddr(t)) {
		cg_sou_copy(cg, p, val, (uint32_t)size);
	} else {
		cg_emit(cg, STX_MEM(bpf_size(size), p, val, 0));
	}
}

/* The value of an assignment to a bit-field is the field's new value (C):
 * the stored bits, extended by the field's signedness. */
static void field_value(struct dt_cg *cg, int reg, const struct dt_member *bf)
{
	cg_emit(cg, ALU64_IMM(BPF_LSH, reg, (int32_t)(64 - bf->bits)));
	cg_emit(cg, ALU64_IMM(cg_is_signed(bf->type) ? BPF_ARSH : BPF_RSH, reg,
			      (int32_t)(64 - bf->bits)));
}

int cg_sou_assign(struct dt_cg *cg, struct dt_node *n)
{
	struct dt_node *lv = n->a;
	const struct dt_member *bf = NULL;
	unsigned bit = 0;

	if (is_var_root(lv)) {
		/* whole struct/union/array variable */
		if (n->kind != N_ASSIGN || n->op != '=')
			cg_error(cg, n, "operator %s: invalid on a struct value", dt_op_name(n->op));
		int v = cg_expr(cg, n->b);
		cg_var_store(cg, lv, v);
		return v;
	}
	if (n->kind == N_ASSIGN && n->op == '=') {
		int v = cg_expr(cg, n->b);
		if (!cg_is_strval(lv->type) && !cg_is_byaddr(lv->type))
			cg_normalize(cg, v, lv->type);
		int p = lv_addr(cg, lv, &bf, &bit);
		lv_store(cg, p, v, lv->type, bf, bit);
		cg_reg_free(cg, p);
		if (bf)
			field_value(cg, v, bf);
		return v;
	}
	/* op=, ++, --: read-modify-write through one address */
	int p = lv_addr(cg, lv, &bf, &bit);
	int old = lv_load(cg, p, lv->type, bf, bit);
	int nv;
	if (n->kind == N_ASSIGN) {
		/* the address and the old value wait on the stack while a
		 * right side that needs registers (a nested x op= ...) runs */
		int32_t held_p = cg_reg_hold(cg, p, n->b);
		int32_t held_old = cg_reg_hold(cg, old, n->b);
		int v = cg_expr(cg, n->b);
		old = cg_reg_unhold(cg, old, held_old);
		p = cg_reg_unhold(cg, p, held_p);
		cg_rmw_arith(cg, n, old, v);
		cg_reg_free(cg, v);
		nv = old;
		old = -1;
	} else {
		int one = cg_reg_alloc(cg);
		cg_emit(cg, MOV64_IMM(one, 1));
		nv = cg_reg_alloc(cg);
		cg_emit(cg, MOV64_REG(nv, old));
		cg_rmw_arith(cg, n, nv, one);
		cg_reg_free(cg, one);
	}
	lv_store(cg, p, nv, lv->type, bf, bit);
	cg_reg_free(cg, p);
	if (bf)
		field_value(cg, nv, bf);
	if (n->kind == N_POSTFIX) {
		cg_reg_free(cg, nv);
		return old;
	}
	if (old >= 0)
		cg_reg_free(cg, old);
	return nv;
}

/* ------------------------------------------------------------ records */

uint32_t cg_sou_rec(struct dt_cg *cg, struct dt_node *e, int reg)
{
	uint32_t size = (uint32_t)dt_type_size(e->type);
	uint32_t off = cg_rec_reserve(cg, size, e->type, false);
	int dst = cg_reg_alloc(cg);

	cg_scratch_addr(cg, dst, CG_R_REC, (int32_t)(sizeof(struct dt_rechdr) + off));
	cg_sou_copy(cg, dst, reg, size);
	cg_reg_free(cg, dst);
	return off;
}

/* print(e): a pointer to a struct or union records the pointer and the
 * bytes it points to (printed "0x... = *" and the object); any other
 * value records itself, printed by its type. */
void cg_sou_print(struct dt_cg *cg, struct dt_node *call)
{
	struct dt_node *e = call->list;
	const struct dt_type *t = dt_type_resolved(e->type);
	struct dt_type *to = t && t->kind == T_PTR ? t->base : NULL;

	cg_act_add(cg, DT_ACT_PRINT);
	int r = cg_expr(cg, e);
	if (to && (cg_is_byaddr(to) || cg_is_char_array(to)) && dt_type_size(to) > 0) {
		cg_rec_value(cg, e, r);
		/* -x printsize: the most bytes of the object recorded (8192 by
		 * default, as DTrace); the members past it are not printed */
		uint32_t size = (uint32_t)dt_type_size(to);
		int64_t max = dt_opt_int(cg->h, OPT_printsize, 8192);
		if (max > 0 && size > (uint64_t)max)
			size = (uint32_t)max;
		uint32_t off = cg_rec_reserve(cg, size, to, false);
		int dst = cg_reg_alloc(cg);
		cg_scratch_addr(cg, dst, CG_R_REC, (int32_t)(sizeof(struct dt_rechdr) + off));
		cg_sou_copy(cg, dst, r, size);
		cg_reg_free(cg, dst);
	} else if (cg_is_char_array(e->type) && dt_type_size(e->type) > 0) {
		/* a char array is printed by its type, element by element as
		 * a member's is, not recorded as a string */
		cg_sou_rec(cg, e, r);
	} else {
		cg_rec_value(cg, e, r);
	}
	cg_reg_free(cg, r);
}
