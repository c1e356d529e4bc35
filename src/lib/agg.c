/*
 * Aggregations in user space: a snapshot of the per-CPU aggregation map
 * merged over CPUs, DTrace's sort orders (aggsortkey, aggsortrev,
 * aggsortpos, aggsortkeypos), the default output and printa(), and the
 * clear/trunc/normalize actions.
 */
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>
#include <bpf/bpf.h>

#include "print.h"
#include "quantize.h"

struct dt_aggent {
	int aggid;
	const struct dt_aggdesc *ad;
	uint8_t *key;			/* the key tuple (after the aggregation id) */
	size_t keylen;
	int64_t *val;			/* merged value, dt_agg_valsize() bytes */
	uint64_t hash;			/* of (aggid, key) */
};

static const struct dt_aggdesc *agg_desc(dtrace_hdl_t *h, int aggid)
{
	if (h->cgout == NULL || aggid < 0 || aggid >= h->cgout->naggs)
		return NULL;
	return h->cgout->aggs[aggid];
}

static uint64_t agg_normal(struct dt_printstate *ps, int aggid)
{
	if (aggid < ps->naggids && ps->normal[aggid] != 0)
		return ps->normal[aggid];
	return 1;
}

static void grow_aggids(struct dt_printstate *ps, int aggid)
{
	if (aggid < ps->naggids)
		return;
	ps->normal = realloc(ps->normal, (aggid + 1) * sizeof(*ps->normal));
	ps->printed = realloc(ps->printed, (aggid + 1) * sizeof(*ps->printed));
	if (ps->normal == NULL || ps->printed == NULL)
		abort();
	for (int i = ps->naggids; i <= aggid; i++) {
		ps->normal[i] = 1;
		ps->printed[i] = false;
	}
	ps->naggids = aggid + 1;
}

/* ---------------------------------------------------------- merging */

/* Fold one CPU's value into the merged one. */
static void merge(const struct dt_aggdesc *ad, int64_t *dst, const int64_t *src)
{
	uint32_t n = dt_agg_valsize(ad) / 8;

	switch (ad->func) {
	case DT_AGG_MIN:
	case DT_AGG_MAX:
		if (src[0] == 0)
			break;
		if (dst[0] == 0 ||
		    (ad->func == DT_AGG_MIN ? src[1] < dst[1] : src[1] > dst[1]))
			dst[1] = src[1];
		dst[0] = (int64_t)((uint64_t)dst[0] + (uint64_t)src[0]);
		break;
	case DT_AGG_STDDEV: {
		unsigned __int128 a = ((unsigned __int128)(uint64_t)dst[3] << 64) | (uint64_t)dst[2];
		unsigned __int128 b = ((unsigned __int128)(uint64_t)src[3] << 64) | (uint64_t)src[2];

		a += b;
		dst[0] = (int64_t)((uint64_t)dst[0] + (uint64_t)src[0]);
		dst[1] = (int64_t)((uint64_t)dst[1] + (uint64_t)src[1]);
		dst[2] = (int64_t)(uint64_t)a;
		dst[3] = (int64_t)(uint64_t)(a >> 64);
		break;
	}
	default:
		/* count, sum, avg and every histogram: add word by word
		 * (wrapping, as the kernel's 64-bit adds do). */
		for (uint32_t i = 0; i < n; i++)
			dst[i] = (int64_t)((uint64_t)dst[i] + (uint64_t)src[i]);
		break;
	}
}

/* Entries are found through an open-addressing hash table over
 * (aggregation id, key bytes): a snapshot of a large aggregation must not
 * be quadratic. */
static uint64_t ent_hash(int aggid, const uint8_t *key, size_t keylen)
{
	uint64_t h = 1469598103934665603ULL ^ (uint64_t)aggid;

	for (size_t i = 0; i < keylen; i++)
		h = (h ^ key[i]) * 1099511628211ULL;
	return h;
}

static void hash_insert(struct dt_printstate *ps, struct dt_aggent *e)
{
	size_t mask = ps->hsize - 1, i = (size_t)e->hash & mask;

	while (ps->htab[i] != NULL)
		i = (i + 1) & mask;
	ps->htab[i] = e;
}

static void hash_rebuild(struct dt_printstate *ps)
{
	size_t want = 64;

	while (want < 2 * (size_t)ps->nents + 2)
		want *= 2;
	if (want < ps->hsize)
		want = ps->hsize;
	free(ps->htab);
	ps->hsize = want;
	ps->htab = dt_zalloc(want * sizeof(*ps->htab));
	for (int i = 0; i < ps->nents; i++)
		hash_insert(ps, ps->ents[i]);
}

static struct dt_aggent *ent_find(struct dt_printstate *ps, int aggid,
				  const uint8_t *key, size_t keylen, uint64_t hash)
{
	size_t mask, i;

	if (ps->hsize == 0)
		return NULL;
	mask = ps->hsize - 1;
	for (i = (size_t)hash & mask; ps->htab[i] != NULL; i = (i + 1) & mask) {
		struct dt_aggent *e = ps->htab[i];

		if (e->hash == hash && e->aggid == aggid && e->keylen == keylen &&
		    memcmp(e->key, key, keylen) == 0)
			return e;
	}
	return NULL;
}

void dt_agg_add(dtrace_hdl_t *h, const void *key, size_t keylen,
		const void *vals, int ncpus, size_t stride)
{
	struct dt_printstate *ps = dt_print_state(h);
	const uint8_t *k = key;
	const struct dt_aggdesc *ad;
	struct dt_aggent *e;
	uint64_t id, hash;
	size_t tlen;
	uint32_t vsize;

	if (keylen < DT_AGG_KEY_HDR)
		return;
	memcpy(&id, k, sizeof(id));
	ad = agg_desc(h, (int)id);
	if (ad == NULL)
		return;
	/* Only the tuple's own bytes: the map key may be padded. */
	tlen = keylen - DT_AGG_KEY_HDR;
	if (ad->keysize < tlen)
		tlen = ad->keysize;
	vsize = dt_agg_valsize(ad);
	hash = ent_hash((int)id, k + DT_AGG_KEY_HDR, tlen);
	e = ent_find(ps, (int)id, k + DT_AGG_KEY_HDR, tlen, hash);
	if (e == NULL) {
		e = dt_zalloc(sizeof(*e));
		e->hash = hash;
		e->aggid = (int)id;
		e->ad = ad;
		e->keylen = tlen;
		e->key = dt_zalloc(tlen);
		memcpy(e->key, k + DT_AGG_KEY_HDR, tlen);
		e->val = dt_zalloc(vsize);
		if (ps->nents == ps->maxents) {
			ps->maxents = ps->maxents ? ps->maxents * 2 : 64;
			ps->ents = realloc(ps->ents, ps->maxents * sizeof(*ps->ents));
			if (ps->ents == NULL)
				abort();
		}
		ps->ents[ps->nents++] = e;
		if (2 * (size_t)ps->nents + 2 > ps->hsize)
			hash_rebuild(ps);
		else
			hash_insert(ps, e);
		grow_aggids(ps, e->aggid);
	}
	for (int c = 0; c < ncpus; c++) {
		int64_t *tmp = dt_zalloc(vsize);

		memcpy(tmp, (const uint8_t *)vals + c * stride, vsize < stride ? vsize : stride);
		merge(ad, e->val, tmp);
		free(tmp);
	}
}

static void ent_free(struct dt_aggent *e)
{
	free(e->key);
	free(e->val);
	free(e);
}

static void ents_clear(struct dt_printstate *ps)
{
	for (int i = 0; i < ps->nents; i++)
		ent_free(ps->ents[i]);
	ps->nents = 0;
	if (ps->htab != NULL)
		memset(ps->htab, 0, ps->hsize * sizeof(*ps->htab));
}

void dt_print_set_agg_fd(dtrace_hdl_t *h, int map_fd, int ncpus)
{
	struct dt_printstate *ps = dt_print_state(h);

	ps->agg_fd = map_fd;
	ps->ncpus = ncpus;
}

int dt_agg_snapshot(dtrace_hdl_t *h)
{
	struct dt_printstate *ps = dt_print_state(h);
	size_t ksize, stride;
	uint8_t *key, *next, *vals;
	void *prev = NULL;
	int rc = 0;

	if (ps->agg_fd < 0 || h->cgout == NULL)
		return 0;
	ents_clear(ps);
	ksize = h->cgout->agg_keysize;
	stride = (h->cgout->agg_valsize + 7) & ~(size_t)7;
	key = dt_zalloc(ksize);
	next = dt_zalloc(ksize);
	vals = dt_zalloc(stride * (size_t)ps->ncpus);
	while (bpf_map_get_next_key(ps->agg_fd, prev, next) == 0) {
		memcpy(key, next, ksize);
		prev = key;
		if (bpf_map_lookup_elem(ps->agg_fd, key, vals) != 0)
			continue;	/* deleted meanwhile */
		dt_agg_add(h, key, ksize, vals, ps->ncpus, stride);
	}
	free(key);
	free(next);
	free(vals);
	return rc;
}

/* -------------------------------------------------------------- values */

static unsigned __int128 isqrt128(unsigned __int128 v)
{
	unsigned __int128 r = 0, bit = (unsigned __int128)1 << 126;

	while (bit > v)
		bit >>= 2;
	while (bit != 0) {
		if (v >= r + bit) {
			v -= r + bit;
			r = (r >> 1) + bit;
		} else {
			r >>= 1;
		}
		bit >>= 2;
	}
	return r;
}

/* sqrt(E[x^2] - E[x]^2) with DTrace's integer steps and normalization. */
static uint64_t stddev(const int64_t *d, uint64_t normal)
{
	unsigned __int128 sq = ((unsigned __int128)(uint64_t)d[3] << 64) | (uint64_t)d[2];
	int64_t avg;
	unsigned __int128 avg2;

	if (d[0] == 0)
		return 0;
	sq = sq / normal / (uint64_t)d[0];
	avg = d[1] / (int64_t)normal / d[0];
	if (avg < 0)
		avg = -avg;
	avg2 = (unsigned __int128)(uint64_t)avg * (uint64_t)avg;
	return (uint64_t)isqrt128(sq - avg2);
}

int64_t dt_agg_scalar(const struct dt_pfagg *a)
{
	const int64_t *d = a->val;
	uint64_t n = a->normal ? a->normal : 1;

	switch (a->ad->func) {
	case DT_AGG_COUNT:
		return (int64_t)((uint64_t)d[0] / n);
	case DT_AGG_SUM:
		return d[0] / (int64_t)n;
	case DT_AGG_MIN:
	case DT_AGG_MAX:
		return d[0] ? d[1] / (int64_t)n : 0;
	case DT_AGG_AVG:
		return d[0] ? d[1] / (int64_t)n / d[0] : 0;
	case DT_AGG_STDDEV:
		return (int64_t)stddev(d, n);
	default:
		return 0;
	}
}

/* The value DTrace sorts an entry by. */
static long double sortval(const struct dt_aggent *e)
{
	const int64_t *d = e->val;

	switch (e->ad->func) {
	case DT_AGG_COUNT:
	case DT_AGG_SUM:
		return (long double)d[0];
	case DT_AGG_MIN:
	case DT_AGG_MAX:
		return (long double)d[1];
	case DT_AGG_AVG:
		return d[0] ? (long double)d[1] / (long double)d[0] : 0;
	case DT_AGG_STDDEV:
		return (long double)stddev(d, 1);
	default:
		return dt_agg_hist_sortval(e->ad, d);
	}
}

/* ------------------------------------------------------------- sorting */

static const struct dt_type *strip(const struct dt_type *t)
{
	while (t != NULL && t->kind == T_TYPEDEF)
		t = t->base;
	return t;
}

/* Keys compare field by field from aggsortkeypos on (wrapping); integers
 * as unsigned numbers of their size (so -1 sorts after 2, as in DTrace),
 * strings with strcmp, anything else bytewise. */
static int key_cmp(const struct dt_aggdesc *ad, const struct dt_aggent *x,
		   const struct dt_aggent *y, int keypos)
{
	int n = ad->nkeys;

	if (n == 0 || x->ad != y->ad)
		return 0;
	if (keypos >= n || keypos < 0)
		keypos = 0;
	for (int k = 0; k < n; k++) {
		const struct dt_rec *r = &ad->keys[(keypos + k) % n];
		const uint8_t *a = x->key + r->offset, *b = y->key + r->offset;
		const struct dt_type *t = strip(r->type);
		int c = 0;

		if (r->offset + r->size > x->keylen || r->offset + r->size > y->keylen)
			continue;
		if (t != NULL && t->kind == T_STRING) {
			c = strncmp((const char *)a, (const char *)b, r->size);
		} else if (r->size == 1 || r->size == 2 || r->size == 4 || r->size == 8) {
			uint64_t va = 0, vb = 0;

			memcpy(&va, a, r->size);	/* little endian */
			memcpy(&vb, b, r->size);
			c = va < vb ? -1 : va > vb;
		} else {
			c = memcmp(a, b, r->size);
		}
		if (c != 0)
			return c < 0 ? -1 : 1;
	}
	return 0;
}

static int val_cmp(const struct dt_aggent *x, const struct dt_aggent *y)
{
	long double a, b;

	if (x == NULL || y == NULL)
		return (x != NULL) - (y != NULL);
	a = sortval(x);
	b = sortval(y);
	if (a != b)
		return a < b ? -1 : 1;
	if (x->ad->func == DT_AGG_QUANTIZE) {
		int64_t za = x->val[DT_QUANT_ZERO], zb = y->val[DT_QUANT_ZERO];

		if (za != zb)
			return za < zb ? -1 : 1;
	}
	return 0;
}

struct sortopts {
	bool bykey, rev;
	int keypos;
};

static struct sortopts sort_opts(dtrace_hdl_t *h)
{
	struct sortopts o = { false, false, 0 };

	if (h->opts != NULL) {
		o.bykey = dt_opt_isset(h, "aggsortkey");
		o.rev = dt_opt_isset(h, "aggsortrev");
		o.keypos = (int)dt_opt_int(h, "aggsortkeypos", 0);
	}
	return o;
}

/* DTrace's default walk: by aggregation id, then value then key (or key
 * then value with aggsortkey); aggsortrev reverses the whole order. */
static int ent_cmp(const void *pa, const void *pb, void *arg)
{
	const struct dt_aggent *x = *(struct dt_aggent *const *)pa;
	const struct dt_aggent *y = *(struct dt_aggent *const *)pb;
	const struct sortopts *o = arg;
	int c;

	if (x->aggid != y->aggid)
		c = x->aggid < y->aggid ? -1 : 1;
	else if (o->bykey)
		c = (c = key_cmp(x->ad, x, y, o->keypos)) ? c : val_cmp(x, y);
	else
		c = (c = val_cmp(x, y)) ? c : key_cmp(x->ad, x, y, o->keypos);
	return o->rev ? -c : c;
}

static struct dt_aggent **sorted(dtrace_hdl_t *h, int *n)
{
	struct dt_printstate *ps = dt_print_state(h);
	struct dt_aggent **v = dt_zalloc((ps->nents + 1) * sizeof(*v));
	struct sortopts o = sort_opts(h);

	memcpy(v, ps->ents, ps->nents * sizeof(*v));
	qsort_r(v, ps->nents, sizeof(*v), ent_cmp, &o);
	*n = ps->nents;
	return v;
}

/* ------------------------------------------------------------- printing */

/* A key field as DTrace's default output prints it. */
static void print_key(FILE *out, const struct dt_rec *r, const uint8_t *p)
{
	const struct dt_type *t = strip(r->type);
	char buf[256];

	if (t != NULL && t->name != NULL && strcmp(t->name, "stack") == 0) {
		fputc('\n', out);
		for (uint32_t i = 0; i + 8 <= r->size; i += 8) {
			uint64_t pc;

			memcpy(&pc, p + i, 8);
			if (pc == 0)
				break;
			fprintf(out, "%14s%s\n", "", dt_print_ksym(pc, true, buf, sizeof(buf)));
		}
		return;
	}
	if (t != NULL && t->name != NULL && strcmp(t->name, "_symaddr") == 0) {
		uint64_t pc;

		memcpy(&pc, p, 8);
		fprintf(out, "  %-50s", dt_print_ksym(pc, false, buf, sizeof(buf)));
		return;
	}
	if (t == NULL || t->kind != T_STRING) {
		switch (r->size) {
		case 8: { int64_t v; memcpy(&v, p, 8); fprintf(out, " %16lld", (long long)v); return; }
		case 4: { int32_t v; memcpy(&v, p, 4); fprintf(out, " %8d", v); return; }
		case 2: { uint16_t v; memcpy(&v, p, 2); fprintf(out, " %5u", v); return; }
		case 1: fprintf(out, " %3u", p[0]); return;
		default: break;
		}
	}
	if (t == NULL || t->kind != T_STRING) {
		dt_print_bytes(out, p, r->size);
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
	case DT_AGG_AVG:
		fprintf(out, " %16lld", (long long)dt_agg_scalar(&a));
		return;
	case DT_AGG_MIN:
	case DT_AGG_MAX:
		/* DTrace divides in unsigned arithmetic here. */
		fprintf(out, " %16lld", (long long)((uint64_t)(d[0] ? d[1] : 0) / normal));
		return;
	default:
		fprintf(out, " %16lld", (long long)((uint64_t)d[0] / normal));
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
	print_val(out, e, agg_normal(ps, e->aggid));
	fputc('\n', out);
}

int dt_agg_print_all(dtrace_hdl_t *h, FILE *out)
{
	struct dt_printstate *ps = dt_print_state(h);
	struct dt_aggent **v;
	int n;

	fputc('\n', out);
	if (dt_agg_snapshot(h) < 0)
		return -1;
	v = sorted(h, &n);
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
	struct sortopts o;
};

static int joined_valcmp(const struct joined *x, const struct joined *y, const struct jsort *s)
{
	for (int i = 0; i < s->naggs; i++) {
		int k = (s->pos + i) % s->naggs;
		const struct dt_aggent *a = x->per[k], *b = y->per[k];
		long double va = a ? sortval(a) : 0, vb = b ? sortval(b) : 0;

		if (va != vb)
			return va < vb ? -1 : 1;
	}
	return 0;
}

static int joined_cmp(const void *pa, const void *pb, void *arg)
{
	const struct joined *x = pa, *y = pb;
	const struct jsort *s = arg;
	int c, kc = key_cmp(x->rep->ad, x->rep, y->rep, s->o.keypos);

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
	struct jsort s = { naggs, 0, sort_opts(h) };
	int nrows = 0, rc = 0;

	if (h->opts != NULL)
		s.pos = (int)dt_opt_int(h, "aggsortpos", 0);
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
		rows[r].per[a] = e;
	}
	qsort_r(rows, nrows, sizeof(*rows), joined_cmp, &s);
	for (int a = 0; a < naggs; a++) {
		const struct dt_aggdesc *ad = agg_desc(h, aggids[a]);

		zero[a] = dt_zalloc(ad ? dt_agg_valsize(ad) : 8);
		vals[a].ad = ad;
		vals[a].normal = agg_normal(ps, aggids[a]);
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
	if (dt_agg_snapshot(h) < 0)
		return -1;
	for (int a = 0; a < naggs; a++)
		if (agg_desc(h, aggids[a]) == NULL)
			return -1;
	for (int a = 0; a < naggs; a++) {
		grow_aggids(ps, aggids[a]);
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

		v = sorted(h, &n);
		for (int i = 0; i < n; i++)
			if (v[i]->aggid == aggids[0])
				print_row(h, out, v[i]);
		free(v);
	}
	return 0;
}

/* ------------------------------------------------------------- actions */

/* Write a zeroed value (clear) or delete the key (trunc) in the kernel
 * map too, so the next snapshot agrees. */
static void map_update(struct dt_printstate *ps, dtrace_hdl_t *h,
		       const struct dt_aggent *e, bool del)
{
	size_t ksize, stride;
	uint8_t *key;
	void *zero;
	uint64_t id = (uint64_t)e->aggid;

	if (ps->agg_fd < 0 || h->cgout == NULL)
		return;
	ksize = h->cgout->agg_keysize;
	if (ksize < DT_AGG_KEY_HDR + e->keylen)
		return;
	key = dt_zalloc(ksize);
	memcpy(key, &id, sizeof(id));
	memcpy(key + DT_AGG_KEY_HDR, e->key, e->keylen);
	if (del) {
		bpf_map_delete_elem(ps->agg_fd, key);
	} else {
		stride = (h->cgout->agg_valsize + 7) & ~(size_t)7;
		zero = dt_zalloc(stride * (size_t)ps->ncpus);
		bpf_map_update_elem(ps->agg_fd, key, zero, BPF_EXIST);
		free(zero);
	}
	free(key);
}

void dt_agg_clear(dtrace_hdl_t *h, int aggid)
{
	struct dt_printstate *ps = dt_print_state(h);

	dt_agg_snapshot(h);
	for (int i = 0; i < ps->nents; i++) {
		struct dt_aggent *e = ps->ents[i];

		if (e->aggid != aggid)
			continue;
		memset(e->val, 0, dt_agg_valsize(e->ad));
		map_update(ps, h, e, false);
	}
}

void dt_agg_trunc(dtrace_hdl_t *h, int aggid, int64_t n)
{
	struct dt_printstate *ps = dt_print_state(h);
	struct sortopts o = { false, n > 0, 0 };
	struct dt_aggent **v;
	int nv = 0;
	int64_t keep = n < 0 ? -n : n;

	dt_agg_snapshot(h);
	v = dt_zalloc((ps->nents + 1) * sizeof(*v));
	for (int i = 0; i < ps->nents; i++)
		if (ps->ents[i]->aggid == aggid)
			v[nv++] = ps->ents[i];
	/* Keep the largest (n > 0) or smallest (n < 0) |n| entries. */
	qsort_r(v, nv, sizeof(*v), ent_cmp, &o);
	for (int i = keep; i < nv; i++) {
		map_update(ps, h, v[i], true);
		v[i]->aggid = -1;	/* marked for removal */
	}
	{
		int k = 0;

		for (int i = 0; i < ps->nents; i++) {
			if (ps->ents[i]->aggid == -1)
				ent_free(ps->ents[i]);
			else
				ps->ents[k++] = ps->ents[i];
		}
		ps->nents = k;
	}
	hash_rebuild(ps);
	free(v);
}

void dt_agg_normalize(dtrace_hdl_t *h, int aggid, int64_t factor)
{
	struct dt_printstate *ps = dt_print_state(h);

	if (aggid < 0)
		return;
	grow_aggids(ps, aggid);
	ps->normal[aggid] = factor > 0 ? (uint64_t)factor : 1;
}

void dt_agg_denormalize(dtrace_hdl_t *h, int aggid)
{
	dt_agg_normalize(h, aggid, 1);
}

void dt_print_free(dtrace_hdl_t *h)
{
	struct dt_printstate *ps = h->print;

	if (ps == NULL)
		return;
	ents_clear(ps);
	free(ps->ents);
	free(ps->htab);
	for (int i = 0; i < ps->nfmts; i++) {
		free(ps->fmts[i].text);
		dt_printf_free(ps->fmts[i].pfv);
	}
	free(ps->fmts);
	free(ps->normal);
	free(ps->printed);
	free(ps);
	h->print = NULL;
}
