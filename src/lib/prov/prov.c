/*
 * The probe table: providers register their probes here (lazily, on the
 * first match or listing), descriptions are matched against it the way
 * DTrace matches them, and `dtrace -l` prints it in DTrace's format.
 */
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "prov/fbt.h"
#include "prov/prov.h"
#include "prov/tracefs.h"
#include "prov/entry.h"
#include "prov/uprobe.h"

/* Registration order decides probe ids: dtrace first (BEGIN = 1, END = 2,
 * ERROR = 3), then the rest in the order Oracle's DTrace lists them. */
static const struct dt_provider *const providers[] = {
	&dt_provider_dtrace,
	&dt_provider_profile,
	&dt_provider_sdt,
	&dt_provider_syscall,
	&dt_provider_cpc,
	&dt_provider_pid,
	&dt_provider_usdt,
	&dt_provider_proc,
	&dt_provider_sched,
	&dt_provider_io,
	&dt_provider_ip,
	&dt_provider_tcp,
	&dt_provider_udp,
	&dt_provider_lockstat,
	&dt_provider_rawtp,
	&dt_provider_fbt,	/* ~80,000 probes where kprobes exist */
	&dt_provider_rawfbt,	/* last: as many and more */
};
#define NPROVIDERS (sizeof(providers) / sizeof(providers[0]))
_Static_assert(NPROVIDERS <= DT_MAX_PROVIDERS, "raise DT_MAX_PROVIDERS");

static const struct dt_provider *provider_of(const struct dt_probe *p)
{
	for (size_t i = 0; i < NPROVIDERS; i++)
		if (providers[i]->ops == p->ops)
			return providers[i];
	return NULL;
}

/* A provider's attributes: its table's, or a #pragma's (dt_prov_set_attr). */
static const struct dt_pattr *pattr_of(dtrace_hdl_t *h, const struct dt_provider *pv)
{
	if (!pv)
		return NULL;
	for (size_t i = 0; h->prov && i < NPROVIDERS; i++)
		if (providers[i] == pv && h->prov->attr_set[i])
			return &h->prov->attr[i];
	return pv->attr;
}

const char *dt_probe_kmodule(const struct dt_probe *p)
{
	const struct dt_provider *pv = provider_of(p);
	return pv && pv->kmodules && p->mod && *p->mod && strcmp(p->mod, "vmlinux") != 0 ? p->mod
													 : NULL;
}

static struct dt_provstate *state(dtrace_hdl_t *h)
{
	if (!h->prov)
		h->prov = dt_zalloc(sizeof(*h->prov));
	return h->prov;
}

/* The probe table's index by the four names (open addressing over ids,
 * 0 empty, at most half full): providers ask whether a probe exists
 * before adding it, and pid$target:libc.so.6:: adds ~500,000 (one per
 * instruction), which a walk of the table per probe made quadratic. */
static uint32_t names_hash(const char *prov, const char *mod, const char *func, const char *name)
{
	uint32_t x = 2166136261u;	/* FNV-1a, a 0 byte between fields */
	const char *f[4] = { prov, mod, func, name };
	for (int i = 0; i < 4; i++) {
		for (const char *c = f[i]; *c; c++)
			x = (x ^ (unsigned char)*c) * 16777619u;
		x = x * 16777619u;
	}
	return x;
}

static void index_put(struct dt_provstate *ps, const struct dt_probe *p)
{
	uint32_t i = names_hash(p->prov, p->mod, p->func, p->name) & (ps->hcap - 1);
	while (ps->hash[i])
		i = (i + 1) & (ps->hcap - 1);
	ps->hash[i] = p->id;
}

static void index_add(struct dt_provstate *ps, const struct dt_probe *p)
{
	if (2 * (ps->nextid + 1) > ps->hcap) {
		free(ps->hash);
		/* from 1,024 slots (doubled as it fills): a compile of the
		 * syscall provider's 720 probes touches 8 KiB, not 32 */
		ps->hcap = ps->hcap ? 2 * ps->hcap : 1024;
		ps->hash = dt_zalloc(sizeof(*ps->hash) * ps->hcap);
		for (uint32_t id = 1; id < p->id; id++)
			index_put(ps, ps->byid[id]);
	}
	index_put(ps, p);
}

struct dt_probe *dt_probe_add(dtrace_hdl_t *h, const struct dt_provider_ops *ops,
			      const char *prov, const char *mod, const char *func,
			      const char *name)
{
	struct dt_provstate *ps = state(h);
	if (ps->nextid == 0)
		ps->nextid = 1;
	if (ps->nextid >= ps->cap) {
		/* from 1,024 (doubled as it fills): syscall:::entry's table
		 * of ~730 probes touches 8 KiB, not 32 */
		uint32_t ncap = ps->cap ? ps->cap * 2 : 1024;
		struct dt_probe **nb = dt_realloc(ps->byid, sizeof(*nb) * ncap);
		bool *nd = dt_realloc(ps->described, sizeof(*nd) * ncap);
		memset(nb + ps->cap, 0, sizeof(*nb) * (ncap - ps->cap));
		memset(nd + ps->cap, 0, sizeof(*nd) * (ncap - ps->cap));
		ps->byid = nb;
		ps->described = nd;
		ps->cap = ncap;
	}
	/* prov, mod, func and name live in the probe's own allocation (fbt
	 * adds ~90,000 probes: one allocation each, not five) */
	size_t lp = strlen(prov) + 1, lm = strlen(mod) + 1, lf = strlen(func) + 1,
	       ln = strlen(name) + 1;
	struct dt_probe *p = dt_zalloc(sizeof(*p) + lp + lm + lf + ln);
	char *str = (char *)(p + 1);
	p->id = ps->nextid++;
	p->prov = memcpy(str, prov, lp);
	p->mod = memcpy(str + lp, mod, lm);
	p->func = memcpy(str + lp + lm, func, lf);
	p->name = memcpy(str + lp + lm + lf, name, ln);
	p->ops = ops;
	p->tp_id = -1;
	ps->byid[p->id] = p;
	if (p->id > 1)
		ps->byid[p->id - 1]->next = p;
	index_add(ps, p);
	return p;
}

void dt_probe_desc_fail(dtrace_hdl_t *h, int tag, const char *fmt, ...)
{
	struct dt_provstate *ps = state(h);
	if (ps->desc_error)
		return;
	va_list ap;
	va_start(ap, fmt);
	if (vasprintf(&ps->desc_error, fmt, ap) < 0)
		ps->desc_error = NULL;
	va_end(ap);
	ps->desc_error_tag = tag;
}

bool dt_probe_desc_error(dtrace_hdl_t *h, int *tag, char *buf, size_t len)
{
	struct dt_provstate *ps = state(h);
	if (!ps->desc_error)
		return false;
	*tag = ps->desc_error_tag;
	snprintf(buf, len, "%s", ps->desc_error);
	free(ps->desc_error);
	ps->desc_error = NULL;
	return true;
}

void dt_probe_alloc_args(struct dt_probe *p, int n)
{
	p->nargs = n;
	p->argtypes = dt_zalloc(sizeof(char *) * (size_t)n);
	p->argoff = dt_zalloc(sizeof(int) * (size_t)n);
	p->argsize = dt_zalloc(sizeof(int) * (size_t)n);
	p->argsigned = dt_zalloc(sizeof(bool) * (size_t)n);
	p->argaddr = dt_zalloc(sizeof(bool) * (size_t)n);
	p->xargtypes = dt_zalloc(sizeof(char *) * (size_t)n);
}

/* A provider lists its probes (reading tracefs, for most) the first time
 * a description could name it: `dtrace -e -n BEGIN` or a profile-only
 * script never touches tracefs, whose locks other sessions' detaches may
 * hold for seconds. */
static void populate_one(dtrace_hdl_t *h, size_t i)
{
	struct dt_provstate *ps = state(h);
	if (ps->populated[i])
		return;
	ps->populated[i] = true;
	if (providers[i]->ops->populate)
		providers[i]->ops->populate(h);
}

static void populate(dtrace_hdl_t *h)
{
	for (size_t i = 0; i < NPROVIDERS; i++)
		populate_one(h, i);
}

/* Providers whose probe names are all lower case: tracepoint events,
 * syscalls and fbt (entry, return), the stable providers' fixed lists,
 * profile and cpc names.  (dtrace's are BEGIN/END/ERROR; pid and USDT
 * names can be symbols.) */
static bool names_lowercase(const struct dt_provider *p)
{
	return p != &dt_provider_dtrace && p != &dt_provider_pid && p != &dt_provider_usdt;
}

/* Providers whose probe names are tracepoint event names or "entry" and
 * "return": C identifiers, so never a name like profile-997 (nor tick-1s:
 * a script with one reads no tracepoint list for it). */
static bool names_identifiers(const struct dt_provider *p)
{
	return p == &dt_provider_sdt || p == &dt_provider_syscall || p == &dt_provider_fbt ||
	       p == &dt_provider_rawtp;
}

/* What a literal probe-name field holds (a glob could match anything):
 * an upper-case letter, a character no C identifier has. */
static void name_chars(const char *name, bool *upper, bool *nonident)
{
	*upper = *nonident = false;
	for (const char *c = name; *c; c++) {
		if (strchr("*?[\\", *c)) {
			*upper = *nonident = false;
			return;
		}
		*upper |= *c >= 'A' && *c <= 'Z';
		*nonident |= !(*c == '_' || (*c >= 'a' && *c <= 'z') || (*c >= 'A' && *c <= 'Z') ||
			       (*c >= '0' && *c <= '9'));
	}
}

/* The providers a description can name: its provider field matches their
 * name, and its name field can match their probes' names.  `BEGIN` (the
 * provider field empty) lists only the dtrace provider, `profile-997`
 * none that reads the list of tracepoints. */
static void populate_for(dtrace_hdl_t *h, char field[DT_DESC_NFIELDS][DT_DESC_FIELDLEN])
{
	bool upper, nonident;
	/* The dtrace provider first, whatever the descriptions name: BEGIN,
	 * END and ERROR are ids 1-3 in every listing and every run (as in the
	 * whole table), never a number another provider's probe had in an
	 * earlier listing (`-l -P profile` numbered profile-97 1).  The other
	 * providers are filled in as descriptions name them, so a listing of
	 * some descriptions and a run of the same ones number their probes
	 * alike (the run's `id`); the whole table (-l alone, -i, -f) fills
	 * every provider, in this table's order. */
	populate_one(h, 0);
	name_chars(field[DT_DESC_NAME], &upper, &nonident);
	for (size_t i = 0; i < NPROVIDERS; i++)
		if (dt_gmatch(providers[i]->ops->name, field[DT_DESC_PROV]) &&
		    !(upper && names_lowercase(providers[i])) &&
		    !(nonident && names_identifiers(providers[i])))
			populate_one(h, i);
}

/* Argument details are read only for probes someone looks at. */
static struct dt_probe *described(dtrace_hdl_t *h, struct dt_probe *p)
{
	struct dt_provstate *ps = h->prov;
	if (!ps->described[p->id]) {
		const struct dt_provider *pv = provider_of(p);
		ps->described[p->id] = true;
		if (pv && pv->describe)
			pv->describe(h, p);
	}
	return p;
}

struct dt_probe *dt_probe_lookup(dtrace_hdl_t *h, const char *prov, const char *mod,
				 const char *func, const char *name)
{
	struct dt_provstate *ps = state(h);
	if (!ps->hcap)
		return NULL;
	for (uint32_t i = names_hash(prov, mod, func, name) & (ps->hcap - 1); ps->hash[i];
	     i = (i + 1) & (ps->hcap - 1)) {
		struct dt_probe *p = ps->byid[ps->hash[i]];
		if (strcmp(p->name, name) == 0 && strcmp(p->func, func) == 0 &&
		    strcmp(p->mod, mod) == 0 && strcmp(p->prov, prov) == 0)
			return p;
	}
	return NULL;
}

struct dt_probe *dt_probe_at(dtrace_hdl_t *h, uint32_t id)
{
	struct dt_provstate *ps = state(h);
	return id == 0 || id >= ps->nextid ? NULL : ps->byid[id];
}

/* A probe numbered already is returned as it is: numbers are never
 * reassigned, so populating the other providers (fbt's reads the kernel's
 * BTF) could not change it; only an unknown number populates them all. */
struct dt_probe *dt_probe_by_id(dtrace_hdl_t *h, uint32_t id)
{
	if (id == 0 || id >= state(h)->nextid)
		populate(h);
	if (id == 0 || id >= h->prov->nextid)
		return NULL;
	return described(h, h->prov->byid[id]);
}

/* ------------------------------------------------------------ matching */

bool dt_is_glob(const char *s)
{
	return strpbrk(s, "*?[\\") != NULL;
}

/* One bracket expression at p (just past '['), against c.  Sets *end past
 * the closing ']'; returns -1 when the set is not closed. */
static int match_set(const char *p, char c, const char **end)
{
	bool neg = false, hit = false, first = true;

	if (*p == '!') {
		neg = true;
		p++;
	}
	while (*p && (*p != ']' || first)) {
		char lo = *p;
		if (lo == '\\' && p[1])
			lo = *++p;
		p++;
		if (p[0] == '-' && p[1] && p[1] != ']') {
			char hi = p[1];
			p += 2;
			if (hi == '\\' && *p)
				hi = *p++;
			if (lo <= c && c <= hi)
				hit = true;
		} else if (lo == c) {
			hit = true;
		}
		first = false;
	}
	if (*p != ']')
		return -1;
	*end = p + 1;
	return hit != neg;
}

static bool gmatch(const char *s, const char *p)
{
	for (;;) {
		switch (*p) {
		case '\0':
			return *s == '\0';
		case '*':
			while (*p == '*')
				p++;
			if (*p == '\0')
				return true;
			for (; *s; s++)
				if (gmatch(s, p))
					return true;
			return false;
		case '?':
			if (*s == '\0')
				return false;
			s++;
			p++;
			break;
		case '[': {
			const char *end;
			if (*s == '\0' || match_set(p + 1, *s, &end) != 1)
				return false;
			s++;
			p = end;
			break;
		}
		case '\\':
			if (p[1])
				p++;
			/* fall through */
		default:
			if (*s != *p)
				return false;
			s++;
			p++;
		}
	}
}

bool dt_gmatch(const char *s, const char *pat)
{
	return pat == NULL || *pat == '\0' || gmatch(s, pat);
}

static bool probe_matches(const struct dt_probe *p, char field[DT_DESC_NFIELDS][DT_DESC_FIELDLEN])
{
	return dt_gmatch(p->name, field[DT_DESC_NAME]) &&
	       (dt_gmatch(p->func, field[DT_DESC_FUNC]) ||
		(p->func_sym && dt_gmatch(p->func_sym, field[DT_DESC_FUNC]))) &&
	       dt_gmatch(p->mod, field[DT_DESC_MOD]) &&
	       dt_gmatch(p->prov, field[DT_DESC_PROV]);
}

/* Matches in id order; a non-zero return from cb stops the walk.  cb
 * gets each probe undescribed (its arguments unfilled): a listing without
 * -v prints names only, and a compile types args[] from the first probe
 * matched; describing every fbt probe would look up ~100,000 prototypes
 * in the kernel's BTF. */
static int match_fields(dtrace_hdl_t *h, char field[DT_DESC_NFIELDS][DT_DESC_FIELDLEN],
			int (*cb)(struct dt_probe *p, void *arg), void *arg)
{
	state(h);	/* even when no provider has anything to list */
	populate_for(h, field);
	for (size_t i = 0; i < NPROVIDERS; i++)
		if (providers[i]->provide && (providers[i]->provide_any ||
					       dt_gmatch(providers[i]->ops->name, field[DT_DESC_PROV])))
			providers[i]->provide(h, field);

	struct dt_provstate *ps = h->prov;
	int n = 0;
	for (uint32_t id = 1; id < ps->nextid; id++) {
		struct dt_probe *p = ps->byid[id];
		if (!probe_matches(p, field))
			continue;
		n++;
		if (cb && cb(p, arg))
			break;
	}
	return n;
}

struct named_cb {
	int (*cb)(struct dt_probe *p, void *arg);
	void *arg;
};

static int mark_named(struct dt_probe *p, void *arg)
{
	struct named_cb *n = arg;

	p->named = true;
	return n->cb ? n->cb(p, n->arg) : 0;
}

struct dt_probe *dt_probe_describe(dtrace_hdl_t *h, struct dt_probe *p)
{
	return described(h, p);
}

void dt_probe_describe_fields(dtrace_hdl_t *h, struct dt_probe *p)
{
	const struct dt_provider *pv = provider_of(p);
	if (pv && pv->fields_on_demand)
		described(h, p);
}

bool dt_probe_args_lazy(dtrace_hdl_t *h, const struct dt_probe *p)
{
	const struct dt_provider *pv = provider_of(p);
	return h->prov->described[p->id] || (pv && (pv->args_types_only || pv->fields_on_demand));
}

int dt_probe_match(dtrace_hdl_t *h, const char *desc,
		   int (*cb)(struct dt_probe *p, void *arg), void *arg)
{
	char field[DT_DESC_NFIELDS][DT_DESC_FIELDLEN];
	if (dt_desc_split(desc, 0, field) < 0)
		return 0;
	/* named: the probe's name given, no field a glob */
	bool named = field[DT_DESC_NAME][0] != '\0';
	for (int i = 0; i < DT_DESC_NFIELDS; i++)
		if (strpbrk(field[i], "*?["))
			named = false;
	if (!named)
		return match_fields(h, field, cb, arg);
	struct named_cb n = { cb, arg };
	return match_fields(h, field, mark_named, &n);
}

int dt_probe_desc_full(const char *desc, char *buf, size_t len)
{
	char field[DT_DESC_NFIELDS][DT_DESC_FIELDLEN];
	if (dt_desc_split(desc, 0, field) < 0)
		return -1;
	snprintf(buf, len, "%s:%s:%s:%s", field[DT_DESC_PROV], field[DT_DESC_MOD],
		 field[DT_DESC_FUNC], field[DT_DESC_NAME]);
	return 0;
}

/* Unavailable when the provider field names one provider, and that one
 * says why it cannot work on this kernel (fbt, lockstat). */
static const char *unavailable(char field[DT_DESC_NFIELDS][DT_DESC_FIELDLEN])
{
	const char *pf = field[DT_DESC_PROV];
	const struct dt_provider *only = NULL;
	if (pf[0] == '\0')
		return NULL;
	for (size_t i = 0; i < NPROVIDERS; i++) {
		if (!gmatch(providers[i]->ops->name, pf))
			continue;
		if (only)
			return NULL;
		only = providers[i];
	}
	return only && only->unavailable ? only->unavailable() : NULL;
}

const char *dt_probe_unavailable(dtrace_hdl_t *h, const char *desc)
{
	char field[DT_DESC_NFIELDS][DT_DESC_FIELDLEN];
	(void)h;
	if (dt_desc_split(desc, 0, field) < 0)
		return NULL;
	return unavailable(field);
}

int dt_probe_absent(dtrace_hdl_t *h, const char *desc, char *why, size_t len)
{
	char field[DT_DESC_NFIELDS][DT_DESC_FIELDLEN];
	(void)h;
	if (dt_desc_split(desc, 0, field) < 0)
		return -1;
	for (size_t i = 0; i < NPROVIDERS; i++)
		if (providers[i]->absent && providers[i]->absent(field, why, len))
			return 0;
	return -1;
}

const char *dt_probe_arg_fallback(dtrace_hdl_t *h, const struct dt_probe *p, int argno)
{
	(void)h;
	for (size_t i = 0; i < NPROVIDERS; i++)
		if (providers[i]->ops == p->ops)
			return providers[i]->arg_fallback ? providers[i]->arg_fallback(p, argno) : NULL;
	return NULL;
}

const char *dt_probe_nomatch_reason(void)
{
	static const char *const paths[] = { "/sys/kernel/tracing/available_events",
		"/sys/kernel/debug/tracing/available_events" };
	static char why[512];
	for (size_t i = 0; i < sizeof(paths) / sizeof(paths[0]); i++) {
		if (access(paths[i], R_OK) == 0)
			return "";
		if (errno == EACCES || errno == EPERM) {
			snprintf(why, sizeof(why), " (%s: %s)", paths[i], strerror(errno));
			return why;
		}
	}
	return "";
}

void dt_prov_hooks(dtrace_hdl_t *h, void (*cb)(void *arg, int idx, int fd, const char *what),
		   void *arg)
{
	for (size_t i = 0; h->prov && i < NPROVIDERS; i++)
		if (providers[i]->ops->hooks)
			providers[i]->ops->hooks(h, providers[i]->ops->data, cb, arg);
}

void dt_prov_attached(dtrace_hdl_t *h)
{
	for (size_t i = 0; h->prov && i < NPROVIDERS; i++)
		if (providers[i]->ops->attached)
			providers[i]->ops->attached(h, providers[i]->ops->data);
}

void dt_prov_detached(dtrace_hdl_t *h)
{
	for (size_t i = 0; h->prov && i < NPROVIDERS; i++)
		if (providers[i]->ops->detached)
			providers[i]->ops->detached(h, providers[i]->ops->data);
}

void dt_prov_free(dtrace_hdl_t *h)
{
	struct dt_provstate *ps = h->prov;
	dt_tracefs_free(h);
	if (!ps)
		return;
	for (uint32_t id = 1; id < ps->nextid; id++) {
		struct dt_probe *p = ps->byid[id];
		free(p->func_sym);
		free(p->tp);
		for (int i = 0; i < p->nargs; i++) {
			free(p->argtypes[i]);
			if (p->xargtypes)
				free(p->xargtypes[i]);
		}
		free(p->argtypes);
		free(p->xargtypes);
		free(p->argoff);
		free(p->argsize);
		free(p->argsigned);
		free(p->argaddr);
		if (p->attach == DT_ATTACH_UPROBE)	/* pid and USDT probes */
			dt_uprobe_free(p->priv);
		free(p);
	}
	dt_uprobe_cache_free(h);
	for (size_t i = 0; i < NPROVIDERS; i++)
		if (providers[i]->ops->free)
			providers[i]->ops->free(h, providers[i]->ops->data);
	free(ps->byid);
	free(ps->described);
	free(ps->hash);
	free(ps->desc_error);
	free(ps);
	h->prov = NULL;
}

/* ------------------------------------------------------------- listing */

/* -v's "Argument Types" block (p NULL: None), and the blank line closing
 * a probe's information. */
static void print_argtypes(FILE *out, const struct dt_probe *p)
{
	fprintf(out, "\n\tArgument Types\n");
	for (int i = 0; p && i < p->nargs; i++)
		fprintf(out, "\t\targs[%d]: %s\n", i,
			p->xargtypes && p->xargtypes[i] ? p->xargtypes[i] :
			p->argtypes[i] ? p->argtypes[i] : "(unknown)");
	if (!p || p->nargs == 0)
		fprintf(out, "\t\tNone\n");
	fprintf(out, "\n");
}

/* -v: as DTrace, the description attributes are the minimum over the
 * provider and every non-empty field of the probe's name. */
static void print_probe_info(dtrace_hdl_t *h, FILE *out, const struct dt_probe *p)
{
	const struct dt_provider *pv = provider_of(p);
	const struct dt_pattr *pa = pattr_of(h, pv);
	if (!pa)
		return;
	struct dt_attr a = pa->prov;
	if (p->mod[0])
		a = dt_attr_min(a, pa->mod);
	if (p->func[0])
		a = dt_attr_min(a, pa->func);
	if (p->name[0])
		a = dt_attr_min(a, pa->name);
	dt_attr_print(out, "Probe Description Attributes", a);
	dt_attr_print(out, "Argument Attributes", pa->args);
	print_argtypes(out, p);
}

/* ------------------------------------------------ description attributes */

static int first_provider(struct dt_probe *p, void *arg)
{
	*(const struct dt_provider **)arg = provider_of(p);
	return 1;
}

struct dt_attr dt_probe_desc_attr(dtrace_hdl_t *h, const char *desc,
				  const struct dt_pattr **ctx)
{
	char field[DT_DESC_NFIELDS][DT_DESC_FIELDLEN];
	const struct dt_provider *pv = NULL;
	const struct dt_pattr *pa = &dt_pattr_unstable;
	if (ctx)
		*ctx = pa;
	if (dt_desc_split(desc, 0, field) < 0)
		return pa->prov;
	dt_probe_match(h, desc, first_provider, &pv);
	/* the identifiers' context: the provider of the probe matched */
	if (ctx && pattr_of(h, pv))
		*ctx = pattr_of(h, pv);
	/* A description without a provider, or with a glob for it, has
	 * DTrace's default Unstable/Unstable/Common attributes. */
	const char *pf = field[DT_DESC_PROV];
	if (pf[0] && !dt_is_glob(pf) && pattr_of(h, pv))
		pa = pattr_of(h, pv);
	/* the minimum over the provider and each field given, not a glob */
	struct dt_attr a = pa->prov;
	if (field[DT_DESC_MOD][0] && !dt_is_glob(field[DT_DESC_MOD]))
		a = dt_attr_min(a, pa->mod);
	if (field[DT_DESC_FUNC][0] && !dt_is_glob(field[DT_DESC_FUNC]))
		a = dt_attr_min(a, pa->func);
	if (field[DT_DESC_NAME][0] && !dt_is_glob(field[DT_DESC_NAME]))
		a = dt_attr_min(a, pa->name);
	return a;
}

static int first_probe(struct dt_probe *p, void *arg)
{
	*(struct dt_probe **)arg = p;
	return 1;
}

void dt_prov_desc_info(dtrace_hdl_t *h, FILE *out, const char *desc)
{
	char f[DT_DESC_NFIELDS][DT_DESC_FIELDLEN];
	if (dt_desc_split(desc, 0, f) < 0)
		return;
	fprintf(out, "\n%s:%s:%s:%s\n", f[DT_DESC_PROV], f[DT_DESC_MOD], f[DT_DESC_FUNC],
		f[DT_DESC_NAME]);
	struct dt_probe *p = NULL;
	if (dt_probe_match(h, desc, first_probe, &p) <= 0 || !p)
		return;
	const struct dt_pattr *ctx;
	struct dt_attr a = dt_probe_desc_attr(h, desc, &ctx);
	dt_attr_print(out, "Probe Description Attributes", a);
	dt_attr_print(out, "Argument Attributes", ctx->args);
	/* one probe's argument types stand for the description's, unless
	 * the set is one DTrace does not type */
	print_argtypes(out, dt_probe_desc_unstable(h, desc) ? NULL : dt_probe_describe(h, p));
}

int dt_prov_set_attr(dtrace_hdl_t *h, const char *prov, const char *part,
		     struct dt_attr a)
{
	char desc[DT_DESC_FIELDLEN + 4];
	const struct dt_provider *pv = NULL;
	snprintf(desc, sizeof(desc), "%s:::", prov);
	if (dt_is_glob(prov) || dt_probe_match(h, desc, first_provider, &pv) <= 0 || !pv ||
	    !h->prov)
		return -1;
	size_t i = 0;
	while (i < NPROVIDERS && providers[i] != pv)
		i++;
	if (i == NPROVIDERS)
		return -1;
	struct dt_pattr pa = pattr_of(h, pv) ? *pattr_of(h, pv) : dt_pattr_unstable;
	struct dt_attr *f = strcmp(part, "provider") == 0 ? &pa.prov :
			    strcmp(part, "module") == 0 ? &pa.mod :
			    strcmp(part, "function") == 0 ? &pa.func :
			    strcmp(part, "name") == 0 ? &pa.name :
			    strcmp(part, "args") == 0 ? &pa.args : NULL;
	if (!f)
		return -2;
	*f = a;
	h->prov->attr[i] = pa;
	h->prov->attr_set[i] = true;
	return 0;
}

struct count_first {
	int n;
	const struct dt_provider *pv;
};

static int count_first(struct dt_probe *p, void *arg)
{
	struct count_first *c = arg;
	if (c->n++ == 0)
		c->pv = provider_of(p);
	return c->n > 1;	/* two are enough to know */
}

bool dt_probe_desc_unstable(dtrace_hdl_t *h, const char *desc)
{
	char f[DT_DESC_NFIELDS][DT_DESC_FIELDLEN];
	if (dt_desc_split(desc, 0, f) < 0)
		return false;
	struct count_first c = { 0, NULL };
	dt_probe_match(h, desc, count_first, &c);
	const struct dt_pattr *pa = pattr_of(h, c.pv);
	if (c.n < 2 || !pa)
		return false;
	bool glob[DT_DESC_NFIELDS];
	for (int i = 0; i < DT_DESC_NFIELDS; i++)
		glob[i] = !f[i][0] || dt_is_glob(f[i]);
	return (pa->args.data < DT_STAB_EVOLVING && glob[DT_DESC_PROV]) ||
	       (pa->mod.name >= DT_STAB_EVOLVING && glob[DT_DESC_MOD]) ||
	       (pa->func.name >= DT_STAB_EVOLVING && glob[DT_DESC_FUNC]) ||
	       (pa->name.name >= DT_STAB_EVOLVING && glob[DT_DESC_NAME]);
}

struct list_arg {
	dtrace_hdl_t *h;
	FILE *out;
	bool verbose;
};

static int list_probe(struct dt_probe *p, void *arg)
{
	struct list_arg *la = arg;
	/* "%5u %10s %17s %33s %s\n" by hand: printf's cost is most of a
	 * listing of fbt's ~90,000 probes once they are read */
	char line[64 + 4 * DT_DESC_FIELDLEN], *at = line + sizeof(line);
	const char *fld[4] = { p->prov, p->mod, p->func, p->name };
	static const int width[4] = { 10, 17, 33, 0 };
	*--at = '\n';
	for (int f = 3; f >= 0; f--) {
		size_t n = strlen(fld[f]);
		if (n > DT_DESC_FIELDLEN)
			n = DT_DESC_FIELDLEN;
		at -= n;
		memcpy(at, fld[f], n);
		for (int pad = width[f] - (int)n; pad > 0; pad--)
			*--at = ' ';
		*--at = ' ';
	}
	uint32_t id = p->id;
	int digits = 0;
	do {
		*--at = (char)('0' + id % 10);
		id /= 10;
		digits++;
	} while (id);
	for (; digits < 5; digits++)
		*--at = ' ';
	fwrite(at, 1, (size_t)(line + sizeof(line) - at), la->out);
	if (la->verbose)
		print_probe_info(la->h, la->out, described(la->h, p));
	return 0;
}

void dt_prov_list_header(FILE *out)
{
	fprintf(out, "%5s %10s %17s %33s %s\n", "ID", "PROVIDER", "MODULE", "FUNCTION", "NAME");
}

static int list_fields(dtrace_hdl_t *h, FILE *out, char field[DT_DESC_NFIELDS][DT_DESC_FIELDLEN],
		       bool verbose)
{
	struct list_arg la = { h, out, verbose };
	if (match_fields(h, field, list_probe, &la) > 0)
		return 0;
	const char *why = unavailable(field);
	if (why) {
		dt_set_errmsg(h, "%s", why);
		return -2;	/* not a mere mismatch: the kernel lacks it */
	}
	return dt_set_errmsg(h, "failed to match %s:%s:%s:%s: No probe matches description",
			     field[DT_DESC_PROV], field[DT_DESC_MOD], field[DT_DESC_FUNC],
			     field[DT_DESC_NAME]);
}

/* The full description (provider:module:function:name) of probe id, for
 * dtrace -e -v of a description given by id; false if there is none. */
bool dt_prov_id_desc(dtrace_hdl_t *h, uint64_t id, char *buf, size_t len)
{
	struct dt_probe *p = id <= UINT32_MAX ? dt_probe_by_id(h, (uint32_t)id) : NULL;
	if (!p)
		return false;
	snprintf(buf, len, "%s:%s:%s:%s", p->prov, p->mod, p->func, p->name);
	return true;
}

/* -l -i ID (or a bare number in -l -n): the one probe of that identifier. */
int dt_prov_list_id(dtrace_hdl_t *h, FILE *out, uint64_t id, bool verbose)
{
	struct list_arg la = { h, out, verbose };
	struct dt_probe *p = id <= UINT32_MAX ? dt_probe_by_id(h, (uint32_t)id) : NULL;
	if (!p)
		return dt_set_errmsg(h, "failed to match probe id %llu: No probe matches "
				     "description", (unsigned long long)id);
	return list_probe(p, &la);
}

int dt_prov_list_desc(dtrace_hdl_t *h, FILE *out, const char *desc, bool verbose)
{
	char field[DT_DESC_NFIELDS][DT_DESC_FIELDLEN];
	if (dt_desc_split(desc, 0, field) < 0)
		return dt_set_errmsg(h, "invalid probe description \"%s\": "
				     "Overspecified probe description", desc);
	return list_fields(h, out, field, verbose);
}

int dt_prov_list(dtrace_hdl_t *h, FILE *out, const char *desc, int kind, bool verbose)
{
	struct list_arg la = { h, out, verbose };
	char field[DT_DESC_NFIELDS][DT_DESC_FIELDLEN];

	populate(h);
	dt_prov_list_header(out);
	if (!desc) {
		memset(field, 0, sizeof(field));
		for (size_t i = 0; i < NPROVIDERS; i++)
			if (providers[i]->provide_on_list)
				providers[i]->provide(h, field);
		for (uint32_t id = 1; id < h->prov->nextid; id++)
			list_probe(h->prov->byid[id], &la);
		return 0;
	}
	if (kind == 'i') {
		char *end;
		unsigned long id = strtoul(desc, &end, 10);
		struct dt_probe *p = *end == '\0' ? dt_probe_by_id(h, (uint32_t)id) : NULL;
		if (!p)
			return dt_set_errmsg(h, "failed to match %s: No probe matches description",
					     desc);
		list_probe(p, &la);
		return 0;
	}
	if (dt_desc_split(desc, kind, field) < 0)
		return dt_set_errmsg(h, "invalid probe description \"%s\": "
				     "Overspecified probe description", desc);
	return list_fields(h, out, field, verbose);
}
