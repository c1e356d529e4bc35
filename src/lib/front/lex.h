/*
 * The D lexer: turns program text into tokens for parse*.c.
 *
 * D's lexer has modes, as DTrace's does:
 *   LX_CLAUSE  the outer scope: probe descriptions (`syscall::read*:entry`,
 *              `profile-97`) and the keywords that start declarations;
 *   LX_EXPR    clause bodies, predicates and declarations: C-like tokens;
 *   LX_MEMBER  right after `.` or `->`: identifiers only (keywords become
 *              member names, as in `x.self`).
 * The parser switches modes at the points where DTrace's grammar does, so a
 * token already looked ahead keeps the mode it was scanned in.
 *
 * Control lines (`#pragma D ...`, `# 12 "file"`, `#line`) are handled here:
 * line markers change the line count; pragmas become N_PRAGMA nodes that
 * the parser collects.  Macro arguments ($1, $$1, $target, $pid, ...) are
 * substituted here, also inside probe descriptions.
 *
 * Error messages follow DTrace's wording, including the text it quotes in
 * `syntax error near "..."` (see dt_lex_near()).
 */
#ifndef DT_LEX_H
#define DT_LEX_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "core/dt_impl.h"
#include "front/ast.h"
#include "lang/types.h"

/* Token kinds.  Single-character punctuators are their character; the
 * multi-character operators use enum dt_tok_op (ast.h); the rest follow. */
enum dt_tok {
	TK_EOF = 0,
	TK_IDENT = 320,	/* identifier (str) */
	TK_TNAME,	/* identifier that names a type (str) */
	TK_INT,		/* integer (ival, flags DT_LIT_*; prefix '-' from a macro) */
	TK_CHAR,		/* character constant (ival) */
	TK_STRING,	/* string literal (str, slen) */
	TK_AGG,		/* @name (str without '@'; "" for a lone @) */
	TK_PSPEC,	/* probe description (str, macros expanded) */
	TK_EPRED,	/* the '/' that closes a predicate */
	/* keywords */
	TK_KW_FIRST,
	TK_AUTO = TK_KW_FIRST, TK_BREAK, TK_CASE, TK_CHAR_KW, TK_CONST, TK_CONTINUE,
	TK_COUNTER, TK_DEFAULT, TK_DO, TK_DOUBLE, TK_ELSE, TK_ENUM, TK_EXTERN,
	TK_FLOAT, TK_FOR, TK_GOTO, TK_IF, TK_IMPORT, TK_INLINE, TK_INT_KW, TK_LONG,
	TK_OFFSETOF, TK_PROBE, TK_PROVIDER, TK_REGISTER, TK_RESTRICT, TK_RETURN,
	TK_SELF, TK_SHORT, TK_SIGNED, TK_SIZEOF, TK_STATIC, TK_STRING_KW,
	TK_STRINGOF, TK_STRUCT, TK_SWITCH, TK_THIS, TK_TRANSLATOR, TK_TYPEDEF,
	TK_UNION, TK_UNSIGNED, TK_USERLAND, TK_VOID, TK_VOLATILE, TK_WHILE, TK_XLATE,
	TK_KW_LAST
};

enum dt_lex_mode { LX_CLAUSE, LX_EXPR, LX_MEMBER };

struct dt_token {
	int kind;
	int line;		/* line number after the token (DTrace's yylineno) */
	char *text;		/* what "syntax error near" quotes */
	char *str;		/* identifier / string / pspec value */
	size_t slen;
	uint64_t ival;
	unsigned flags;		/* DT_LIT_* */
	char prefix;		/* '-' or '+' when a macro value carried a sign */
};

/* A set of names (identifiers the lexer has classified, script typedefs):
 * a hash table of cap slots holding n names. */
struct dt_nameset {
	char **names;
	size_t n, cap;
};

struct dt_lexer {
	struct dt_cc *cc;
	dtrace_hdl_t *h;
	char *buf;		/* private, mutable copy of the text (NUL-terminated) */
	size_t len, pos;
	int line;
	enum dt_lex_mode mode;
	int parens, brackets, braces;
	bool sou_type;		/* just saw struct/union/enum: next ident is a tag */
	bool xlator_input;	/* inside translator < ... >: '>' ends an ident */
	bool in_typedef;	/* parsing a typedef: names it declares stay types */
	bool pspec_only;	/* -n etc. or pragma pspec: outer words are descriptions */
	bool defaultargs, argref;
	bool nul_pending;	/* a lookahead hit end of input (see lex.c) */
	bool from_string;	/* -n/-P/... text rather than a script file */
	int argc;		/* macro arguments incl. $0 */
	bool *used;		/* which $N the program referenced */
	struct dt_nameset idents;	/* names known to be identifiers */
	struct dt_nameset typedefs;	/* names the script typedef'd */
	struct dt_node *pragmas;	/* N_PRAGMA nodes not yet collected */
	int last_line;		/* line of the last token returned */
	/* Every node the front end creates is tracked here, so that an error
	 * (which longjmps out) or an abandoned subtree frees cleanly. */
	struct dt_node **nodes;
	size_t nnodes, capnodes;
	char *tmp;		/* scratch string freed on the next use / at fini */
};

void dt_lex_init(struct dt_lexer *lx, struct dt_cc *cc, const char *text);
void dt_lex_fini(struct dt_lexer *lx);
/* Scan the next token in the current mode into *t (t->text etc. are owned
 * by the caller: free with dt_token_free). */
void dt_lex_next(struct dt_lexer *lx, struct dt_token *t);
void dt_token_free(struct dt_token *t);

/* A new node tracked by the lexer (see dt_lexer.nodes). */
struct dt_node *dt_lex_node(struct dt_lexer *lx, enum dt_node_kind kind, int line);
/* Free every tracked node not reachable from root (root may be NULL). */
void dt_lex_sweep(struct dt_lexer *lx, struct dt_node *root);
/* ast.c: free one node and what it owns, not its children. */
void dt_node_free_shallow(struct dt_node *n);

/* Name sets. */
bool dt_nameset_has(const struct dt_nameset *s, const char *name);
void dt_nameset_add(struct dt_nameset *s, const char *name);
void dt_nameset_free(struct dt_nameset *s);

/* Is `name` a type name: a script typedef, a D built-in type, or a type
 * the type registry (and its BTF hook) knows? */
bool dt_lex_is_typename(struct dt_lexer *lx, const char *name);
/* Declare that `name` is an identifier (a variable, inline, enumerator):
 * it lexes as TK_IDENT from now on. */
void dt_lex_add_ident(struct dt_lexer *lx, const char *name);
void dt_lex_add_typedef(struct dt_lexer *lx, const char *name);

/* The line to report an error at: DTrace gives none for programs that
 * come from the command line (-n, -P, ...) rather than a file. */
int dt_lex_errline(const struct dt_lexer *lx, int line);

/* Raise D_SYNTAX "syntax error near ..." for token t. */
__attribute__((noreturn))
void dt_lex_syntax_error(struct dt_lexer *lx, const struct dt_token *t);

/* Decode C escapes in place; returns the decoded length. */
size_t dt_str_unescape(char *s);

#endif
