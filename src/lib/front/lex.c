/*
 * The D lexer (see lex.h for the modes).
 *
 * DTrace's lexer is a flex scanner whose quirks show in its messages; we
 * reproduce the visible ones:
 *  - an identifier in an expression is classified as a type name or an
 *    identifier by peeking at the next character; that peek leaves flex's
 *    yytext unterminated, so `syntax error near "..."` then quotes the rest
 *    of the line.  Identifiers once classified by a peek are remembered and
 *    later occurrences are not peeked again (DTrace's pcb_idents).
 *  - a peek that reaches the end of the input pushes a NUL back, which
 *    later lexes as "syntax error near end-of-input".
 *  - `/` decides between division and the end of a predicate by looking at
 *    the next non-blank character.
 *
 * This file is the scanner proper; lex_names.c holds the name sets and node
 * tracking, lex_macro.c the macro arguments, lex_control.c the # lines.
 */
#include <ctype.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <unistd.h>

#include "core/kallsyms.h"
#include "lang/btf.h"
#include "lang/builtins.h"
#include "front/lex_impl.h"

/* ------------------------------------------------------------ keywords */

/* in_clause: the keyword also starts a declaration in the outer scope. */
static const struct keyword {
	const char *name;
	int tok;
	bool in_clause;
} keywords[] = {
	{ "auto", TK_AUTO, true }, { "break", TK_BREAK, false },
	{ "case", TK_CASE, false }, { "char", TK_CHAR_KW, true },
	{ "const", TK_CONST, true }, { "continue", TK_CONTINUE, false },
	{ "counter", TK_COUNTER, true }, { "default", TK_DEFAULT, false },
	{ "do", TK_DO, false }, { "double", TK_DOUBLE, true },
	{ "else", TK_ELSE, false }, { "enum", TK_ENUM, true },
	{ "extern", TK_EXTERN, true }, { "float", TK_FLOAT, true },
	{ "for", TK_FOR, false }, { "goto", TK_GOTO, false },
	{ "if", TK_IF, false }, { "import", TK_IMPORT, true },
	{ "inline", TK_INLINE, true }, { "int", TK_INT_KW, true },
	{ "long", TK_LONG, true }, { "offsetof", TK_OFFSETOF, false },
	{ "probe", TK_PROBE, false }, { "provider", TK_PROVIDER, true },
	{ "register", TK_REGISTER, true }, { "restrict", TK_RESTRICT, true },
	{ "return", TK_RETURN, false }, { "self", TK_SELF, true },
	{ "short", TK_SHORT, true }, { "signed", TK_SIGNED, true },
	{ "sizeof", TK_SIZEOF, false }, { "static", TK_STATIC, true },
	{ "string", TK_STRING_KW, true }, { "stringof", TK_STRINGOF, false },
	{ "struct", TK_STRUCT, true }, { "switch", TK_SWITCH, false },
	{ "this", TK_THIS, true }, { "translator", TK_TRANSLATOR, true },
	{ "typedef", TK_TYPEDEF, true }, { "union", TK_UNION, true },
	{ "unsigned", TK_UNSIGNED, true }, { "userland", TK_USERLAND, true },
	{ "void", TK_VOID, true }, { "volatile", TK_VOLATILE, true },
	{ "while", TK_WHILE, false }, { "xlate", TK_XLATE, false },
};

static const struct keyword *keyword_lookup(const char *s, size_t n)
{
	for (size_t i = 0; i < sizeof(keywords) / sizeof(keywords[0]); i++)
		if (strlen(keywords[i].name) == n && memcmp(keywords[i].name, s, n) == 0)
			return &keywords[i];
	return NULL;
}

/* ------------------------------------------------------------ setup */

void dt_lex_init(struct dt_lexer *lx, struct dt_cc *cc, const char *text)
{
	memset(lx, 0, sizeof(*lx));
	lx->cc = cc;
	lx->h = cc->h;
	lx->len = strlen(text);
	lx->buf = dt_strndup(text, lx->len);
	lx->line = 1;
	lx->mode = LX_CLAUSE;
	lx->argc = cc->h->macro_argc + 1;
	lx->used = dt_zalloc(sizeof(bool) * (size_t)lx->argc);
	lx->defaultargs = dt_opt_isset(cc->h, OPT_defaultargs);
	lx->argref = dt_opt_isset(cc->h, OPT_argref);
	lx->pspec_only = dt_opt_isset(cc->h, OPT_pspec);
}

void dt_lex_fini(struct dt_lexer *lx)
{
	free(lx->buf);
	free(lx->used);
	free(lx->tmp);
	free(lx->nodes);
	dt_nameset_free(&lx->idents);
	dt_nameset_free(&lx->typedefs);
	lx->buf = NULL;
	lx->used = NULL;
	lx->tmp = NULL;
	lx->nodes = NULL;
	lx->nnodes = lx->capnodes = 0;
}

void dt_token_free(struct dt_token *t)
{
	free(t->text);
	free(t->str);
	memset(t, 0, sizeof(*t));
}

void dt_lex_add_ident(struct dt_lexer *lx, const char *name)
{
	dt_nameset_add(&lx->idents, name);
}

void dt_lex_add_typedef(struct dt_lexer *lx, const char *name)
{
	dt_nameset_add(&lx->typedefs, name);
}

bool dt_lex_is_typename(struct dt_lexer *lx, const char *name)
{
	/* D`name, C`name, vmlinux`name: a type of that module.  Our own
	 * typedefs are in module D, known by their plain names; a kernel
	 * object's are its BTF's, and C's base types (vmlinux`int).  A module
	 * the kernel does not have has no types: nosuch`int is no type name,
	 * as DTrace finds no such module. */
	const char *bq = strrchr(name, '`');
	char mod[128] = "";
	if (bq)
		snprintf(mod, sizeof(mod), "%.*s", (int)(bq - name), name);
	bool own = !bq || strcmp(mod, "D") == 0 || strcmp(mod, "C") == 0;
	if (own && dt_nameset_has(&lx->typedefs, bq ? bq + 1 : name))
		return true;
	if (dt_type_lookup(name))
		return true;
	if (!bq || !bq[1])
		return false;
	if (own)
		return dt_type_lookup(bq + 1) != NULL;
	const struct dt_type *base = dt_type_lookup_local(bq + 1);
	return base && base->module && strcmp(base->module, "C") == 0 && dt_kmod_exists(mod);
}

/* ------------------------------------------------------------ errors */

void lx_error(struct dt_lexer *lx, enum dt_errtag tag, const char *fmt, ...)
{
	char msg[1024];
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(msg, sizeof(msg), fmt, ap);
	va_end(ap);
	dt_cc_error(lx->cc, tag, dt_lex_errline(lx, lx->line), "%s", msg);
}

/* `syntax error near "c"` for a character no rule takes. */
void lx_bad_char(struct dt_lexer *lx, int c)
{
	if (c == 0 && lx->mode != LX_CLAUSE)
		lx_error(lx, D_SYNTAX, "syntax error near end-of-input");
	lx_error(lx, D_SYNTAX, "syntax error near \"%c\"", c);
}

int dt_lex_errline(const struct dt_lexer *lx, int line)
{
	return lx->from_string ? 0 : line;
}

void dt_lex_syntax_error(struct dt_lexer *lx, const struct dt_token *t)
{
	int line = dt_lex_errline(lx, t->line);
	if (t->kind == TK_EOF || !t->text || !t->text[0])
		dt_cc_error(lx->cc, D_SYNTAX, line, "syntax error near end of input");
	if (t->text[0] == '\n')
		dt_cc_error(lx->cc, D_SYNTAX, line, "syntax error near end of line");
	size_t n = strcspn(t->text, "\n");
	dt_cc_error(lx->cc, D_SYNTAX, line, "syntax error near \"%.*s\"", (int)n, t->text);
}

/* ------------------------------------------------------------ helpers */

int lx_peekc(struct dt_lexer *lx, size_t off)
{
	return lx->pos + off < lx->len ? (unsigned char)lx->buf[lx->pos + off] : 0;
}

bool lx_is_blank(int c)		/* RGX_WS */
{
	return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v';
}

bool lx_is_ident_start(int c)
{
	return isalpha(c) || c == '_' || c == '`';
}

bool lx_is_ident_char(int c)
{
	return isalnum(c) || c == '_' || c == '`';
}

static bool is_pspec_start(int c)
{
	return isalpha(c) || (c && strchr("-$:_.?*\\[]!", c) != NULL);
}

static bool is_pspec_char(int c)
{
	return isalnum(c) || (c && strchr("-$:_.`?*\\[]!", c) != NULL);
}

void lx_set_text(struct dt_token *t, const char *s, size_t n)
{
	free(t->text);
	t->text = dt_strndup(s, n);
}

/* The token's text runs on to the end of the line: what DTrace quotes
 * after its lexer peeked past the token (see the file comment). */
void lx_set_text_to_eol(struct dt_lexer *lx, struct dt_token *t, size_t start)
{
	size_t e = start;
	while (e < lx->len && lx->buf[e] != '\n' && lx->buf[e] != '\0')
		e++;
	lx_set_text(t, lx->buf + start, e - start);
}

size_t dt_str_unescape(char *s)
{
	char *q = s;
	const char *p = s;
	while (*p) {
		if (*p != '\\') {
			*q++ = *p++;
			continue;
		}
		p++;
		int c = (unsigned char)*p++;
		switch (c) {
		case 'a': *q++ = '\a'; break;
		case 'b': *q++ = '\b'; break;
		case 'f': *q++ = '\f'; break;
		case 'n': *q++ = '\n'; break;
		case 'r': *q++ = '\r'; break;
		case 't': *q++ = '\t'; break;
		case 'v': *q++ = '\v'; break;
		case '0': case '1': case '2': case '3':
		case '4': case '5': case '6': case '7': {
			int v = c - '0';
			for (int i = 0; i < 2 && *p >= '0' && *p <= '7'; i++)
				v = v * 8 + (*p++ - '0');
			*q++ = (char)v;
			break;
		}
		case 'x': {
			int v = 0;
			while (isxdigit((unsigned char)*p)) {
				int d = isdigit((unsigned char)*p) ? *p - '0' :
					tolower((unsigned char)*p) - 'a' + 10;
				v = (v * 16 + d) & 0xff;
				p++;
			}
			*q++ = (char)v;
			break;
		}
		case '\\': case '"':
			*q++ = (char)c;
			break;
		case '\0':
			/* a trailing backslash escapes nothing and is dropped,
			 * as DTrace's stresc2chr drops it (only a macro
			 * argument such as $$1 can end with one) */
			p--;
			break;
		default:
			/* DTrace keeps the backslash of any other escape ('\?' is
			 * two characters, as is '\'') */
			*q++ = '\\';
			*q++ = (char)c;
			break;
		}
	}
	*q = '\0';
	return (size_t)(q - s);
}

/* ------------------------------------------------------------ numbers */

/* Length of the RGX_INT match at p (0 if none). */
size_t lx_int_match(const char *p, size_t max)
{
	size_t n = 0;
	if (max >= 3 && p[0] == '0' && (p[1] == 'x' || p[1] == 'X') &&
	    isxdigit((unsigned char)p[2])) {
		n = 2;
		while (n < max && isxdigit((unsigned char)p[n]))
			n++;
	} else {
		while (n < max && isdigit((unsigned char)p[n]))
			n++;
		if (n == 0)
			return 0;
	}
	if (n < max && (p[n] == 'u' || p[n] == 'U'))
		n++;
	for (int i = 0; i < 2 && n < max && (p[n] == 'l' || p[n] == 'L'); i++)
		n++;
	return n;
}

/* Length of the RGX_FP match at p (0 if none). */
static size_t fp_match(const char *p, size_t max)
{
	size_t n = 0;
	if (n < max && isdigit((unsigned char)p[n])) {
		while (n < max && isdigit((unsigned char)p[n]))
			n++;
		if (n < max && p[n] == '.')
			n++;
		while (n < max && isdigit((unsigned char)p[n]))
			n++;
	} else if (max >= 2 && p[0] == '.' && isdigit((unsigned char)p[1])) {
		n = 1;
		while (n < max && isdigit((unsigned char)p[n]))
			n++;
	} else {
		return 0;
	}
	if (n < max && (p[n] == 'e' || p[n] == 'E')) {
		size_t m = n + 1;
		if (m < max && (p[m] == '+' || p[m] == '-'))
			m++;
		if (m < max && isdigit((unsigned char)p[m])) {
			while (m < max && isdigit((unsigned char)p[m]))
				m++;
			n = m;
		}
	}
	if (n < max && strchr("fFlL", p[n]))
		n++;
	return n;
}

/* The value of an RGX_INT text, with DTrace's overflow and digit checks. */
void lx_int_value(struct dt_lexer *lx, const char *text, struct dt_token *t)
{
	char *end;
	errno = 0;
	t->ival = strtoull(text, &end, 0);
	if (errno == ERANGE)
		lx_error(lx, D_INT_OFLOW, "constant %s results in integer overflow", text);
	if (*end && !strchr("uUlL", *end))
		lx_error(lx, D_INT_DIGIT, "constant %s contains invalid digit %c", text, *end);
	t->flags = 0;
	int nl = 0;
	for (const char *s = end; *s; s++) {
		if (*s == 'u' || *s == 'U')
			t->flags |= DT_LIT_U;
		else
			nl++;
	}
	if (nl == 1)
		t->flags |= DT_LIT_L;
	else if (nl >= 2)
		t->flags |= DT_LIT_LL;
	if (text[0] != '0')
		t->flags |= DT_LIT_DEC;
	/* a decimal constant's types are the signed ones (int, long, long
	 * long: C99 6.4.4.1) unless suffixed u: past INT64_MAX it has none,
	 * as Oracle's dt_node_int finds */
	if ((t->flags & DT_LIT_DEC) && !(t->flags & DT_LIT_U) && t->ival > INT64_MAX)
		lx_error(lx, D_INT_OFLOW, "integer constant 0x%llx cannot be represented in any "
			 "built-in integral type", (unsigned long long)t->ival);
}

/* ------------------------------------------------------------ identifiers */

static bool is_known_ident(struct dt_lexer *lx, const char *name)
{
	return dt_nameset_has(&lx->idents, name) ||
	       dt_builtin_var_lookup(name) >= 0 ||
	       dt_builtin_func_lookup(name) >= 0 ||
	       dt_builtin_aggfunc_lookup(name) >= 0;
}

/* At the start of a clause, "name ident" or "name *" declares something:
 * name may then be a kernel typedef BTF has not been loaded for (uint u;). */
static bool decl_follows(struct dt_lexer *lx, size_t p, const char *name)
{
	while (p < lx->len && (lx->buf[p] == ' ' || lx->buf[p] == '\t'))
		p++;
	int c = p < lx->len ? (unsigned char)lx->buf[p] : 0;
	return (c == '*' || isalpha(c) || c == '_') && !is_known_ident(lx, name) &&
	       dt_btf_lookup_eager(name) != NULL;
}

/*
 * Type name or identifier?  As DTrace: after struct/union/enum it is a tag;
 * a known variable is an identifier; otherwise peek: followed by ++ -- = [ ;
 * (or , outside parentheses) it is an identifier being created; else a type
 * name if some type has that name.  The peek rewrites the blanks it skipped
 * (DTrace pushes them back as spaces then newlines) and leaves the token's
 * quoted text running to the end of the line.
 */
int lx_classify_ident(struct dt_lexer *lx, struct dt_token *t, size_t start,
			  const char *name)
{
	if (lx->mode == LX_MEMBER) {
		lx->mode = LX_EXPR;
		return TK_IDENT;
	}
	if (lx->sou_type) {
		lx->sou_type = false;
		return TK_TNAME;
	}
	if (is_known_ident(lx, name))
		return TK_IDENT;

	size_t p = lx->pos;
	int inputs = 0, lfs = 0;
	while (p < lx->len && lx_is_blank((unsigned char)lx->buf[p])) {
		if (lx->buf[p] == '\n')
			lfs++;
		inputs++;
		p++;
	}
	int c0 = p < lx->len ? (unsigned char)lx->buf[p] : 0;
	int c1 = p + 1 < lx->len ? (unsigned char)lx->buf[p + 1] : 0;
	bool ident = false;
	switch (c0) {
	case '+': case '-':
		ident = c1 == c0;
		if (!c1)
			lx->nul_pending = true;
		break;
	case '=':
		ident = c1 != '=';
		if (!c1)
			lx->nul_pending = true;
		break;
	case '[': case ';':
		ident = true;
		break;
	case ',':
		ident = lx->parens == 0;
		break;
	case '>':
		ident = lx->xlator_input;
		break;
	case 0:
		lx->nul_pending = true;
		break;
	}
	for (int i = 0; i < inputs; i++)
		lx->buf[lx->pos + (size_t)i] = i < inputs - lfs ? ' ' : '\n';
	lx_set_text_to_eol(lx, t, start);

	if (ident) {
		if (!lx->in_typedef)
			dt_nameset_add(&lx->idents, name);
		return TK_IDENT;
	}
	if (dt_lex_is_typename(lx, name))
		return TK_TNAME;
	/* Where only a type fits ((u32)x, (u8 *)p, u32 a;), a name may be
	 * a kernel typedef that BTF has not been loaded for yet. */
	size_t b = start;
	while (b > 0 && lx_is_blank((unsigned char)lx->buf[b - 1]))
		b--;
	int before = b > 0 ? (unsigned char)lx->buf[b - 1] : 0;
	bool typespot = isalpha(c0) || c0 == '_' ||
			((c0 == ')' || c0 == '*') && before == '(') ||
			(c0 == '*' && (before == '{' || before == ';'));
	if (typespot && dt_btf_lookup_eager(name))
		return TK_TNAME;
	return TK_IDENT;
}

/* ------------------------------------------------------------ strings */

/* Scan "..." at lx->pos; returns false when no string rule matches (the
 * quote is then a bad character). */
bool lx_scan_string(struct dt_lexer *lx, struct dt_token *t, int quote)
{
	size_t p = lx->pos + 1;
	for (;;) {
		int c = p < lx->len ? (unsigned char)lx->buf[p] : 0;
		if (c == quote)
			break;
		if (c == 0)
			return false;
		if (c == '\n') {
			lx->line++;
			if (quote == '"')
				lx_error(lx, D_STR_NL, "newline encountered in string literal");
			lx_error(lx, D_CHR_NL, "newline encountered in character constant");
		}
		if (c == '\\') {
			int n = p + 1 < lx->len ? (unsigned char)lx->buf[p + 1] : 0;
			if (n == 0 || n == '\n')
				return false;
			p += 2;
			continue;
		}
		p++;
	}
	size_t start = lx->pos;
	lx->pos = p + 1;
	t->str = dt_strndup(lx->buf + start + 1, p - start - 1);
	if (quote == '"') {
		lx_set_text(t, lx->buf + start, lx->pos - start);
		dt_str_unescape(t->str);
		t->slen = strlen(t->str);
		return true;
	}
	/* character constant: DTrace cuts the closing quote off its text */
	lx_set_text(t, lx->buf + start, lx->pos - start - 1);
	if (p - start == 1)
		lx_error(lx, D_CHR_NULL, "empty character constant");
	size_t n = dt_str_unescape(t->str);
	if (n > sizeof(uint64_t))
		lx_error(lx, D_CHR_OFLOW, "character constant is too long");
	t->ival = 0;
	for (size_t i = 0; i < n; i++)
		t->ival = (t->ival << 8) | (unsigned char)t->str[i];
	return true;
}

/* ------------------------------------------------------------ the scanner */

static bool at_bol(struct dt_lexer *lx)
{
	return lx->pos == 0 || lx->buf[lx->pos - 1] == '\n';
}

static bool control_ahead(struct dt_lexer *lx)
{
	size_t p = lx->pos + strspn(lx->buf + lx->pos, " \t\f\v");
	return p < lx->len && lx->buf[p] == '#';
}

static void skip_comment(struct dt_lexer *lx)
{
	lx->pos += 2;
	for (;;) {
		if (lx->pos >= lx->len || lx->buf[lx->pos] == '\0')
			lx_error(lx, D_SYNTAX, "end-of-file encountered before matching */");
		if (lx->buf[lx->pos] == '/' && lx_peekc(lx, 1) == '*')
			lx_error(lx, D_SYNTAX, "/* encountered inside a comment");
		if (lx->buf[lx->pos] == '*' && lx_peekc(lx, 1) == '/') {
			lx->pos += 2;
			return;
		}
		if (lx->buf[lx->pos] == '\n')
			lx->line++;
		lx->pos++;
	}
}

/* Skip blanks, comments and control lines. */
static void skip_space(struct dt_lexer *lx)
{
	for (;;) {
		if (lx->mode != LX_MEMBER && at_bol(lx) && control_ahead(lx)) {
			lx_control_line(lx);
			continue;
		}
		int c = lx_peekc(lx, 0);
		if (lx_is_blank(c)) {
			if (c == '\n')
				lx->line++;
			lx->pos++;
		} else if (c == '\\' && lx_peekc(lx, 1) == '\n' && lx->mode != LX_CLAUSE) {
			lx->pos += 2;
			lx->line++;
		} else if (c == '/' && lx_peekc(lx, 1) == '*') {
			skip_comment(lx);
		} else {
			return;
		}
	}
}

/* Multi-character operators, longest first. */
static const struct { const char *s; int tok; } ops[] = {
	{ "<<=", TOK_SHL_EQ }, { ">>=", TOK_SHR_EQ }, { "...", TOK_DOTS },
	{ "->", TOK_ARROW }, { "++", TOK_INC }, { "--", TOK_DEC },
	{ "<<", TOK_SHL }, { ">>", TOK_SHR }, { "<=", TOK_LE }, { ">=", TOK_GE },
	{ "==", TOK_EQ }, { "!=", TOK_NE }, { "&&", TOK_LAND }, { "||", TOK_LOR },
	{ "^^", TOK_LXOR }, { "+=", TOK_ADD_EQ }, { "-=", TOK_SUB_EQ },
	{ "*=", TOK_MUL_EQ }, { "/=", TOK_DIV_EQ }, { "%=", TOK_MOD_EQ },
	{ "&=", TOK_AND_EQ }, { "|=", TOK_OR_EQ }, { "^=", TOK_XOR_EQ },
};

static int lex_number(struct dt_lexer *lx, struct dt_token *t)
{
	const char *p = lx->buf + lx->pos;
	size_t max = lx->len - lx->pos;
	size_t ni = lx_int_match(p, max), nf = fp_match(p, max);
	if (nf > ni) {
		lx->pos += nf;
		lx_error(lx, D_SYNTAX, "floating-point constants are not permitted");
	}
	lx_set_text(t, p, ni);
	lx->pos += ni;
	lx_int_value(lx, t->text, t);
	return TK_INT;
}

/* '/' in an expression: the end of a predicate when the next non-blank
 * character is ; { / or the end; else division. */
static int lex_slash(struct dt_lexer *lx, struct dt_token *t, size_t start)
{
	bool blank = false;
	while (lx->pos < lx->len && lx_is_blank((unsigned char)lx->buf[lx->pos])) {
		if (lx->buf[lx->pos] == '\n')
			lx->line++;
		lx->pos++;
		blank = true;
	}
	int c = lx_peekc(lx, 0);
	if (blank)
		lx_set_text(t, "/", 1);
	else
		lx_set_text_to_eol(lx, t, start);
	if (c == 0 || c == ';' || c == '{' || c == '/') {
		if (c == 0)
			lx->nul_pending = true;
		if (lx->parens != 0)
			lx_error(lx, D_SYNTAX, "closing ) expected in predicate before /");
		if (lx->brackets != 0)
			lx_error(lx, D_SYNTAX, "closing ] expected in predicate before /");
		return TK_EPRED;
	}
	return '/';
}

static int lex_expr(struct dt_lexer *lx, struct dt_token *t)
{
	size_t start = lx->pos;
	const char *p = lx->buf + start;
	int c = (unsigned char)*p;

	if (c == '$' && (isdigit((unsigned char)p[1]) ||
			 (lx->mode == LX_EXPR && p[1] && (p[1] == '$' || lx_is_ident_start((unsigned char)p[1]))))) {
		if (p[1] == '$' && !isdigit((unsigned char)p[2]) &&
		    !(isalpha((unsigned char)p[2]) || p[2] == '_' || p[2] == '`'))
			lx_bad_char(lx, '$');
		return lx_macro(lx, t, start);
	}
	if (lx_is_ident_start(c)) {
		size_t n = 1;
		while (lx_is_ident_char((unsigned char)p[n]))
			n++;
		lx->pos += n;
		lx_set_text(t, p, n);
		if (lx->mode == LX_EXPR) {
			const struct keyword *k = keyword_lookup(p, n);
			if (k) {
				if (k->tok == TK_STRUCT || k->tok == TK_UNION || k->tok == TK_ENUM)
					lx->sou_type = true;
				return k->tok;
			}
		}
		t->str = dt_strndup(p, n);
		return lx_classify_ident(lx, t, start, t->str);
	}
	if (lx->mode == LX_MEMBER) {
		/* anything else after . or -> lexes as usual */
		lx->mode = LX_EXPR;
	}
	if (c == '@') {
		size_t n = 1;
		if (isalpha((unsigned char)p[1]) || p[1] == '_')
			while (isalnum((unsigned char)p[n]) || p[n] == '_')
				n++;
		lx->pos += n;
		lx_set_text(t, p, n);
		t->str = dt_strndup(p + 1, n - 1);
		return TK_AGG;
	}
	if (isdigit(c) || (c == '.' && isdigit((unsigned char)p[1])))
		return lex_number(lx, t);
	if (c == '"' || c == '\'') {
		if (!lx_scan_string(lx, t, c))
			lx_bad_char(lx, c);
		return c == '"' ? TK_STRING : TK_CHAR;
	}
	for (size_t i = 0; i < sizeof(ops) / sizeof(ops[0]); i++) {
		size_t n = strlen(ops[i].s);
		if (strncmp(p, ops[i].s, n) == 0) {
			lx->pos += n;
			lx_set_text(t, p, n);
			if (ops[i].tok == TOK_ARROW)
				lx->mode = LX_MEMBER;
			return ops[i].tok;
		}
	}
	lx->pos++;
	lx_set_text(t, p, 1);
	switch (c) {
	case '/':
		return lex_slash(lx, t, start);
	case '(':
		lx->parens++;
		lx->sou_type = false;
		return c;
	case ')':
		if (--lx->parens < 0)
			lx_error(lx, D_SYNTAX, "extra ) in input stream");
		lx->sou_type = false;
		return c;
	case '[':
		lx->brackets++;
		return c;
	case ']':
		if (--lx->brackets < 0)
			lx_error(lx, D_SYNTAX, "extra ] in input stream");
		return c;
	case '{':
		lx->braces++;
		lx->sou_type = false;
		return c;
	case '}':
		if (--lx->braces < 0)
			lx_error(lx, D_SYNTAX, "extra } in input stream");
		return c;
	case '<': case '>':
		lx->sou_type = false;
		return c;
	case '.':
		lx->mode = LX_MEMBER;
		return c;
	case '|': case '^': case '&': case '+': case '-': case '*': case '%':
	case '~': case '!': case '?': case ':': case '=': case ',': case ';':
		return c;
	}
	lx->pos--;
	lx_bad_char(lx, c);
}

static int lex_clause(struct dt_lexer *lx, struct dt_token *t)
{
	size_t start = lx->pos;
	const char *p = lx->buf + start;
	int c = (unsigned char)*p;

	if (isdigit(c)) {
		size_t n = lx_int_match(p, lx->len - start);
		lx_set_text(t, p, n);
		lx->pos += n;
		lx_int_value(lx, t->text, t);
		return TK_INT;
	}
	if (is_pspec_start(c)) {
		size_t n = 1;
		while (is_pspec_char((unsigned char)p[n]))
			n++;
		lx->pos += n;
		lx_set_text(t, p, n);
		const struct keyword *k = keyword_lookup(p, n);
		if (k && k->in_clause) {
			lx->mode = LX_EXPR;
			if (k->tok == TK_STRUCT || k->tok == TK_UNION || k->tok == TK_ENUM)
				lx->sou_type = true;
			return k->tok;
		}
		if (!lx->pspec_only && !strpbrk(t->text, ":-.?!") &&
		    strcmp(t->text, "BEGIN") != 0 && strcmp(t->text, "END") != 0 &&
		    strcmp(t->text, "ERROR") != 0) {
			char *star = strchr(t->text, '*');
			size_t tn = star && star > t->text ? (size_t)(star - t->text) : n;
			char *name = dt_strndup(t->text, tn);
			/* a scoped name (vmlinux`dev_t d;) declares only if it
			 * names a type of that module */
			bool scoped = strchr(name, '`') != NULL;
			if (dt_lex_is_typename(lx, name) ||
			    (!scoped && decl_follows(lx, start + tn, name))) {
				lx->pos = start + tn;
				lx_set_text(t, p, tn);
				lx->mode = LX_EXPR;
				k = keyword_lookup(name, tn);
				if (k) {
					free(name);
					return k->tok;
				}
				t->str = name;
				return TK_TNAME;
			}
			free(name);
		}
		t->str = lx_expand_pspec(lx, t->text);
		return TK_PSPEC;
	}
	lx->pos++;
	lx_set_text(t, p, 1);
	switch (c) {
	case '/': case ',':
		return c;
	case '{':
		lx->braces++;
		lx->sou_type = false;
		return c;
	}
	lx->pos--;
	lx_bad_char(lx, c);
}

void dt_lex_next(struct dt_lexer *lx, struct dt_token *t)
{
	memset(t, 0, sizeof(*t));
	skip_space(lx);
	if (lx->pos >= lx->len || lx->buf[lx->pos] == '\0') {
		if (lx->nul_pending)
			lx_bad_char(lx, 0);
		t->kind = TK_EOF;
		t->text = dt_strdup("");
	} else if (lx->mode == LX_CLAUSE) {
		t->kind = lex_clause(lx, t);
	} else {
		t->kind = lex_expr(lx, t);
	}
	t->line = lx->line;
	lx->last_line = lx->line;
}
