/*
 * Type helpers of semantic analysis: types named by internal tables and
 * probe argument lists, D's compatibility and promotion rules, and the
 * names of types and operators in messages.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lang/builtins.h"
#include "sema/sema.h"
#include "sema/dlib.h"
/* The D library's translated types: opaque until translators define them. */
static bool is_dlib_struct(const char *name)
{
	static const char *const names[] = {
		"bufinfo_t", "devinfo_t",
		"fileinfo_t", "conninfo_t", "ipinfo_t", "tcpinfo_t", NULL,
	};
	for (int i = 0; names[i]; i++)
		if (strcmp(names[i], name) == 0)
			return true;
	return false;
}

/* A type of a D library file not compiled yet (curpsinfo's psinfo_t, io's
 * bufinfo_t): the file compiles now; its failure is the script's. */
static struct dt_type *library_type(const char *name)
{
	dtrace_hdl_t *h = dt_hdl_current();
	int rc = dt_dlib_need(h, name);
	if (rc < 0 && dt_sema_scope(h)->cc)
		dt_cc_error(dt_sema_scope(h)->cc, D_UNKNOWN, 0, "%s", dt_errmsg(h));
	return rc > 0 ? dt_type_lookup_local(name) : NULL;
}

/* Types named by internal tables and by probe argument lists ("const char *",
 * "char [16]", "vmlinux`struct mutex *", "umode_t"): never fails. */
struct dt_type *dt_sema_type(const char *name)
{
	struct dt_type *t;
	const char *bq = strchr(name, '`');
	char buf[256];

	/* A kernel module's typedef is the kernel's, not D's of the same name
	 * (getmajor()'s vmlinux`dev_t is 32 bits, D's dev_t 64); otherwise
	 * the module does not matter here. */
	if (bq && !strchr(bq, '*') && !strchr(bq, ' ') && dt_type_btf_hook &&
	    strncmp(name, "D`", 2) != 0 && strncmp(name, "C`", 2) != 0 &&
	    (t = dt_type_btf_hook(name)) != NULL)
		return t;
	if (bq)
		name = bq + 1;
	while (*name == ' ')
		name++;
	if (strncmp(name, "const ", 6) == 0)
		return dt_sema_type(name + 6);
	if (strncmp(name, "volatile ", 9) == 0)
		return dt_sema_type(name + 9);
	if (strncmp(name, "userland ", 9) == 0) {
		/* "userland T *": a pointer into user memory, built as a
		 * declaration builds it (the qualifier on T, inherited by the
		 * pointer) */
		struct dt_type *p = dt_sema_type(name + 9);
		if (!p || p->kind != T_PTR)
			return p;
		struct dt_type *u = dt_type_qualified(p->base, DT_Q_USERLAND);
		u->userland = true;
		return dt_type_ptr(u);
	}
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
	if ((t = dt_type_lookup_local(buf)) || (t = library_type(buf)) ||
	    (t = dt_type_lookup(buf)))
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
		return t;
	}
	/* An unknown kernel typedef: an integer of pointer width. */
	t = dt_type_typedef(buf, dt_type_lookup("long"));
	return t;
}

/* The pass's rotating buffers, so one message can print several types. */
const char *dt_sema_ts(struct dt_sema *s, const struct dt_type *t)
{
	if (!t)
		return "void";	/* an expression without a value */
	if (dt_sema_is_agg(t))
		return "aggregation";	/* DTrace names a dynamic value by its kind */
	const char *dname = t->kind != T_TYPEDEF ? dt_builtin_result_name(t->name) : NULL;
	if (dname)
		return dname;
	s->ntypestr = (s->ntypestr + 1) % DT_SEMA_NTYPESTR;
	char *buf = s->typestr[s->ntypestr];
	size_t n = 0;
	if (t->userland)	/* DTrace names a user-space address so */
		n = (size_t)snprintf(buf, sizeof(s->typestr[0]), "userland ");
	dt_type_str(t, buf + n, sizeof(s->typestr[0]) - n);
	return buf;
}

struct dt_type *dt_sema_agg_type(void)
{
	struct dt_type *t = dt_type_lookup_local("@aggregation");	/* the handle's */
	if (!t) {
		t = dt_type_new(T_STRUCT, "@aggregation");
		t->size = 8;
		t->align = 8;
	}
	return t;
}

bool dt_sema_is_agg(const struct dt_type *t)
{
	return t && t->name && strcmp(t->name, "@aggregation") == 0;
}

bool dt_sema_is_void(const struct dt_type *t)
{
	return !t || dt_type_is_void(t);
}

/* char *, char[] and string all pass for a D string. */
bool dt_sema_is_strcompat(const struct dt_type *t)
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

bool dt_sema_is_null(const struct dt_node *n)
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
		return dt_sema_is_strcompat(a) && dt_sema_is_strcompat(b);
	if (a->kind == T_PTR && (b->kind == T_PTR || b->kind == T_ARRAY)) {
		struct dt_type *pa = dt_type_resolve(a->base), *pb = dt_type_resolve(b->base);
		if (dt_type_is_void(pa) || dt_type_is_void(pb))
			return true;
		return dt_type_equal(pa, pb) ||
		       (dt_type_is_integer(pa) && dt_type_is_integer(pb) &&
			pa->size == pb->size);
	}
	if (a->kind == T_PTR && fromn && dt_sema_is_null(fromn))
		return true;
	if ((a->kind == T_STRUCT || a->kind == T_UNION || a->kind == T_FORWARD) &&
	    b->kind == a->kind)
		return dt_type_equal(a, b);
	/* arrays of as many compatible elements (C's compatible array
	 * types): an array key given again (a[k] with int k[3]) */
	if (a->kind == T_ARRAY && b->kind == T_ARRAY)
		return a->nelems == b->nelems && a->base && b->base &&
		       dt_sema_compatible(a->base, b->base, NULL) &&
		       dt_type_size(a->base) == dt_type_size(b->base);
	return false;
}

/* Two pointers into different address spaces (one userland, one not):
 * DTrace refuses to assign one to the other or subtract them (its
 * dt_node_is_ptrcompat), though it compares them. */
bool dt_sema_ptr_space_differs(const struct dt_type *a, const struct dt_type *b)
{
	const struct dt_type *ra = dt_type_resolve((struct dt_type *)a);
	const struct dt_type *rb = dt_type_resolve((struct dt_type *)b);
	return ra && rb && ra->kind == T_PTR && rb->kind == T_PTR && ra->userland != rb->userland;
}

/* ---------------------------------------------------------- arithmetic */

/* D keeps an operand's own type (DTrace's unary operators and shifts
 * propagate it, K&R A7.4, A7.8): only an enum becomes int. */
struct dt_type *dt_sema_promote1(struct dt_type *t)
{
	struct dt_type *r = dt_type_resolve(t);
	if (r && r->kind == T_ENUM)
		return dt_sema_type("int");
	return t;
}

/* DTrace's usual arithmetic conversions (dt_type_promote): no promotion
 * to int; the operand of higher rank wins, a rank being the width in bits
 * plus one when unsigned, so unsigned char + char is unsigned char and
 * short + unsigned char is short.  An enum counts as int. */
struct dt_type *dt_sema_promote2(struct dt_type *a, struct dt_type *b)
{
	a = dt_sema_promote1(a);
	b = dt_sema_promote1(b);
	struct dt_type *ra = dt_type_resolve(a), *rb = dt_type_resolve(b);
	if (ra->kind == T_FLOAT || rb->kind == T_FLOAT)
		return ra->kind == T_FLOAT ? a : b;
	if (dt_type_equal(ra, rb))
		return a;
	unsigned ka = ra->size * 8 + !ra->is_signed, kb = rb->size * 8 + !rb->is_signed;
	return kb > ka ? b : a;
}

/* Truncate a folded value to its type's width and signedness. */
int64_t dt_sema_narrow(int64_t v, struct dt_type *t)
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

bool dt_sema_is_unsigned(struct dt_type *t)
{
	struct dt_type *r = dt_type_resolve(t);
	return r && (r->kind == T_PTR || (r->kind == T_INT && !r->is_signed));
}

/* The name DTrace gives a kind of identifier in messages. */
const char *dt_sema_idkind_name(const struct dt_ident *id)
{
	switch (id->kind) {
	case ID_ARRAY: return "associative array";
	case ID_AGG: return "aggregation";
	case ID_FUNC: {
		/* DTrace's actions are "tracing functions"; copyout() and
		 * copyoutstr() are subroutines there, as speculation() is */
		bool action = (id->id < DT_F_SPECULATION && id->id != DT_F_COPYOUT &&
			       id->id != DT_F_COPYOUTSTR) || id->id == DT_F_SPECULATE ||
			      id->id == DT_F_COMMIT || id->id == DT_F_DISCARD;
		return action ? "tracing function" : "function";
	}
	case ID_AGGFUNC: return "aggregating function";
	case ID_ENUMCONST: return "enumerator";
	case ID_SYMBOL: return "external symbol reference";
	case ID_BUILTIN:	/* args[] and uregs[] are arrays in DTrace */
		return id->id == DT_BV_ARGS || id->id == DT_BV_UREGS ? "associative array" : "scalar";
	case ID_INLINE:	/* one with a tuple is an array (DT_IDENT_ARRAY) */
		return id->keys ? "associative array" : "scalar";
	default: return "scalar";
	}
}
