/*
 * Printing aggregations: DTrace's default output (keys in columns, then
 * the value or histogram) and printa() with or without a format, over one
 * or several aggregations.
 */
#include <stdlib.h>
#include <string.h>

#include "output/agg.h"
#include "lang/quantize.h"
#include "prov/usym.h"

/* ------------------------------------------------------------- printing */

/* sym/func/mod (the address) and usym/ufunc/umod/uaddr (process id, then
 * the address) keys, symbolised as the actions print them.  NULL when the
 * type is none of these. */
const char *dt_print_symkey_str(const char *type, const uint8_t *p, uint32_t size,
				char *buf, size_t len)
{
	uint64_t pc, pid;

	if (strcmp(type, "_symaddr") == 0 || strcmp(type, "_modaddr") == 0) {
		memcpy(&pc, p, 8);
		dt_print_ksym(pc, false, buf, len);
		if (type[1] == 'm' && strchr(buf, '`'))
			*strchr(buf, '`') = '\0';
		return buf;
	}
	if ((strcmp(type, "_usymaddr") == 0 || strcmp(type, "_umodaddr") == 0 ||
	     strcmp(type, "_uaddr") == 0) && size >= 16) {
		memcpy(&pid, p, 8);
		memcpy(&pc, p + 8, 8);
		return dt_usym_format((int)pid, pc,
			type[2] == 'm' ? DT_USYM_MOD : type[2] == 'a' ? DT_USYM_ADDR : DT_USYM_SYM,
			buf, len);
	}
	return NULL;
}

/* ... in the 50-wide symbol column; false when not a symbol key. */
bool dt_print_symkey(FILE *out, const char *type, const uint8_t *p, uint32_t size)
{
	char buf[512];

	if (dt_print_symkey_str(type, p, size, buf, sizeof(buf)) == NULL)
		return false;
	fprintf(out, "  %-50s", buf);
	return true;
}

/* A key field as DTrace's default output prints it. */
static void print_key(FILE *out, const struct dt_rec *r, const uint8_t *p)
{
	const struct dt_type *t = dt_print_basetype(r->type);
	char buf[256];

	if (t != NULL && t->name != NULL && strcmp(t->name, "stack") == 0) {
		fputc('\n', out);
		uint64_t *pcs = dt_zalloc(r->size + 8);
		uint32_t n = dt_print_kstack(p, r->size, pcs);
		for (uint32_t i = 0; i < n; i++)
			fprintf(out, "%*s%s\n", dt_print_stackindent(), "",
				dt_print_ksym(pcs[i], true, buf, sizeof(buf)));
		free(pcs);
		return;
	}
	if (t != NULL && t->name != NULL && strcmp(t->name, "ustack") == 0 && r->size >= 8) {
		uint64_t pid;	/* a ustack value: the process id, then frames */

		memcpy(&pid, p, 8);
		dt_usym_print_stack(out, (int)pid, p + 8, (r->size - 8) / 8, dt_print_stackindent(), 0);
		return;
	}
	if (t != NULL && t->name != NULL && dt_print_symkey(out, t->name, p, r->size))
		return;
	bool str = dt_print_is_strtype(t);
	if (!str) {
		switch (dt_rec_intsize(r)) {
		case 8: { int64_t v; memcpy(&v, p, 8); fprintf(out, " %16lld", (long long)v); return; }
		case 4: { int32_t v; memcpy(&v, p, 4); fprintf(out, " %8d", v); return; }
		case 2: { uint16_t v; memcpy(&v, p, 2); fprintf(out, " %5u", v); return; }
		case 1: fprintf(out, " %3u", p[0]); return;
		default: break;
		}
	}
	if (!str) {
		dt_print_bytes_or_string(out, p, r->size, 50);
		return;
	}
	{
		/* Strings: as trace() prints them, 50 wide. */
		char *str = dt_strndup((const char *)p, strnlen((const char *)p, r->size));

		fprintf(out, "  %-50s", str);
		free(str);
	}
}

/* The default output's value column. */
static void print_val(FILE *out, const struct dt_aggent *e, uint64_t normal)
{
	const int64_t *d = e->val;
	struct dt_pfagg a = { e->ad, d, normal };

	switch (e->ad->func) {
	case DT_AGG_QUANTIZE:
	case DT_AGG_LQUANTIZE:
	case DT_AGG_LLQUANTIZE:
		dt_agg_hist_print(out, e->ad, d, normal);
		return;
	case DT_AGG_STDDEV:
		fprintf(out, " %16llu", (unsigned long long)dt_agg_scalar(&a));
		return;
	default:
		/* count, sum, avg, min, max: divided by the normalization
		 * factor as signed values (lang/quantize.c) */
		fprintf(out, " %16lld", (long long)dt_agg_scalar(&a));
		return;
	}
}

static void print_row(dtrace_hdl_t *h, FILE *out, const struct dt_aggent *e)
{
	struct dt_printstate *ps = dt_print_state(h);

	for (int k = 0; k < e->ad->nkeys; k++) {
		const struct dt_rec *r = &e->ad->keys[k];

		if (r->offset + r->size <= e->keylen)
			print_key(out, r, e->key + r->offset);
	}
	print_val(out, e, dt_agg_normal(ps, e->aggid));
	fputc('\n', out);
}

int dt_agg_print_all(dtrace_hdl_t *h, FILE *out)
{
	struct dt_printstate *ps = dt_print_state(h);
	struct dt_aggent **v;
	int n;

	fputc('\n', out);
	v = dt_agg_sorted(h, &n);
	for (int i = 0; i < n; i++)
		if (v[i]->aggid >= ps->naggids || !ps->printed[v[i]->aggid])
			print_row(h, out, v[i]);
	free(v);
	return 0;
}

/* printa() of several aggregations: every key of any of them, each row
 * with the aggregations' values (zero where one lacks the key). */
struct joined {
	const struct dt_aggent *rep;		/* an entry carrying the key */
	const struct dt_aggent **per;		/* per aggregation, or NULL */
};

struct jsort {
	int naggs, pos;
	struct dt_aggsort o;
};

static int joined_valcmp(const struct joined *x, const struct joined *y, const struct jsort *s)
{
	for (int i = 0; i < s->naggs; i++) {
		int k = (s->pos + i) % s->naggs;
		int c = dt_agg_val_cmp(x->per[k], y->per[k]);

		if (c != 0)
			return c;
	}
	return 0;
}

static int joined_cmp(const void *pa, const void *pb, void *arg)
{
	const struct joined *x = pa, *y = pb;
	const struct jsort *s = arg;
	int c, kc = dt_agg_key_cmp(x->rep->ad, x->rep, y->rep, s->o.keypos);

	if (s->o.bykey)
		c = kc ? kc : joined_valcmp(x, y, s);
	else
		c = (c = joined_valcmp(x, y, s)) ? c : kc;
	return s->o.rev ? -c : c;
}

static bool same_key(const struct dt_aggent *a, const struct dt_aggent *b)
{
	return a->keylen == b->keylen && memcmp(a->key, b->key, a->keylen) == 0;
}

static int printa_joined(dtrace_hdl_t *h, FILE *out, const struct dt_pfargv *pfv,
			 const int *aggids, int naggs)
{
	struct dt_printstate *ps = dt_print_state(h);
	struct joined *rows = dt_zalloc((ps->nents + 1) * sizeof(*rows));
	struct dt_pfagg *vals = dt_zalloc(naggs * sizeof(*vals));
	int64_t **zero = dt_zalloc(naggs * sizeof(*zero));
	struct jsort s = { naggs, 0, dt_agg_sortopts(h) };
	int nrows = 0, rc = 0;

	if (h->opts != NULL)
		s.pos = (int)dt_opt_int(h, OPT_aggsortpos, 0);
	if (s.pos < 0 || s.pos >= naggs)
		s.pos = 0;
	for (int i = 0; i < ps->nents; i++) {
		const struct dt_aggent *e = ps->ents[i];
		int a, r;

		for (a = 0; a < naggs && aggids[a] != e->aggid; a++)
			;
		if (a == naggs)
			continue;
		for (r = 0; r < nrows && !same_key(rows[r].rep, e); r++)
			;
		if (r == nrows) {
			rows[r].rep = e;
			rows[r].per = dt_zalloc(naggs * sizeof(*rows[r].per));
			nrows++;
		}
		/* the same aggregation may be named more than once */
		for (; a < naggs; a++)
			if (aggids[a] == e->aggid)
				rows[r].per[a] = e;
	}
	qsort_r(rows, nrows, sizeof(*rows), joined_cmp, &s);
	for (int a = 0; a < naggs; a++) {
		const struct dt_aggdesc *ad = dt_agg_desc(h, aggids[a]);

		zero[a] = dt_zalloc(ad ? dt_agg_valsize(ad) : 8);
		vals[a].ad = ad;
		vals[a].normal = dt_agg_normal(ps, aggids[a]);
	}
	for (int r = 0; r < nrows; r++) {
		const struct dt_aggent *rep = rows[r].rep;

		for (int a = 0; a < naggs; a++)
			vals[a].val = rows[r].per[a] ? rows[r].per[a]->val : zero[a];
		if (pfv != NULL) {
			if (dt_printf_row(h, out, pfv, rep->ad->keys, rep->ad->nkeys,
					  rep->key, rep->keylen, vals, naggs) < 0)
				rc = -1;
		} else {
			for (int k = 0; k < rep->ad->nkeys; k++)
				print_key(out, &rep->ad->keys[k], rep->key + rep->ad->keys[k].offset);
			for (int a = 0; a < naggs; a++) {
				struct dt_aggent tmp = { aggids[a], vals[a].ad, NULL, 0,
							 (int64_t *)vals[a].val };

				print_val(out, &tmp, vals[a].normal);
			}
			fputc('\n', out);
		}
	}
	for (int a = 0; a < naggs; a++)
		free(zero[a]);
	free(zero);
	for (int r = 0; r < nrows; r++)
		free(rows[r].per);
	free(rows);
	free(vals);
	return rc;
}

int dt_agg_printa(dtrace_hdl_t *h, FILE *out, const char *fmt,
		  const int *aggids, int naggs)
{
	struct dt_printstate *ps = dt_print_state(h);
	const struct dt_pfargv *pfv = NULL;

	if (naggs <= 0)
		return 0;
	if (fmt != NULL && (pfv = dt_print_fmt_lookup(h, fmt)) == NULL)
		return -1;
	/* An aggregation none of whose clauses was compiled (-Z, no probe
	 * matched) has no data and no description: as in DTrace, printa()
	 * prints nothing for it. */
	int live[naggs], nlive = 0;
	for (int a = 0; a < naggs; a++)
		if (dt_agg_desc(h, aggids[a]) != NULL)
			live[nlive++] = aggids[a];
	if (nlive == 0)
		return 0;
	aggids = live;
	naggs = nlive;
	for (int a = 0; a < naggs; a++) {
		dt_agg_grow_ids(ps, aggids[a]);
		ps->printed[aggids[a]] = true;
	}
	/* Without a format DTrace starts with a blank line. */
	if (pfv == NULL)
		fputc('\n', out);
	if (naggs > 1 || pfv != NULL)
		return printa_joined(h, out, pfv, aggids, naggs);
	{
		struct dt_aggent **v;
		int n;

		v = dt_agg_sorted(h, &n);
		for (int i = 0; i < n; i++)
			if (v[i]->aggid == aggids[0])
				print_row(h, out, v[i]);
		free(v);
	}
	return 0;
}
