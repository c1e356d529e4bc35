/*
 * AST utilities: allocation, freeing, names of kinds and operators, and a
 * readable dump (tests, -xtree).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/dt_impl.h"
#include "front/lex.h"

struct dt_node *dt_node_new(enum dt_node_kind kind, int line)
{
	struct dt_node *n = dt_zalloc(sizeof(*n));
	n->kind = kind;
	n->line = line;
	n->attr = dt_attr_default;
	return n;
}

void dt_node_append(struct dt_node **list, struct dt_node *n)
{
	while (*list)
		list = &(*list)->next;
	*list = n;
}

static void free_spec(struct dt_declspec *s)
{
	if (!s)
		return;
	free(s->tag);
	free(s->module);
	free(s);
}

static struct dt_declspec *copy_spec(const struct dt_declspec *s)
{
	if (!s)
		return NULL;
	struct dt_declspec *c = dt_zalloc(sizeof(*c));
	*c = *s;
	c->tag = s->tag ? dt_strdup(s->tag) : NULL;
	c->module = s->module ? dt_strdup(s->module) : NULL;
	c->body = dt_node_copy(s->body);
	return c;
}

struct dt_node *dt_node_copy(const struct dt_node *n)
{
	struct dt_node *head = NULL, **tail = &head;
	for (; n; n = n->next) {
		struct dt_node *c = dt_zalloc(sizeof(*c));
		*c = *n;
		if (n->str) {
			/* a string literal may hold NULs: slen bytes and its NUL */
			size_t len = n->slen > strlen(n->str) ? n->slen : strlen(n->str);
			c->str = dt_zalloc(len + 1);
			memcpy(c->str, n->str, len + 1);
		}
		c->str2 = n->str2 ? dt_strdup(n->str2) : NULL;
		c->spec = copy_spec(n->spec);
		c->a = dt_node_copy(n->a);
		c->b = dt_node_copy(n->b);
		c->c = dt_node_copy(n->c);
		c->list = dt_node_copy(n->list);
		c->next = NULL;
		*tail = c;
		tail = &c->next;
	}
	return head;
}

void dt_node_free_shallow(struct dt_node *n)
{
	if (!n)
		return;
	free(n->str);
	free(n->str2);
	free_spec(n->spec);
	free(n);
}

void dt_node_free(struct dt_node *n)
{
	while (n) {
		struct dt_node *next = n->next;
		dt_node_free(n->a);
		dt_node_free(n->b);
		dt_node_free(n->c);
		dt_node_free(n->list);
		if (n->spec)
			dt_node_free(n->spec->body);
		dt_node_free_shallow(n);
		n = next;
	}
}

const char *dt_node_kind_name(enum dt_node_kind kind)
{
	static const char *const names[] = {
		[N_PROGRAM] = "program", [N_CLAUSE] = "clause", [N_PDESC] = "pdesc",
		[N_PRAGMA] = "pragma", [N_DECL] = "decl", [N_INLINE] = "inline",
		[N_TRANSLATOR] = "translator", [N_XMEMBER] = "xmember",
		[N_PROVIDER] = "provider", [N_PROBEDECL] = "probedecl",
		[N_DECLSPEC] = "declspec", [N_DECLARATOR] = "declarator",
		[N_D_PTR] = "ptr", [N_D_ARRAY] = "array", [N_D_FUNC] = "func",
		[N_PARAM] = "param", [N_TYPENAME] = "typename",
		[N_MEMBERDECL] = "memberdecl", [N_ENUMERATOR] = "enumerator",
		[N_BLOCK] = "block", [N_EXPRSTMT] = "exprstmt", [N_IF] = "if",
		[N_EMPTY] = "empty", [N_INT] = "int", [N_FLOAT] = "float",
		[N_STR] = "str", [N_CHAR] = "char", [N_IDENT] = "ident",
		[N_BACKQUOTE] = "backquote", [N_MACRO] = "macro", [N_SELF] = "self",
		[N_THIS] = "this", [N_AGG] = "agg", [N_INDEX] = "index",
		[N_CALL] = "call", [N_MEMBER] = "member", [N_UNARY] = "unary",
		[N_POSTFIX] = "postfix", [N_BINARY] = "binary", [N_ASSIGN] = "assign",
		[N_AGGASSIGN] = "aggassign", [N_TERNARY] = "ternary", [N_CAST] = "cast",
		[N_SIZEOF] = "sizeof", [N_OFFSETOF] = "offsetof",
		[N_STRINGOF] = "stringof", [N_XLATE] = "xlate",
	};
	if ((unsigned)kind < sizeof(names) / sizeof(names[0]) && names[kind])
		return names[kind];
	return "?";
}

const char *dt_op_name(int op)
{
	static const char *const names[] = {
		[TOK_ARROW - TOK_ARROW] = "->", [TOK_INC - TOK_ARROW] = "++",
		[TOK_DEC - TOK_ARROW] = "--", [TOK_SHL - TOK_ARROW] = "<<",
		[TOK_SHR - TOK_ARROW] = ">>", [TOK_LE - TOK_ARROW] = "<=",
		[TOK_GE - TOK_ARROW] = ">=", [TOK_EQ - TOK_ARROW] = "==",
		[TOK_NE - TOK_ARROW] = "!=", [TOK_LAND - TOK_ARROW] = "&&",
		[TOK_LOR - TOK_ARROW] = "||", [TOK_LXOR - TOK_ARROW] = "^^",
		[TOK_ADD_EQ - TOK_ARROW] = "+=", [TOK_SUB_EQ - TOK_ARROW] = "-=",
		[TOK_MUL_EQ - TOK_ARROW] = "*=", [TOK_DIV_EQ - TOK_ARROW] = "/=",
		[TOK_MOD_EQ - TOK_ARROW] = "%=", [TOK_AND_EQ - TOK_ARROW] = "&=",
		[TOK_OR_EQ - TOK_ARROW] = "|=", [TOK_XOR_EQ - TOK_ARROW] = "^=",
		[TOK_SHL_EQ - TOK_ARROW] = "<<=", [TOK_SHR_EQ - TOK_ARROW] = ">>=",
		[TOK_DOTS - TOK_ARROW] = "...",
	};
	static const char singles[] = "+-*/%<>&|^!~=,.?:[(";
	static char one[sizeof(singles)][2];
	if (op >= TOK_ARROW && op < TOK__OPLAST)
		return names[op - TOK_ARROW];
	const char *s = op > 0 && op < 256 ? strchr(singles, op) : NULL;
	if (s) {
		char *o = one[s - singles];
		o[0] = (char)op;
		o[1] = '\0';
		return o;
	}
	return "?";
}

static void dump_spec(FILE *f, const struct dt_declspec *s, int indent);

static void dump_list(FILE *f, const char *label, const struct dt_node *n, int indent)
{
	if (!n)
		return;
	fprintf(f, "\n%*s%s:", indent, "", label);
	for (; n; n = n->next)
		dt_node_dump(n, indent + 2, f);
}

void dt_node_dump(const struct dt_node *n, int indent, void *FILEp)
{
	FILE *f = FILEp;
	if (!n) {
		fprintf(f, "\n%*s(null)", indent, "");
		return;
	}
	fprintf(f, "\n%*s(%s", indent, "", dt_node_kind_name(n->kind));
	switch (n->kind) {
	case N_INT: case N_CHAR:
		fprintf(f, " %llu", (unsigned long long)n->ival);
		break;
	case N_STR:
		fputs(" \"", f);
		for (size_t i = 0; i < n->slen; i++) {
			unsigned char c = (unsigned char)n->str[i];
			if (c >= 0x20 && c < 0x7f && c != '"' && c != '\\')
				fputc(c, f);
			else
				fprintf(f, "\\%03o", c);
		}
		fputc('"', f);
		break;
	case N_UNARY: case N_POSTFIX: case N_BINARY: case N_ASSIGN: case N_MEMBER:
		fprintf(f, " %s", dt_op_name(n->op));
		break;
	default:
		break;
	}
	if (n->str && n->kind != N_STR)
		fprintf(f, " '%s'", n->str);
	if (n->str2)
		fprintf(f, " '%s'", n->str2);
	if (n->flags)
		fprintf(f, " flags=%#x", n->flags);
	if (n->spec)
		dump_spec(f, n->spec, indent + 2);
	if (n->a)
		dt_node_dump(n->a, indent + 2, f);
	if (n->b)
		dt_node_dump(n->b, indent + 2, f);
	if (n->c)
		dt_node_dump(n->c, indent + 2, f);
	dump_list(f, "list", n->list, indent + 2);
	fputc(')', f);
	if (indent == 0)
		fputc('\n', f);
}

static void dump_spec(FILE *f, const struct dt_declspec *s, int indent)
{
	static const char *const st[] = { "", "typedef", "extern", "static",
		"register", "auto", "self", "this" };
	static const char *const bk[] = { "", "void", "char", "int", "float",
		"double", "string", "bool", "struct", "union", "enum", "typename" };
	fprintf(f, "\n%*s[spec", indent, "");
	if (s->storage)
		fprintf(f, " %s", st[s->storage]);
	for (int i = 0; i < s->nlong; i++)
		fputs(" long", f);
	if (s->is_short)
		fputs(" short", f);
	if (s->is_signed)
		fputs(" signed", f);
	if (s->is_unsigned)
		fputs(" unsigned", f);
	if (s->quals & DT_Q_CONST)
		fputs(" const", f);
	if (s->quals & DT_Q_VOLATILE)
		fputs(" volatile", f);
	if (s->quals & DT_Q_RESTRICT)
		fputs(" restrict", f);
	if (s->quals & DT_Q_USERLAND)
		fputs(" userland", f);
	if (s->base)
		fprintf(f, " %s", bk[s->base]);
	if (s->module)
		fprintf(f, " %s`", s->module);
	if (s->tag)
		fprintf(f, " %s", s->tag);
	if (s->has_body)
		dump_list(f, "body", s->body, indent + 2);
	fputc(']', f);
}
