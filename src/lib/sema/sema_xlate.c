/*
 * Translators in semantic analysis: `translator` declarations, xlate<T>(e),
 * members read through a translation (D_XLATE_NOCONV), and the D library's
 * lazily typed inlines.
 *
 * Why lazy: a D library file (dlib.c) compiles before the script naming
 * it, and its translators take kernel types as input (struct task_struct *), whose
 * lookup loads the kernel's BTF (tens of milliseconds).  So a library
 * translator's input type and member expressions, and a library inline's
 * value, are typed when a script first uses them: a script that uses none
 * of them never loads BTF on their account.
 */
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>

#include "sema/sema.h"

/* errors of DTrace's cook pass: no line for a program given as a string */
#define ERR(s, tag, line, ...) dt_cc_error((s)->cc, tag, dt_cc_xyline((s)->cc, line), __VA_ARGS__)

static const char *param_name(const struct dt_node *decl)
{
	const struct dt_node *in = decl->a;
	if (in && (in->kind == N_PARAM || in->kind == N_TYPENAME))
		return in->a ? in->a->str : NULL;
	if (in && in->kind == N_DECLARATOR)
		return in->str;
	return NULL;
}

static struct dt_type *input_type(struct dt_sema *s, const struct dt_node *decl)
{
	const struct dt_node *in = decl->a;
	if (!in || (in->kind != N_PARAM && in->kind != N_TYPENAME))
		return NULL;
	struct dt_type *t = dt_sema_declspec(s, in->spec, decl->line);
	return dt_sema_declarator(s, t, in->a, decl->line);
}

struct dt_type *dt_sema_xlator_in(struct dt_sema *s, struct dt_xlator *x)
{
	if (x->lazy) {
		x->lazy = false;
		x->in = input_type(s, x->decl);
	}
	return x->in;
}

void dt_sema_translator(struct dt_sema *s, struct dt_node *n)
{
	struct dt_type *out = dt_sema_declspec(s, n->spec, n->line);

	struct dt_type *ro = dt_type_resolve(out);
	if (ro && ro->kind == T_FORWARD)
		ERR(s, D_XLATE_SOU, n->line, "incomplete struct/union/enum %s", dt_sema_ts(s, out));
	if (!dt_type_is_sou(out))
		ERR(s, D_XLATE_SOU, n->line, "translator output type must be a struct or union");
	struct dt_xlator *x = dt_zalloc(sizeof(*x));
	const char *param = param_name(n);
	x->out = dt_type_resolve(out);
	x->param = param ? dt_strdup(param) : NULL;
	x->decl = n;
	x->lazy = x->library = s->cc->library;
	if (!x->lazy) {
		struct dt_type *it = input_type(s, n);
		for (struct dt_xlator *o = s->sc->xlators; o; o = o->next)
			if (it && dt_type_equal(o->out, x->out) &&
			    dt_type_equal(dt_sema_xlator_in(s, o), it)) {
				free(x->param);
				free(x);
				ERR(s, D_XLATE_REDECL, n->line, "translator from %s to %s has "
				    "already been declared", dt_sema_ts(s, it), dt_sema_ts(s, out));
			}
		x->in = it;
	}
	for (struct dt_node *m = n->list; m; m = m->next)
		if (m->kind == N_XMEMBER && !dt_type_member(out, m->str, NULL)) {
			free(x->param);
			free(x);
			ERR(s, D_XLATE_MEMB, m->line, "translator member %s is not a member of %s",
			    m->str, dt_sema_ts(s, out));
		}
	x->next = s->sc->xlators;
	s->sc->xlators = x;
	if (!x->lazy)
		dt_sema_xlator_check(s, x);
}

struct dt_xlator *dt_sema_find_xlator(struct dt_sema *s, struct dt_type *out,
				      struct dt_type *in)
{
	if (!in)
		return NULL;
	for (struct dt_xlator *x = s->sc->xlators; x; x = x->next)
		if (dt_type_equal(x->out, out) &&
		    dt_sema_compatible(dt_sema_xlator_in(s, x), in, NULL))
			return x;
	return NULL;
}

/* A member's value must convert to the member's type; char arrays take
 * any string. */
static bool member_compatible(struct dt_type *mt, struct dt_node *e)
{
	if (dt_sema_is_strcompat(mt) && dt_sema_is_strcompat(e->type))
		return true;
	if (dt_type_is_pointer(mt) && dt_type_is_pointer(e->type))
		return true;
	return dt_sema_compatible(mt, e->type, e);
}

/* Type a library translator's member m, catching the error of a kernel
 * whose BTF lacks what it reads (task_struct members differ between
 * kernels): the member is then unavailable, and reading it is an error at
 * the user's line (dt_xlator_member_lacks), not at the library's; the
 * translator's other members still work. */
static bool library_member(struct dt_sema *s, struct dt_xlator *x, struct dt_node *m)
{
	jmp_buf saved;
	memcpy(saved, s->cc->jb, sizeof(saved));
	if (setjmp(s->cc->jb) == 0) {
		dt_sema_expr(s, m->a);
		memcpy(s->cc->jb, saved, sizeof(saved));
		return true;
	}
	memcpy(s->cc->jb, saved, sizeof(saved));
	struct dt_xlack *l = dt_zalloc(sizeof(*l));
	l->member = m->str;
	l->msg = dt_strdup(s->cc->errmsg);
	l->next = x->lacks;
	x->lacks = l;
	s->cc->errmsg[0] = '\0';
	return false;
}

const char *dt_xlator_member_lacks(const struct dt_xlator *x, const char *name)
{
	for (const struct dt_xlack *l = x ? x->lacks : NULL; l; l = l->next)
		if (strcmp(l->member, name) == 0)
			return l->msg;
	return NULL;
}

void dt_sema_xlator_check(struct dt_sema *s, struct dt_xlator *x)
{
	if (x->checked)
		return;
	x->checked = true;
	struct dt_ident *p = dt_zalloc(sizeof(*p));
	p->name = dt_strdup(x->param ? x->param : "");
	p->kind = ID_SCALAR;
	p->scope = SC_CLAUSE;
	p->id = -1;
	p->nkeys = -1;
	p->type = dt_sema_xlator_in(s, x);
	p->flags = DT_IDF_XLPARAM | DT_IDF_DECLARED;
	x->param_id = p;

	/* The parameter is the only name the members see besides globals. */
	struct dt_ident *saved = s->params;
	s->params = p;
	for (struct dt_node *m = x->decl->list; m; m = m->next) {
		if (m->kind != N_XMEMBER || !m->a)
			continue;
		if (x->library && !library_member(s, x, m))
			continue;
		dt_sema_expr(s, m->a);
		struct dt_member *om = dt_type_member(x->out, m->str, NULL);
		if (om && !member_compatible(om->type, m->a))
			ERR(s, D_XLATE_INCOMPAT, m->line, "translator member %s definition uses "
			    "incompatible types: \"%s\" = \"%s\"", m->str, dt_sema_ts(s, om->type),
			    dt_sema_ts(s, m->a->type));
	}
	s->params = saved;
}

void dt_sema_xlate(struct dt_sema *s, struct dt_node *n)
{
	struct dt_type *to = dt_sema_typename(s, n->a);
	dt_sema_expr(s, n->b);
	struct dt_type *out = dt_type_resolve(to);
	if (out && out->kind == T_PTR)
		out = dt_type_resolve(out->base);
	struct dt_xlator *x = dt_sema_find_xlator(s, out, n->b->type);
	if (!x)
		ERR(s, D_XLATE_NONE, n->line, "cannot translate from \"%s\" to \"%s\"",
		    dt_sema_ts(s, n->b->type), dt_sema_ts(s, to));
	if (!s->cc->library)
		dt_sema_xlator_check(s, x);
	n->type = to;
}

struct dt_node *dt_sema_xlate_node(struct dt_node *e)
{
	for (int depth = 0; e && depth < 16; depth++) {
		if (e->kind == N_XLATE)
			return e;
		if (e->kind != N_IDENT || !e->ident || e->ident->kind != ID_INLINE ||
		    e->ident->nkeys >= 0)
			return NULL;
		e = e->ident->inline_expr;
	}
	return NULL;
}

static struct dt_type *xlate_out(const struct dt_node *xn)
{
	struct dt_type *out = dt_type_resolve(xn->type);
	if (out && out->kind == T_PTR)
		out = dt_type_resolve(out->base);
	return out;
}

static struct dt_node *find_member(struct dt_xlator *x, const char *name)
{
	for (struct dt_node *m = x->decl->list; m; m = m->next)
		if (m->kind == N_XMEMBER && m->str && strcmp(m->str, name) == 0)
			return m;
	return NULL;
}

void dt_sema_xlate_member(struct dt_sema *s, struct dt_node *n)
{
	struct dt_node *xn = dt_sema_xlate_node(n->a);
	if (!xn || s->cc->library || !xn->b->type)
		return;
	struct dt_xlator *x = dt_sema_find_xlator(s, xlate_out(xn), xn->b->type);
	if (!x)
		return;
	dt_sema_xlator_check(s, x);
	if (!find_member(x, n->str))
		ERR(s, D_XLATE_NOCONV, n->line, "translator does not define conversion for "
		    "member: %s", n->str);
	const char *lack = dt_xlator_member_lacks(x, n->str);
	if (lack)
		ERR(s, D_XLATE_NOCONV, n->line, "translator member %s is not available on this "
		    "kernel: %s", n->str, lack);
}

void dt_sema_inline_lazy(struct dt_sema *s, struct dt_ident *id)
{
	id->flags &= ~(unsigned)DT_IDF_LAZY;
	struct dt_ident *saved = s->params;
	s->params = id->nkeys >= 0 ? id->inline_params : NULL;
	struct dt_node *e = id->inline_expr;
	dt_sema_expr(s, e);
	s->params = saved;
	bool ok = dt_sema_compatible(id->type, e->type, e) ||
		  (dt_type_is_pointer(id->type) && dt_type_is_pointer(e->type));
	if (!ok)
		ERR(s, D_OP_INCOMPAT, e->line, "inline %s definition uses incompatible types: "
		    "\"%s\" = \"%s\"", id->name, dt_sema_ts(s, id->type), dt_sema_ts(s, e->type));
	if (e->is_const && dt_type_is_integer(id->type))
		id->value = e->cval;
}

/* ------------------------------------------------- for the code generator */

static void sema_for(struct dt_sema *s, struct dt_cc *cc)
{
	memset(s, 0, sizeof(*s));
	s->cc = cc;
	s->h = cc->h;
	s->sc = dt_sema_scope(cc->h);
}

struct dt_xlator *dt_xlator_find(struct dt_cc *cc, struct dt_type *out, struct dt_type *in)
{
	struct dt_sema s;
	sema_for(&s, cc);
	return dt_sema_find_xlator(&s, dt_type_resolve(out), in);
}

struct dt_node *dt_xlator_member(struct dt_cc *cc, struct dt_xlator *x, const char *name)
{
	struct dt_sema s;
	sema_for(&s, cc);
	dt_sema_xlator_check(&s, x);
	struct dt_node *m = find_member(x, name);
	return m ? m->a : NULL;
}

const char *dt_sema_xlate_kind(struct dt_node *e)
{
	struct dt_node *x = dt_sema_xlate_node(e);
	return x && dt_type_is_pointer(x->type) ? "pointer to translated data" : "translated data";
}
