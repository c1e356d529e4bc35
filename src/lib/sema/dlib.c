/*
 * The D library: the *.d files of a directory (DTrace's /usr/lib/dtrace)
 * compiled once per handle before the first script.  They declare the
 * types, inlines and translators scripts rely on (psinfo_t, curpsinfo,
 * bufinfo_t ...).  Their syntax trees stay alive in the handle's scope:
 * inline values and translator members are code-generated from them.
 *
 * The directories: each -L DIR / -xlibdir=DIR in the order given, then the
 * system library: -xsyslibdir=DIR, else $DTRACE_LIBDIR, else dlib/ next to
 * the binary's directory (a build tree: build-x/dtrace finds ../dlib, its
 * unit tests ../../dlib), else ../lib/dtrace from the binary (make install),
 * else /usr/local/lib/dtrace or /usr/lib/dtrace.  -L adds, as in DTrace: the
 * system library still loads, and a file of an -L directory replaces the
 * system file of the same name.  Files load in name order;
 * `#pragma D depends_on library other.d` loads other.d first.  -x nolibs
 * loads none.
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

#define DLIB_MAXFILES 64

struct dlib_file {
	char *name;		/* "psinfo.d" */
	const char *dir;	/* the directory it was found in */
	char *text;		/* depends_on pragmas blanked out */
	char *deps[8];
	int ndeps;
	int state;		/* 0 pending, 1 loading, 2 loaded */
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
static void scan_deps(struct dlib_file *f)
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

static int load(dtrace_hdl_t *h, struct dlib_file *files, int n, int i)
{
	struct dlib_file *f = &files[i];
	if (f->state)
		return 0;	/* loaded, or a dependency cycle: load order as is */
	f->state = 1;
	for (int d = 0; d < f->ndeps; d++)
		for (int j = 0; j < n; j++)
			if (strcmp(files[j].name, f->deps[d]) == 0 &&
			    load(h, files, n, j) < 0)
				return -1;
	char path[PATH_MAX];
	snprintf(path, sizeof(path), "%s/%s", f->dir, f->name);
	f->state = 2;
	dt_debug(h, "compiling D library file %s", path);
	return compile(h, path, f->text);
}

static int dfile(const struct dirent *d)
{
	size_t l = strlen(d->d_name);
	return l > 2 && d->d_name[0] != '.' && strcmp(d->d_name + l - 2, ".d") == 0;
}

/* Add dir's *.d files to files[] (*nf of them), skipping names an earlier
 * directory gave. */
static void scan_dir(const char *dir, struct dlib_file *files, int *nf)
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

int dt_dlib_load(dtrace_hdl_t *h)
{
	struct dt_scope *sc = dt_sema_scope(h);
	/* -x nolibs: no D library at all (DTrace's DTRACE_C_NOLIBS); being
	 * read before the first script, a #pragma in one comes too late */
	if (sc->dlib_loaded || dt_opt_isset(h, OPT_nolibs))
		return 0;
	sc->dlib_loaded = true;

	struct dlib_file files[DLIB_MAXFILES];
	int nf = 0;
	const char *added = dt_opt_str(h, OPT_libdir);	/* "dir\ndir..." */
	char *list = dt_strdup(added ? added : "");
	char *save = NULL;
	for (char *d = strtok_r(list, "\n", &save); d; d = strtok_r(NULL, "\n", &save))
		scan_dir(d, files, &nf);
	char buf[PATH_MAX];
	const char *sys = system_dir(h, buf, sizeof(buf));
	if (sys)
		scan_dir(sys, files, &nf);
	int rc = 0;
	for (int i = 0; i < nf && rc == 0; i++)
		rc = load(h, files, nf, i);
	for (int i = 0; i < nf; i++) {
		free(files[i].name);
		free(files[i].text);
		for (int d = 0; d < files[i].ndeps; d++)
			free(files[i].deps[d]);
	}
	free(list);
	return rc;
}
