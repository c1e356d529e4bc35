/*
 * Semantic analysis entry point: walks a program's top-level items in
 * order (D fixes a variable's type at its first assignment in program
 * order), keeps the handle's identifier scopes, and checks statements.
 * Expressions are in sema_expr.c, calls in sema_call.c, declarations in
 * sema_decl.c, pragmas in sema_pragma.c, probe descriptions in
 * sema_pdesc.c.
 */
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>

#include "lang/builtins.h"
#include "sema/sema.h"
#include "sema/dlib.h"
#include "sema/entry.h"
#include "core/version.h"

struct dt_scope *dt_sema_scope(dtrace_hdl_t *h)
{
	if (!h->globals) {
		h->globals = dt_zalloc(sizeof(struct dt_scope));
	}
	return h->globals;
}

/*
 * Identifier lists stay linked lists in first-use order (ids, listings and
 * many walks follow it); lists that grow long get a hash index, kept per
 * list and found by the list's first element (lists only ever grow at the
 * tail).  A lookup compares the current name, so an identifier renamed
 * out of the way (dt_sema_name_taken) is no longer found under the old one.
 */
#define IDX_MIN 16		/* a list this long gets an index */

struct dt_identidx {
	struct dt_ident *head, *tail;
	size_t n, nb;
	struct dt_ident **b;	/* chains through dt_ident.hnext, oldest first */
};

static size_t name_hash(const char *s)
{
	size_t h = 5381;
	while (*s)
		h = h * 33 + (unsigned char)*s++;
	return h;
}

static struct dt_identidx *index_of(struct dt_scope *sc, const struct dt_ident *head)
{
	for (int i = 0; head && i < sc->nidx; i++)
		if (sc->idx[i]->head == head)
			return sc->idx[i];
	return NULL;
}

static void index_put(struct dt_identidx *x, struct dt_ident *id)
{
	struct dt_ident **p = &x->b[name_hash(id->name) & (x->nb - 1)];
	while (*p)
		p = &(*p)->hnext;
	id->hnext = NULL;
	*p = id;
}

static void index_grow(struct dt_identidx *x)
{
	free(x->b);
	x->nb = x->nb ? x->nb * 2 : 64;
	x->b = dt_zalloc(sizeof(*x->b) * x->nb);
	for (struct dt_ident *id = x->head; id; id = id->next)
		index_put(x, id);
}

struct dt_ident *dt_sema_lookup(struct dt_scope *sc, struct dt_ident *list, const char *name)
{
	struct dt_identidx *x = sc ? index_of(sc, list) : NULL;
	if (x) {
		for (struct dt_ident *id = x->b[name_hash(name) & (x->nb - 1)]; id; id = id->hnext)
			if (strcmp(id->name, name) == 0)
				return id;
		return NULL;
	}
	for (struct dt_ident *id = list; id; id = id->next)
		if (strcmp(id->name, name) == 0)
			return id;
	return NULL;
}

struct dt_ident *dt_sema_new_ident(struct dt_scope *sc, struct dt_ident **list, const char *name,
				   enum dt_ident_kind kind, enum dt_ident_scope scope)
{
	struct dt_ident *id = dt_zalloc(sizeof(*id));
	id->name = dt_strdup(name);
	id->kind = kind;
	id->scope = scope;
	id->nkeys = -1;
	id->id = -1;
	/* Append: ids and listings follow first-use order. */
	struct dt_identidx *x = index_of(sc, *list);
	if (x) {
		x->tail->next = id;
		x->tail = id;
		if (++x->n > x->nb)
			index_grow(x);
		else
			index_put(x, id);
		return id;
	}
	size_t n = 1;
	struct dt_ident **tail = list;
	for (; *tail; n++)
		tail = &(*tail)->next;
	*tail = id;
	if (n >= IDX_MIN && sc->nidx < DT_IDENT_INDEXES) {
		x = dt_zalloc(sizeof(*x));
		x->head = *list;
		x->tail = id;
		x->n = n;
		index_grow(x);
		sc->idx[sc->nidx++] = x;
	}
	return id;
}

/* Dense ids per (kind, scope), in the order identifiers become known. */
void dt_sema_assign_id(struct dt_sema *s, struct dt_ident *id)
{
	if (id->id >= 0)
		return;
	if (id->kind == ID_AGG)
		id->id = s->sc->naggs++;
	else if (id->scope == SC_THREAD)
		id->id = s->sc->ntls++;
	else if (id->scope == SC_CLAUSE)
		id->id = s->sc->nlocals++;
	else if (id->kind == ID_ARRAY)
		id->id = s->sc->nassocs++;
	else if (id->kind == ID_SCALAR)
		id->id = s->sc->nscalars++;
}

/* A global name: declared/assigned variables first, then D's builtins.
 * Builtin identifiers are materialised in the scope on first use. */
struct dt_ident *dt_sema_global(struct dt_sema *s, const char *name)
{
	struct dt_ident *id = dt_sema_lookup(s->sc, s->sc->globals, name);
	int code;

	if (id)
		return id;
	if ((code = dt_builtin_var_lookup(name)) >= 0) {
		id = dt_sema_new_ident(s->sc, &s->sc->globals, name, ID_BUILTIN, SC_GLOBAL);
		id->id = code;
		const char *tn = dt_builtin_var_type(code);
		if (code == DT_BV_UREGS) {
			id->type = dt_sema_type("uint64_t");
		} else if (tn) {
			id->type = dt_sema_type(tn);
		}
		return id;
	}
	int64_t cv;
	const char *ctype;
	if (dt_builtin_const_lookup(name, &cv, &ctype)) {
		id = dt_sema_new_ident(s->sc, &s->sc->globals, name, ID_ENUMCONST, SC_GLOBAL);
		id->flags |= DT_IDF_LIBRARY;
		id->value = cv;
		id->type = dt_sema_type(ctype);
		return id;
	}
	if ((code = dt_builtin_func_lookup(name)) >= 0 && dt_version_has_func(s->h, code)) {
		id = dt_sema_new_ident(s->sc, &s->sc->globals, name, ID_FUNC, SC_GLOBAL);
		id->id = code;
		return id;
	}
	if ((code = dt_builtin_aggfunc_lookup(name)) >= 0) {
		id = dt_sema_new_ident(s->sc, &s->sc->globals, name, ID_AGGFUNC, SC_GLOBAL);
		id->id = code;
		return id;
	}
	return NULL;
}

bool dt_sema_name_taken(struct dt_sema *s, const char *name)
{
	struct dt_ident *id = dt_sema_global(s, name);
	if (!id)
		return false;
	if (id->flags & DT_IDF_LIBRARY) {
		/* Renamed out of the way: nodes already resolved keep it. */
		id->name[0] = '\0';
		return false;
	}
	return true;
}

/* ------------------------------------------------------------ statements */

static void stmt(struct dt_sema *s, struct dt_node *n);

static void block(struct dt_sema *s, struct dt_node *b)
{
	for (struct dt_node *c = b ? b->list : NULL; c; c = c->next)
		stmt(s, c);
}

static void stmt_checked(struct dt_sema *s, struct dt_node *n);

/* A statement, then what is refused only once it is all checked. */
static void stmt(struct dt_sema *s, struct dt_node *n)
{
	const struct dt_node *outer = s->stack_value;	/* an if's condition */
	s->stack_value = NULL;
	stmt_checked(s, n);
	const struct dt_node *v = s->stack_value;
	s->stack_value = outer;
	if (v)
		dt_cc_error(s->cc, D_CG_EXPR, v->line, "tracing function %s( ) may not be "
			    "called from a D expression (D program context required)", v->str);
}

static void stmt_checked(struct dt_sema *s, struct dt_node *n)
{
	switch (n->kind) {
	case N_BLOCK:
		block(s, n);
		break;
	case N_EXPRSTMT:
		if (n->a && n->a->kind == N_CALL)
			dt_sema_call(s, n->a, true);
		else if (n->a && n->a->kind == N_AGGASSIGN)
			dt_sema_aggassign(s, n->a);
		else if (n->a && n->a->kind == N_AGG) {
			/* an unknown @a is undefined first; @a[...] creates it */
			if (!n->a->list)
				dt_sema_expr(s, n->a);
			dt_cc_error(s->cc, D_AGG_NULL, n->a->line,
				    "expression has null effect: @%s",
				    n->a->str && *n->a->str ? n->a->str : "_");
		} else if (n->a)
			dt_sema_expr(s, n->a);
		break;
	case N_AGGASSIGN:
		dt_sema_aggassign(s, n);
		break;
	case N_IF:
		dt_sema_expr(s, n->a);
		if (!dt_type_is_scalar(n->a->type) && !dt_type_is_string(n->a->type))
			dt_cc_error(s->cc, D_OP_SCALAR, n->a->line,
				    "if-statement condition must be of scalar type");
		stmt(s, n->b);
		if (n->c)
			stmt(s, n->c);
		break;
	case N_EMPTY:
		break;
	case N_DECL:
		dt_sema_decl(s, n);
		break;
	default:
		dt_sema_expr(s, n);
		break;
	}
}

/* args[] types of the clause's first probe (sema_pdesc.c's first_probe). */
static void clause_args_free(struct dt_sema *s)
{
	for (int i = 0; i < s->nargs; i++)
		free(s->argtypes[i]);
	free(s->argtypes);
	s->argtypes = NULL;
	s->nargs = 0;
	s->nobtf_mod = NULL;
	s->have_probe = false;
	s->first = NULL;
}

static void clause(struct dt_sema *s, struct dt_node *c)
{
	s->clause = c;
	s->spec_seen = s->commit_seen = s->data_seen = s->agg_seen = false;
	s->destr_seen = false;
	dt_sema_pdescs(s, c);
	if (!c->a) {
		s->cc->region = "action list";
		if (c->b)
			block(s, c->b);
		s->cc->region = NULL;
		dt_sema_attr_clause(s, c);
		s->clause = NULL;
		clause_args_free(s);
		return;
	}
	/* DTrace cooks the actions before the predicate, so that variables
	 * the clause assigns can be read in its predicate
	 * (`/self->ts == 0/ { self->ts = timestamp; }`).  When the actions
	 * read a variable that only the predicate assigns, their cooking
	 * fails with an undefined variable: then the predicate goes first. */
	struct dt_cc *cc = s->cc;
	jmp_buf outer;
	volatile bool actions_first = true;
	memcpy(outer, cc->jb, sizeof(jmp_buf));
	if (setjmp(cc->jb)) {
		memcpy(cc->jb, outer, sizeof(jmp_buf));
		if (!actions_first || (cc->errtag != D_IDENT_UNDEF && cc->errtag != D_VAR_UNDEF))
			longjmp(cc->jb, 1);
		actions_first = false;
	}
	if (actions_first && c->b) {
		cc->region = "action list";
		block(s, c->b);
	}
	memcpy(cc->jb, outer, sizeof(jmp_buf));
	cc->region = "predicate";
	dt_sema_expr(s, c->a);
	/* Reported where DTrace cooks the clause: its closing brace. */
	if (!dt_type_is_scalar(c->a->type))
		dt_cc_error(s->cc, D_PRED_SCALAR, dt_cc_xyline(cc, c->line ? c->line : c->a->line),
			    "predicate result must be of scalar type");
	cc->region = "action list";
	if (!actions_first && c->b)
		block(s, c->b);
	cc->region = NULL;
	dt_sema_attr_clause(s, c);
	s->clause = NULL;
	clause_args_free(s);
}

static void free_idents(struct dt_ident *id);

/* DTrace rejects a call of anything but a name while parsing, before any
 * other check: find such calls first. */
static void check_designators(struct dt_sema *s, struct dt_node *n)
{
	for (; n; n = n->next) {
		if (n->kind == N_CALL && !n->str)
			dt_cc_error(s->cc, D_FUNC_IDENT, dt_cc_xyline(s->cc, n->line),
				    "function designator is not of function type");
		if (n->kind == N_DECLSPEC || n->kind == N_PDESC || n->kind == N_PRAGMA)
			continue;
		check_designators(s, n->a);
		check_designators(s, n->b);
		check_designators(s, n->c);
		check_designators(s, n->list);
	}
}

/* DTrace compiles a clause once for each of its probe descriptions
 * (dt_compile_one_clause: a statement each, cooked in that description's
 * context): args[] are typed by each description's own probes, a probe
 * two descriptions match runs the clause twice, and each counts in
 * "matched N probes".  A clause of several descriptions becomes as many
 * clauses of one, in place. */
static void split_clauses(struct dt_node *items)
{
	for (struct dt_node *c = items; c; c = c->next) {
		if (c->kind != N_CLAUSE || !c->list || !c->list->next)
			continue;
		struct dt_node *rest = c->list->next, *after = c->next, **tail = &c->next;
		c->list->next = NULL;
		while (rest) {
			struct dt_node *d = rest;
			rest = rest->next;
			d->next = NULL;
			struct dt_node *k = dt_zalloc(sizeof(*k));
			*k = *c;
			k->list = d;
			k->a = dt_node_copy(c->a);
			k->b = dt_node_copy(c->b);
			k->str = c->str ? dt_strdup(c->str) : NULL;
			k->str2 = c->str2 ? dt_strdup(c->str2) : NULL;
			k->spec = NULL;	/* a clause has none */
			k->c = dt_node_copy(c->c);
			*tail = k;
			tail = &k->next;
		}
		*tail = after;
	}
}

void dt_sema(struct dt_cc *cc, struct dt_node *root)
{
	struct dt_sema s;

	memset(&s, 0, sizeof(s));
	s.cc = cc;
	s.h = cc->h;
	s.sc = dt_sema_scope(cc->h);
	/* dtrace_compile loads the D library before parsing (its typedef
	 * names matter there); this covers callers that parse themselves. */
	if (!cc->library && dt_dlib_load(cc->h) < 0)
		dt_cc_error(cc, D_UNKNOWN, 0, "%s", cc->h->errmsg);
	if (!root)
		return;
	struct dt_node *volatile items = root->kind == N_PROGRAM ? root->list : root;
	/* An error inside a clause unwinds past clause(): free its args[]
	 * types on the way out (as cg does with its temporaries). */
	jmp_buf outer;
	memcpy(outer, cc->jb, sizeof(jmp_buf));
	struct dt_cc *volatile outer_cc = s.sc->cc;
	if (!cc->library)
		s.sc->cc = cc;
	if (setjmp(cc->jb)) {
		clause_args_free(&s);
		free_idents(s.new_params);
		s.sc->cc = outer_cc;
		memcpy(cc->jb, outer, sizeof(jmp_buf));
		longjmp(cc->jb, 1);
	}
	check_designators(&s, items);
	/* DTrace acts on declarations, inlines, translators, providers and
	 * pragmas as it parses them, and types the clauses once the whole
	 * program is read: a declaration anywhere in the program holds in
	 * every clause (BEGIN { x = 1; } long x; makes x a long). */
	for (struct dt_node *n = items; n; n = n->next) {
		switch (n->kind) {
		case N_PRAGMA:
			dt_sema_pragma(&s, n);
			break;
		case N_DECL:
			dt_sema_decl(&s, n);
			break;
		case N_INLINE:
			dt_sema_inline(&s, n);
			break;
		case N_TRANSLATOR:
			dt_sema_translator(&s, n);
			break;
		case N_PROVIDER:
			dt_sema_provider(&s, items, n);
			break;
		default:
			break;
		}
	}
	split_clauses(items);
	for (struct dt_node *n = items; n; n = n->next)
		if (n->kind == N_CLAUSE)
			clause(&s, n);
	dt_sema_pragma_check(&s);
	s.sc->cc = outer_cc;
	memcpy(cc->jb, outer, sizeof(jmp_buf));
}

static void free_idents(struct dt_ident *id)
{
	for (struct dt_ident *n; id; id = n) {
		n = id->next;
		free(id->name);
		free(id->keys);
		free(id);
	}
}

void dt_sema_free(dtrace_hdl_t *h)
{
	struct dt_scope *sc = h->globals;
	if (!sc)
		return;
	free_idents(sc->globals);
	free_idents(sc->tls);
	free_idents(sc->locals);
	free_idents(sc->aggs);
	free_idents(sc->inlparams);
	for (int i = 0; i < sc->nidx; i++) {
		free(sc->idx[i]->b);
		free(sc->idx[i]);
	}
	for (struct dt_xlator *x = sc->xlators, *n; x; x = n) {
		n = x->next;
		free(x->param);
		if (x->param_id) {
			free(x->param_id->name);
			free(x->param_id);
		}
		free(x);
	}
	dt_node_free(sc->decls);	/* the D library's programs */
	dt_dlib_free(sc->dlib);
	free(sc);
	h->globals = NULL;
	dt_type_reset();
}
