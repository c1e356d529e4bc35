/*
 * The D library: the *.d files of a directory (DTrace's /usr/lib/dtrace),
 * which declare the types, inlines and translators scripts rely on
 * (psinfo_t, curpsinfo, bufinfo_t ...).  A file compiles when a script
 * first needs it (dlib_index.c finds what each declares): a session
 * naming none keeps none of their syntax trees.  Those compiled stay
 * alive in the handle's scope: inline values and translator members are
 * code-generated from them.
 *
 * The directories: each -L DIR / -xlibdir=DIR in the order given, then the
 * system library: -xsyslibdir=DIR, else $DTRACE_LIBDIR, else dlib/ next to
 * the binary's directory (a build tree: build-x/dtrace finds ../dlib, its
 * unit tests ../../dlib), else ../lib/dtrace from the binary (make install),
 * else /usr/local/lib/dtrace or /usr/lib/dtrace.  -L adds, as in DTrace: the
 * system library still loads, and a file of an -L directory replaces the
 * system file of the same name; -L files compile before every script.
 * Files compile in name order; `#pragma D depends_on library other.d`
 * compiles other.d first.  -x nolibs compiles none.
 */
#include <dirent.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "sema/sema.h"
#include "front/entry.h"
#include "sema/entry.h"
#include "sema/dlib.h"

/* A file found in a library directory, before the index orders them. */
struct found {
	char *name;
	const char *dir;
	char *text;
	char *deps[8];
	int ndeps;
	int state;		/* 0 pending, 1 ordering, 2 ordered */
};

static bool is_dir(const char *path)
{
	struct stat st;
	return path && *path && stat(path, &st) == 0 && S_ISDIR(st.st_mode);
}

static const char *system_dir(dtrace_hdl_t *h, char *buf, size_t len)
{
	const char *d = dt_opt_str(h, OPT_syslibdir);
	if (d && *d)
		return d;
	d = getenv("DTRACE_LIBDIR");
	if (is_dir(d))
		return d;
	char exe[PATH_MAX / 2];
	ssize_t n = readlink("/proc/self/exe", exe, sizeof(exe) - 1);
	if (n > 0) {
		exe[n] = '\0';
		char *slash = strrchr(exe, '/');
		if (slash) {
			*slash = '\0';
			snprintf(buf, len, "%s/../dlib", exe);
			if (is_dir(buf))
				return buf;
			snprintf(buf, len, "%s/../../dlib", exe);	/* build-x/unit/test_* */
			if (is_dir(buf))
				return buf;
			snprintf(buf, len, "%s/../lib/dtrace", exe);	/* make install */
			if (is_dir(buf))
				return buf;
		}
	}
	static const char *const installed[] = { "/usr/local/lib/dtrace", "/usr/lib/dtrace" };
	for (size_t i = 0; i < sizeof(installed) / sizeof(installed[0]); i++)
		if (is_dir(installed[i]))
			return installed[i];
	return NULL;
}

static char *read_file(const char *path)
{
	FILE *f = fopen(path, "r");
	if (!f)
		return NULL;
	size_t cap = 4096, len = 0;
	char *buf = dt_zalloc(cap);
	size_t got;
	while ((got = fread(buf + len, 1, cap - len - 1, f)) > 0) {
		len += got;
		if (cap - len <= 1) {
			buf = dt_realloc(buf, cap * 2);
			cap *= 2;
		}
	}
	buf[len] = '\0';
	fclose(f);
	return buf;
}

/* Record `#pragma D depends_on library X` lines and blank them out (the
 * lexer refuses them in a program; line numbers stay). */
static void scan_deps(struct found *f)
{
	for (char *line = f->text; line && *line;) {
		char *eol = strchr(line, '\n');
		char dep[256];
		if (sscanf(line, " #pragma D depends_on library %255s", dep) == 1) {
			if (f->ndeps < (int)(sizeof(f->deps) / sizeof(f->deps[0])))
				f->deps[f->ndeps++] = dt_strdup(dep);
			for (char *p = line; p < (eol ? eol : line + strlen(line)); p++)
				*p = ' ';
		}
		line = eol ? eol + 1 : NULL;
	}
}

static int compile(dtrace_hdl_t *h, const char *path, const char *text)
{
	struct dt_cc cc;
	memset(&cc, 0, sizeof(cc));
	cc.h = h;
	cc.src = DTRACE_SRC_SCRIPT;
	cc.srcname = path;
	cc.library = true;
	if (setjmp(cc.jb)) {
		dt_node_free(cc.root);
		if (cc.errtag == D_EMPTY)	/* a file of comments only */
			return 0;
		char tag[64] = "", line[32] = "";
		if (dt_opt_isset(h, OPT_errtags) && cc.errtag != DT_CC_NOTAG)
			snprintf(tag, sizeof(tag), "[%s] ", dt_errtag_name(cc.errtag));
		if (cc.errline > 0)
			snprintf(line, sizeof(line), "line %d: ", cc.errline);
		return dt_set_errmsg(h, "failed to compile script %s: %s%s%s", path, tag, line,
				     cc.errmsg);
	}
	cc.root = dt_parse(&cc, text, 0);
	dt_sema(&cc, cc.root);
	struct dt_scope *sc = dt_sema_scope(h);
	dt_node_append(&sc->decls, cc.root);
	return 0;
}

static int dfile(const struct dirent *d)
{
	size_t l = strlen(d->d_name);
	return l > 2 && d->d_name[0] != '.' && strcmp(d->d_name + l - 2, ".d") == 0;
}

/* Add dir's *.d files to files[] (*nf of them), skipping names an earlier
 * directory gave. */
static void scan_dir(const char *dir, struct found *files, int *nf)
{
	struct dirent **ents;
	int n = scandir(dir, &ents, dfile, alphasort);
	if (n < 0)
		return;
	for (int i = 0; i < n; i++) {
		bool seen = false;
		for (int j = 0; j < *nf && !seen; j++)
			seen = strcmp(files[j].name, ents[i]->d_name) == 0;
		char path[PATH_MAX + 512];
		snprintf(path, sizeof(path), "%s/%s", dir, ents[i]->d_name);
		char *text = !seen && *nf < DLIB_MAXFILES ? read_file(path) : NULL;
		if (text) {
			memset(&files[*nf], 0, sizeof(files[*nf]));
			files[*nf].name = dt_strdup(ents[i]->d_name);
			files[*nf].dir = dir;
			files[*nf].text = text;
			scan_deps(&files[*nf]);
			(*nf)++;
		}
		free(ents[i]);
	}
	free(ents);
}

/* Put file i after its dependencies in order[] (a cycle: order as is). */
static void order_file(struct found *files, int n, int i, int *order, int *norder)
{
	struct found *f = &files[i];
	if (f->state)
		return;
	f->state = 1;
	for (int d = 0; d < f->ndeps; d++)
		for (int j = 0; j < n; j++)
			if (strcmp(files[j].name, f->deps[d]) == 0)
				order_file(files, n, j, order, norder);
	f->state = 2;
	order[(*norder)++] = i;
}

/* The handle's library index, made on first use: its files in the order
 * they compile (name order, each after its depends_on), what each
 * declares, and what each needs. */
static struct dt_dlib *library(dtrace_hdl_t *h)
{
	struct dt_scope *sc = dt_sema_scope(h);
	if (sc->dlib)
		return sc->dlib;
	struct dt_dlib *l = sc->dlib = dt_zalloc(sizeof(*l));
	/* -x nolibs: no D library at all (DTrace's DTRACE_C_NOLIBS); being
	 * read before the first script, a #pragma in one comes too late */
	if (dt_opt_isset(h, OPT_nolibs))
		return l;

	struct found files[DLIB_MAXFILES];
	int nf = 0;
	const char *added = dt_opt_str(h, OPT_libdir);	/* "dir\ndir..." */
	char *list = dt_strdup(added ? added : "");
	char *save = NULL;
	for (char *d = strtok_r(list, "\n", &save); d; d = strtok_r(NULL, "\n", &save))
		scan_dir(d, files, &nf);
	int nadded = nf;
	char buf[PATH_MAX];
	const char *sys = system_dir(h, buf, sizeof(buf));
	if (sys)
		scan_dir(sys, files, &nf);

	int order[DLIB_MAXFILES], norder = 0;
	for (int i = 0; i < nf; i++)
		order_file(files, nf, i, order, &norder);
	int pos[DLIB_MAXFILES];
	for (int k = 0; k < nf; k++)
		pos[order[k]] = k;
	char *uses[DLIB_MAXFILES];
	l->nfiles = nf;
	for (int k = 0; k < nf; k++) {
		struct found *f = &files[order[k]];
		l->files[k].name = f->name;
		l->files[k].dir = dt_strdup(f->dir);
		/* an -L directory's files compile before every script, as
		 * DTrace's do: their errors show whether or not one is used */
		if (order[k] < nadded)
			l->eager |= 1ull << k;
		for (int d = 0; d < f->ndeps; d++) {
			for (int j = 0; j < nf; j++)
				if (strcmp(files[j].name, f->deps[d]) == 0)
					l->files[k].req |= 1ull << pos[j];
			free(f->deps[d]);
		}
		uses[k] = dt_dlib_index_file(l, k, f->text);
		free(f->text);
	}
	dt_dlib_index_finish(l, uses);
	for (int k = 0; k < nf; k++)
		free(uses[k]);
	free(list);
	return l;
}

/* Compile the files of mask not compiled yet, with what they require,
 * in the library's order. */
static int load(dtrace_hdl_t *h, struct dt_dlib *l, uint64_t mask)
{
	mask = dt_dlib_closure(l, mask) & ~l->loaded;
	int rc = 0;
	for (int i = 0; i < l->nfiles && rc == 0; i++) {
		if (!(mask & (1ull << i)))
			continue;
		l->loaded |= 1ull << i;
		char path[PATH_MAX];
		snprintf(path, sizeof(path), "%s/%s", l->files[i].dir, l->files[i].name);
		struct found f = { .text = read_file(path) };
		if (!f.text)
			continue;
		scan_deps(&f);
		for (int d = 0; d < f.ndeps; d++)
			free(f.deps[d]);
		dt_debug(h, "compiling D library file %s", path);
		l->compiling++;
		rc = compile(h, path, f.text);
		l->compiling--;
		free(f.text);
	}
	return rc;
}

int dt_dlib_load(dtrace_hdl_t *h)
{
	if (dt_sema_scope(h)->dlib)
		return 0;	/* dtrace_compile loads what its scripts need */
	struct dt_dlib *l = library(h);
	return load(h, l, l->nfiles ? ~0ull >> (64 - l->nfiles) : 0);
}

struct want {
	const struct dt_dlib *l;
	uint64_t files;
};

static void want_ident(void *arg, const char *name, size_t len)
{
	struct want *w = arg;
	w->files |= dt_dlib_declarers(w->l, name, len);
}

int dt_dlib_load_for(dtrace_hdl_t *h, const char *text)
{
	struct dt_dlib *l = library(h);
	struct want w = { l, l->eager };
	dt_dlib_idents(text, want_ident, &w);
	/* a macro argument may be an identifier: `dtrace -s x.d EINTR` */
	for (int i = 1; i <= h->macro_argc; i++)
		if (h->macro_argv[i])
			dt_dlib_idents(h->macro_argv[i], want_ident, &w);
	return load(h, l, w.files);
}

int dt_dlib_need(dtrace_hdl_t *h, const char *type)
{
	struct dt_dlib *l = h ? dt_sema_scope(h)->dlib : NULL;
	/* a library file's own lookups see only what compiled before it, as
	 * when the whole library compiled up front */
	if (!l || l->compiling)
		return 0;
	static const char *const kw[] = { "struct ", "union ", "enum " };
	for (size_t k = 0; k < sizeof(kw) / sizeof(kw[0]); k++)
		if (strncmp(type, kw[k], strlen(kw[k])) == 0)
			type += strlen(kw[k]);
	uint64_t files = dt_dlib_declarers(l, type, strlen(type)) & ~l->loaded;
	if (!files)
		return 0;
	return load(h, l, files) < 0 ? -1 : 1;
}

void dt_dlib_free(struct dt_dlib *l)
{
	if (!l)
		return;
	for (int i = 0; i < l->nfiles; i++) {
		free(l->files[i].name);
		free(l->files[i].dir);
	}
	for (size_t k = 0; k < l->nnames; k++)
		free(l->names[k].name);
	free(l->names);
	free(l);
}
