/*
 * -xtree=N: the D compiler's parse tree on stderr, in DTrace's layout
 * (libdtrace's dt_node_printr).  N is a bit mask of the passes to show:
 * 1 the tree as parsed, 2 each clause once checked and typed, 4 the whole
 * program once compiled.  One line per node, indented two spaces a level:
 *
 *   KIND details (type=<TYPE> attr=[n/d/c] flags=F,...)
 *
 * with DTrace's node kinds (INT, STRING, VARIABLE, FUNC, OP1, OP2, OP3,
 * AGGREGATE, ...), the flags SIGN (signed integer), COOK (typed), REF
 * (passed by reference), LVAL, WRITE, BITF, USER (userland type), ALLOCA
 * (a pointer into alloca() scratch memory: cg_alloca.c's taint) and DPTR
 * (a pointer to storage DTrace manages: string constants).  attr is the
 * node's stability attributes (sema_attr.c) in DTrace's letters: [s/s/c]
 * is Stable/Stable/Common, what every node has before it is cooked.
 */
#include <inttypes.h>
#include <string.h>

#include "cg/cg.h"
#include "cg/entry.h"
#include "lang/builtins.h"


struct tree {
	FILE *f;
	const struct dt_cg *cg;	/* for alloca taint; NULL before code generation */
	bool cooked;
};

static void node(struct tree *t, const struct dt_node *n, int depth);


static bool is_var(const struct dt_node *n)
{
	if (n->kind == N_SELF || n->kind == N_THIS)
		return true;
	return n->kind == N_IDENT && n->ident &&
	       (n->ident->kind == ID_SCALAR || n->ident->kind == ID_ARRAY ||
		n->ident->kind == ID_BUILTIN);
}

static bool tainted(const struct tree *t, const struct dt_node *n)
{
	return t->cg && t->cg->plan->uses_alloca && cg_alloca_tainted(t->cg, n);
}

/* "type=<T> attr=A flags=F": what DTrace shows in parentheses. */
static void info(const struct tree *t, const struct dt_node *n, char *buf, size_t len)
{
	char ty[256], fl[128] = "";
	const struct dt_type *r = dt_type_resolved(n->type);

	if (n->type)
		dt_type_str(n->type, ty, sizeof(ty));
	else
		snprintf(ty, sizeof(ty), "-1");
	if (r && (r->kind == T_INT || r->kind == T_ENUM) && r->is_signed)
		strcat(fl, ",SIGN");
	if (t->cooked && n->type)
		strcat(fl, ",COOK");
	if (r && (r->kind == T_STRING || r->kind == T_STRUCT || r->kind == T_UNION ||
		  r->kind == T_ARRAY))
		strcat(fl, ",REF");
	if (n->is_lvalue)
		strcat(fl, ",LVAL");
	if (n->is_lvalue && is_var(n) && n->ident && n->ident->kind != ID_BUILTIN &&
	    !(n->type && (n->type->quals & DT_Q_CONST)))
		strcat(fl, ",WRITE");
	if (n->type && n->type->userland)
		strcat(fl, ",USER");
	if (tainted(t, n))
		strcat(fl, ",ALLOCA");
	if (n->kind == N_STR)
		strcat(fl, ",DPTR");
	char at[32];
	snprintf(buf, len, "type=<%s> attr=%s flags=%s", ty, dt_attr_abbrev(n->attr, at, sizeof(at)),
		 fl[0] ? fl + 1 : "0");
}

static void indent(const struct tree *t, int depth)
{
	fprintf(t->f, "%*s", depth * 2, "");
}

/* Children of a list, DTrace's "," line between two. */
static void list(struct tree *t, const struct dt_node *l, int depth)
{
	for (; l; l = l->next) {
		node(t, l, depth + 1);
		if (l->next) {
			indent(t, depth);
			fputs(",\n", t->f);
		}
	}
}

static void str_escaped(FILE *f, const struct dt_node *n)
{
	for (size_t i = 0; i < n->slen; i++) {
		unsigned char c = (unsigned char)n->str[i];
		switch (c) {
		case '\n': fputs("\\n", f); break;
		case '\t': fputs("\\t", f); break;
		case '"': fputs("\\\"", f); break;
		case '\\': fputs("\\\\", f); break;
		default:
			if (c >= 0x20 && c < 0x7f)
				fputc(c, f);
			else
				fprintf(f, "\\%03o", c);
		}
	}
}

static bool is_action(const struct dt_node *call)
{
	const struct dt_ident *id = call->ident;
	return id && id->kind == ID_FUNC && id->id <= DT_F_DISCARD && id->id != DT_F_SPECULATION;
}

static void variable(struct tree *t, const struct dt_node *n, const struct dt_node *keys,
		     const char *buf, int depth)
{
	const struct dt_ident *id = n->kind == N_INDEX ? n->a->ident : n->ident;
	const char *name = n->kind == N_INDEX ? n->a->str : n->str;
	int k = n->kind == N_INDEX ? n->a->kind : n->kind;
	const char *assigned = "";

	/* user variables say how they are assigned (alloca or not) */
	if (id && id->kind != ID_BUILTIN)
		assigned = tainted(t, n) ? "(alloca-assigned) " : "(normally-assigned) ";
	fprintf(t->f, "VARIABLE %s%s%s (%s)\n", assigned,
		k == N_THIS ? "this->" : k == N_SELF ? "self->" : "", name ? name : "?", buf);
	if (keys) {
		indent(t, depth);
		fputs("[\n", t->f);
		list(t, keys, depth);
		indent(t, depth);
		fputs("]\n", t->f);
	}
}

static void clause(struct tree *t, const struct dt_node *n, int depth)
{
	char at[32];
	fprintf(t->f, "CLAUSE attr=%s\n", dt_attr_abbrev(n->attr, at, sizeof(at)));
	for (const struct dt_node *d = n->list; d; d = d->next) {
		if (d->kind != N_PDESC)
			continue;
		indent(t, depth + 1);
		if (d->flags & DT_PDESC_ID)
			fprintf(t->f, "PDESC %" PRIu64 "\n", d->ival);
		else
			fprintf(t->f, "PDESC %s [0]\n", d->str ? d->str : "");
	}
	indent(t, depth);
	/* the context: the first description's attributes */
	const struct dt_node *d = n->list;
	while (d && d->kind != N_PDESC)
		d = d->next;
	fprintf(t->f, "CTXATTR %s\n", dt_attr_abbrev(d ? d->attr : dt_attr_default, at,
						       sizeof(at)));
	if (n->a) {
		indent(t, depth);
		fputs("PREDICATE /\n", t->f);
		node(t, n->a, depth + 1);
		indent(t, depth);
		fputs("/\n", t->f);
	}
	indent(t, depth);
	fputs("ACTION\n", t->f);
	if (n->b)
		node(t, n->b, depth + 1);
}

/* An identifier: an inline, a function, an aggregation or a variable. */
static void ident_node(struct tree *t, const struct dt_node *n, const char *buf, int depth)
{
	if (n->ident && n->ident->kind == ID_INLINE) {
		fprintf(t->f, "INLINE %s (%s)\n", n->str, buf);
		node(t, n->ident->inline_expr, depth + 1);
	} else if (n->ident && (n->ident->kind == ID_FUNC || n->ident->kind == ID_AGGFUNC)) {
		fprintf(t->f, "FUNC %s (%s)\n", n->str, buf);
	} else if (n->ident && n->ident->kind == ID_AGG) {
		char at[32];
		fprintf(t->f, "AGGREGATE @%s attr=%s [\n", n->str,
			dt_attr_abbrev(n->attr, at, sizeof(at)));
		indent(t, depth);
		fputs("]\n", t->f);
	} else if (n->ident || !t->cooked) {
		variable(t, n, NULL, buf, depth);
	} else {
		fprintf(t->f, "IDENT %s (%s)\n", n->str, buf);
	}
}

/* @a[keys], and @a[keys] = f(...) */
static void agg_node(struct tree *t, const struct dt_node *n, int depth)
{
	const struct dt_node *a = n->kind == N_AGGASSIGN ? n->a : n;
	char at[32];
	fprintf(t->f, "AGGREGATE @%s attr=%s [\n", a->str, dt_attr_abbrev(a->attr, at, sizeof(at)));
	list(t, a->list, depth);
	indent(t, depth);
	if (n->kind == N_AGG) {
		fputs("]\n", t->f);
		return;
	}
	fputs("] =\n", t->f);
	node(t, n->b, depth + 1);
	indent(t, depth);
	fputs(")\n", t->f);
}

/* Types, inlines, translators, providers, declarations and pragmas. */
static void decl_node(struct tree *t, const struct dt_node *n, const char *buf, int depth)
{
	switch (n->kind) {
	case N_TYPENAME:
		fprintf(t->f, "TYPE (%s)\n", buf);
		break;
	case N_INLINE:
		fprintf(t->f, "INLINE %s (%s)\n", n->a && n->a->str ? n->a->str : "?", buf);
		node(t, n->b, depth + 1);
		break;
	case N_TRANSLATOR:
		fprintf(t->f, "XLATOR (%s)\n", buf);
		for (const struct dt_node *m = n->list; m; m = m->next) {
			indent(t, depth + 1);
			fprintf(t->f, "MEMBER %s (type=<-1> attr=[s/s/c] flags=0)\n", m->str);
			node(t, m->a, depth + 2);
		}
		break;
	case N_PROVIDER:
		fprintf(t->f, "PROVIDER %s (decl)\n", n->str);
		for (const struct dt_node *p = n->list; p; p = p->next) {
			indent(t, depth + 1);
			fprintf(t->f, "PROBE %s\n", p->str);
		}
		break;
	default:
		/* declarations and pragmas: their kind, as DTrace shows a type */
		fprintf(t->f, "%s (%s)\n", n->kind == N_DECL ? "TYPE" : dt_node_kind_name(n->kind),
			buf);
		break;
	}
}

static void node(struct tree *t, const struct dt_node *n, int depth)
{
	char buf[512], at[32];

	if (!n)
		return;
	if (n->kind == N_BLOCK) {	/* its statements stand at its level */
		for (const struct dt_node *s = n->list; s; s = s->next)
			node(t, s, depth);
		return;
	}
	indent(t, depth);
	info(t, n, buf, sizeof(buf));

	/* constant expressions are folded into integers, as DTrace cooks them */
	if (t->cooked && n->is_const && n->kind != N_INT && n->kind != N_STR &&
	    dt_type_is_integer(n->type)) {
		fprintf(t->f, "INT 0x%" PRIx64 " (%s)\n", (uint64_t)n->cval, buf);
		return;
	}
	switch (n->kind) {
	case N_PROGRAM:
		fprintf(t->f, "PROGRAM attr=%s\n", "[s/s/c]");
		for (const struct dt_node *c = n->list; c; c = c->next)
			node(t, c, depth + 1);
		break;
	case N_CLAUSE:
		clause(t, n, depth);
		break;
	case N_EXPRSTMT:
		/* a statement has its expression's attributes */
		fprintf(t->f, "D %s attr=%s\n", n->a && n->a->kind == N_CALL && is_action(n->a) ?
			"PRODUCER" : "EXPRESSION",
			dt_attr_abbrev(n->a ? n->a->attr : dt_attr_default, at, sizeof(at)));
		node(t, n->a, depth + 1);
		break;
	case N_IF:
		fprintf(t->f, "IF attr=%s\n", "[s/s/c]");
		node(t, n->a, depth + 1);
		indent(t, depth);
		fputs("THEN\n", t->f);
		node(t, n->b, depth + 1);
		if (n->c) {
			indent(t, depth);
			fputs("ELSE\n", t->f);
			node(t, n->c, depth + 1);
		}
		break;
	case N_EMPTY:
		fprintf(t->f, "D EXPRESSION attr=%s\n", "[s/s/c]");
		break;
	case N_INT:
		fprintf(t->f, "INT 0x%" PRIx64 " (%s)\n", n->ival, buf);
		break;
	case N_STR:
		fputs("STRING \"", t->f);
		str_escaped(t->f, n);
		fprintf(t->f, "\" (%s)\n", buf);
		break;
	case N_IDENT:
		ident_node(t, n, buf, depth);
		break;
	case N_SELF:
	case N_THIS:
		variable(t, n, NULL, buf, depth);
		break;
	case N_INDEX:
		if (n->a && (n->a->kind == N_SELF || n->a->kind == N_THIS ||
			     (n->a->kind == N_IDENT && n->a->ident &&
			      n->a->ident->kind == ID_ARRAY) ||
			     (n->a->kind == N_IDENT && !t->cooked))) {
			variable(t, n, n->list, buf, depth);
			break;
		}
		fprintf(t->f, "OP2 [ (%s)\n", buf);
		node(t, n->a, depth + 1);
		list(t, n->list, depth);
		break;
	case N_BACKQUOTE:
		fprintf(t->f, "SYMBOL %s`%s (%s)\n", n->str && *n->str ? n->str : "vmlinux",
			n->str2, buf);
		break;
	case N_AGG:
	case N_AGGASSIGN:
		agg_node(t, n, depth);
		break;
	case N_CALL:
		fprintf(t->f, "FUNC %s (%s)\n", n->str ? n->str : "<expr>", buf);
		if (!n->str)
			node(t, n->a, depth + 1);
		list(t, n->list, depth);
		break;
	case N_UNARY:
	case N_POSTFIX:
	case N_STRINGOF:
		fprintf(t->f, "OP1 %s (%s)\n", n->kind == N_STRINGOF ? "stringof" : dt_op_name(n->op),
			buf);
		node(t, n->a, depth + 1);
		break;
	case N_SIZEOF:
		fprintf(t->f, "OP1 sizeof (%s)\n", buf);
		node(t, n->a ? n->a : n->b, depth + 1);
		break;
	case N_BINARY:
	case N_ASSIGN:
		fprintf(t->f, "OP2 %s (%s)\n", dt_op_name(n->op), buf);
		node(t, n->a, depth + 1);
		node(t, n->b, depth + 1);
		break;
	case N_MEMBER:
		/* DTrace's right operand of -> and . is the member's name */
		fprintf(t->f, "OP2 %s (%s)\n", dt_op_name(n->op), buf);
		node(t, n->a, depth + 1);
		indent(t, depth + 1);
		fprintf(t->f, "IDENT %s (type=<-1> attr=%s flags=0)\n", n->str, "[s/s/c]");
		break;
	case N_TERNARY:
		fprintf(t->f, "OP3 (%s)\n", buf);
		node(t, n->a, depth + 1);
		indent(t, depth);
		fputs("?\n", t->f);
		node(t, n->b, depth + 1);
		indent(t, depth);
		fputs(":\n", t->f);
		node(t, n->c, depth + 1);
		break;
	case N_CAST:
	case N_XLATE:
		fprintf(t->f, "OP2 %s (%s)\n", n->kind == N_CAST ? "(" : "xlate", buf);
		node(t, n->a, depth + 1);
		node(t, n->b, depth + 1);
		break;
	case N_OFFSETOF:
		fprintf(t->f, "OP2 offsetof (%s)\n", buf);
		node(t, n->a, depth + 1);
		indent(t, depth + 1);
		fprintf(t->f, "IDENT %s (type=<-1> attr=%s flags=0)\n", n->str, "[s/s/c]");
		break;
	default:
		decl_node(t, n, buf, depth);
		break;
	}
}

void cg_tree_print(const struct dt_cg *cg, const struct dt_node *n, bool cooked, int depth,
		   FILE *f)
{
	struct tree t = { .f = f, .cg = cg, .cooked = cooked };
	node(&t, n, depth);
}

void dt_cg_tree(dtrace_hdl_t *h, const struct dt_node *root, int pass, FILE *f)
{
	if (!root || !(dt_opt_int(h, OPT_tree, 0) & (1 << (pass - 1))))
		return;
	if (pass == 2) {
		/* one clause at a time, as each is checked */
		for (const struct dt_node *c = root->kind == N_PROGRAM ? root->list : root; c;
		     c = c->next) {
			if (c->kind != N_CLAUSE)
				continue;
			fprintf(f, "Parse tree (Pass 2):\n");
			cg_tree_print(NULL, c, true, 1, f);
		}
		return;
	}
	fprintf(f, "Parse tree (Pass %d):\n", pass);
	cg_tree_print(NULL, root, pass > 1, 1, f);
}
