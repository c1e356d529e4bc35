/*
 * Expressions: compute every node's type, is_lvalue and (for integer
 * constant expressions) its value, with DTrace's error tags and messages.
 * Identifiers and indexing are in sema_ident.c, type rules in sema_type.c.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/kallsyms.h"
#include "lang/btf.h"
#include "lang/builtins.h"
#include "lang/ksymtype.h"
#include "sema/sema.h"

/* errors of DTrace's cook pass: no line for a program given as a string */
#define ERR(s, tag, n, ...) dt_cc_error((s)->cc, tag, dt_cc_xyline((s)->cc, (n)->line), __VA_ARGS__)

/* ------------------------------------------------------------- literals */

/* C's rules: the first of int, unsigned int, long, unsigned long (decimal
 * literals skip the unsigned ones) that holds the value, narrowed by the
 * suffixes. */
void dt_sema_int_literal(struct dt_node *n)
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

/* / and % (and /=, %=) by a constant 0 are refused whatever the left
 * operand, as DTrace checks its divisor when it builds the node. */
static void check_div_zero(struct dt_sema *s, struct dt_node *n)
{
	const struct dt_node *b = n->b;
	if ((n->op == '/' || n->op == '%' || n->op == TOK_DIV_EQ || n->op == TOK_MOD_EQ) &&
	    b->is_const && b->cval == 0 && dt_type_is_integer(b->type))
		ERR(s, D_DIV_ZERO, n, "expression contains division by zero");
}

static void fold_binary(struct dt_sema *s, struct dt_node *n)
{
	struct dt_node *a = n->a, *b = n->b;
	check_div_zero(s, n);
	if (!a->is_const || !b->is_const)
		return;
	int64_t x = a->cval, y = b->cval, r = 0;
	bool u = dt_sema_is_unsigned(n->type) || (dt_sema_is_unsigned(dt_sema_promote2(a->type, b->type)));
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
	/* DTrace folds in 64 bits and keeps the value: (1 << 63) - 1 is
	 * INT64_MAX although both operands are int; only casts narrow. */
	n->cval = r;
}

/* A pointer to void, to a function or to a struct declared but never
 * defined: no size to step by. */
static bool is_vfptr(struct dt_type *t)
{
	struct dt_type *r = dt_type_resolve(t);
	if (!r || r->kind != T_PTR)
		return false;
	struct dt_type *b = dt_type_resolve(r->base);
	return !b || b->kind == T_VOID || b->kind == T_FUNC || b->kind == T_FORWARD;
}

/* A call of an action (trace(), printf(), ...): it has no value. */
static bool is_actfunc(const struct dt_node *n)
{
	return n && n->kind == N_CALL && n->ident && n->ident->kind == ID_FUNC &&
	       dt_sema_is_void(n->type);
}

/* An associative array named without a key. */
static bool is_whole_array(const struct dt_node *n)
{
	return n && (n->kind == N_IDENT || n->kind == N_SELF) && n->ident &&
	       n->ident->kind == ID_ARRAY;
}

static bool is_comparison(int op)
{
	return op == '<' || op == '>' || op == TOK_LE || op == TOK_GE || op == TOK_EQ || op == TOK_NE;
}

/* A name that DTrace replaces by its integer value while parsing (a D
 * enumerator, a constant inline): it is a value before any comparison
 * looks at it. */
static bool is_parsed_constant(struct dt_sema *s, struct dt_ident *id)
{
	if (id->kind == ID_ENUMCONST)
		return true;
	if (id->kind != ID_INLINE)
		return false;
	if (id->flags & DT_IDF_LAZY)
		dt_sema_inline_lazy(s, id);
	return id->inline_expr && id->inline_expr->is_const && dt_type_is_integer(id->type);
}

/* A comparison whose left side is of an enum type reads a bare name on its
 * right as that enum's enumerator (DTrace's relational operators do, so that
 * kernel enum members compare with their enumerators' names); a name that is
 * also a global identifier is ambiguous (D_IDENT_AMBIG). */
static bool enum_tag(struct dt_sema *s, struct dt_node *n)
{
	struct dt_type *lt = dt_type_resolve(n->a->type);
	struct dt_node *r = n->b;
	if (!lt || lt->kind != T_ENUM || r->kind != N_IDENT || !r->str || strchr(r->str, '`'))
		return false;
	const struct dt_enumval *ev = lt->enums;
	while (ev && strcmp(ev->name, r->str) != 0)
		ev = ev->next;
	if (!ev)
		return false;
	struct dt_ident *id = dt_sema_lookup(s->sc, s->params, r->str);
	if (!id)
		id = dt_sema_global(s, r->str);
	if (id && (id->flags & DT_IDF_KENUM))
		id = NULL;	/* ours, not a global DTrace would know */
	if (id && is_parsed_constant(s, id))
		return false;
	if (id)
		ERR(s, D_IDENT_AMBIG, n, "ambiguous use of operator %s: %s is both a %s enum tag "
		    "and a global %s", dt_op_name(n->op), r->str, dt_sema_ts(s, n->a->type),
		    dt_sema_idkind_name(id));
	r->kind = N_INT;
	r->ival = (uint64_t)ev->value;
	r->type = n->a->type;
	r->is_const = true;
	r->cval = ev->value;
	return true;
}

/* sym(), func() and mod() values: DTrace's _symaddr is a typedef of void
 * (ours holds the address, for the output to name), so no operator and no
 * cast takes one, as none takes a stack(): only actions, aggregation keys
 * and the parameters and conversions that want an address. */
static bool symval(const struct dt_type *t)
{
	return t && t->kind == T_INT && t->name &&
	       (strcmp(t->name, "_symaddr") == 0 || strcmp(t->name, "_modaddr") == 0);
}

static void symval_operands(struct dt_sema *s, struct dt_node *n, const struct dt_type *ta,
			    const struct dt_type *tb, const char *op)
{
	if (!symval(ta) && !symval(tb))
		return;
	switch (n->op) {
	case '+': case '-':
		ERR(s, D_OP_INCOMPAT, n, "operands have incompatible types: \"%s\" %s \"%s\"",
		    dt_sema_ts(s, ta), op, dt_sema_ts(s, tb));
		break;
	case '*': case '/':
		ERR(s, D_OP_ARITH, n, "operator %s requires operands of arithmetic type", op);
		break;
	case '%': case '&': case '|': case '^': case TOK_SHL: case TOK_SHR:
		ERR(s, D_OP_INT, n, "operator %s requires operands of integral type", op);
		break;
	case '<': case '>': case TOK_LE: case TOK_GE: case TOK_EQ: case TOK_NE:
	case TOK_LAND: case TOK_LOR: case TOK_LXOR:
		ERR(s, D_OP_SCALAR, n, "operator %s requires operands of scalar type", op);
		break;
	default:
		break;
	}
}

static void binary(struct dt_sema *s, struct dt_node *n)
{
	dt_sema_expr(s, n->a);
	if (!is_comparison(n->op) || !enum_tag(s, n))
		dt_sema_expr(s, n->b);
	struct dt_type *ta = n->a->type, *tb = n->b->type;
	const char *op = dt_op_name(n->op);

	if (n->op != ',')
		symval_operands(s, n, ta, tb, op);
	switch (n->op) {
	case ',':
		if (dt_sema_is_agg(ta) || dt_sema_is_agg(tb))
			ERR(s, D_OP_DYN, n, "operator %s operands cannot be of dynamic type", op);
		if (is_actfunc(n->a) || is_actfunc(n->b))
			ERR(s, D_OP_ACT, n, "operator %s operands cannot be actions", op);
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
		if (dt_sema_is_strcompat(ta) && dt_sema_is_strcompat(tb) &&
		    (dt_type_is_string(ta) || dt_type_is_string(tb)))
			return;
		if (dt_type_is_string(ta) || dt_type_is_string(tb)) {
			if ((n->op == TOK_EQ || n->op == TOK_NE) &&
			    (dt_sema_is_null(n->a) || dt_sema_is_null(n->b)))
				return;
			ERR(s, D_OP_INCOMPAT, n, "operands have incompatible types: \"%s\" %s \"%s\"",
			    dt_sema_ts(s, ta), op, dt_sema_ts(s, tb));
		}
		if (!dt_type_is_scalar(ta) || !dt_type_is_scalar(tb))
			ERR(s, D_OP_SCALAR, n, "operator %s requires operands of scalar type", op);
		if (dt_type_is_pointer(ta) && dt_type_is_pointer(tb) &&
		    !dt_sema_compatible(ta, tb, n->b))
			ERR(s, D_OP_INCOMPAT, n, "operands have incompatible types: \"%s\" %s \"%s\"",
			    dt_sema_ts(s, ta), op, dt_sema_ts(s, tb));
		/* a pointer compares with an integer only when that is the
		 * constant 0 (DTrace's dt_node_is_ptrcompat) */
		if ((dt_type_is_pointer(ta) && dt_type_is_integer(tb) && !dt_sema_is_null(n->b)) ||
		    (dt_type_is_pointer(tb) && dt_type_is_integer(ta) && !dt_sema_is_null(n->a)))
			ERR(s, D_OP_INCOMPAT, n, "operands have incompatible types: \"%s\" %s \"%s\"",
			    dt_sema_ts(s, ta), op, dt_sema_ts(s, tb));
		fold_binary(s, n);
		return;
	case '&': case '|': case '^': case TOK_SHL: case TOK_SHR: case '%':
		if (!dt_type_is_integer(ta) || !dt_type_is_integer(tb))
			ERR(s, D_OP_INT, n, "operator %s requires operands of integral type", op);
		n->type = (n->op == TOK_SHL || n->op == TOK_SHR) ? dt_sema_promote1(ta) : dt_sema_promote2(ta, tb);
		fold_binary(s, n);
		return;
	case '*': case '/':
		if (!dt_type_is_arith(ta) || !dt_type_is_arith(tb))
			ERR(s, D_OP_ARITH, n, "operator %s requires operands of arithmetic type", op);
		n->type = dt_sema_promote2(ta, tb);
		fold_binary(s, n);
		return;
	case '+': case '-': {
		bool pa = dt_type_is_pointer(ta) || (dt_type_resolve(ta) &&
						     dt_type_resolve(ta)->kind == T_ARRAY);
		bool pb = dt_type_is_pointer(tb) || (dt_type_resolve(tb) &&
						     dt_type_resolve(tb)->kind == T_ARRAY);
		if (dt_type_is_arith(ta) && dt_type_is_arith(tb)) {
			n->type = dt_sema_promote2(ta, tb);
			fold_binary(s, n);
			return;
		}
		/* DTrace's additive operators treat a string as a pointer:
		 * string +/- integer and integer + string are the string that
		 * many characters in (cg_str_offset). */
		if ((dt_type_is_string(ta) && dt_type_is_integer(tb)) ||
		    (dt_type_is_string(tb) && dt_type_is_integer(ta) && n->op == '+')) {
			n->type = dt_type_is_string(ta) ? ta : tb;
			return;
		}
		struct dt_type *pt = pa ? ta : tb;
		struct dt_type *base = pt ? dt_type_resolve(dt_type_resolve(pt)->base) : NULL;
		/* a pointer to a struct declared but never defined has no size
		 * to step by (C's constraint; the step was 8 bytes) */
		if (base && base->kind == T_FORWARD && (dt_type_is_integer(ta) || dt_type_is_integer(tb) ||
							(pa && pb)))
			ERR(s, D_OP_INCOMPLETE, n, "operator %s cannot be applied to a pointer to "
			    "a forward declaration: no %s definition is available", op,
			    dt_sema_ts(s, base));
		if (pa && pb && n->op == '-' && dt_type_equal(ta, tb) && !dt_type_is_void(base) &&
		    !dt_sema_ptr_space_differs(ta, tb)) {
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
		    !dt_sema_is_void(ta) && !dt_sema_is_void(tb) && !dt_type_is_string(ta) && !dt_type_is_string(tb) &&
		    !dt_type_is_sou(ta) && !dt_type_is_sou(tb))
			ERR(s, D_OP_ARITH, n, "operator %s requires operands of arithmetic type", op);
		ERR(s, D_OP_INCOMPAT, n, "operands have incompatible types: \"%s\" %s \"%s\"",
		    dt_sema_ts(s, ta), op, dt_sema_ts(s, tb));
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
	/* built-in variables (pid, curthread) and inlines of a run-time
	 * value are D variables too; an inline of a constant is that
	 * constant (no lvalue) */
	if (n->kind == N_IDENT && n->ident &&
	    (n->ident->kind == ID_SCALAR || n->ident->kind == ID_ARRAY ||
	     n->ident->kind == ID_AGG || n->ident->kind == ID_BUILTIN ||
	     (n->ident->kind == ID_INLINE && !(n->ident->inline_expr &&
					       n->ident->inline_expr->is_const))))
		return true;
	if (n->kind == N_INDEX && n->a && n->a->ident &&
	    n->a->ident->kind == ID_ARRAY && !(n->a->ident->flags & DT_IDF_DARRAY))
		return true;
	return false;
}

/* A member is writable as what it is reached from (Oracle's cook passes
 * DT_NF_WRITABLE from a member's base): not a member of translated data,
 * which its translator computes, nor one reached from a builtin variable
 * (curthread->pid, args[0]->pr_pri) or an inline (curpsinfo->pr_pid). */
static bool member_readonly(const struct dt_node *lv)
{
	const struct dt_node *b = lv;
	for (; b->kind == N_MEMBER; b = b->a)
		if (dt_sema_xlate_node(b->a))
			return true;
	if (b == lv)
		return false;
	if (b->kind == N_INDEX)
		b = b->a;
	return b->kind == N_IDENT && b->ident &&
	       (b->ident->kind == ID_BUILTIN || b->ident->kind == ID_INLINE);
}

static void check_lvalue(struct dt_sema *s, struct dt_node *lv, const char *op)
{
	if (member_readonly(lv))
		ERR(s, D_OP_WRITE, lv, "operator %s can only be applied to a writable variable", op);
	if (!lv->is_lvalue)
		ERR(s, D_OP_LVAL, lv, "operator %s requires modifiable lvalue as an operand", op);
	if (lv->type && (lv->type->quals & DT_Q_CONST))
		ERR(s, D_OP_WRITE, lv, "operator %s can only be applied to a writable variable", op);
}

/* `sym and mod`sym: the kernel object at the symbol's address, typed from
 * the kernel's BTF.  A symbol BTF has no type for can still have its
 * address taken (as void *), which a cast makes usable. */
static void ksym(struct dt_sema *s, struct dt_node *n, bool addr_only)
{
	const char *mod = n->str && *n->str ? n->str : NULL;
	/* mod``sym names a user symbol: a kernel module's is refused */
	size_t ml = mod ? strlen(mod) : 0;
	if (ml > 1 && mod[ml - 1] == '`') {
		char kmod[256];
		snprintf(kmod, sizeof(kmod), "%.*s", (int)(ml - 1), mod);
		const struct dt_ksym *uk = dt_kallsyms_by_name(kmod, n->str2);
		if (uk)
			ERR(s, D_SYM_BADREF, n, "kernel module '%s' symbol '%s' may not be "
			    "referenced as a user symbol", uk->mod, uk->name);
	}
	const struct dt_ksym *k = dt_kallsyms_by_name(mod, n->str2);
	const char *asym;
	uint64_t aoff;
	struct dt_type *atype = NULL;

	/* `utsname: Solaris's name for what Linux has as init_uts_ns.name */
	if (!k && (!mod || strcmp(mod, "vmlinux") == 0) &&
	    dt_ksym_alias(n->str2, &asym, &aoff, &atype))
		k = dt_kallsyms_by_name("vmlinux", asym);

	/* Without CONFIG_KALLSYMS_ALL the kernel lists its functions only:
	 * an object of vmlinux is then unknown because it is not listed. */
	if (!k && (!mod || strcmp(mod, "vmlinux") == 0) && !dt_kallsyms_lists_data())
		ERR(s, D_IDENT_UNDEF, n, "failed to resolve %s`%s: this kernel lists no data "
		    "symbols in /proc/kallsyms (it was built without CONFIG_KALLSYMS_ALL)",
		    mod ? mod : "", n->str2);
	if (!k)
		ERR(s, D_IDENT_UNDEF, n, "failed to resolve %s`%s: Unknown symbol name",
		    mod ? mod : "", n->str2);
	if (k->addr == 0)
		ERR(s, D_IDENT_UNDEF, n, "failed to resolve %s`%s: the kernel hides symbol "
		    "addresses (kernel.kptr_restrict)", mod ? mod : "", n->str2);
	n->is_lvalue = true;
	n->type = atype;
	if (!n->type && strcmp(k->mod, "vmlinux") == 0)
		n->type = dt_btf_var_type(k->name);
	if (!n->type && strcmp(k->mod, "vmlinux") == 0)
		n->type = dt_ksym_known_type(k->name);
	if (n->type)
		return;
	if (!addr_only && (k->type == 't' || k->type == 'T'))
		ERR(s, D_SYM_NOTYPES, n, "no symbolic type information is available for %s`%s: "
		    "it is a function, not an object; &`%s is its address", k->mod, k->name, k->name);
	if (!addr_only)
		ERR(s, D_SYM_NOTYPES, n, "no symbolic type information is available for %s`%s: "
		    "the kernel's BTF does not describe it; cast its address, e.g. *(int *)&`%s",
		    k->mod, k->name, k->name);
	n->type = dt_sema_type("void");
}

/* A name an extern declaration gave a type: the kernel variable of that
 * name, as `name is, of the declared type (DTrace links the reference to
 * the kernel's symbol; one the kernel lacks is an error, never a value). */
void dt_sema_extern_ref(struct dt_sema *s, struct dt_node *n, struct dt_ident *id)
{
	if (n->kind != N_BACKQUOTE) {
		n->kind = N_BACKQUOTE;
		n->str2 = n->str;
		n->str = NULL;
		n->ident = id;
	}
	ksym(s, n, true);
	n->type = id->type;
}

static void unary(struct dt_sema *s, struct dt_node *n)
{
	const char *op = dt_op_name(n->op);
	struct dt_node *a = n->a;

	switch (n->op) {
	case TOK_INC: case TOK_DEC: {
		s->creating = true;
		dt_sema_expr(s, a);
		if (!a->type && a->ident && (a->ident->kind == ID_SCALAR || a->ident->kind == ID_ARRAY)) {
			/* ++/-- on a new variable makes it a 64-bit integer, as in
			 * DTrace: there is no assigned value to take a type from. */
			a->ident->type = dt_sema_type("int64_t");
			a->type = a->ident->type;
			dt_sema_assign_id(s, a->ident);
		}
		if (!a->type && a->ident)
			dt_sema_unassigned(s, a, a->kind == N_SELF ? "self->" : a->kind == N_THIS ? "this->" : "",
				   a->ident->name);
		if (!dt_type_is_scalar(a->type))
			ERR(s, D_OP_SCALAR, n, "operator %s requires operand of scalar type", op);
		if (is_vfptr(a->type))
			ERR(s, D_OP_VFPTR, n, "operator %s requires an operand of known size", op);
		check_lvalue(s, a, op);
		n->type = a->type;
		return;
	}
	case '&':
		if (a->kind == N_AGG) {
			ERR(s, D_ADDROF_VAR, n, "cannot take address of dynamic variable");
		}
		if (a->kind == N_BACKQUOTE)
			ksym(s, a, true);
		else
			dt_sema_expr(s, a);
		/* builtin variables (curthread, args[i]) are variables too, and
		 * translated data an object of no address: Oracle's cook */
		const struct dt_node *v = a->kind == N_INDEX ? a->a : a;
		if (is_dvar(a) || (v->kind == N_IDENT && v->ident && v->ident->kind == ID_BUILTIN))
			ERR(s, D_ADDROF_VAR, n, "cannot take address of dynamic variable");
		if (a->kind == N_XLATE)
			ERR(s, D_ADDROF_VAR, n, "cannot take address of dynamic object");
		if (a->flags & DT_NF_BITFIELD)
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
		if (!dt_type_is_arith(a->type) || symval(a->type))
			ERR(s, D_OP_ARITH, n, "operator %s requires an operand of arithmetic type", op);
		n->type = dt_sema_promote1(a->type);
		if (a->is_const) {
			n->is_const = true;
			n->cval = dt_sema_narrow(n->op == '-' ? (int64_t)(0 - (uint64_t)a->cval) : a->cval, n->type);
		}
		return;
	case '~':
		if (!dt_type_is_integer(a->type) || symval(a->type))
			ERR(s, D_OP_INT, n, "operator %s requires an operand of integral type", op);
		n->type = dt_sema_promote1(a->type);
		if (a->is_const) {
			n->is_const = true;
			n->cval = dt_sema_narrow(~a->cval, n->type);
		}
		return;
	case '!':
		if (!dt_type_is_scalar(a->type) || symval(a->type))
			ERR(s, D_OP_SCALAR, n, "operator %s requires an operand of scalar type", op);
		n->type = dt_sema_type("int");
		if (a->is_const) {
			n->is_const = true;
			n->cval = !a->cval;
		}
		return;
	case '*': {
		struct dt_type *r = dt_type_resolve(a->type);
		/* D's string is an array of char (DTrace's string type is
		 * char[strsize]): *s is its first character, read as s[0]
		 * is (and, as s[0], not assigned) */
		if (r && r->kind == T_STRING) {
			n->type = dt_sema_type("char");
			return;
		}
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
	const char *op = dt_op_name(n->op);

	/* the left side is looked at first: @a[1][2] = ... is refused as such */
	if (lv->kind == N_INDEX && lv->a->kind == N_AGG)
		dt_sema_index(s, lv, true);

	dt_sema_expr(s, rv);
	check_div_zero(s, n);
	s->creating = true;
	dt_sema_expr(s, lv);

	struct dt_ident *id = lv->ident;
	bool dyn = lv->kind == N_IDENT || lv->kind == N_SELF || lv->kind == N_THIS ||
		   is_assoc_elem(lv);
	if (!lv->type && dyn && id) {
		/* x op= v reads x first: DTrace refuses it on a variable nothing
		 * assigned yet (only = and ++/-- create one). */
		if (n->op != '=')
			dt_sema_unassigned(s, n, lv->kind == N_SELF ? "self->" : lv->kind == N_THIS ? "this->" : "",
				   id->name);
		if (dt_sema_is_void(rv->type))
			ERR(s, D_OP_INCOMPAT, n, "operator %s may not be applied to operand of type void", op);
		if (dt_sema_is_agg(rv->type))
			ERR(s, D_OP_INCOMPAT, n, "operands have incompatible types: \"%s\" %s \"%s\"",
			    "void", op, "aggregation");
		/* The first assignment fixes the variable's type. */
		id->type = rv->type;
		lv->type = rv->type;
		if (id->kind == ID_SCALAR || id->kind == ID_ARRAY)
			dt_sema_assign_id(s, id);
	}
	id = lv->ident;
	/* an enumerator, or an inline of a constant, is an integer constant
	 * to DTrace, no lvalue */
	if (id && lv->kind == N_IDENT && (id->kind == ID_ENUMCONST ||
	    (id->kind == ID_INLINE && id->inline_expr && id->inline_expr->is_const)))
		ERR(s, D_OP_LVAL, lv, "operator %s requires modifiable lvalue as an operand", op);
	if (id && (id->kind == ID_BUILTIN || id->kind == ID_INLINE ||
		   id->kind == ID_FUNC || id->kind == ID_AGGFUNC) && lv->kind == N_IDENT)
		ERR(s, D_OP_WRITE, n, "operator %s can only be applied to a writable variable", op);
	struct dt_type *lt = dt_type_resolve(lv->type);
	if (lt && (lt->kind == T_ARRAY || lt->kind == T_FUNC))
		ERR(s, D_OP_ARRFUN, n, "operator %s may not be applied to operand of type \"%s\"",
		    op, dt_sema_ts(s, lv->type));
	check_lvalue(s, lv, op);
	if (id)
		id->written = true;

	if (n->op == '=') {
		if (dt_sema_is_void(rv->type))
			ERR(s, D_OP_INCOMPAT, n, "operator %s may not be applied to operand of type void", op);
		if (dyn && dt_sema_is_null(rv))
			;	/* 0 deletes an element / clears a variable */
		else if (!dt_sema_compatible(lv->type, rv->type, rv) ||
			 (lv->type != rv->type && dt_sema_ptr_space_differs(lv->type, rv->type)))
			ERR(s, D_OP_INCOMPAT, n, "operands have incompatible types: \"%s\" %s \"%s\"",
			    dt_sema_ts(s, lv->type), op, dt_sema_ts(s, rv->type));
	} else if (n->op == TOK_ADD_EQ || n->op == TOK_SUB_EQ) {
		if (dt_type_is_string(lv->type) || dt_type_is_string(rv->type))
			ERR(s, D_OP_INCOMPAT, n, "operands have incompatible types: \"%s\" %s \"%s\"",
			    dt_sema_ts(s, lv->type), op, dt_sema_ts(s, rv->type));
		/* unless both are integers, the left side must be a pointer to a
		 * type of known size (DTrace's order: this before the right side),
		 * and the right an integer or a pointer compatible with it: DTrace
		 * accepts p += q and p -= q (the code generator then divides the
		 * sum or difference of the addresses by the element size) */
		if (!dt_type_is_integer(lv->type) || !dt_type_is_integer(rv->type)) {
			struct dt_type *rr = dt_type_resolve(rv->type);
			if (!dt_type_is_pointer(lv->type) || is_vfptr(lv->type))
				ERR(s, D_OP_VFPTR, n, "operator %s requires left-hand scalar operand "
				    "of known size", op);
			if (!dt_type_is_integer(rv->type) &&
			    !(rr && (rr->kind == T_PTR || rr->kind == T_ARRAY) &&
			      dt_sema_compatible(lv->type, rv->type, rv)))
				ERR(s, D_OP_INCOMPAT, n, "operands have incompatible types: \"%s\" %s "
				    "\"%s\"", dt_sema_ts(s, lv->type), op, dt_sema_ts(s, rv->type));
		}
	} else if (n->op == TOK_MUL_EQ || n->op == TOK_DIV_EQ) {
		if (!dt_type_is_arith(lv->type) || !dt_type_is_arith(rv->type))
			ERR(s, D_OP_ARITH, n, "operator %s requires operands of arithmetic type", op);
	} else {
		if (!dt_type_is_integer(lv->type) || !dt_type_is_integer(rv->type))
			ERR(s, D_OP_INT, n, "operator %s requires operands of integral type", op);
	}
	n->type = lv->type;
}

/* ---------------------------------------------------------------- member */

static void member(struct dt_sema *s, struct dt_node *n)
{
	dt_sema_expr(s, n->a);
	struct dt_type *t = n->a->type, *r = dt_type_resolve(t);
	struct dt_type *sou = r;

	if (n->op == TOK_ARROW) {
		if (!r || r->kind != T_PTR)
			ERR(s, D_OP_PTR, n, "operator -> must be applied to a pointer");
		sou = dt_type_resolve(r->base);
		if (!sou || (sou->kind != T_STRUCT && sou->kind != T_UNION && sou->kind != T_FORWARD))
			ERR(s, D_OP_SOU, n, "operator -> cannot be applied to pointer to type \"%s\"; "
			    "must be applied to a struct or union pointer", dt_sema_ts(s, r->base));
	} else if (!r || (r->kind != T_STRUCT && r->kind != T_UNION && r->kind != T_FORWARD)) {
		ERR(s, D_OP_SOU, n, "operator . cannot be applied to type \"%s\"; "
		    "must be applied to a struct or union", dt_sema_ts(s, t));
	}
	if (sou->kind == T_FORWARD) {
		/* a tag declared but never defined: look for its definition */
		const char *tag = dt_sema_ts(s, sou);
		struct dt_type *def = dt_type_lookup(tag);
		if (!def || def->kind == T_FORWARD)
			ERR(s, D_OP_INCOMPLETE, n, "operator %s cannot be applied to a forward "
			    "declaration: no %s definition is available",
			    n->op == TOK_ARROW ? "->" : ".", tag);
		sou = def;
	}
	if (!sou->members && sou->size == 0) {
		/* Kernel types are not imported yet: the member is opaque. */
		n->type = dt_sema_type("int64_t");
		n->is_lvalue = true;
		return;
	}
	struct dt_member *m = dt_type_member(sou, n->str, NULL);
	if (!m)
		ERR(s, D_TYPE_MEMBER, n, "%s is not a member of %s", n->str, dt_sema_ts(s, sou));
	n->type = m->type;
	n->is_lvalue = true;
	if (m->bits)
		n->flags |= DT_NF_BITFIELD;
	dt_sema_xlate_member(s, n);
}

/* ----------------------------------------------------------- conversions */

static void cast(struct dt_sema *s, struct dt_node *n)
{
	struct dt_type *to = dt_sema_typename(s, n->a);
	dt_sema_expr(s, n->b);
	struct dt_type *from = n->b->type, *rt = dt_type_resolve(to), *rf = dt_type_resolve(from);

	n->type = to;
	if (dt_type_is_void(rt)) {
		/* (void)trace(x): a cast to void is an expression, no place
		 * for an action (DTrace refuses it when it generates the
		 * call; a cast to another type is refused first) */
		if (is_actfunc(n->b))
			ERR(s, D_CG_EXPR, n->b, "action %s( ) may not be called from a D "
			    "expression (D program context required)", n->b->str);
		return;
	}
	if (!rf || rf->kind == T_VOID)
		ERR(s, D_CAST_INVAL, n, "invalid cast expression: \"void\" to \"%s\"", dt_sema_ts(s, to));
	if (symval(from))
		ERR(s, D_CAST_INVAL, n, "invalid cast expression: \"%s\" to \"%s\"", dt_sema_ts(s, from),
		    dt_sema_ts(s, to));
	if (n->b->kind == N_XLATE && rt->kind != T_PTR)
		ERR(s, D_CAST_INVAL, n, "invalid cast expression: \"pointer to translated data\" to \"%s\"",
		    dt_sema_ts(s, to));
	/* As DTrace: between scalars (functions count), from arrays to
	 * pointers, and from scalars and strings to string. */
	bool ok = (dt_type_is_scalar(rt) && (dt_type_is_scalar(rf) || rf->kind == T_FUNC)) ||
		  (rt->kind == T_PTR && rf->kind == T_ARRAY) ||
		  (rt->kind == T_STRING && (dt_sema_is_strcompat(rf) || dt_type_is_scalar(rf))) ||
		  dt_type_equal(rt, rf);
	if (!ok)
		ERR(s, D_CAST_INVAL, n, "invalid cast expression: \"%s\" to \"%s\"", dt_sema_ts(s, from), dt_sema_ts(s, to));
	if (n->b->is_const && dt_type_is_integer(rt)) {
		n->is_const = true;
		n->cval = dt_sema_narrow(n->b->cval, to);
	}
}

/* A type name declaring an associative array (int[int]): DTrace gives it
 * the dynamic type, which has no size. */
static bool typename_is_assoc(const struct dt_node *tn)
{
	const struct dt_node *c = tn->a;
	if (c && c->kind == N_DECLARATOR)
		c = c->a;
	for (; c; c = c->a)
		if (c->kind == N_D_ARRAY && c->list && (c->list->kind == N_TYPENAME || c->list->next))
			return true;
	return false;
}

static void size_of(struct dt_sema *s, struct dt_node *n)
{
	struct dt_type *t;
	if (n->a) {
		if (typename_is_assoc(n->a))
			ERR(s, D_SIZEOF_TYPE, n, "cannot apply sizeof to an operand of unknown size");
		t = dt_sema_typename(s, n->a);
	} else {
		dt_sema_expr(s, n->b);
		if (n->b->flags & DT_NF_BITFIELD)
			ERR(s, D_SIZEOF_BITFIELD, n, "cannot apply sizeof to a bit-field");
		t = n->b->type;
	}
	struct dt_type *r = dt_type_resolve(t);
	/* void, functions, incomplete types and dynamic objects (aggregations,
	 * associative arrays as a whole) have no size */
	if (!r || r->kind == T_VOID || r->kind == T_FUNC || r->kind == T_FORWARD ||
	    dt_sema_is_agg(t) || (!n->a && is_whole_array(n->b)))
		ERR(s, D_SIZEOF_TYPE, n, "cannot apply sizeof to an operand of unknown size");
	n->type = dt_sema_type("size_t");
	n->is_const = true;
	n->cval = r->kind == T_STRING ? dt_opt_int(s->h, OPT_strsize, 256) : (int64_t)r->size;
	/* a string constant's size is its length up to the first NUL, and
	 * that NUL, as DTrace sizes a string node; any other string
	 * expression is strsize bytes */
	if (!n->a && n->b->kind == N_STR)
		n->cval = (int64_t)strlen(n->b->str) + 1;
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
		    dt_sema_ts(s, n->a->type ? n->a->type : dt_sema_type("void")));
	n->type = dt_sema_type("string");
}

static void ternary(struct dt_sema *s, struct dt_node *n)
{
	dt_sema_expr(s, n->a);
	if (!dt_type_is_scalar(n->a->type))
		ERR(s, D_OP_SCALAR, n, "operator ?: expression must be of scalar type");
	dt_sema_expr(s, n->b);
	dt_sema_expr(s, n->c);
	struct dt_type *tb = n->b->type, *tc = n->c->type;
	if (dt_sema_is_agg(tb) || dt_sema_is_agg(tc))
		ERR(s, D_OP_DYN, n, "operator ?: operands cannot be of dynamic type");
	if (dt_sema_is_void(tb) && dt_sema_is_void(tc))
		n->type = tb;	/* the same type; actions are refused below */
	else if (dt_type_is_arith(tb) && dt_type_is_arith(tc))
		n->type = dt_sema_promote2(tb, tc);
	else if (dt_sema_is_strcompat(tb) && dt_sema_is_strcompat(tc))
		n->type = dt_type_is_string(tb) ? tb : tc;
	else if (dt_sema_compatible(tb, tc, n->c))
		n->type = tb;
	else if (dt_sema_compatible(tc, tb, n->b))
		n->type = tc;
	else
		ERR(s, D_OP_INCOMPAT, n, "operator ?: operands must have compatible types");
	if (is_actfunc(n->b) || is_actfunc(n->c))
		ERR(s, D_OP_ACT, n, "action cannot be used in a conditional context");
	if (n->a->is_const && n->b->is_const && n->c->is_const) {
		n->is_const = true;
		n->cval = n->a->cval ? n->b->cval : n->c->cval;
	}
}

void dt_sema_expr(struct dt_sema *s, struct dt_node *n)
{
	if (!n)
		return;
	/* Only the outermost identifier of an lvalue may be created. */
	bool create = s->creating;
	s->creating = false;
	switch (n->kind) {
	case N_INT:
		dt_sema_int_literal(n);
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
		dt_sema_ident(s, n, create);
		break;
	case N_SELF:
	case N_THIS:
		dt_sema_tls(s, n, create);
		break;
	case N_BACKQUOTE:
		if (n->ident && n->ident->kind == ID_SYMBOL)	/* an extern, cooked again */
			dt_sema_extern_ref(s, n, n->ident);
		else
			ksym(s, n, false);
		break;
	case N_AGG:
		dt_sema_aggref(s, n);
		break;
	case N_INDEX:
		dt_sema_index(s, n, create);
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
		dt_sema_xlate(s, n);
		break;
	default:
		ERR(s, D_UNKNOWN, n, "unexpected node kind %d in expression", (int)n->kind);
	}
}
