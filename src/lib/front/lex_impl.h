/*
 * Internals shared by the lexer's files: lex.c (the scanner), lex_names.c,
 * lex_macro.c and lex_control.c.  See lex.h for the interface.
 */
#ifndef DT_LEX_IMPL_H
#define DT_LEX_IMPL_H

#include "front/lex.h"

/* Errors at the current line (none for command-line programs). */
__attribute__((noreturn, format(printf, 3, 4)))
void lx_error(struct dt_lexer *lx, enum dt_errtag tag, const char *fmt, ...);
/* `syntax error near "c"` for a character no rule takes. */
__attribute__((noreturn))
void lx_bad_char(struct dt_lexer *lx, int c);

/* Characters. */
int lx_peekc(struct dt_lexer *lx, size_t off);	/* 0 past the end */
bool lx_is_blank(int c);
bool lx_is_ident_start(int c);
bool lx_is_ident_char(int c);

/* The text a token quotes in messages. */
void lx_set_text(struct dt_token *t, const char *s, size_t n);
void lx_set_text_to_eol(struct dt_lexer *lx, struct dt_token *t, size_t start);

/* Keep s as the scratch string, freed on the next call or at fini. */
char *lx_tmp(struct dt_lexer *lx, char *s);

/* Integer constants: length of the match at p, and its value and flags. */
size_t lx_int_match(const char *p, size_t max);
void lx_int_value(struct dt_lexer *lx, const char *text, struct dt_token *t);

/* A string or character constant at lx->pos; false when no rule matches. */
bool lx_scan_string(struct dt_lexer *lx, struct dt_token *t, int quote);

/* An identifier `name` starting at start: TK_IDENT or TK_TNAME. */
int lx_classify_ident(struct dt_lexer *lx, struct dt_token *t, size_t start,
		      const char *name);

/* lex_macro.c */
int lx_macro(struct dt_lexer *lx, struct dt_token *t, size_t start);
int lx_macro_token(struct dt_lexer *lx, struct dt_token *t, size_t start,
		   const char *yytext);
char *lx_expand_pspec(struct dt_lexer *lx, const char *s);

/* lex_control.c: the control line starting at lx->pos. */
void lx_control_line(struct dt_lexer *lx);

#endif
