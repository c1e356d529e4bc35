/*
 * Semantic analysis: what sema keeps per handle (identifier scopes) and
 * the helpers its files share.  The code generator reads struct dt_scope
 * for the number of variables of each kind.
 */
#ifndef DT_SEMA_H
#define DT_SEMA_H

#include "core/dt_impl.h"
#include "front/ast.h"
#include "lang/types.h"
#include "core/program.h"

struct dt_sema;

/* A translator: `translator out < in param > { members }` (sema_xlate.c).
 * The D library's translators are resolved lazily: their input type and
 * member expressions are typed when a script first uses them (a kernel
 * input type loads BTF). */
struct dt_xlator {
	struct dt_type *out, *in;
	char *param;
	struct dt_node *decl;		/* the N_TRANSLATOR node */
	struct dt_ident *param_id;	/* the input parameter (DT_IDF_XLPARAM) */
	bool lazy;			/* library translator: in not resolved yet */
	bool library;			/* declared in the D library */
	bool checked;			/* member expressions typed */
	/* Members of a library translator whose definition this kernel cannot
	 * compile (a kernel member its BTF lacks): the error, raised at the
	 * user's line when a script reads one of them (dt_xlator_member_lacks). */
	struct dt_xlack { const char *member; char *msg; struct dt_xlack *next; } *lacks;
	struct dt_xlator *next;
};
/* The input type of a translator, resolving a library one on first use. */
struct dt_type *dt_sema_xlator_in(struct dt_sema *s, struct dt_xlator *x);

#define DT_IDENT_INDEXES 8

/* Identifiers of a handle, shared by all its programs. */
struct dt_scope {
	struct dt_ident *globals;	/* variables, assocs, inlines,
					   enum constants, builtins, functions */
	struct dt_ident *tls;		/* self-> variables */
	struct dt_ident *locals;	/* this-> variables */
	struct dt_ident *aggs;		/* @aggregations (their own namespace) */
	struct dt_ident *inlparams;	/* parameters of inline arrays (their values
					   point at them) */
	int nscalars;			/* SC_GLOBAL ID_SCALAR ids 0.. */
	int nassocs;			/* SC_GLOBAL ID_ARRAY ids 0.. */
	int ntls;			/* SC_THREAD ids 0.. */
	int nlocals;			/* SC_CLAUSE ids 0.. */
	int naggs;			/* ID_AGG ids 0.. */
	struct dt_xlator *xlators;
	struct dt_node *decls;		/* the D library's programs (dlib.c), kept
					   alive for their inlines and translators */
	struct dt_dlib *dlib;		/* the D library's index (dlib.c), made at
					   the first compile */
	struct dt_cc *cc;		/* the script being checked (dt_sema): a
					   library file compiled meanwhile fails
					   there */
	/* Hash indexes of the longest identifier lists, found by the list's
	 * first element (sema.c): 20k variables compile in linear time. */
	struct dt_identidx *idx[DT_IDENT_INDEXES];
	int nidx;
};

/* ident flags */
#define DT_IDF_DECLARED	0x1	/* declared (not just assigned) */
#define DT_IDF_DARRAY	0x2	/* declared as a C array `int a[5]` */
#define DT_IDF_LIBRARY	0x4	/* a D library constant: a script may redefine it */
#define DT_IDF_INLPARAM	0x8	/* parameter of an inline array: id = its index */
#define DT_IDF_XLPARAM	0x10	/* input parameter of a translator (sema_xlate.c) */
#define DT_IDF_LAZY	0x20	/* D library inline whose value is typed on first use */
#define DT_IDF_KENUM	0x40	/* a kernel enumerator, made global on first use */

/* State of one sema pass over one program. */
struct dt_sema {
	struct dt_cc *cc;
	dtrace_hdl_t *h;
	struct dt_scope *sc;
	struct dt_node *clause;		/* clause being checked, or NULL */
	/* args[] of the clause: from the first matched probe */
	bool have_probe;
	struct dt_probe *first;		/* the first probe matched: its arguments
					   are read when args[] is first used */
	int nargs;
	char **argtypes;
	const char *nobtf_mod;		/* the first probe's kernel module, when it
					   has no BTF (no args[] types) */
	char pdesc[256];		/* first description, for messages */
	/* action order within the clause (speculation rules) */
	bool spec_seen, commit_seen, data_seen, agg_seen, destr_seen;
	/* parameters of the inline array being defined (`inline int a[int x]`) */
	struct dt_ident *params;
	/* those parameters while its definition may still fail: dt_sema's
	 * error path frees them (params may then be a translator's) */
	struct dt_ident *new_params;
	/* the next identifier resolved is an lvalue that may be created */
	bool creating;
	/* the aggregation key being checked: the one place a stack()'s,
	 * ustack()'s or jstack()'s value may be used (sema_call.c); the
	 * first other use in the statement, refused once the statement is
	 * checked (DTrace's code generator refuses it, after every type
	 * check) */
	const struct dt_node *agg_key, *stack_value;
	/* #pragma D attributes naming identifiers not defined yet: each must
	 * be defined by the end of the program (sema_pragma.c) */
	struct { char name[128]; int line; const char *what; struct dt_attr attr; }
		pending[16];
	int npending;
	/* dt_sema_ts's buffers: one message may name several types */
#define DT_SEMA_NTYPESTR 4
	char typestr[DT_SEMA_NTYPESTR][256];
	int ntypestr;
};

/* Set on a N_MEMBER node that names a bit-field (sizeof and & refuse it;
 * the code generator finds width and offset with dt_type_member). */
#define DT_NF_BITFIELD	0x100000u

/* sema.c: identifiers. */
struct dt_ident *dt_sema_lookup(struct dt_scope *sc, struct dt_ident *list, const char *name);
struct dt_ident *dt_sema_global(struct dt_sema *s, const char *name);
/* sema_expr.c: n, a name extern declaration id typed, made the kernel
 * variable `name of that type */
void dt_sema_extern_ref(struct dt_sema *s, struct dt_node *n, struct dt_ident *id);
struct dt_ident *dt_sema_new_ident(struct dt_scope *sc, struct dt_ident **list, const char *name,
				   enum dt_ident_kind kind, enum dt_ident_scope scope);
void dt_sema_assign_id(struct dt_sema *s, struct dt_ident *id);
/* Is `name` taken in the global namespace (D library constants that the
 * script may redefine do not count)? */
bool dt_sema_name_taken(struct dt_sema *s, const char *name);
/* sema_pragma.c: #pragma D attributes naming an identifier defined since
 * then give it their attributes. */
void dt_sema_pragma_attr_apply(struct dt_sema *s);
/* sema_attr.c: the stability attributes of clause c's nodes, and of the
 * clause (c->attr); D_ATTR_MIN under -x amin. */
void dt_sema_attr_clause(struct dt_sema *s, struct dt_node *c);
/* An identifier's attributes, ctx the provider's of the clause. */
struct dt_attr dt_sema_ident_attr(const struct dt_ident *id, const struct dt_pattr *ctx);
/* "scalar", "associative array", "aggregation", ... (sema_type.c) */
const char *dt_sema_idkind_name(const struct dt_ident *id);
struct dt_scope *dt_sema_scope(dtrace_hdl_t *h);

/* sema_expr.c: expressions. */
void dt_sema_expr(struct dt_sema *s, struct dt_node *n);
void dt_sema_int_literal(struct dt_node *n);

/* sema_type.c: type rules and names. */
/* Is a value of type `from` assignable to `to` (D's argument rules)? */
bool dt_sema_compatible(struct dt_type *to, struct dt_type *from, const struct dt_node *fromn);
bool dt_sema_ptr_space_differs(const struct dt_type *a, const struct dt_type *b);
struct dt_type *dt_sema_type(const char *name);	/* lookup that never fails */
const char *dt_sema_ts(struct dt_sema *s, const struct dt_type *t);	/* s->typestr[] */
struct dt_type *dt_sema_agg_type(void);		/* type of @a used as a value */
bool dt_sema_is_agg(const struct dt_type *t);
bool dt_sema_is_void(const struct dt_type *t);		/* void or no type */
bool dt_sema_is_strcompat(const struct dt_type *t);	/* string, char *, char[] */
bool dt_sema_is_null(const struct dt_node *n);		/* integer constant 0 */
struct dt_type *dt_sema_promote1(struct dt_type *t);	/* integer promotion */
struct dt_type *dt_sema_promote2(struct dt_type *a, struct dt_type *b);
int64_t dt_sema_narrow(int64_t v, struct dt_type *t);	/* truncate to t */
bool dt_sema_is_unsigned(struct dt_type *t);

/* sema_ident.c: identifiers and indexing. */
void dt_sema_ident(struct dt_sema *s, struct dt_node *n, bool create);
void dt_sema_tls(struct dt_sema *s, struct dt_node *n, bool create);
void dt_sema_index(struct dt_sema *s, struct dt_node *n, bool create);
void dt_sema_aggref(struct dt_sema *s, struct dt_node *n);
#define DT_TUPLE_REGS 8	/* DTrace's tuple registers (DIF_DTR_NREGS) */
void dt_sema_tuple_limit(struct dt_sema *s, const struct dt_node *keys);
void dt_sema_keys(struct dt_sema *s, struct dt_node *n, struct dt_ident *id,
		  struct dt_node *keys, const char *what);
__attribute__((noreturn)) void dt_sema_undefined(struct dt_sema *s, struct dt_node *n,
						 const char *prefix, const char *name);
__attribute__((noreturn)) void dt_sema_unassigned(struct dt_sema *s, struct dt_node *n,
						  const char *prefix, const char *name);

/* sema_call.c: function calls and aggregations. */
void dt_sema_call(struct dt_sema *s, struct dt_node *n, bool as_stmt);
void dt_sema_aggassign(struct dt_sema *s, struct dt_node *n);

/* sema_decl.c: declarations. */
struct dt_type *dt_sema_declspec(struct dt_sema *s, struct dt_declspec *ds, int line);
struct dt_type *dt_sema_declarator(struct dt_sema *s, struct dt_type *base,
				   struct dt_node *d, int line);
struct dt_type *dt_sema_typename(struct dt_sema *s, struct dt_node *tn);
void dt_sema_decl(struct dt_sema *s, struct dt_node *n);
void dt_sema_inline(struct dt_sema *s, struct dt_node *n);

/* sema_xlate.c: translators, xlate<T>(e), translated members, lazy library inlines. */
void dt_sema_translator(struct dt_sema *s, struct dt_node *n);
struct dt_xlator *dt_sema_find_xlator(struct dt_sema *s, struct dt_type *out,
				      struct dt_type *in);
void dt_sema_xlate(struct dt_sema *s, struct dt_node *n);		/* N_XLATE */
/* Type the member expressions of a translator (once). */
void dt_sema_xlator_check(struct dt_sema *s, struct dt_xlator *x);
/* Member n (already typed) of a struct reached through a translation:
 * D_XLATE_NOCONV when the translator does not define it. */
void dt_sema_xlate_member(struct dt_sema *s, struct dt_node *n);
/* The N_XLATE node an expression stands for (itself, or an inline whose
 * value is one), or NULL. */
struct dt_node *dt_sema_xlate_node(struct dt_node *e);
/* DTrace's name of what such an expression is: "pointer to translated
 * data" (xlate <T *>) or "translated data". */
const char *dt_sema_xlate_kind(struct dt_node *e);
/* Type a D library inline's value on its first use (DT_IDF_LAZY). */
void dt_sema_inline_lazy(struct dt_sema *s, struct dt_ident *id);
/* For the code generator: the translator from in to out (NULL if none);
 * the member's expression of a translator, typed (NULL if undefined). */
struct dt_xlator *dt_xlator_find(struct dt_cc *cc, struct dt_type *out, struct dt_type *in);
struct dt_node *dt_xlator_member(struct dt_cc *cc, struct dt_xlator *x, const char *name);
/* Why this kernel cannot translate member name (a library translator's
 * member whose definition reads what its BTF lacks), or NULL. */
const char *dt_xlator_member_lacks(const struct dt_xlator *x, const char *name);

/* sema_provider.c: checks of a provider declaration's probes. */
void dt_sema_provider(struct dt_sema *s, struct dt_node *items, struct dt_node *n);
/* sema_decl.c: named parameters of a prototype are unique (D_DECL_PROTO_FORM). */
void dt_sema_param_names(struct dt_sema *s, struct dt_node *list, const char *kind, int line);

/* sema_pragma.c */
void dt_sema_pragma(struct dt_sema *s, struct dt_node *n);
/* At the end of a program: pragmas still naming nothing are unused. */
void dt_sema_pragma_check(struct dt_sema *s);

/* sema_pdesc.c: probe descriptions of a clause. */
void dt_sema_pdescs(struct dt_sema *s, struct dt_node *clause);
/* The first probe's argument types, read when args[] is first used. */
void dt_sema_probe_args(struct dt_sema *s);
/* The clause's first description that matches an unstable set of probes
 * (prov's dt_probe_desc_unstable), written prov:mod:func:name to buf. */
bool dt_sema_unstable_pdesc(struct dt_sema *s, char *buf, size_t len);

#endif
