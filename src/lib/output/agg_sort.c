/*
 * Aggregation values as DTrace computes them (avg, stddev, normalization)
 * and the orders it walks entries in: by aggregation, then value then key
 * (or key then value with aggsortkey), reversed with aggsortrev.
 */
#include <stdlib.h>
#include <string.h>

#include "output/agg.h"
#include "lang/quantize.h"

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

/* sqrt(E[x^2] - E[x]^2) with DTrace's integer steps and normalization:
 * the values are divided by `normal`, so their squares by normal^2. */
uint64_t dt_agg_stddev(const int64_t *d, uint64_t normal)
{
	unsigned __int128 sq = ((unsigned __int128)(uint64_t)d[3] << 64) | (uint64_t)d[2];
	int64_t avg;
	unsigned __int128 avg2;

	if (d[0] == 0)
		return 0;
	sq = sq / normal / normal / (uint64_t)d[0];
	avg = dt_agg_normalize_div(d[1], normal) / d[0];
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
		return dt_agg_normalize_div(d[0], n);
	case DT_AGG_MIN:
	case DT_AGG_MAX:
		/* an entry nothing fed since clear() holds DTrace's starting
		 * value (runtime/agg.c); printa's filler for a missing key 0 */
		return dt_agg_normalize_div(d[1], n);
	case DT_AGG_AVG:
		return d[0] ? dt_agg_normalize_div(d[1], n) / d[0] : 0;
	case DT_AGG_STDDEV:
		return (int64_t)dt_agg_stddev(d, n);
	default:
		return 0;
	}
}

/* The value DTrace sorts an entry by. */
long double dt_agg_sortval(const struct dt_aggent *e)
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
		/* the average as printed (integer division): averages that
		 * print the same tie, and their keys order them */
		return d[0] ? (long double)(d[1] / d[0]) : 0;
	case DT_AGG_STDDEV:
		return (long double)dt_agg_stddev(d, 1);
	default:
		return dt_agg_hist_sortval(e->ad, d);
	}
}

/* Its tie-breaker: a distribution's count at zero (0 for the others). */
int64_t dt_agg_sortzero(const struct dt_aggent *e)
{
	switch (e->ad->func) {
	case DT_AGG_QUANTIZE:
	case DT_AGG_LQUANTIZE:
	case DT_AGG_LLQUANTIZE:
		return dt_agg_hist_sortzero(e->ad, e->val);
	default:
		return 0;
	}
}

/* ------------------------------------------------------------- sorting */

static int u64_cmp(const uint8_t *a, const uint8_t *b)
{
	uint64_t va, vb;

	memcpy(&va, a, 8);
	memcpy(&vb, b, 8);
	return va < vb ? -1 : va > vb;
}

/* usym(), umod(), uaddr() keys: the process id, then the address. */
static bool is_user_addr_key(const struct dt_type *t, const struct dt_rec *r)
{
	return t != NULL && t->name != NULL && r->size >= 16 &&
	       (strcmp(t->name, "_usymaddr") == 0 || strcmp(t->name, "_umodaddr") == 0 ||
		strcmp(t->name, "_uaddr") == 0);
}

/* Keys compare field by field from aggsortkeypos on (wrapping); integers
 * as unsigned numbers of their size (so -1 sorts after 2, as in DTrace),
 * strings with strcmp, usym()/umod()/uaddr() keys as their process id then
 * address (both numbers), anything else bytewise. */
int dt_agg_key_cmp(const struct dt_aggdesc *ad, const struct dt_aggent *x,
		   const struct dt_aggent *y, int keypos)
{
	int n = ad->nkeys;

	/* Rows of a joined printa() carry a key from any of its aggregations:
	 * printa() checked that their keys agree. */
	if (n == 0 || (x->ad != y->ad && x->ad->nkeys != y->ad->nkeys))
		return 0;
	if (keypos >= n || keypos < 0)
		keypos = 0;
	for (int k = 0; k < n; k++) {
		const struct dt_rec *r = &ad->keys[(keypos + k) % n];
		const uint8_t *a = x->key + r->offset, *b = y->key + r->offset;
		const struct dt_type *t = dt_print_basetype(r->type);
		int c = 0;

		if (r->offset + r->size > x->keylen || r->offset + r->size > y->keylen)
			continue;
		if (t != NULL && t->kind == T_STRING) {
			c = strncmp((const char *)a, (const char *)b, r->size);
		} else if (is_user_addr_key(t, r)) {
			c = u64_cmp(a, b);
			if (c == 0)
				c = u64_cmp(a + 8, b + 8);
		} else if (r->size == 1 || r->size == 2 || r->size == 4 || r->size == 8) {
			uint64_t va = 0, vb = 0;
			unsigned sz = dt_rec_intsize(r);

			memcpy(&va, a, sz);	/* little endian: the low bytes */
			memcpy(&vb, b, sz);
			c = va < vb ? -1 : va > vb;
		} else {
			c = memcmp(a, b, r->size);
		}
		if (c != 0)
			return c < 0 ? -1 : 1;
	}
	return 0;
}

/* Two entries of one aggregation by value: the sort value, then for the
 * distributions the count at zero.  A NULL entry (a key one aggregation
 * of a joined printa() lacks) is DTrace's zero-filled one: 0 and 0. */
int dt_agg_val_cmp(const struct dt_aggent *x, const struct dt_aggent *y)
{
	long double a = x ? dt_agg_sortval(x) : 0, b = y ? dt_agg_sortval(y) : 0;
	int64_t za, zb;

	if (a != b)
		return a < b ? -1 : 1;
	za = x ? dt_agg_sortzero(x) : 0;
	zb = y ? dt_agg_sortzero(y) : 0;
	return za < zb ? -1 : za > zb;
}

struct dt_aggsort dt_agg_sortopts(dtrace_hdl_t *h)
{
	struct dt_aggsort o = { false, false, 0 };

	if (h->opts != NULL) {
		o.bykey = dt_opt_isset(h, OPT_aggsortkey);
		o.rev = dt_opt_isset(h, OPT_aggsortrev);
		o.keypos = (int)dt_opt_int(h, OPT_aggsortkeypos, 0);
	}
	return o;
}

/* DTrace's default walk: by aggregation id, then value then key (or key
 * then value with aggsortkey); aggsortrev reverses the whole order. */
int dt_agg_ent_cmp(const void *pa, const void *pb, void *arg)
{
	const struct dt_aggent *x = *(struct dt_aggent *const *)pa;
	const struct dt_aggent *y = *(struct dt_aggent *const *)pb;
	const struct dt_aggsort *o = arg;
	int c;

	if (x->aggid != y->aggid)
		c = x->aggid < y->aggid ? -1 : 1;
	else if (o->bykey)
		c = (c = dt_agg_key_cmp(x->ad, x, y, o->keypos)) ? c : dt_agg_val_cmp(x, y);
	else
		c = (c = dt_agg_val_cmp(x, y)) ? c : dt_agg_key_cmp(x->ad, x, y, o->keypos);
	return o->rev ? -c : c;
}

struct dt_aggent **dt_agg_sorted(dtrace_hdl_t *h, int *n)
{
	struct dt_printstate *ps = dt_print_state(h);
	struct dt_aggent **v = dt_zalloc((ps->nents + 1) * sizeof(*v));
	struct dt_aggsort o = dt_agg_sortopts(h);

	if (ps->nents > 0)	/* ents is NULL before the first entry */
		memcpy(v, ps->ents, ps->nents * sizeof(*v));
	qsort_r(v, ps->nents, sizeof(*v), dt_agg_ent_cmp, &o);
	*n = ps->nents;
	return v;
}
