/*
 * The recursive-descent D parser's shared state and helpers, used by
 * parse.c (programs, clauses, statements), parse_expr.c (expressions) and
 * parse_decl.c (declarations, types, inline, translator, provider).
 *
 * The parser follows DTrace's yacc grammar (dt_grammar.y) production by
 * production so that it accepts the same programs and fails on the same
 * token; the lexer mode switches happen where that grammar's actions make
 * them.  One token of lookahead is scanned lazily: a mode switch made with
 * no token pending applies to the next token, as with yacc's default
 * reductions.
 */
#ifndef DT_PARSE_IMPL_H
#define DT_PARSE_IMPL_H

#include "front/lex.h"

struct dt_parser {
	struct dt_cc *cc;
	struct dt_lexer lx;
	struct dt_token tok;	/* the lookahead, valid when have_tok */
	bool have_tok;
	int probe_spec;
	int depth;		/* nesting, see p_nest() */
	struct dt_nameset sou_defined;	/* "struct x" ... given a body */
};

/* Token stream. */
int p_peek(struct dt_parser *p);		/* kind of the lookahead */
struct dt_token *p_tok(struct dt_parser *p);	/* the lookahead itself */
void p_advance(struct dt_parser *p);		/* consume the lookahead */
char *p_take_str(struct dt_parser *p);		/* consume, keeping its str */
bool p_accept(struct dt_parser *p, int kind);	/* consume if it is kind */
void p_expect(struct dt_parser *p, int kind);	/* consume kind or fail */
__attribute__((noreturn)) void p_syntax_error(struct dt_parser *p);
void p_set_mode(struct dt_parser *p, enum dt_lex_mode m);

/* Append n (and its next-chain) at *tail in constant time; returns the
 * new tail.  Start with tail = &list (list empty). */
static inline struct dt_node **p_append(struct dt_node **tail, struct dt_node *n)
{
	*tail = n;
	while (n->next)
		n = n->next;
	return &n->next;
}

/* Nesting guard: deeply nested input fails as yacc's stack overflow
 * would, instead of overflowing ours. */
void p_nest(struct dt_parser *p);
static inline void p_unnest(struct dt_parser *p, int n)
{
	p->depth -= n;
}

/* A node on the current line (DTrace numbers nodes by the lexer's line). */
struct dt_node *p_node(struct dt_parser *p, enum dt_node_kind kind);

/* parse_expr.c */
struct dt_node *p_expression(struct dt_parser *p);	/* comma expression */
struct dt_node *p_assignment(struct dt_parser *p);
struct dt_node *p_conditional(struct dt_parser *p);	/* constant_expression */

/* parse_decl.c */
bool p_starts_type_name(int kind);	/* can start a specifier_qualifier_list */
bool p_starts_declaration(int kind);	/* can start declaration_specifiers */
struct dt_node *p_type_name(struct dt_parser *p);	/* N_TYPENAME */
struct dt_node *p_declaration(struct dt_parser *p);	/* top level: N_DECL */
struct dt_node *p_inline(struct dt_parser *p);
struct dt_node *p_translator(struct dt_parser *p);
struct dt_node *p_provider(struct dt_parser *p);

#endif
