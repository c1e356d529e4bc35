/*
 * -x options and #pragma D option: one table of the options DTrace knows,
 * each with the check DTrace applies when it is set (a switch takes no
 * value, a size takes k/m/g/t, a rate a time unit, ...).  Values are kept
 * as strings, normalised so the stage that uses one parses it simply:
 * sizes become byte counts, a run-time switch turned off is unset.
 */
#include <ctype.h>
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

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

/* The reasons DTrace gives when an option cannot be set. */
#define E_NAME	"Invalid option name"
#define E_VAL	"Invalid value for specified option"
#define E_CTX	"Option cannot be used from within a D program"
#define E_NOREG	"Insufficient registers to generate code"
#define E_OFLOW	"Value too large for defined data type"
#define E_VINV	"Version is not properly formatted or is too large"
#define E_VUNDEF "Requested version is not supported by compiler"

enum opt_kind {
	K_FLAG,		/* a switch: no value */
	K_ANY,		/* a switch that ignores any value */
	K_STR,		/* a value is required */
	K_PATHADD,	/* a directory added to a list ('\n'-separated), as -L adds */
	K_ENUM,		/* one of the words in .words */
	K_ENUMCASE,	/* the same, case-insensitive */
	K_RUNTIME,	/* yes/no words, or a non-negative number */
	K_CPU,		/* the same, and a number names an online CPU */
	K_SIZE,		/* a size: number with k m g t */
	K_RATE,		/* a rate: number with a time unit or hz */
	K_STRSIZE,	/* a size, at least 2 and at most UINT_MAX */
	K_PRINTSIZE,	/* a size, out-of-range values mean the default */
	K_PCAPSIZE,	/* the same, for pcap */
	K_LOCKMEM,	/* "unlimited" or a size */
	K_IREGS,	/* 1..8, and anything under 8 is too few */
	K_INTPOS,	/* an integer > 0 */
	K_INTNN,	/* an integer >= 0 */
	K_VERSION,	/* a D version we implement */
	K_AMIN,		/* a stability attribute triple */
	K_CPPOPT,	/* adds a preprocessor option (.words is its flag) */
	K_CPPARGS,	/* adds preprocessor arguments */
	K_PREALLOC,	/* a size */
	K_REFUSED,	/* known, not implemented: .words says why */
};

#define CTX 1		/* cannot be set from within a D program */

struct optdef {
	const char *name;
	enum opt_kind kind;
	int flags;
	const char *words;	/* K_ENUM: values separated by '|' */
};

/* DTrace's compile-time, run-time and dynamic run-time options. */
static const struct optdef optdefs[] = {
	{ "aggpercpu", K_REFUSED, 0,
	  "aggpercpu is not supported: aggregations are kept merged across CPUs" },
	{ "amin", K_AMIN, 0, NULL },
	{ "argref", K_FLAG, 0, NULL },
	{ "core", K_FLAG, 0, NULL },
	{ "cpp", K_FLAG, 0, NULL },
	{ "cppargs", K_CPPARGS, CTX, NULL },
	{ "cpphdrs", K_FLAG, CTX, NULL },
	{ "cpppath", K_STR, CTX, NULL },
	{ "ctypes", K_STR, 0, NULL },
	{ "ctfpath", K_STR, CTX, NULL },
	{ "defaultargs", K_FLAG, 0, NULL },
	{ "debug", K_FLAG, 0, NULL },
	{ "debugassert", K_ENUM, 0, "mutexes" },
	{ "define", K_CPPOPT, CTX, "-D" },
	{ "disasm", K_INTNN, 0, NULL },
	{ "droptags", K_ANY, 0, NULL },
	{ "dtypes", K_STR, 0, NULL },
	{ "empty", K_FLAG, 0, NULL },
	{ "errtags", K_FLAG, 0, NULL },
	{ "evaltime", K_ENUM, 0, "exec|preinit|postinit|main" },
	{ "incdir", K_CPPOPT, CTX, "-I" },
	{ "iregs", K_IREGS, 0, NULL },
	{ "kdefs", K_FLAG, 0, NULL },
	{ "knodefs", K_FLAG, 0, NULL },
	{ "late", K_ENUM, 0, "dynamic|static" },
	{ "lazyload", K_ANY, 0, NULL },
	{ "ldpath", K_STR, CTX, NULL },
	{ "libdir", K_PATHADD, 0, NULL },
	{ "linkmode", K_ENUM, 0, "kernel|dynamic|static" },
	{ "linktype", K_ENUMCASE, 0, "elf|dof" },
	{ "linknommap", K_ANY, 0, NULL },
	{ "modpath", K_STR, CTX, NULL },
	{ "nolibs", K_FLAG, 0, NULL },
	{ "pgmax", K_INTNN, 0, NULL },
	{ "preallocate", K_PREALLOC, 0, NULL },
	{ "procfspath", K_STR, CTX, NULL },
	{ "pspec", K_FLAG, 0, NULL },
	{ "stdc", K_ENUM, CTX, "a|c|t|s" },
	{ "strip", K_FLAG, 0, NULL },
	{ "syslibdir", K_STR, 0, NULL },
	{ "sysslice", K_STR, 0, NULL },
	{ "tree", K_INTPOS, 0, NULL },
	{ "tregs", K_INTPOS, 0, NULL },
	{ "udefs", K_FLAG, 0, NULL },
	{ "undef", K_CPPOPT, CTX, "-U" },
	{ "unodefs", K_FLAG, 0, NULL },
	{ "useruid", K_INTNN, 0, NULL },
	{ "verbose", K_FLAG, 0, NULL },
	{ "version", K_VERSION, 0, NULL },
	{ "zdefs", K_FLAG, 0, NULL },
	/* run-time */
	{ "aggsize", K_SIZE, 0, NULL },
	{ "bpflog", K_RUNTIME, 0, NULL },
	{ "bpflogsize", K_SIZE, 0, NULL },
	{ "bufsize", K_SIZE, 0, NULL },
	{ "bufpolicy", K_ENUM, 0, "ring|fill|switch" },
	{ "bufresize", K_ENUM, 0, "auto|manual" },
	{ "cleanrate", K_RATE, 0, NULL },
	{ "cpu", K_CPU, 0, NULL },
	{ "destructive", K_RUNTIME, 0, NULL },
	{ "dynvarsize", K_SIZE, 0, NULL },
	{ "grabanon", K_RUNTIME, 0, NULL },
	{ "jstackframes", K_RUNTIME, 0, NULL },
	{ "jstackstrsize", K_SIZE, 0, NULL },
	{ "lockmem", K_LOCKMEM, 0, NULL },
	{ "maxframes", K_RUNTIME, 0, NULL },
	{ "nspec", K_RUNTIME, 0, NULL },
	{ "pcapsize", K_PCAPSIZE, 0, NULL },
	{ "scratchsize", K_SIZE, 0, NULL },
	{ "specsize", K_SIZE, 0, NULL },
	{ "stackframes", K_RUNTIME, 0, NULL },
	{ "statusrate", K_RATE, 0, NULL },
	{ "strsize", K_STRSIZE, 0, NULL },
	{ "ustackframes", K_RUNTIME, 0, NULL },
	{ "noresolve", K_RUNTIME, 0, NULL },
	/* ours: user symbols as stored (C++ names mangled), no debuginfod
	 * download, bytes of user stack copied for unwinding by CFI */
	{ "nodemangle", K_RUNTIME, 0, NULL },
	{ "nodebuginfod", K_RUNTIME, 0, NULL },
	{ "ustackcopy", K_SIZE, 0, NULL },
	/* dynamic run-time */
	{ "aggrate", K_RATE, 0, NULL },
	{ "aggsortkey", K_RUNTIME, 0, NULL },
	{ "aggsortkeypos", K_RUNTIME, 0, NULL },
	{ "aggsortpos", K_RUNTIME, 0, NULL },
	{ "aggsortrev", K_RUNTIME, 0, NULL },
	{ "flowindent", K_RUNTIME, 0, NULL },
	{ "quiet", K_RUNTIME, 0, NULL },
	{ "quietresize", K_RUNTIME, 0, NULL },
	{ "rawbytes", K_RUNTIME, 0, NULL },
	{ "stackindent", K_RUNTIME, 0, NULL },
	{ "switchrate", K_RATE, 0, NULL },
	{ "printsize", K_PRINTSIZE, 0, NULL },
	/* ours: JSON-lines output, SVG flame graph at exit, aggregations
	 * served over HTTP (Prometheus) */
	{ "json", K_ANY, 0, NULL },
	{ "flamegraph", K_STR, 0, NULL },
	{ "metrics", K_STR, 0, NULL },
	{ "metricslabels", K_STR, 0, NULL },
	{ "metricsbuckets", K_STR, 0, NULL },
	{ "metricscontainer", K_FLAG, 0, NULL },
	/* ours: the session sees only the tasks of one cgroup (v2) */
	{ "cgroup", K_STR, 0, NULL },
	/* ours: the v1 hierarchy the cgroup variables read (core/cgroup_v1.c) */
	{ "cgroupv1", K_STR, 0, NULL },
	{ NULL, K_FLAG, 0, NULL }
};

static const struct optdef *lookup(const char *name)
{
	for (const struct optdef *d = optdefs; d->name; d++)
		if (strcmp(d->name, name) == 0)
			return d;
	return NULL;
}

static struct dt_optval *find(dtrace_hdl_t *h, const char *name)
{
	if (!h || !h->opts)
		return NULL;
	for (struct dt_optval *v = h->opts->list; v; v = v->next)
		if (strcmp(v->name, name) == 0)
			return v;
	return NULL;
}

static void store(dtrace_hdl_t *h, const char *name, const char *value)
{
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
}

/* Unset: a run-time switch given "no", "off", ... */
static void unset(dtrace_hdl_t *h, const char *name)
{
	if (!h->opts)
		return;
	for (struct dt_optval **pp = &h->opts->list; *pp; pp = &(*pp)->next)
		if (strcmp((*pp)->name, name) == 0) {
			struct dt_optval *v = *pp;
			*pp = v->next;
			free(v->name);
			free(v->value);
			free(v);
			return;
		}
}

static bool in_words(const char *words, const char *w, bool icase)
{
	size_t n = strlen(w);
	for (const char *p = words; *p;) {
		const char *e = strchr(p, '|');
		size_t l = e ? (size_t)(e - p) : strlen(p);
		if (l == n && (icase ? strncasecmp(p, w, n) : strncmp(p, w, n)) == 0)
			return true;
		if (!e)
			break;
		p = e + 1;
	}
	return false;
}

/* A non-negative number (strtoull, any base) with nothing after it but
 * *rest; -1 when it is not one. */
static int64_t number(const char *s, const char **rest)
{
	char *end;
	if (!s || !*s || strtoll(s, NULL, 0) < 0 || *s == '-')
		return -1;
	errno = 0;
	unsigned long long v = strtoull(s, &end, 0);
	if (errno || end == s || v > INT64_MAX)
		return -1;
	*rest = end;
	return (int64_t)v;
}

/* A stability attribute triple: name/data/class. */
static bool valid_attr(const char *a)
{
	static const char stab[] = "Internal|Private|Obsolete|External|Unstable|"
				   "Evolving|Stable|Standard";
	static const char cls[] = "Unknown|CPU|Platform|Group|ISA|Common";
	char buf[128];
	if (snprintf(buf, sizeof(buf), "%s", a) >= (int)sizeof(buf))
		return false;
	char *save = NULL;
	char *p1 = strtok_r(buf, "/", &save), *p2 = strtok_r(NULL, "/", &save);
	char *p3 = strtok_r(NULL, "/", &save);
	return p1 && p2 && p3 && !strtok_r(NULL, "/", &save) && in_words(stab, p1, true) &&
	       in_words(stab, p2, true) && in_words(cls, p3, true);
}

/* -x cpu names a CPU that is online: only its probes will record. */
static bool cpu_online(int64_t cpu)
{
	int cpus[1024];
	int n = dt_online_cpus(cpus, 1024);
	for (int i = 0; i < n; i++)
		if (cpus[i] == cpu)
			return true;
	return false;
}

static void add_cpp_arg(dtrace_hdl_t *h, const char *arg)
{
	char **n = realloc(h->cpp_args, sizeof(char *) * (size_t)(h->ncpp_args + 1));
	if (!n)
		abort();
	h->cpp_args = n;
	h->cpp_args[h->ncpp_args++] = dt_strdup(arg);
}

/* Check and store one option; the reason it cannot be set, or NULL. */
static const char *set(dtrace_hdl_t *h, const char *name, const char *val, bool in_prog)
{
	const struct optdef *d = lookup(name);
	char buf[64];
	const char *rest;
	int64_t n;

	if (!d)
		return E_NAME;
	switch (d->kind) {
	case K_REFUSED:
		return d->words;
	case K_FLAG:
		if (val)
			return E_VAL;
		break;
	case K_ANY:
		break;
	case K_STR:
	case K_PATHADD:
	case K_CPPARGS:
	case K_CPPOPT:
		if (!val)
			return E_VAL;
		break;
	case K_ENUM:
	case K_ENUMCASE:
		if (!val || !in_words(d->words, val, d->kind == K_ENUMCASE))
			return E_VAL;
		break;
	case K_AMIN:
		if (!val || !valid_attr(val))
			return E_VAL;
		break;
	case K_IREGS:
		n = val ? atoi(val) : 0;
		if (n <= 0 || n > 8)
			return E_VAL;
		if (n < 8)
			return E_NOREG;
		break;
	case K_INTPOS:
	case K_INTNN:
		n = val ? atoi(val) : -1;
		if (!val || n < 0 || (n == 0 && d->kind == K_INTPOS))
			return E_VAL;
		break;
	case K_VERSION: {
		unsigned a, b;
		int used = 0;
		uint32_t v;
		if (!val)
			return E_VAL;
		if (sscanf(val, "%u.%u%n", &a, &b, &used) != 2 || a > 255 || b > 4095)
			return E_VINV;
		if (!dt_version_parse(val, &v))
			return E_VUNDEF;
		break;
	}
	case K_RUNTIME:
	case K_CPU: {
		static const char yes[] = "yes|enable|enabled|true|on|set";
		static const char no[] = "no|disable|disabled|false|off|unset";
		if (!val)
			break;
		if (!*val || in_words(no, val, true)) {
			unset(h, name);
			return NULL;
		}
		if (in_words(yes, val, true)) {
			val = "1";
			if (d->kind == K_CPU && !cpu_online(1))
				return E_VAL;
			break;
		}
		if ((n = number(val, &rest)) < 0 || *rest)
			return E_VAL;
		if (d->kind == K_CPU && !cpu_online(n))
			return E_VAL;
		break;
	}
	case K_SIZE:
	case K_STRSIZE:
	case K_PRINTSIZE:
	case K_PCAPSIZE:
	case K_PREALLOC:
	case K_LOCKMEM:
		if (!val && (d->kind == K_PREALLOC || d->kind == K_LOCKMEM))
			return E_VAL;
		if (d->kind == K_LOCKMEM && strcmp(val, "unlimited") == 0)
			break;
		n = 0;
		if (val && (n = dt_parse_size(val)) < 0) {
			if (d->kind == K_LOCKMEM)	/* DTrace ignores a bad lockmem */
				return NULL;
			return E_VAL;
		}
		if (d->kind == K_STRSIZE && n < 2)
			return E_VAL;
		if (d->kind == K_STRSIZE && n > (int64_t)UINT_MAX)
			return E_OFLOW;
		if (d->kind == K_PRINTSIZE && (!val || n <= 0 || n > 65536))
			n = 8192;
		if (d->kind == K_PCAPSIZE && (!val || n <= 0 || n > 65535))
			n = 128;
		if (d->kind == K_PRINTSIZE || d->kind == K_PCAPSIZE)
			n = (n + 7) & ~7LL;
		if (d->kind == K_PREALLOC)
			return NULL;
		snprintf(buf, sizeof(buf), "%lld", (long long)n);
		val = buf;
		break;
	case K_RATE:
		if (val && dt_parse_rate(val) < 0)
			return E_VAL;
		break;
	}
	if ((d->flags & CTX) && in_prog)
		return E_CTX;
	if (d->kind == K_CPPOPT) {
		if (strcmp(d->name, "undef") != 0) {	/* preprocess.c adds -U */
			char arg[4096];
			snprintf(arg, sizeof(arg), "%s%s", d->words, val);
			add_cpp_arg(h, arg);
		}
	} else if (d->kind == K_CPPARGS) {
		char *copy = dt_strdup(val), *save = NULL;
		for (char *t = strtok_r(copy, " \t\n\r\f\v", &save); t;
		     t = strtok_r(NULL, " \t\n\r\f\v", &save))
			add_cpp_arg(h, t);
		free(copy);
		return NULL;
	}
	if (d->kind == K_PATHADD) {
		/* each -L / -xlibdir adds a directory after those given before */
		const struct dt_optval *old = find(h, name);
		if (old && *old->value) {
			char *list = dt_zalloc(strlen(old->value) + strlen(val) + 2);
			sprintf(list, "%s\n%s", old->value, val);
			store(h, name, list);
			free(list);
			return NULL;
		}
	}
	store(h, name, val);
	if (strcmp(name, "json") == 0)
		h->json = true;
	return NULL;
}

int dtrace_setopt(dtrace_hdl_t *h, const char *name, const char *value)
{
	const char *why = set(h, name, value, false);
	return why ? dt_set_errmsg(h, "%s", why) : 0;
}

const char *dt_setopt_prog(dtrace_hdl_t *h, const char *name, const char *value)
{
	return set(h, name, value, true);
}

/* DTrace's three option tables: compile-time, run-time, and dynamic
 * run-time (the ones setopt() may change while tracing). */
int dt_opt_class(const char *name)
{
	const struct optdef *d = lookup(name), *rt = lookup("aggsize"),
			    *drt = lookup("aggrate"), *ours = lookup("json");
	if (!d)
		return DT_OPT_UNKNOWN;
	if (d < rt)
		return DT_OPT_COMPILE;
	if (d >= drt && d < ours)
		return DT_OPT_DYNAMIC;
	return DT_OPT_RUNTIME;
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
