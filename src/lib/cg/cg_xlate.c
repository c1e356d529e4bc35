/*
 * Translators in the code generator.
 *
 * xlate<T>(e).m and xlate<T *>(e)->m generate only member m's expression,
 * with the translator's parameter bound to e's value: a script reading
 * curpsinfo->pr_pid pays for one member, not for the whole psinfo_t.  An
 * xlate used as a whole value (struct assignment, *xlate<T *>(e), a
 * pointer kept in a variable, trace()) builds the translated struct in
 * string temporaries (zeroed: members the translator does not define
 * read 0) and evaluates to its address.  Translated probe arguments
 * (args[i] of a probe with xargtypes, program.h) are xlate<xargtypes[i]>
 * of the native argv[i].
 *
 * Parameters (a translator's input, an inline array's keys) are evaluated
 * once into stack slots and bound while the body is generated: the D
 * identifiers in the body (DT_IDF_XLPARAM / DT_IDF_INLPARAM) load from
 * the innermost binding.
 */
#include <string.h>

#include "cg/cg.h"
#include "sema/sema.h"


static bool is_int(const struct dt_type *t)
{
	t = dt_type_resolved(t);
	return t && (t->kind == T_INT || t->kind == T_ENUM || t->kind == T_PTR);
}

/* ------------------------------------------------------------ bindings */

static struct cg_bind *bind_push(struct dt_cg *cg, struct dt_node *where,
				 const struct dt_ident *owner, bool is_inline)
{
	if (cg->nbinds >= CG_MAX_BINDS)
		cg_error(cg, where, "translators or inline arrays nested too deeply");
	struct cg_bind *b = &cg->binds[cg->nbinds++];
	memset(b, 0, sizeof(*b));
	b->owner = owner;
	b->is_inline = is_inline;
	return b;
}

/* Evaluate e (normalised to type t) into a new stack slot. */
static int32_t to_slot(struct dt_cg *cg, struct dt_node *e, const struct dt_type *t)
{
	int r = cg_expr(cg, e);
	if (is_int(t) && is_int(e->type))
		cg_normalize(cg, r, t);
	int32_t slot = cg_stack_push(cg);
	cg_emit(cg, STX_MEM(BPF_DW, BPF_REG_10, r, slot));
	cg_reg_free(cg, r);
	return slot;
}

bool cg_is_param(const struct dt_ident *id)
{
	return id && (id->flags & (DT_IDF_XLPARAM | DT_IDF_INLPARAM));
}

int cg_param(struct dt_cg *cg, struct dt_node *n)
{
	const struct dt_ident *id = n->ident;
	bool xl = id->flags & DT_IDF_XLPARAM;
	for (int i = cg->nbinds - 1; i >= 0; i--) {
		const struct cg_bind *b = &cg->binds[i];
		int32_t slot;
		if (xl && !b->is_inline && b->owner == id)
			slot = b->slot[0];
		else if (!xl && b->is_inline && id->id >= 0 && id->id < b->nslots)
			slot = b->slot[id->id];
		else
			continue;
		int r = cg_reg_alloc(cg);
		cg_emit(cg, LDX_MEM(BPF_DW, r, BPF_REG_10, slot));
		return r;
	}
	cg_error(cg, n, "parameter %s used outside its definition", id->name);
}

int cg_inline_index(struct dt_cg *cg, struct dt_node *n)
{
	struct dt_ident *id = n->a->ident;
	int32_t slots[8];
	int nk = 0;
	for (struct dt_node *k = n->list; k; k = k->next, nk++) {
		if (nk >= 8)
			cg_error(cg, n, "too many inline parameters");
		slots[nk] = to_slot(cg, k, id->keys && nk < id->nkeys ? id->keys[nk] : k->type);
	}
	/* Bound only now: the keys may use an enclosing inline's parameters. */
	struct cg_bind *b = bind_push(cg, n, id, true);
	b->nslots = nk;
	memcpy(b->slot, slots, sizeof(slots[0]) * (size_t)nk);
	int r = cg_expr(cg, id->inline_expr);
	cg->nbinds--;
	for (int i = 0; i < nk; i++)
		cg_stack_pop(cg);
	if (is_int(n->type) && is_int(id->inline_expr->type))
		cg_normalize(cg, r, n->type);
	return r;
}

/* ------------------------------------------------------------ sources */

/* What a translated expression translates: the translator, and where its
 * input comes from (an expression, or a probe's native argument). */
struct xsrc {
	struct dt_xlator *x;
	struct dt_node *in;		/* NULL: native argument argno */
	int argno;
	struct dt_type *intype;
};

bool cg_xlate_arg(const struct dt_cg *cg, const struct dt_node *n)
{
	const struct dt_probe *p = cg->probe;
	if (n->kind != N_INDEX || !n->a || n->a->kind != N_IDENT || !n->a->ident ||
	    n->a->ident->kind != ID_BUILTIN || n->a->ident->id != DT_BV_ARGS)
		return false;
	if (!p || !p->xargtypes || !n->list || !n->list->is_const)
		return false;
	int64_t i = n->list->cval;
	if (!(i >= 0 && i < p->nargs && p->xargtypes[i] && p->argtypes && p->argtypes[i]))
		return false;
	/* A char pointer given as a string (proc:::exec's path) is copied in
	 * as stringof() does (cg_builtin_args): no translator. */
	if (cg_is_string(dt_sema_type(p->xargtypes[i])))
		return false;
	/* An integer given as another integer type (sched:::change-pri's
	 * int priority as pri_t) is converted as a cast does: no translator. */
	return !(is_int(dt_sema_type(p->xargtypes[i])) && is_int(dt_sema_type(p->argtypes[i])) &&
		 dt_type_resolved(dt_sema_type(p->xargtypes[i]))->kind != T_PTR);
}

static struct dt_type *out_type(const struct dt_type *t)
{
	const struct dt_type *r = dt_type_resolved(t);
	if (r && r->kind == T_PTR)
		r = dt_type_resolved(r->base);
	return (struct dt_type *)r;
}

static bool source(struct dt_cg *cg, struct dt_node *n, struct xsrc *src)
{
	memset(src, 0, sizeof(*src));
	struct dt_node *xn = dt_sema_xlate_node(n);
	struct dt_type *out;
	if (xn) {
		out = out_type(xn->type);
		src->in = xn->b;
		src->intype = xn->b->type;
	} else if (cg_xlate_arg(cg, n)) {
		src->argno = (int)n->list->cval;
		out = out_type(dt_sema_type(cg->probe->xargtypes[src->argno]));
		src->intype = dt_sema_type(cg->probe->argtypes[src->argno]);
	} else {
		return false;
	}
	src->x = dt_xlator_find(cg->cc, out, src->intype);
	if (!src->x) {
		char a[256], b[256];
		dt_cc_error(cg->cc, D_XLATE_NONE, n->line, "cannot translate from \"%s\" to \"%s\"",
			    dt_type_str(src->intype, a, sizeof(a)), dt_type_str(out, b, sizeof(b)));
	}
	return true;
}

static int32_t input_slot(struct dt_cg *cg, const struct xsrc *src)
{
	if (src->in)
		return to_slot(cg, src->in, src->intype);
	int r = cg_reg_alloc(cg);
	cg_emit(cg, LDX_MEM(BPF_DW, r, BPF_REG_8, (int16_t)(src->argno * 8)));
	int32_t slot = cg_stack_push(cg);
	cg_emit(cg, STX_MEM(BPF_DW, BPF_REG_10, r, slot));
	cg_reg_free(cg, r);
	return slot;
}

/* A char pointer's string (a member like `name = R->name_ptr`) copied into
 * a temporary: char[] members hold strings, never addresses. */
static int ptr_to_str(struct dt_cg *cg, int r)
{
	int tmp = cg_str_tmp(cg);
	cg_call_begin(cg);
	cg_call_arg(cg, BPF_REG_1, tmp);
	cg_emit(cg, MOV64_IMM(BPF_REG_2, cg->strsize));
	cg_call_arg(cg, BPF_REG_3, r);
	cg_call_end(cg, BPF_FUNC_probe_read_kernel_str, false);
	cg_reg_free(cg, r);
	return tmp;
}

/* Generate member `name` of the translation with its input in slot. */
static int member_value(struct dt_cg *cg, const struct xsrc *src, int32_t slot,
			const char *name, struct dt_node *where, const struct dt_type *mt)
{
	struct dt_node *e = dt_xlator_member(cg->cc, src->x, name);
	if (!e)
		dt_cc_error(cg->cc, D_XLATE_NOCONV, where->line,
			    "translator does not define conversion for member: %s", name);
	const char *lack = dt_xlator_member_lacks(src->x, name);
	if (lack)	/* a whole translated struct reads every member; `where` may
			 * be in the library's inline: the user's statement's line */
		dt_cc_error(cg->cc, D_XLATE_NOCONV,
			    cg->stmt ? cg->stmt->line : cg->clause ? cg->clause->line : where->line,
			    "translator member %s is not available on this kernel: %s", name, lack);
	struct cg_bind *b = bind_push(cg, where, src->x->param_id, false);
	b->nslots = 1;
	b->slot[0] = slot;
	int r = cg_expr(cg, e);
	cg->nbinds--;
	if (cg_is_strval(mt) && !cg_is_strval(e->type))
		r = ptr_to_str(cg, r);
	else if (is_int(mt) && is_int(e->type))
		cg_normalize(cg, r, mt);
	return r;
}

/* a[keys].m where inline array a's value is an xlate (fds[fd].fi_name):
 * its keys bound as cg_inline_index binds them, then member m alone. */
static int inline_xlate_member(struct dt_cg *cg, struct dt_node *n)
{
	struct dt_node *ix = n->a;
	struct dt_ident *id = ix->a ? ix->a->ident : NULL;
	if (ix->kind != N_INDEX || !id || id->kind != ID_INLINE || id->nkeys < 0 ||
	    !id->inline_expr || !dt_sema_xlate_node(id->inline_expr))
		return -1;
	int32_t slots[8];
	int nk = 0;
	for (struct dt_node *k = ix->list; k; k = k->next, nk++) {
		if (nk >= 8)
			cg_error(cg, n, "too many inline parameters");
		slots[nk] = to_slot(cg, k, id->keys && nk < id->nkeys ? id->keys[nk] : k->type);
	}
	struct cg_bind *b = bind_push(cg, n, id, true);
	b->nslots = nk;
	memcpy(b->slot, slots, sizeof(slots[0]) * (size_t)nk);
	struct xsrc src;
	source(cg, id->inline_expr, &src);
	int32_t slot = input_slot(cg, &src);
	int r = member_value(cg, &src, slot, n->str, n, n->type);
	cg_stack_pop(cg);
	/* the binding goes with the value: member_value pushed and popped
	 * its own above it */
	cg->nbinds--;
	for (int i = 0; i < nk; i++)
		cg_stack_pop(cg);
	return r;
}

int cg_xlate_member(struct dt_cg *cg, struct dt_node *n)
{
	struct xsrc src;
	int r = inline_xlate_member(cg, n);
	if (r >= 0)
		return r;
	if (!source(cg, n->a, &src))
		return -1;
	int32_t slot = input_slot(cg, &src);
	r = member_value(cg, &src, slot, n->str, n, n->type);
	cg_stack_pop(cg);
	return r;
}

/* ------------------------------------------------------- whole structs */

static int build(struct dt_cg *cg, const struct xsrc *src, struct dt_node *where)
{
	const struct dt_type *out = src->x->out;
	uint32_t size = (uint32_t)dt_type_size(out);
	uint32_t stride = (uint32_t)cg_str_stride(cg);
	int ntmp = size ? (int)((size + stride - 1) / stride) : 1;

	int32_t in = input_slot(cg, src);
	int buf = cg_str_tmp_n(cg, ntmp);
	int32_t bslot = cg_stack_push(cg);
	cg_emit(cg, STX_MEM(BPF_DW, BPF_REG_10, buf, bslot));
	for (uint32_t off = 0; off < size; off += 8)
		cg_emit(cg, ST_MEM(BPF_DW, buf, (int16_t)off, 0));
	cg_reg_free(cg, buf);

	for (struct dt_node *m = src->x->decl->list; m; m = m->next) {
		uint64_t offbits = 0;
		const struct dt_member *om = m->kind == N_XMEMBER ?
			dt_type_member(out, m->str, &offbits) : NULL;
		if (!om || om->bits)
			continue;	/* bit-field members are left 0 */
		int v = member_value(cg, src, in, m->str, where, om->type);
		int d = cg_reg_alloc(cg);
		cg_emit(cg, LDX_MEM(BPF_DW, d, BPF_REG_10, bslot));
		if (offbits / 8)
			cg_emit(cg, ALU64_IMM(BPF_ADD, d, (int32_t)(offbits / 8)));
		uint64_t msize = dt_type_size(om->type);
		if (is_int(om->type) && msize <= 8) {
			int sz = msize == 1 ? BPF_B : msize == 2 ? BPF_H : msize == 4 ? BPF_W : BPF_DW;
			cg_emit(cg, STX_MEM(sz, d, v, 0));
		} else if (cg_is_strval(om->type)) {
			if (msize > (uint64_t)cg->strsize)
				msize = (uint64_t)cg->strsize;
			cg_sou_copy(cg, d, v, (uint32_t)msize);
		} else if (msize) {
			cg_sou_copy(cg, d, v, (uint32_t)msize);
		}
		cg_reg_free(cg, d);
		cg_reg_free(cg, v);
	}
	int r = cg_reg_alloc(cg);
	cg_emit(cg, LDX_MEM(BPF_DW, r, BPF_REG_10, bslot));
	cg_stack_pop(cg);
	cg_stack_pop(cg);
	return r;
}

int cg_xlate(struct dt_cg *cg, struct dt_node *n)
{
	struct xsrc src;
	if (!source(cg, n, &src))
		cg_error(cg, n, "cannot generate code for xlate");
	return build(cg, &src, n);
}

int cg_xlate_args(struct dt_cg *cg, struct dt_node *n)
{
	struct xsrc src;
	if (!source(cg, n, &src))
		cg_error(cg, n, "args[] is not translated");
	return build(cg, &src, n);
}
