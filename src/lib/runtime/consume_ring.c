/*
 * bufpolicy=ring: DTrace keeps only the newest records of each CPU that
 * fit in bufsize (a ring that overwrites its oldest records) and prints
 * them when tracing stops.  The BPF ring buffer
 * cannot overwrite, so the consumer keeps that window itself.
 * bufpolicy=fill: DTrace's consumer reads nothing while tracing runs
 * ("once dtrace(1M) detects a single filled buffer, tracing is stopped,
 * all buffers are processed"): the records that fit (consume_budget.c)
 * are held per CPU here the same way, and printed at the end CPU by CPU.
 */
#include <stdlib.h>
#include <string.h>

#include "lang/types.h"
#include "output/print.h"
#include "runtime/runtime.h"

void dt_ring_open(dtrace_hdl_t *h)
{
	struct dt_runtime *rt = h->rt;
	const char *pol = dt_opt_str(h, OPT_bufpolicy);
	if (pol && strcmp(pol, "ring") == 0) {
		rt->ring_mode = true;
		/* unset: DTrace's default, 4 MiB; rounded down to 8 as
		 * DTrace's kernel rounds it */
		rt->ring_budget = dt_opt_size(h, OPT_bufsize, 4 << 20) & ~7LL;
	}
	if (rt->ring_mode || rt->fill_mode)
		rt->ring = dt_zalloc(sizeof(*rt->ring) * (size_t)rt->ncpus);
}

void dt_ring_free(struct dt_runtime *rt)
{
	for (int c = 0; rt->ring && c < rt->ncpus; c++) {
		struct dt_ring_cpu *rc = &rt->ring[c];
		for (int i = 0; i < rc->n; i++)
			free(rc->recs[rc->head + i].data);
		free(rc->recs);
	}
	free(rt->ring);
	rt->ring = NULL;
}

static void ring_evict(struct dt_ring_cpu *rc)
{
	free(rc->recs[rc->head].data);
	rc->head++;
	rc->n--;
}

void dt_consume_exit(dtrace_hdl_t *h, const struct dt_edesc *ed, const uint8_t *data)
{
	struct dt_runtime *rt = h->rt;
	for (int i = 0; i < ed->nacts; i++)
		if (ed->acts[i].kind == DT_ACT_EXIT && dt_act_ran(&ed->acts[i], data)) {
			rt->exited = true;
			rt->exit_status = ed->acts[i].nrecs > 0 ?
				(int)dt_rec_int(&ed->recs[ed->acts[i].first_rec], data) : 0;
		}
}

/* Append a copy of the record to its CPU's list, at offs of the buffer. */
static void hold(struct dt_ring_cpu *rc, int64_t offs, const void *buf, size_t size)
{
	if (rc->head + rc->n == rc->cap) {
		if (rc->head > 0) {
			memmove(rc->recs, rc->recs + rc->head, sizeof(*rc->recs) * (size_t)rc->n);
			rc->head = 0;
		} else {
			rc->cap = rc->cap ? rc->cap * 2 : 64;
			rc->recs = dt_realloc(rc->recs, sizeof(*rc->recs) * (size_t)rc->cap);
		}
	}
	struct dt_ring_rec *r = &rc->recs[rc->head + rc->n++];
	r->data = dt_zalloc(size);
	memcpy(r->data, buf, size);
	r->size = size;
	r->start = offs;
}

void dt_ring_keep(dtrace_hdl_t *h, const struct dt_edesc *ed, uint32_t cpu,
		  const uint8_t *data, const void *buf, size_t size)
{
	struct dt_runtime *rt = h->rt;
	uint32_t c = cpu < (uint32_t)rt->ncpus ? cpu : 0;
	dt_consume_exit(h, ed, data);
	if (!rt->ring_mode) {	/* fill: the budget admitted it */
		hold(&rt->ring[c], 0, buf, size);
		return;
	}
	/* ring: where DTrace's ring buffer of its CPU would hold it
	 * (consume_budget.c's layout), evicting the records it overwrites:
	 * at the end of the buffer it wraps to the start, and a record
	 * larger than the whole buffer is dropped (counted). */
	struct dt_ring_cpu *rc = &rt->ring[c];
	struct dt_rec_layout l = rt->layout[ed->epid];
	int64_t offs = rc->offs, total = l.size + (offs & (l.align - 1));
	if (offs + total > rt->ring_budget) {
		if (total > rt->ring_budget) {
			rt->budget_drops[c]++;
			return;
		}
		/* wrap: what lay from here to the end is gone, then what
		 * the record takes at the start */
		while (rc->n > 0 && rc->recs[rc->head].start >= offs)
			ring_evict(rc);
		offs = 0;
		total = l.size;
		rc->wrapped = true;
		while (rc->n > 0 && rc->recs[rc->head].start < total)
			ring_evict(rc);
	} else if (rc->wrapped) {
		/* the oldest records lie ahead: those the record covers go */
		while (rc->n > 0 && rc->recs[rc->head].start >= offs &&
		       rc->recs[rc->head].start < offs + total)
			ring_evict(rc);
	}
	offs = (offs + l.align - 1) / l.align * l.align;
	hold(rc, offs, buf, size);
	rc->offs = offs + l.size;
}

int dt_consume_ring_flush(dtrace_hdl_t *h)
{
	struct dt_runtime *rt = h->rt;
	int rc = 0;
	if (!rt->ring)
		return 0;
	rt->ring_flushing = true;
	for (int c = 0; c < rt->ncpus; c++) {
		struct dt_ring_cpu *q = &rt->ring[c];
		for (int i = 0; i < q->n; i++) {
			struct dt_ring_rec *r = &q->recs[q->head + i];
			if (rc == 0 && dt_consume_record(h, r->data, r->size) < 0)
				rc = -1;
			free(r->data);
		}
		q->head = q->n = 0;
		q->offs = 0;
		q->wrapped = false;
	}
	rt->ring_flushing = false;
	return rc;
}

