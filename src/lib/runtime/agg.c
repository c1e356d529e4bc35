/*
 * Aggregations in user space: the snapshot of the per-CPU aggregation maps
 * merged over CPUs into h->print's entries (output/agg.h), taken before
 * every operation that prints them, and the clear/trunc/normalize actions.
 * Sorting and printing are output's (output/agg_sort.c, agg_print.c).
 */
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>
#include <bpf/bpf.h>
#include <bpf/libbpf.h>

#include "output/agg.h"
#include "lang/quantize.h"
#include "runtime/agg.h"
#include "runtime/runtime.h"

/* ---------------------------------------------------------- merging */

/* A min() or max() that nothing has fed (since a clear()) shows DTrace's
 * starting value, INT64_MAX or INT64_MIN, as DTrace's consumer resets
 * them; the count of 0 still marks it unfed. */
static void minmax_start(const struct dt_aggdesc *ad, int64_t *v)
{
	if ((ad->func == DT_AGG_MIN || ad->func == DT_AGG_MAX) && v[0] == 0)
		v[1] = ad->func == DT_AGG_MIN ? INT64_MAX : INT64_MIN;
}

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
	ad = dt_agg_desc(h, (int)id);
	if (ad == NULL)
		return;
	/* Only the tuple's own bytes: the map key may be padded. */
	tlen = keylen - DT_AGG_KEY_HDR;
	if (ad->keysize < tlen)
		tlen = ad->keysize;
	vsize = dt_agg_valsize(ad);
	uint8_t *canon = NULL;
	if (dt_agg_has_symkey(ad)) {	/* same symbol, same entry */
		canon = dt_zalloc(keylen);
		memcpy(canon, k, keylen);
		dt_agg_symkey_canon(ad, canon + DT_AGG_KEY_HDR, tlen);
		k = canon;
	}
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
			ps->ents = dt_realloc(ps->ents, ps->maxents * sizeof(*ps->ents));
		}
		ps->ents[ps->nents++] = e;
		if (2 * (size_t)ps->nents + 2 > ps->hsize)
			hash_rebuild(ps);
		else
			hash_insert(ps, e);
		dt_agg_grow_ids(ps, e->aggid);
	}
	for (int c = 0; c < ncpus; c++) {
		int64_t *tmp = dt_zalloc(vsize);

		memcpy(tmp, (const uint8_t *)vals + c * stride, vsize < stride ? vsize : stride);
		merge(ad, e->val, tmp);
		free(tmp);
	}
	minmax_start(ad, e->val);
	free(canon);
}

void dt_print_set_agg_fd(dtrace_hdl_t *h, int map_fd, int ncpus)
{
	struct dt_printstate *ps = dt_print_state(h);

	ps->agg_fd = map_fd;
	ps->ncpus = ncpus;
}

/* The map's real key and value sizes (the kernel's word, not ours). */
static int map_sizes(int fd, size_t *ksize, size_t *vsize)
{
	struct bpf_map_info info;
	__u32 len = sizeof(info);

	memset(&info, 0, sizeof(info));
	if (bpf_obj_get_info_by_fd(fd, &info, &len) != 0)
		return -1;
	*ksize = info.key_size;
	*vsize = info.value_size;
	return 0;
}

/* Keyless aggregations live in DT_MAP_AGG1, one slot per aggregation id;
 * a slot that no CPU has flagged as fired does not exist for DTrace. */
static int snapshot_keyless(dtrace_hdl_t *h, struct dt_printstate *ps)
{
	int fd = dt_rt_map_fd(h, DT_MAP_AGG1);
	size_t ksize, vsize, stride;
	uint8_t *vals;

	if (fd < 0)
		return 0;
	if (map_sizes(fd, &ksize, &vsize) < 0)
		return -1;
	stride = (vsize + 7) & ~(size_t)7;
	vals = dt_zalloc(stride * (size_t)ps->ncpus);
	for (int id = 0; id < h->cgout->naggs; id++) {
		const struct dt_aggdesc *ad = h->cgout->aggs[id];
		uint32_t slot = (uint32_t)id;
		uint64_t key = (uint64_t)id;
		bool fired = false;

		if (ad == NULL || ad->nkeys > 0 ||
		    bpf_map_lookup_elem(fd, &slot, vals) != 0)
			continue;
		for (int c = 0; c < ps->ncpus && !fired; c++)
			fired = *(const uint64_t *)(vals + stride * (size_t)c) != 0;
		if (fired)
			dt_agg_add(h, &key, sizeof(key), vals + DT_AGG1_HDR, ps->ncpus,
				   stride);
	}
	free(vals);
	return 0;
}

int dt_agg_snapshot(dtrace_hdl_t *h)
{
	struct dt_printstate *ps = dt_print_state(h);
	size_t ksize, vsize, stride;
	uint8_t *key, *next, *vals;
	void *prev = NULL;

	if (ps->agg_fd < 0 || h->cgout == NULL)
		return 0;
	if (map_sizes(ps->agg_fd, &ksize, &vsize) < 0)
		return -1;
	dt_agg_ents_clear(ps);
	/* Per-CPU values come rounded up to 8 bytes each. */
	stride = (vsize + 7) & ~(size_t)7;
	key = dt_zalloc(ksize);
	next = dt_zalloc(ksize);
	/* The kernel fills one value per possible CPU: size the buffer by
	 * that, whatever the caller said. */
	if (libbpf_num_possible_cpus() > ps->ncpus)
		ps->ncpus = libbpf_num_possible_cpus();
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
	return snapshot_keyless(h, ps);
}

/* ------------------------------------------------------------- actions */

/* clear() keeps a keyless aggregation (fired, zero), trunc() removes it. */
static void keyless_update(struct dt_printstate *ps, dtrace_hdl_t *h,
			   const struct dt_aggent *e, bool del)
{
	int fd = dt_rt_map_fd(h, DT_MAP_AGG1);
	size_t ksize, vsize, stride;
	uint32_t slot = (uint32_t)e->aggid;
	uint8_t *vals;

	if (fd < 0 || map_sizes(fd, &ksize, &vsize) < 0)
		return;
	stride = (vsize + 7) & ~(size_t)7;
	vals = dt_zalloc(stride * (size_t)ps->ncpus);
	if (!del)
		*(uint64_t *)vals = 1;	/* CPU 0 carries the flag */
	bpf_map_update_elem(fd, &slot, vals, BPF_ANY);
	free(vals);
}

/* Write a zeroed value (clear) or delete the key (trunc) in the kernel
 * map too, so the next snapshot agrees. */
static void map_update(struct dt_printstate *ps, dtrace_hdl_t *h,
		       const struct dt_aggent *e, bool del)
{
	size_t ksize, vsize;
	uint8_t *key;
	void *zero;
	uint64_t id = (uint64_t)e->aggid;

	if (e->ad->nkeys == 0) {
		keyless_update(ps, h, e, del);
		return;
	}
	if (ps->agg_fd < 0 || map_sizes(ps->agg_fd, &ksize, &vsize) < 0)
		return;
	if (ksize < DT_AGG_KEY_HDR + e->keylen)
		return;
	key = dt_zalloc(ksize);
	memcpy(key, &id, sizeof(id));
	memcpy(key + DT_AGG_KEY_HDR, e->key, e->keylen);
	if (del) {
		bpf_map_delete_elem(ps->agg_fd, key);
	} else {
		zero = dt_zalloc(((vsize + 7) & ~(size_t)7) * (size_t)ps->ncpus);
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
		minmax_start(e->ad, e->val);
		map_update(ps, h, e, false);
	}
}

void dt_agg_trunc(dtrace_hdl_t *h, int aggid, int64_t n)
{
	struct dt_printstate *ps = dt_print_state(h);
	struct dt_aggsort o = { false, n > 0, 0 };
	struct dt_aggent **v;
	int nv = 0;
	/* |n| without overflow: trunc(@a, INT64_MIN) keeps them all */
	uint64_t keep = n < 0 ? -(uint64_t)n : (uint64_t)n;

	dt_agg_snapshot(h);
	v = dt_zalloc((ps->nents + 1) * sizeof(*v));
	for (int i = 0; i < ps->nents; i++)
		if (ps->ents[i]->aggid == aggid)
			v[nv++] = ps->ents[i];
	/* Keep the largest (n > 0) or smallest (n < 0) |n| entries. */
	qsort_r(v, nv, sizeof(*v), dt_agg_ent_cmp, &o);
	for (int i = keep < (uint64_t)nv ? (int)keep : nv; i < nv; i++) {
		map_update(ps, h, v[i], true);
		v[i]->aggid = -1;	/* marked for removal */
	}
	{
		int k = 0;

		for (int i = 0; i < ps->nents; i++) {
			if (ps->ents[i]->aggid == -1)
				dt_agg_ent_free(ps->ents[i]);
			else
				ps->ents[k++] = ps->ents[i];
		}
		ps->nents = k;
	}
	hash_rebuild(ps);
	free(v);
}

/* The factor is normalize()'s uint64_t argument (every value up to 2^64-1
 * divides); 0 leaves the values as they are. */
void dt_agg_normalize(dtrace_hdl_t *h, int aggid, uint64_t factor)
{
	struct dt_printstate *ps = dt_print_state(h);

	if (aggid < 0)
		return;
	dt_agg_grow_ids(ps, aggid);
	ps->normal[aggid] = factor != 0 ? factor : 1;
}

void dt_agg_denormalize(dtrace_hdl_t *h, int aggid)
{
	dt_agg_normalize(h, aggid, 1);
}
