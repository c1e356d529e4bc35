/*
 * The aggregation snapshot as output receives it.  The runtime takes it
 * (runtime/agg.c: reads the maps, merges every CPU's values into h->print's
 * entries) before it calls an operation that prints aggregations; output
 * (agg_sort.c: values and DTrace's orderings; agg_print.c: default output
 * and printa(); json.c, flamegraph.c, metrics.c) prints what it holds and
 * never reads a map.  agg_state.c: what output keeps per aggregation.
 */
#ifndef DT_AGG_H
#define DT_AGG_H

#include "output/print.h"

/* One aggregation entry of the snapshot, merged over CPUs. */
struct dt_aggent {
	int aggid;
	const struct dt_aggdesc *ad;
	uint8_t *key;			/* the key tuple (after the aggregation id) */
	size_t keylen;
	int64_t *val;			/* merged value, dt_agg_valsize() bytes */
	uint64_t hash;			/* of (aggid, key) */
};

/* Sort options: aggsortkey, aggsortrev, aggsortkeypos. */
struct dt_aggsort {
	bool bykey, rev;
	int keypos;
};

/* agg_state.c */
/* The description of an aggregation id (NULL: no clause of it compiled). */
const struct dt_aggdesc *dt_agg_desc(dtrace_hdl_t *h, int aggid);
/* Its normalize() factor (1: none). */
uint64_t dt_agg_normal(struct dt_printstate *ps, int aggid);
/* Make room in normal[] and printed[] for aggid. */
void dt_agg_grow_ids(struct dt_printstate *ps, int aggid);
void dt_agg_ent_free(struct dt_aggent *e);
/* Empty the snapshot (entries and their hash index). */
void dt_agg_ents_clear(struct dt_printstate *ps);

/* agg_sort.c */
uint64_t dt_agg_stddev(const int64_t *d, uint64_t normal);
long double dt_agg_sortval(const struct dt_aggent *e);
int64_t dt_agg_sortzero(const struct dt_aggent *e);
int dt_agg_val_cmp(const struct dt_aggent *x, const struct dt_aggent *y);
int dt_agg_key_cmp(const struct dt_aggdesc *ad, const struct dt_aggent *x,
		   const struct dt_aggent *y, int keypos);
struct dt_aggsort dt_agg_sortopts(dtrace_hdl_t *h);
/* qsort_r comparator over struct dt_aggent *, arg: struct dt_aggsort *. */
int dt_agg_ent_cmp(const void *pa, const void *pb, void *arg);
/* The snapshot's entries in DTrace's default order (free the array). */
struct dt_aggent **dt_agg_sorted(dtrace_hdl_t *h, int *n);

#endif
