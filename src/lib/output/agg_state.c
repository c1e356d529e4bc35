/*
 * What output keeps of the aggregations in h->print between two
 * operations: the snapshot's entries (the runtime fills them: runtime/agg.c),
 * the normalize() factor of each aggregation and whether printa() printed
 * it (then the end-of-run output leaves it out).
 */
#include <stdlib.h>
#include <string.h>

#include "output/agg.h"

const struct dt_aggdesc *dt_agg_desc(dtrace_hdl_t *h, int aggid)
{
	if (h->cgout == NULL || aggid < 0 || aggid >= h->cgout->naggs)
		return NULL;
	return h->cgout->aggs[aggid];
}

uint64_t dt_agg_normal(struct dt_printstate *ps, int aggid)
{
	if (aggid < ps->naggids && ps->normal[aggid] != 0)
		return ps->normal[aggid];
	return 1;
}

void dt_agg_grow_ids(struct dt_printstate *ps, int aggid)
{
	if (aggid < ps->naggids)
		return;
	ps->normal = dt_realloc(ps->normal, (aggid + 1) * sizeof(*ps->normal));
	ps->printed = dt_realloc(ps->printed, (aggid + 1) * sizeof(*ps->printed));
	for (int i = ps->naggids; i <= aggid; i++) {
		ps->normal[i] = 1;
		ps->printed[i] = false;
	}
	ps->naggids = aggid + 1;
}

void dt_agg_ent_free(struct dt_aggent *e)
{
	free(e->key);
	free(e->val);
	free(e);
}

void dt_agg_ents_clear(struct dt_printstate *ps)
{
	for (int i = 0; i < ps->nents; i++)
		dt_agg_ent_free(ps->ents[i]);
	ps->nents = 0;
	if (ps->htab != NULL)
		memset(ps->htab, 0, ps->hsize * sizeof(*ps->htab));
}

void dt_print_free(dtrace_hdl_t *h)
{
	struct dt_printstate *ps = h->print;

	if (ps == NULL)
		return;
	dt_agg_ents_clear(ps);
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
