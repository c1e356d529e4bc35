/*
 * -x options and #pragma D option: one table of the options DTrace knows,
 * values kept as strings and parsed by the stage that uses them.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "core/version.h"

#include "core/dt_impl.h"

struct dt_optval {
	char *name;
	char *value;
	struct dt_optval *next;
};

struct dt_options {
	struct dt_optval *list;
};

/* Every option name DTrace accepts; setting any other is an error. */
static const char *const known[] = {
	"aggpercpu", "aggrate", "aggsize", "aggsortkey", "aggsortkeypos",
	"aggsortpos", "aggsortrev", "amin", "argref", "bpflog", "bpflogsize",
	"bufpolicy", "bufresize", "bufsize", "cleanrate", "core", "cpp",
	"cpphdrs", "cpppath", "cpu", "ctypes", "debug", "debugassert", "defaultargs",
	"destructive", "dtypes", "dynvarsize", "errtags", "evaltime", "flowindent",
	"grabanon", "iregs", "jstackframes", "jstackstrsize", "kdefs", "knodefs",
	"lazyload", "ldpath", "libdir", "linkmode", "linktype", "lockmem",
	"maxframes", "modpath", "nolibs", "nspec", "pcapsize", "preallocate",
	"procfs", "pspec", "quiet", "rawbytes", "scratchsize", "specsize",
	"stackframes", "stackindent", "statusrate", "stdc", "strip", "strsize",
	"switchrate", "syslibdir", "tree", "tregs", "udefs", "undef", "unodefs",
	"ustackframes", "verbose", "version", "xlate", "zdefs", "droptags",
	"noresolve", "disasm", "maxspecsize", "useruid",
	"json", "flamegraph",	/* ours: JSON-lines output, SVG flame graph at exit, */
	"metrics", "metricslabels",	/* aggregations served over HTTP (Prometheus) */
	NULL
};

static bool is_known(const char *name)
{
	for (int i = 0; known[i]; i++)
		if (strcmp(known[i], name) == 0)
			return true;
	return false;
}

static struct dt_optval *find(dtrace_hdl_t *h, const char *name)
{
	if (!h->opts)
		return NULL;
	for (struct dt_optval *v = h->opts->list; v; v = v->next)
		if (strcmp(v->name, name) == 0)
			return v;
	return NULL;
}

/* Options whose value is a size or a count: checked when set. */
static bool is_size(const char *name)
{
	static const char *const sizes[] = {
		"aggsize", "bufsize", "dynvarsize", "specsize", "strsize", "scratchsize",
		"nspec", "stackframes", "ustackframes", "jstackframes", "jstackstrsize",
		"maxframes", "pcapsize", "bpflogsize", "maxspecsize", NULL,
	};
	for (int i = 0; sizes[i]; i++)
		if (strcmp(sizes[i], name) == 0)
			return true;
	return false;
}

int dtrace_setopt(dtrace_hdl_t *h, const char *name, const char *value)
{
	if (!is_known(name))
		return dt_set_errmsg(h, "failed to set -x %s: Invalid option name", name);
	uint32_t vers;
	if (strcmp(name, "version") == 0 && (!value || !dt_version_parse(value, &vers)))
		return dt_set_errmsg(h, "failed to set -x version: Requested version is not "
				     "supported by compiler");
	if (is_size(name) && (!value || dt_parse_size(value) < 0))
		return dt_set_errmsg(h, "failed to set -x %s: Invalid value for specified option",
				     name);
	if (!h->opts)
		h->opts = dt_zalloc(sizeof(*h->opts));
	struct dt_optval *v = find(h, name);
	if (!v) {
		v = dt_zalloc(sizeof(*v));
		v->name = dt_strdup(name);
		v->next = h->opts->list;
		h->opts->list = v;
	}
	free(v->value);
	v->value = dt_strdup(value ? value : "");
	if (strcmp(name, "json") == 0)
		h->json = true;
	return 0;
}

const char *dtrace_getopt(dtrace_hdl_t *h, const char *name)
{
	struct dt_optval *v = find(h, name);
	return v ? v->value : NULL;
}

bool dt_opt_isset(dtrace_hdl_t *h, const char *name)
{
	return find(h, name) != NULL;
}

/* Integer options take DTrace's size suffixes: strsize=1k is 1024. */
int64_t dt_opt_int(dtrace_hdl_t *h, const char *name, int64_t dflt)
{
	struct dt_optval *v = find(h, name);
	if (!v || !*v->value)
		return dflt;
	int64_t n = dt_parse_size(v->value);
	return n < 0 ? dflt : n;
}


void dt_options_free(struct dt_options *o)
{
	if (!o)
		return;
	for (struct dt_optval *v = o->list, *n; v; v = n) {
		n = v->next;
		free(v->name);
		free(v->value);
		free(v);
	}
	free(o);
}
