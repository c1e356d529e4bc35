/*
 * D expressions: C's operators and precedence plus D's `^^`, aggregations,
 * self-> / this-> variables, `sym` references, sizeof, stringof, offsetof
 * and xlate.  Binary operators use precedence climbing; the rest follows
 * DTrace's grammar (an assignment's left side must be a unary expression,
 * casts apply to cast expressions, ++/-- to unary ones).
 */
#include <stdlib.h>
#include <string.h>

#include "front/parse_impl.h"

static struct dt_node *cast_expression(struct dt_parser *p, bool *unary);
static struct dt_node *cast_paren(struct dt_parser *p, bool *unary);
static struct dt_node *unary_expression(struct dt_parser *p);
static struct dt_node *unary_expression_1(struct dt_parser *p);

/* Binary operator precedence, higher binds tighter; 0: not binary. */
static int binary_prec(int tok)
{
	switch (tok) {
	case TOK_LOR: return 1;
	case TOK_LXOR: return 2;
	case TOK_LAND: return 3;
	case '|': return 4;
	case '^': return 5;
	case '&': return 6;
	case TOK_EQ: case TOK_NE: return 7;
	case '<': case '>': case TOK_LE: case TOK_GE: return 8;
	case TOK_SHL: case TOK_SHR: return 9;
	case '+': case '-': return 10;
	case '*': case '/': case '%': return 11;
	default: return 0;
	}
}

static bool is_assign_op(int tok)
{
	switch (tok) {
	case '=': case TOK_ADD_EQ: case TOK_SUB_EQ: case TOK_MUL_EQ: case TOK_DIV_EQ:
	case TOK_MOD_EQ: case TOK_AND_EQ: case TOK_OR_EQ: case TOK_XOR_EQ:
	case TOK_SHL_EQ: case TOK_SHR_EQ:
		return true;
	default:
		return false;
	}
}

static struct dt_node *binary(struct dt_parser *p, int minprec, bool *unary)
{
	struct dt_node *l = cast_expression(p, unary);
	int nested = 0;
	for (;;) {
		int op = p_peek(p);
		int prec = binary_prec(op);
		if (!prec || prec < minprec) {
			p_unnest(p, nested);
			return l;
		}
		p_advance(p);
		p_nest(p);	/* a long operator chain makes a deep tree */
		nested++;
		bool u;
		struct dt_node *r = binary(p, prec + 1, &u);
		struct dt_node *n = p_node(p, N_BINARY);
		n->op = op;
		n->a = l;
		n->b = r;
		l = n;
		*unary = false;
	}
}

static struct dt_node *conditional(struct dt_parser *p, bool *unary)
{
	struct dt_node *c = binary(p, 1, unary);
	if (!p_accept(p, '?'))
		return c;
	struct dt_node *n = p_node(p, N_TERNARY);
	n->a = c;
	n->b = p_expression(p);
	p_expect(p, ':');
	bool u;
	p_nest(p);
	n->c = conditional(p, &u);
	p_unnest(p, 1);
	n->line = p->lx.line;
	*unary = false;
	return n;
}

struct dt_node *p_conditional(struct dt_parser *p)
{
	bool u;
	return conditional(p, &u);
}

struct dt_node *p_assignment(struct dt_parser *p)
{
	bool unary = false;
	struct dt_node *l = conditional(p, &unary);
	int op = p_peek(p);
	if (!is_assign_op(op))
		return l;
	if (!unary)
		p_syntax_error(p);
	p_advance(p);
	p_nest(p);
	struct dt_node *r = p_assignment(p);
	p_unnest(p, 1);
	struct dt_node *n = p_node(p, op == '=' && l->kind == N_AGG ? N_AGGASSIGN : N_ASSIGN);
	n->op = op;
	n->a = l;
	n->b = r;
	return n;
}

struct dt_node *p_expression(struct dt_parser *p)
{
	int nested = 1;
	p_nest(p);
	struct dt_node *l = p_assignment(p);
	while (p_accept(p, ',')) {
		p_nest(p);
		nested++;
		struct dt_node *r = p_assignment(p);
		struct dt_node *n = p_node(p, N_BINARY);
		n->op = ',';
		n->a = l;
		n->b = r;
		l = n;
	}
	p_unnest(p, nested);
	return l;
}

/* ------------------------------------------------------------ postfix */

/* Identifiers `sym` and mod`sym name kernel symbols. */
static struct dt_node *ident_node(struct dt_parser *p, char *name)
{
	char *bq = strrchr(name, '`');
	struct dt_node *n;
	if (!bq) {
		n = p_node(p, N_IDENT);
		n->str = name;
		return n;
	}
	n = p_node(p, N_BACKQUOTE);
	n->str = dt_strndup(name, (size_t)(bq - name));
	n->str2 = dt_strdup(bq + 1);
	free(name);
	return n;
}

/* The member name after . or ->: an identifier, a type name, or one of
 * the D keywords DTrace allows there (the lexer returns any word as an
 * identifier in that position). */
static char *member_name(struct dt_parser *p)
{
	int k = p_peek(p);
	if (k == TK_IDENT || k == TK_TNAME)
		return p_take_str(p);
	switch (k) {
	case TK_PROBE: case TK_PROVIDER: case TK_SELF: case TK_STRING_KW: case TK_STRINGOF:
	case TK_USERLAND: case TK_XLATE: case TK_TRANSLATOR:
		return p_take_str(p);
	default:
		p_syntax_error(p);
	}
}

static struct dt_node *argument_list(struct dt_parser *p, int close)
{
	struct dt_node *list = NULL, **tail = &list;
	if (close == ')' && p_peek(p) == ')')
		return NULL;
	tail = p_append(tail, p_assignment(p));
	while (p_accept(p, ','))
		tail = p_append(tail, p_assignment(p));
	return list;
}

static struct dt_node *postfix_ops(struct dt_parser *p, struct dt_node *base)
{
	for (int nested = 0;; nested++) {
		int k = p_peek(p);
		struct dt_node *n;
		if (nested)
			p_nest(p);	/* a[1][2]... or f()()... makes a deep tree */
		switch (k) {
		case '[':
			p_advance(p);
			if (base->kind == N_AGG && !base->list) {
				base->list = argument_list(p, ']');
				p_expect(p, ']');
				base->line = p->lx.line;
				break;
			}
			n = p_node(p, N_INDEX);
			n->a = base;
			n->list = argument_list(p, ']');
			p_expect(p, ']');
			n->line = p->lx.line;
			base = n;
			break;
		case '(':
			p_advance(p);
			n = p_node(p, N_CALL);
			if (base->kind == N_IDENT) {
				n->str = base->str;
				base->str = NULL;
			} else {
				n->a = base;
			}
			n->list = argument_list(p, ')');
			p_expect(p, ')');
			n->line = p->lx.line;
			base = n;
			break;
		case '.':
		case TOK_ARROW: {
			p_advance(p);
			char *m = member_name(p);
			if (k == TOK_ARROW && base->kind == N_IDENT &&
			    (strcmp(base->str, "self") == 0 || strcmp(base->str, "this") == 0)) {
				base->kind = strcmp(base->str, "self") == 0 ? N_SELF : N_THIS;
				free(base->str);
				base->str = m;
				break;
			}
			n = p_node(p, N_MEMBER);
			n->op = k;
			n->a = base;
			n->str = m;
			base = n;
			break;
		}
		case TOK_INC: case TOK_DEC:
			p_advance(p);
			n = p_node(p, N_POSTFIX);
			n->op = k;
			n->a = base;
			base = n;
			break;
		default:
			p_unnest(p, nested);
			return base;
		}
	}
}

/* ------------------------------------------------------------ primaries */

static struct dt_node *int_node(struct dt_parser *p, struct dt_token *t, enum dt_node_kind k)
{
	struct dt_node *n = p_node(p, k);
	n->ival = t->ival;
	n->flags = t->flags;
	char prefix = t->prefix;
	p_advance(p);
	if (prefix != '-')
		return n;
	struct dt_node *u = p_node(p, N_UNARY);
	u->op = '-';
	u->a = n;
	return u;
}

/* offsetof's member: an identifier or a type name only.  D lets a
 * keyword name a member after . and -> alone (DTrace's grammar takes
 * DT_TOK_IDENT or DT_TOK_TNAME here), so offsetof(struct cgroup, self)
 * is a syntax error. */
static struct dt_node *offsetof_expr(struct dt_parser *p)
{
	struct dt_node *n = p_node(p, N_OFFSETOF);
	p_expect(p, '(');
	n->a = p_type_name(p);
	p_expect(p, ',');
	if (p_peek(p) != TK_IDENT && p_peek(p) != TK_TNAME)
		p_syntax_error(p);
	n->str = p_take_str(p);
	p_expect(p, ')');
	n->line = p->lx.line;
	return n;
}

static struct dt_node *xlate_expr(struct dt_parser *p)
{
	struct dt_node *n = p_node(p, N_XLATE);
	p_expect(p, '<');
	n->a = p_type_name(p);
	p_expect(p, '>');
	p_expect(p, '(');
	n->b = p_expression(p);
	p_expect(p, ')');
	n->line = p->lx.line;
	return n;
}

/* primary_expression, with the grammar's postfix-level offsetof/xlate. */
static struct dt_node *primary(struct dt_parser *p)
{
	struct dt_token *t = p_tok(p);
	struct dt_node *n;
	switch (t->kind) {
	case TK_IDENT:
		return ident_node(p, p_take_str(p));
	case TK_AGG:
		n = p_node(p, N_AGG);
		n->str = p_take_str(p);
		return n;
	case TK_INT:
		return int_node(p, t, N_INT);
	case TK_CHAR:
		/* DTrace's character constants are int constants */
		t->flags |= DT_LIT_DEC;
		return int_node(p, t, N_INT);
	case TK_STRING:
		n = p_node(p, N_STR);
		n->slen = t->slen;
		n->str = p_take_str(p);
		return n;
	case TK_SELF: case TK_THIS:
		n = p_node(p, N_IDENT);
		n->str = dt_strdup(t->kind == TK_SELF ? "self" : "this");
		p_advance(p);
		return n;
	case '(':
		p_advance(p);
		n = p_expression(p);
		p_expect(p, ')');
		return n;
	case TK_OFFSETOF:
		p_advance(p);
		return offsetof_expr(p);
	case TK_XLATE:
		p_advance(p);
		return xlate_expr(p);
	default:
		p_syntax_error(p);
	}
}

static struct dt_node *unary_op(struct dt_parser *p, int op, struct dt_node *operand)
{
	struct dt_node *n = p_node(p, N_UNARY);
	n->op = op;
	n->a = operand;
	return n;
}

/* sizeof ( type_name ) or sizeof unary_expression, where the latter may
 * itself start with a parenthesized expression. */
static struct dt_node *sizeof_expr(struct dt_parser *p, bool is_sizeof)
{
	struct dt_node *n = p_node(p, is_sizeof ? N_SIZEOF : N_STRINGOF);
	if (is_sizeof && p_peek(p) == '(') {
		p_advance(p);
		if (p_starts_type_name(p_peek(p))) {
			n->a = p_type_name(p);
			p_expect(p, ')');
			n->line = p->lx.line;
			return n;
		}
		struct dt_node *e = p_expression(p);
		p_expect(p, ')');
		n->b = postfix_ops(p, e);
		n->line = p->lx.line;
		return n;
	}
	struct dt_node *e = unary_expression(p);
	if (is_sizeof)
		n->b = e;
	else
		n->a = e;
	n->line = p->lx.line;
	return n;
}

static struct dt_node *unary_expression(struct dt_parser *p)
{
	p_nest(p);
	struct dt_node *n = unary_expression_1(p);
	p_unnest(p, 1);
	return n;
}

static struct dt_node *unary_expression_1(struct dt_parser *p)
{
	int k = p_peek(p);
	switch (k) {
	case TOK_INC: case TOK_DEC:
		p_advance(p);
		return unary_op(p, k, unary_expression(p));
	case '&': case '*': case '+': case '-': case '~': case '!': {
		p_advance(p);
		bool u;
		return unary_op(p, k, cast_expression(p, &u));
	}
	case TK_SIZEOF: case TK_STRINGOF:
		p_advance(p);
		return sizeof_expr(p, k == TK_SIZEOF);
	default:
		return postfix_ops(p, primary(p));
	}
}

/* cast_expression: ( type_name ) cast_expression, or a unary expression;
 * *unary tells which (only a unary expression may be assigned to). */
static struct dt_node *cast_expression(struct dt_parser *p, bool *unary)
{
	*unary = true;
	if (p_peek(p) != '(')
		return unary_expression(p);
	p_nest(p);
	struct dt_node *n = cast_paren(p, unary);
	p_unnest(p, 1);
	return n;
}

/* cast_expression after its '(' is seen. */
static struct dt_node *cast_paren(struct dt_parser *p, bool *unary)
{
	p_advance(p);
	if (!p_starts_type_name(p_peek(p))) {
		struct dt_node *e = p_expression(p);
		p_expect(p, ')');
		return postfix_ops(p, e);
	}
	struct dt_node *n = p_node(p, N_CAST);
	n->a = p_type_name(p);
	p_expect(p, ')');
	bool u;
	n->b = cast_expression(p, &u);
	n->line = p->lx.line;	/* numbered when complete, as DTrace's nodes */
	*unary = false;
	return n;
}
