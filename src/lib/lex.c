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
 */
#include <ctype.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <unistd.h>

#include "builtins.h"
#include "lex.h"

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

/* ------------------------------------------------------------ name sets */

/* Open addressing on an FNV-1a hash; cap is a power of two, at most
 * half full. */
static size_t name_hash(const char *s)
{
	size_t h = 2166136261u;
	for (; *s; s++)
		h = (h ^ (unsigned char)*s) * 16777619u;
	return h;
}

static size_t name_slot(const struct dt_nameset *s, const char *name)
{
	size_t i = name_hash(name) & (s->cap - 1);
	while (s->names[i] && strcmp(s->names[i], name) != 0)
		i = (i + 1) & (s->cap - 1);
	return i;
}

bool dt_nameset_has(const struct dt_nameset *s, const char *name)
{
	return s->cap && s->names[name_slot(s, name)] != NULL;
}

void dt_nameset_add(struct dt_nameset *s, const char *name)
{
	if (dt_nameset_has(s, name))
		return;
	if (2 * (s->n + 1) > s->cap) {
		struct dt_nameset bigger = { NULL, 0, s->cap ? s->cap * 2 : 64 };
		bigger.names = dt_zalloc(bigger.cap * sizeof(char *));
		for (size_t i = 0; i < s->cap; i++)
			if (s->names[i])
				bigger.names[name_slot(&bigger, s->names[i])] = s->names[i];
		bigger.n = s->n;
		free(s->names);
		*s = bigger;
	}
	s->names[name_slot(s, name)] = dt_strdup(name);
	s->n++;
}

void dt_nameset_free(struct dt_nameset *s)
{
	for (size_t i = 0; i < s->cap; i++)
		free(s->names[i]);
	free(s->names);
	memset(s, 0, sizeof(*s));
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
	lx->defaultargs = dt_opt_isset(cc->h, "defaultargs");
	lx->argref = dt_opt_isset(cc->h, "argref");
	lx->pspec_only = dt_opt_isset(cc->h, "pspec");
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

/* Keep s as the scratch string: freed on the next call or at fini. */
static char *lex_tmp(struct dt_lexer *lx, char *s)
{
	free(lx->tmp);
	lx->tmp = s;
	return s;
}

struct dt_node *dt_lex_node(struct dt_lexer *lx, enum dt_node_kind kind, int line)
{
	struct dt_node *n = dt_node_new(kind, line);
	if (lx->nnodes == lx->capnodes) {
		lx->capnodes = lx->capnodes ? lx->capnodes * 2 : 256;
		struct dt_node **v = realloc(lx->nodes, lx->capnodes * sizeof(*v));
		if (!v)
			abort();
		lx->nodes = v;
	}
	lx->nodes[lx->nnodes++] = n;
	return n;
}

static int ptr_cmp(const void *a, const void *b)
{
	uintptr_t x = (uintptr_t)*(void *const *)a, y = (uintptr_t)*(void *const *)b;
	return x < y ? -1 : x > y;
}

static void collect(struct dt_node *n, struct dt_node ***v, size_t *len, size_t *cap)
{
	for (; n; n = n->next) {
		if (*len == *cap) {
			*cap = *cap ? *cap * 2 : 256;
			struct dt_node **nv = realloc(*v, *cap * sizeof(**v));
			if (!nv)
				abort();
			*v = nv;
		}
		(*v)[(*len)++] = n;
		collect(n->a, v, len, cap);
		collect(n->b, v, len, cap);
		collect(n->c, v, len, cap);
		collect(n->list, v, len, cap);
		if (n->spec)
			collect(n->spec->body, v, len, cap);
	}
}

void dt_lex_sweep(struct dt_lexer *lx, struct dt_node *root)
{
	struct dt_node **live = NULL;
	size_t nlive = 0, cap = 0;
	collect(root, &live, &nlive, &cap);
	if (nlive)
		qsort(live, nlive, sizeof(*live), ptr_cmp);
	for (size_t i = 0; i < lx->nnodes; i++) {
		struct dt_node *n = lx->nodes[i];
		if (!nlive || !bsearch(&n, live, nlive, sizeof(*live), ptr_cmp))
			dt_node_free_shallow(n);
	}
	free(live);
	lx->nnodes = 0;
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
	/* D`name, vmlinux`name: a type of that module; our own typedefs are
	 * in module D, known by their plain names */
	const char *bq = strrchr(name, '`');
	if (dt_nameset_has(&lx->typedefs, bq ? bq + 1 : name))
		return true;
	if (dt_type_lookup(name))
		return true;
	return bq && bq[1] && dt_type_lookup(bq + 1) != NULL;
}

/* ------------------------------------------------------------ errors */

__attribute__((noreturn, format(printf, 3, 4)))
static void lerror(struct dt_lexer *lx, enum dt_errtag tag, const char *fmt, ...)
{
	char msg[1024];
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(msg, sizeof(msg), fmt, ap);
	va_end(ap);
	dt_cc_error(lx->cc, tag, dt_lex_errline(lx, lx->line), "%s", msg);
}

/* `syntax error near "c"` for a character no rule takes. */
__attribute__((noreturn))
static void bad_char(struct dt_lexer *lx, int c)
{
	if (c == 0 && lx->mode != LX_CLAUSE)
		lerror(lx, D_SYNTAX, "syntax error near end-of-input");
	lerror(lx, D_SYNTAX, "syntax error near \"%c\"", c);
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

static int peekc(struct dt_lexer *lx, size_t off)
{
	return lx->pos + off < lx->len ? (unsigned char)lx->buf[lx->pos + off] : 0;
}

static bool is_blank(int c)		/* RGX_WS */
{
	return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v';
}

static bool is_ident_start(int c)
{
	return isalpha(c) || c == '_' || c == '`';
}

static bool is_ident_char(int c)
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

static void set_text(struct dt_token *t, const char *s, size_t n)
{
	free(t->text);
	t->text = dt_strndup(s, n);
}

/* The token's text runs on to the end of the line: what DTrace quotes
 * after its lexer peeked past the token (see the file comment). */
static void set_text_to_eol(struct dt_lexer *lx, struct dt_token *t, size_t start)
{
	size_t e = start;
	while (e < lx->len && lx->buf[e] != '\n' && lx->buf[e] != '\0')
		e++;
	set_text(t, lx->buf + start, e - start);
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
		case '\0':
			p--;	/* a trailing backslash: keep it */
			*q++ = '\\';
			break;
		default:
			*q++ = (char)c;	/* \\ \" \' \? and unknown escapes */
			break;
		}
	}
	*q = '\0';
	return (size_t)(q - s);
}

/* ------------------------------------------------------------ numbers */

/* Length of the RGX_INT match at p (0 if none). */
static size_t int_match(const char *p, size_t max)
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
static void int_value(struct dt_lexer *lx, const char *text, struct dt_token *t)
{
	char *end;
	errno = 0;
	t->ival = strtoull(text, &end, 0);
	if (errno == ERANGE)
		lerror(lx, D_INT_OFLOW, "constant %s results in integer overflow", text);
	if (*end && !strchr("uUlL", *end))
		lerror(lx, D_INT_DIGIT, "constant %s contains invalid digit %c", text, *end);
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
}

/* ------------------------------------------------------------ macros */

static const char *macro_arg(struct dt_lexer *lx, long i)
{
	if (i == 0) {
		const char *a0 = lx->h->macro_argv[0];
		if (lx->cc->src == DTRACE_SRC_SCRIPT && lx->cc->srcname)
			return lx->cc->srcname;
		return a0 ? a0 : "dtrace";
	}
	return lx->h->macro_argv[i] ? lx->h->macro_argv[i] : "";
}

/* Value of $N as text, or NULL when it is not defined (and no default). */
static const char *macro_argn(struct dt_lexer *lx, const char *digits, const char *dflt)
{
	errno = 0;
	long i = strtol(digits, NULL, 10);
	if (errno || i < 0 || i >= lx->argc)
		return lx->defaultargs ? dflt : NULL;
	lx->used[i] = true;
	if (lx->h->macro_used && i < DT_MAX_MACRO_ARGS)
		lx->h->macro_used[i] = true;
	return macro_arg(lx, i);
}

/* $pid, $target ...: the values of the dtrace process; false if unknown. */
static bool macro_var(struct dt_lexer *lx, const char *name, long long *v)
{
	if (strcmp(name, "pid") == 0) *v = getpid();
	else if (strcmp(name, "ppid") == 0) *v = getppid();
	else if (strcmp(name, "uid") == 0) *v = getuid();
	else if (strcmp(name, "gid") == 0) *v = getgid();
	else if (strcmp(name, "euid") == 0) *v = geteuid();
	else if (strcmp(name, "egid") == 0) *v = getegid();
	else if (strcmp(name, "sid") == 0) *v = getsid(0);
	else if (strcmp(name, "pgid") == 0) *v = getpgid(0);
	else if (strcmp(name, "projid") == 0) *v = 0;
	else if (strcmp(name, "taskid") == 0) *v = 0;
	else if (strcmp(name, "target") == 0) *v = lx->h->target_pid;
	else return false;
	return true;
}

/* Is s neither an integer nor an identifier? (DTrace's strbadidnum) */
static bool bad_idnum(const char *s)
{
	char *end;
	if (!*s)
		return true;
	errno = 0;
	(void)strtoull(s, &end, 0);
	if (errno == 0 && *end == '\0')
		return false;
	for (; *s; s++)
		if (!isalnum((unsigned char)*s) && *s != '_' && *s != '`')
			return true;
	return false;
}

static int classify_ident(struct dt_lexer *lx, struct dt_token *t, size_t start,
			  const char *name);

/* $N: an integer, identifier or string token, by the argument's text. */
static int macro_token(struct dt_lexer *lx, struct dt_token *t, size_t start,
		       const char *yytext)
{
	const char *v = macro_argn(lx, yytext + 1, "0");
	if (!v)
		lerror(lx, D_MACRO_UNDEF, "macro argument %s is not defined", yytext);
	if (bad_idnum(v)) {
		size_t n = strlen(v);
		if (n != 1 && v[0] == '"' && v[n - 1] == '"')
			t->str = dt_strndup(v + 1, n - 2);
		else
			t->str = dt_strdup(v);
		t->slen = dt_str_unescape(t->str);
		t->slen = strlen(t->str);
		return TK_STRING;
	}
	if (isdigit((unsigned char)v[0]) || v[0] == '-' || v[0] == '+') {
		char *end;
		if (!isdigit((unsigned char)v[0]))
			t->prefix = *v++;
		errno = 0;
		t->ival = strtoull(v, &end, 0);
		if (errno == ERANGE)
			lerror(lx, D_MACRO_OFLOW, "macro argument %s constant %s results in "
			       "integer overflow", yytext, v);
		for (const char *s = end; *s; s++) {
			if (*s == 'u' || *s == 'U')
				t->flags |= DT_LIT_U;
			else if (*s == 'l' || *s == 'L')
				t->flags |= (t->flags & DT_LIT_L) ? DT_LIT_LL : DT_LIT_L;
		}
		if (t->flags & DT_LIT_LL)
			t->flags &= ~DT_LIT_L;
		if (*v != '0')
			t->flags |= DT_LIT_DEC;
		return TK_INT;
	}
	t->str = dt_strdup(v);
	return classify_ident(lx, t, start, v);
}

/* Expand $N, $$N and $name inside a probe description. */
static char *expand_pspec(struct dt_lexer *lx, const char *s)
{
	size_t cap = strlen(s) + 64, n = 0;
	char *out = lex_tmp(lx, dt_zalloc(cap));
	while (*s) {
		char piece[64];
		const char *val = NULL;
		if (*s == '$') {
			const char *p = s + 1;
			if (*p == '$')
				p++;
			if (isdigit((unsigned char)*p)) {
				const char *q = p;
				while (isdigit((unsigned char)*q))
					q++;
				char digits[32];
				snprintf(digits, sizeof(digits), "%.*s", (int)(q - p), p);
				val = macro_argn(lx, digits, "");
				if (!val)
					lerror(lx, D_MACRO_UNDEF, "macro argument %.*s is not "
					       "defined", (int)(q - s), s);
				s = q;
			} else if (isalpha((unsigned char)*p) || *p == '_') {
				const char *q = p;
				while (isalnum((unsigned char)*q) || *q == '_')
					q++;
				char name[64];
				long long v;
				snprintf(name, sizeof(name), "%.*s", (int)(q - p), p);
				if (!macro_var(lx, name, &v))
					lerror(lx, D_MACRO_UNDEF, "macro variable %.*s is not "
					       "defined", (int)(q - s), s);
				snprintf(piece, sizeof(piece), "%lld", v);
				val = piece;
				s = q;
			}
		}
		if (!val) {
			piece[0] = *s++;
			piece[1] = '\0';
			val = piece;
		}
		size_t vl = strlen(val);
		if (n + vl + 1 > cap) {
			cap = (n + vl + 1) * 2;
			char *o = realloc(out, cap);
			if (!o)
				abort();
			lx->tmp = out = o;
		}
		memcpy(out + n, val, vl);
		n += vl;
		out[n] = '\0';
	}
	lx->tmp = NULL;	/* the caller owns it now */
	return out;
}

/* ------------------------------------------------------------ identifiers */

static bool is_known_ident(struct dt_lexer *lx, const char *name)
{
	return dt_nameset_has(&lx->idents, name) ||
	       dt_builtin_var_lookup(name) >= 0 ||
	       dt_builtin_func_lookup(name) >= 0 ||
	       dt_builtin_aggfunc_lookup(name) >= 0;
}

/*
 * Type name or identifier?  As DTrace: after struct/union/enum it is a tag;
 * a known variable is an identifier; otherwise peek: followed by ++ -- = [ ;
 * (or , outside parentheses) it is an identifier being created; else a type
 * name if some type has that name.  The peek rewrites the blanks it skipped
 * (DTrace pushes them back as spaces then newlines) and leaves the token's
 * quoted text running to the end of the line.
 */
static int classify_ident(struct dt_lexer *lx, struct dt_token *t, size_t start,
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
	while (p < lx->len && is_blank((unsigned char)lx->buf[p])) {
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
	set_text_to_eol(lx, t, start);

	if (ident) {
		if (!lx->in_typedef)
			dt_nameset_add(&lx->idents, name);
		return TK_IDENT;
	}
	if (!dt_lex_is_typename(lx, name))
		return TK_IDENT;
	return TK_TNAME;
}

/* ------------------------------------------------------------ strings */

/* Scan "..." at lx->pos; returns false when no string rule matches (the
 * quote is then a bad character). */
static bool scan_string(struct dt_lexer *lx, struct dt_token *t, int quote)
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
				lerror(lx, D_STR_NL, "newline encountered in string literal");
			lerror(lx, D_CHR_NL, "newline encountered in character constant");
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
		set_text(t, lx->buf + start, lx->pos - start);
		dt_str_unescape(t->str);
		t->slen = strlen(t->str);
		return true;
	}
	/* character constant: DTrace cuts the closing quote off its text */
	set_text(t, lx->buf + start, lx->pos - start - 1);
	if (p - start == 1)
		lerror(lx, D_CHR_NULL, "empty character constant");
	size_t n = dt_str_unescape(t->str);
	if (n > sizeof(uint64_t))
		lerror(lx, D_CHR_OFLOW, "character constant is too long");
	t->ival = 0;
	for (size_t i = 0; i < n; i++)
		t->ival = (t->ival << 8) | (unsigned char)t->str[i];
	return true;
}

/* ------------------------------------------------------------ control lines */

static void pragma_add_word(struct dt_lexer *lx, struct dt_node **list,
			    enum dt_node_kind k, int line, const char *s, uint64_t v)
{
	struct dt_node *n = dt_lex_node(lx, k, line);
	n->str = s ? dt_strdup(s) : NULL;
	n->slen = s ? strlen(s) : 0;
	n->ival = v;
	dt_node_append(list, n);
}

/* #line / # N "file": checks DTrace's form and sets the line number. */
static void pragma_line(struct dt_lexer *lx, const char *prname, struct dt_node *args)
{
	bool ok = args && args->kind == N_INT;
	if (ok && args->next && args->next->kind != N_STR)
		ok = false;
	if (ok && args->next)
		for (struct dt_node *s = args->next->next; s; s = s->next)
			if (s->kind != N_INT)
				ok = false;
	if (!ok)
		lerror(lx, D_PRAGMA_MALFORM, "malformed #%s <line> [ [\"file\"] state ]",
		       prname);
	lx->line = (int)args->ival;
}

static void pragma_error(struct dt_lexer *lx, struct dt_node *args)
{
	char msg[900] = "";
	size_t n = 0;
	for (struct dt_node *a = args; a; a = a->next) {
		if (a->kind == N_INT)
			continue;
		int w = snprintf(msg + n, sizeof(msg) - n, "%s ", a->str);
		if (w < 0 || (size_t)w >= sizeof(msg) - n)
			break;
		n += (size_t)w;
	}
	lerror(lx, D_PRAGERR, "#error: %s", msg);
}

/* A stability attribute triple "name[/data[/class]]" (case-insensitive),
 * as #pragma D attributes takes it. */
static bool valid_attributes(const char *s)
{
	static const char *const stab[] = { "Internal", "Private", "Obsolete",
		"External", "Unstable", "Evolving", "Stable", "Standard", NULL };
	static const char *const cls[] = { "Unknown", "CPU", "Platform", "Group",
		"ISA", "Common", NULL };
	for (int part = 0; part < 3; part++) {
		size_t n = strcspn(s, "/");
		const char *const *names = part < 2 ? stab : cls;
		bool ok = false;
		for (int i = 0; names[i]; i++)
			if (strlen(names[i]) == n && strncasecmp(names[i], s, n) == 0)
				ok = true;
		if (!ok)
			return false;
		if (!s[n])
			return true;
		s += n + 1;
	}
	return false;
}

/* A version string "major[.minor[.micro]]". */
static bool valid_version(const char *s)
{
	for (int part = 0; part < 3; part++) {
		size_t n = strspn(s, "0123456789");
		if (n == 0)
			return false;
		s += n;
		if (!*s)
			return true;
		if (*s++ != '.')
			return false;
	}
	return false;
}

/* The checks DTrace makes as soon as it reads these pragmas (sema applies
 * them later, when the identifiers and providers are known). */
static void check_pragma(struct dt_lexer *lx, const char *name, struct dt_node *a)
{
	if (strcmp(name, "attributes") == 0) {
		if (!a || a->kind != N_IDENT || !a->next || a->next->kind != N_IDENT)
			lerror(lx, D_PRAGMA_MALFORM, "malformed #pragma %s <attributes> <ident>",
			       name);
		if (!valid_attributes(a->str))
			lerror(lx, D_PRAGMA_INVAL, "invalid attributes specified by #pragma %s",
			       name);
	} else if (strcmp(name, "binding") == 0) {
		if (!a || a->kind != N_STR || !a->next || a->next->kind != N_IDENT)
			lerror(lx, D_PRAGMA_MALFORM, "malformed #pragma %s \"version\" <ident>",
			       name);
		if (!valid_version(a->str))
			lerror(lx, D_PRAGMA_INVAL, "invalid version string specified by "
			       "#pragma %s", name);
	} else if (strcmp(name, "depends_on") == 0) {
		if (!a || a->kind != N_IDENT || !a->next || a->next->kind != N_IDENT)
			lerror(lx, D_PRAGMA_MALFORM, "malformed #pragma %s <class> <name>", name);
		if (strcmp(a->str, "library") == 0)
			lerror(lx, D_PRAGMA_DEPEND, "main program may not explicitly depend on "
			       "a library");
		if (strcmp(a->str, "provider") != 0 && strcmp(a->str, "module") != 0)
			lerror(lx, D_PRAGMA_INVAL, "invalid class %s specified by #pragma %s",
			       a->str, name);
	}
}

/* Apply or record one control line; `words` are its words, `raw` the text
 * of the line after '#'.  The directive table is DTrace's: "pragma D"
 * directives, "pragma" ones, and the few allowed after a bare '#'. */
static void control_directive(struct dt_lexer *lx, struct dt_node *words, const char *raw,
			      int line)
{
	enum { DIR, SUB, DCP } kind = DIR;
	static const struct { const char *name; int kind; } dirs[] = {
		{ "attributes", DCP }, { "binding", DCP }, { "depends_on", DCP },
		{ "error", DIR }, { "ident", DIR }, { "line", DIR }, { "option", DCP },
	};
	const char *rest = raw;

	for (struct dt_node *w = words; w; w = w->next) {
		if (w->kind == N_INT) {
			pragma_line(lx, "line", w);
			return;
		}
		if (w->kind != N_IDENT)
			lerror(lx, D_PRAGCTL_INVAL, "invalid control directive");
		/* skip this word in the raw text */
		rest += strspn(rest, " \t\f\v");
		rest += strlen(w->str);
		if (kind == DIR && strcmp(w->str, "pragma") == 0) {
			kind = SUB;
			continue;
		}
		if (kind == SUB && strcmp(w->str, "D") == 0) {
			kind = DCP;
			continue;
		}
		const char *name = NULL;
		for (size_t i = 0; i < sizeof(dirs) / sizeof(dirs[0]); i++)
			if ((int)kind >= dirs[i].kind && strcmp(dirs[i].name, w->str) == 0)
				name = dirs[i].name;
		lx->line--;	/* messages name the directive's own line */
		if (!name) {
			if (kind == DIR)
				lerror(lx, D_PRAGCTL_INVAL, "invalid control directive: #%s",
				       w->str);
			if (kind == DCP)
				lerror(lx, D_PRAGMA_INVAL, "invalid D pragma: %s", w->str);
			lx->line++;
			return;	/* unknown #pragma: ignored, as C does */
		}
		if (strcmp(name, "line") == 0) {
			pragma_line(lx, name, w->next);
		} else if (strcmp(name, "error") == 0) {
			pragma_error(lx, w->next);
		} else if (strcmp(name, "ident") != 0) {
			check_pragma(lx, name, w->next);
			if (strcmp(name, "option") == 0) {
				struct dt_node *o = w->next;
				if (!o || o->kind != N_IDENT)
					lerror(lx, D_PRAGMA_MALFORM, "malformed #pragma %s "
					       "<option>=<val>", name);
				if (o->next)
					lerror(lx, D_PRAGMA_MALFORM, "superfluous arguments "
					       "specified for #pragma %s", name);
				if (strcmp(o->str, "pspec") == 0)
					lx->pspec_only = true;
				else if (strcmp(o->str, "defaultargs") == 0)
					lx->defaultargs = true;
				else if (strcmp(o->str, "argref") == 0)
					lx->argref = true;
			}
			/* sema applies the pragma: record it with its words */
			struct dt_node *p = dt_lex_node(lx, N_PRAGMA, line);
			const char *from = raw;
			for (struct dt_node *x = words; x != w; x = x->next) {
				from += strspn(from, " \t\f\v");
				from += strlen(x->str);
			}
			from += strspn(from, " \t\f\v");
			size_t rl = strlen(from);
			while (rl && strchr(" \t\f\v\r", from[rl - 1]))
				rl--;
			p->str = dt_strndup(from, rl);
			for (struct dt_node *x = w; x; x = x->next)
				pragma_add_word(lx, &p->list, x->kind, x->line, x->str,
						x->ival);
			dt_node_append(&lx->pragmas, p);
		}
		lx->line++;
		return;
	}
}

/* A control line starts at lx->pos with optional blanks then '#'. */
static void control_line(struct dt_lexer *lx)
{
	lx->pos += strspn(lx->buf + lx->pos, " \t\f\v");
	lx->pos++;	/* '#' */
	if (peekc(lx, 0) == '!') {	/* #! interpreter line: ignored */
		while (lx->pos < lx->len && lx->buf[lx->pos] != '\n')
			lx->pos++;
		return;
	}
	int line = lx->line;
	size_t rawstart = lx->pos;
	struct dt_node *words = NULL;
	for (;;) {
		int c = peekc(lx, 0);
		if (lx->pos >= lx->len || c == 0)
			lerror(lx, D_SYNTAX, "end-of-file encountered before end of control line");
		if (c == '\n') {
			break;
		}
		if (c == ' ' || c == '\t' || c == '\f' || c == '\v') {
			lx->pos++;
			continue;
		}
		if (c == '"') {
			struct dt_token t = { 0 };
			if (!scan_string(lx, &t, '"')) {
				dt_token_free(&t);
				bad_char(lx, c);
			}
			pragma_add_word(lx, &words, N_STR, lx->line, t.str, 0);
			dt_token_free(&t);
			continue;
		}
		size_t s = lx->pos;
		while (lx->pos < lx->len && !strchr(" \t\f\v\n\"", lx->buf[lx->pos]) &&
		       lx->buf[lx->pos])
			lx->pos++;
		char *w = lex_tmp(lx, dt_strndup(lx->buf + s, lx->pos - s));
		if (int_match(w, lx->pos - s) == lx->pos - s) {
			struct dt_token t = { 0 };
			int_value(lx, w, &t);
			pragma_add_word(lx, &words, N_INT, lx->line, w, t.ival);
		} else {
			pragma_add_word(lx, &words, N_IDENT, lx->line, w, 0);
		}
	}
	char *raw = lex_tmp(lx, dt_strndup(lx->buf + rawstart, lx->pos - rawstart));
	lx->pos++;	/* '\n' */
	lx->line++;
	control_directive(lx, words, raw, line);
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
			lerror(lx, D_SYNTAX, "end-of-file encountered before matching */");
		if (lx->buf[lx->pos] == '/' && peekc(lx, 1) == '*')
			lerror(lx, D_SYNTAX, "/* encountered inside a comment");
		if (lx->buf[lx->pos] == '*' && peekc(lx, 1) == '/') {
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
			control_line(lx);
			continue;
		}
		int c = peekc(lx, 0);
		if (is_blank(c)) {
			if (c == '\n')
				lx->line++;
			lx->pos++;
		} else if (c == '\\' && peekc(lx, 1) == '\n' && lx->mode != LX_CLAUSE) {
			lx->pos += 2;
			lx->line++;
		} else if (c == '/' && peekc(lx, 1) == '*') {
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
	size_t ni = int_match(p, max), nf = fp_match(p, max);
	if (nf > ni) {
		lx->pos += nf;
		lerror(lx, D_SYNTAX, "floating-point constants are not permitted");
	}
	set_text(t, p, ni);
	lx->pos += ni;
	int_value(lx, t->text, t);
	return TK_INT;
}

/* '/' in an expression: the end of a predicate when the next non-blank
 * character is ; { / or the end; else division. */
static int lex_slash(struct dt_lexer *lx, struct dt_token *t, size_t start)
{
	bool blank = false;
	while (lx->pos < lx->len && is_blank((unsigned char)lx->buf[lx->pos])) {
		if (lx->buf[lx->pos] == '\n')
			lx->line++;
		lx->pos++;
		blank = true;
	}
	int c = peekc(lx, 0);
	if (blank)
		set_text(t, "/", 1);
	else
		set_text_to_eol(lx, t, start);
	if (c == 0 || c == ';' || c == '{' || c == '/') {
		if (c == 0)
			lx->nul_pending = true;
		if (lx->parens != 0)
			lerror(lx, D_SYNTAX, "closing ) expected in predicate before /");
		if (lx->brackets != 0)
			lerror(lx, D_SYNTAX, "closing ] expected in predicate before /");
		return TK_EPRED;
	}
	return '/';
}

static int lex_macro(struct dt_lexer *lx, struct dt_token *t, size_t start)
{
	const char *p = lx->buf + lx->pos;
	bool dbl = p[1] == '$';
	const char *q = p + (dbl ? 2 : 1);
	size_t n;
	if (isdigit((unsigned char)*q)) {
		n = strspn(q, "0123456789");
		lx->pos = (size_t)(q - lx->buf) + n;
		set_text(t, lx->buf + start, lx->pos - start);
		if (!dbl)
			return macro_token(lx, t, start, t->text);
		const char *v = macro_argn(lx, t->text + 2, "");
		if (!v)
			lerror(lx, D_MACRO_UNDEF, "macro argument %s is not defined", t->text);
		t->str = dt_strdup(v);
		dt_str_unescape(t->str);
		t->slen = strlen(t->str);
		return TK_STRING;
	}
	if (lx->mode == LX_EXPR && (isalpha((unsigned char)*q) || *q == '_' || *q == '`')) {
		n = 0;
		while (is_ident_char((unsigned char)q[n]))
			n++;
		lx->pos = (size_t)(q - lx->buf) + n;
		set_text(t, lx->buf + start, lx->pos - start);
		long long v;
		if (!macro_var(lx, t->text + (dbl ? 2 : 1), &v))
			lerror(lx, D_MACRO_UNDEF, "macro variable %s is not defined", t->text);
		if (dbl) {
			char s[32];
			snprintf(s, sizeof(s), "%u", (unsigned)v);
			t->str = dt_strdup(s);
			t->slen = strlen(s);
			return TK_STRING;
		}
		t->ival = (uint64_t)(int64_t)(int)v;
		t->flags = DT_LIT_DEC;
		return TK_INT;
	}
	bad_char(lx, '$');
}

static int lex_expr(struct dt_lexer *lx, struct dt_token *t)
{
	size_t start = lx->pos;
	const char *p = lx->buf + start;
	int c = (unsigned char)*p;

	if (c == '$' && (isdigit((unsigned char)p[1]) ||
			 (lx->mode == LX_EXPR && p[1] && (p[1] == '$' || is_ident_start((unsigned char)p[1]))))) {
		if (p[1] == '$' && !isdigit((unsigned char)p[2]) &&
		    !(isalpha((unsigned char)p[2]) || p[2] == '_' || p[2] == '`'))
			bad_char(lx, '$');
		return lex_macro(lx, t, start);
	}
	if (is_ident_start(c)) {
		size_t n = 1;
		while (is_ident_char((unsigned char)p[n]))
			n++;
		lx->pos += n;
		set_text(t, p, n);
		if (lx->mode == LX_EXPR) {
			const struct keyword *k = keyword_lookup(p, n);
			if (k) {
				if (k->tok == TK_STRUCT || k->tok == TK_UNION || k->tok == TK_ENUM)
					lx->sou_type = true;
				return k->tok;
			}
		}
		t->str = dt_strndup(p, n);
		return classify_ident(lx, t, start, t->str);
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
		set_text(t, p, n);
		t->str = dt_strndup(p + 1, n - 1);
		return TK_AGG;
	}
	if (isdigit(c) || (c == '.' && isdigit((unsigned char)p[1])))
		return lex_number(lx, t);
	if (c == '"' || c == '\'') {
		if (!scan_string(lx, t, c))
			bad_char(lx, c);
		return c == '"' ? TK_STRING : TK_CHAR;
	}
	for (size_t i = 0; i < sizeof(ops) / sizeof(ops[0]); i++) {
		size_t n = strlen(ops[i].s);
		if (strncmp(p, ops[i].s, n) == 0) {
			lx->pos += n;
			set_text(t, p, n);
			if (ops[i].tok == TOK_ARROW)
				lx->mode = LX_MEMBER;
			return ops[i].tok;
		}
	}
	lx->pos++;
	set_text(t, p, 1);
	switch (c) {
	case '/':
		return lex_slash(lx, t, start);
	case '(':
		lx->parens++;
		lx->sou_type = false;
		return c;
	case ')':
		if (--lx->parens < 0)
			lerror(lx, D_SYNTAX, "extra ) in input stream");
		lx->sou_type = false;
		return c;
	case '[':
		lx->brackets++;
		return c;
	case ']':
		if (--lx->brackets < 0)
			lerror(lx, D_SYNTAX, "extra ] in input stream");
		return c;
	case '{':
		lx->braces++;
		lx->sou_type = false;
		return c;
	case '}':
		if (--lx->braces < 0)
			lerror(lx, D_SYNTAX, "extra } in input stream");
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
	bad_char(lx, c);
}

static int lex_clause(struct dt_lexer *lx, struct dt_token *t)
{
	size_t start = lx->pos;
	const char *p = lx->buf + start;
	int c = (unsigned char)*p;

	if (isdigit(c)) {
		size_t n = int_match(p, lx->len - start);
		set_text(t, p, n);
		lx->pos += n;
		int_value(lx, t->text, t);
		return TK_INT;
	}
	if (is_pspec_start(c)) {
		size_t n = 1;
		while (is_pspec_char((unsigned char)p[n]))
			n++;
		lx->pos += n;
		set_text(t, p, n);
		const struct keyword *k = keyword_lookup(p, n);
		if (k && k->in_clause) {
			lx->mode = LX_EXPR;
			if (k->tok == TK_STRUCT || k->tok == TK_UNION || k->tok == TK_ENUM)
				lx->sou_type = true;
			return k->tok;
		}
		if (!lx->pspec_only && !strpbrk(t->text, ":-.?!`") &&
		    strcmp(t->text, "BEGIN") != 0 && strcmp(t->text, "END") != 0 &&
		    strcmp(t->text, "ERROR") != 0) {
			char *star = strchr(t->text, '*');
			size_t tn = star && star > t->text ? (size_t)(star - t->text) : n;
			char *name = dt_strndup(t->text, tn);
			if (dt_lex_is_typename(lx, name)) {
				lx->pos = start + tn;
				set_text(t, p, tn);
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
		t->str = expand_pspec(lx, t->text);
		return TK_PSPEC;
	}
	lx->pos++;
	set_text(t, p, 1);
	switch (c) {
	case '/': case ',':
		return c;
	case '{':
		lx->braces++;
		lx->sou_type = false;
		return c;
	}
	lx->pos--;
	bad_char(lx, c);
}

void dt_lex_next(struct dt_lexer *lx, struct dt_token *t)
{
	memset(t, 0, sizeof(*t));
	skip_space(lx);
	if (lx->pos >= lx->len || lx->buf[lx->pos] == '\0') {
		if (lx->nul_pending)
			bad_char(lx, 0);
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
