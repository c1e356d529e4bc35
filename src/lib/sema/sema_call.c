/*
 * Calls of actions and subroutines, and aggregation assignments: argument
 * counts and types against DTrace's prototypes (builtins.c), printf-like
 * format checking (printf_fmt.c), the aggregating functions' constant
 * arguments, and where actions may appear relative to speculate()/commit().
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lang/builtins.h"
#include "lang/printf_fmt.h"
#include "sema/sema.h"

#define ERR(s, tag, n, ...) dt_cc_error((s)->cc, tag, (n)->line, __VA_ARGS__)
/* an error DTrace's cook pass (not its action compiler) raises: no line
 * for a program given as a string */
#define XERR(s, tag, n, ...) dt_cc_error((s)->cc, tag, dt_cc_xyline((s)->cc, (n)->line), __VA_ARGS__)
/* a format DTrace checks when it compiles the actions, after cooking: no
 * line for a program given as a string, and no region either */
#define PFERR(s, tag, n, ...) \
	((s)->cc->region = NULL, XERR(s, tag, n, __VA_ARGS__))

static int count_list(const struct dt_node *n)
{
	int k = 0;
	for (; n; n = n->next)
		k++;
	return k;
}

static struct dt_node *nth(struct dt_node *n, int i)
{
	while (n && i-- > 0)
		n = n->next;
	return n;
}

static bool is_agg_node(const struct dt_node *n)
{
	return n && n->kind == N_AGG;
}

/* Return types that are not C types: stack() values and symbol addresses. */
static struct dt_type *special_type(const char *name)
{
	struct dt_type *t = dt_type_lookup(name);
	if (t)
		return t;
	if (strcmp(name, "stack") == 0 || strcmp(name, "ustack") == 0 ||
	    (name[0] == '_' && name[1] == 'u')) {
		/* ustack, and the user symbol values (_usymaddr, _umodaddr,
		 * _uaddr: the process id, then the address; cg_stack.c) */
		t = dt_type_new(T_STRUCT, name);
		t->size = name[0] == '_' ? 16 : 8;
		t->align = 8;
		return t;
	}
	t = dt_type_int(name, 8, false);
	return t;
}

static struct dt_type *proto_type(const char *name)
{
	if (strcmp(name, "stack") == 0 || strcmp(name, "ustack") == 0 ||
	    strcmp(name, "_symaddr") == 0 || strcmp(name, "_modaddr") == 0 ||
	    strcmp(name, "_usymaddr") == 0 || strcmp(name, "_umodaddr") == 0 ||
	    strcmp(name, "_uaddr") == 0)
		return special_type(name);
	return dt_sema_type(name);
}

static void check_count(struct dt_sema *s, struct dt_node *n, const char *fname,
			const struct dt_proto *p, int nargs)
{
	int max = p->varargs ? -1 : p->nparams;
	if (nargs >= p->nreq && (max < 0 || nargs <= max))
		return;
	const char *plural = nargs == 1 ? "" : "s";
	if (nargs < p->nreq)
		XERR(s, D_PROTO_LEN, n, "%s( ) prototype mismatch: %d arg%s passed, %s%d expected",
		    fname, nargs, plural, p->nreq != p->nparams || p->varargs ? "at least " : "",
		    p->nreq);
	XERR(s, D_PROTO_LEN, n, "%s( ) prototype mismatch: %d arg%s passed, %s%d expected",
	    fname, nargs, plural, p->nreq != p->nparams ? "at most " : "", p->nparams);
}

/* Prototype-level compatibility, as DTrace's argument rules (C's, K&R
 * A7.3.2): integers pass for integers, strings and char pointers and
 * arrays for one another, pointers for compatible pointers; an integer
 * passes for a pointer only as the constant 0, and a pointer never for an
 * integer (copyinstr(p) of a pointer p wants (uintptr_t)p). */
static bool is_symaddr(const struct dt_type *t)
{
	const char *dname = t && t->kind != T_TYPEDEF ? dt_builtin_result_name(t->name) : NULL;
	return t && t->kind != T_TYPEDEF && t->name &&
	       strcmp(dname ? dname : t->name, "_symaddr") == 0;
}

static bool arg_ok(struct dt_type *pt, struct dt_node *a)
{
	struct dt_type *at = a->type;
	if (!at || dt_type_is_void(at))
		return false;
	/* sym()'s, func()'s and mod()'s value is a type of its own (DTrace's
	 * _symaddr, a typedef of void; ours an integer inside): only a
	 * _symaddr parameter takes it */
	if (is_symaddr(at) || is_symaddr(pt))
		return is_symaddr(at) && is_symaddr(pt);
	/* a user-space address is no kernel one: a pointer passes for a
	 * pointer only from the same side (strings aside) */
	struct dt_type *rp = dt_type_resolve(pt), *ra = dt_type_resolve(at);
	if (rp && ra && rp->kind == T_PTR && (ra->kind == T_PTR || ra->kind == T_ARRAY) &&
	    rp->userland != at->userland &&
	    !(dt_sema_is_strcompat(pt) && dt_sema_is_strcompat(at)))
		return false;
	if (dt_sema_compatible(pt, at, a))
		return true;
	/* A D string is a char buffer: it may go where void * is wanted. */
	if (dt_type_is_pointer(pt) && dt_type_is_void(dt_type_resolve(pt)->base) &&
	    dt_type_is_string(at))
		return true;
	return false;
}

static void check_args(struct dt_sema *s, struct dt_node *n, const char *fname,
		       const struct dt_proto *p, int first)
{
	int i = 0;
	for (struct dt_node *a = n->list; a; a = a->next, i++) {
		if (i < first || i >= p->nparams || strcmp(p->params[i], "@") == 0)
			continue;
		struct dt_type *pt = proto_type(p->params[i]);
		/* the type's name, without the module it is looked up in */
		const char *bq = strrchr(p->params[i], '`');
		if (!arg_ok(pt, a))
			XERR(s, D_PROTO_ARG, n, "%s( ) argument #%d is incompatible with prototype:\n"
			    "\tprototype: %s\n\t argument: %s", fname, i + 1,
			    bq ? bq + 1 : p->params[i], dt_sema_ts(s, a->type));
	}
}

/* ------------------------------------------------- action placement */

static bool is_destructive(int f)
{
	switch (f) {
	case DT_F_BREAKPOINT: case DT_F_COPYOUT: case DT_F_COPYOUTSTR:
	case DT_F_RAISE: case DT_F_PANIC: case DT_F_STOP: case DT_F_SYSTEM:
	case DT_F_CHILL: case DT_F_FREOPEN:
		return true;
	default:
		return false;
	}
}

static bool is_data_recording(int f)
{
	switch (f) {
	case DT_F_TRACE: case DT_F_PRINTF: case DT_F_PRINTA: case DT_F_PRINT:
	case DT_F_PRINTM: case DT_F_TRACEMEM: case DT_F_STACK: case DT_F_USTACK:
	case DT_F_JSTACK: case DT_F_SYM: case DT_F_FUNC: case DT_F_MOD:
	case DT_F_USYM: case DT_F_UFUNC: case DT_F_UMOD: case DT_F_UADDR:
	case DT_F_EXIT: case DT_F_SYSTEM: case DT_F_SETOPT: case DT_F_FTRUNCATE:
	case DT_F_FREOPEN: case DT_F_PCAP:
		return true;
	default:
		return false;
	}
}

/* An action that counts as recording data for the speculation rules:
 * every action but speculate(), commit(), discard(), the aggregations
 * (those have their own checks) and the destructive actions the probe
 * itself carries out, as illumos's dt_compile_one_clause has it:
 * clear()/trunc()/normalize() record a library action; raise(), stop(),
 * chill(), panic(), breakpoint(), copyout() record nothing, so they may
 * precede speculate() and follow commit().  (Oracle's dt_cg_clsflags
 * counts them as data; upstream marks the test of the illumos rule
 * expected-to-fail for it.)  system() and freopen() are destructive too,
 * but dtrace carries them out from their record: before speculate() they
 * would be speculated with the rest, so they count as data here. */
static bool counts_as_data(int f)
{
	if (is_destructive(f) && f != DT_F_SYSTEM && f != DT_F_FREOPEN)
		return false;
	switch (f) {
	case DT_F_CLEAR: case DT_F_TRUNC: case DT_F_NORMALIZE: case DT_F_DENORMALIZE:
		return true;
	default:
		return is_data_recording(f);
	}
}

/* Where an action may stand relative to speculate()/commit()/discard(),
 * with Oracle's tags and messages; aggregations: dt_sema_aggassign().
 * Speculative data counts as data: commit() may not follow it.  discard()
 * has no rule, and commit() or discard() may follow speculate() (neither
 * Oracle nor illumos refuses it; consume_spec.c acts on it). */
static void placement(struct dt_sema *s, struct dt_node *n, int f)
{
	if (f == DT_F_SPECULATE) {
		if (s->spec_seen)
			ERR(s, D_SPEC_SPEC, n, "speculate( ) may not follow speculate( )");
		if (s->commit_seen)
			ERR(s, D_SPEC_COMM, n, "speculate( ) may not follow commit( )");
		if (s->data_seen || s->agg_seen)
			ERR(s, D_SPEC_DREC, n, "speculate( ) may not follow data-recording action(s)");
		s->spec_seen = true;
		return;
	}
	if (f == DT_F_COMMIT) {
		if (s->data_seen || s->agg_seen)
			ERR(s, D_COMM_DREC, n, "commit( ) may not follow data-recording action(s)");
		s->commit_seen = true;
		return;
	}
	if (f == DT_F_DISCARD)
		return;
	if (s->spec_seen && is_destructive(f))
		ERR(s, D_ACT_SPEC, n, "destructive actions may not follow speculate( )");
	if (s->spec_seen && f == DT_F_EXIT)
		ERR(s, D_EXIT_SPEC, n, "exit( ) may not follow speculate( )");
	if (counts_as_data(f)) {
		if (s->commit_seen)
			ERR(s, D_DREC_COMM, n, "data-recording actions may not follow commit( )");
		s->data_seen = true;
	}
}

/* ------------------------------------------------------ specific checks */

/* An aggregation handed to printa(), clear(), trunc() or (de)normalize()
 * that no clause of the program assigns is an undefined aggregation (DTrace
 * reports it with the function's own tag, not as an unknown name). */
static void check_aggdef(struct dt_sema *s, struct dt_node *n, struct dt_node *a,
			 enum dt_errtag tag)
{
	if (is_agg_node(a) && !dt_sema_lookup(s->sc, s->sc->aggs, a->str))
		ERR(s, tag, n, "undefined aggregation: @%s", a->str);
}

static void check_aggarg(struct dt_sema *s, struct dt_node *n, int argno, enum dt_errtag tag,
			 enum dt_errtag badtag)
{
	struct dt_node *a = nth(n->list, argno - 1);
	check_aggdef(s, n, a, badtag);
	if (!is_agg_node(a)) {
		struct dt_ident *fid = a && a->kind == N_CALL && a->str ?
				       dt_sema_global(s, a->str) : NULL;
		if (a && !(fid && fid->kind == ID_AGGFUNC))
			dt_sema_expr(s, a);
		ERR(s, tag, n, "%s( ) argument #%d is incompatible with prototype:\n"
		    "\tprototype: aggregation\n\t argument: %s", n->str, argno,
		    a ? dt_sema_ts(s, a->type) : "void");
	}
}

static bool posconst(const struct dt_node *a)
{
	return a->is_const && dt_type_is_integer(a->type) && a->cval > 0;
}

static enum dt_pfarg_kind pfkind(const struct dt_node *a)
{
	if (a->kind == N_AGG)
		return DT_PFARG_AGG;
	if (!a->type || dt_type_is_void(a->type))
		return DT_PFARG_VOID;
	if (a->kind == N_CALL && a->ident && a->ident->kind == ID_FUNC) {
		switch (a->ident->id) {
		case DT_F_STACK: case DT_F_USTACK: case DT_F_JSTACK:
			return DT_PFARG_STACK;
		case DT_F_USYM: case DT_F_UADDR: case DT_F_UFUNC: case DT_F_UMOD:
			return DT_PFARG_USYMADDR;
		case DT_F_SYM: case DT_F_FUNC: case DT_F_MOD:
			return DT_PFARG_SYMADDR;
		default:
			break;
		}
	}
	if (a->kind == N_UNARY && a->op == '&' && a->a && a->a->kind == N_BACKQUOTE)
		return DT_PFARG_SYMADDR;
	return DT_PFARG_VALUE;
}

static const char *pfname(struct dt_sema *s, const struct dt_node *a, enum dt_pfarg_kind k)
{
	switch (k) {
	case DT_PFARG_STACK: return "stack";
	case DT_PFARG_AGG: return "aggregation";
	case DT_PFARG_VOID: return "void";
	default: return dt_sema_ts(s, a->type);
	}
}

/* Format string (a string constant) of printf/printa/system/freopen. */
static struct dt_pfargv *format_of(struct dt_sema *s, struct dt_node *n, struct dt_node *f)
{
	char err[512];
	if (f->kind != N_STR)
		return NULL;	/* a string variable: checked at run time */
	struct dt_pfargv *pfv = dt_printf_parse(f->str, err, sizeof(err));
	if (!pfv)
		ERR(s, D_SYNTAX, n, "%s", err);
	return pfv;
}

static void printf_like(struct dt_sema *s, struct dt_node *n)
{
	struct dt_node *f = n->list;
	if (!dt_type_is_string(f->type) && !(f->type && f->type->name &&
					       strcmp(f->type->name, "char") == 0))
		XERR(s, D_PROTO_ARG, n, "%s( ) argument #1 is incompatible with prototype:\n"
		    "\tprototype: string\n\t argument: %s", n->str, dt_sema_ts(s, f->type));
	/* the format is compiled with the program: it must be a constant */
	if (f->kind != N_STR)
		ERR(s, D_PRINTF_ARG_FMT, n, "%s( ) argument #1 is incompatible with prototype:\n"
		    "\tprototype: string constant\n\t argument: %s", n->str, dt_sema_ts(s, f->type));
	struct dt_pfargv *pfv = format_of(s, n, f);
	if (!pfv)
		return;
	int na = count_list(f->next);
	struct dt_pfarg *args = dt_zalloc(sizeof(*args) * (size_t)(na + 1));
	int i = 0;
	for (struct dt_node *a = f->next; a; a = a->next, i++) {
		args[i].type = a->type;
		args[i].kind = pfkind(a);
		args[i].tname = pfname(s, a, args[i].kind);
	}
	enum dt_errtag tag;
	char msg[1024];
	bool ok = dt_printf_validate(pfv, n->str, args, na, 1, false, false, true,
				     s->h->target_pid != 0, &tag, msg, sizeof(msg));
	free(args);
	dt_printf_free(pfv);
	if (!ok)
		PFERR(s, tag, n, "%s", msg);
}

static void printa_call(struct dt_sema *s, struct dt_node *n)
{
	struct dt_node *first = n->list;
	int nargs = count_list(n->list);

	if (nargs == 0)
		XERR(s, D_PROTO_LEN, n, "printa( ) prototype mismatch: 0 args passed, "
		    "at least 1 expected");
	struct dt_node *aggs = first;
	struct dt_pfargv *pfv = NULL;
	if (!is_agg_node(first)) {
		dt_sema_expr(s, first);
		if (!dt_type_is_string(first->type))
			ERR(s, D_PRINTA_AGGARG, n, "printa( ) argument #1 is incompatible with "
			    "prototype:\n\tprototype: aggregation\n\t argument: %s", dt_sema_ts(s, first->type));
		if (nargs == 1)
			ERR(s, D_PRINTA_PROTO, n, "printa( ) prototype mismatch: 1 args passed, "
			    "2 expected");
		aggs = first->next;
	}
	int argno = aggs == first ? 1 : 2;
	for (struct dt_node *a = aggs; a; a = a->next, argno++) {
		if (!is_agg_node(a)) {
			dt_sema_expr(s, a);
			ERR(s, D_PRINTA_AGGARG, n, "printa( ) argument #%d is incompatible with "
			    "prototype:\n\tprototype: aggregation\n\t argument: %s", argno,
			    dt_sema_ts(s, a->type));
		}
		check_aggdef(s, n, a, D_PRINTA_AGGBAD);
		dt_sema_expr(s, a);
	}
	/* Aggregations printed together must have the same key signature:
	 * as many keys, each compatible with the first aggregation's. */
	for (struct dt_node *a = aggs ? aggs->next : NULL; a; a = a->next) {
		struct dt_ident *x = aggs->ident, *y = a->ident;
		if (!x || !y)
			continue;
		const char *xn = *x->name ? x->name : "_", *yn = *y->name ? y->name : "_";
		int nx = x->nkeys > 0 ? x->nkeys : 0, ny = y->nkeys > 0 ? y->nkeys : 0;
		if (nx != ny)
			ERR(s, D_PRINTA_AGGKEY, n, "printa( ): @%s and @%s do not have matching key "
			    "signatures: @%s has %d key%s, @%s has %d key%s", xn, yn,
			    xn, nx, nx == 1 ? "" : "s", yn, ny, ny == 1 ? "" : "s");
		for (int i = 0; i < nx; i++) {
			if (dt_sema_compatible(x->keys[i], y->keys[i], NULL))
				continue;
			char lx[64], ly[64];
			snprintf(lx, sizeof(lx), "%9s", xn);
			snprintf(ly, sizeof(ly), "%9s", yn);
			ERR(s, D_PRINTA_AGGPROTO, n, "printa( ): @%s[ ] key #%d is incompatible with "
			    "@%s:\n%s key #%d: %s\n%s key #%d: %s", yn, i + 1, xn, lx,
			    i + 1, dt_sema_ts(s, x->keys[i]), ly, i + 1, dt_sema_ts(s, y->keys[i]));
		}
	}
	if (aggs == first)
		return;
	pfv = format_of(s, n, first);
	if (!pfv)
		return;
	/* The format applies to the keys of the (first) aggregation. */
	struct dt_ident *agg = aggs->ident;
	int nk = agg && agg->nkeys > 0 ? agg->nkeys : 0;
	struct dt_pfarg *args = dt_zalloc(sizeof(*args) * (size_t)(nk + 1));
	for (int i = 0; i < nk; i++) {
		args[i].type = agg->keys[i];
		args[i].kind = DT_PFARG_VALUE;
		const char *kn = agg->keys[i] ? agg->keys[i]->name : NULL;
		if (kn && (strcmp(kn, "stack") == 0 || strcmp(kn, "ustack") == 0))
			args[i].kind = DT_PFARG_STACK;	/* both print as "stack" */
		/* usym/ufunc/umod/uaddr keys (%A), sym/func/mod keys (%a) */
		else if (kn && (strcmp(kn, "_usymaddr") == 0 || strcmp(kn, "_umodaddr") == 0 ||
				strcmp(kn, "_uaddr") == 0))
			args[i].kind = DT_PFARG_USYMADDR;
		else if (kn && (strcmp(kn, "_symaddr") == 0 || strcmp(kn, "_modaddr") == 0))
			args[i].kind = DT_PFARG_SYMADDR;
		args[i].tname = args[i].kind == DT_PFARG_STACK ? "stack" : dt_sema_ts(s, agg->keys[i]);
	}
	enum dt_errtag tag;
	char msg[1024];
	bool ok = dt_printf_validate(pfv, n->str, args, nk, 1, true,
				     agg && agg->aggfunc == DT_AGG_COUNT, false,
				     s->h->target_pid != 0, &tag, msg, sizeof(msg));
	free(args);	/* before ERR unwinds: it does not return */
	dt_printf_free(pfv);
	if (!ok)
		PFERR(s, tag, n, "%s", msg);
}

static void specific(struct dt_sema *s, struct dt_node *n, int f)
{
	struct dt_node *a1 = n->list, *a2 = a1 ? a1->next : NULL;

	switch (f) {
	case DT_F_TRACE:
		if (!a1->type || dt_type_is_void(a1->type))
			ERR(s, D_TRACE_VOID, n, "trace( ) may not be applied to a void expression");
		/* an aggregation is a dynamic expression: that check comes first */
		if (is_agg_node(a1))
			ERR(s, D_TRACE_DYN, n, "trace( ) may not be applied to a dynamic expression");
		break;
	case DT_F_PRINT: {
		if (!a1->type || dt_type_is_void(a1->type))
			ERR(s, D_PRINT_VOID, n, "print( ) may not be applied to a void expression");
		if (is_agg_node(a1))
			ERR(s, D_PRINT_DYN, n, "print( ) may not be applied to a dynamic expression");
		struct dt_type *r = dt_type_resolve(a1->type);
		if (r && r->kind == T_PTR) {
			struct dt_type *b = dt_type_resolve(r->base);
			if (b && dt_type_size(b) == 0 && !dt_type_is_void(b))
				ERR(s, D_PRINT_SIZE, n, "print( ) argument #1 reference has type '%s' "
				    "with size 0; cannot print( ) it.", dt_sema_ts(s, r->base));
		}
		break;
	}
	case DT_F_TRACEMEM: {
		/* an array is its bytes' address, as in any other expression
		 * (tracemem(curthread->comm, 16)) */
		struct dt_type *r1 = dt_type_resolve(a1->type);
		if (!dt_type_is_scalar(a1->type) && !(r1 && r1->kind == T_ARRAY))
			ERR(s, D_TRACEMEM_ADDR, n, "tracemem( ) argument #1 is incompatible with "
			    "prototype:\n\tprototype: pointer or integer\n\t argument: %s",
			    dt_sema_ts(s, a1->type));
		if (dt_type_is_integer(a2->type) && !posconst(a2))
			ERR(s, D_TRACEMEM_SIZE, n, "tracemem( ) argument #2 must be a non-zero "
			    "positive integral constant expression");
		break;
	}
	case DT_F_STACK:
		if (a1 && dt_type_is_integer(a1->type) && !posconst(a1))
			ERR(s, D_STACK_SIZE, n, "stack( ) argument #1 must be a non-zero positive "
			    "integer constant");
		break;
	case DT_F_USTACK:
	case DT_F_JSTACK:
		if (a1 && dt_type_is_integer(a1->type) && !posconst(a1))
			ERR(s, D_USTACK_FRAMES, n, "%s( ) argument #1 must be a non-zero positive "
			    "integer constant", n->str);
		if (a2 && dt_type_is_integer(a2->type) && !(a2->is_const && a2->cval >= 0))
			ERR(s, D_USTACK_STRSIZE, n, "%s( ) argument #2 must be a positive integer "
			    "constant", n->str);
		break;
	case DT_F_FREOPEN:
		/* freopen("") restores the original output: not an empty format */
		if (a1 && a1->kind == N_STR && a1->str && a1->str[0] == '\0' && !a1->next)
			break;
		printf_like(s, n);
		break;
	case DT_F_PRINTF:
	case DT_F_SYSTEM:
		printf_like(s, n);
		break;
	case DT_F_ALLOCA:
		if (a1->is_const) {
			int64_t ss = dt_opt_int(s->h, OPT_scratchsize, 256);
			if ((uint64_t)a1->cval > (uint64_t)ss)
				ERR(s, D_ALLOCA_SIZE, n, "alloca(%llu) size larger than scratchsize %lld",
				    (unsigned long long)a1->cval, (long long)ss);
		}
		break;
	case DT_F_INET_NTOA6:
		if (a2 && !a2->is_const)
			XERR(s, D_PROTO_ARG, n, "inet_ntoa6( ) argument #2 is incompatible with "
			    "prototype:\n\tprototype: integer constant\n\t argument: %s",
			    dt_sema_ts(s, a2->type));
		break;
	default:
		break;
	}
}

/* Functions whose first argument is an aggregation: the tag for an
 * argument that is not one, and for one that is never defined. */
static enum dt_errtag aggarg_tag(int f, enum dt_errtag *badtag)
{
	switch (f) {
	case DT_F_CLEAR: *badtag = D_CLEAR_AGGBAD; return D_CLEAR_AGGARG;
	case DT_F_TRUNC: *badtag = D_TRUNC_AGGBAD; return D_TRUNC_AGGARG;
	case DT_F_NORMALIZE:
	case DT_F_DENORMALIZE: *badtag = D_NORMALIZE_AGGBAD; return D_NORMALIZE_AGGARG;
	default: return D_UNKNOWN;
	}
}

void dt_sema_call(struct dt_sema *s, struct dt_node *n, bool as_stmt)
{
	struct dt_proto p;
	int nargs = count_list(n->list);

	if (!n->str)
		XERR(s, D_FUNC_IDENT, n, "function designator is not of function type");
	struct dt_ident *id = dt_sema_global(s, n->str);

	if (!id)
		XERR(s, D_FUNC_UNDEF, n, "undefined function name: %s", n->str);
	if (id->kind == ID_AGGFUNC)
		ERR(s, D_CG_EXPR, n, "aggregating function %s( ) may only be used as the "
		    "value of an aggregation", n->str);
	if (id->kind != ID_FUNC)
		XERR(s, D_FUNC_IDKIND, n, "%s '%s' may not be referenced as a function",
		    dt_sema_idkind_name(id), id->name);
	n->ident = id;
	int f = id->id;
	/* a stack is recorded by the action, or kept as an aggregation key:
	 * as DTrace, it is no value for any other expression (a variable, a
	 * trace() or printf() argument, an array key): sema.c refuses it
	 * when the statement is checked */
	if ((f == DT_F_STACK || f == DT_F_USTACK || f == DT_F_JSTACK) && !as_stmt &&
	    s->agg_key != n && !s->stack_value)
		s->stack_value = n;

	if (f == DT_F_PRINTA) {
		placement(s, n, f);
		printa_call(s, n);
		n->type = dt_sema_type("void");
		return;
	}
	dt_proto_parse(dt_builtin_func_proto(f), &p);
	enum dt_errtag badtag = D_UNKNOWN;
	enum dt_errtag atag = aggarg_tag(f, &badtag);
	if (atag != D_UNKNOWN) {
		check_count(s, n, n->str, &p, nargs);
		check_aggarg(s, n, 1, atag, badtag);
	}
	for (struct dt_node *a = n->list; a; a = a->next)
		dt_sema_expr(s, a);
	check_count(s, n, n->str, &p, nargs);
	check_args(s, n, n->str, &p, 0);
	/* copyinstr(addr) reads at most strsize bytes: the typed call carries
	 * that default as its maxlength argument, as DTrace's does (-xtree
	 * shows it). */
	if (f == DT_F_COPYINSTR && nargs == 1) {
		struct dt_node *len = dt_node_new(N_INT, n->line);
		len->ival = (uint64_t)dt_opt_int(s->h, OPT_strsize, 256);
		len->type = dt_sema_type("size_t");
		len->is_const = true;
		len->cval = (int64_t)len->ival;
		dt_node_append(&n->list, len);
	}
	/* Actions are checked as actions only where they are statements
	 * (DTrace validates formats etc. when it compiles the action). */
	if (as_stmt || !is_data_recording(f))
		specific(s, n, f);
	placement(s, n, f);
	n->type = proto_type(p.ret);
}

/* ------------------------------------------------------- aggregations */

static int64_t cint(struct dt_node *a)
{
	return a->cval;
}

static void lquantize_args(struct dt_sema *s, struct dt_node *call, struct dt_ident *agg)
{
	struct dt_node *a1 = nth(call->list, 1), *a2 = nth(call->list, 2), *a3 = nth(call->list, 3);
	if (!a1->is_const)
		ERR(s, D_LQUANT_BASETYPE, a1, "lquantize( ) argument #1 must be an integer constant");
	int64_t base = cint(a1);
	if (base < INT32_MIN || base > INT32_MAX)
		ERR(s, D_LQUANT_BASEVAL, a1, "lquantize( ) argument #1 must be a 32-bit quantity");
	if (!a2->is_const)
		ERR(s, D_LQUANT_LIMTYPE, a2, "lquantize( ) argument #2 must be an integer constant");
	int64_t lim = cint(a2);
	if (lim < INT32_MIN || lim > INT32_MAX)
		ERR(s, D_LQUANT_LIMVAL, a2, "lquantize( ) argument #2 must be a 32-bit quantity");
	if (lim <= base)
		ERR(s, D_LQUANT_MISMATCH, call, "lquantize( ) base (argument #1) must be less "
		    "than limit (argument #2)");
	int64_t step = 1;
	if (a3) {
		if (!posconst(a3))
			ERR(s, D_LQUANT_STEPTYPE, a3, "lquantize( ) argument #3 must be a non-zero "
			    "positive integer constant");
		step = cint(a3);
		if (step > UINT16_MAX)
			ERR(s, D_LQUANT_STEPVAL, a3, "lquantize( ) argument #3 must be a 16-bit quantity");
	}
	int64_t nlevels = (lim - base) / step;
	if (nlevels == 0)
		ERR(s, D_LQUANT_STEPLARGE, call, "lquantize( ) step (argument #3) too large: must "
		    "have at least one quantization level");
	if (nlevels > UINT16_MAX)
		ERR(s, D_LQUANT_STEPSMALL, call, "lquantize( ) step (argument #3) too small: number "
		    "of quantization levels must be a 16-bit quantity");
	struct dt_node *prev = agg->aggargs;
	if (prev && agg->aggfunc == DT_AGG_LQUANTIZE) {
		struct dt_node *p1 = nth(prev, 1), *p2 = nth(prev, 2), *p3 = nth(prev, 3);
		int64_t ob = p1->cval, ostep = p3 ? p3->cval : 1;
		int64_t olevels = (p2->cval - ob) / ostep;
		if (ob != base)
			ERR(s, D_LQUANT_MATCHBASE, call, "lquantize( ) base (argument #1) doesn't match "
			    "previous declaration: expected %d, found %d", (int)ob, (int)base);
		if (olevels * ostep != nlevels * step)
			ERR(s, D_LQUANT_MATCHLIM, call, "lquantize( ) limit (argument #2) doesn't match "
			    "previous declaration: expected %d, found %d", (int)(ob + olevels * ostep),
			    (int)(base + nlevels * step));
		if (ostep != step)
			ERR(s, D_LQUANT_MATCHSTEP, call, "lquantize( ) step (argument #3) doesn't match "
			    "previous declaration: expected %d, found %d", (int)ostep, (int)step);
	}
}

static uint64_t upow(uint64_t b, uint64_t e, bool *ovf)
{
	uint64_t r = 1;
	*ovf = false;
	while (e--) {
		if (b && r > UINT64_MAX / b)
			*ovf = true;
		r *= b;
	}
	return r;
}

static void llquantize_args(struct dt_sema *s, struct dt_node *call, struct dt_ident *agg)
{
	struct dt_node *a1 = nth(call->list, 1), *a2 = nth(call->list, 2);
	struct dt_node *a3 = nth(call->list, 3), *a4 = nth(call->list, 4);
	bool ovf;

	if (!a1->is_const)
		ERR(s, D_LLQUANT_FACTORTYPE, a1, "llquantize( ) argument #1 must be an integer constant");
	uint64_t factor = (uint64_t)cint(a1);
	if (factor > UINT16_MAX || factor < 2)
		ERR(s, D_LLQUANT_FACTORVAL, a1, "llquantize( ) argument #1 must be an unsigned "
		    "16-bit quantity greater than or equal to 2");
	if (!a2->is_const)
		ERR(s, D_LLQUANT_LMAGTYPE, a2, "llquantize( ) argument #2 must be an integer constant");
	uint64_t lmag = (uint64_t)cint(a2);
	if (lmag > UINT16_MAX)
		ERR(s, D_LLQUANT_LMAGVAL, a2, "llquantize( ) argument #2 must be an unsigned "
		    "16-bit quantity");
	if (!a3->is_const)
		ERR(s, D_LLQUANT_HMAGTYPE, a3, "llquantize( ) argument #3 must be an integer constant");
	uint64_t hmag = (uint64_t)cint(a3);
	if (hmag > UINT16_MAX)
		ERR(s, D_LLQUANT_HMAGVAL, a3, "llquantize( ) argument #3 must be an unsigned "
		    "16-bit quantity");
	if (hmag < lmag)
		ERR(s, D_LLQUANT_HMAGVAL, a3, "llquantize( ) argument #3 (high magnitude) must be "
		    "at least argument #2 (low magnitude)");
	upow(factor, hmag + 1, &ovf);
	if (ovf)
		ERR(s, D_LLQUANT_HMAGVAL, a3, "llquantize( ) argument #3 (high magnitude) will "
		    "cause overflow of 64 bits");
	if (!posconst(a4))
		ERR(s, D_LLQUANT_STEPTYPE, a4, "llquantize( ) argument #4 must be an integer constant");
	uint64_t steps = (uint64_t)cint(a4);
	if (steps > UINT16_MAX)
		ERR(s, D_LLQUANT_STEPVAL, a4, "llquantize( ) argument #4 must be an unsigned "
		    "16-bit quantity");
	if (steps < factor && factor % steps != 0)
		ERR(s, D_LLQUANT_STEPVAL, a1, "llquantize() argument #4 (steps) must evenly divide "
		    "argument #1 (factor) when steps<factor");
	if (steps > factor) {
		if (steps % factor != 0)
			ERR(s, D_LLQUANT_STEPVAL, a1, "llquantize() argument #4 (steps) must be a "
			    "multiple of argument #1 (factor) when steps>factor");
		uint64_t span = upow(factor, lmag ? lmag + 1 : 2, &ovf);
		if (span % steps != 0)
			ERR(s, D_LLQUANT_STEPVAL, a1, lmag ? "llquantize() argument #4 (steps) must "
			    "evenly divide pow(argument #1 (factor), lmag (argument #2) + 1) when "
			    "steps>factor and lmag==0" : "llquantize() argument #4 (steps) must evenly "
			    "divide the square of argument #1 (factor) when steps>factor and lmag==0");
	}
	struct dt_node *prev = agg->aggargs;
	if (prev && agg->aggfunc == DT_AGG_LLQUANTIZE) {
		int64_t o[4];
		for (int i = 0; i < 4; i++)
			o[i] = nth(prev, i + 1)->cval;
		if (o[0] != (int64_t)factor)
			ERR(s, D_LLQUANT_MATCHFACTOR, call, "llquantize() factor (argument #1) doesn't "
			    "match previous declaration: expected %d, found %d", (int)o[0], (int)factor);
		if (o[1] != (int64_t)lmag)
			ERR(s, D_LLQUANT_MATCHLMAG, call, "llquantize() lmag (argument #2) doesn't "
			    "match previous declaration: expected %d, found %d", (int)o[1], (int)lmag);
		if (o[2] != (int64_t)hmag)
			ERR(s, D_LLQUANT_MATCHHMAG, call, "llquantize() hmag (argument #3) doesn't "
			    "match previous declaration: expected %d, found %d", (int)o[2], (int)hmag);
		if (o[3] != (int64_t)steps)
			ERR(s, D_LLQUANT_MATCHSTEPS, call, "llquantize() steps (argument #4) doesn't "
			    "match previous declaration: expected %d, found %d", (int)o[3], (int)steps);
	}
}

static const char *const aggnames[] = {
	"count", "sum", "avg", "min", "max", "stddev", "quantize", "lquantize", "llquantize",
};

void dt_sema_aggassign(struct dt_sema *s, struct dt_node *n)
{
	struct dt_node *an = n->a, *call = n->b;

	if (!call || call->kind != N_CALL || !call->str) {
		if (call && call->kind == N_CALL)
			XERR(s, D_FUNC_IDENT, call, "function designator is not of function type");
		dt_sema_expr(s, call);
		XERR(s, D_AGG_FUNC, n, "@%s must be assigned the result of an aggregating function",
		    an->str);
	}
	struct dt_ident *fid = dt_sema_global(s, call->str);
	if (!fid)
		XERR(s, D_FUNC_UNDEF, call, "undefined function name: %s", call->str);
	if (fid->kind != ID_AGGFUNC)
		XERR(s, D_AGG_FUNC, n, "@%s must be assigned the result of an aggregating function",
		    an->str);
	call->ident = fid;
	int af = fid->id;

	if (s->commit_seen)
		ERR(s, D_AGG_COMM, n, "aggregating actions may not follow commit( )");
	if (s->spec_seen)
		ERR(s, D_AGG_SPEC, n, "aggregating actions may not follow speculate( )");

	/* The aggregation exists from the moment it is named on the left, as
	 * DTrace creates it while parsing, before its keys are cooked: a key
	 * naming it (@a[@a] = count()) is an aggregation key (D_KEY_TYPE), not
	 * an unknown name. */
	struct dt_ident *id = dt_sema_lookup(s->sc, s->sc->aggs, an->str);
	if (!id) {
		id = dt_sema_new_ident(s->sc, &s->sc->aggs, an->str, ID_AGG, SC_GLOBAL);
		id->aggfunc = af;
		dt_sema_assign_id(s, id);
	}
	dt_sema_tuple_limit(s, an->list);
	int nk = 0;
	for (struct dt_node *k = an->list; k; k = k->next) {
		s->agg_key = k;
		dt_sema_expr(s, k);
		s->agg_key = NULL;
		nk++;
		struct dt_type *r = dt_type_resolve(k->type);
		if (k->kind == N_AGG || dt_sema_is_agg(k->type) || !r || r->kind == T_VOID)
			XERR(s, D_KEY_TYPE, k, "%s expression may not be used as aggregation index: "
			    "key #%d", dt_sema_ts(s, k->type), nk);
		if (dt_sema_xlate_node(k))	/* curpsinfo: translated data */
			XERR(s, D_KEY_TYPE, k, "%s expression may not be used as aggregation index: "
			    "key #%d", dt_sema_xlate_kind(k), nk);
		if (r->kind == T_FORWARD || (r->kind == T_STRUCT && r->size == 0 && !r->members &&
					    strcmp(r->name ? r->name : "", "stack") != 0))
			XERR(s, D_KEY_TYPE, k, "invalid aggregation key: %s has incomplete or "
			    "dynamic type", dt_sema_ts(s, k->type));
	}
	if (id->aggfunc != af) {
		XERR(s, D_AGG_REDEF, n, "aggregation redefined: @%s\n\t current: %s( )\n\tprevious: %s( )",
		    an->str, aggnames[af], aggnames[id->aggfunc]);
	}
	an->ident = id;
	an->type = NULL;
	char what[300];
	snprintf(what, sizeof(what), "@%s", an->str);
	/* Keys were typed above; dt_sema_keys re-evaluates harmlessly. */
	dt_sema_keys(s, an, id, an->list, what);

	struct dt_proto p;
	dt_proto_parse(dt_builtin_aggfunc_proto(af), &p);
	int nargs = count_list(call->list);
	for (struct dt_node *a = call->list; a; a = a->next)
		dt_sema_expr(s, a);
	if (nargs < p.nreq || nargs > p.nparams) {
		const char *plural = nargs == 1 ? "" : "s";
		if (nargs < p.nreq)
			XERR(s, D_PROTO_LEN, call, "%s( ) prototype mismatch: %d arg%s passed, %s%d expected",
			    call->str, nargs, plural, p.nreq != p.nparams ? "at least " : "", p.nreq);
		XERR(s, D_PROTO_LEN, call, "%s( ) prototype mismatch: %d arg%s passed, %s%d expected",
		    call->str, nargs, plural, p.nreq != p.nparams ? "at most " : "", p.nparams);
	}
	if (call->list && !dt_type_is_scalar(call->list->type))
		ERR(s, D_AGG_SCALAR, call, "%s( ) argument #1 must be of scalar type", call->str);
	if (af == DT_AGG_LQUANTIZE)
		lquantize_args(s, call, id);
	if (af == DT_AGG_LLQUANTIZE)
		llquantize_args(s, call, id);
	int incr = af == DT_AGG_QUANTIZE ? 1 : af == DT_AGG_LQUANTIZE ? 4 :
		   af == DT_AGG_LLQUANTIZE ? 5 : -1;
	struct dt_node *in = incr > 0 ? nth(call->list, incr) : NULL;
	if (in && !dt_type_is_scalar(in->type))
		XERR(s, D_PROTO_ARG, call, "%s( ) increment value (argument #%d) must be of scalar type",
		    call->str, incr + 1);
	if (!id->aggargs)
		id->aggargs = call->list;
	s->agg_seen = true;
	n->type = dt_sema_type("void");
}
