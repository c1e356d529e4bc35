/*
 * The D abstract syntax tree: the contract between parse.c (which builds it),
 * sema.c (which resolves identifiers and types into it) and cg*.c (which
 * turns the typed tree into BPF).  One generic node type, as in DTrace's own
 * dt_node_t: fields are reused by kind, documented per kind below.
 */
#ifndef DT_AST_H
#define DT_AST_H

#include <stdbool.h>
#include <stdint.h>
#include <stddef.h>

#include "lang/attr.h"

struct dt_type;
struct dt_ident;

enum dt_node_kind {
	/* ---- top level ---- */
	N_PROGRAM,	/* list: top-level items */
	N_CLAUSE,	/* list: N_PDESC list; a: predicate or NULL; b: N_BLOCK, or
			   NULL for a command-line description without actions;
			   line: that of its closing '}' (DTrace reports errors
			   about the whole clause, e.g. D_PRED_SCALAR, there) */
	N_PDESC,	/* str: the probe description text as written, with macro
			   arguments ($1, $target) expanded ("syscall::read:entry";
			   -P/-m/-f texts are completed: "prov:::", ":mod::", "::f:");
			   flags DT_PDESC_ID: given as a probe id (dtrace -i, or a bare
			   number), value in ival */
	N_PRAGMA,	/* str: raw text after "#pragma D " ("option quiet");
			   list: its words as N_IDENT / N_STR / N_INT nodes, the
			   directive first (option, attributes, binding, depends_on).
			   #line, #ident, #error and unknown pragmas are handled by
			   the lexer and produce no node */
	N_DECL,		/* spec: declaration specifiers; list: N_DECLARATOR list (may be empty) */
	N_INLINE,	/* spec+a: N_DECLARATOR (name, type); b: the value expression */
	N_TRANSLATOR,	/* spec: output type; a: N_PARAM (input type: spec + an
			   N_DECLARATOR whose str is the parameter name); b: the
			   output type's abstract N_DECLARATOR; list: N_XMEMBER list */
	N_XMEMBER,	/* str: member name; a: expression */
	N_PROVIDER,	/* str: provider name; list: N_PROBEDECL */
	N_PROBEDECL,	/* str: probe name; list: N_PARAM (args); b: xlate list after ':' or NULL */

	/* ---- declarations ---- */
	N_DECLSPEC,	/* a struct dt_declspec hangs off ->spec */
	N_DECLARATOR,	/* str: name (or NULL for abstract); a: derivation chain
			   (N_D_PTR / N_D_ARRAY / N_D_FUNC from the name outward);
			   b: bitfield width expr or NULL; c: initializer (unused in D) */
	N_D_PTR,	/* flags: DT_Q_CONST|DT_Q_VOLATILE; a: next derivation */
	N_D_ARRAY,	/* list: dimension expr, or key type list (N_TYPENAME) for
			   associative arrays; empty list = [] ; a: next */
	N_D_FUNC,	/* list: N_PARAM list (N_PARAM with spec==NULL,str=="..." for varargs); a: next */
	N_PARAM,	/* spec + a: N_DECLARATOR */
	N_TYPENAME,	/* spec + a: abstract N_DECLARATOR: a type in a cast, sizeof, etc. */
	N_MEMBERDECL,	/* struct/union member: spec + list: N_DECLARATOR list */
	N_ENUMERATOR,	/* str: name; a: value expr or NULL */

	/* ---- statements ---- */
	N_BLOCK,	/* list: statements */
	N_EXPRSTMT,	/* a: expression */
	N_IF,		/* a: cond; b: then (N_BLOCK or stmt); c: else or NULL */
	N_EMPTY,	/* ; */

	/* ---- expressions ---- */
	N_INT,		/* ival (value), flags: DT_LIT_U/DT_LIT_L/DT_LIT_LL suffixes,
			   DT_LIT_DEC when written in decimal (C's typing rules) */
	N_FLOAT,	/* str: literal text (D has no float arithmetic; kept to report) */
	N_STR,		/* str: decoded string (may contain NUL: slen gives length) */
	N_CHAR,		/* ival: character value.  (Not produced: a character
			   constant is an N_INT of type int, 'ab' = 'a'<<8|'b',
			   as in DTrace) */
	N_IDENT,	/* str: name (variable, builtin, enum const, inline, function) */
	N_BACKQUOTE,	/* str: module (may be ""); str2: symbol: `sym or mod`sym */
	N_MACRO,	/* str: "1", "$1", "target", "pid"...: $N / $$N / $name;
			   flags: DT_MACRO_STR for $$ forms.  (Not produced: the
			   lexer substitutes macro arguments by their values.) */
	N_SELF,		/* str: member name of self-> (thread-local) */
	N_THIS,		/* str: member name of this-> (clause-local) */
	N_AGG,		/* str: aggregation name without '@' ("" for @); list: keys */
	N_INDEX,	/* a: base expr (N_IDENT/N_SELF/N_THIS/...); list: index exprs */
	N_CALL,		/* str: function name; list: args.  When the callee is not a
			   plain identifier, str is NULL and a is the callee expr */
	N_MEMBER,	/* op: '.' or TOK_ARROW; a: base; str: member name */
	N_UNARY,	/* op: '-', '+', '!', '~', '*', '&', TOK_INC/TOK_DEC (prefix); a: operand */
	N_POSTFIX,	/* op: TOK_INC / TOK_DEC; a: operand */
	N_BINARY,	/* op: token of the operator (+ - * / % << >> < > TOK_LE ...
			   TOK_LAND TOK_LOR TOK_LXOR & | ^ ','); a, b */
	N_ASSIGN,	/* op: '=' or TOK_ADD_EQ ... ; a: lvalue; b: value */
	N_AGGASSIGN,	/* a: N_AGG; b: N_CALL (the aggregating function); from
			   `@a[k] = expr` whatever expr is: sema checks b */
	N_TERNARY,	/* a: cond; b: then; c: else */
	N_CAST,		/* a: N_TYPENAME; b: expr */
	N_SIZEOF,	/* a: N_TYPENAME or NULL; b: expr or NULL */
	N_OFFSETOF,	/* a: N_TYPENAME; str: member */
	N_STRINGOF,	/* a: expr */
	N_XLATE,	/* a: N_TYPENAME (target); b: expr */

	N__COUNT
};

/* Token values used as operators in op fields (chars stand for themselves). */
enum dt_tok_op {
	TOK_ARROW = 256, TOK_INC, TOK_DEC, TOK_SHL, TOK_SHR, TOK_LE, TOK_GE,
	TOK_EQ, TOK_NE, TOK_LAND, TOK_LOR, TOK_LXOR,
	TOK_ADD_EQ, TOK_SUB_EQ, TOK_MUL_EQ, TOK_DIV_EQ, TOK_MOD_EQ,
	TOK_AND_EQ, TOK_OR_EQ, TOK_XOR_EQ, TOK_SHL_EQ, TOK_SHR_EQ,
	TOK_DOTS,
	TOK__OPLAST
};

/* Flags */
#define DT_LIT_U	0x1
#define DT_LIT_L	0x2
#define DT_LIT_LL	0x4
#define DT_MACRO_STR	0x8
#define DT_Q_CONST	0x10
#define DT_Q_VOLATILE	0x20
#define DT_Q_RESTRICT	0x40
#define DT_LIT_DEC	0x80	/* N_INT written in decimal */
#define DT_PDESC_ID	0x100	/* N_PDESC given by probe id (ival) */
#define DT_Q_USERLAND	0x200	/* `userland` type qualifier (declspec quals) */

/* Declaration specifiers as written; sema turns them into a dt_type. */
enum dt_storage { DS_NONE, DS_TYPEDEF, DS_EXTERN, DS_STATIC, DS_REGISTER,
		  DS_AUTO, DS_SELF, DS_THIS };
enum dt_basekw { DB_NONE, DB_VOID, DB_CHAR, DB_INT, DB_FLOAT, DB_DOUBLE,
		 DB_STRING, DB_BOOL, DB_STRUCT, DB_UNION, DB_ENUM,
		 DB_TYPEDEFNAME };

struct dt_declspec {
	enum dt_storage storage;
	enum dt_basekw base;
	int nlong;		/* 0, 1, 2 */
	bool is_short, is_signed, is_unsigned;
	unsigned quals;		/* DT_Q_* */
	char *tag;		/* struct/union/enum tag, or typedef name; may be NULL */
	char *module;		/* `mod` scoping of the tag/name (`vmlinux`struct x) or NULL */
	struct dt_node *body;	/* struct/union: N_MEMBERDECL list head; enum:
				   N_ENUMERATOR list head; NULL = reference only */
	bool has_body;
	int line;
};

struct dt_node {
	enum dt_node_kind kind;
	int op;
	unsigned flags;
	int line;
	uint64_t ival;
	char *str;
	char *str2;
	size_t slen;		/* N_STR length without terminating NUL */
	struct dt_declspec *spec;
	struct dt_node *a, *b, *c;
	struct dt_node *list;	/* first child of a list (children chained by next) */
	struct dt_node *next;	/* sibling in the parent's list */

	/* ---- filled by sema ---- */
	struct dt_type *type;	/* type of an expression / of a declared thing */
	struct dt_ident *ident;	/* what an identifier / call / aggregation resolves to */
	/* the bools side by side, then the attributes: 144 bytes (the D
	 * library alone is some 2,900 nodes; bytes for the attributes did not
	 * measurably lower peak RSS) */
	int64_t cval;
	bool is_const;		/* integer constant expression: value in cval */
	bool is_lvalue;
	/* stability attributes (sema_attr.c; Stable/Stable/Common until
	 * computed).  N_CLAUSE: the minimum of its statements and predicate
	 * over its descriptions; N_PDESC: the description's */
	struct dt_attr attr;
	void *cg;		/* private to the code generator */
};

struct dt_node *dt_node_new(enum dt_node_kind kind, int line);
void dt_node_append(struct dt_node **list, struct dt_node *n);	/* append to a next-chain */
void dt_node_free(struct dt_node *n);				/* frees the whole subtree */
/* A copy of n and its next-chain, with their subtrees, as the parser
 * made them (before sema fills types and identifiers). */
struct dt_node *dt_node_copy(const struct dt_node *n);
const char *dt_node_kind_name(enum dt_node_kind kind);
const char *dt_op_name(int op);		/* "+", "->", "+=", ... as D spells it */
/* Prints the tree in an indented S-expression form (tests, -xtree). */
void dt_node_dump(const struct dt_node *n, int indent, void *FILEp);

#endif
