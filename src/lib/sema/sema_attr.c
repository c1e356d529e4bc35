/*
 * Stability attributes of a clause (the Dynamic Tracing Guide's
 * "Stability" chapter, as libdtrace's cook pass computes them): every
 * expression node takes the minimum of its parts' attributes, an
 * identifier those of what it names, a clause the minimum of its
 * statements and predicate.  With -x amin, a node whose attributes fall
 * below the minimum is refused (D_ATTR_MIN), naming the node.
 */
#include <inttypes.h>
#include <stdio.h>
#include <string.h>

#include "core/options.h"
#include "lang/builtins.h"
#include "prov/probes.h"
#include "sema/entry.h"
#include "sema/sema.h"

struct attr_walk {
	struct dt_sema *s;
	const struct dt_pattr *ctx;	/* the clause's provider (args[], probe*) */
	bool check;
	struct dt_attr amin;
};

/* The subroutines the definition gives Evolving/Evolving/Common: the
 * kernel's devices, network byte order, locks and paths. */
static bool evolving_func(int code)
{
	switch (code) {
	case DT_F_D_PATH: case DT_F_DDI_PATHNAME: case DT_F_GETMAJOR: case DT_F_GETMINOR:
	case DT_F_HTONS: case DT_F_HTONL: case DT_F_HTONLL:
	case DT_F_NTOHS: case DT_F_NTOHL: case DT_F_NTOHLL:
	case DT_F_MUTEX_OWNED: case DT_F_MUTEX_OWNER: case DT_F_MUTEX_TYPE_ADAPTIVE:
	case DT_F_MUTEX_TYPE_SPIN: case DT_F_RW_ISWRITER: case DT_F_RW_READ_HELD:
	case DT_F_RW_WRITE_HELD:
		return true;
	default:
		return false;
	}
}

struct dt_attr dt_sema_ident_attr(const struct dt_ident *id, const struct dt_pattr *ctx)
{
	static const struct dt_attr curthread = { DT_STAB_STABLE, DT_STAB_PRIVATE,
						  DT_CLASS_COMMON };
	if (id->has_attr)
		return id->attr;
	switch (id->kind) {
	case ID_BUILTIN:
		/* those naming the probe take its provider's attributes */
		switch (id->id) {
		case DT_BV_ARGS: return ctx->args;
		case DT_BV_PROBEPROV: return ctx->prov;
		case DT_BV_PROBEMOD: return ctx->mod;
		case DT_BV_PROBEFUNC: return ctx->func;
		case DT_BV_PROBENAME: return ctx->name;
		case DT_BV_CURTHREAD: return curthread;	/* the kernel's own data */
		default: return dt_attr_default;
		}
	case ID_FUNC:
		return evolving_func(id->id) ? dt_attr_evolving : dt_attr_default;
	case ID_SYMBOL:
		return dt_attr_private;
	default:
		return dt_attr_default;
	}
}

/* A type's attributes: D's and C's own types are Stable, the kernel's
 * (BTF) Private/Private/Unknown.  A pointer or array made in D is the
 * type it derives from's. */
static struct dt_attr type_attr(const struct dt_type *type)
{
	for (const struct dt_type *t = type; t; t = t->base) {
		if (t->btf_id)
			return dt_attr_private;
		if (t->module)
			return strcmp(t->module, "D") && strcmp(t->module, "C") ?
			       dt_attr_private : dt_attr_default;
		if (t->kind != T_PTR && t->kind != T_ARRAY)
			break;
	}
	return dt_attr_default;
}

/* What DTrace calls the node in D_ATTR_MIN's message. */
static const char *node_name(const struct dt_node *n, char *buf, size_t len)
{
	const struct dt_ident *id = n->ident;
	switch (n->kind) {
	case N_CLAUSE:
		return "clause";
	case N_INT:
		snprintf(buf, len, "integer constant 0x%" PRIx64, n->ival);
		return buf;
	case N_STR:
		snprintf(buf, len, "string constant \"%s\"", n->str ? n->str : "");
		return buf;
	case N_BACKQUOTE:
		snprintf(buf, len, "symbol %s`%s", n->str ? n->str : "", n->str2 ? n->str2 : "");
		return buf;
	case N_IDENT: case N_SELF: case N_THIS: case N_AGG: case N_CALL: case N_INDEX:
		if (n->kind == N_INDEX && n->a)
			id = n->a->ident;
		if (!id)
			break;
		snprintf(buf, len, "%s %s%s%s", dt_sema_idkind_name(id),
			 id->kind == ID_AGG ? "@" : "", id->name,
			 id->kind == ID_FUNC || id->kind == ID_AGGFUNC ? "( )" : "");
		return buf;
	case N_CAST:
		return "operator (";
	case N_SIZEOF:
		return "operator sizeof";
	case N_STRINGOF:
		return "operator stringof";
	case N_XLATE:
		return "operator xlate";
	case N_MEMBER: case N_UNARY: case N_POSTFIX: case N_BINARY: case N_ASSIGN:
		snprintf(buf, len, "operator %s", dt_op_name(n->op));
		return buf;
	case N_TERNARY:
		return "operator ?";
	default:
		break;
	}
	snprintf(buf, len, "node <%d>", (int)n->kind);
	return buf;
}

static void assign(struct attr_walk *w, struct dt_node *n, struct dt_attr a)
{
	if (w->check && dt_attr_below(a, w->amin)) {
		char name[300], s[64];
		dt_cc_error(w->s->cc, D_ATTR_MIN, n->line, "attributes for %s (%s) are less "
			    "than predefined minimum", node_name(n, name, sizeof(name)),
			    dt_attr_str(a, s, sizeof(s)));
	}
	n->attr = a;
}

static struct dt_attr expr(struct attr_walk *w, struct dt_node *n);

/* A type in a cast, sizeof or xlate: DTrace checks it as it makes the
 * node, naming the type. */
static struct dt_attr typename(struct attr_walk *w, struct dt_node *tn)
{
	if (!tn || tn->kind != N_TYPENAME)
		return dt_attr_default;
	const struct dt_type *t = dt_sema_typename(w->s, tn);
	struct dt_attr a = type_attr(t);
	if (w->check && dt_attr_below(a, w->amin)) {
		char s[64];
		dt_cc_error(w->s->cc, D_ATTR_MIN, tn->line, "attributes for type %s (%s) are "
			    "less than predefined minimum", dt_sema_ts(w->s, t),
			    dt_attr_str(a, s, sizeof(s)));
	}
	tn->attr = a;
	return a;
}

/* The minimum over a list of expressions, from Stable/Stable/Common. */
static struct dt_attr list(struct attr_walk *w, struct dt_node *l)
{
	struct dt_attr a = dt_attr_default;
	for (; l; l = l->next)
		a = dt_attr_min(a, expr(w, l));
	return a;
}

static struct dt_attr expr(struct attr_walk *w, struct dt_node *n)
{
	struct dt_attr a = dt_attr_default;
	if (!n)
		return a;
	switch (n->kind) {
	case N_IDENT: case N_SELF: case N_THIS:
		if (n->ident)
			a = dt_sema_ident_attr(n->ident, w->ctx);
		break;
	case N_BACKQUOTE:
		a = dt_attr_private;
		break;
	case N_AGG:
		/* its keys and itself (the function's arguments are their own) */
		a = list(w, n->list);
		if (n->ident)
			a = dt_attr_min(a, dt_sema_ident_attr(n->ident, w->ctx));
		break;
	case N_AGGASSIGN:
		(void)expr(w, n->b);
		a = expr(w, n->a);
		break;
	case N_CALL:
		a = list(w, n->list);
		if (n->a)
			a = dt_attr_min(a, expr(w, n->a));
		if (n->ident)
			a = dt_attr_min(a, dt_sema_ident_attr(n->ident, w->ctx));
		break;
	case N_INDEX:
		a = dt_attr_min(expr(w, n->a), list(w, n->list));
		break;
	case N_MEMBER: case N_UNARY: case N_POSTFIX: case N_STRINGOF:
		a = expr(w, n->a);
		break;
	case N_SIZEOF:
		a = n->b ? expr(w, n->b) : typename(w, n->a);
		break;
	case N_BINARY: case N_ASSIGN:
		a = expr(w, n->a);
		a = dt_attr_min(a, expr(w, n->b));
		break;
	case N_TERNARY:
		a = expr(w, n->a);
		a = dt_attr_min(a, expr(w, n->b));
		a = dt_attr_min(a, expr(w, n->c));
		break;
	case N_CAST:
		a = dt_attr_min(typename(w, n->a), expr(w, n->b));
		break;
	case N_XLATE:
		/* the target type is checked, not counted (DTrace's xlate
		 * takes its input's and the translator's) */
		(void)typename(w, n->a);
		a = expr(w, n->b);
		break;
	default:	/* constants, offsetof: Stable */
		return a;
	}
	assign(w, n, a);
	return a;
}

/* A statement's attributes, those of the statements it holds. */
static struct dt_attr stmt(struct attr_walk *w, struct dt_node *n)
{
	switch (n->kind) {
	case N_BLOCK: {
		struct dt_attr a = dt_attr_default;
		for (struct dt_node *c = n->list; c; c = c->next)
			a = dt_attr_min(a, stmt(w, c));
		return a;
	}
	case N_EXPRSTMT:
		return expr(w, n->a);
	case N_IF: {
		struct dt_attr a = expr(w, n->a);
		if (n->b)
			a = dt_attr_min(a, stmt(w, n->b));
		if (n->c)
			a = dt_attr_min(a, stmt(w, n->c));
		return a;
	}
	case N_EMPTY: case N_DECL:
		return dt_attr_default;
	default:
		return expr(w, n);
	}
}

void dt_sema_attr_clause(struct dt_sema *s, struct dt_node *c)
{
	struct attr_walk w = { .s = s };
	const char *amin = dt_opt_str(s->h, OPT_amin);
	w.check = amin && dt_attr_parse(amin, &w.amin);
	dt_sema_pragma_attr_apply(s);
	struct dt_attr all = dt_attr_max;
	/* DTrace cooks the clause once per description: args[] and the
	 * probe* variables take the attributes of each one's provider */
	for (struct dt_node *d = c->list; d; d = d->next) {
		if (d->kind != N_PDESC)
			continue;
		(void)dt_probe_desc_attr(s->h, d->str, &w.ctx);
		struct dt_attr a = dt_attr_default;
		if (c->b)
			a = dt_attr_min(a, stmt(&w, c->b));
		if (c->a)
			a = dt_attr_min(a, expr(&w, c->a));
		all = dt_attr_min(all, a);
	}
	c->attr = all;
}

void dt_sema_prog_attr(const struct dt_node *root, struct dt_attr *desc, struct dt_attr *stmt)
{
	/* a program without clauses reports Stable/Stable/Common */
	bool any = false;
	*desc = *stmt = dt_attr_max;
	const struct dt_node *items = root && root->kind == N_PROGRAM ? root->list : root;
	for (const struct dt_node *n = items; n; n = n->next) {
		if (n->kind != N_CLAUSE)
			continue;
		for (const struct dt_node *d = n->list; d; d = d->next)
			if (d->kind == N_PDESC) {
				*desc = dt_attr_min(*desc, d->attr);
				any = true;
			}
		*stmt = dt_attr_min(*stmt, n->attr);
	}
	if (!any)
		*desc = *stmt = dt_attr_default;
}
