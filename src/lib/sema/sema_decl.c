/*
 * Declarations: declaration specifiers and declarators to types, struct /
 * union / enum definitions, typedefs, variable declarations (global,
 * self->, this->, associative arrays) and inline definitions (translators:
 * sema_xlate.c).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/kallsyms.h"
#include "lang/builtins.h"
#include "sema/sema.h"

/* errors of DTrace's cook pass: no line for a program given as a string */
#define ERR(s, tag, line, ...) dt_cc_error((s)->cc, tag, dt_cc_xyline((s)->cc, line), __VA_ARGS__)

/* ------------------------------------------------------ struct / union */

static void define_members(struct dt_sema *s, struct dt_type *sou, struct dt_node *body)
{
	for (struct dt_node *md = body; md; md = md->next) {
		if (md->kind != N_MEMBERDECL)
			continue;
		struct dt_type *bt = dt_sema_declspec(s, md->spec, md->line);
		for (struct dt_node *d = md->list; d; d = d->next) {
			if (d->str && strchr(d->str, '`'))
				ERR(s, D_DECL_SCOPE, d->line ? d->line : md->line,
				    "D scoping operator may not be used in a member name (%s)",
				    d->str);
			/* "int :0;": no more bit-fields in this unit -- which
			 * DTrace's layout ignores, as it ignores it */
			if (!d->str && d->b) {
				dt_sema_expr(s, d->b);
				if (d->b->is_const && d->b->cval == 0)
					continue;
			}
			/* a member cannot be an associative array */
			struct dt_node *dv = d->kind == N_DECLARATOR ? d->a : d;
			if (dv && dv->kind == N_D_ARRAY && dv->list &&
			    (dv->list->kind == N_TYPENAME || dv->list->next))
				ERR(s, D_DECL_DYNOBJ, d->line ? d->line : md->line,
				    "cannot have dynamic member: %s", d->str ? d->str : "");
			struct dt_type *mt = dt_sema_declarator(s, bt, d, d->line ? d->line : md->line);
			struct dt_type *r = dt_type_resolve(mt);
			unsigned bits = 0;
			if (r && r->kind == T_VOID)
				ERR(s, D_DECL_VOIDOBJ, d->line ? d->line : md->line,
				    "cannot have void member: %s", d->str ? d->str : "");
			if (r == sou || (r && r->kind == T_FORWARD)) {
				char name[300];
				/* A type still being defined prints as itself;
				 * an undeclared one as DTrace's forward "struct". */
				if (r->kind == T_FORWARD && r->name && strchr(r->name, ' '))
					snprintf(name, sizeof(name), "struct %s", strchr(r->name, ' ') + 1);
				else
					snprintf(name, sizeof(name), "%s", dt_sema_ts(s, mt));
				ERR(s, D_DECL_INCOMPLETE, d->line ? d->line : md->line,
				    "incomplete struct/union/enum %s: %s", name, d->str ? d->str : "");
			}
			if (d->b) {
				dt_sema_expr(s, d->b);
				if (!d->b->is_const || d->b->cval <= 0)
					ERR(s, D_DECL_BFCONST, d->b->line, "positive integral constant "
					    "expression expected as bit-field size");
				/* an integer type only: not an enum (DTrace
				 * asks for the integer kind) */
				const struct dt_type *bfr = dt_type_resolve(mt);
				if (!bfr || bfr->kind != T_INT)
					ERR(s, D_DECL_BFTYPE, d->b->line, "invalid type for bit-field: %s",
					    d->str ? d->str : "");
				if ((uint64_t)d->b->cval > dt_type_size(mt) * 8)
					ERR(s, D_DECL_BFSIZE, d->b->line, "bit-field too big for type: %s",
					    d->str ? d->str : "");
				bits = (unsigned)d->b->cval;
			}
			/* a member named twice: DTrace's type container refuses
			 * it as it refuses a duplicate enumerator (D_UNKNOWN) */
			if (!dt_type_add_member(sou, d->str, mt, bits))
				ERR(s, D_UNKNOWN, d->line ? d->line : md->line,
				    "failed to define member '%s': Duplicate member or "
				    "variable name", d->str);
		}
	}
	dt_type_finish_sou(sou);
}

static struct dt_type *sou_type(struct dt_sema *s, struct dt_declspec *ds, int line)
{
	const char *kw = ds->base == DB_STRUCT ? "struct" : "union";
	char name[300];
	static int anon;

	if (ds->tag)
		snprintf(name, sizeof(name), "%s %s", kw, ds->tag);
	else
		snprintf(name, sizeof(name), "%s <anon%d>", kw, ++anon);
	/* A definition makes a D type even when the kernel has one of that
	 * name; a reference prefers the script's, then the kernel's; a
	 * reference scoped to a kernel module ("struct overlay`ovl_fs") is
	 * that module's (its BTF; a module without BTF, as on 5.10, falls
	 * back to the plain name); one scoped to a module the kernel does not
	 * have is no known type, as DTrace finds no such module: incomplete. */
	struct dt_type *t = ds->has_body ? dt_type_lookup_local(name) : dt_type_lookup(name);
	if (!ds->has_body && ds->tag && ds->module && strcmp(ds->module, "D") != 0 &&
	    strcmp(ds->module, "C") != 0) {
		char scoped[600];
		snprintf(scoped, sizeof(scoped), "%s %s`%s", kw, ds->module, ds->tag);
		struct dt_type *k = dt_type_lookup(scoped);
		if (k)
			t = k;
		else if (!dt_kmod_exists(ds->module)) {
			snprintf(name, sizeof(name), "%s %.100s`%.150s", kw, ds->module, ds->tag);
			t = dt_type_lookup_local(name);
		}
	}
	if (!ds->has_body) {
		if (!t) {
			t = dt_type_new(T_FORWARD, name);
			t->align = 1;
		}
		return t;
	}
	if (t && t->kind != T_FORWARD)
		ERR(s, D_DECL_TYPERED, line, "type redeclared: %s", name);
	if (!t)
		t = dt_type_new(T_FORWARD, name);
	/* Defined in place: the forward becomes the complete type, so earlier
	 * pointers to it see the members. */
	t->kind = ds->base == DB_STRUCT ? T_STRUCT : T_UNION;
	t->align = 1;
	t->size = 0;
	define_members(s, t, ds->body);
	return t;
}

static struct dt_type *enum_type(struct dt_sema *s, struct dt_declspec *ds, int line)
{
	char name[300];
	static int anon;

	if (ds->tag)
		snprintf(name, sizeof(name), "enum %s", ds->tag);
	else
		snprintf(name, sizeof(name), "enum <anon%d>", ++anon);
	struct dt_type *t = ds->has_body ? dt_type_lookup_local(name) : dt_type_lookup(name);
	if (!ds->has_body) {
		if (!t) {
			t = dt_type_new(T_FORWARD, name);
			t->align = 1;
		}
		return t;
	}
	if (t && t->kind != T_FORWARD)
		ERR(s, D_DECL_TYPERED, line, "type redeclared: %s", name);
	if (!t)
		t = dt_type_new(T_ENUM, name);
	t->kind = T_ENUM;
	t->size = 4;
	t->align = 4;
	t->is_signed = true;
	int64_t next = 0;
	struct dt_enumval **tail = &t->enums;
	for (struct dt_node *e = ds->body; e; e = e->next) {
		if (e->kind != N_ENUMERATOR)
			continue;
		if (e->str && strchr(e->str, '`'))
			ERR(s, D_DECL_SCOPE, e->line, "D scoping operator may not be used in an "
			    "enumerator name (%s)", e->str);
		for (struct dt_enumval *v = t->enums; v; v = v->next)
			if (strcmp(v->name, e->str) == 0)
				ERR(s, D_UNKNOWN, e->line, "failed to define enumerator '%s': "
				    "Duplicate member or variable name", e->str);
		if (e->a) {
			dt_sema_expr(s, e->a);
			if (!e->a->is_const || !dt_type_is_integer(e->a->type))
				ERR(s, D_DECL_ENCONST, e->line, "enumerator '%s' must be assigned to "
				    "an integral constant expression", e->str);
			next = e->a->cval;
			if (next < INT32_MIN || next > INT32_MAX)
				ERR(s, D_DECL_ENOFLOW, e->line, "enumerator '%s' value overflows "
				    "INT_MAX (%d)", e->str, INT32_MAX);
		}
		/* as in C, an implicit value past INT_MAX wraps */
		next = (int32_t)next;
		if (dt_sema_name_taken(s, e->str))
			ERR(s, D_DECL_IDRED, e->line, "identifier redeclared: %s", e->str);
		struct dt_enumval *v = dt_zalloc(sizeof(*v));
		v->name = dt_strdup(e->str);
		v->value = next;
		*tail = v;
		tail = &v->next;
		struct dt_ident *id = dt_sema_new_ident(s->sc, &s->sc->globals, e->str, ID_ENUMCONST,
							SC_GLOBAL);
		id->value = next;
		id->type = t;
		next++;
	}
	return t;
}

/* ---------------------------------------------------------- specifiers */

/* Specifiers that name no integer type (short long, signed unsigned):
 * DTrace looks up the name its specifiers spell, in its order (signed,
 * unsigned, short, long, long long, then the base name unless a size was
 * given), and fails to find it. */
static _Noreturn void unknown_int_type(struct dt_sema *s, const struct dt_declspec *ds, int line)
{
	ERR(s, D_UNKNOWN, line, "failed to resolve type %s%s%s%s%s%s: Unknown type name",
	    ds->is_signed ? "signed " : "", ds->is_unsigned ? "unsigned " : "",
	    ds->is_short ? "short " : "", ds->nlong == 1 ? "long " : "",
	    ds->nlong >= 2 ? "long long " : "",
	    ds->is_short || ds->nlong ? "" : ds->base == DB_CHAR ? "char" :
	    ds->base == DB_INT ? "int" : "");
}

struct dt_type *dt_sema_declspec(struct dt_sema *s, struct dt_declspec *ds, int line)
{
	struct dt_type *t = NULL;
	char name[300];

	if (!ds)
		return dt_sema_type("int");
	if (ds->line)
		line = ds->line;
	if (ds->storage == DS_REGISTER || ds->storage == DS_AUTO || ds->storage == DS_STATIC)
		ERR(s, D_DECL_BADCLASS, line, "specified storage class not appropriate in D");
	bool sign = ds->is_signed || ds->is_unsigned;
	bool size = ds->is_short || ds->nlong;
	switch (ds->base) {
	case DB_VOID:
		if (sign || size)
			ERR(s, D_DECL_VOIDATTR, line, "invalid type declaration: attributes may "
			    "not be used with void type");
		t = dt_sema_type("void");
		break;
	case DB_CHAR:
		if (size)
			ERR(s, D_DECL_CHARATTR, line, "invalid type declaration: short and long "
			    "may not be used with char type");
		if (ds->is_signed && ds->is_unsigned)
			unknown_int_type(s, ds, line);
		t = dt_sema_type(ds->is_unsigned ? "unsigned char" : ds->is_signed ? "signed char"
										: "char");
		break;
	case DB_NONE:
	case DB_INT:
		if ((ds->is_short && ds->nlong) || (ds->is_signed && ds->is_unsigned))
			unknown_int_type(s, ds, line);
		snprintf(name, sizeof(name), "%s%s", ds->is_unsigned ? "unsigned " : "",
			 ds->is_short ? "short" : ds->nlong == 1 ? "long" :
			 ds->nlong >= 2 ? "long long" : "int");
		t = dt_sema_type(name);
		break;
	case DB_FLOAT:
	case DB_DOUBLE:
		if (sign)
			ERR(s, D_DECL_SIGNINT, line, "invalid type declaration: signed and unsigned "
			    "may only be used with integer type");
		if (ds->is_short || (ds->nlong && ds->base == DB_FLOAT))
			ERR(s, D_DECL_COMBO, line, "invalid type combination");
		t = dt_sema_type(ds->base == DB_FLOAT ? "float" : ds->nlong ? "long double" : "double");
		break;
	case DB_STRING:
	case DB_BOOL:
	case DB_STRUCT:
	case DB_UNION:
	case DB_ENUM:
	case DB_TYPEDEFNAME:
		if (ds->nlong || ds->is_short)
			ERR(s, D_DECL_LONGINT, line, "invalid type declaration: long and long long "
			    "may only be used with integer or floating-point type");
		if (sign)
			ERR(s, D_DECL_SIGNINT, line, "invalid type declaration: signed and unsigned "
			    "may only be used with integer type");
		if (ds->base == DB_STRING)
			t = dt_sema_type("string");
		else if (ds->base == DB_BOOL)
			t = dt_sema_type("_Bool");
		else if (ds->base == DB_ENUM)
			t = enum_type(s, ds, line);
		else if (ds->base == DB_TYPEDEFNAME) {
			t = NULL;
			/* mod`name is that module's typedef (vmlinux`dev_t the
			 * kernel's 32-bit one, not D's dev_t) */
			if (ds->module && strcmp(ds->module, "D") != 0 &&
			    strcmp(ds->module, "C") != 0) {
				char scoped[600];
				snprintf(scoped, sizeof(scoped), "%s`%s", ds->module, ds->tag);
				t = dt_type_lookup(scoped);
			}
			if (!t)
				t = dt_type_lookup(ds->tag);
			if (!t)
				ERR(s, D_UNKNOWN, line, "failed to resolve type %s: Unknown type name",
				    ds->tag);
		} else
			t = sou_type(s, ds, line);
		break;
	}
	struct dt_type *q = dt_type_qualified(t, ds->quals & (DT_Q_CONST | DT_Q_VOLATILE |
							       DT_Q_USERLAND));
	if (ds->quals & DT_Q_USERLAND)
		q->userland = true;	/* the pointer's target lives in user space */
	return q;
}

/* ----------------------------------------------------------- declarators */

static struct dt_type *derive(struct dt_sema *s, struct dt_type *base, struct dt_node *d, int line);

/* Named parameters of one prototype (function, array keys, probe input)
 * are unique (D_DECL_PROTO_FORM), as DTrace's prototype check requires. */
void dt_sema_param_names(struct dt_sema *s, struct dt_node *list, const char *kind, int line)
{
	int i = 1;
	for (struct dt_node *a = list; a; a = a->next, i++) {
		const char *an = a->a ? a->a->str : NULL;
		for (struct dt_node *b = list; an && b != a; b = b->next)
			if (b->a && b->a->str && strcmp(b->a->str, an) == 0)
				ERR(s, D_DECL_PROTO_FORM, line, "parameter is already declared in %s "
				    "prototype: %s, parameter #%d", kind, an, i);
	}
}

static struct dt_type *func_type(struct dt_sema *s, struct dt_type *ret, struct dt_node *f, int line)
{
	struct dt_type *t = dt_type_new(T_FUNC, NULL);
	int n = 0, i = 0;
	for (struct dt_node *p = f->list; p; p = p->next)
		n++;
	dt_sema_param_names(s, f->list, "function", line);
	t->base = ret;
	t->params = n ? dt_zalloc(sizeof(struct dt_type *) * (size_t)n) : NULL;
	for (struct dt_node *p = f->list; p; p = p->next, i++) {
		if (!p->spec) {		/* "..." */
			t->varargs = true;
			continue;
		}
		/* a parameter may only be register or of the default class */
		if (p->spec->storage != DS_NONE && p->spec->storage != DS_REGISTER)
			ERR(s, D_DECL_PARMCLASS, p->line ? p->line : line, "inappropriate storage "
			    "class for function or associative array parameter");
		enum dt_storage st = p->spec->storage;
		p->spec->storage = DS_NONE;
		struct dt_type *pt = dt_sema_declspec(s, p->spec, p->line ? p->line : line);
		p->spec->storage = st;
		if (p->a)
			pt = dt_sema_declarator(s, pt, p->a, line);
		if (dt_type_is_void(pt) && !dt_type_is_pointer(pt)) {
			if (p->a && p->a->str)
				ERR(s, D_DECL_PROTO_NAME, line, "void parameter may not have a name: %s",
				    p->a->str);
			if (n > 1)
				ERR(s, D_DECL_PROTO_VOID, line, "void must be sole parameter");
			continue;
		}
		t->params[t->nparams++] = pt;
	}
	return t;
}

static struct dt_type *derive(struct dt_sema *s, struct dt_type *base, struct dt_node *d, int line)
{
	if (!d)
		return base;
	/* The derivation nearest the name applies last (outermost type). */
	struct dt_type *inner = derive(s, base, d->a, line);
	switch (d->kind) {
	case N_D_PTR:
		return dt_type_qualified(dt_type_ptr(inner), d->flags & (DT_Q_CONST | DT_Q_VOLATILE));
	case N_D_ARRAY: {
		struct dt_node *dim = d->list;
		if (dt_type_is_void(inner) && !dt_type_is_pointer(inner))
			ERR(s, D_DECL_VOIDOBJ, line, "cannot declare array of void");
		if (!dim)
			return dt_type_array(inner, 0);
		bool assoc = dim->kind == N_TYPENAME || dim->next;
		/* a tuple after another dimension (int a[3][int], a[int][int])
		 * makes an array of associative arrays; a[int][3] is an
		 * associative array of int[3], as DTrace reads it */
		for (struct dt_node *c = d->a; c; c = c->a)
			if (c->kind == N_D_ARRAY && c->list && (c->list->kind == N_TYPENAME ||
								c->list->next))
				ERR(s, D_DECL_DYNOBJ, line, "cannot declare array of associative "
				    "arrays");
		if (assoc)
			return inner;	/* associative: keys are handled by the caller */
		dt_sema_expr(s, dim);
		if (!dim->is_const || !dt_type_is_integer(dim->type) || dim->cval <= 0)
			ERR(s, D_DECL_ARRSUB, line, "positive integral constant expression or "
			    "tuple signature expected as array declaration subscript");
		if ((uint64_t)dim->cval > UINT32_MAX)
			ERR(s, D_DECL_ARRBIG, line, "array dimension too big");
		return dt_type_array(inner, (uint64_t)dim->cval);
	}
	case N_D_FUNC:
		return func_type(s, inner, d, line);
	default:
		return inner;
	}
}

struct dt_type *dt_sema_declarator(struct dt_sema *s, struct dt_type *base,
				   struct dt_node *d, int line)
{
	if (!d)
		return base;
	if (d->kind == N_DECLARATOR)
		return derive(s, base, d->a, line);
	return derive(s, base, d, line);
}

struct dt_type *dt_sema_typename(struct dt_sema *s, struct dt_node *tn)
{
	struct dt_type *t = dt_sema_declspec(s, tn->spec, tn->line);
	return dt_sema_declarator(s, t, tn->a, tn->line);
}

/* The key list of an associative array declarator `int x[int, string]`. */
static struct dt_node *assoc_keys(struct dt_node *d)
{
	for (struct dt_node *c = d ? d->a : NULL; c; c = c->a)
		if (c->kind == N_D_ARRAY && c->list &&
		    (c->list->kind == N_TYPENAME || c->list->next))
			return c;
	return NULL;
}

/* ---------------------------------------------------------- declarations */

/* An associative array declared again: the same key types, as many of
 * them, or DTrace's message naming the first difference. */
static void redeclared_keys(struct dt_sema *s, struct dt_ident *id, struct dt_node *ak,
			    struct dt_type *t, int line)
{
	int nk = 0;
	for (struct dt_node *k = ak->list; k; k = k->next, nk++) {
		if (nk >= id->nkeys)
			continue;	/* a longer tuple: reported below */
		struct dt_type *kt = k->kind == N_TYPENAME ? dt_sema_typename(s, k) : NULL;
		if (!kt || dt_type_equal(kt, id->keys[nk]))
			continue;
		ERR(s, D_DECL_IDRED, line, "identifier redeclared: %s\n\t current: associative "
		    "array, key #%d of type %s\n\tprevious: associative array, key #%d of "
		    "type %s", id->name, nk + 1, dt_sema_ts(s, kt), nk + 1, dt_sema_ts(s, id->keys[nk]));
	}
	if (nk != id->nkeys)
		ERR(s, D_DECL_IDRED, line, "identifier redeclared: %s\n\t current: associative "
		    "array of %s, tuple length %d\n\tprevious: associative array of %s, tuple "
		    "length %d", id->name, dt_sema_ts(s, t), nk, dt_sema_ts(s, id->type), id->nkeys);
}

static void declare_var(struct dt_sema *s, struct dt_node *n, enum dt_storage st,
			struct dt_type *bt, struct dt_node *d)
{
	int line = d->line ? d->line : n->line;
	const char *name = d->str;
	if (!name)
		ERR(s, D_DECL_USELESS, line, "useless declaration");
	if (strchr(name, '`'))
		ERR(s, D_DECL_SCOPE, line, "D scoping operator may not be used in a declaration "
		    "name (%s)", name);
	struct dt_node *ak = assoc_keys(d);
	struct dt_type *t = dt_sema_declarator(s, bt, d, line);
	struct dt_type *r = dt_type_resolve(t);

	if (r && r->kind == T_FUNC)
		return;		/* a function declaration: nothing to allocate */
	if (st == DS_EXTERN) {
		/* A kernel symbol's type: no storage, any completeness.  The
		 * same declaration again is accepted (DTrace compares the
		 * types); another type names both. */
		struct dt_ident *old = dt_sema_global(s, name);
		if (old && old->kind == ID_SYMBOL && dt_type_equal(old->type, t))
			return;
		if (old && old->kind == ID_SYMBOL)
			ERR(s, D_DECL_IDRED, line, "identifier redeclared: D`%s\n\t current: %s\n"
			    "\tprevious: %s", name, dt_sema_ts(s, t), dt_sema_ts(s, old->type));
		if (dt_sema_name_taken(s, name))
			ERR(s, D_DECL_IDRED, line, "identifier redeclared: %s", name);
		struct dt_ident *x = dt_sema_new_ident(s->sc, &s->sc->globals, name, ID_SYMBOL, SC_GLOBAL);
		x->type = t;
		x->flags |= DT_IDF_DECLARED;
		return;
	}
	if (d->a && d->a->kind == N_D_ARRAY && !d->a->list)
		ERR(s, D_DECL_ARRNULL, line, "array declaration requires array dimension or "
		    "tuple signature: %s", name);
	struct dt_ident *g = st == DS_SELF || st == DS_THIS ? NULL : dt_sema_global(s, name);
	if (g && g->kind == ID_BUILTIN)
		ERR(s, D_DECL_IDRED, line, "built-in identifier redeclared: %s", name);
	struct dt_type *tdef = dt_type_lookup_local(name);
	if (tdef && !tdef->btf_id)	/* D's and C's types; the kernel's do not clash */
		ERR(s, D_DECL_IDRED, line, "typedef identifier redeclared: %s", name);
	if (!ak && dt_type_is_void(t))
		ERR(s, D_DECL_VOIDOBJ, line, "cannot have void object: %s", name);
	if (r && r->kind == T_FORWARD)
		ERR(s, D_DECL_INCOMPLETE, line, "incomplete struct/union/enum %s: %s", dt_sema_ts(s, t), name);

	struct dt_ident **list = st == DS_SELF ? &s->sc->tls : st == DS_THIS ? &s->sc->locals
									 : &s->sc->globals;
	enum dt_ident_scope sc = st == DS_SELF ? SC_THREAD : st == DS_THIS ? SC_CLAUSE : SC_GLOBAL;
	struct dt_ident *id = dt_sema_lookup(s->sc, *list, name);
	if (id && (id->flags & DT_IDF_LIBRARY)) {
		id->name[0] = '\0';	/* the script's declaration replaces it */
		id = NULL;
	}
	if (id) {
		if (id->kind != ID_SCALAR && id->kind != ID_ARRAY)
			ERR(s, D_DECL_IDRED, line, "identifier redeclared: %s", name);
		if (!id->type || !dt_type_equal(id->type, t) || (ak != NULL) != (id->kind == ID_ARRAY))
			ERR(s, D_DECL_IDRED, line, "identifier redeclared: %s\n\t current: %s %s\n"
			    "\tprevious: %s %s", name, ak ? "associative array" : "scalar",
			    dt_sema_ts(s, t), dt_sema_idkind_name(id), dt_sema_ts(s, id->type));
		if (ak && id->keys)
			redeclared_keys(s, id, ak, t, line);
		return;
	}
	if (st != DS_SELF && st != DS_THIS && dt_sema_name_taken(s, name))
		ERR(s, D_DECL_IDRED, line, "identifier redeclared: %s", name);
	id = dt_sema_new_ident(s->sc, list, name, ak ? ID_ARRAY : ID_SCALAR, sc);
	id->type = t;
	id->flags |= DT_IDF_DECLARED;
	if (r && r->kind == T_ARRAY && !ak)
		id->flags |= DT_IDF_DARRAY;
	if (ak) {
		if (sc == SC_CLAUSE)
			ERR(s, D_DECL_LOCASSC, line, "associative arrays may not be declared as "
			    "local variables: %s", name);
		int nk = 0, i = 0;
		for (struct dt_node *k = ak->list; k; k = k->next)
			nk++;
		dt_sema_param_names(s, ak->list, "array", line);
		id->nkeys = nk;
		id->keys = dt_zalloc(sizeof(struct dt_type *) * (size_t)nk);
		for (struct dt_node *k = ak->list; k; k = k->next, i++) {
			if (k->kind == N_TYPENAME && !k->spec)
				ERR(s, D_DECL_PROTO_VARARGS, line, "array prototype may not use a "
				    "variable-length argument list");
			if (k->kind == N_TYPENAME && k->spec->storage != DS_NONE &&
			    k->spec->storage != DS_REGISTER)
				ERR(s, D_DECL_PARMCLASS, line, "inappropriate storage class for "
				    "function or associative array parameter");
			enum dt_storage kst = k->kind == N_TYPENAME ? k->spec->storage : DS_NONE;
			if (k->kind == N_TYPENAME)
				k->spec->storage = DS_NONE;	/* register: allowed */
			struct dt_type *kt = k->kind == N_TYPENAME ? dt_sema_typename(s, k) : NULL;
			if (k->kind == N_TYPENAME)
				k->spec->storage = kst;
			if (!kt) {
				dt_sema_expr(s, k);
				kt = k->type;
			}
			if (dt_type_is_void(kt))
				ERR(s, D_DECL_PROTO_TYPE, line, "array prototype may not use parameter "
				    "of type void: (anonymous), parameter #%d", i + 1);
			id->keys[i] = kt;
		}
	}
	dt_sema_assign_id(s, id);
}

/* A typedef repeated with the same type, as C11 allows: glibc's headers
 * (-C) declare ino_t, pid_t ... that the D library declares too.  Integers
 * of the same size and signedness count as the same type. */
static bool same_typedef(const struct dt_type *a, const struct dt_type *b)
{
	while (a && a->kind == T_TYPEDEF)
		a = a->base;
	while (b && b->kind == T_TYPEDEF)
		b = b->base;
	if (!a || !b)
		return false;
	if (a->kind == T_INT && b->kind == T_INT)
		return a->size == b->size && a->is_signed == b->is_signed;
	return dt_type_equal(a, b);
}

/* The D library's `typedef struct x name;` of a struct it does not define
 * (a kernel struct: typing it would load BTF for every script): made when a
 * script first names it. */
static bool library_lazy_typedef(struct dt_sema *s, struct dt_node *n)
{
	struct dt_declspec *ds = n->spec;
	char target[256];

	if (!s->cc->library || !ds || ds->storage != DS_TYPEDEF || ds->has_body || !ds->tag ||
	    (ds->base != DB_STRUCT && ds->base != DB_UNION) || ds->quals || ds->module)
		return false;
	snprintf(target, sizeof(target), "%s %s", ds->base == DB_STRUCT ? "struct" : "union",
		 ds->tag);
	if (dt_type_lookup_local(target))
		return false;	/* the library's own struct: nothing to defer */
	for (struct dt_node *d = n->list; d; d = d->next)
		if (d->kind != N_DECLARATOR || d->a || !d->str)
			return false;	/* pointers, arrays: not deferred */
	for (struct dt_node *d = n->list; d; d = d->next)
		dt_type_typedef_lazy(d->str, target);
	return true;
}

void dt_sema_decl(struct dt_sema *s, struct dt_node *n)
{
	struct dt_declspec *ds = n->spec;
	if (library_lazy_typedef(s, n))
		return;
	struct dt_type *bt = dt_sema_declspec(s, ds, n->line);

	if (!n->list) {
		if (ds && (ds->base == DB_STRUCT || ds->base == DB_UNION || ds->base == DB_ENUM) &&
		    (ds->tag || ds->has_body))
			return;
		ERR(s, D_DECL_USELESS, n->line, "useless declaration");
	}
	for (struct dt_node *d = n->list; d; d = d->next) {
		int line = d->line ? d->line : n->line;
		if (ds && ds->storage == DS_TYPEDEF) {
			struct dt_type *t = dt_sema_declarator(s, bt, d, line);
			if (!d->str)
				ERR(s, D_DECL_USELESS, line, "useless declaration");
			if (strchr(d->str, '`'))
				ERR(s, D_DECL_SCOPE, line, "D scoping operator may not be used "
				    "in a declaration name (%s)", d->str);
			/* a name D already knows as a variable (a built-in one,
			 * a declared or assigned global, an inline...) */
			if (dt_sema_name_taken(s, d->str))
				ERR(s, D_DECL_IDRED, line, "global variable identifier "
				    "redeclared: %s", d->str);
			/* A program's typedef may shadow one of D's own (module
			 * "D": glibc's nlink_t is not Solaris's), as DTrace keeps
			 * a program's C declarations apart from D's. */
			struct dt_type *old = dt_type_lookup_local(d->str);
			if (old && same_typedef(old, t))
				continue;	/* a system header's (-C) */
			if (old && !(old->module && strcmp(old->module, "D") == 0))
				ERR(s, D_DECL_IDRED, line, "typedef redeclared: %s", d->str);
			dt_type_typedef(d->str, t);
			continue;
		}
		declare_var(s, n, ds ? ds->storage : DS_NONE, bt, d);
	}
}

void dt_sema_inline(struct dt_sema *s, struct dt_node *n)
{
	if (n->spec && n->spec->storage != DS_NONE)
		ERR(s, D_DECL_BADCLASS, n->line, "specified storage class not appropriate for "
		    "inline declaration");
	struct dt_type *bt = dt_sema_declspec(s, n->spec, n->line);
	struct dt_node *d = n->a;
	struct dt_type *t = dt_sema_declarator(s, bt, d, n->line);
	const char *name = d && d->str ? d->str : "";

	/* The D library's inlines may stand for builtins (curpsinfo). */
	bool libvar = s->cc->library && dt_builtin_var_lookup(name) >= 0;
	if (!libvar && dt_sema_name_taken(s, name)) {
		/* DTrace names what the name already is (its kind, and
		 * "inline" when it is one) */
		struct dt_ident *prev = dt_sema_global(s, name);
		const char *kind = dt_sema_idkind_name(prev);
		ERR(s, D_DECL_IDRED, n->line, "identifier redefined: %s\n\t current: inline "
		    "definition\n\tprevious: %s %s", name, kind,
		    prev->kind == ID_INLINE ? "inline" : "");
	}
	/* An inline array's parameters are visible in its value only. */
	struct dt_node *ak = assoc_keys(d);
	/* DTrace's checks on the inline's own type, before its value's */
	if (d && d->a && d->a->kind == N_D_ARRAY && !d->a->list)
		ERR(s, D_DECL_ARRNULL, n->line, "inline declaration requires array tuple "
		    "signature: %s", name);
	if (d && d->a && d->a->kind == N_D_ARRAY && !ak)
		ERR(s, D_DECL_ARRNULL, n->line, "inline declaration cannot be of scalar array "
		    "type: %s", name);
	if (dt_type_is_void(t))
		ERR(s, D_DECL_VOIDOBJ, n->line, "cannot declare void inline: %s", name);
	struct dt_type *rt = dt_type_resolve(t);
	if (rt && rt->kind == T_FORWARD)
		ERR(s, D_DECL_INCOMPLETE, n->line, "incomplete struct/union/enum %s: %s",
		    dt_sema_ts(s, t), name);
	if (s->cc->library && !ak) {
		/* Typed on first use: its value may name kernel types (BTF). */
		struct dt_ident *id = dt_sema_new_ident(s->sc, &s->sc->globals, name, ID_INLINE,
							SC_GLOBAL);
		id->type = t;
		id->inline_expr = n->b;
		id->flags |= DT_IDF_LAZY;
		return;
	}
	int nk = 0;
	for (struct dt_node *k = ak ? ak->list : NULL; k; k = k->next, nk++) {
		struct dt_type *kt = k->kind == N_TYPENAME ? dt_sema_typename(s, k) : NULL;
		const char *pn = k->kind == N_TYPENAME && k->a ? k->a->str : NULL;
		if (!kt || !pn)
			ERR(s, D_DECL_PROTO_NAME, n->line, "inline %s parameter #%d must have a "
			    "type and a name", name, nk + 1);
		struct dt_ident *p = dt_sema_new_ident(s->sc, &s->params, pn, ID_SCALAR, SC_CLAUSE);
		p->type = kt;
		p->id = nk;
		p->flags |= DT_IDF_INLPARAM;
		s->new_params = s->params;
	}
	/* The name is not visible in its own definition.  A library inline
	 * array (fds[]) is typed on first use, as library inlines are. */
	bool lazy = s->cc->library;
	if (!lazy) {
		dt_sema_expr(s, n->b);
		struct dt_type *vt = n->b->type;
		bool ok = dt_sema_compatible(t, vt, n->b);
		if (!ok && dt_type_is_pointer(t) && dt_type_is_pointer(vt))
			ok = true;
		if (!ok)
			ERR(s, D_OP_INCOMPAT, n->line, "inline %s definition uses incompatible "
			    "types: \"%s\" = \"%s\"", name, dt_sema_ts(s, t), dt_sema_ts(s, vt));
	}
	struct dt_ident *id = dt_sema_new_ident(s->sc, &s->sc->globals, name, ID_INLINE, SC_GLOBAL);
	id->type = t;
	id->inline_expr = n->b;
	if (lazy)
		id->flags |= DT_IDF_LAZY;
	if (ak) {
		id->inline_params = s->params;
		id->nkeys = nk;
		id->keys = dt_zalloc(sizeof(struct dt_type *) * (size_t)nk);
		int i = 0;
		for (struct dt_ident *p = s->params; p; p = p->next)
			id->keys[i++] = p->type;
		/* The parameter idents stay alive with the inline (the value's
		 * nodes point at them): keep them on the scope's list of them. */
		struct dt_ident **tail = &s->sc->inlparams;
		while (*tail)
			tail = &(*tail)->next;
		*tail = s->params;
		s->params = NULL;
		s->new_params = NULL;
	}
	if (!lazy && n->b->is_const && dt_type_is_integer(t))
		id->value = n->b->cval;
}
