/*
 * The D library's index: the names each library file declares (typedefs,
 * struct/union/enum tags, enumerators, inlines, translator outputs) and
 * the identifiers it uses, found by a scan of its tokens -- no parse, so
 * indexing the whole library costs microseconds and keeps no syntax tree.
 * dlib.c compiles a file only when a script names one of its names.
 *
 * The scan may over-approximate (an extra name only compiles a file the
 * script did not need) but must never miss a declared name: a declaration
 * is a statement at brace depth 0 (`typedef ... NAME;`, `inline T NAME =`,
 * `inline T NAME[...] =`, `translator OUT <`, `T NAME;`), a tag followed
 * by `{` at any depth, or an enumerator of an enum's braces.
 */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "core/dt_impl.h"
#include "sema/dlib.h"

static bool ident_start(char c)
{
	return isalpha((unsigned char)c) || c == '_';
}

static bool ident_char(char c)
{
	return isalnum((unsigned char)c) || c == '_';
}

/* One token: an identifier (kind 'a'), a number ('0'), a directive line
 * ('#', its identifiers reported separately) or one punctuation char. */
struct tok {
	char kind;
	const char *s;
	size_t len;
};

/* Skip blanks, comments and literals; the next token from *p. */
static bool next(const char **pp, struct tok *t, bool *line_start)
{
	const char *p = *pp;
	for (;;) {
		if (*p == '\n') {
			*line_start = true;
			p++;
		} else if (isspace((unsigned char)*p)) {
			p++;
		} else if (p[0] == '/' && p[1] == '*') {
			const char *e = strstr(p + 2, "*/");
			p = e ? e + 2 : p + strlen(p);
		} else if (p[0] == '/' && p[1] == '/') {
			while (*p && *p != '\n')
				p++;
		} else if (*p == '"' || *p == '\'') {
			char q = *p++;
			while (*p && *p != q && *p != '\n')
				p += p[0] == '\\' && p[1] ? 2 : 1;
			if (*p == q)
				p++;
			*line_start = false;
		} else {
			break;
		}
	}
	if (!*p) {
		*pp = p;
		return false;
	}
	t->s = p;
	if (*p == '#' && *line_start) {
		t->kind = '#';
		while (*p && *p != '\n')
			p++;
	} else if (ident_start(*p)) {
		t->kind = 'a';
		while (ident_char(*p))
			p++;
	} else if (isdigit((unsigned char)*p)) {
		t->kind = '0';
		while (ident_char(*p) || *p == '.')
			p++;
	} else {
		t->kind = *p++;
	}
	t->len = (size_t)(p - t->s);
	*line_start = false;
	*pp = p;
	return true;
}

void dt_dlib_idents(const char *text, void (*fn)(void *arg, const char *name, size_t len),
		    void *arg)
{
	struct tok t;
	bool ls = true;
	while (next(&text, &t, &ls)) {
		if (t.kind == 'a') {
			fn(arg, t.s, t.len);
		} else if (t.kind == '#') {
			/* a directive's words: `#pragma D attributes ... EINTR` */
			char *line = dt_strndup(t.s + 1, t.len - 1);
			dt_dlib_idents(line, fn, arg);
			free(line);
		}
	}
}

static bool tok_is(const struct tok *t, const char *word)
{
	return t->kind == 'a' && strlen(word) == t->len && memcmp(t->s, word, t->len) == 0;
}

/* D's keywords and built-in type words: never a library name. */
static bool keyword(const struct tok *t)
{
	static const char *const words[] = {
		"auto", "break", "case", "char", "const", "continue", "default",
		"do", "double", "else", "enum", "extern", "float", "for", "goto", "if",
		"import", "inline", "int", "long", "offsetof", "probe", "provider",
		"register", "restrict", "return", "self", "short", "signed", "sizeof",
		"static", "string", "stringof", "struct", "switch", "this", "translator",
		"typedef", "union", "unsigned", "userland", "void", "volatile", "while",
		"xlate", "_Bool", NULL,
	};
	for (int i = 0; words[i]; i++)
		if (tok_is(t, words[i]))
			return true;
	return false;
}

static void add_name(struct dt_dlib *l, int file, const struct tok *t)
{
	if (t->kind != 'a' || keyword(t))
		return;
	if (l->nnames == l->capnames) {
		l->capnames = l->capnames * 2 + 64;
		l->names = dt_realloc(l->names, sizeof(*l->names) * l->capnames);
	}
	l->names[l->nnames].name = dt_strndup(t->s, t->len);
	l->names[l->nnames].files = 1ull << file;
	l->nnames++;
}

struct uses {
	char *buf;
	size_t len, cap;
};

static void add_use(void *arg, const char *name, size_t len)
{
	struct uses *u = arg;
	if (u->len + len + 2 > u->cap) {
		u->cap = (u->cap + len + 2) * 2;
		u->buf = dt_realloc(u->buf, u->cap);
	}
	memcpy(u->buf + u->len, name, len);
	u->len += len;
	u->buf[u->len++] = '\0';
}

/* The declaration scan: brace depth, the statement's first word, the
 * previous token, and the depth of an enum's braces. */
char *dt_dlib_index_file(struct dt_dlib *l, int i, const char *text)
{
	struct uses u = { 0 };
	dt_dlib_idents(text, add_use, &u);
	add_use(&u, "", 0);

	struct tok t, prev = { 0 }, first = { 0 };
	int depth = 0, paren = 0, enum_depth = -1;
	bool ls = true, declared = false, tag_next = false, enum_next = false;
	struct tok tag = { 0 };
	for (const char *p = text; next(&p, &t, &ls); prev = t) {
		if (t.kind == '#')
			continue;
		if (depth == 0 && paren == 0 && first.kind == 0)
			first = t;
		/* struct/union/enum TAG { : the tag, at any depth */
		if (tag_next && t.kind == 'a') {
			tag = t;
			tag_next = false;
			continue;
		}
		tag_next = tok_is(&t, "struct") || tok_is(&t, "union") || tok_is(&t, "enum");
		if (tag_next) {
			enum_next = tok_is(&t, "enum");
			tag.kind = 0;
			continue;
		}
		switch (t.kind) {
		case '{':
			if (tag.kind)
				add_name(l, i, &tag);
			if (enum_next)
				enum_depth = depth + 1;
			depth++;
			break;
		case '}':
			if (depth == enum_depth && prev.kind == 'a')
				add_name(l, i, &prev);
			if (depth == enum_depth)
				enum_depth = -1;
			depth--;
			break;
		case '(':
			paren++;
			break;
		case ')':
			paren--;
			break;
		}
		/* an enumerator: the word after `{` or `,` of the enum's braces,
		 * seen at the `=`, `,` or `}` that follows it */
		if (depth == enum_depth && paren == 0 && (t.kind == '=' || t.kind == ',') &&
		    prev.kind == 'a')
			add_name(l, i, &prev);
		if (t.kind != 'a' && t.kind != '{')
			tag.kind = 0;
		enum_next = enum_next && t.kind != '{' && t.kind != ';';
		if (depth != 0)
			continue;
		if (tok_is(&first, "translator")) {
			if (t.kind == '<' && !declared) {
				add_name(l, i, &prev);
				declared = true;
			}
		} else if (tok_is(&first, "inline")) {
			if ((t.kind == '=' || t.kind == '[') && paren == 0 && !declared) {
				add_name(l, i, &prev);
				declared = true;
			}
		} else if (t.kind == ';' || t.kind == ',' || t.kind == '[' || t.kind == '=' ||
			   (t.kind == ')' && tok_is(&first, "typedef"))) {
			/* typedef ... NAME; and T NAME; (a variable) */
			if (paren == 0 || t.kind == ')')
				add_name(l, i, &prev);
		}
		if (t.kind == ';' && paren == 0) {
			first.kind = 0;
			declared = false;
		}
	}
	return u.buf;
}

static int by_name(const void *a, const void *b)
{
	return strcmp(((const struct dlib_name *)a)->name, ((const struct dlib_name *)b)->name);
}

void dt_dlib_index_finish(struct dt_dlib *l, char *const uses[])
{
	if (l->nnames) {
		qsort(l->names, l->nnames, sizeof(*l->names), by_name);
		size_t out = 0;
		for (size_t k = 0; k < l->nnames; k++) {
			if (out && strcmp(l->names[out - 1].name, l->names[k].name) == 0) {
				l->names[out - 1].files |= l->names[k].files;
				free(l->names[k].name);
			} else {
				l->names[out++] = l->names[k];
			}
		}
		l->nnames = out;
	}
	for (int i = 0; i < l->nfiles; i++) {
		uint64_t self = 1ull << i;
		for (const char *u = uses[i]; u && *u; u += strlen(u) + 1) {
			uint64_t f = dt_dlib_declarers(l, u, strlen(u));
			/* a name this file declares too (a translator to its type):
			 * every file declaring it comes with it */
			l->files[i].req |= f & ~self;
		}
	}
}

uint64_t dt_dlib_declarers(const struct dt_dlib *l, const char *name, size_t len)
{
	size_t lo = 0, hi = l->nnames;
	while (lo < hi) {
		size_t mid = (lo + hi) / 2;
		int c = strncmp(l->names[mid].name, name, len);
		if (c == 0 && l->names[mid].name[len] != '\0')
			c = 1;
		if (c == 0)
			return l->names[mid].files;
		if (c < 0)
			lo = mid + 1;
		else
			hi = mid;
	}
	return 0;
}

uint64_t dt_dlib_closure(const struct dt_dlib *l, uint64_t files)
{
	for (uint64_t prev = 0; prev != files;) {
		prev = files;
		for (int i = 0; i < l->nfiles; i++)
			if (files & (1ull << i))
				files |= l->files[i].req;
	}
	return files;
}
