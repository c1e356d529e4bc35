/*
 * Identifiers in expressions: variables (global, self->, this->),
 * builtins, constants, inlines, macro arguments, aggregations, and
 * indexing (associative arrays, args[], uregs[], C arrays and pointers).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "lang/btf.h"
#include "lang/builtins.h"
#include "prov/probes.h"
#include "sema/sema.h"

/* errors of DTrace's cook pass: no line for a program given as a string */
#define ERR(s, tag, n, ...) dt_cc_error((s)->cc, tag, dt_cc_xyline((s)->cc, (n)->line), __VA_ARGS__)

/* --------------------------------------------------------- identifiers */

void dt_sema_undefined(struct dt_sema *s, struct dt_node *n, const char *prefix, const char *name)
{
	ERR(s, D_IDENT_UNDEF, n, "failed to resolve %s%s: Unknown variable name", prefix, name);
}

/* Read of a self->/this-> variable or array that nothing assigned yet
 * (those are instantiated by -> and [ before the read is known). */
void dt_sema_unassigned(struct dt_sema *s, struct dt_node *n, const char *prefix, const char *name)
{
	ERR(s, D_VAR_UNDEF, n, "%s%s has not yet been declared or assigned", prefix, name);
}

void dt_sema_ident(struct dt_sema *s, struct dt_node *n, bool create)
{
	struct dt_ident *id = dt_sema_lookup(s->sc, s->params, n->str);
	if (id) {		/* an inline array's parameter */
		n->ident = id;
		n->type = id->type;
		return;
	}
	id = dt_sema_global(s, n->str);

	int64_t ev;
	if (!id && !create && dt_btf_enum_value(n->str, &ev)) {
		/* a kernel enumerator (PIDTYPE_PID ...) */
		id = dt_sema_new_ident(s->sc, &s->sc->globals, n->str, ID_ENUMCONST, SC_GLOBAL);
		id->flags |= DT_IDF_LIBRARY | DT_IDF_KENUM;
		id->value = ev;
		id->type = dt_sema_type("int");
	}
	if (!id) {
		if (!create)
			dt_sema_undefined(s, n, "", n->str);
		id = dt_sema_new_ident(s->sc, &s->sc->globals, n->str, ID_SCALAR, SC_GLOBAL);
	}
	n->ident = id;
	id->read = true;
	/* A name used without [ ] or ( ) is read as a scalar: an associative
	 * array or a function may not be (DTrace's dt_xcook_ident). */
	if ((id->kind == ID_ARRAY && !(id->flags & DT_IDF_DARRAY)) || id->kind == ID_FUNC ||
	    id->kind == ID_AGGFUNC)
		ERR(s, D_IDENT_BADREF, n, "%s '%s' may not be referenced as scalar",
		    dt_sema_idkind_name(id), id->name);
	/* an inline with a tuple (inline int sq[int x] = ...) is an
	 * associative array to DTrace (DT_IDENT_ARRAY) */
	if (id->kind == ID_INLINE && id->keys)
		ERR(s, D_IDENT_BADREF, n, "%s '%s' may not be referenced as scalar",
		    dt_sema_idkind_name(id), id->name);
	if (id->kind == ID_BUILTIN && (id->id == DT_BV_ARGS || id->id == DT_BV_UREGS))
		ERR(s, D_IDENT_BADREF, n, "associative array '%s' may not be referenced as "
		    "scalar", id->name);
	switch (id->kind) {
	case ID_SCALAR:
		if (!id->type && !create)
			dt_sema_undefined(s, n, "", n->str);
		n->type = id->type;
		n->is_lvalue = true;
		break;
	case ID_ARRAY:
		if (id->flags & DT_IDF_DARRAY) {
			n->type = id->type;
			n->is_lvalue = true;
		} else {
			n->type = id->type;
		}
		break;
	case ID_BUILTIN:
		n->type = id->type;
		if (id->id == DT_BV_ARGS || id->id == DT_BV_UREGS)
			n->type = NULL;
		break;
	case ID_ENUMCONST:
		n->type = id->type ? id->type : dt_sema_type("int");
		n->is_const = true;
		n->cval = id->value;
		break;
	case ID_INLINE:
		if (id->flags & DT_IDF_LAZY)
			dt_sema_inline_lazy(s, id);
		n->type = id->type;
		if (id->inline_expr && id->inline_expr->is_const) {
			n->is_const = true;
			n->cval = id->inline_expr->cval;
		}
		break;
	case ID_FUNC:
	case ID_AGGFUNC:
		n->type = dt_sema_type("void");
		break;
	case ID_SYMBOL:		/* extern: the kernel variable of that name */
		dt_sema_extern_ref(s, n, id);
		break;
	default:
		n->type = id->type;
		break;
	}
}

void dt_sema_tls(struct dt_sema *s, struct dt_node *n, bool create)
{
	bool tls = n->kind == N_SELF;
	struct dt_ident **list = tls ? &s->sc->tls : &s->sc->locals;
	struct dt_ident *id = dt_sema_lookup(s->sc, *list, n->str);

	if (!id) {
		if (!create)
			dt_sema_unassigned(s, n, tls ? "self->" : "this->", n->str);
		id = dt_sema_new_ident(s->sc, list, n->str, ID_SCALAR, tls ? SC_THREAD : SC_CLAUSE);
	} else if (!id->type && !create) {
		dt_sema_unassigned(s, n, tls ? "self->" : "this->", n->str);
	}
	/* a thread-local associative array (self->a[k]) named without [ ]
	 * is read as a scalar, as a global one is (dt_xcook_ident) */
	if (id->kind == ID_ARRAY)
		ERR(s, D_IDENT_BADREF, n, "%s '%s' may not be referenced as scalar",
		    dt_sema_idkind_name(id), id->name);
	n->ident = id;
	n->type = id->type;
	n->is_lvalue = true;
}

/* ---------------------------------------------------------------- index */

/* Check or record the key types of an associative array / aggregation. */
/* DTrace passes a tuple's elements in its tuple registers: a tuple of
 * more keys than there are of those (option tregs, DIF_DTR_NREGS = 8 by
 * default) cannot be compiled, and that is a limit of the library, not a
 * tagged error of the D text. */
void dt_sema_tuple_limit(struct dt_sema *s, const struct dt_node *keys)
{
	int64_t max = dt_opt_int(s->cc->h, OPT_tregs, DT_TUPLE_REGS);
	int64_t nk = 0;
	for (const struct dt_node *k = keys; k; k = k->next)
		nk++;
	if (nk > max)
		dt_cc_fail(s->cc, "Insufficient tuple registers to generate code");
}

void dt_sema_keys(struct dt_sema *s, struct dt_node *n, struct dt_ident *id,
		  struct dt_node *keys, const char *what)
{
	int nk = 0;
	if (id->kind != ID_INLINE)
		dt_sema_tuple_limit(s, keys);
	for (struct dt_node *k = keys; k; k = k->next) {
		s->agg_key = id->kind == ID_AGG ? k : NULL;
		dt_sema_expr(s, k);
		s->agg_key = NULL;
		nk++;
		if (dt_sema_is_void(k->type) || dt_sema_is_agg(k->type))
			ERR(s, D_KEY_TYPE, k, "%s expression may not be used as %s index: key #%d",
			    dt_sema_ts(s, k->type), dt_sema_idkind_name(id), nk);
		if (dt_sema_xlate_node(k))	/* translated data is of dynamic type */
			ERR(s, D_KEY_TYPE, k, "%s expression may not be used as %s index: key #%d",
			    dt_sema_xlate_kind(k), dt_sema_idkind_name(id), nk);
		struct dt_type *r = dt_type_resolve(k->type);
		if (r && r->kind == T_FORWARD)
			ERR(s, D_KEY_TYPE, k, "%s key #%d has incomplete type \"%s\"", what, nk,
			    dt_sema_ts(s, k->type));
	}
	if (id->nkeys < 0) {
		id->nkeys = nk;
		id->keys = nk ? dt_zalloc(sizeof(struct dt_type *) * (size_t)nk) : NULL;
		int i = 0;
		for (struct dt_node *k = keys; k; k = k->next)
			id->keys[i++] = k->type;
		return;
	}
	if (nk != id->nkeys)
		ERR(s, D_PROTO_LEN, n, "%s[ ] prototype mismatch: %d key%s passed, %d expected",
		    what, nk, nk == 1 ? "" : "s", id->nkeys);
	int i = 0;
	for (struct dt_node *k = keys; k; k = k->next, i++) {
		if (!id->keys[i])
			continue;
		if (!dt_sema_compatible(id->keys[i], k->type, k))
			ERR(s, D_PROTO_ARG, n, "%s[ ] key #%d is incompatible with prototype:\n"
			    "\tprototype: %s\n\t      key: %s", what, i + 1,
			    dt_sema_ts(s, id->keys[i]), dt_sema_ts(s, k->type));
	}
}

static void args_index(struct dt_sema *s, struct dt_node *n)
{
	struct dt_node *k = n->list;
	int argc = 0;
	for (struct dt_node *a = k; a; a = a->next)
		argc++;
	if (argc != 1)
		ERR(s, D_PROTO_LEN, n, "args[ ] prototype mismatch: %d arg%spassed, 1 expected",
		    argc, argc == 1 ? " " : "s ");
	dt_sema_expr(s, k);
	if (!k->is_const || !dt_type_is_integer(k->type))
		ERR(s, D_PROTO_ARG, n, "args[ ] argument #1 is incompatible with prototype:\n"
		    "\tprototype: integer constant\n\t argument: %s", dt_sema_ts(s, k->type));
	/* an inline's value (or any declaration) is checked where it is
	 * declared, outside every clause: there is no probe to type args[] */
	if (!s->clause)
		ERR(s, D_ARGS_NONE, n, "args[ ] may not be referenced outside of a probe clause");
	/* probes whose arguments may differ (DTrace then types none) */
	char unstable[256];
	if (dt_sema_unstable_pdesc(s, unstable, sizeof(unstable)))
		ERR(s, D_ARGS_MULTI, n, "args[ ] may not be referenced because probe description "
		    "%s matches an unstable set of probes", unstable);
	/* no probe to type them (a description -Z let match nothing): as
	 * DTrace, which types args[] from the probe it found */
	if (!s->have_probe) {
		char desc[1024] = "";
		for (const struct dt_node *d = s->clause->list; d && !*desc; d = d->next)
			if (d->kind == N_PDESC && d->str && dt_probe_desc_full(d->str, desc, sizeof(desc)) < 0)
				snprintf(desc, sizeof(desc), "%s", d->str);
		ERR(s, D_ARGS_MULTI, n, "args[ ] may not be referenced because probe description "
		    "%s matches an unstable set of probes", desc);
	}
	dt_sema_probe_args(s);
	if (k->cval >= s->nargs && s->nobtf_mod)
		ERR(s, D_ARGS_IDX, n, "index %lld is out of range for %s args[ ]: this kernel "
		    "has no BTF for module %s (/sys/kernel/btf/%s), so its functions' "
		    "arguments have no types; arg%lld holds the raw value",
		    (long long)k->cval, s->pdesc, s->nobtf_mod, s->nobtf_mod, (long long)k->cval);
	if (k->cval < 0 || k->cval >= s->nargs)
		ERR(s, D_ARGS_IDX, n, "index %lld is out of range for %s args[ ]",
		    (long long)k->cval, s->pdesc);
	const char *tn = s->argtypes && s->argtypes[k->cval] ? s->argtypes[k->cval] : "int64_t";
	n->type = dt_sema_type(tn);
}

static void uregs_index(struct dt_sema *s, struct dt_node *n)
{
	struct dt_node *k = n->list;
	int nkeys = 0;
	for (struct dt_node *a = k; a; a = a->next)
		nkeys++;
	if (nkeys != 1)
		ERR(s, D_PROTO_LEN, n, "uregs[ ] prototype mismatch: %d args passed, 1 expected",
		    nkeys);
	dt_sema_expr(s, k);
	if (!k->is_const)
		ERR(s, D_PROTO_ARG, n, "uregs[ ] argument #1 is incompatible with prototype:\n"
		    "\tprototype: integer constant\n\t argument: %s", dt_sema_ts(s, k->type));
	/* a register number is never negative: DTrace refuses one at compile
	 * time (one past the last register is a run-time fault) */
	struct dt_type *kr = dt_type_resolve(k->type);
	if (kr && kr->is_signed && k->cval < 0)
		ERR(s, D_REGS_IDX, n, "index %lld is out of range for array uregs",
		    (long long)k->cval);
	n->type = dt_sema_type("uint64_t");
}

static bool indexable(struct dt_type *t)
{
	struct dt_type *r = dt_type_resolve(t);
	return r && (r->kind == T_PTR || r->kind == T_ARRAY || r->kind == T_STRING);
}

/* What DTrace's message names an indexed operand by: a variable by its
 * kind and name, anything else by its operator. */
static const char *base_name(const struct dt_node *b, char *buf, size_t len)
{
	if (b->ident && (b->kind == N_IDENT || b->kind == N_SELF || b->kind == N_THIS))
		snprintf(buf, len, "%s %s", dt_sema_idkind_name(b->ident), b->ident->name);
	else if (b->kind == N_MEMBER)
		snprintf(buf, len, "operator %s", b->op == TOK_ARROW ? "->" : ".");
	else if (b->kind == N_INDEX)
		snprintf(buf, len, "operator [");
	else
		snprintf(buf, len, "%s", dt_node_kind_name(b->kind));
	return buf;
}

static void element(struct dt_sema *s, struct dt_node *n, struct dt_type *bt)
{
	struct dt_type *r = dt_type_resolve(bt);
	struct dt_node *k = n->list;

	dt_sema_expr(s, k);
	/* x[i] is *(x + i): a tuple has no place in it (the first key was
	 * used and the others dropped) */
	if (k->next) {
		char nm[300];
		ERR(s, D_ARR_BADREF, n, "cannot access %s as an associative array",
		    base_name(n->a, nm, sizeof(nm)));
	}
	/* and integer + pointer is a pointer as pointer + integer is: i[p]
	 * is p[i] (DTrace's cook turns E1[E2] into *(E1 + E2) as C does) */
	if (r && dt_type_is_integer(bt) && indexable(k->type)) {
		struct dt_node *b = n->a;
		n->a = k;
		n->list = b;
		b->next = NULL;
		k = b;
		bt = n->a->type;
		r = dt_type_resolve(bt);
	}
	if (!dt_type_is_integer(k->type))
		ERR(s, D_OP_INT, n, "operator [ ] requires an index of integral type");
	if (r->kind == T_STRING) {
		n->type = dt_sema_type("char");
		return;
	}
	/* x[i] is *(x + i): only pointers and arrays can be indexed so */
	if (r->kind != T_PTR && r->kind != T_ARRAY)
		ERR(s, D_DEREF_NONPTR, n, "cannot dereference non-pointer type");
	/* A constant index is checked against the array's dimension at
	 * compile time, as DTrace's cook of E1[E2] does for every array but
	 * an associative array's element (its value may be an array): the
	 * arrays of types and of declared D variables (int a[5], self->,
	 * this->) alike.  The index is compared as DTrace's unsigned
	 * constant, so -1 is out of bounds too (printed so). */
	bool assoc_elem = n->a && n->a->kind == N_INDEX && n->a->ident &&
			  n->a->ident->kind == ID_ARRAY && !(n->a->ident->flags & DT_IDF_DARRAY);
	if (r->kind == T_ARRAY && k->is_const && !assoc_elem && r->nelems &&
	    (uint64_t)k->cval >= r->nelems)
		ERR(s, D_ARR_BOUNDS, n, "index outside array bounds: %llu, max is %llu",
		    (unsigned long long)k->cval, (unsigned long long)r->nelems);
	if (dt_type_is_void(r->base))
		ERR(s, D_DEREF_VOID, n, "cannot dereference pointer to void");
	n->type = r->base;
	n->is_lvalue = true;
}

void dt_sema_index(struct dt_sema *s, struct dt_node *n, bool create)
{
	struct dt_node *b = n->a;

	if (b->kind == N_AGG)
		ERR(s, D_AGG_MDIM, n, "improper attempt to reference @%s as a "
		    "multi-dimensional array", b->str && *b->str ? b->str : "_");

	if (b->kind == N_IDENT) {
		struct dt_ident *id = dt_sema_global(s, b->str);
		if (id && id->kind == ID_BUILTIN && id->id == DT_BV_ARGS) {
			b->ident = id;
			args_index(s, n);
			return;
		}
		if (id && id->kind == ID_BUILTIN && id->id == DT_BV_UREGS) {
			b->ident = id;
			uregs_index(s, n);
			return;
		}
		/* a declared scalar is indexed as *(x + i) (element()): with a
		 * tuple it is no associative array */
		if (id && id->kind == ID_SCALAR && (id->flags & DT_IDF_DECLARED) &&
		    n->list->next)
			ERR(s, D_ARR_BADREF, n, "cannot access scalar %s as an associative array",
			    id->name);
		if (id && (id->kind == ID_SCALAR || (id->flags & DT_IDF_DARRAY))) {
			if (!id->type)
				dt_sema_undefined(s, b, "", b->str);
			b->ident = id;
			b->type = id->type;
			element(s, n, id->type);
			return;
		}
		if (id && id->kind == ID_INLINE && id->nkeys >= 0) {
			if (id->flags & DT_IDF_LAZY)
				dt_sema_inline_lazy(s, id);
			b->ident = id;
			n->ident = id;
			dt_sema_keys(s, n, id, n->list, id->name);
			n->type = id->type;
			return;
		}
		if (id && id->kind == ID_BUILTIN && id->type &&
		    (dt_type_is_string(id->type) || dt_type_is_pointer(id->type))) {
			b->ident = id;
			b->type = id->type;
			element(s, n, id->type);
			return;
		}
		if (id && id->kind != ID_ARRAY)
			ERR(s, D_IDENT_BADREF, n, "%s '%s' may not be referenced as associative array",
			    dt_sema_idkind_name(id), id->name);
		/* Keys are evaluated before the array is created. */
		if (!id) {
			for (struct dt_node *k = n->list; k; k = k->next)
				dt_sema_expr(s, k);
			id = dt_sema_new_ident(s->sc, &s->sc->globals, b->str, ID_ARRAY, SC_GLOBAL);
		}
		b->ident = id;
		n->ident = id;
		dt_sema_keys(s, n, id, n->list, id->name);
		if (!id->type && !create)
			dt_sema_unassigned(s, b, "", b->str);
		n->type = id->type;
		n->is_lvalue = true;
		return;
	}
	if (b->kind == N_SELF || b->kind == N_THIS) {
		bool tls = b->kind == N_SELF;
		struct dt_ident **list = tls ? &s->sc->tls : &s->sc->locals;
		struct dt_ident *id = dt_sema_lookup(s->sc, *list, b->str);
		if (id && id->kind == ID_SCALAR && id->type) {
			b->ident = id;
			b->type = id->type;
			b->is_lvalue = true;
			element(s, n, id->type);
			return;
		}
		if (!tls)
			ERR(s, D_ARR_LOCAL, n, "arrays may not be declared as clause-local: this->%s",
			    b->str);
		if (!id) {
			for (struct dt_node *k = n->list; k; k = k->next)
				dt_sema_expr(s, k);
			id = dt_sema_new_ident(s->sc, list, b->str, ID_ARRAY, SC_THREAD);
		}
		b->ident = id;
		n->ident = id;
		char what[300];
		snprintf(what, sizeof(what), "self->%s", id->name);
		dt_sema_keys(s, n, id, n->list, what);
		if (!id->type && !create)
			dt_sema_unassigned(s, b, "self->", b->str);
		n->type = id->type;
		n->is_lvalue = true;
		return;
	}
	dt_sema_expr(s, b);
	if (!indexable(b->type) && !dt_type_is_integer(b->type))
		ERR(s, D_DEREF_NONPTR, n,
		    "cannot dereference non-pointer type");
	element(s, n, b->type);
}

void dt_sema_aggref(struct dt_sema *s, struct dt_node *n)
{
	struct dt_ident *id = dt_sema_lookup(s->sc, s->sc->aggs, n->str);
	if (!id)
		dt_sema_undefined(s, n, "@", n->str);
	n->ident = id;
	n->type = dt_sema_agg_type();
	for (struct dt_node *k = n->list; k; k = k->next)
		dt_sema_expr(s, k);
}
