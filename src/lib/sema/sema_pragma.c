/*
 * #pragma D directives: option, depends_on, attributes, binding, error.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/kallsyms.h"
#include "lang/builtins.h"
#include "prov/probes.h"
#include "sema/sema.h"

#define ERR(s, tag, n, ...) dt_cc_error((s)->cc, tag, (n)->line, __VA_ARGS__)

/* #pragma D attributes <attributes> provider <name> <part>: a provider
 * not known is left alone (as DTrace's pragma does). */
static void provider_attributes(struct dt_sema *s, struct dt_node *n, const char *prov,
				const char *part, struct dt_attr attr)
{
	if (dt_prov_set_attr(s->h, prov, part, attr) == -2)
		ERR(s, D_PRAGMA_INVAL, n, "invalid component \"%s\" in attribute #pragma for "
		    "provider %s", prov, part);
}

/* #pragma D attributes <attributes> <ident>: the identifier's stability
 * attributes (sema_attr.c reads them), or with "provider <name> <part>"
 * those of one of a provider's parts. */
static void attributes(struct dt_sema *s, struct dt_node *n, char **w, int nw)
{
	struct dt_attr attr;
	if (nw < 3)
		ERR(s, D_PRAGMA_MALFORM, n, "malformed #pragma attributes <attributes> <ident>");
	if (!dt_attr_parse(w[1], &attr))
		ERR(s, D_PRAGMA_INVAL, n, "invalid attributes specified by #pragma attributes");
	if (strcmp(w[2], "provider") == 0) {
		if (nw < 5)
			ERR(s, D_PRAGMA_MALFORM, n, "malformed #pragma attributes "
			    "<attributes> <ident>");
		provider_attributes(s, n, w[3], w[4], attr);
		return;
	}
	char name[256];
	/* the name is the pragma's next token, punctuation included (as
	 * DTrace reads pragma lines: "x;" names nothing) */
	snprintf(name, sizeof(name), "%s", w[2]);
	/* An identifier of this program takes the attributes; one defined
	 * outside it (built-in, D library) may not; one not defined yet may
	 * be defined later in the program. */
	struct dt_ident *id = dt_sema_lookup(s->sc, s->sc->globals, name);
	if ((id && (id->flags & DT_IDF_LIBRARY)) || dt_builtin_var_lookup(name) >= 0 ||
	    dt_builtin_func_lookup(name) >= 0 || dt_builtin_aggfunc_lookup(name) >= 0)
		ERR(s, D_PRAGMA_SCOPE, n, "#pragma attributes cannot modify entity defined "
		    "outside program scope");
	if (id) {
		id->attr = attr;
		id->has_attr = true;
		return;
	}
	if (s->npending == (int)(sizeof(s->pending) / sizeof(s->pending[0])))
		ERR(s, D_PRAGMA_UNUSED, n, "unused #pragma attributes");
	snprintf(s->pending[s->npending].name, sizeof(s->pending[0].name), "%.127s", name);
	s->pending[s->npending].what = "attributes";
	s->pending[s->npending].attr = attr;
	s->pending[s->npending++].line = n->line;
}

void dt_sema_pragma_attr_apply(struct dt_sema *s)
{
	for (int i = 0; i < s->npending; i++) {
		if (strcmp(s->pending[i].what, "attributes") != 0)
			continue;
		struct dt_ident *id = dt_sema_lookup(s->sc, s->sc->globals, s->pending[i].name);
		if (id && !id->has_attr) {
			id->attr = s->pending[i].attr;
			id->has_attr = true;
		}
	}
}

/* #pragma D binding "version" ident: as attributes, for an identifier of
 * the program, defined already or later (the version string was checked
 * by the lexer). */
static void binding(struct dt_sema *s, struct dt_node *n, const char *name)
{
	struct dt_ident *id = dt_sema_lookup(s->sc, s->sc->globals, name);
	if ((id && (id->flags & DT_IDF_LIBRARY)) || dt_builtin_var_lookup(name) >= 0 ||
	    dt_builtin_func_lookup(name) >= 0 || dt_builtin_aggfunc_lookup(name) >= 0)
		ERR(s, D_PRAGMA_SCOPE, n, "#pragma binding cannot modify entity defined "
		    "outside program scope");
	if (id)
		return;
	if (s->npending == (int)(sizeof(s->pending) / sizeof(s->pending[0])))
		ERR(s, D_PRAGMA_UNUSED, n, "unused #pragma binding");
	snprintf(s->pending[s->npending].name, sizeof(s->pending[0].name), "%.127s", name);
	s->pending[s->npending].what = "binding";
	s->pending[s->npending++].line = n->line;
}

/* #pragma D depends_on provider|module name: the program needs it. */
static void depends_on(struct dt_sema *s, struct dt_node *n, const char *cls,
		       const char *name)
{
	bool found;
	char path[512];
	if (strcmp(cls, "provider") == 0) {
		snprintf(path, sizeof(path), "%s:::", name);
		found = !strpbrk(name, "*?[:") && !dt_probe_unavailable(s->h, path) &&
			dt_probe_match(s->h, path, NULL, NULL) > 0;
	} else {
		/* the kernel, or a module loaded or built in (BTF or sysfs) */
		found = dt_kmod_exists(name);
	}
	if (!found)
		ERR(s, D_PRAGMA_DEPEND, n, "program requires %s %s", cls, name);
}

void dt_sema_pragma_check(struct dt_sema *s)
{
	for (int i = 0; i < s->npending; i++)
		if (!dt_sema_lookup(s->sc, s->sc->globals, s->pending[i].name))
			dt_cc_error(s->cc, D_PRAGMA_UNUSED, s->pending[i].line,
				    "unused #pragma %s", s->pending[i].what);
}

void dt_sema_pragma(struct dt_sema *s, struct dt_node *n)
{
	char buf[1024];
	char *w[16];
	int nw = 0;

	snprintf(buf, sizeof(buf), "%s", n->str ? n->str : "");
	for (char *t = strtok(buf, " \t"); t && nw < 16; t = strtok(NULL, " \t"))
		w[nw++] = t;
	if (nw == 0)
		return;
	if (strcmp(w[0], "option") == 0) {
		/* checked and set by the lexer when it read the line
		 * (front/lex_control.c:pragma_option), as DTrace does */
	} else if (strcmp(w[0], "depends_on") == 0) {
		if (nw < 3)
			ERR(s, D_PRAGMA_MALFORM, n, "malformed #pragma depends_on");
		if (strcmp(w[1], "library") == 0)
			ERR(s, D_PRAGMA_DEPEND, n, "main program may not explicitly depend on a library");
		if (strcmp(w[1], "provider") != 0 && strcmp(w[1], "module") != 0)
			ERR(s, D_PRAGMA_INVAL, n, "invalid class %s specified by #pragma depends_on",
			    w[1]);
		depends_on(s, n, w[1], w[2]);
	} else if (strcmp(w[0], "binding") == 0 && nw >= 3) {
		binding(s, n, w[2]);
	} else if (strcmp(w[0], "attributes") == 0) {
		attributes(s, n, w, nw);
	} else if (strcmp(w[0], "error") == 0) {
		ERR(s, D_PRAGERR, n, "#pragma error: %s", n->str + 6);
	}
	/* ident, line and unknown directives are accepted silently,
	 * as DTrace does with pragmas it does not act upon. */
}
