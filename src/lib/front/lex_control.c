/*
 * Control lines: cpp line markers (`# 12 "file"`), #line, #ident, #error
 * and #pragma.  The lexer applies what changes lexing (line numbers, the
 * pspec / defaultargs / argref options) and checks what DTrace checks on
 * reading a pragma; the `#pragma D` directives become N_PRAGMA nodes that
 * sema applies.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "front/lex_impl.h"

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
		lx_error(lx, D_PRAGMA_MALFORM, "malformed #%s <line> [ [\"file\"] state ]",
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
	lx_error(lx, D_PRAGERR, "#error: %s", msg);
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
			lx_error(lx, D_PRAGMA_MALFORM, "malformed #pragma %s <attributes> <ident>",
			       name);
		if (!valid_attributes(a->str))
			lx_error(lx, D_PRAGMA_INVAL, "invalid attributes specified by #pragma %s",
			       name);
	} else if (strcmp(name, "binding") == 0) {
		if (!a || a->kind != N_STR || !a->next || a->next->kind != N_IDENT)
			lx_error(lx, D_PRAGMA_MALFORM, "malformed #pragma %s \"version\" <ident>",
			       name);
		if (!valid_version(a->str))
			lx_error(lx, D_PRAGMA_INVAL, "invalid version string specified by "
			       "#pragma %s", name);
	} else if (strcmp(name, "depends_on") == 0) {
		if (!a || a->kind != N_IDENT || !a->next || a->next->kind != N_IDENT)
			lx_error(lx, D_PRAGMA_MALFORM, "malformed #pragma %s <class> <name>", name);
		if (strcmp(a->str, "library") == 0)
			lx_error(lx, D_PRAGMA_DEPEND, "main program may not explicitly depend on "
			       "a library");
		if (strcmp(a->str, "provider") != 0 && strcmp(a->str, "module") != 0)
			lx_error(lx, D_PRAGMA_INVAL, "invalid class %s specified by #pragma %s",
			       a->str, name);
	}
}

/* #pragma D option name[=value]: set as DTrace sets it, when the line is
 * read (Oracle's lexer calls dt_pragma() at the line's newline), so that
 * it holds for the whole program, clauses before it included, and its
 * error comes before any later one (a syntax error, an unused argument). */
static void pragma_option(struct dt_lexer *lx, const char *arg)
{
	char name[256];
	const char *eq = strchr(arg, '=');
	const char *val = eq ? eq + 1 : NULL;

	snprintf(name, sizeof(name), "%.*s", (int)(eq ? (size_t)(eq - arg) : strlen(arg)), arg);
	const char *why = dt_setopt_prog(lx->h, name, val);
	if (why && val)
		lx_error(lx, D_PRAGMA_OPTSET, "failed to set option '%s' to '%s': %s", name,
			 val, why);
	if (why)
		lx_error(lx, D_PRAGMA_OPTSET, "failed to set option '%s': %s", name, why);
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
			lx_error(lx, D_PRAGCTL_INVAL, "invalid control directive");
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
				lx_error(lx, D_PRAGCTL_INVAL, "invalid control directive: #%s",
				       w->str);
			if (kind == DCP)
				lx_error(lx, D_PRAGMA_INVAL, "invalid D pragma: %s", w->str);
			lx->line++;
			return;	/* unknown #pragma: ignored, as C does */
		}
		if (strcmp(name, "line") == 0) {
			/* the line after it is numbered N, as after `# N`
			 * (DTrace sets yylineno once the newline is read) */
			pragma_line(lx, name, w->next);
			return;
		} else if (strcmp(name, "error") == 0) {
			pragma_error(lx, w->next);
		} else if (strcmp(name, "ident") != 0) {
			check_pragma(lx, name, w->next);
			if (strcmp(name, "option") == 0) {
				struct dt_node *o = w->next;
				if (!o || o->kind != N_IDENT)
					lx_error(lx, D_PRAGMA_MALFORM, "malformed #pragma %s "
					       "<option>=<val>", name);
				if (o->next)
					lx_error(lx, D_PRAGMA_MALFORM, "superfluous arguments "
					       "specified for #pragma %s", name);
				pragma_option(lx, o->str);
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
void lx_control_line(struct dt_lexer *lx)
{
	lx->pos += strspn(lx->buf + lx->pos, " \t\f\v");
	lx->pos++;	/* '#' */
	if (lx_peekc(lx, 0) == '!') {	/* #! interpreter line: ignored */
		while (lx->pos < lx->len && lx->buf[lx->pos] != '\n')
			lx->pos++;
		return;
	}
	int line = lx->line;
	size_t rawstart = lx->pos;
	struct dt_node *words = NULL;
	for (;;) {
		int c = lx_peekc(lx, 0);
		if (lx->pos >= lx->len || c == 0)
			lx_error(lx, D_SYNTAX, "end-of-file encountered before end of control line");
		if (c == '\n') {
			break;
		}
		if (c == ' ' || c == '\t' || c == '\f' || c == '\v') {
			lx->pos++;
			continue;
		}
		if (c == '"') {
			struct dt_token t = { 0 };
			if (!lx_scan_string(lx, &t, '"')) {
				dt_token_free(&t);
				lx_bad_char(lx, c);
			}
			pragma_add_word(lx, &words, N_STR, lx->line, t.str, 0);
			dt_token_free(&t);
			continue;
		}
		size_t s = lx->pos;
		while (lx->pos < lx->len && !strchr(" \t\f\v\n\"", lx->buf[lx->pos]) &&
		       lx->buf[lx->pos])
			lx->pos++;
		char *w = lx_tmp(lx, dt_strndup(lx->buf + s, lx->pos - s));
		if (lx_int_match(w, lx->pos - s) == lx->pos - s) {
			struct dt_token t = { 0 };
			lx_int_value(lx, w, &t);
			pragma_add_word(lx, &words, N_INT, lx->line, w, t.ival);
		} else {
			pragma_add_word(lx, &words, N_IDENT, lx->line, w, 0);
		}
	}
	char *raw = lx_tmp(lx, dt_strndup(lx->buf + rawstart, lx->pos - rawstart));
	lx->pos++;	/* '\n' */
	lx->line++;
	control_directive(lx, words, raw, line);
}
