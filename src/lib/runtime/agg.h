/*
 * The aggregation snapshot and actions (agg.c): the runtime reads the
 * aggregation maps into h->print's entries (output/agg.h) before it calls
 * an output operation that prints aggregations (printa(), the end-of-run
 * output, a metrics scrape, the flame graph).
 */
#ifndef DT_RUNTIME_AGG_H
#define DT_RUNTIME_AGG_H

#include <stddef.h>
#include <stdint.h>

#include "core/dt_impl.h"

/* The runtime tells the print module where the aggregation map is. */
void dt_print_set_agg_fd(dtrace_hdl_t *h, int map_fd, int ncpus);
/* Feed one map entry directly (unit tests; also used by the map reader):
 * key = DT_AGG_KEY_HDR + tuple bytes, vals = ncpus values of valsize
 * bytes each, consecutive (stride `stride` bytes).  Entries with the same
 * aggregation and key merge. */
void dt_agg_add(dtrace_hdl_t *h, const void *key, size_t keylen,
		const void *vals, int ncpus, size_t stride);
/* Re-read the whole map (snapshot); returns -1 on a map read error. */
int dt_agg_snapshot(dtrace_hdl_t *h);

/* clear(@a): zero values, keep keys.  trunc(@a, n): keep the n largest
 * (n < 0: the n smallest; n == 0: remove all).  normalize(@a, n) /
 * denormalize(@a). */
void dt_agg_clear(dtrace_hdl_t *h, int aggid);
void dt_agg_trunc(dtrace_hdl_t *h, int aggid, int64_t n);
void dt_agg_normalize(dtrace_hdl_t *h, int aggid, uint64_t factor);
void dt_agg_denormalize(dtrace_hdl_t *h, int aggid);

#endif
