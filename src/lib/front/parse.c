/*
 * The D parser, top level: programs, probe clauses, statements, and the
 * checks DTrace makes once a program is parsed (unused macro arguments,
 * empty programs).  Expressions are in parse_expr.c, declarations in
 * parse_decl.c.
 */
#include <stdlib.h>
#include <string.h>

#include "front/parse_impl.h"
#include "front/entry.h"

/* ------------------------------------------------------------ tokens */

struct dt_token *p_tok(struct dt_parser *p)
{
	if (!p->have_tok) {
		dt_lex_next(&p->lx, &p->tok);
		p->have_tok = true;
	}
	return &p->tok;
}

int p_peek(struct dt_parser *p)
{
	return p_tok(p)->kind;
}

void p_advance(struct dt_parser *p)
{
	p_tok(p);
	dt_token_free(&p->tok);
	p->have_tok = false;
}

char *p_take_str(struct dt_parser *p)
{
	struct dt_token *t = p_tok(p);
	char *s = t->str ? t->str : dt_strdup(t->text ? t->text : "");
	t->str = NULL;
	p_advance(p);
	return s;
}

bool p_accept(struct dt_parser *p, int kind)
{
	if (p_peek(p) != kind)
		return false;
	p_advance(p);
	return true;
}

void p_syntax_error(struct dt_parser *p)
{
	dt_lex_syntax_error(&p->lx, p_tok(p));
}

void p_expect(struct dt_parser *p, int kind)
{
	if (!p_accept(p, kind))
		p_syntax_error(p);
}

void p_set_mode(struct dt_parser *p, enum dt_lex_mode m)
{
	p->lx.mode = m;
}

#define P_MAX_NEST 400

void p_nest(struct dt_parser *p)
{
	if (++p->depth <= P_MAX_NEST)
		return;
	struct dt_token *t = p_tok(p);
	const char *text = t->text ? t->text : "";
	dt_cc_error(p->cc, D_SYNTAX, dt_lex_errline(&p->lx, t->line), "memory exhausted near \"%.*s\"",
		    (int)strcspn(text, "\n"), text);
}

struct dt_node *p_node(struct dt_parser *p, enum dt_node_kind kind)
{
	return dt_lex_node(&p->lx, kind, p->lx.line);
}

/* ------------------------------------------------------------ statements */

static struct dt_node *statement_list(struct dt_parser *p);

/* statement_or_block: a { } block, or one statement. */
static struct dt_node *statement_or_block(struct dt_parser *p);

/* statement: ';' | expression ';' | if (...) ... [else ...].  Returns NULL
 * for an empty statement. */
static struct dt_node *statement(struct dt_parser *p, bool in_list, bool *last)
{
	if (p_accept(p, ';'))
		return NULL;
	if (p_peek(p) == TK_IF) {
		p_advance(p);
		struct dt_node *n = p_node(p, N_IF);
		p_expect(p, '(');
		n->a = p_expression(p);
		p_expect(p, ')');
		n->b = statement_or_block(p);
		if (p_accept(p, TK_ELSE))
			n->c = statement_or_block(p);
		else
			p_peek(p);	/* DTrace needs the lookahead to see no else */
		n->line = p->lx.line;
		return n;
	}
	struct dt_node *e = p_expression(p);
	struct dt_node *s = p_node(p, N_EXPRSTMT);
	s->a = e;
	/* the last statement of a list may omit its ';' */
	if (in_list && p_peek(p) == '}') {
		*last = true;
		return s;
	}
	p_expect(p, ';');
	s->line = p->lx.line;
	return s;
}

static struct dt_node *statement_or_block(struct dt_parser *p)
{
	struct dt_node *s;
	p_nest(p);
	if (p_accept(p, '{')) {
		s = statement_list(p);
		p_expect(p, '}');
	} else {
		bool last = false;
		s = statement(p, false, &last);
		if (!s)
			s = p_node(p, N_EMPTY);
	}
	p_unnest(p, 1);
	return s;
}

/* Statements up to (not including) the closing '}'. */
static struct dt_node *statement_list(struct dt_parser *p)
{
	struct dt_node *b = p_node(p, N_BLOCK), **tail = &b->list;
	bool last = false;
	while (!last && p_peek(p) != '}') {
		struct dt_node *s = statement(p, true, &last);
		if (s)
			tail = p_append(tail, s);
	}
	return b;
}

/* ------------------------------------------------------------ clauses */

/* -P/-m/-f give one field of a description: complete it to four fields
 * ("prov:::", ":mod::", "::func:") counting the fields already given. */
static void complete_pdesc(struct dt_parser *p, struct dt_node *d, int kind)
{
	int level = kind == 'P' ? 0 : kind == 'm' ? 1 : kind == 'f' ? 2 : 3;
	if (level == 3 || (d->flags & DT_PDESC_ID))
		return;
	int fields = 1;
	for (const char *s = d->str; *s; s++)
		fields += *s == ':';
	/* -P names the provider field, -m the module and the fields left
	 * of it, -f the function: a field further left is one too many
	 * (DTrace's dtrace_xstr2desc, EDT_BADSPEC) */
	if (fields > level + 1)
		dt_cc_error(p->cc, D_PDESC_INVAL, dt_lex_errline(&p->lx, d->line),
			    "invalid probe description \"%s\": Overspecified probe description",
			    d->str);
	int lead = level + 1 - fields, trail = 3 - level;
	size_t n = strlen(d->str);
	char *s = dt_zalloc(n + (size_t)lead + (size_t)trail + 1);
	memset(s, ':', (size_t)lead);
	memcpy(s + lead, d->str, n);
	memset(s + lead + n, ':', (size_t)trail);
	free(d->str);
	d->str = s;
}

static struct dt_node *probe_specifier(struct dt_parser *p)
{
	struct dt_token *t = p_tok(p);
	struct dt_node *d;
	if (t->kind == TK_INT) {
		/* -P, -m and -f name providers, modules and functions: a probe
		 * id is no such name (DTrace's dt_node_pdesc_by_id) */
		const char *what = p->probe_spec == 'P' ? "providers" : p->probe_spec == 'm' ?
				   "modules" : p->probe_spec == 'f' ? "functions" : NULL;
		if (what)
			dt_cc_error(p->cc, D_PDESC_INVAL, dt_lex_errline(&p->lx, t->line),
				    "probe identifier %llu not permitted when specifying %s",
				    (unsigned long long)t->ival, what);
		d = p_node(p, N_PDESC);
		d->flags |= DT_PDESC_ID;
		d->ival = t->ival;
		d->str = dt_strdup(t->text);
		p_advance(p);
		return d;
	}
	if (t->kind != TK_PSPEC)
		p_syntax_error(p);
	d = p_node(p, N_PDESC);
	d->str = p_take_str(p);
	int colons = 0;
	for (const char *s = d->str; *s; s++)
		colons += *s == ':';
	if (colons > 3)
		dt_cc_error(p->cc, D_PDESC_INVAL, dt_lex_errline(&p->lx, d->line), "invalid probe description \"%s\": "
			    "Overspecified probe description", d->str);
	complete_pdesc(p, d, p->probe_spec);
	return d;
}

static struct dt_node *probe_definition(struct dt_parser *p)
{
	struct dt_node *c = p_node(p, N_CLAUSE), **tail = &c->list;
	tail = p_append(tail, probe_specifier(p));
	while (p_accept(p, ','))
		tail = p_append(tail, probe_specifier(p));
	p_peek(p);			/* scanned in the outer mode, as in DTrace */
	p_set_mode(p, LX_EXPR);

	if (p_accept(p, '/')) {
		c->a = p_expression(p);
		p_expect(p, TK_EPRED);
		if (p_peek(p) != '{')
			dt_cc_error(p->cc, D_SYNTAX, c->a->line, "expected actions { } "
				    "following probe description and predicate");
	}
	if (p_accept(p, '{')) {
		c->b = statement_list(p);
		p_expect(p, '}');
		c->line = p->lx.line;	/* DTrace numbers a clause by its '}' */
	} else if (!p->lx.from_string) {
		dt_cc_error(p->cc, D_SYNTAX, c->list->line, "expected predicate and/or "
			    "actions following probe description");
	}
	p_set_mode(p, LX_CLAUSE);
	return c;
}

/* ------------------------------------------------------------ programs */

static struct dt_node **take_pragmas(struct dt_parser *p, struct dt_node **tail)
{
	if (p->lx.pragmas) {
		tail = p_append(tail, p->lx.pragmas);
		p->lx.pragmas = NULL;
	}
	return tail;
}

static struct dt_node *external_declaration(struct dt_parser *p)
{
	int k = p_peek(p);
	switch (k) {
	case TK_PSPEC: case TK_INT:
		return probe_definition(p);
	case TK_INLINE:
		return p_inline(p);
	case TK_TRANSLATOR:
		return p_translator(p);
	case TK_PROVIDER:
		return p_provider(p);
	default:
		if (p_starts_declaration(k))
			return p_declaration(p);
		p_syntax_error(p);
	}
}

static struct dt_node *program(struct dt_parser *p)
{
	struct dt_node *prog = p_node(p, N_PROGRAM), **tail = &prog->list;
	for (;;) {
		int k = p_peek(p);	/* may process control lines first */
		tail = take_pragmas(p, tail);
		if (k == TK_EOF)
			break;
		struct dt_node *item = external_declaration(p);
		tail = take_pragmas(p, tail);
		tail = p_append(tail, item);
	}
	return prog;
}

/* DTrace checks only the last macro argument: the others may be unused. */
static void check_macro_args(struct dt_parser *p)
{
	struct dt_lexer *lx = &p->lx;
	int argc = lx->argc;
	if (p->cc->library)	/* the arguments are the script's, not the library's */
		return;
	if (argc > 1 && !lx->argref && !lx->used[argc - 1])
		dt_cc_error(p->cc, D_MACRO_UNUSED, dt_lex_errline(lx, lx->line), "extraneous argument '%s' ($%d is "
			    "not referenced)", p->cc->h->macro_argv[argc - 1], argc - 1);
}

static bool has_program_items(const struct dt_node *prog)
{
	for (const struct dt_node *n = prog->list; n; n = n->next)
		if (n->kind != N_PRAGMA)
			return true;
	return false;
}

struct dt_node *dt_parse(struct dt_cc *cc, const char *text, int probe_spec)
{
	struct dt_parser *p = dt_zalloc(sizeof(*p));
	jmp_buf outer;
	struct dt_node *volatile root = NULL;

	p->cc = cc;
	p->probe_spec = probe_spec;
	dt_lex_init(&p->lx, cc, text);
	p->lx.from_string = probe_spec != 0 || cc->src == DTRACE_SRC_DESC;
	if (probe_spec)
		p->lx.pspec_only = true;

	/* On an error free everything the parse made, then unwind as asked. */
	memcpy(outer, cc->jb, sizeof(jmp_buf));
	if (setjmp(cc->jb)) {
		memcpy(cc->jb, outer, sizeof(jmp_buf));
		dt_token_free(&p->tok);
		dt_nameset_free(&p->sou_defined);
		dt_lex_sweep(&p->lx, NULL);
		dt_lex_fini(&p->lx);
		free(p);
		longjmp(cc->jb, 1);
	}

	root = program(p);
	check_macro_args(p);
	/* -x empty: an empty source file compiles (to no clause) */
	if (!has_program_items(root) && !dt_opt_isset(cc->h, OPT_empty))
		dt_cc_error(cc, D_EMPTY, dt_lex_errline(&p->lx, p->lx.line), "empty D program translation unit");

	memcpy(cc->jb, outer, sizeof(jmp_buf));
	dt_token_free(&p->tok);
	dt_nameset_free(&p->sou_defined);
	dt_lex_sweep(&p->lx, root);
	dt_lex_fini(&p->lx);
	free(p);
	return root;
}
