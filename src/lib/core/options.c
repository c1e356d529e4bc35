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
#include <signal.h>
#include <sys/resource.h>
#include <unistd.h>

#include "core/options.h"
#include "core/version.h"

#include "core/dt_impl.h"

struct dt_options {
	char *val[OPT_COUNT];	/* NULL: unset */
};

/* The reasons DTrace gives when an option cannot be set. */
#define E_NAME	"Invalid option name"
#define E_VAL	"Invalid value for specified option"
#define E_CTX	"Option cannot be used from within a D program"
#define E_NOREG	"Insufficient registers to generate code"
#define E_OFLOW	"Value too large for defined data type"
#define E_VINV	"Version is not properly formatted or is too large"
#define E_VUNDEF "Requested version is not supported by compiler"

struct optdef {
	const char *name;
	int table;		/* DT_OPT_COMPILE ... */
	enum dt_opt_kind kind;
	int flags;
	const char *words;	/* K_ENUM: values separated by '|' */
};

/* options.h's list, indexed by option id. */
#define DT_OPT_ROW(n, t, k, f, w) [OPT_##n] = { #n, DT_OPT_##t, k, f, w },
static const struct optdef optdefs[OPT_COUNT] = { DT_OPTIONS(DT_OPT_ROW) };
#undef DT_OPT_ROW

/* The id of an option named by the user, or -1. */
static int lookup(const char *name)
{
	for (int i = 0; i < OPT_COUNT; i++)
		if (strcmp(optdefs[i].name, name) == 0)
			return i;
	return -1;
}

static void store(dtrace_hdl_t *h, enum dt_optid id, const char *value)
{
	if (!h->opts)
		h->opts = dt_zalloc(sizeof(*h->opts));
	free(h->opts->val[id]);
	h->opts->val[id] = dt_strdup(value ? value : "");
}

/* Unset: a run-time switch given "no", "off", ... */
static void unset(dtrace_hdl_t *h, enum dt_optid id)
{
	if (!h->opts)
		return;
	free(h->opts->val[id]);
	h->opts->val[id] = NULL;
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

/* -x preallocate: as DTrace does, the size (or the largest half of it that
 * can be had) is allocated zeroed and freed, so that the allocator has
 * grown by it for what follows. */
static void preallocate(int64_t size)
{
	size_t n = (size_t)size;
	void *p = NULL;
	while (n && !(p = calloc(1, n)))
		n /= 2;
	free(p);
}

/* -x core: dtrace dumps core when it exits (for debugging dtrace): the
 * core size limit raised, SIGABRT's default action restored. */
static void dump_core(void)
{
	static const char msg[] = "dtrace DEBUG: [ forcing coredump ]\n";
	struct sigaction act = { .sa_handler = SIG_DFL };
	struct rlimit lim = { RLIM_INFINITY, RLIM_INFINITY };

	if (write(STDERR_FILENO, msg, sizeof(msg) - 1) < 0)
		(void)0;
	sigemptyset(&act.sa_mask);
	sigaction(SIGABRT, &act, NULL);
	if (setrlimit(RLIMIT_CORE, &lim) < 0 && getrlimit(RLIMIT_CORE, &lim) == 0) {
		lim.rlim_cur = lim.rlim_max;
		setrlimit(RLIMIT_CORE, &lim);
	}
	abort();
}

static int dump_core_at_exit(void)
{
	static bool armed;	/* atexit() is the process's: once, whatever the handle */
	if (armed)
		return 0;
	armed = true;
	return atexit(dump_core) == 0 ? 0 : -1;
}

/* Set a checked value: what setting it does beside storing it (the
 * preprocessor's arguments, a directory list, core at exit), or the
 * reason the half of a choice that has no meaning here is refused. */
static const char *apply(dtrace_hdl_t *h, enum dt_optid id, const char *val)
{
	const struct optdef *d = &optdefs[id];

	/* the half of a choice that has no meaning here */
	if (id == OPT_late && strcmp(val, "dynamic") == 0)
		return "late=dynamic is not supported: translators are bound when the "
		       "program is compiled";
	if (id == OPT_linktype && strcasecmp(val, "dof") == 0)
		return "linktype=dof is not supported: dtrace -G writes an ELF object "
		       "(stapsdt notes), never DOF";
	if (id == OPT_core && dump_core_at_exit() < 0)
		return strerror(errno);
	if (d->kind == K_CPPOPT) {
		if (id != OPT_undef) {	/* preprocess.c adds -U */
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
		const char *old = dt_opt_str(h, id);
		if (old && *old) {
			char *list = dt_zalloc(strlen(old) + strlen(val) + 2);
			sprintf(list, "%s\n%s", old, val);
			store(h, id, list);
			free(list);
			return NULL;
		}
	}
	/* kdefs and knodefs set and clear one switch (DTrace's
	 * DTRACE_C_KNODEF): the last one given wins */
	if (id == OPT_kdefs)
		unset(h, OPT_knodefs);
	if (id == OPT_knodefs)
		unset(h, OPT_kdefs);
	store(h, id, val);
	if (id == OPT_json)
		h->json = true;
	return NULL;
}

/* Check and store one option; the reason it cannot be set, or NULL. */
static const char *set(dtrace_hdl_t *h, const char *name, const char *val, bool in_prog)
{
	int id = lookup(name);
	char buf[64];
	const char *rest;
	int64_t n;

	if (id < 0)
		return E_NAME;
	const struct optdef *d = &optdefs[id];
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
			unset(h, id);
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
	case K_PREALLOC:
	case K_LOCKMEM:
		if (!val && (d->kind == K_PREALLOC || d->kind == K_LOCKMEM))
			return E_VAL;
		if (d->kind == K_LOCKMEM && strcmp(val, "unlimited") == 0)
			break;
		n = 0;
		/* a bad lockmem is refused like any size (DTrace drops the
		 * parse error and keeps the old limit: accepted and ignored) */
		if (val && (n = dt_parse_size(val)) < 0)
			return E_VAL;
		if (d->kind == K_STRSIZE && n < 2)
			return E_VAL;
		if (d->kind == K_STRSIZE && n > (int64_t)UINT_MAX)
			return E_OFLOW;
		if (d->kind == K_PRINTSIZE && (!val || n <= 0 || n > 65536))
			n = 8192;
		if (d->kind == K_PRINTSIZE)
			n = (n + 7) & ~7LL;
		if (d->kind == K_PREALLOC) {
			preallocate(n);
			return NULL;
		}
		snprintf(buf, sizeof(buf), "%lld", (long long)n);
		val = buf;
		break;
	case K_RATE:
		if (val && dt_parse_rate(val) < 0)
			return E_VAL;
		break;
	}
	if ((d->flags & DT_OPT_CTX) && in_prog)
		return E_CTX;
	return apply(h, id, val);
}

int dtrace_setopt(dtrace_hdl_t *h, const char *name, const char *value)
{
	const char *why = set(h, name, value, false);
	return why ? dt_set_errmsg(h, "%s", why) : 0;
}

/*
 * DTRACE_OPT_<NAME>=value sets option name, as Oracle's dtrace_setoptenv()
 * does before the command line's options; an empty value is a switch
 * named without one.  DTrace ignores a value it cannot set: here it is an
 * error, naming the variable, so that no option is accepted and ignored.
 */
int dtrace_setoptenv(dtrace_hdl_t *h, const char *prefix)
{
	for (int i = 0; i < OPT_COUNT; i++) {
		char var[128];
		int n = snprintf(var, sizeof(var), "%s%s", prefix, optdefs[i].name);
		for (char *c = var + n - (int)strlen(optdefs[i].name); *c; c++)
			*c = (char)toupper((unsigned char)*c);
		const char *val = getenv(var);
		if (!val)
			continue;
		const char *why = set(h, optdefs[i].name, *val ? val : NULL, false);
		if (why)
			return dt_set_errmsg(h, "failed to set %s=%s: %s", var, val, why);
	}
	return 0;
}

const char *dt_setopt_prog(dtrace_hdl_t *h, const char *name, const char *value)
{
	return set(h, name, value, true);
}

/* DTrace's three option tables: compile-time, run-time, and dynamic
 * run-time (the ones setopt() may change while tracing); ours are run-time. */
int dt_opt_class(const char *name)
{
	int id = lookup(name);
	if (id < 0)
		return DT_OPT_UNKNOWN;
	return optdefs[id].table == DT_OPT_OURS ? DT_OPT_RUNTIME : optdefs[id].table;
}

const char *dt_opt_str(dtrace_hdl_t *h, enum dt_optid id)
{
	return h && h->opts ? h->opts->val[id] : NULL;
}

const char *dtrace_getopt(dtrace_hdl_t *h, const char *name)
{
	int id = lookup(name);
	return id < 0 ? NULL : dt_opt_str(h, id);
}

bool dt_opt_isset(dtrace_hdl_t *h, enum dt_optid id)
{
	return dt_opt_str(h, id) != NULL;
}

/* Integer options take DTrace's size suffixes: strsize=1k is 1024. */
int64_t dt_opt_int(dtrace_hdl_t *h, enum dt_optid id, int64_t dflt)
{
	const char *v = dt_opt_str(h, id);
	if (!v || !*v)
		return dflt;
	int64_t n = dt_parse_size(v);
	return n < 0 ? dflt : n;
}

void dt_options_free(struct dt_options *o)
{
	if (!o)
		return;
	for (int i = 0; i < OPT_COUNT; i++)
		free(o->val[i]);
	free(o);
}
