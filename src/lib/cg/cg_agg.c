/*
 * Aggregations: @name[keys] = func(args) updates the per-CPU DT_MAP_AGG
 * entry keyed by (aggregation id, key tuple) in place: look up, on a miss
 * insert a zeroed value (BPF_NOEXIST) and look up again, then add.  Value
 * layouts and bucket numbering are quantize.h's.
 */
#include <stdlib.h>
#include <string.h>

#include "cg/cg.h"
#include "lang/quantize.h"

static int64_t cval(struct dt_node *n, int64_t dflt)
{
	return n && n->is_const ? n->cval : dflt;
}

/* The aggregation's description, made at its first use. */
static struct dt_aggdesc *aggdesc(struct dt_cg *cg, struct dt_node *agg, struct dt_node *call)
{
	struct dt_cg_out *o = cg->out;
	int id = agg->ident->id;
	if (id < 0)
		cg_error(cg, agg, "aggregation @%s has no id", agg->str);
	if (id >= o->naggs) {
		o->aggs = dt_realloc(o->aggs, sizeof(*o->aggs) * (size_t)(id + 1));
		for (int i = o->naggs; i <= id; i++)
			o->aggs[i] = NULL;
		o->naggs = id + 1;
	}
	if (o->aggs[id])
		return o->aggs[id];
	struct dt_aggdesc *ad = dt_zalloc(sizeof(*ad));
	ad->id = id;
	ad->name = dt_strdup(agg->str ? agg->str : "");
	ad->func = (enum dt_aggfunc)call->ident->id;
	struct dt_node *a1 = call->list ? call->list->next : NULL;
	struct dt_node *a2 = a1 ? a1->next : NULL, *a3 = a2 ? a2->next : NULL;
	struct dt_node *a4 = a3 ? a3->next : NULL;
	if (ad->func == DT_AGG_LQUANTIZE) {
		ad->lq_base = cval(a1, 0);
		ad->lq_limit = cval(a2, 0);
		ad->lq_step = cval(a3, 1);
		if (ad->lq_step <= 0)
			ad->lq_step = 1;
	} else if (ad->func == DT_AGG_LLQUANTIZE) {
		ad->llq_factor = cval(a1, 10);
		ad->llq_low = cval(a2, 0);
		ad->llq_high = cval(a3, 1);
		ad->llq_nsteps = cval(a4, 10);
	}
	ad->valsize = dt_agg_valsize(ad);
	o->aggs[id] = ad;
	return ad;
}

/* r = floor(log2(x)) for x != 0 (x is clobbered). */
static void ilog2(struct dt_cg *cg, int r, int x)
{
	cg_emit(cg, MOV64_IMM(r, 0));
	for (int sh = 32; sh >= 1; sh /= 2) {
		cg_emit(cg, MOV64_REG(BPF_REG_0, x));
		cg_emit(cg, ALU64_IMM(BPF_RSH, BPF_REG_0, sh));
		cg_emit(cg, JMP_IMM(BPF_JEQ, BPF_REG_0, 0, 2));
		cg_emit(cg, MOV64_REG(x, BPF_REG_0));
		cg_emit(cg, ALU64_IMM(BPF_ADD, r, sh));
	}
}

/* idx = quantize bucket of v (v is clobbered).  Negative values are the
 * rare case: their side runs out of line, so a positive value's bucket
 * is found without a taken branch. */
static void quant_bucket(struct dt_cg *cg, int idx, int v)
{
	int lneg = cg_label_new(cg), ldone = cg_label_new(cg);
	int l = cg_reg_alloc(cg);
	cg_emit(cg, MOV64_IMM(idx, DT_QUANT_ZERO));
	cg_jump(cg, JMP_IMM(BPF_JEQ, v, 0, 0), ldone);
	cg_jump(cg, JMP_IMM(BPF_JSLT, v, 0, 0), lneg);
	ilog2(cg, l, v);
	cg_emit(cg, MOV64_IMM(idx, DT_QUANT_ZERO + 1));
	cg_emit(cg, ALU64_REG(BPF_ADD, idx, l));
	cg_cold_begin(cg);
	cg_label_place(cg, lneg);
	cg_emit(cg, NEG64(v));
	ilog2(cg, l, v);
	cg_emit(cg, MOV64_IMM(idx, DT_QUANT_ZERO - 1));
	cg_emit(cg, ALU64_REG(BPF_SUB, idx, l));
	cg_emit(cg, JMP_IMM(BPF_JSGE, idx, 0, 1));
	cg_emit(cg, MOV64_IMM(idx, 0));
	cg_jump(cg, JA(0), ldone);
	cg_cold_end(cg);
	cg_label_place(cg, ldone);
	cg_reg_free(cg, l);
}

static void lquant_bucket(struct dt_cg *cg, struct dt_aggdesc *ad, int idx, int v)
{
	int64_t levels = (ad->lq_limit - ad->lq_base) / ad->lq_step;
	int ldone = cg_label_new(cg), lin = cg_label_new(cg);
	cg_emit(cg, MOV64_IMM(idx, 0));
	cg_ldimm64(cg, BPF_REG_0, (uint64_t)ad->lq_base);
	cg_jump(cg, JMP_REG(BPF_JSLT, v, BPF_REG_0, 0), ldone);
	cg_emit(cg, MOV64_IMM(idx, (int32_t)(levels + 1)));
	cg_ldimm64(cg, BPF_REG_0, (uint64_t)(ad->lq_base + levels * ad->lq_step));
	cg_jump(cg, JMP_REG(BPF_JSLT, v, BPF_REG_0, 0), lin);
	cg_jump(cg, JA(0), ldone);
	cg_label_place(cg, lin);
	cg_ldimm64(cg, BPF_REG_0, (uint64_t)ad->lq_base);
	cg_emit(cg, MOV64_REG(idx, v));
	cg_emit(cg, ALU64_REG(BPF_SUB, idx, BPF_REG_0));
	cg_ldimm64(cg, BPF_REG_0, (uint64_t)ad->lq_step);
	cg_emit(cg, ALU64_REG(BPF_DIV, idx, BPF_REG_0));
	cg_emit(cg, ALU64_IMM(BPF_ADD, idx, 1));
	cg_label_place(cg, ldone);
}

/* llquantize: the bucket is a step function of v; emit a compare chain
 * over the bucket boundaries computed here (exactly quantize.c's math). */
static void llquant_bucket(struct dt_cg *cg, struct dt_aggdesc *ad, int idx, int v)
{
	int nb = dt_llquant_nbuckets(ad->llq_factor, ad->llq_low, ad->llq_high,
				     ad->llq_nsteps);
	int ldone = cg_label_new(cg);
	/* factor^(high+1) may pass INT64_MAX (10^19): bounds are unsigned,
	 * as the magnitudes |v| they are compared with are */
	uint64_t top = 1;
	for (int64_t m = 0; m <= ad->llq_high; m++)
		top *= (uint64_t)ad->llq_factor;
	/* Boundaries: the smallest v of each positive bucket, found by
	 * scanning the magnitudes' steps. */
	cg_emit(cg, MOV64_IMM(idx, 0));
	int64_t prev_b = -1;
	int64_t lowv = 1;
	for (int64_t m = 0; m < ad->llq_low; m++)
		lowv *= ad->llq_factor;
	/* negative side mirrors: handle |v| and sign */
	int lneg = cg_label_new(cg), lmag = cg_label_new(cg);
	int a = cg_reg_alloc(cg);
	cg_emit(cg, MOV64_REG(a, v));
	cg_jump(cg, JMP_IMM(BPF_JSLT, v, 0, 0), lneg);
	cg_jump(cg, JA(0), lmag);
	cg_label_place(cg, lneg);
	cg_emit(cg, NEG64(a));
	cg_label_place(cg, lmag);
	/* k = offset of |v|: walk boundaries from the top down */
	int k = cg_reg_alloc(cg);
	cg_emit(cg, MOV64_IMM(k, 0));
	int lk = cg_label_new(cg);
	int bin0 = (nb - 1) / 2;
	/* candidate boundaries: every factor^m * j / nsteps style step start */
	uint64_t f = (uint64_t)ad->llq_factor;
	for (uint64_t mag = (uint64_t)ad->llq_high + 1, p = top / f;
	     mag-- > (uint64_t)ad->llq_low && p > 0; p /= f) {
		uint64_t next = p * f;
		uint64_t stepw = next / (uint64_t)ad->llq_nsteps;
		if (stepw < 1)
			stepw = 1;
		/* steps from the top of the magnitude down, and its start p
		 * itself (not a multiple of the step when nsteps < factor) */
		/* b goes down by stepw, then to p itself, then stops (b = 0
		 * ends it: p >= 1, and unsigned b must not wrap below p) */
		/* one step (nsteps 1) spans the whole magnitude: its one
		 * boundary is p, where next - stepw is 0 */
		uint64_t top_b = next - stepw < p ? p : next - stepw;

		for (uint64_t b = top_b; b >= p && b != 0;
		     b = b == p ? 0 : b - p < stepw ? p : b - stepw) {
			/* b < 2^63 here: the top magnitude's steps of 10^19
			 * are at most 9 * 10^18 */
			int bk = dt_llquant_bucket((int64_t)b, ad->llq_factor, ad->llq_low,
						   ad->llq_high, ad->llq_nsteps) - bin0;
			if (bk == prev_b)
				continue;
			prev_b = bk;
			cg_ldimm64(cg, BPF_REG_0, (uint64_t)b);
			cg_emit(cg, JMP_REG(BPF_JLT, a, BPF_REG_0, 2));
			cg_emit(cg, MOV64_IMM(k, bk));
			cg_jump(cg, JA(0), lk);
		}
	}
	cg_label_place(cg, lk);
	/* beyond the top: last bucket */
	cg_ldimm64(cg, BPF_REG_0, top);
	cg_emit(cg, JMP_REG(BPF_JLT, a, BPF_REG_0, 1));
	cg_emit(cg, MOV64_IMM(k, nb - 1 - bin0));
	(void)lowv;
	cg_emit(cg, MOV64_IMM(idx, bin0));
	cg_emit(cg, JMP_IMM(BPF_JSLT, v, 0, 2));
	cg_emit(cg, ALU64_REG(BPF_ADD, idx, k));
	cg_emit(cg, JA(1));
	cg_emit(cg, ALU64_REG(BPF_SUB, idx, k));
	cg_label_place(cg, ldone);
	cg_reg_free(cg, a);
	cg_reg_free(cg, k);
}

/* r0 = &the value of (id, keys) in DT_MAP_AGG, going on to lhave (placed
 * next by the caller); on a miss insert zeroes and look up again; if the
 * map is full, count an aggregation drop and jump to lskip. */
static void keyed_lookup(struct dt_cg *cg, struct dt_aggdesc *ad, struct dt_node *agg,
			 int lhave, int lskip)
{
	struct dt_cg_out *o = cg->out;
	struct dt_rec *recs = NULL;
	int nrecs = 0;
	uint32_t comm = ad->id < cg->plan->naggcomm ? cg->plan->aggcomm[ad->id] : 0;
	uint32_t keylen = cg_agg_key_build(cg, (uint64_t)ad->id, agg->ident, agg->list,
					   o->agg_keysize, comm, &recs, &nrecs);
	if (!ad->keys) {
		ad->keys = recs;
		ad->nkeys = nrecs;
		ad->keysize = keylen - 8;
	} else {
		free(recs);
	}
	cg_region_need(cg, CG_R_ZERO, ad->valsize);

	/* A key on the stack spares the program the mstate lookup: the miss
	 * path (once per key and CPU) looks it up itself, for the zeroes and
	 * the drop count. */
	bool stk = cg->skey_cur;
	cg_call_begin(cg);
	cg_ldmap(cg, BPF_REG_1, DT_MAP_AGG);
	cg_key_addr(cg, BPF_REG_2);
	cg_call_end(cg, BPF_FUNC_map_lookup_elem, false);
	/* The miss runs once per key and CPU: out of line, so the hit goes
	 * straight on to lhave. */
	int lmiss = cg_label_new(cg);
	cg_jump(cg, JMP_IMM(BPF_JEQ, BPF_REG_0, 0, 0), lmiss);
	cg_cold_begin(cg);
	cg_label_place(cg, lmiss);
	if (stk)
		cg_mstate_to_r0(cg, lskip);
	cg_call_begin(cg);
	if (stk)
		cg_scratch_addr_in(cg, BPF_REG_3, BPF_REG_0, CG_R_ZERO, 0);
	else
		cg_scratch_addr(cg, BPF_REG_3, CG_R_ZERO, 0);
	cg_ldmap(cg, BPF_REG_1, DT_MAP_AGG);
	cg_key_addr(cg, BPF_REG_2);
	cg_emit(cg, MOV64_IMM(BPF_REG_4, BPF_NOEXIST));
	cg_call_end(cg, BPF_FUNC_map_update_elem, false);
	cg_call_begin(cg);
	cg_ldmap(cg, BPF_REG_1, DT_MAP_AGG);
	cg_key_addr(cg, BPF_REG_2);
	cg_call_end(cg, BPF_FUNC_map_lookup_elem, false);
	cg_jump(cg, JMP_IMM(BPF_JNE, BPF_REG_0, 0, 0), lhave);
	if (stk) {
		cg_mstate_to_r0(cg, lskip);
		cg_count_drop_in(cg, DT_DROP_AGGREGATION, BPF_REG_1, BPF_REG_0);
	} else {
		cg_count_drop(cg, DT_DROP_AGGREGATION, BPF_REG_1);
	}
	cg_jump(cg, JA(0), lskip);
	cg_cold_end(cg);
}

/* r0 = &the value of keyless aggregation id in DT_MAP_AGG1, its slot
 * flagged as fired (program.h).  The slot always exists. */
static void keyless_lookup(struct dt_cg *cg, struct dt_aggdesc *ad, int lskip)
{
	cg_call_begin(cg);
	cg_emit(cg, ST_MEM(BPF_W, BPF_REG_10, CG_SLOT_TMP, ad->id));
	cg_ldmap(cg, BPF_REG_1, DT_MAP_AGG1);
	cg_emit(cg, MOV64_REG(BPF_REG_2, BPF_REG_10));
	cg_emit(cg, ALU64_IMM(BPF_ADD, BPF_REG_2, CG_SLOT_TMP));
	cg_call_end(cg, BPF_FUNC_map_lookup_elem, false);
	cg_jump(cg, JMP_IMM(BPF_JEQ, BPF_REG_0, 0, 0), lskip);
	cg_emit(cg, ST_MEM(BPF_DW, BPF_REG_0, 0, 1));
	cg_emit(cg, ALU64_IMM(BPF_ADD, BPF_REG_0, DT_AGG1_HDR));
}

void cg_aggassign(struct dt_cg *cg, struct dt_node *n)
{
	struct dt_node *agg = n->a, *call = n->b;
	if (!agg || !call || !agg->ident || !call->ident)
		cg_error(cg, n, "malformed aggregation");
	struct dt_aggdesc *ad = aggdesc(cg, agg, call);
	struct dt_cg_out *o = cg->out;
	struct dt_node *a0 = call->list, *a1 = a0 ? a0->next : NULL;
	int v = -1, incr = -1;

	if (ad->func != DT_AGG_COUNT && a0) {
		v = cg_expr(cg, a0);
		cg_normalize(cg, v, a0->type);
	}
	if ((ad->func == DT_AGG_QUANTIZE && a1) ||
	    (ad->func == DT_AGG_LQUANTIZE && a1 && a1->next && a1->next->next &&
	     a1->next->next->next)) {
		struct dt_node *in = ad->func == DT_AGG_QUANTIZE ? a1 : a1->next->next->next;
		incr = cg_expr(cg, in);
	} else if (ad->func == DT_AGG_LLQUANTIZE && a1 && a1->next && a1->next->next &&
		   a1->next->next->next && a1->next->next->next->next) {
		incr = cg_expr(cg, a1->next->next->next->next);
	}

	if (o->agg_valsize < ad->valsize)
		o->agg_valsize = ad->valsize;
	int lhave = cg_label_new(cg), lskip = cg_label_new(cg);
	if (agg->list == NULL)
		keyless_lookup(cg, ad, lskip);
	else
		keyed_lookup(cg, ad, agg, lhave, lskip);
	cg_label_place(cg, lhave);
	/* no helper is called while the value is updated */
	int p = cg_reg_alloc_tmp(cg);
	cg_emit(cg, MOV64_REG(p, BPF_REG_0));
	int t = cg_reg_alloc_tmp(cg);

	switch (ad->func) {
	case DT_AGG_COUNT:
		cg_emit(cg, LDX_MEM(BPF_DW, t, p, 0));
		cg_emit(cg, ALU64_IMM(BPF_ADD, t, 1));
		cg_emit(cg, STX_MEM(BPF_DW, p, t, 0));
		break;
	case DT_AGG_SUM:
		cg_emit(cg, LDX_MEM(BPF_DW, t, p, 0));
		cg_emit(cg, ALU64_REG(BPF_ADD, t, v));
		cg_emit(cg, STX_MEM(BPF_DW, p, t, 0));
		break;
	case DT_AGG_AVG:
	case DT_AGG_STDDEV:
		cg_emit(cg, LDX_MEM(BPF_DW, t, p, 0));
		cg_emit(cg, ALU64_IMM(BPF_ADD, t, 1));
		cg_emit(cg, STX_MEM(BPF_DW, p, t, 0));
		cg_emit(cg, LDX_MEM(BPF_DW, t, p, 8));
		cg_emit(cg, ALU64_REG(BPF_ADD, t, v));
		cg_emit(cg, STX_MEM(BPF_DW, p, t, 8));
		if (ad->func == DT_AGG_STDDEV) {
			/* sumsq += v * v, exact in 128 bits: with |v| = ah:al
			 * (32-bit halves), v*v = ah*ah<<64 + ah*al<<33 + al*al. */
			int a = cg_reg_alloc(cg), b = cg_reg_alloc(cg), c = cg_reg_alloc(cg);
			cg_emit(cg, MOV64_REG(a, v));
			cg_emit(cg, JMP_IMM(BPF_JSGE, a, 0, 1));
			cg_emit(cg, NEG64(a));
			cg_emit(cg, MOV64_REG(b, a));
			cg_emit(cg, ALU64_IMM(BPF_RSH, b, 32));		/* ah */
			cg_emit(cg, ALU64_IMM(BPF_LSH, a, 32));
			cg_emit(cg, ALU64_IMM(BPF_RSH, a, 32));		/* al */
			cg_emit(cg, MOV64_REG(c, a));
			cg_emit(cg, ALU64_REG(BPF_MUL, c, a));		/* lo = al*al */
			cg_emit(cg, MOV64_REG(BPF_REG_0, a));
			cg_emit(cg, ALU64_REG(BPF_MUL, BPF_REG_0, b));	/* mid = al*ah */
			cg_emit(cg, MOV64_REG(a, b));
			cg_emit(cg, ALU64_REG(BPF_MUL, a, b));		/* hi = ah*ah */
			cg_emit(cg, MOV64_REG(t, BPF_REG_0));
			cg_emit(cg, ALU64_IMM(BPF_RSH, t, 31));
			cg_emit(cg, ALU64_REG(BPF_ADD, a, t));
			cg_emit(cg, ALU64_IMM(BPF_LSH, BPF_REG_0, 33));
			cg_emit(cg, ALU64_REG(BPF_ADD, c, BPF_REG_0));
			cg_emit(cg, JMP_REG(BPF_JGE, c, BPF_REG_0, 1));
			cg_emit(cg, ALU64_IMM(BPF_ADD, a, 1));
			/* sumsq (lo at 16, hi at 24) += a:c */
			cg_emit(cg, LDX_MEM(BPF_DW, t, p, 16));
			cg_emit(cg, ALU64_REG(BPF_ADD, c, t));
			cg_emit(cg, STX_MEM(BPF_DW, p, c, 16));
			cg_emit(cg, JMP_REG(BPF_JGE, c, t, 1));
			cg_emit(cg, ALU64_IMM(BPF_ADD, a, 1));
			cg_emit(cg, LDX_MEM(BPF_DW, t, p, 24));
			cg_emit(cg, ALU64_REG(BPF_ADD, a, t));
			cg_emit(cg, STX_MEM(BPF_DW, p, a, 24));
			cg_reg_free(cg, c);
			cg_reg_free(cg, b);
			cg_reg_free(cg, a);
		}
		break;
	case DT_AGG_MIN:
	case DT_AGG_MAX: {
		int lset = cg_label_new(cg), lcnt = cg_label_new(cg);
		cg_emit(cg, LDX_MEM(BPF_DW, t, p, 0));
		cg_jump(cg, JMP_IMM(BPF_JEQ, t, 0, 0), lset);
		cg_emit(cg, LDX_MEM(BPF_DW, t, p, 8));
		cg_jump(cg, JMP_REG(ad->func == DT_AGG_MIN ? BPF_JSGE : BPF_JSLE, v, t, 0), lcnt);
		cg_label_place(cg, lset);
		cg_emit(cg, STX_MEM(BPF_DW, p, v, 8));
		cg_label_place(cg, lcnt);
		cg_emit(cg, LDX_MEM(BPF_DW, t, p, 0));
		cg_emit(cg, ALU64_IMM(BPF_ADD, t, 1));
		cg_emit(cg, STX_MEM(BPF_DW, p, t, 0));
		break;
	}
	case DT_AGG_QUANTIZE:
	case DT_AGG_LQUANTIZE:
	case DT_AGG_LLQUANTIZE: {
		int nb = (int)(ad->valsize / 8);
		if (ad->func == DT_AGG_QUANTIZE)
			quant_bucket(cg, t, v);
		else if (ad->func == DT_AGG_LQUANTIZE)
			lquant_bucket(cg, ad, t, v);
		else
			llquant_bucket(cg, ad, t, v);
		/* explicit bound for the verifier */
		cg_jump(cg, JMP_IMM(BPF_JGE, t, nb, 0), lskip);
		cg_emit(cg, ALU64_IMM(BPF_LSH, t, 3));
		cg_emit(cg, ALU64_REG(BPF_ADD, p, t));
		cg_emit(cg, LDX_MEM(BPF_DW, t, p, 0));
		if (incr >= 0)
			cg_emit(cg, ALU64_REG(BPF_ADD, t, incr));
		else
			cg_emit(cg, ALU64_IMM(BPF_ADD, t, 1));
		cg_emit(cg, STX_MEM(BPF_DW, p, t, 0));
		break;
	}
	}
	cg_label_place(cg, lskip);
	cg_reg_free(cg, p);
	cg_reg_free(cg, t);
	if (v >= 0)
		cg_reg_free(cg, v);
	if (incr >= 0)
		cg_reg_free(cg, incr);
}
