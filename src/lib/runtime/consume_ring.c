/*
 * bufpolicy=ring: DTrace keeps only the newest records of each CPU that
 * fit in bufsize and prints them when tracing stops.  The BPF ring buffer
 * cannot overwrite, so the consumer keeps that window itself.
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
		rt->ring_budget = dt_opt_size(h, OPT_bufsize, 4 << 20);
		rt->ring_strsize = (uint32_t)dt_opt_int(h, OPT_strsize, DT_DEFAULT_STRSIZE);
		rt->ring = dt_zalloc(sizeof(*rt->ring) * (size_t)rt->ncpus);
	}
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

/* The bytes DTrace's own record of a clause takes, from a header of hdr
 * bytes: each item at its natural alignment, as DTrace lays records out.
 * Items of ours DTrace does not record are not counted: the registers and
 * stack copy after ustack()'s pid and frames (for unwinding by CFI), the
 * speculation id (DTrace keeps it in the record's header), the bytes
 * saying whether an action under an if ran (not items at all); a string
 * counts strsize bytes, as DTrace records every string (execname is 16
 * bytes here). */
uint32_t dt_rec_dtrace_size(const struct dt_edesc *ed, uint32_t hdr, uint32_t strsize)
{
	uint32_t off = hdr;
	for (int a = 0; a < ed->nacts; a++) {
		const struct dt_action *act = &ed->acts[a];
		int n = act->nrecs;
		if (act->kind == DT_ACT_SPECULATE)
			continue;
		if (act->kind == DT_ACT_USTACK && n > 2)
			n = 2;
		for (int i = act->first_rec; i < act->first_rec + n; i++) {
			const struct dt_rec *r = &ed->recs[i];
			uint32_t sz = r->size;
			if (r->type && r->type->kind == T_STRING && sz < strsize)
				sz = strsize;
			uint32_t al = sz >= 8 ? 8 : sz >= 4 ? 4 : sz >= 2 ? 2 : 1;
			off = (off + al - 1) / al * al + sz;
		}
	}
	return off;
}

/* bufpolicy=ring: keep the record for the end, evicting the oldest of
 * its CPU beyond bufsize; exit() still takes effect at once. */
void dt_ring_keep(dtrace_hdl_t *h, const struct dt_edesc *ed, uint32_t cpu,
		      const uint8_t *data, const void *buf, size_t size)
{
	struct dt_runtime *rt = h->rt;
	struct dt_ring_cpu *rc = &rt->ring[cpu < (uint32_t)rt->ncpus ? cpu : 0];
	/* counted as DTrace's ring buffer holds it: a 4-byte EPID, then
	 * the items, so bufsize keeps as many records as DTrace would */
	uint32_t cost = dt_rec_dtrace_size(ed, 4, rt->ring_strsize);

	for (int i = 0; i < ed->nacts; i++)
		if (ed->acts[i].kind == DT_ACT_EXIT && dt_act_ran(&ed->acts[i], data)) {
			rt->exited = true;
			rt->exit_status = ed->acts[i].nrecs > 0 ?
				(int)dt_rec_int(&ed->recs[ed->acts[i].first_rec], data) : 0;
		}
	if (cost > rt->ring_budget)
		return;
	while (rc->n > 0 && rc->used + cost > rt->ring_budget) {
		free(rc->recs[rc->head].data);
		rc->used -= rc->recs[rc->head].cost;
		rc->head++;
		rc->n--;
	}
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
	r->cost = cost;
	rc->used += cost;
}

int dt_consume_ring_flush(dtrace_hdl_t *h)
{
	struct dt_runtime *rt = h->rt;
	int rc = 0;
	if (!rt->ring_mode)
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
		q->used = 0;
	}
	rt->ring_flushing = false;
	return rc;
}

