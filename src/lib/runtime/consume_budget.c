/*
 * The principal buffer as DTrace sizes it: bufsize bytes a CPU (rounded
 * down to a multiple of 8, as DTrace's kernel rounds it), each record
 * counted as DTrace's kernel lays it out, so a given bufsize holds as many
 * records as DTrace's would.  Our BPF ring buffer is larger (whole pages,
 * and our records are bigger), so the consumer keeps DTrace's account:
 *  - switch: what one CPU records between two reads (each dt_consume()
 *    is a switch) must fit; a record that does not is dropped and counted
 *    as a principal buffer drop of its CPU ("N drops on CPU n").
 *  - fill: what one CPU records in the whole session must fit, less the
 *    room END's enablings are promised (the reserve); the first record
 *    that does not fit fills that CPU's buffer: it and every later one of
 *    that CPU are left out (DTrace counts no drop then) and tracing stops
 *    as after exit().  END's records, once tracing has stopped, may use
 *    the reserve.
 *  - ring: consume_ring.c keeps the newest records, by the same layout.
 * What DTrace does not record (a clause whose record does not fit does
 * not run at all there) differs: here the clause has run, its variables,
 * aggregations and exit() took effect; only its record is left out.
 */
#include <stdlib.h>
#include <string.h>

#include "lang/types.h"
#include "runtime/runtime.h"

/* The largest power of two up to 8 that divides sz: the alignment DTrace
 * gives an item of sz bytes (1 for none). */
static uint32_t item_align(uint32_t sz)
{
	for (uint32_t a = 8; a > 1; a >>= 1)
		if (sz && sz % a == 0)
			return a;
	return 1;
}

/* DTrace's record of a clause, as its kernel lays it out (the layout of
 * the Dynamic Tracing Guide's DTrace, and of Oracle's Linux port before
 * BPF; illumos has since added an 8-byte timestamp to the header): a
 * 4-byte EPID, each item at its alignment, the whole rounded up to 4;
 * the record is placed at the largest alignment of its items (4 at
 * least).  A printf() without arguments records a 4-byte int, as
 * libdtrace gives it one.  Items of ours DTrace does not record are not
 * counted: the registers and stack copy after ustack()'s pid and frames
 * (for unwinding by CFI), the speculation id (DTrace keeps it in the
 * record's header), the bytes saying whether an action under an if ran
 * (not items at all); a string counts strsize bytes, as DTrace records
 * every string (execname is 16 bytes here). */
struct dt_rec_layout dt_rec_dtrace_layout(const struct dt_edesc *ed, uint32_t strsize)
{
	struct dt_rec_layout l = { 4, 4 };
	for (int a = 0; a < ed->nacts; a++) {
		const struct dt_action *act = &ed->acts[a];
		int n = act->nrecs;
		if (act->kind == DT_ACT_SPECULATE)
			continue;
		if (act->kind == DT_ACT_PRINTF && n == 0)
			l.size = (l.size + 3) / 4 * 4 + 4;
		if (act->kind == DT_ACT_USTACK && n > 2)
			n = 2;
		for (int i = act->first_rec; i < act->first_rec + n; i++) {
			const struct dt_rec *r = &ed->recs[i];
			uint32_t sz = r->size;
			if (r->type && r->type->kind == T_STRING && sz < strsize)
				sz = strsize;
			uint32_t al = item_align(sz);
			if (al > l.align)
				l.align = al;
			l.size = (l.size + al - 1) / al * al + sz;
		}
	}
	l.size = (l.size + 3) & ~3u;
	return l;
}

/* The space END's enablings are promised under bufpolicy=fill: each its
 * record and its alignment, as DTrace's kernel reserves it. */
int64_t dt_budget_end_reserve(dtrace_hdl_t *h, const struct dt_cg_out *co)
{
	uint32_t strsize = (uint32_t)dt_opt_int(h, OPT_strsize, DT_DEFAULT_STRSIZE);
	int64_t reserve = 0;
	for (int i = 0; co && i < co->nedescs; i++) {
		const struct dt_edesc *ed = co->edescs[i];
		if (!ed)
			continue;
		for (const struct dt_bpf_prog *p = co->progs; p; p = p->next)
			if (p->probe && p->probe->id == ed->probe_id &&
			    dt_rt_is_dtrace_probe(p->probe, "END")) {
				struct dt_rec_layout l = dt_rec_dtrace_layout(ed, strsize);
				reserve += l.size + l.align;
				break;
			}
	}
	return reserve;
}

void dt_budget_open(dtrace_hdl_t *h)
{
	struct dt_runtime *rt = h->rt;
	const struct dt_cg_out *co = h->cgout;
	uint32_t strsize = (uint32_t)dt_opt_int(h, OPT_strsize, DT_DEFAULT_STRSIZE);
	int n = co ? co->nedescs : 0;
	rt->layout = dt_zalloc(sizeof(*rt->layout) * ((size_t)n + 1));
	for (int i = 0; i < n; i++)
		if (co->edescs[i])
			rt->layout[i] = dt_rec_dtrace_layout(co->edescs[i], strsize);
	rt->budget_drops = dt_zalloc(sizeof(*rt->budget_drops) * (size_t)rt->ncpus);
	rt->budget_offs = dt_zalloc(sizeof(*rt->budget_offs) * (size_t)rt->ncpus);
	rt->budget_full = dt_zalloc(sizeof(*rt->budget_full) * (size_t)rt->ncpus);
	/* unset: DTrace's own default, 4 MiB */
	rt->budget_size = dt_opt_size(h, OPT_bufsize, 4 << 20) & ~7LL;
	/* unset under switch, bufsize is no promise: the buffer is read as
	 * often as it fills (runtime.c), and only the BPF ring's own
	 * overflows are drops */
	rt->budget_on = !rt->ring_mode && (rt->fill_mode || dt_opt_isset(h, OPT_bufsize));
	rt->budget_reserve = rt->fill_mode ? dt_budget_end_reserve(h, co) : 0;
	/* With aggregations DTrace's kernel uses the principal buffer as
	 * scratch and raises it to the largest record (its default ERROR
	 * clause's five 64-bit values, 48 bytes, at least), then rounds it
	 * down to 8 as always. */
	if (co && co->naggs > 0) {
		int64_t need = 48;
		for (int i = 0; i < n; i++)
			if (rt->layout[i].size > need)
				need = rt->layout[i].size;
		int64_t set = dt_opt_size(h, OPT_bufsize, 4 << 20);
		if (set < need) {
			rt->budget_size = need & ~7LL;
			if (rt->ring_mode)
				rt->ring_budget = rt->budget_size;
		}
	}
}

void dt_budget_close(struct dt_runtime *rt)
{
	free(rt->layout);
	free(rt->budget_drops);
	free(rt->budget_offs);
	free(rt->budget_full);
	rt->layout = NULL;
	rt->budget_drops = NULL;
	rt->budget_offs = NULL;
	rt->budget_full = NULL;
}

void dt_budget_switch(struct dt_runtime *rt)
{
	if (rt->budget_on && !rt->fill_mode && rt->budget_offs)
		memset(rt->budget_offs, 0, sizeof(*rt->budget_offs) * (size_t)rt->ncpus);
}

bool dt_budget_admit(dtrace_hdl_t *h, uint32_t epid, uint32_t cpu)
{
	struct dt_runtime *rt = h->rt;
	if (!rt->budget_on || !rt->layout)
		return true;
	uint32_t c = cpu < (uint32_t)rt->ncpus ? cpu : 0;
	struct dt_rec_layout l = rt->layout[epid];
	int64_t offs = (rt->budget_offs[c] + l.align - 1) / l.align * l.align;
	if (rt->fill_mode) {
		/* once stopped (END's turn), the reserve is END's */
		if (rt->budget_full[c] && !rt->budget_cooldown)
			return false;
		int64_t room = rt->budget_size - (rt->budget_cooldown ? 0 : rt->budget_reserve);
		if (offs + l.size > room) {
			rt->budget_full[c] = true;
			rt->budget_filled = true;
			return false;
		}
	} else if (offs + l.size > rt->budget_size) {
		rt->budget_drops[c]++;
		return false;
	}
	rt->budget_offs[c] = offs + l.size;
	return true;
}
