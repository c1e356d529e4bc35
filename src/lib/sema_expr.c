/*
 * Expressions: resolve identifiers, compute every node's type, is_lvalue
 * and (for integer constant expressions) its value, with DTrace's error
 * tags and messages.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "btf.h"
#include "builtins.h"
#include "sema.h"

/* Set on a N_MEMBER node that names a bit-field (sizeof and & refuse it). */
#define SEMA_BITFIELD 0x100000u

#define ERR(s, tag, n, ...) dt_cc_error((s)->cc, tag, (n)->line, __VA_ARGS__)

/* The D library's translated types: opaque until translators define them. */
static bool is_dlib_struct(const char *name)
{
	static const char *const names[] = {
		"cpuinfo_t", "lwpsinfo_t", "psinfo_t", "bufinfo_t", "devinfo_t",
		"fileinfo_t", "conninfo_t", "ipinfo_t", "tcpinfo_t", NULL,
	};
	for (int i = 0; names[i]; i++)
		if (strcmp(names[i], name) == 0)
			return true;
	return false;
}

/* Types named by internal tables and by probe argument lists ("const char *",
 * "char [16]", "vmlinux`struct mutex *", "umode_t"): never fails. */
struct dt_type *dt_sema_type(const char *name)
{
	struct dt_type *t;
	const char *bq = strchr(name, '`');
	char buf[256];

	if (bq)		/* the module does not matter here */
		name = bq + 1;
	while (*name == ' ')
		name++;
	if (strncmp(name, "const ", 6) == 0)
		return dt_sema_type(name + 6);
	if (strncmp(name, "volatile ", 9) == 0)
		return dt_sema_type(name + 9);
	snprintf(buf, sizeof(buf), "%s", name);
	size_t len = strlen(buf);
	while (len && buf[len - 1] == ' ')
		buf[--len] = '\0';
	if (len && buf[len - 1] == '*') {
		buf[len - 1] = '\0';
		return dt_type_ptr(dt_sema_type(buf));
	}
	if (len && buf[len - 1] == ']') {
		char *lb = strrchr(buf, '[');
		if (lb) {
			unsigned long long n = strtoull(lb + 1, NULL, 0);
			*lb = '\0';
			return dt_type_array(dt_sema_type(buf), n);
		}
	}
	if (len > 6 && strcmp(buf + len - 6, " const") == 0) {
		buf[len - 6] = '\0';
		return dt_sema_type(buf);
	}
	if (strcmp(buf, "unsigned") == 0 || strcmp(buf, "signed") == 0)
		return dt_sema_type(buf[0] == 'u' ? "unsigned int" : "int");
	if (strcmp(buf, "long unsigned int") == 0 || strcmp(buf, "long unsigned") == 0)
		return dt_sema_type("unsigned long");
	if (strcmp(buf, "long int") == 0)
		return dt_sema_type("long");
	if ((t = dt_type_lookup(buf)))
		return t;
	if (strncmp(buf, "struct ", 7) == 0 || strncmp(buf, "union ", 6) == 0 ||
	    strncmp(buf, "enum ", 5) == 0) {
		/* Kernel types not imported (no BTF yet): opaque forwards. */
		t = dt_type_new(T_FORWARD, buf);
		t->align = 1;
		return t;
	}
	if (is_dlib_struct(buf)) {
		t = dt_type_new(T_STRUCT, buf);
		t->align = 8;
		dt_sema_dlib_layout(t);
		return t;
	}
	/* An unknown kernel typedef: an integer of pointer width. */
	t = dt_type_typedef(buf, dt_type_lookup("long"));
	return t;
}

/* Rotating buffers so one message can print several types. */
const char *dt_sema_tstr(const struct dt_type *t, char *buf, size_t len)
{
	return dt_type_str(t, buf, len);
}

static const char *ts(const struct dt_type *t)
{
	static char bufs[4][256];
	static int i;
	i = (i + 1) % 4;
	return dt_type_str(t, bufs[i], sizeof(bufs[i]));
}

static struct dt_type *agg_type(void)
{
	static struct dt_type *t;
	if (!t || !dt_type_lookup("@aggregation")) {
		t = dt_type_new(T_STRUCT, "@aggregation");
		t->size = 8;
		t->align = 8;
	}
	return t;
}

static bool is_agg_type(const struct dt_type *t)
{
	return t && t->name && strcmp(t->name, "@aggregation") == 0;
}

static bool is_void(const struct dt_type *t)
{
	return !t || dt_type_is_void(t);
}

/* char *, char[] and string all pass for a D string. */
static bool is_strcompat(const struct dt_type *t)
{
	if (dt_type_is_string(t))
		return true;
	t = dt_type_resolve((struct dt_type *)t);
	if (t && (t->kind == T_PTR || t->kind == T_ARRAY)) {
		const struct dt_type *b = dt_type_resolve(t->base);
		return b && b->kind == T_INT && b->is_char;
	}
	return false;
}

static bool is_null_const(const struct dt_node *n)
{
	return n && n->is_const && n->cval == 0 && dt_type_is_integer(n->type);
}

bool dt_sema_compatible(struct dt_type *to, struct dt_type *from, const struct dt_node *fromn)
{
	struct dt_type *a = dt_type_resolve(to), *b = dt_type_resolve(from);

	if (!a || !b)
		return false;
	if (dt_type_is_integer(a) && dt_type_is_integer(b))
		return true;
	if (dt_type_is_arith(a) && dt_type_is_arith(b))
		return true;
	if (dt_type_is_string(a) || dt_type_is_string(b))
		return is_strcompat(a) && is_strcompat(b);
	if (a->kind == T_PTR && (b->kind == T_PTR || b->kind == T_ARRAY)) {
		struct dt_type *pa = dt_type_resolve(a->base), *pb = dt_type_resolve(b->base);
		if (dt_type_is_void(pa) || dt_type_is_void(pb))
			return true;
		return dt_type_equal(pa, pb) ||
		       (dt_type_is_integer(pa) && dt_type_is_integer(pb) &&
			pa->size == pb->size);
	}
	if (a->kind == T_PTR && fromn && is_null_const(fromn))
		return true;
	if ((a->kind == T_STRUCT || a->kind == T_UNION || a->kind == T_FORWARD) &&
	    b->kind == a->kind)
		return dt_type_equal(a, b);
	return false;
}

/* ------------------------------------------------------------- literals */

/* C's rules: the first of int, unsigned int, long, unsigned long (decimal
 * literals skip the unsigned ones) that holds the value, narrowed by the
 * suffixes. */
static void int_literal(struct dt_node *n)
{
	static const char *const names[] = {
		"int", "unsigned int", "long", "unsigned long",
		"long long", "unsigned long long",
	};
	static const uint64_t limits[] = {
		0x7fffffffULL, 0xffffffffULL, 0x7fffffffffffffffULL,
		0xffffffffffffffffULL, 0x7fffffffffffffffULL, 0xffffffffffffffffULL,
	};
	int i = 0, step = 1;
	if (n->flags & DT_LIT_U)
		i = 1, step = 2;
	else if (n->flags & DT_LIT_DEC)
		step = 2;	/* decimal: int, long, long long */
	if (n->flags & DT_LIT_LL)
		i += 4;
	else if (n->flags & DT_LIT_L)
		i += 2;
	for (; i < 6; i += step)
		if (n->ival <= limits[i])
			break;
	if (i >= 6)
		i = 5;	/* too big for any signed type: unsigned long long */
	n->type = dt_sema_type(names[i]);
	n->is_const = true;
	n->cval = (int64_t)n->ival;
}

/* Operators as D spells them in messages. */
static const char *opname(int op)
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
	static char one[4][2];
	static int i;
	if (op >= TOK_ARROW && op < TOK_ARROW + (int)(sizeof(names) / sizeof(names[0])))
		return names[op - TOK_ARROW];
	i = (i + 1) % 4;
	one[i][0] = (char)op;
	one[i][1] = '\0';
	return one[i];
}

/* --------------------------------------------------------- identifiers */

/* Whether the identifier being resolved may be created (left of '='). */
static bool creating;

static void resolve_macro(struct dt_sema *s, struct dt_node *n)
{
	const char *name = n->str;
	char *end;
	long k;
	bool as_str = n->flags & DT_MACRO_STR;
	const char *val = NULL;
	char buf[32];

	if (*name == '$')
		name++;
	k = strtol(name, &end, 10);
	if (*name && !*end) {
		if (k < s->h->macro_argc + 1 && k >= 0 && s->h->macro_argv[k]) {
			val = s->h->macro_argv[k];
			if (s->h->macro_used)
				s->h->macro_used[k] = true;
		} else if (dt_opt_isset(s->h, "defaultargs")) {
			val = as_str ? "" : "0";
		} else {
			ERR(s, D_MACRO_UNDEF, n, "macro argument %s%s is not defined",
			    as_str ? "$$" : "$", name);
		}
	} else {
		long v = -1;
		if (strcmp(name, "target") == 0)
			v = s->h->target_pid;
		else if (strcmp(name, "pid") == 0)
			v = getpid();
		else if (strcmp(name, "ppid") == 0)
			v = getppid();
		else if (strcmp(name, "uid") == 0)
			v = getuid();
		else if (strcmp(name, "gid") == 0)
			v = getgid();
		else if (strcmp(name, "euid") == 0)
			v = geteuid();
		else if (strcmp(name, "egid") == 0)
			v = getegid();
		else if (strcmp(name, "pgid") == 0)
			v = getpgid(0);
		else if (strcmp(name, "sid") == 0)
			v = getsid(0);
		else if (strcmp(name, "projid") == 0 || strcmp(name, "taskid") == 0)
			v = 0;
		else
			ERR(s, D_MACRO_UNDEF, n, "macro argument %s%s is not defined",
			    as_str ? "$$" : "$", name);
		snprintf(buf, sizeof(buf), "%ld", v);
		val = buf;
	}
	free(n->str);
	n->str = NULL;
	if (as_str) {
		n->kind = N_STR;
		n->str = dt_strdup(val);
		n->slen = strlen(val);
		n->type = dt_sema_type("string");
		return;
	}
	unsigned long long iv = strtoull(val, &end, 0);
	if (*val && !*end) {
		n->kind = N_INT;
		n->ival = iv;
		n->flags = 0;
		int_literal(n);
	} else if (*val == '-' && strtoll(val, &end, 0) && !*end) {
		n->kind = N_INT;
		n->ival = (uint64_t)strtoll(val, NULL, 0);
		n->type = dt_sema_type("int");
		n->is_const = true;
		n->cval = (int64_t)n->ival;
	} else {
		/* A non-numeric $N is an identifier, as if written in place. */
		n->kind = N_IDENT;
		n->str = dt_strdup(val);
		n->flags = 0;
		dt_sema_expr(s, n);
	}
}

static void undefined(struct dt_sema *s, struct dt_node *n, const char *prefix, const char *name)
{
	ERR(s, D_IDENT_UNDEF, n, "failed to resolve %s%s: Unknown variable name", prefix, name);
}

/* Read of a self->/this-> variable or array that nothing assigned yet
 * (those are instantiated by -> and [ before the read is known). */
static void unassigned(struct dt_sema *s, struct dt_node *n, const char *prefix, const char *name)
{
	ERR(s, D_VAR_UNDEF, n, "%s%s has not yet been declared or assigned", prefix, name);
}

static void ident(struct dt_sema *s, struct dt_node *n, bool create)
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
		id = dt_sema_new_ident(&s->sc->globals, n->str, ID_ENUMCONST, SC_GLOBAL);
		id->flags |= DT_IDF_LIBRARY;
		id->value = ev;
		id->type = dt_sema_type("int");
	}
	if (!id) {
		if (!create)
			undefined(s, n, "", n->str);
		id = dt_sema_new_ident(&s->sc->globals, n->str, ID_SCALAR, SC_GLOBAL);
	}
	n->ident = id;
	id->read = true;
	switch (id->kind) {
	case ID_SCALAR:
		if (!id->type && !create)
			undefined(s, n, "", n->str);
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
	default:
		n->type = id->type;
		break;
	}
}

static void tls_or_local(struct dt_sema *s, struct dt_node *n, bool create)
{
	bool tls = n->kind == N_SELF;
	struct dt_ident **list = tls ? &s->sc->tls : &s->sc->locals;
	struct dt_ident *id = dt_sema_lookup(s->sc, *list, n->str);

	if (!id) {
		if (!create)
			unassigned(s, n, tls ? "self->" : "this->", n->str);
		id = dt_sema_new_ident(list, n->str, ID_SCALAR, tls ? SC_THREAD : SC_CLAUSE);
	} else if (!id->type && !create) {
		unassigned(s, n, tls ? "self->" : "this->", n->str);
	}
	n->ident = id;
	n->type = id->type;
	n->is_lvalue = true;
}

/* ---------------------------------------------------------- arithmetic */

static struct dt_type *promote1(struct dt_type *t)
{
	struct dt_type *r = dt_type_resolve(t);
	if (r && (r->kind == T_ENUM || (r->kind == T_INT && r->size < 4)))
		return dt_sema_type("int");
	return t;
}

/* The usual arithmetic conversions, by size then signedness. */
static struct dt_type *promote2(struct dt_type *a, struct dt_type *b)
{
	a = promote1(a);
	b = promote1(b);
	struct dt_type *ra = dt_type_resolve(a), *rb = dt_type_resolve(b);
	if (ra->kind == T_FLOAT || rb->kind == T_FLOAT)
		return ra->kind == T_FLOAT ? a : b;
	if (dt_type_equal(ra, rb))
		return a;
	if (ra->size != rb->size)
		return ra->size > rb->size ? a : b;
	return ra->is_signed ? b : a;
}

/* Truncate a folded value to its type's width and signedness. */
static int64_t narrow(int64_t v, struct dt_type *t)
{
	struct dt_type *r = dt_type_resolve(t);
	if (!r || r->kind == T_PTR || r->size >= 8 || r->size == 0)
		return v;
	unsigned bits = (unsigned)r->size * 8;
	uint64_t mask = (1ULL << bits) - 1;
	uint64_t u = (uint64_t)v & mask;
	if (r->is_signed && (u >> (bits - 1)))
		u |= ~mask;
	return (int64_t)u;
}

static bool is_unsigned(struct dt_type *t)
{
	struct dt_type *r = dt_type_resolve(t);
	return r && (r->kind == T_PTR || (r->kind == T_INT && !r->is_signed));
}

static void fold_binary(struct dt_sema *s, struct dt_node *n)
{
	struct dt_node *a = n->a, *b = n->b;
	if (!a->is_const || !b->is_const)
		return;
	int64_t x = a->cval, y = b->cval, r = 0;
	bool u = is_unsigned(n->type) || (is_unsigned(promote2(a->type, b->type)));
	switch (n->op) {
	case '+': r = (int64_t)((uint64_t)x + (uint64_t)y); break;
	case '-': r = (int64_t)((uint64_t)x - (uint64_t)y); break;
	case '*': r = (int64_t)((uint64_t)x * (uint64_t)y); break;
	case '/':
	case '%':
		if (y == 0)
			ERR(s, D_DIV_ZERO, n, "expression contains division by zero");
		if (u)
			r = (int64_t)(n->op == '/' ? (uint64_t)x / (uint64_t)y
						   : (uint64_t)x % (uint64_t)y);
		else if (y == -1)
			r = n->op == '/' ? (int64_t)(0 - (uint64_t)x) : 0;
		else
			r = n->op == '/' ? x / y : x % y;
		break;
	case '&': r = x & y; break;
	case '|': r = x | y; break;
	case '^': r = x ^ y; break;
	case TOK_SHL: r = (int64_t)((uint64_t)x << (y & 63)); break;
	case TOK_SHR: r = u ? (int64_t)((uint64_t)x >> (y & 63)) : x >> (y & 63); break;
	case '<': r = u ? (uint64_t)x < (uint64_t)y : x < y; break;
	case '>': r = u ? (uint64_t)x > (uint64_t)y : x > y; break;
	case TOK_LE: r = u ? (uint64_t)x <= (uint64_t)y : x <= y; break;
	case TOK_GE: r = u ? (uint64_t)x >= (uint64_t)y : x >= y; break;
	case TOK_EQ: r = x == y; break;
	case TOK_NE: r = x != y; break;
	case TOK_LAND: r = x && y; break;
	case TOK_LOR: r = x || y; break;
	case TOK_LXOR: r = !x != !y; break;
	case ',': r = y; break;
	default: return;
	}
	n->is_const = true;
	n->cval = narrow(r, n->type);
}

static void binary(struct dt_sema *s, struct dt_node *n)
{
	dt_sema_expr(s, n->a);
	dt_sema_expr(s, n->b);
	struct dt_type *ta = n->a->type, *tb = n->b->type;
	const char *op = opname(n->op);

	switch (n->op) {
	case ',':
		n->type = tb;
		if (n->a->is_const && n->b->is_const)
			fold_binary(s, n);
		return;
	case TOK_LAND: case TOK_LOR: case TOK_LXOR:
		if (!dt_type_is_scalar(ta) || !dt_type_is_scalar(tb))
			ERR(s, D_OP_SCALAR, n, "operator %s requires operands of scalar type", op);
		n->type = dt_sema_type("int");
		fold_binary(s, n);
		return;
	case '<': case '>': case TOK_LE: case TOK_GE: case TOK_EQ: case TOK_NE:
		n->type = dt_sema_type("int");
		if (is_strcompat(ta) && is_strcompat(tb) &&
		    (dt_type_is_string(ta) || dt_type_is_string(tb)))
			return;
		if (dt_type_is_string(ta) || dt_type_is_string(tb)) {
			if ((n->op == TOK_EQ || n->op == TOK_NE) &&
			    (is_null_const(n->a) || is_null_const(n->b)))
				return;
			ERR(s, D_OP_INCOMPAT, n, "operands have incompatible types: \"%s\" %s \"%s\"",
			    ts(ta), op, ts(tb));
		}
		if (!dt_type_is_scalar(ta) || !dt_type_is_scalar(tb))
			ERR(s, D_OP_SCALAR, n, "operator %s requires operands of scalar type", op);
		if (dt_type_is_pointer(ta) && dt_type_is_pointer(tb) &&
		    !dt_sema_compatible(ta, tb, n->b))
			ERR(s, D_OP_INCOMPAT, n, "operands have incompatible types: \"%s\" %s \"%s\"",
			    ts(ta), op, ts(tb));
		fold_binary(s, n);
		return;
	case '&': case '|': case '^': case TOK_SHL: case TOK_SHR: case '%':
		if (!dt_type_is_integer(ta) || !dt_type_is_integer(tb))
			ERR(s, D_OP_INT, n, "operator %s requires operands of integral type", op);
		n->type = (n->op == TOK_SHL || n->op == TOK_SHR) ? promote1(ta) : promote2(ta, tb);
		fold_binary(s, n);
		return;
	case '*': case '/':
		if (!dt_type_is_arith(ta) || !dt_type_is_arith(tb))
			ERR(s, D_OP_ARITH, n, "operator %s requires operands of arithmetic type", op);
		n->type = promote2(ta, tb);
		fold_binary(s, n);
		return;
	case '+': case '-': {
		bool pa = dt_type_is_pointer(ta) || (dt_type_resolve(ta) &&
						     dt_type_resolve(ta)->kind == T_ARRAY);
		bool pb = dt_type_is_pointer(tb) || (dt_type_resolve(tb) &&
						     dt_type_resolve(tb)->kind == T_ARRAY);
		if (dt_type_is_arith(ta) && dt_type_is_arith(tb)) {
			n->type = promote2(ta, tb);
			fold_binary(s, n);
			return;
		}
		struct dt_type *pt = pa ? ta : tb;
		struct dt_type *base = pt ? dt_type_resolve(dt_type_resolve(pt)->base) : NULL;
		if (pa && pb && n->op == '-' && dt_type_equal(ta, tb) && !dt_type_is_void(base)) {
			n->type = dt_sema_type("ptrdiff_t");
			return;
		}
		if (((pa && dt_type_is_integer(tb)) || (pb && dt_type_is_integer(ta) && n->op == '+')) &&
		    base && !dt_type_is_void(base) && base->kind != T_FUNC) {
			struct dt_type *r = dt_type_resolve(pt);
			n->type = r->kind == T_ARRAY ? dt_type_ptr(r->base) : pt;
			return;
		}
		if (!pa && !pb && (!dt_type_is_arith(ta) || !dt_type_is_arith(tb)) &&
		    !is_void(ta) && !is_void(tb) && !dt_type_is_string(ta) && !dt_type_is_string(tb) &&
		    !dt_type_is_sou(ta) && !dt_type_is_sou(tb))
			ERR(s, D_OP_ARITH, n, "operator %s requires operands of arithmetic type", op);
		ERR(s, D_OP_INCOMPAT, n, "operands have incompatible types: \"%s\" %s \"%s\"",
		    ts(ta), op, ts(tb));
	}
	default:
		ERR(s, D_UNKNOWN, n, "unsupported operator %s", op);
	}
}

/* ------------------------------------------------------------- unary ops */

static bool is_dvar(const struct dt_node *n)
{
	if (n->kind == N_SELF || n->kind == N_THIS || n->kind == N_AGG)
		return true;
	if (n->kind == N_IDENT && n->ident &&
	    (n->ident->kind == ID_SCALAR || n->ident->kind == ID_ARRAY ||
	     n->ident->kind == ID_AGG))
		return true;
	if (n->kind == N_INDEX && n->a && n->a->ident &&
	    n->a->ident->kind == ID_ARRAY && !(n->a->ident->flags & DT_IDF_DARRAY))
		return true;
	return false;
}

static void check_lvalue(struct dt_sema *s, struct dt_node *lv, const char *op)
{
	if (!lv->is_lvalue)
		ERR(s, D_OP_LVAL, lv, "operator %s requires modifiable lvalue as an operand", op);
	if (lv->type && (lv->type->quals & DT_Q_CONST))
		ERR(s, D_OP_WRITE, lv, "operator %s can only be applied to a writable variable", op);
}

static void unary(struct dt_sema *s, struct dt_node *n)
{
	const char *op = opname(n->op);
	struct dt_node *a = n->a;

	switch (n->op) {
	case TOK_INC: case TOK_DEC: {
		creating = true;
		dt_sema_expr(s, a);
		if (!a->type && a->ident && (a->ident->kind == ID_SCALAR || a->ident->kind == ID_ARRAY)) {
			/* ++/-- on a new variable makes it an int, as in DTrace. */
			a->ident->type = dt_sema_type("int");
			a->type = a->ident->type;
			dt_sema_assign_id(s, a->ident);
		}
		if (!a->type && a->ident)
			unassigned(s, a, a->kind == N_SELF ? "self->" : a->kind == N_THIS ? "this->" : "",
				   a->ident->name);
		if (!dt_type_is_scalar(a->type))
			ERR(s, D_OP_SCALAR, n, "operator %s requires operand of scalar type", op);
		check_lvalue(s, a, op);
		n->type = a->type;
		return;
	}
	case '&':
		if (a->kind == N_AGG) {
			ERR(s, D_ADDROF_VAR, n, "cannot take address of dynamic variable");
		}
		dt_sema_expr(s, a);
		if (is_dvar(a))
			ERR(s, D_ADDROF_VAR, n, "cannot take address of dynamic variable");
		if (a->flags & SEMA_BITFIELD)
			ERR(s, D_ADDROF_BITFIELD, n, "cannot take address of bit-field");
		if (!a->is_lvalue && a->kind != N_BACKQUOTE)
			ERR(s, D_ADDROF_LVAL, n, "unacceptable operand for unary & operator");
		n->type = dt_type_ptr(a->type ? a->type : dt_sema_type("void"));
		return;
	default:
		break;
	}
	dt_sema_expr(s, a);
	switch (n->op) {
	case '-': case '+':
		if (!dt_type_is_arith(a->type))
			ERR(s, D_OP_ARITH, n, "operator %s requires an operand of arithmetic type", op);
		n->type = promote1(a->type);
		if (a->is_const) {
			n->is_const = true;
			n->cval = narrow(n->op == '-' ? (int64_t)(0 - (uint64_t)a->cval) : a->cval, n->type);
		}
		return;
	case '~':
		if (!dt_type_is_integer(a->type))
			ERR(s, D_OP_INT, n, "operator %s requires an operand of integral type", op);
		n->type = promote1(a->type);
		if (a->is_const) {
			n->is_const = true;
			n->cval = narrow(~a->cval, n->type);
		}
		return;
	case '!':
		if (!dt_type_is_scalar(a->type) && !dt_type_is_string(a->type))
			ERR(s, D_OP_SCALAR, n, "operator %s requires an operand of scalar type", op);
		n->type = dt_sema_type("int");
		if (a->is_const) {
			n->is_const = true;
			n->cval = !a->cval;
		}
		return;
	case '*': {
		struct dt_type *r = dt_type_resolve(a->type);
		if (!r || (r->kind != T_PTR && r->kind != T_ARRAY))
			ERR(s, D_DEREF_NONPTR, n, "cannot dereference non-pointer type");
		struct dt_type *b = r->base;
		if (dt_type_is_void(b))
			ERR(s, D_DEREF_VOID, n, "cannot dereference pointer to void");
		if (dt_type_resolve(b) && dt_type_resolve(b)->kind == T_FUNC)
			ERR(s, D_DEREF_FUNC, n, "cannot dereference pointer to function");
		n->type = b;
		n->is_lvalue = true;
		return;
	}
	default:
		ERR(s, D_UNKNOWN, n, "unsupported operator %s", op);
	}
}

/* ----------------------------------------------------------- assignment */

static bool is_assoc_elem(const struct dt_node *n)
{
	return n->kind == N_INDEX && n->ident && n->ident->kind == ID_ARRAY &&
	       !(n->ident->flags & DT_IDF_DARRAY);
}

static void assign(struct dt_sema *s, struct dt_node *n)
{
	struct dt_node *lv = n->a, *rv = n->b;
	const char *op = opname(n->op);

	dt_sema_expr(s, rv);
	creating = true;
	dt_sema_expr(s, lv);

	struct dt_ident *id = lv->ident;
	bool dyn = lv->kind == N_IDENT || lv->kind == N_SELF || lv->kind == N_THIS ||
		   is_assoc_elem(lv);
	if (!lv->type && dyn && id) {
		if (n->op != '=')
			unassigned(s, n, lv->kind == N_SELF ? "self->" : lv->kind == N_THIS ? "this->" : "",
				   id->name);
		if (is_void(rv->type))
			ERR(s, D_OP_INCOMPAT, n, "operator %s may not be applied to operand of type void", op);
		if (is_agg_type(rv->type))
			ERR(s, D_OP_INCOMPAT, n, "operands have incompatible types: \"%s\" %s \"%s\"",
			    "void", op, "aggregation");
		/* The first assignment fixes the variable's type. */
		id->type = rv->type;
		lv->type = rv->type;
		if (id->kind == ID_SCALAR || id->kind == ID_ARRAY)
			dt_sema_assign_id(s, id);
	}
	id = lv->ident;
	if (id && (id->kind == ID_BUILTIN || id->kind == ID_ENUMCONST || id->kind == ID_INLINE ||
		   id->kind == ID_FUNC || id->kind == ID_AGGFUNC) && lv->kind == N_IDENT)
		ERR(s, D_OP_WRITE, n, "operator %s can only be applied to a writable variable", op);
	struct dt_type *lt = dt_type_resolve(lv->type);
	if (lt && (lt->kind == T_ARRAY || lt->kind == T_FUNC))
		ERR(s, D_OP_ARRFUN, n, "operator %s may not be applied to operand of type \"%s\"",
		    op, ts(lv->type));
	check_lvalue(s, lv, op);
	if (id)
		id->written = true;

	if (n->op == '=') {
		if (is_void(rv->type))
			ERR(s, D_OP_INCOMPAT, n, "operator %s may not be applied to operand of type void", op);
		if (dyn && is_null_const(rv))
			;	/* 0 deletes an element / clears a variable */
		else if (!dt_sema_compatible(lv->type, rv->type, rv))
			ERR(s, D_OP_INCOMPAT, n, "operands have incompatible types: \"%s\" %s \"%s\"",
			    ts(lv->type), op, ts(rv->type));
	} else if (n->op == TOK_ADD_EQ || n->op == TOK_SUB_EQ) {
		if (!(dt_type_is_arith(lv->type) && dt_type_is_arith(rv->type)) &&
		    !(dt_type_is_pointer(lv->type) && dt_type_is_integer(rv->type)))
			ERR(s, D_OP_INCOMPAT, n, "operands have incompatible types: \"%s\" %s \"%s\"",
			    ts(lv->type), op, ts(rv->type));
	} else if (n->op == TOK_MUL_EQ || n->op == TOK_DIV_EQ) {
		if (!dt_type_is_arith(lv->type) || !dt_type_is_arith(rv->type))
			ERR(s, D_OP_ARITH, n, "operator %s requires operands of arithmetic type", op);
	} else {
		if (!dt_type_is_integer(lv->type) || !dt_type_is_integer(rv->type))
			ERR(s, D_OP_INT, n, "operator %s requires operands of integral type", op);
	}
	n->type = lv->type;
}

/* ---------------------------------------------------------------- index */

/* Check or record the key types of an associative array / aggregation. */
void dt_sema_keys(struct dt_sema *s, struct dt_node *n, struct dt_ident *id,
		  struct dt_node *keys, const char *what)
{
	int nk = 0;
	for (struct dt_node *k = keys; k; k = k->next) {
		dt_sema_expr(s, k);
		nk++;
		if (is_void(k->type) || is_agg_type(k->type))
			ERR(s, D_KEY_TYPE, k, "%s key #%d is of a type that cannot be used as a key: %s",
			    what, nk, is_void(k->type) ? "void" : "aggregation");
		struct dt_type *r = dt_type_resolve(k->type);
		if (r && r->kind == T_FORWARD)
			ERR(s, D_KEY_TYPE, k, "%s key #%d has incomplete type \"%s\"", what, nk,
			    ts(k->type));
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
			    ts(id->keys[i]), ts(k->type));
	}
}

static void args_index(struct dt_sema *s, struct dt_node *n)
{
	struct dt_node *k = n->list;
	dt_sema_expr(s, k);
	if (!k->is_const || k->next)
		ERR(s, D_ARGS_IDX, n, "args[ ] may only be indexed by an integer constant");
	if (!s->have_probe) {
		n->type = dt_sema_type("int64_t");
		return;
	}
	if (k->cval < 0 || k->cval >= s->nargs)
		ERR(s, D_ARGS_IDX, n, "index %lld is out of range for %s args[ ]",
		    (long long)k->cval, s->pdesc);
	const char *tn = s->argtypes && s->argtypes[k->cval] ? s->argtypes[k->cval] : "int64_t";
	n->type = dt_sema_type(tn);
}

static void uregs_index(struct dt_sema *s, struct dt_node *n)
{
	struct dt_node *k = n->list;
	dt_sema_expr(s, k);
	if (!k->is_const)
		ERR(s, D_PROTO_ARG, n, "uregs[ ] argument #1 is incompatible with prototype:\n"
		    "\tprototype: integer constant\n\t argument: %s", ts(k->type));
	n->type = dt_sema_type("uint64_t");
}

static void element(struct dt_sema *s, struct dt_node *n, struct dt_type *bt)
{
	struct dt_type *r = dt_type_resolve(bt);
	struct dt_node *k = n->list;

	dt_sema_expr(s, k);
	if (!dt_type_is_integer(k->type))
		ERR(s, D_OP_INT, n, "operator [ ] requires an index of integral type");
	if (r->kind == T_STRING) {
		n->type = dt_sema_type("char");
		return;
	}
	/* Constant indexes are checked against C arrays of types (kernel or
	 * translated structs); D variables' arrays fault at run time. */
	bool dynbase = n->a && (n->a->kind == N_INDEX || n->a->kind == N_IDENT ||
				n->a->kind == N_SELF || n->a->kind == N_THIS);
	if (r->kind == T_ARRAY && k->is_const && !dynbase &&
	    (k->cval < 0 || (uint64_t)k->cval >= r->nelems) && r->nelems)
		ERR(s, D_ARR_BOUNDS, n, "index outside array bounds: %lld, max is %llu",
		    (long long)k->cval, (unsigned long long)r->nelems);
	if (dt_type_is_void(r->base))
		ERR(s, D_DEREF_VOID, n, "cannot dereference pointer to void");
	n->type = r->base;
	n->is_lvalue = true;
}

static void index_expr(struct dt_sema *s, struct dt_node *n, bool create)
{
	struct dt_node *b = n->a;

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
		struct dt_type *rt = id ? dt_type_resolve(id->type) : NULL;
		bool indexable = rt && (rt->kind == T_PTR || rt->kind == T_ARRAY ||
					rt->kind == T_STRING);
		if (id && id->kind == ID_SCALAR && (id->flags & DT_IDF_DECLARED) &&
		    (!indexable || n->list->next))
			ERR(s, D_ARR_BADREF, n, "cannot access scalar %s as an associative array",
			    id->name);
		if (id && (id->kind == ID_SCALAR || (id->flags & DT_IDF_DARRAY))) {
			if (!id->type)
				undefined(s, b, "", b->str);
			b->ident = id;
			b->type = id->type;
			element(s, n, id->type);
			return;
		}
		if (id && id->kind == ID_INLINE && id->nkeys >= 0) {
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
			ERR(s, D_IDENT_BADREF, n, "%s cannot be used as an associative array", id->name);
		/* Keys are evaluated before the array is created. */
		if (!id) {
			for (struct dt_node *k = n->list; k; k = k->next)
				dt_sema_expr(s, k);
			id = dt_sema_new_ident(&s->sc->globals, b->str, ID_ARRAY, SC_GLOBAL);
		}
		b->ident = id;
		n->ident = id;
		dt_sema_keys(s, n, id, n->list, id->name);
		if (!id->type && !create)
			unassigned(s, b, "", b->str);
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
			id = dt_sema_new_ident(list, b->str, ID_ARRAY, SC_THREAD);
		}
		b->ident = id;
		n->ident = id;
		char what[300];
		snprintf(what, sizeof(what), "self->%s", id->name);
		dt_sema_keys(s, n, id, n->list, what);
		if (!id->type && !create)
			unassigned(s, b, "self->", b->str);
		n->type = id->type;
		n->is_lvalue = true;
		return;
	}
	dt_sema_expr(s, b);
	struct dt_type *r = dt_type_resolve(b->type);
	if (!r || (r->kind != T_PTR && r->kind != T_ARRAY && r->kind != T_STRING))
		ERR(s, D_DEREF_NONPTR, n,
		    "cannot dereference non-pointer type");
	element(s, n, b->type);
}

/* ---------------------------------------------------------------- member */

static void member(struct dt_sema *s, struct dt_node *n)
{
	dt_sema_expr(s, n->a);
	struct dt_type *t = n->a->type, *r = dt_type_resolve(t);
	struct dt_type *sou = r;

	if (n->op == TOK_ARROW) {
		if (!r || r->kind != T_PTR) {
			if (r && (r->kind == T_STRUCT || r->kind == T_UNION))
				ERR(s, D_OP_PTR, n, "operator -> cannot be applied to type \"%s\"; "
				    "must be applied to a struct or union pointer", ts(t));
			ERR(s, D_OP_PTR, n, "operator -> cannot be applied to type \"%s\"; "
			    "must be applied to a struct or union pointer", ts(t));
		}
		sou = dt_type_resolve(r->base);
		if (!sou || (sou->kind != T_STRUCT && sou->kind != T_UNION && sou->kind != T_FORWARD))
			ERR(s, D_OP_SOU, n, "operator -> cannot be applied to pointer to type \"%s\"; "
			    "must be applied to a struct or union pointer", ts(r->base));
	} else if (!r || (r->kind != T_STRUCT && r->kind != T_UNION && r->kind != T_FORWARD)) {
		ERR(s, D_OP_SOU, n, "operator . cannot be applied to type \"%s\"; "
		    "must be applied to a struct or union", ts(t));
	}
	if (sou->kind == T_FORWARD || (!sou->members && sou->size == 0)) {
		/* Kernel types are not imported yet: the member is opaque. */
		n->type = dt_sema_type("int64_t");
		n->is_lvalue = true;
		return;
	}
	struct dt_member *m = dt_type_member(sou, n->str, NULL);
	if (!m)
		ERR(s, D_TYPE_MEMBER, n, "%s is not a member of %s", n->str, ts(sou));
	if (!dt_sema_dlib_converted(sou, n->str))
		ERR(s, D_XLATE_NOCONV, n, "translator does not define conversion for member: %s",
		    n->str);
	n->type = m->type;
	n->is_lvalue = true;
	if (m->bits)
		n->flags |= SEMA_BITFIELD;
}

/* ----------------------------------------------------------- conversions */

static void cast(struct dt_sema *s, struct dt_node *n)
{
	struct dt_type *to = dt_sema_typename(s, n->a);
	dt_sema_expr(s, n->b);
	struct dt_type *from = n->b->type, *rt = dt_type_resolve(to), *rf = dt_type_resolve(from);

	n->type = to;
	if (dt_type_is_void(rt))
		return;
	if (!rf || rf->kind == T_VOID)
		ERR(s, D_CAST, n, "invalid cast expression: \"void\" to \"%s\"", ts(to));
	if (n->b->kind == N_XLATE && rt->kind != T_PTR)
		ERR(s, D_CAST_INVAL, n, "invalid cast expression: \"pointer to translated data\" to \"%s\"",
		    ts(to));
	bool ok = (dt_type_is_scalar(rt) && (dt_type_is_scalar(rf) || rf->kind == T_ARRAY)) ||
		  (rt->kind == T_STRING && (is_strcompat(rf) || dt_type_is_scalar(rf))) ||
		  dt_type_equal(rt, rf) || (dt_type_is_scalar(rt) && rf->kind == T_STRING);
	if (!ok)
		ERR(s, D_CAST, n, "invalid cast expression: \"%s\" to \"%s\"", ts(from), ts(to));
	if (n->b->is_const && dt_type_is_integer(rt)) {
		n->is_const = true;
		n->cval = narrow(n->b->cval, to);
	}
}

static void size_of(struct dt_sema *s, struct dt_node *n)
{
	struct dt_type *t;
	if (n->a) {
		t = dt_sema_typename(s, n->a);
	} else {
		dt_sema_expr(s, n->b);
		if (n->b->flags & SEMA_BITFIELD)
			ERR(s, D_SIZEOF_BITFIELD, n, "cannot apply sizeof to a bit-field");
		t = n->b->type;
	}
	struct dt_type *r = dt_type_resolve(t);
	if (!r || r->kind == T_VOID || r->kind == T_FUNC || r->kind == T_FORWARD)
		ERR(s, D_SIZEOF_TYPE, n, "cannot apply sizeof to an expression of %s type",
		    !r || r->kind == T_VOID ? "void" : r->kind == T_FUNC ? "function" : "incomplete");
	n->type = dt_sema_type("size_t");
	n->is_const = true;
	n->cval = r->kind == T_STRING ? dt_opt_int(s->h, "strsize", 256) : (int64_t)r->size;
}

static void offset_of(struct dt_sema *s, struct dt_node *n)
{
	struct dt_type *t = dt_sema_typename(s, n->a);
	if (!dt_type_is_sou(t))
		ERR(s, D_OFFSETOF_TYPE, n, "offsetof operand must be a struct or union type");
	uint64_t off;
	struct dt_member *m = dt_type_member(t, n->str, &off);
	if (!m)
		ERR(s, D_UNKNOWN, n, "failed to determine offset of %s: Member name not found", n->str);
	if (m->bits)
		ERR(s, D_OFFSETOF_BITFIELD, n, "cannot take offset of a bit-field: %s", n->str);
	n->type = dt_sema_type("size_t");
	n->is_const = true;
	n->cval = (int64_t)(off / 8);
}

static void string_of(struct dt_sema *s, struct dt_node *n)
{
	dt_sema_expr(s, n->a);
	struct dt_type *r = dt_type_resolve(n->a->type);
	if (!r || (!dt_type_is_scalar(r) && r->kind != T_STRING && r->kind != T_ARRAY))
		ERR(s, D_STRINGOF_TYPE, n, "cannot apply stringof to a value of type %s",
		    ts(n->a->type ? n->a->type : dt_sema_type("void")));
	n->type = dt_sema_type("string");
}

static void xlate(struct dt_sema *s, struct dt_node *n)
{
	struct dt_type *to = dt_sema_typename(s, n->a);
	dt_sema_expr(s, n->b);
	struct dt_type *out = dt_type_resolve(to);
	bool ptr = out && out->kind == T_PTR;
	if (ptr)
		out = dt_type_resolve(out->base);
	if (!dt_sema_find_xlator(s, out, n->b->type))
		ERR(s, D_XLATE_NONE, n, "cannot translate from \"%s\" to \"%s\"",
		    ts(n->b->type), ts(out));
	n->type = to;
}

static void ternary(struct dt_sema *s, struct dt_node *n)
{
	dt_sema_expr(s, n->a);
	if (!dt_type_is_scalar(n->a->type))
		ERR(s, D_OP_SCALAR, n, "operator ?: requires a first operand of scalar type");
	dt_sema_expr(s, n->b);
	dt_sema_expr(s, n->c);
	struct dt_type *tb = n->b->type, *tc = n->c->type;
	if (dt_type_is_arith(tb) && dt_type_is_arith(tc))
		n->type = promote2(tb, tc);
	else if (is_strcompat(tb) && is_strcompat(tc))
		n->type = dt_type_is_string(tb) ? tb : tc;
	else if (dt_sema_compatible(tb, tc, n->c))
		n->type = tb;
	else if (dt_sema_compatible(tc, tb, n->b))
		n->type = tc;
	else
		ERR(s, D_OP_INCOMPAT, n, "operator ?: operands must have compatible types");
	if (n->a->is_const && n->b->is_const && n->c->is_const) {
		n->is_const = true;
		n->cval = n->a->cval ? n->b->cval : n->c->cval;
	}
}

static void agg_ref(struct dt_sema *s, struct dt_node *n)
{
	struct dt_ident *id = dt_sema_lookup(s->sc, s->sc->aggs, n->str);
	if (!id)
		undefined(s, n, "@", n->str);
	n->ident = id;
	n->type = agg_type();
	for (struct dt_node *k = n->list; k; k = k->next)
		dt_sema_expr(s, k);
}

void dt_sema_expr(struct dt_sema *s, struct dt_node *n)
{
	if (!n)
		return;
	/* Only the outermost identifier of an lvalue may be created. */
	bool create = creating;
	creating = false;
	switch (n->kind) {
	case N_INT:
		int_literal(n);
		break;
	case N_CHAR:
		n->type = dt_sema_type("char");
		n->is_const = true;
		n->cval = (int64_t)n->ival;
		break;
	case N_FLOAT:
		n->type = dt_sema_type("double");
		break;
	case N_STR:
		n->type = dt_sema_type("string");
		break;
	case N_IDENT:
		ident(s, n, create);
		break;
	case N_MACRO:
		resolve_macro(s, n);
		break;
	case N_SELF:
	case N_THIS:
		tls_or_local(s, n, create);
		break;
	case N_BACKQUOTE:
		/* Kernel symbols: typed by BTF when btf.c provides it. */
		n->type = dt_sema_type("int64_t");
		n->is_lvalue = true;
		break;
	case N_AGG:
		agg_ref(s, n);
		break;
	case N_INDEX:
		index_expr(s, n, create);
		break;
	case N_CALL:
		dt_sema_call(s, n, false);
		break;
	case N_MEMBER:
		member(s, n);
		break;
	case N_UNARY:
	case N_POSTFIX:
		unary(s, n);
		break;
	case N_BINARY:
		binary(s, n);
		break;
	case N_ASSIGN:
		assign(s, n);
		break;
	case N_AGGASSIGN:
		dt_sema_aggassign(s, n);
		break;
	case N_TERNARY:
		ternary(s, n);
		break;
	case N_CAST:
		cast(s, n);
		break;
	case N_SIZEOF:
		size_of(s, n);
		break;
	case N_OFFSETOF:
		offset_of(s, n);
		break;
	case N_STRINGOF:
		string_of(s, n);
		break;
	case N_XLATE:
		xlate(s, n);
		break;
	default:
		ERR(s, D_UNKNOWN, n, "unexpected node kind %d in expression", (int)n->kind);
	}
}
