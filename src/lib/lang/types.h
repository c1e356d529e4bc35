/*
 * D types and identifiers: what sema.c attaches to the AST and cg*.c reads.
 * Types come from three places: D's built-in C types, declarations in the
 * script or the D library, and kernel BTF (btf.c imports on demand).
 */
#ifndef DT_TYPES_H
#define DT_TYPES_H

#include <stdbool.h>
#include <stdint.h>
#include <stddef.h>

#include "lang/attr.h"

enum dt_type_kind {
	T_VOID, T_INT, T_FLOAT, T_PTR, T_ARRAY, T_STRUCT, T_UNION, T_ENUM,
	T_FUNC, T_TYPEDEF, T_STRING,	/* D string: fixed strsize buffer */
	T_FORWARD,			/* incomplete struct/union/enum */
};

struct dt_member {
	char *name;
	struct dt_type *type;
	uint64_t offset_bits;		/* from the start of the struct */
	unsigned bits;			/* bitfield width, 0 when not a bitfield */
	struct dt_member *next;
};

struct dt_enumval {
	char *name;
	int64_t value;
	struct dt_enumval *next;
};

struct dt_type {
	enum dt_type_kind kind;
	char *name;		/* "int", "struct task_struct", "uint64_t", "string" ... */
	uint64_t size;		/* bytes */
	unsigned align;
	bool is_signed;		/* T_INT, T_ENUM */
	bool is_char;		/* char / signed char / unsigned char */
	bool is_bool;
	unsigned quals;		/* DT_Q_CONST etc. */
	bool userland;		/* pointer into user space (copyin needed) */
	struct dt_type *base;	/* T_PTR target, T_ARRAY element, T_TYPEDEF target,
				   T_FUNC return type */
	uint64_t nelems;	/* T_ARRAY */
	struct dt_member *members;	/* T_STRUCT / T_UNION */
	struct dt_enumval *enums;	/* T_ENUM */
	struct dt_type **params;	/* T_FUNC */
	int nparams;
	bool varargs;
	int btf_id;		/* kernel type id when imported from BTF, else 0 */
	char *module;		/* "vmlinux", "D", "C" ... */
	struct dt_type *next;	/* registry chaining */
};

/* Type registry (types.c). */
struct dt_type *dt_type_int(const char *name, unsigned size, bool is_signed);
struct dt_type *dt_type_builtin(const char *name);	/* "int", "uint64_t", "string"... or NULL */
struct dt_type *dt_type_ptr(struct dt_type *to);
struct dt_type *dt_type_array(struct dt_type *elem, uint64_t n);
struct dt_type *dt_type_resolve(struct dt_type *t);	/* strip typedefs */
const struct dt_type *dt_type_resolved(const struct dt_type *t);	/* the same, const */
bool dt_type_is_integer(const struct dt_type *t);	/* incl. enum, after resolve */
bool dt_type_is_arith(const struct dt_type *t);
bool dt_type_is_scalar(const struct dt_type *t);	/* arith or pointer */
bool dt_type_is_string(const struct dt_type *t);
/* "int", "char *", "struct foo", "int [4]" as DTrace prints types in messages. */
const char *dt_type_str(const struct dt_type *t, char *buf, size_t len);

/* Additions for declarations (types.c; sema owns their use). */
/* Look a type up by its full name ("int", "struct foo", "uint64_t"); falls
 * back to dt_type_btf_hook (kernel BTF) when set.  NULL when unknown. */
struct dt_type *dt_type_lookup(const char *name);
extern struct dt_type *(*dt_type_btf_hook)(const char *name);
/* The registry only (D's own and the script's types), never the kernel's. */
struct dt_type *dt_type_lookup_local(const char *name);
struct dt_type *dt_type_new(enum dt_type_kind kind, const char *name);
struct dt_type *dt_type_typedef(const char *name, struct dt_type *to);
/* A typedef of the type named target ("struct in6_addr"), made when name is
 * first looked up (so that target is looked up only then). */
void dt_type_typedef_lazy(const char *name, const char *target);
struct dt_type *dt_type_qualified(struct dt_type *t, unsigned quals);
/* Struct/union layout: add members in order, then finish (C alignment,
 * bitfields packed SysV style).  Returns false when `name` repeats. */
bool dt_type_add_member(struct dt_type *sou, const char *name,
			struct dt_type *mt, unsigned bits);
void dt_type_finish_sou(struct dt_type *sou);
struct dt_member *dt_type_member(const struct dt_type *sou, const char *name,
				 uint64_t *offset_bits);
bool dt_type_is_pointer(const struct dt_type *t);	/* after resolve */
bool dt_type_is_sou(const struct dt_type *t);
bool dt_type_is_void(const struct dt_type *t);
/* Same type after resolving typedefs (structurally for ptr/array). */
bool dt_type_equal(const struct dt_type *a, const struct dt_type *b);
uint64_t dt_type_size(const struct dt_type *t);
/* Forget every type the current handle's scripts declared (dt_hdl_current;
 * its registry keeps the built-in types). */
void dt_type_reset(void);
/* Free a handle's registry, built-in types included (dtrace_close). */
struct dtrace_hdl;
void dt_types_free(struct dtrace_hdl *h);
/* Free one type that is in no registry (btf.c's imports). */
void dt_type_destroy(struct dt_type *t);

/* ---------------------------------------------------------------- idents */

enum dt_ident_kind {
	ID_SCALAR,	/* a variable holding one value */
	ID_ARRAY,	/* associative array (or D array) */
	ID_AGG,		/* @aggregation */
	ID_FUNC,	/* action or subroutine */
	ID_AGGFUNC,	/* count, sum, quantize, ... */
	ID_BUILTIN,	/* pid, execname, arg0, args, ... */
	ID_INLINE,	/* inline constant/expression: value in ->inline_expr */
	ID_ENUMCONST,	/* value in ->value */
	ID_MACRO,	/* $1, $target ... after substitution */
	ID_SYMBOL,	/* kernel symbol (`sym) */
};

enum dt_ident_scope { SC_GLOBAL, SC_THREAD, SC_CLAUSE };

struct dt_ident {
	char *name;
	enum dt_ident_kind kind;
	enum dt_ident_scope scope;
	int id;			/* dense per (kind,scope): variable/aggregation number;
				   for ID_FUNC / ID_BUILTIN / ID_AGGFUNC a DT_* code */
	struct dt_type *type;	/* value type (NULL until first assignment decides it) */
	struct dt_type **keys;	/* key types for ID_ARRAY / ID_AGG */
	int nkeys;		/* -1 until known */
	int64_t value;		/* ID_ENUMCONST */
	struct dt_node *inline_expr;	/* ID_INLINE */
	struct dt_ident *inline_params;	/* ID_INLINE array: its first parameter */
	int aggfunc;		/* ID_AGG: DT_AGG_* of the function it was first used with */
	struct dt_node *aggargs;	/* ID_AGG: the args of the first use (lquantize bounds) */
	bool written, read;
	unsigned flags;
	/* stability attributes given by #pragma D attributes (has_attr);
	 * otherwise those of its kind (sema_attr.c) */
	struct dt_attr attr;
	bool has_attr;
	struct dt_ident *next;
	struct dt_ident *hnext;	/* sema.c: chain of its list's hash index */
};

#endif
