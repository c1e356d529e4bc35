/*
 * Probe descriptions of a clause: each must match some probe (D_PDESC_ZERO
 * unless -Z / zdefs), and the first matched probe types args[].
 */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "lang/btf.h"
#include "prov/probes.h"
#include "sema/sema.h"

/* "a:b" -> ":::a:b"-style: fields fill from the right, as DTrace prints
 * descriptions in messages.  Returns false when there are too many. */
static bool normalize(const char *desc, char *out, size_t len)
{
	char f[DT_DESC_NFIELDS][DT_DESC_FIELDLEN];
	if (dt_desc_split(desc, 0, f) < 0)
		return false;
	snprintf(out, len, "%s:%s:%s:%s", f[DT_DESC_PROV], f[DT_DESC_MOD], f[DT_DESC_FUNC],
		 f[DT_DESC_NAME]);
	return true;
}

static int first_probe(struct dt_probe *p, void *arg)
{
	struct dt_sema *s = arg;
	if (s->have_probe)
		return 0;
	s->have_probe = true;
	s->first = p;
	/* a module's types by their plain names in this clause (Dynamic
	 * Tracing Guide: modules' type namespaces after the kernel's) */
	const char *kmod = dt_probe_kmodule(p);
	if (kmod)
		dt_btf_module(kmod);
	snprintf(s->pdesc, sizeof(s->pdesc), "%s:%s:%s:%s", p->prov, p->mod, p->func, p->name);
	return 0;
}

void dt_sema_probe_args(struct dt_sema *s)
{
	if (!s->have_probe || !s->first)
		return;
	struct dt_probe *p = dt_probe_describe(s->h, s->first);
	s->first = NULL;
	s->nargs = p->nargs;
	const char *kmod = dt_probe_kmodule(p);
	s->nobtf_mod = kmod && !p->nargs && !dt_btf_module(kmod) ? kmod : NULL;
	s->argtypes = p->nargs ? dt_zalloc(sizeof(char *) * (size_t)p->nargs) : NULL;
	for (int i = 0; i < p->nargs; i++)
		s->argtypes[i] = dt_strdup(p->xargtypes && p->xargtypes[i] ? p->xargtypes[i] :
					   p->argtypes && p->argtypes[i] ? p->argtypes[i] : "int64_t");
}

bool dt_sema_unstable_pdesc(struct dt_sema *s, char *buf, size_t len)
{
	for (struct dt_node *d = s->clause ? s->clause->list : NULL; d; d = d->next) {
		if (d->kind != N_PDESC || !d->str || (d->flags & DT_PDESC_ID))
			continue;
		if (dt_probe_desc_unstable(s->h, d->str) && normalize(d->str, buf, len))
			return true;
	}
	return false;
}

static int count_probe(struct dt_probe *p, void *arg)
{
	(void)p;
	(*(int *)arg)++;
	return 0;
}

/* A pid<N> description naming one function that matched nothing: DTrace
 * says why (dt_pid.c) -- the function is not in the module the description
 * names (D_PROC_FUNC), or the function exists and the probe name is neither
 * entry, return nor a hexadecimal offset (D_PROC_NAME), or the offset lies
 * past the function's end (D_PROC_OFF).  Otherwise it is D_PDESC_ZERO. */
static void pid_nomatch(struct dt_sema *s, const struct dt_node *d)
{
	char f[DT_DESC_NFIELDS][DT_DESC_FIELDLEN];
	if (dt_desc_split(d->str, 0, f) < 0)
		return;
	const char *mod = f[DT_DESC_MOD], *func = f[DT_DESC_FUNC], *name = f[DT_DESC_NAME];
	if (!*func || dt_is_glob(func) || strcmp(func, "-") == 0)
		return;
	char entry[DT_DESC_FIELDLEN * 4 + 8];
	snprintf(entry, sizeof(entry), "%s:%s:%s:entry", f[DT_DESC_PROV], mod, func);
	int n = 0;
	dt_probe_match(s->h, entry, count_probe, &n);
	if (n == 0) {
		if (*mod && !dt_is_glob(mod))
			dt_cc_error(s->cc, D_PROC_FUNC, d->line,
				    "failed to lookup '%s' in module '%s'", func, mod);
		return;
	}
	if (!*name || dt_is_glob(name))
		return;
	char *end;
	unsigned long long off = strtoull(name, &end, 16);
	if (*end != '\0')
		dt_cc_error(s->cc, D_PROC_NAME, d->line, "'%s' is an invalid probe name", name);
	dt_cc_error(s->cc, D_PROC_OFF, d->line, "offset 0x%llx outside of function '%s'",
		    off, func);
}

void dt_sema_pdescs(struct dt_sema *s, struct dt_node *clause)
{
	bool zdefs = dt_opt_isset(s->h, OPT_zdefs);

	for (struct dt_node *d = clause->list; d; d = d->next) {
		char full[1024];
		if (d->kind != N_PDESC || !d->str)
			continue;
		if (d->flags & DT_PDESC_ID) {
			/* a probe id names one probe: one that does not exist is
			 * an invalid description, even with -Z (as in DTrace) */
			if (d->ival > UINT32_MAX)
				dt_cc_error(s->cc, D_PDESC_INVAL, dt_cc_xyline(s->cc, d->line), "identifier %llu exceeds "
					    "maximum probe id", (unsigned long long)d->ival);
			struct dt_probe *p = dt_probe_by_id(s->h, (uint32_t)d->ival);
			if (!p)
				dt_cc_error(s->cc, D_PDESC_INVAL, dt_cc_xyline(s->cc, d->line), "invalid probe identifier "
					    "%llu: no probe has that identifier",
					    (unsigned long long)d->ival);
			first_probe(p, s);
			continue;
		}
		if (!normalize(d->str, full, sizeof(full)))
			dt_cc_error(s->cc, D_PDESC_INVAL, dt_cc_xyline(s->cc, d->line), "invalid probe description \"%s\": "
				    "Overspecified probe description", d->str);
		/* pid0 is not a process one may trace (DTrace refuses it even
		 * with -Z) */
		if (strncmp(full, "pid0:", 5) == 0)
			dt_cc_error(s->cc, D_PROC_BADPID, d->line,
				    "pid0 does not contain a valid pid");
		/* pid<N> names a process to grab: one that does not exist is
		 * refused (DTrace's dt_pid_create_pid_probes), even with -Z */
		char prov[64];
		int plen = (int)strcspn(full, ":");
		snprintf(prov, sizeof(prov), "%.*s", plen < 63 ? plen : 63, full);
		/* why such a description may match nothing: the process's
		 * maps unreadable (no tracefs is involved); else tracefs */
		char maps_why[128] = "";
		if (strncmp(prov, "pid", 3) == 0 && prov[3] >= '1' && prov[3] <= '9' &&
		    strspn(prov + 3, "0123456789") == strlen(prov + 3)) {
			char path[80];
			snprintf(path, sizeof(path), "/proc/%s", prov + 3);
			if (access(path, F_OK) != 0)
				dt_cc_error(s->cc, D_PROC_GRAB, d->line,
					    "failed to grab process %s", prov + 3);
			/* dtrace cannot stop and trace itself (DTrace refuses it) */
			if (atol(prov + 3) == (long)getpid())
				dt_cc_error(s->cc, D_PROC_DYN, d->line,
					    "process %s is dtrace itself", prov + 3);
			snprintf(path, sizeof(path), "/proc/%s/maps", prov + 3);
			int fd = open(path, O_RDONLY | O_CLOEXEC);
			if (fd < 0)
				snprintf(maps_why, sizeof(maps_why), " (%s: %s)", path,
					 strerror(errno));
			else
				close(fd);
		}
		const char *why = dt_probe_unavailable(s->h, d->str);
		if (why && !zdefs)
			dt_cc_error(s->cc, D_PDESC_ZERO, dt_cc_xyline(s->cc, d->line), "%s", why);
		if (why)
			continue;
		char perr[512];
		int ptag;
		(void)dt_probe_desc_error(s->h, &ptag, perr, sizeof(perr));	/* not ours */
		int n = dt_probe_match(s->h, d->str, first_probe, s);
		/* what the provider refused (a pid offset off an instruction):
		 * DTrace's error even with -Z */
		if (dt_probe_desc_error(s->h, &ptag, perr, sizeof(perr)))
			dt_cc_error(s->cc, (enum dt_errtag)ptag, d->line, "%s", perr);
		if (n == 0 && !zdefs && *maps_why == '\0' && strncmp(prov, "pid", 3) == 0 &&
		    prov[3] >= '1' && prov[3] <= '9')
			pid_nomatch(s, d);
		if (n == 0 && !zdefs) {
			/* DTrace's line, then a hint on a line of its own */
			char near[DT_DESC_FIELDLEN * 4 + 64] = "", hint[sizeof(near) + 40] = "";
			/* a pid<N> description's reason is the process's
			 * unreadable maps, never tracefs */
			const char *why = *maps_why || strncmp(prov, "pid", 3) == 0 ? maps_why :
					  dt_probe_nomatch_reason();
			char absent[512];
			if (!*why && dt_probe_absent(s->h, d->str, absent, sizeof(absent)) == 0)
				snprintf(hint, sizeof(hint), "\ndtrace: %s", absent);
			else if (!*why && dt_probe_suggest(s->h, d->str, near, sizeof(near)) == 0)
				snprintf(hint, sizeof(hint), "\ndtrace: did you mean %s?", near);
			dt_cc_error(s->cc, D_PDESC_ZERO, dt_cc_xyline(s->cc, d->line),
				    "probe description %s does not match any probes%s%s", full,
				    why, hint);
		}
		/* the description's attributes, which the clause has until its
		 * statements are cooked (so -x amin checks them first) */
		d->attr = dt_probe_desc_attr(s->h, d->str, NULL);
		const char *amin = dt_opt_str(s->h, OPT_amin);
		struct dt_attr min;
		char attr[64];
		if (amin && dt_attr_parse(amin, &min) && dt_attr_below(d->attr, min))
			dt_cc_error(s->cc, D_ATTR_MIN, clause->line, "attributes for clause "
				    "(%s) are less than predefined minimum",
				    dt_attr_str(d->attr, attr, sizeof(attr)));
	}
}
