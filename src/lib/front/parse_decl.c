/*
 * D declarations: declaration specifiers, declarators (C's inside-out
 * syntax turned into a derivation chain from the name outward), type
 * names, struct/union/enum definitions, and the D-only definitions:
 * inline, translator and provider.
 */
#include <stdlib.h>
#include <string.h>

#include "front/parse_impl.h"

/* Where specifiers appear: what storage classes they may include. */
enum spec_ctx { SPEC_TYPE, SPEC_PARAM, SPEC_DECL };
/* What a declarator may name. */
enum decl_mode { DECL_NAMED, DECL_ABSTRACT, DECL_EITHER };

bool p_starts_type_name(int k)
{
	switch (k) {
	case TK_TNAME: case TK_VOID: case TK_CHAR_KW: case TK_SHORT: case TK_INT_KW:
	case TK_LONG: case TK_FLOAT: case TK_DOUBLE: case TK_SIGNED: case TK_UNSIGNED:
	case TK_STRING_KW: case TK_STRUCT: case TK_UNION: case TK_ENUM: case TK_CONST:
	case TK_RESTRICT: case TK_VOLATILE: case TK_USERLAND:
		return true;
	default:
		return false;
	}
}

static bool is_storage(int k)
{
	return k == TK_AUTO || k == TK_REGISTER || k == TK_STATIC || k == TK_EXTERN ||
	       k == TK_TYPEDEF;
}

bool p_starts_declaration(int k)
{
	return p_starts_type_name(k) || is_storage(k) || k == TK_SELF || k == TK_THIS;
}

/* `mod`name` scoping of a type or tag name. */
static void set_tag(struct dt_declspec *s, char *name)
{
	char *bq = strrchr(name, '`');
	free(s->tag);
	free(s->module);
	s->module = NULL;
	if (bq) {
		s->module = dt_strndup(name, (size_t)(bq - name));
		s->tag = dt_strdup(bq + 1);
		free(name);
	} else {
		s->tag = name;
	}
}

/* The type named by the specifiers is known at this token: DTrace checks
 * (and numbers) the specifiers here. */
static void set_base(struct dt_parser *p, struct dt_declspec *s, enum dt_basekw b)
{
	if (s->base != DB_NONE)
		dt_cc_error(p->cc, D_DECL_COMBO, dt_lex_errline(&p->lx, p->lx.line),
			    "invalid type combination");
	s->base = b;
	s->line = p->lx.line;
}

/* A struct/union/enum body for a tag the program defined already. */
static void check_redefinition(struct dt_parser *p, struct dt_declspec *s)
{
	if (!s->tag)
		return;
	char name[512];
	snprintf(name, sizeof(name), "%s %s", s->base == DB_STRUCT ? "struct" :
		 s->base == DB_UNION ? "union" : "enum", s->tag);
	if (dt_nameset_has(&p->sou_defined, name))
		dt_cc_error(p->cc, D_DECL_TYPERED, dt_lex_errline(&p->lx, p->lx.line),
			    "type redeclared: %s", name);
	dt_nameset_add(&p->sou_defined, name);
}

static struct dt_node *declarator(struct dt_parser *p, enum decl_mode mode);
static void declspecs(struct dt_parser *p, struct dt_node *owner, enum spec_ctx ctx);

/* ------------------------------------------------------------ struct/enum */

static struct dt_node *member_declaration(struct dt_parser *p)
{
	struct dt_node *m = p_node(p, N_MEMBERDECL), **tail = &m->list;
	p_nest(p);
	declspecs(p, m, SPEC_TYPE);
	/* a member is named, or an unnamed bit-field (`int : 3`) */
	if (p_peek(p) == ';')
		dt_cc_error(p->cc, D_DECL_MNAME, dt_lex_errline(&p->lx, p->lx.line),
			    "member declaration requires a name");
	do {
		struct dt_node *d;
		if (p_peek(p) == ':') {
			d = p_node(p, N_DECLARATOR);
		} else {
			d = declarator(p, DECL_NAMED);
		}
		if (p_accept(p, ':'))
			d->b = p_conditional(p);
		d->line = p->lx.line;
		m->line = d->line;
		tail = p_append(tail, d);
	} while (p_accept(p, ','));
	p_expect(p, ';');
	p_unnest(p, 1);
	return m;
}

/* The head of a struct/union/enum specifier after its keyword: the tag,
 * then either nothing more (a reference: false) or the body's `{`, consumed
 * (true).  A tagless reference is a syntax error. */
static bool tagged_head(struct dt_parser *p, struct dt_declspec *s, enum dt_basekw b)
{
	p_advance(p);
	int k = p_peek(p);
	bool tagged = k == TK_TNAME || k == TK_IDENT;
	/* a second type (`union a {...} union b`) is an error: keep the tag
	 * in the spec right away so that the error path frees it */
	if (tagged)
		set_tag(s, p_take_str(p));
	if (p_peek(p) != '{') {
		if (!tagged)
			p_syntax_error(p);
		set_base(p, s, b);
		return false;
	}
	set_base(p, s, b);
	check_redefinition(p, s);
	p_advance(p);
	s->has_body = true;
	return true;
}

static void sou_specifier(struct dt_parser *p, struct dt_declspec *s)
{
	if (!tagged_head(p, s, p_peek(p) == TK_STRUCT ? DB_STRUCT : DB_UNION))
		return;
	struct dt_node **tail = &s->body;
	do
		tail = p_append(tail, member_declaration(p));
	while (p_peek(p) != '}');
	p_advance(p);
}

static void enum_specifier(struct dt_parser *p, struct dt_declspec *s)
{
	if (!tagged_head(p, s, DB_ENUM))
		return;
	struct dt_node **tail = &s->body;
	do {
		if (p_peek(p) != TK_IDENT)
			p_syntax_error(p);
		struct dt_node *e = p_node(p, N_ENUMERATOR);
		e->str = p_take_str(p);
		dt_lex_add_ident(&p->lx, e->str);
		if (p_accept(p, '='))
			e->a = p_assignment(p);
		p_peek(p);
		e->line = p->lx.line;	/* DTrace defines it at the next token */
		tail = p_append(tail, e);
	} while (p_accept(p, ','));
	p_expect(p, '}');
}

/* ------------------------------------------------------------ specifiers */

static void storage(struct dt_parser *p, struct dt_declspec *s, enum dt_storage st)
{
	p_advance(p);
	if (s->storage != DS_NONE)
		dt_cc_error(p->cc, D_DECL_CLASS, dt_lex_errline(&p->lx, p->lx.line), "only one storage class allowed "
			    "in a declaration");
	s->storage = st;
	if (st == DS_TYPEDEF)
		p->lx.in_typedef = true;	/* the names declared stay type names */
}

static void declspecs(struct dt_parser *p, struct dt_node *owner, enum spec_ctx ctx)
{
	struct dt_declspec *s = dt_zalloc(sizeof(*s));
	owner->spec = s;
	s->line = p->lx.line;
	for (bool any = false;; any = true) {
		int k = p_peek(p);
		switch (k) {
		case TK_AUTO: case TK_REGISTER: case TK_STATIC: case TK_EXTERN: case TK_TYPEDEF:
			if (ctx == SPEC_TYPE)
				goto done;
			storage(p, s, k == TK_AUTO ? DS_AUTO : k == TK_REGISTER ? DS_REGISTER :
				k == TK_STATIC ? DS_STATIC : k == TK_EXTERN ? DS_EXTERN : DS_TYPEDEF);
			break;
		case TK_SELF: case TK_THIS:
			if (ctx != SPEC_DECL)
				goto done;
			storage(p, s, k == TK_SELF ? DS_SELF : DS_THIS);
			break;
		case TK_CONST: p_advance(p); s->quals |= DT_Q_CONST; break;
		case TK_VOLATILE: p_advance(p); s->quals |= DT_Q_VOLATILE; break;
		case TK_RESTRICT: p_advance(p); s->quals |= DT_Q_RESTRICT; break;
		case TK_USERLAND: p_advance(p); s->quals |= DT_Q_USERLAND; break;
		case TK_VOID: case TK_CHAR_KW: case TK_INT_KW: case TK_FLOAT: case TK_DOUBLE:
		case TK_STRING_KW:
			p_advance(p);
			set_base(p, s, k == TK_VOID ? DB_VOID : k == TK_CHAR_KW ? DB_CHAR :
				 k == TK_INT_KW ? DB_INT : k == TK_FLOAT ? DB_FLOAT :
				 k == TK_DOUBLE ? DB_DOUBLE : DB_STRING);
			break;
		case TK_SHORT: p_advance(p); s->is_short = true; break;
		case TK_LONG:
			p_advance(p);
			if (s->nlong == 2)
				dt_cc_error(p->cc, D_DECL_COMBO, dt_lex_errline(&p->lx, p->lx.line),
					    "the attribute 'long' "
					    "may only be used at most twice in a declaration");
			s->nlong++;
			break;
		case TK_SIGNED: p_advance(p); s->is_signed = true; break;
		case TK_UNSIGNED: p_advance(p); s->is_unsigned = true; break;
		case TK_STRUCT: case TK_UNION:
			sou_specifier(p, s);
			break;
		case TK_ENUM:
			enum_specifier(p, s);
			break;
		case TK_TNAME:
			if (s->base != DB_NONE)
				goto done;	/* `typedef int foo; struct s { foo foo; }` */
			set_tag(s, p_take_str(p));
			set_base(p, s, DB_TYPEDEFNAME);
			break;
		default:
			goto done;
		}
		(void)any;
		continue;
done:
		if (!any)
			p_syntax_error(p);
		return;
	}
}

/* ------------------------------------------------------------ declarators */

static struct dt_node *param_list(struct dt_parser *p, enum dt_node_kind kind, int close);

/* After '(' of a function declarator: its parameters and the ')'. */
static struct dt_node *func_suffix(struct dt_parser *p)
{
	struct dt_node *f = p_node(p, N_D_FUNC);
	if (p_peek(p) != ')')
		f->list = param_list(p, N_PARAM, ')');
	p_expect(p, ')');
	return f;
}

/* After '[': a dimension, a key type list or nothing, and the ']'. */
static struct dt_node *array_suffix(struct dt_parser *p)
{
	struct dt_node *a = p_node(p, N_D_ARRAY);
	int k = p_peek(p);
	if (k == TOK_DOTS || p_starts_declaration(k))
		a->list = param_list(p, N_TYPENAME, ']');
	else if (k != ']')
		a->list = p_conditional(p);
	p_expect(p, ']');
	return a;
}

/* Derivations of one declarator, nearest the name first; sets d->str. */
static struct dt_node *declarator_chain(struct dt_parser *p, struct dt_node *d,
					enum decl_mode mode)
{
	struct dt_node *ptrs = NULL, *inner = NULL, *suffixes = NULL, **tail = &suffixes;

	p_nest(p);

	while (p_accept(p, '*')) {
		struct dt_node *n = p_node(p, N_D_PTR);
		for (;;) {
			int q = p_peek(p);
			if (q == TK_CONST) n->flags |= DT_Q_CONST;
			else if (q == TK_VOLATILE) n->flags |= DT_Q_VOLATILE;
			else if (q == TK_RESTRICT) n->flags |= DT_Q_RESTRICT;
			else if (q == TK_USERLAND) n->flags |= DT_Q_USERLAND;
			else break;
			p_advance(p);
		}
		n->a = ptrs;	/* the last '*' written is nearest the name */
		ptrs = n;
	}

	int k = p_peek(p);
	if ((k == TK_IDENT || k == TK_TNAME) && mode != DECL_ABSTRACT) {
		d->str = p_take_str(p);
		d->line = p->lx.line;
	} else if (k == '(') {
		p_advance(p);
		int k2 = p_peek(p);
		if (mode == DECL_NAMED || k2 == '*' || k2 == '(' || k2 == '[' ||
		    (mode == DECL_EITHER && k2 == TK_IDENT)) {
			inner = declarator_chain(p, d, mode);
			p_expect(p, ')');
		} else {
			*tail = func_suffix(p);
			tail = &(*tail)->a;
		}
	} else if (mode == DECL_NAMED) {
		p_syntax_error(p);
	}

	for (;;) {
		if (p_accept(p, '['))
			*tail = array_suffix(p);
		else if (p_accept(p, '('))
			*tail = func_suffix(p);
		else
			break;
		tail = &(*tail)->a;
	}
	*tail = ptrs;
	p_unnest(p, 1);
	if (!inner)
		return suffixes;
	struct dt_node *e = inner;
	while (e->a)
		e = e->a;
	e->a = suffixes;
	return inner;
}

static struct dt_node *declarator(struct dt_parser *p, enum decl_mode mode)
{
	struct dt_node *d = p_node(p, N_DECLARATOR);
	d->a = declarator_chain(p, d, mode);
	d->line = p->lx.line;	/* declared at the token after it, as DTrace */
	return d;
}

/* parameter_type_list: N_PARAM (functions) or N_TYPENAME (array keys)
 * nodes, "..." as a node without spec; consumes up to `close`. */
static struct dt_node *param_list(struct dt_parser *p, enum dt_node_kind kind, int close)
{
	struct dt_node *list = NULL, **tail = &list;
	(void)close;
	do {
		struct dt_node *n = p_node(p, kind);
		if (p_accept(p, TOK_DOTS)) {
			n->str = dt_strdup("...");
			tail = p_append(tail, n);
			break;
		}
		/* a name that is not a type: a K&R identifier list, which D
		 * does not have */
		if (kind == N_PARAM && p_peek(p) == TK_IDENT)
			dt_cc_error(p->cc, D_DECL_IDENT, dt_lex_errline(&p->lx, p->lx.line),
				    "old-style declaration or incorrect type specified");
		declspecs(p, n, SPEC_PARAM);
		n->a = declarator(p, DECL_EITHER);
		tail = p_append(tail, n);
	} while (p_accept(p, ','));
	return list;
}

struct dt_node *p_type_name(struct dt_parser *p)
{
	struct dt_node *t = p_node(p, N_TYPENAME);
	declspecs(p, t, SPEC_TYPE);
	t->a = declarator(p, DECL_ABSTRACT);
	return t;
}

/* ------------------------------------------------------------ definitions */

struct dt_node *p_declaration(struct dt_parser *p)
{
	struct dt_node *n = p_node(p, N_DECL);
	declspecs(p, n, SPEC_DECL);
	bool is_typedef = n->spec->storage == DS_TYPEDEF;
	struct dt_node **tail = &n->list;
	if (!p_accept(p, ';')) {
		do {
			struct dt_node *d = declarator(p, DECL_NAMED);
			if (is_typedef)
				dt_lex_add_typedef(&p->lx, d->str);
			else
				dt_lex_add_ident(&p->lx, d->str);
			tail = p_append(tail, d);
		} while (p_accept(p, ','));
		p_expect(p, ';');
	}
	p->lx.in_typedef = false;
	p_set_mode(p, LX_CLAUSE);
	return n;
}

struct dt_node *p_inline(struct dt_parser *p)
{
	p_advance(p);
	struct dt_node *n = p_node(p, N_INLINE);
	declspecs(p, n, SPEC_DECL);
	n->a = declarator(p, DECL_NAMED);
	dt_lex_add_ident(&p->lx, n->a->str);
	p_expect(p, '=');
	n->b = p_assignment(p);
	p_expect(p, ';');
	n->line = p->lx.line;
	p->lx.in_typedef = false;
	p_set_mode(p, LX_CLAUSE);
	return n;
}

struct dt_node *p_translator(struct dt_parser *p)
{
	p_advance(p);
	struct dt_node *n = p_node(p, N_TRANSLATOR);
	struct dt_node *out = p_type_name(p);
	n->spec = out->spec;
	out->spec = NULL;
	n->b = out->a;
	p_expect(p, '<');
	struct dt_node *in = p_type_name(p);
	in->kind = N_PARAM;
	int k = p_peek(p);
	if (k != TK_IDENT && k != TK_TNAME)
		p_syntax_error(p);
	in->a->str = p_take_str(p);
	n->a = in;
	p_expect(p, '>');
	p_expect(p, '{');
	struct dt_node **tail = &n->list;
	while (p_peek(p) != '}') {
		if (p_peek(p) != TK_IDENT)
			p_syntax_error(p);
		struct dt_node *m = p_node(p, N_XMEMBER);
		m->str = p_take_str(p);
		p_expect(p, '=');
		m->a = p_assignment(p);
		p_expect(p, ';');
		m->line = p->lx.line;
		tail = p_append(tail, m);
	}
	p_advance(p);
	p_expect(p, ';');
	n->line = p->lx.line;
	p_set_mode(p, LX_CLAUSE);
	return n;
}

struct dt_node *p_provider(struct dt_parser *p)
{
	p_advance(p);
	struct dt_node *n = p_node(p, N_PROVIDER);
	if (p_peek(p) != TK_IDENT)
		p_syntax_error(p);
	n->str = p_take_str(p);
	p_expect(p, '{');
	struct dt_node **tail = &n->list;
	while (p_peek(p) == TK_PROBE) {
		p_advance(p);
		struct dt_node *pr = p_node(p, N_PROBEDECL);
		if (p_peek(p) != TK_IDENT)
			p_syntax_error(p);
		pr->str = p_take_str(p);
		p_expect(p, '(');
		struct dt_node *f = func_suffix(p);
		pr->list = f->list;
		f->list = NULL;
		if (p_accept(p, ':')) {
			p_expect(p, '(');
			f = func_suffix(p);
			pr->b = f->list;
			f->list = NULL;
		}
		p_expect(p, ';');
		tail = p_append(tail, pr);
	}
	p_expect(p, '}');
	p_expect(p, ';');
	p_set_mode(p, LX_CLAUSE);
	return n;
}
