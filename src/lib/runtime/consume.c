/*
 * The consumer: reads records from the BPF ring buffers, decodes each by
 * its EPID's description (h->cgout->edescs) and hands its actions, in
 * order, to consume_act.c, between the output's record_begin and
 * record_end (output.h); drop reports.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <bpf/bpf.h>
#include <bpf/libbpf.h>

#include "output/output.h"
#include "output/print.h"
#include "runtime/runtime.h"


static int on_record(void *ctx, void *data, size_t size)
{
	dtrace_hdl_t *h = ctx;
	struct dt_runtime *rt = h->rt;
	if (dt_consume_record(h, data, size) < 0) {
		rt->failed = true;
		return -1;
	}
	rt->batch_bytes += size + 8;	/* plus the ring's own header */
	if (++rt->batch >= DT_BATCH_MAX || (h->stop_requested && !rt->draining))
		return DT_BATCH_FULL;
	return 0;
}

int dt_consume_open(dtrace_hdl_t *h)
{
	struct dt_runtime *rt = h->rt;
	rt->rb = ring_buffer__new(rt->map_fd[DT_MAP_RINGBUF], on_record, h, NULL);
	if (!rt->rb)
		return dt_set_errmsg(h, "failed to open the ring buffer: %s",
				     strerror(errno));
	rt->err_rb = rt->err_rb_fd < 0 ? NULL :
		     ring_buffer__new(rt->err_rb_fd, on_record, h, NULL);
	if (rt->err_rb_fd >= 0 && !rt->err_rb)
		return dt_set_errmsg(h, "failed to open the ring buffer: %s",
				     strerror(errno));
	rt->drops_seen = dt_zalloc(sizeof(uint64_t) * (size_t)rt->ncpus * 4);
	/* printf formats parsed once, not looked up by their text a record */
	for (int e = 0; h->cgout && e < h->cgout->nedescs; e++) {
		struct dt_edesc *ed = h->cgout->edescs[e];
		for (int i = 0; ed && i < ed->nacts; i++)
			if (ed->acts[i].kind == DT_ACT_PRINTF && ed->acts[i].fmt)
				ed->acts[i].pfv = dt_print_fmt_lookup(h, ed->acts[i].fmt);
	}
	dt_ring_open(h);
	dt_budget_open(h);
	dt_spec_open(h);
	return 0;
}

void dt_consume_close(struct dt_runtime *rt)
{
	if (rt->rb)
		ring_buffer__free(rt->rb);
	rt->rb = NULL;
	free(rt->drops_seen);
	rt->drops_seen = NULL;
	free(rt->misses_seen);
	rt->misses_seen = NULL;
	free(rt->fired);
	rt->fired = NULL;
	if (rt->err_rb)
		ring_buffer__free(rt->err_rb);
	rt->err_rb = NULL;
	dt_ring_free(rt);
	dt_budget_close(rt);
	dt_spec_close(rt);
	free(rt->probe_index);
	rt->probe_index = NULL;
	if (rt->redirect)
		fclose(rt->redirect);
	rt->redirect = NULL;
}

/* The probe a record came from: every loaded program names its probe, a
 * grouped program (dt_provider_ops.group: kprobe-multi, uprobe-multi) every
 * probe it serves, whose records carry their own probe id (the EPID
 * aliases); indexed by probe id on first use (records arrive by the
 * million). */
static void probe_index_each(struct dt_runtime *rt, void (*fn)(struct dt_runtime *rt,
							      const struct dt_probe *p))
{
	for (int i = 0; i < rt->nprogs; i++) {
		const struct dt_bpf_prog *bp = rt->progs[i].src;
		if (bp->probe)
			fn(rt, bp->probe);
		for (int k = 0; bp->group && k < bp->ngroup; k++)
			fn(rt, bp->group[k]);
	}
}

static void probe_index_max(struct dt_runtime *rt, const struct dt_probe *p)
{
	if (p->id >= rt->probe_index_len)
		rt->probe_index_len = p->id + 1;
}

static void probe_index_set(struct dt_runtime *rt, const struct dt_probe *p)
{
	rt->probe_index[p->id] = p;
}

const struct dt_probe *dt_consume_probe(dtrace_hdl_t *h, uint32_t id)
{
	struct dt_runtime *rt = h->rt;
	if (!rt->probe_index) {
		rt->probe_index_len = 0;
		probe_index_each(rt, probe_index_max);
		rt->probe_index = dt_zalloc(sizeof(*rt->probe_index) * ((size_t)rt->probe_index_len + 1));
		probe_index_each(rt, probe_index_set);
	}
	return id < rt->probe_index_len ? rt->probe_index[id] : NULL;
}

int dt_consume_record(dtrace_hdl_t *h, const void *buf, size_t size)
{
	struct dt_runtime *rt = h->rt;
	const struct dt_cg_out *co = h->cgout;
	struct dt_rechdr hdr;

	if (size < sizeof(hdr))
		return dt_set_errmsg(h, "processing aborted: Truncated record");
	memcpy(&hdr, buf, sizeof(hdr));
	const struct dt_edesc *ed = co && hdr.epid < (uint32_t)co->nedescs ?
				    co->edescs[hdr.epid] : NULL;
	if (!ed)
		return dt_set_errmsg(h, "processing aborted: Invalid enabled probe ID %u",
				     hdr.epid);
	const uint8_t *data = (const uint8_t *)buf + sizeof(hdr);
	size_t len = size - sizeof(hdr);
	if (len < ed->size)
		return dt_set_errmsg(h, "processing aborted: Record of %zu bytes for "
				     "EPID %u, expected %u", len, hdr.epid, ed->size);
	rt->nrecords++;

	if (ed->nacts == 1 && ed->acts[0].kind == DT_ACT_ERROR)
		return dt_consume_fault(h, ed, data, len);
	int spec = dt_spec_record(h, ed, hdr.cpu, data, buf, size);
	if (spec != 0)
		return spec < 0 ? -1 : 0;
	/* (held records were admitted when they came) */
	if (!rt->ring_flushing && !dt_budget_admit(h, hdr.epid, hdr.cpu)) {
		/* not in DTrace's buffer: a drop, or fill's end.  Under switch
		 * its clause has run here (docs/d-coverage.md): an exit() in it
		 * ends the session, with its status.  Under fill DTrace's
		 * clause would not have run: tracing stops as filled, 0. */
		if (!rt->fill_mode)
			dt_consume_exit(h, ed, data);
		return 0;
	}
	if (rt->ring && !rt->ring_flushing) {	/* ring, fill: printed at the end */
		dt_ring_keep(h, ed, hdr.cpu, data, buf, size);
		return 0;
	}
	const struct dt_output_ops *ops = rt->output.ops;
	struct dt_outrec rec = { h, &rt->output, rt->out, dt_consume_probe(h, ed->probe_id),
				 ed, NULL, NULL, hdr.cpu, data, len };
	ops->record_begin(&rec);
	for (int i = 0; i < ed->nacts; i++)
		if (dt_act_ran(&ed->acts[i], data) &&
		    dt_consume_action(h, ed, hdr.cpu, &ed->acts[i], data, len) < 0)
			return -1;
	rec.out = rt->out;	/* freopen() may have moved it */
	ops->record_end(&rec);
	return 0;
}

#define DT_DRAIN_ROUNDS	64

/* Consume what the ring buffer holds, up to one batch.  Returns the
 * records consumed, -1 when a record could not be decoded. */
static int consume_batch(dtrace_hdl_t *h, int timeout_ms)
{
	struct dt_runtime *rt = h->rt;
	if (rt->failed)
		return -1;	/* h->errmsg says why */
	rt->batch = 0;
	/* Records are submitted without wakeups: the poll mostly just waits
	 * (a wakeup only shortens it); the consume that follows drains. */
	int rc = timeout_ms > 0 ? ring_buffer__poll(rt->rb, timeout_ms)
				: ring_buffer__consume(rt->rb);
	if (rt->failed)
		return -1;
	if (rc < 0 && rc != DT_BATCH_FULL && rc != -EINTR)
		return dt_set_errmsg(h, "failed to read the ring buffer: %s", strerror(-rc));
	return rt->batch;
}

int dt_consume(dtrace_hdl_t *h, FILE *out, int timeout_ms)
{
	struct dt_runtime *rt = h->rt;
	int n = 0, c;

	rt->orig_out = out;
	rt->out = rt->redirect ? rt->redirect : out;
	/* timeout 0: drain everything (no probe is enabled then: at BEGIN
	 * and after detach); else one poll and one batch. */
	rt->draining = timeout_ms == 0;
	rt->batch_bytes = 0;
	dt_budget_switch(rt);	/* each read is a switch of the buffers */
	if (timeout_ms > 0) {
		if ((c = consume_batch(h, timeout_ms)) < 0)
			return -1;
		n += c;
	}
	/* A drain is bounded: should a probe still record (it must not:
	 * they all wait for ACTIVE), this does not spin forever. */
	int rounds = 0;
	do {
		if ((c = consume_batch(h, 0)) < 0)
			return -1;
		n += c;
	} while (rt->draining && c > 0 && ++rounds < DT_DRAIN_ROUNDS);
	dt_spec_clean(h);
	if (n > 0)
		fflush(rt->out);
	return n;
}

uint64_t dt_consume_drops(dtrace_hdl_t *h)
{
	static const char *const what[] = { "", "aggregation ", "dynamic variable ",
					    "speculative " };
	static const char *const tags[] = { "DTRACEDROP_PRINCIPAL",
		"DTRACEDROP_AGGREGATION", "DTRACEDROP_DYNAMIC", "DTRACEDROP_SPEC" };
	struct dt_runtime *rt = h->rt;
	int fd = rt->map_fd[DT_MAP_MSTATE];
	struct bpf_map_info info;
	uint32_t ilen = sizeof(info);
	char msg[160];

	memset(&info, 0, sizeof(info));
	uint64_t principal = 0;
	if (fd < 0 || bpf_obj_get_info_by_fd(fd, &info, &ilen) < 0)
		return 0;
	size_t stride = (info.value_size + 7) & ~7u;
	uint8_t *vals = malloc(stride * (size_t)rt->ncpus);
	uint32_t key = 0;
	if (!vals || bpf_map_lookup_elem(fd, &key, vals) < 0) {
		free(vals);
		return 0;
	}
	bool tags_on = dt_opt_isset(h, OPT_droptags);
	uint64_t global[4] = { 0 };
	bool any_global = false;
	for (int cpu = 0; cpu < rt->ncpus; cpu++) {
		const struct dt_mstate *ms = (const void *)(vals + stride * (size_t)cpu);
		for (int k = 0; k < 4; k++) {
			uint64_t *seen = &rt->drops_seen[cpu * 4 + k];
			/* the BPF ring's overflows and the records DTrace's
			 * buffer would not have held (consume_budget.c) */
			uint64_t all = ms->drops[k] + (k == DT_DROP_PRINCIPAL && rt->budget_drops ?
						       rt->budget_drops[cpu] : 0);
			uint64_t d = all - *seen;
			if (all <= *seen)
				continue;
			*seen = all;
			rt->self.drops[k] += d;
			if (k == DT_DROP_PRINCIPAL)
				principal += d;
			if (k == DT_DROP_DYNAMIC || k == DT_DROP_SPEC) {
				global[k] += d;
				any_global = true;
				continue;
			}
			snprintf(msg, sizeof(msg), "%s%s%s%llu %sdrop%s on CPU %d",
				 tags_on ? "[" : "", tags_on ? tags[k] : "", tags_on ? "] " : "",
				 (unsigned long long)d, what[k], d == 1 ? "" : "s", cpu);
			rt->output.ops->report(h, rt->out, DTRACE_DIAG_DROP, msg);
		}
	}
	for (int k = 0; any_global && k < 4; k++) {
		if (!global[k])
			continue;
		snprintf(msg, sizeof(msg), "%s%s%s%llu %sdrop%s",
			 tags_on ? "[" : "", tags_on ? tags[k] : "", tags_on ? "] " : "",
			 (unsigned long long)global[k], what[k], global[k] == 1 ? "" : "s");
		rt->output.ops->report(h, rt->out, DTRACE_DIAG_DROP, msg);
	}
	dt_spec_drops(h, tags_on);
	if (rt->dblerrors > rt->dblerrors_seen) {
		uint64_t d = rt->dblerrors - rt->dblerrors_seen;
		rt->dblerrors_seen = rt->dblerrors;
		snprintf(msg, sizeof(msg), "%s%llu error%s in ERROR probe enabling",
			 tags_on ? "[DTRACEDROP_DBLERROR] " : "", (unsigned long long)d,
			 d == 1 ? "" : "s");
		rt->output.ops->report(h, rt->out, DTRACE_DIAG_DROP, msg);
	}
	free(vals);
	return principal;
}

