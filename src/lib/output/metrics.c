/*
 * Aggregations as Prometheus text (0.0.4) or OpenMetrics 1.0 exposition:
 * the mapping is in metrics.h.  The two formats differ only in the name a
 * counter's HELP/TYPE lines give (OpenMetrics: the family, without
 * _total) and in the final "# EOF".  HELP texts hold only identifiers:
 * nothing in them needs escaping in either.
 */
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

#include "output/agg.h"
#include "output/json.h"
#include "output/metrics_impl.h"
#include "lang/quantize.h"
#include "prov/usym.h"

const char *dt_metrics_content_type(enum dt_metrics_fmt fmt)
{
	return fmt == DT_METRICS_OPENMETRICS ?
	       "application/openmetrics-text; version=1.0.0; charset=utf-8" :
	       "text/plain; version=0.0.4; charset=utf-8";
}


/* ---------------------------------------------------------- label values */

static bool type_named(const struct dt_rec *r, const char *name)
{
	const struct dt_type *t = dt_print_basetype(r->type);

	return t != NULL && t->name != NULL && strcmp(t->name, name) == 0;
}

/* Frames of a stack value (8-byte pcs, leaf first, 0-terminated) as one
 * string, outermost first as folded stacks are, ';' between. */
static void stack_text(FILE *m, int pid, const uint8_t *p, uint32_t size, bool user)
{
	uint32_t depth = 0;
	char buf[512];
	uint64_t pc;

	while ((depth + 1) * 8 <= size && (memcpy(&pc, p + depth * 8, 8), pc != 0))
		depth++;
	for (uint32_t i = depth; i-- > 0;) {
		memcpy(&pc, p + i * 8, 8);
		fputs(user ? dt_usym_format(pid, pc, DT_USYM_ADDR, buf, sizeof(buf))
			   : dt_print_ksym(pc, true, buf, sizeof(buf)), m);
		if (i > 0)
			fputc(';', m);
	}
}

/* A key field's text, as the default output shows it (without padding). */
static void key_text(FILE *m, const struct dt_rec *r, const uint8_t *p)
{
	const struct dt_type *t = dt_print_basetype(r->type);
	char buf[512];

	if (type_named(r, "stack")) {
		stack_text(m, 0, p, r->size, false);
		return;
	}
	if (type_named(r, "ustack") && r->size >= 8) {
		uint64_t pid;

		memcpy(&pid, p, 8);
		stack_text(m, (int)pid, p + 8, r->size - 8, true);
		return;
	}
	if (t != NULL && t->name != NULL &&
	    dt_print_symkey_str(t->name, p, r->size, buf, sizeof(buf)) != NULL) {
		fputs(buf, m);
		return;
	}
	if (dt_print_is_strtype(t)) {
		fwrite(p, 1, strnlen((const char *)p, r->size), m);
		return;
	}
	if (r->size == 1 || r->size == 2 || r->size == 4 || r->size == 8) {
		dt_print_rec_decimal(m, r, p);
		return;
	}
	for (uint32_t i = 0; i < r->size; i++)	/* structs, arrays: hex */
		fprintf(m, "%02x", p[i]);
}

/* A label value: '\\', '"' and newline escaped; bytes that are not UTF-8
 * (Prometheus refuses the whole scrape for one) become U+FFFD. */
void dt_metrics_put_escaped(FILE *out, const char *s, size_t n)
{
	const unsigned char *p = (const unsigned char *)s;

	for (size_t i = 0; i < n;) {
		size_t u;

		switch (p[i]) {
		case '\\': fputs("\\\\", out); i++; continue;
		case '"': fputs("\\\"", out); i++; continue;
		case '\n': fputs("\\n", out); i++; continue;
		default: break;
		}
		if ((u = dt_utf8_len(p + i, n - i)) == 0) {
			fputs("\xef\xbf\xbd", out);
			i++;
			continue;
		}
		fwrite(p + i, 1, u, out);
		i += u;
	}
}

/* ------------------------------------------------- -x metricslabels */

#define LABEL_MAX	64

static bool is_sep(char c)
{
	return c == ';' || c == ' ' || c == '\t' || c == '\n';
}

/* The next entry of a spec: [start, end) of "[@NAME=]L0,L1..."; NULL at
 * the end. */
static const char *next_entry(const char *p, const char **end)
{
	while (*p && is_sep(*p))
		p++;
	if (!*p)
		return NULL;
	for (*end = p; **end && !is_sep(**end); (*end)++)
		;
	return p;
}

/* The list of an entry, after its "@NAME=" if any; whether it names the
 * aggregation `name` (NULL: whether it names none). */
static const char *entry_list(const char *p, const char *end, const char *name, bool *match)
{
	const char *eq;

	if (*p != '@') {
		*match = name == NULL;
		return p;
	}
	eq = memchr(p, '=', (size_t)(end - p));
	if (eq == NULL) {
		*match = false;
		return end;
	}
	*match = name != NULL && strlen(name) == (size_t)(eq - p - 1) &&
		 strncmp(p + 1, name, (size_t)(eq - p - 1)) == 0;
	return eq + 1;
}

/* Label names for an aggregation's keys from the spec: its own entry,
 * else the entry without a name; "" where none is given (keyN). */
static void spec_labels(const char *spec, const struct dt_aggdesc *ad, char (*names)[LABEL_MAX])
{
	const char *p = spec, *end, *list = NULL, *list_end = NULL;
	const char *name = ad->name ? ad->name : "";

	for (int k = 0; k < ad->nkeys; k++)
		names[k][0] = '\0';
	while (p != NULL && (p = next_entry(p, &end)) != NULL) {
		bool own, dflt;
		const char *l = entry_list(p, end, name, &own);

		entry_list(p, end, NULL, &dflt);
		if (own || (dflt && list == NULL)) {
			list = l;
			list_end = end;
		}
		if (own)
			break;
		p = end;
	}
	for (int k = 0; list != NULL && list < list_end && k < ad->nkeys; k++) {
		const char *comma = memchr(list, ',', (size_t)(list_end - list));
		size_t n = (size_t)((comma ? comma : list_end) - list);

		if (n < LABEL_MAX) {
			memcpy(names[k], list, n);
			names[k][n] = '\0';
		}
		list = comma ? comma + 1 : list_end;
	}
}

int dt_metrics_check_labels(const char *spec, char *err, size_t len)
{
	const char *p = spec, *end;

	while ((p = next_entry(p, &end)) != NULL) {
		bool m;
		const char *l = entry_list(p, end, NULL, &m);

		if (*p == '@' && l == end && memchr(p, '=', (size_t)(end - p)) == NULL) {
			snprintf(err, len, "'%.*s' has no '='", (int)(end - p), p);
			return -1;
		}
		const char *first = l;

		while (l < end) {
			const char *c = memchr(l, ',', (size_t)(end - l)), *e = c ? c : end;
			size_t n = (size_t)(e - l);
			bool ok = n > 0 && n < LABEL_MAX && !(l[0] >= '0' && l[0] <= '9') &&
				  !(n == 2 && strncmp(l, "le", 2) == 0) &&
				  !(n >= 2 && l[0] == '_' && l[1] == '_');

			for (size_t i = 0; ok && i < n; i++)
				ok = l[i] == '_' || (l[i] >= 'a' && l[i] <= 'z') ||
				     (l[i] >= 'A' && l[i] <= 'Z') || (l[i] >= '0' && l[i] <= '9');
			if (!ok) {
				snprintf(err, len, "'%.*s' is not a label name", (int)n, l);
				return -1;
			}
			/* a sample with a label twice fails the whole scrape */
			for (const char *q = first; q < l;) {
				const char *qc = memchr(q, ',', (size_t)(l - q));
				size_t qn = (size_t)((qc ? qc : l) - q);

				if (qn == n && strncmp(q, l, n) == 0) {
					snprintf(err, len, "'%.*s' twice", (int)n, l);
					return -1;
				}
				q = qc ? qc + 1 : l;
			}
			l = c ? c + 1 : end;
		}
		p = end;
	}
	return 0;
}

/* key0="..",key1=".." of an entry (empty without keys), then clab (a
 * label of every sample, or NULL) unless a key has its name; malloc'd.
 * names: -x metricslabels' names, "" for keyN. */
static char *entry_labels(const struct dt_aggent *e, char (*names)[LABEL_MAX], const char *clab)
{
	const struct dt_aggdesc *ad = e->ad;
	char *lab = NULL, *txt = NULL;
	size_t nlab = 0, ntxt = 0;
	FILE *out = open_memstream(&lab, &nlab);

	if (out == NULL)
		abort();
	for (int k = 0; k < ad->nkeys; k++) {
		const struct dt_rec *r = &ad->keys[k];
		FILE *m;

		if (r->offset + r->size > e->keylen)
			continue;
		if ((m = open_memstream(&txt, &ntxt)) == NULL)
			abort();
		key_text(m, r, e->key + r->offset);
		fclose(m);
		if (names[k][0])
			fprintf(out, "%s%s=\"", k > 0 ? "," : "", names[k]);
		else
			fprintf(out, "%skey%d=\"", k > 0 ? "," : "", k);
		dt_metrics_put_escaped(out, txt, ntxt);
		fputc('"', out);
		free(txt);
		txt = NULL;
	}
	if (clab != NULL) {
		size_t cn = strcspn(clab, "=");
		bool taken = false;

		for (int k = 0; k < ad->nkeys; k++)
			taken |= strlen(names[k]) == cn && strncmp(names[k], clab, cn) == 0;
		if (!taken)
			fprintf(out, "%s%s", ftell(out) > 0 ? "," : "", clab);
	}
	fclose(out);
	return lab;
}

/* ------------------------------------------------------------- families */

/* Names a family's samples use: a later family that would reuse one of
 * an earlier family's gets "_<aggregation id>" appended. */
struct names {
	char **v;
	int n;
};

static const char *const *suffixes(const struct dt_aggdesc *ad)
{
	static const char *const counter[] = { "", "_total", "_created", NULL };
	static const char *const gauge[] = { "", NULL };
	static const char *const hist[] = { "", "_bucket", "_count", "_sum", "_created", NULL };

	return ad->func == DT_AGG_COUNT ? counter : dt_agg_is_hist(ad) ? hist : gauge;
}

static bool names_taken(const struct names *ns, const char *base, const char *const *suf)
{
	char buf[512];

	for (int i = 0; suf[i] != NULL; i++) {
		snprintf(buf, sizeof(buf), "%s%s", base, suf[i]);
		for (int j = 0; j < ns->n; j++)
			if (strcmp(ns->v[j], buf) == 0)
				return true;
	}
	return false;
}

static void family_name(struct names *ns, const struct dt_aggdesc *ad, char *buf, size_t len)
{
	const char *const *suf = suffixes(ad);
	char sample[512];
	int n = 0;

	/* D names are [A-Za-z_][A-Za-z0-9_]*: valid metric names already. */
	snprintf(buf, len, "dtrace_%s", ad->name != NULL && *ad->name ? ad->name : "agg");
	for (char *c = buf; *c; c++)
		if (!(*c == '_' || *c == ':' || (*c >= 'a' && *c <= 'z') ||
		      (*c >= 'A' && *c <= 'Z') || (*c >= '0' && *c <= '9')))
			*c = '_';
	if (names_taken(ns, buf, suf))
		snprintf(buf + strlen(buf), len - strlen(buf), "_%d", ad->id);
	while (suf[n] != NULL)
		n++;
	ns->v = dt_realloc(ns->v, (size_t)(ns->n + n) * sizeof(*ns->v));
	for (int i = 0; i < n; i++) {
		snprintf(sample, sizeof(sample), "%s%s", buf, suf[i]);
		ns->v[ns->n++] = dt_strdup(sample);
	}
}

static void family_head(FILE *out, const char *base, const struct dt_aggdesc *ad,
			enum dt_metrics_fmt fmt)
{
	const char *type = ad->func == DT_AGG_COUNT ? "counter" : dt_agg_is_hist(ad) ? "histogram" : "gauge";
	/* Prometheus text names a counter by its sample (with _total),
	 * OpenMetrics by its family. */
	const char *suf = ad->func == DT_AGG_COUNT && fmt == DT_METRICS_PROMETHEUS ? "_total" : "";

	fprintf(out, "# HELP %s%s DTrace aggregation @%s: %s()\n", base, suf,
		ad->name ? ad->name : "", dt_agg_func_name(ad->func));
	fprintf(out, "# TYPE %s%s %s\n", base, suf, type);
}

/* One sample line: name, labels (extra appended after the entry's). */
static void sample(FILE *out, const char *base, const char *suf, const char *labels,
		   const char *extra)
{
	fprintf(out, "%s%s", base, suf);
	if (*labels || extra)
		fprintf(out, "{%s%s%s}", labels, *labels && extra ? "," : "", extra ? extra : "");
	fputc(' ', out);
}

/* Bucket ranges of an aggregation (the same for all its entries). */
struct hist_layout {
	int n;
	int64_t *lo, *hi;
};

static void layout_of(const struct dt_aggdesc *ad, struct hist_layout *l)
{
	l->n = (int)(dt_agg_valsize(ad) / 8);
	l->lo = dt_zalloc((size_t)l->n * sizeof(*l->lo));
	l->hi = dt_zalloc((size_t)l->n * sizeof(*l->hi));
	for (int b = 0; b < l->n; b++)
		dt_json_bucket_range(ad, b, &l->lo[b], &l->hi[b]);
}

/* -x metricsbuckets: which finite buckets an aggregation's entries show.
 * Each le sample is the count of everything at or below it whichever
 * others are left out, so any subset keeps histogram_quantile right (only
 * coarser): "trim" leaves out the empty buckets above the last one used
 * (their count is +Inf's) and below the first one used but one (whose le
 * is then the lower bound histogram_quantile interpolates from); a count
 * N then keeps every k-th bucket down from the highest, k the least that
 * leaves at most N.  The range shown only grows from scrape to scrape.
 * Those depend on the data, so two hosts may show different buckets, and
 * `sum by (le)` over both would be wrong: "MIN:MAX" keeps the buckets
 * whose le is in [MIN, MAX] whatever the data, the same set everywhere. */
struct hist_pick {
	bool on, fixed;
	int lo, hi, step;
	int64_t lemin, lemax;		/* fixed */
};

static void pick_buckets(const char *spec, struct dt_metrics_self *self,
			 const struct dt_aggdesc *ad, struct dt_aggent **v, int n,
			 struct hist_pick *pk)
{
	int first = INT32_MAX, last = -1, nb = (int)(dt_agg_valsize(ad) / 8);

	pk->on = spec != NULL && self != NULL;
	if (!pk->on)
		return;
	if (strchr(spec, ':') != NULL) {
		pk->fixed = true;
		sscanf(spec, "%" SCNd64 ":%" SCNd64, &pk->lemin, &pk->lemax);
		return;
	}
	for (int i = 0; i < n; i++) {
		const int64_t *val = v[i]->val;

		if (v[i]->aggid != ad->id)
			continue;
		for (int b = 0; b < nb; b++) {
			if (val[b] == 0)
				continue;
			first = b < first ? b : first;
			last = b > last ? b : last;
		}
	}
	if (self->nranges <= ad->id) {
		self->ranges = dt_realloc(self->ranges, sizeof(*self->ranges) * (size_t)(ad->id + 1));
		for (int i = self->nranges; i <= ad->id; i++)
			self->ranges[i] = (struct dt_metrics_range){ INT32_MAX, -1 };
		self->nranges = ad->id + 1;
	}
	struct dt_metrics_range *r = &self->ranges[ad->id];
	if (last >= 0) {
		first = first > 0 ? first - 1 : 0;
		r->lo = first < r->lo ? first : r->lo;
		r->hi = last > r->hi ? last : r->hi;
	}
	pk->lo = r->lo;
	pk->hi = r->hi;
	pk->step = 1;
	long max = strcmp(spec, "trim") == 0 ? 0 : strtol(spec, NULL, 10);
	if (max > 0 && pk->hi >= pk->lo && pk->hi - pk->lo + 1 > max)
		pk->step = (int)((pk->hi - pk->lo + 1 + max - 1) / max);
}

static bool picked(const struct hist_pick *pk, const struct hist_layout *l, int b)
{
	if (pk->on && pk->fixed)
		return l->hi[b] >= pk->lemin && l->hi[b] <= pk->lemax;
	return !pk->on || (b >= pk->lo && b <= pk->hi && (pk->hi - b) % pk->step == 0);
}

int dt_metrics_check_buckets(const char *spec, char *err, size_t len)
{
	char *end;
	long n;

	if (strcmp(spec, "trim") == 0)
		return 0;
	if (strchr(spec, ':') != NULL) {
		int64_t a, b;
		int used = 0;

		if (sscanf(spec, "%" SCNd64 ":%" SCNd64 "%n", &a, &b, &used) != 2 ||
		    spec[used] != '\0' || a > b) {
			snprintf(err, len, "'%s' is not MIN:MAX (MIN <= MAX)", spec);
			return -1;
		}
		return 0;
	}
	n = strtol(spec, &end, 10);
	if (end == spec || *end != '\0' || n < 1 || n > 100000) {
		snprintf(err, len, "'%s' is neither trim nor a bucket count", spec);
		return -1;
	}
	return 0;
}

static void hist_entry(FILE *out, const char *base, const char *labels,
		       const struct dt_aggent *e, const struct hist_layout *l,
		       const struct hist_pick *pk)
{
	const int64_t *v = e->val;
	bool neg = false;
	int64_t cum = 0;
	long double sum = 0;
	char le[40];

	for (int b = 0; b < l->n; b++)
		neg |= l->hi[b] < 0 && l->lo[b] <= l->hi[b] && v[b] != 0;
	for (int b = 0; b < l->n; b++) {
		if (l->lo[b] > l->hi[b])
			continue;	/* too narrow to hold an integer: empty */
		cum += v[b];
		sum += (long double)v[b] * (long double)(l->lo[b] > 0 ? l->lo[b] : 0);
		if (l->hi[b] == INT64_MAX || (l->hi[b] < 0 && !neg) || !picked(pk, l, b))
			continue;
		snprintf(le, sizeof(le), "le=\"%" PRId64 "\"", l->hi[b]);
		sample(out, base, "_bucket", labels, le);
		fprintf(out, "%" PRId64 "\n", cum);
	}
	sample(out, base, "_bucket", labels, "le=\"+Inf\"");
	fprintf(out, "%" PRId64 "\n", cum);
	sample(out, base, "_count", labels, NULL);
	fprintf(out, "%" PRId64 "\n", cum);
	if (!neg) {
		sample(out, base, "_sum", labels, NULL);
		fprintf(out, "%.0Lf\n", sum);
	}
}

static void scalar_entry(FILE *out, const char *base, const char *labels,
			 const struct dt_aggent *e)
{
	const int64_t *d = e->val;
	struct dt_pfagg a = { e->ad, d, 1 };

	switch (e->ad->func) {
	case DT_AGG_COUNT:
		sample(out, base, "_total", labels, NULL);
		fprintf(out, "%" PRIu64 "\n", (uint64_t)d[0]);
		break;
	case DT_AGG_STDDEV:
		sample(out, base, "", labels, NULL);
		fprintf(out, "%" PRIu64 "\n", dt_agg_stddev(d, 1));
		break;
	default:
		sample(out, base, "", labels, NULL);
		fprintf(out, "%" PRId64 "\n", dt_agg_scalar(&a));
		break;
	}
}

int dt_metrics_write(dtrace_hdl_t *h, FILE *out, enum dt_metrics_fmt fmt,
		     struct dt_metrics_self *self)
{
	struct names ns = { NULL, 0 };
	struct dt_aggent **v;
	char *clab;
	int n;

	clab = dt_metrics_container_label(h);
	if (self != NULL) {
		/* dtrace's own names first: an aggregation does not take them */
		for (int i = 0; dt_metrics_self_names[i] != NULL; i++) {
			ns.v = dt_realloc(ns.v, (size_t)(ns.n + 1) * sizeof(*ns.v));
			ns.v[ns.n++] = dt_strdup(dt_metrics_self_names[i]);
		}
		dt_metrics_write_self(out, fmt, self, clab);
	}
	/* By aggregation id, each one's entries as printa() sorts them
	 * (aggsortrev reverses the ids too: walk by id). */
	v = dt_agg_sorted(h, &n);
	for (int id = 0; h->cgout != NULL && id < h->cgout->naggs; id++) {
		const struct dt_aggdesc *ad = dt_agg_desc(h, id);
		struct hist_layout l = { 0, NULL, NULL };
		struct hist_pick pk = { false, false, 0, 0, 1, 0, 0 };
		char base[300], (*names)[LABEL_MAX];

		if (ad == NULL)
			continue;	/* no clause compiled (-Z) */
		family_name(&ns, ad, base, sizeof(base));
		family_head(out, base, ad, fmt);
		if (dt_agg_is_hist(ad)) {
			layout_of(ad, &l);
			pick_buckets(dt_opt_str(h, OPT_metricsbuckets), self, ad, v, n, &pk);
		}
		names = dt_zalloc(((size_t)ad->nkeys + 1) * sizeof(*names));
		spec_labels(dt_opt_str(h, OPT_metricslabels), ad, names);
		for (int i = 0; i < n; i++) {
			char *labels;

			if (v[i]->aggid != id)
				continue;
			labels = entry_labels(v[i], names, clab);
			if (dt_agg_is_hist(ad))
				hist_entry(out, base, labels, v[i], &l, &pk);
			else
				scalar_entry(out, base, labels, v[i]);
			free(labels);
		}
		free(names);
		free(l.lo);
		free(l.hi);
	}
	if (fmt == DT_METRICS_OPENMETRICS)
		fputs("# EOF\n", out);
	free(clab);
	for (int j = 0; j < ns.n; j++)
		free(ns.v[j]);
	free(ns.v);
	free(v);
	return 0;
}
