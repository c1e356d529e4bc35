/*
 * Macro arguments, substituted by the lexer as DTrace does: $N (an integer,
 * identifier or string token by the argument's text), $$N (a string),
 * $0 (the script), $pid, $target and the other values of the dtrace
 * process, in expressions and inside probe descriptions.
 */
#include <ctype.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "front/lex_impl.h"

static const char *macro_arg(struct dt_lexer *lx, long i)
{
	if (i == 0) {
		const char *a0 = lx->h->macro_argv ? lx->h->macro_argv[0] : NULL;
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


/* $N: an integer, identifier or string token, by the argument's text. */
int lx_macro_token(struct dt_lexer *lx, struct dt_token *t, size_t start,
		       const char *yytext)
{
	const char *v = macro_argn(lx, yytext + 1, "0");
	if (!v)
		lx_error(lx, D_MACRO_UNDEF, "macro argument %s is not defined", yytext);
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
			lx_error(lx, D_MACRO_OFLOW, "macro argument %s constant %s results in "
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
	return lx_classify_ident(lx, t, start, v);
}

/* The field [f, e) of a probe description with its first $ expanded, as
 * DTrace's dtrace_xstr2desc does: one macro per field ("Macro variables are
 * only expanded once within each probe description field"), $$ the same as
 * $, $N's digits followed by literal text (pid$1foo), a $name running to
 * the end of the field; $N past the operands is an error even with
 * defaultargs, as is an unknown or empty name. */
static void expand_field(struct dt_lexer *lx, const char *spec, const char *f,
			 const char *e, char **out, size_t *n, size_t *cap)
{
	const char *d = memchr(f, '$', (size_t)(e - f)), *v = d, *w = e, *val = "";
	char buf[32];
	if (!d) {
		d = e;
	} else {
		if (e - v > 2 && v[1] == '$')
			v++;
		if (isdigit((unsigned char)v[1])) {
			char *end;
			errno = 0;
			long i = strtol(v + 1, &end, 10);
			w = end < e ? end : e;
			if (errno || i < 0 || i >= lx->argc)
				goto undefined;
			lx->used[i] = true;
			val = macro_arg(lx, i);
		} else {
			char name[64];
			long long id;
			if (e - v < 2 || (size_t)(e - v) > sizeof(name))
				goto undefined;
			snprintf(name, sizeof(name), "%.*s", (int)(e - v - 1), v + 1);
			if (!macro_var(lx, name, &id))
				goto undefined;
			snprintf(buf, sizeof(buf), "%d", (int)id);
			val = buf;
		}
	}
	/* room for a ':' after the field and the NUL */
	size_t need = *n + (size_t)(d - f) + strlen(val) + (size_t)(e - w) + 2;
	if (need > *cap) {
		*cap = need * 2;
		lx->tmp = *out = dt_realloc(*out, *cap);
	}
	memcpy(*out + *n, f, (size_t)(d - f));
	*n += (size_t)(d - f);
	memcpy(*out + *n, val, strlen(val));
	*n += strlen(val);
	memcpy(*out + *n, w, (size_t)(e - w));
	*n += (size_t)(e - w);
	(*out)[*n] = '\0';
	return;
undefined:
	lx_error(lx, D_PDESC_INVAL, "invalid probe description \"%s\": Undefined macro "
		 "variable in probe description", spec);
}

/* Expand the macros of a probe description, field by field. */
char *lx_expand_pspec(struct dt_lexer *lx, const char *s)
{
	size_t cap = strlen(s) + 64, n = 0;
	char *out = lx_tmp(lx, dt_zalloc(cap));
	for (const char *f = s;;) {
		const char *e = strchr(f, ':');
		if (!e)
			e = f + strlen(f);
		expand_field(lx, s, f, e, &out, &n, &cap);
		out = lx->tmp;
		if (!*e)
			break;
		out[n++] = ':';
		out[n] = '\0';
		f = e + 1;
	}
	lx->tmp = NULL;	/* the caller owns it now */
	return out;
}

int lx_macro(struct dt_lexer *lx, struct dt_token *t, size_t start)
{
	const char *p = lx->buf + lx->pos;
	bool dbl = p[1] == '$';
	const char *q = p + (dbl ? 2 : 1);
	size_t n;
	if (isdigit((unsigned char)*q)) {
		n = strspn(q, "0123456789");
		lx->pos = (size_t)(q - lx->buf) + n;
		lx_set_text(t, lx->buf + start, lx->pos - start);
		if (!dbl)
			return lx_macro_token(lx, t, start, t->text);
		const char *v = macro_argn(lx, t->text + 2, "");
		if (!v)
			lx_error(lx, D_MACRO_UNDEF, "macro argument %s is not defined", t->text);
		t->str = dt_strdup(v);
		dt_str_unescape(t->str);
		t->slen = strlen(t->str);
		return TK_STRING;
	}
	if (lx->mode == LX_EXPR && (isalpha((unsigned char)*q) || *q == '_' || *q == '`')) {
		n = 0;
		while (lx_is_ident_char((unsigned char)q[n]))
			n++;
		lx->pos = (size_t)(q - lx->buf) + n;
		lx_set_text(t, lx->buf + start, lx->pos - start);
		long long v;
		if (!macro_var(lx, t->text + (dbl ? 2 : 1), &v))
			lx_error(lx, D_MACRO_UNDEF, "macro variable %s is not defined", t->text);
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
	lx_bad_char(lx, '$');
}
