/*
 * Speculations, consumer side (the protocol is in program.h, DT_MAP_SPEC):
 * records tagged with a speculation id are kept aside per id; commit
 * prints them in the order they were recorded, discard drops them; the id
 * is freed (its DT_MAP_SPEC key deleted) once every record speculate()
 * counted has arrived.  Also the speculation drop reports.
 */
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <bpf/bpf.h>

#include "output/print.h"
#include "runtime/runtime.h"

/* DTrace's default: a 32 KiB buffer per CPU.  The clean interval
 * (cleanrate: 101 Hz by default) is resize.c's dt_rt_cleanrate_ns(): at
 * least 1 ms, as a record counted by speculate() but never submitted (a
 * fault or a full ring buffer after speculate()) would keep its id busy
 * for ever: once its commit or discard is read, an id waits one clean
 * interval at most for records still on their way (a clause runs for
 * microseconds). */
#define SPEC_DEFAULT_SIZE	(32 * 1024)

struct spec_rec {
	void *buf;			/* a copy of the whole ring-buffer record */
	size_t size;
};

enum spec_state { SPEC_OPEN, SPEC_COMMITTING, SPEC_DISCARDING };

struct spec_buf {
	struct spec_rec *recs;
	int n, cap;
	uint64_t *bytes;		/* [ncpus]: specsize accounting */
	uint64_t seen;			/* tagged records read (kept or not) */
	enum spec_state state;
	uint64_t written;		/* speculate()s, read at commit/discard */
	int64_t drain_ns;		/* when the commit/discard was read */
};

struct dt_spec_state {
	uint32_t nspec;
	struct spec_buf *bufs;		/* [nspec + 1], by id */
	int64_t specsize;
	int64_t clean_ns;		/* cleanrate: how soon ids are recycled */
	bool replaying;			/* printing committed records */
	uint64_t drops, drops_seen;	/* records over specsize */
	struct dt_specfail fail_seen;	/* key 0 counts already reported */
	uint64_t freed;			/* ids freed: key nspec + 1's drains */
	uint64_t drains_read;		/* commits/discards read (or given up) */
	uint64_t drains_then;		/* drains_read when the kernel was last
					   seen ahead of it */
	int64_t behind_ns;		/* since when, without progress */
};

/* A DT_MAP_SPEC value, whichever key it is read from. */
union spec_value {
	struct dt_specval v;
	struct dt_specfail f;
	uint8_t bytes[DT_SPEC_VALSIZE];
};

void dt_spec_open(dtrace_hdl_t *h)
{
	struct dt_runtime *rt = h->rt;
	int fd = rt->map_fd[DT_MAP_SPEC];
	if (fd < 0)
		return;
	struct dt_spec_state *st = dt_zalloc(sizeof(*st));
	st->nspec = h->cgout->nspec;
	st->bufs = dt_zalloc(sizeof(*st->bufs) * (st->nspec + 1));
	for (uint32_t i = 0; i <= st->nspec; i++)
		st->bufs[i].bytes = dt_zalloc(sizeof(uint64_t) * (size_t)rt->ncpus);
	st->specsize = dt_opt_size(h, OPT_specsize, SPEC_DEFAULT_SIZE);
	if (st->specsize < 0)
		st->specsize = SPEC_DEFAULT_SIZE;
	st->clean_ns = dt_rt_cleanrate_ns(h);	/* bounded as DTrace's kernel does */
	/* key 0: the counters speculation() and commit()/discard() add to;
	 * key nspec + 1: the ids freed again (only written here) */
	union spec_value zero;
	memset(&zero, 0, sizeof(zero));
	uint32_t key = 0;
	bpf_map_update_elem(fd, &key, &zero, BPF_NOEXIST);
	key = st->nspec + 1;
	bpf_map_update_elem(fd, &key, &zero, BPF_ANY);
	rt->spec = st;
}

static void buf_clear(struct spec_buf *sb)
{
	for (int i = 0; i < sb->n; i++)
		free(sb->recs[i].buf);
	sb->n = 0;
}

void dt_spec_close(struct dt_runtime *rt)
{
	struct dt_spec_state *st = rt->spec;
	if (!st)
		return;
	for (uint32_t i = 0; i <= st->nspec; i++) {
		buf_clear(&st->bufs[i]);
		free(st->bufs[i].recs);
		free(st->bufs[i].bytes);
	}
	free(st->bufs);
	free(st);
	rt->spec = NULL;
}

/* The id in the first item of the record's first action of `kind`, or 0. */
static uint32_t act_id(const struct dt_edesc *ed, enum dt_act_kind kind, int from,
		       const uint8_t *data, int *at)
{
	for (int i = from; i < ed->nacts; i++) {
		const struct dt_action *a = &ed->acts[i];
		if (a->kind != kind || a->nrecs < 1 || !dt_act_ran(a, data))
			continue;
		*at = i;
		return (uint32_t)dt_rec_int(&ed->recs[a->first_rec], data);
	}
	*at = -1;
	return 0;
}

/* Print a record as if it had just been read (with its CPU and probe). */
static int replay(dtrace_hdl_t *h, const struct spec_rec *r)
{
	struct dt_spec_state *st = h->rt->spec;
	st->replaying = true;
	int rc = dt_consume_record(h, r->buf, r->size);
	st->replaying = false;
	return rc;
}

/* The id is drained once all it recorded has come: free it for reuse. */
static void maybe_free(dtrace_hdl_t *h, uint32_t id, bool force)
{
	struct dt_spec_state *st = h->rt->spec;
	struct spec_buf *sb = &st->bufs[id];
	if (sb->state == SPEC_OPEN || (!force && sb->seen < sb->written))
		return;
	buf_clear(sb);
	memset(sb->bytes, 0, sizeof(uint64_t) * (size_t)h->rt->ncpus);
	sb->seen = sb->written = 0;
	sb->state = SPEC_OPEN;
	int fd = h->rt->map_fd[DT_MAP_SPEC];
	bpf_map_delete_elem(fd, &id);
	/* after the delete: a speculation() failing before it sees the id
	 * still draining (busy) */
	union spec_value freed;
	memset(&freed, 0, sizeof(freed));
	freed.f.drains = ++st->freed;
	uint32_t key = st->nspec + 1;
	bpf_map_update_elem(fd, &key, &freed, BPF_ANY);
}

/* commit(id) or discard(id) was read (id != 0: the first of them). */
static int drain(dtrace_hdl_t *h, uint32_t id, bool commit)
{
	struct dt_spec_state *st = h->rt->spec;
	if (id > st->nspec)
		return 0;
	struct spec_buf *sb = &st->bufs[id];
	union spec_value val;
	if (bpf_map_lookup_elem(h->rt->map_fd[DT_MAP_SPEC], &id, &val) < 0)
		val.v.written = sb->seen;
	sb->state = commit ? SPEC_COMMITTING : SPEC_DISCARDING;
	sb->written = val.v.written;
	st->drains_read++;
	sb->drain_ns = dt_rt_now_ns();
	int rc = 0;
	for (int i = 0; commit && i < sb->n && rc == 0; i++)
		rc = replay(h, &sb->recs[i]);
	buf_clear(sb);
	maybe_free(h, id, false);
	return rc;
}

/* A record tagged with speculation id. */
static int keep(dtrace_hdl_t *h, uint32_t id, uint32_t cpu, const struct dt_edesc *ed,
		const void *buf, size_t size)
{
	struct dt_runtime *rt = h->rt;
	struct dt_spec_state *st = rt->spec;
	if (id == 0 || id > st->nspec)
		return 0;	/* cannot happen: speculate() dropped the clause */
	struct spec_buf *sb = &st->bufs[id];
	sb->seen++;
	if (sb->state != SPEC_OPEN) {	/* a straggler of a drained id */
		int rc = sb->state == SPEC_COMMITTING ?
			 replay(h, &(struct spec_rec){ (void *)buf, size }) : 0;
		maybe_free(h, id, false);
		return rc;
	}
	uint64_t *used = &sb->bytes[cpu < (uint32_t)rt->ncpus ? cpu : 0];
	uint64_t cost = sizeof(struct dt_rechdr) + ed->size;
	if (*used + cost > (uint64_t)st->specsize) {
		st->drops++;
		return 0;
	}
	*used += cost;
	if (sb->n == sb->cap) {
		sb->cap = sb->cap ? sb->cap * 2 : 16;
		sb->recs = dt_realloc(sb->recs, sizeof(*sb->recs) * (size_t)sb->cap);
	}
	struct spec_rec *r = &sb->recs[sb->n++];
	r->buf = dt_zalloc(size);
	memcpy(r->buf, buf, size);
	r->size = size;
	return 0;
}

int dt_spec_record(dtrace_hdl_t *h, const struct dt_edesc *ed, uint32_t cpu,
		   const uint8_t *data, const void *buf, size_t size)
{
	struct dt_spec_state *st = h->rt->spec;
	/* bufpolicy=ring prints at the end what was kept when read: the
	 * speculations were dealt with then */
	if (!st || st->replaying || h->rt->ring_flushing)
		return 0;
	int spec_at;
	uint32_t spec_id = act_id(ed, DT_ACT_SPECULATE, 0, data, &spec_at);

	/* commit() / discard(), in clause order, take effect when read, in a
	 * speculative clause too (they follow its speculate()); a clause of
	 * nothing else records no data: it prints nothing, not even the
	 * probe line */
	bool other = false;
	/* a speculate() that failed (id 0) ended the clause there: what
	 * follows it did not run */
	int nacts = spec_at >= 0 && spec_id == 0 ? spec_at : ed->nacts;
	for (int i = 0; i < nacts; i++) {
		enum dt_act_kind k = ed->acts[i].kind;
		if (!dt_act_ran(&ed->acts[i], data))
			continue;
		if (k != DT_ACT_COMMIT && k != DT_ACT_DISCARD) {
			other = true;
			continue;
		}
		int at;
		uint32_t id = act_id(ed, k, i, data, &at);
		if (id != 0 && drain(h, id, k == DT_ACT_COMMIT) < 0)
			return -1;
	}
	if (spec_at >= 0)
		return keep(h, spec_id, cpu, ed, buf, size) < 0 ? -1 : 1;
	return other || ed->nacts == 0 ? 0 : 1;
}

/* A commit() or discard() whose record never came (its clause faulted
 * after it, or the ring buffer was full: a drop already reported) would
 * keep its id draining, busy for ever.  When the kernel has counted more
 * of them than were read, and no more are read for a clean interval, the
 * ids draining in the map that no record announced are discarded. */
static void find_lost_drains(dtrace_hdl_t *h, int64_t now)
{
	struct dt_spec_state *st = h->rt->spec;
	int fd = h->rt->map_fd[DT_MAP_SPEC];
	uint32_t key = 0;
	union spec_value val;
	if (bpf_map_lookup_elem(fd, &key, &val) < 0 || val.f.drains <= st->drains_read)
		return;
	if (st->behind_ns == 0 || st->drains_then != st->drains_read) {
		st->drains_then = st->drains_read;
		st->behind_ns = now;
		return;
	}
	if (now - st->behind_ns < st->clean_ns)
		return;
	st->behind_ns = 0;
	for (uint32_t id = 1; id <= st->nspec; id++) {
		struct spec_buf *sb = &st->bufs[id];
		if (sb->state != SPEC_OPEN || bpf_map_lookup_elem(fd, &id, &val) < 0 ||
		    !val.v.draining)
			continue;
		sb->state = SPEC_DISCARDING;
		st->drains_read++;
		maybe_free(h, id, true);
	}
}

void dt_spec_clean(dtrace_hdl_t *h)
{
	struct dt_spec_state *st = h->rt ? h->rt->spec : NULL;
	if (!st)
		return;
	int64_t now = dt_rt_now_ns();
	for (uint32_t id = 1; id <= st->nspec; id++) {
		struct spec_buf *sb = &st->bufs[id];
		if (sb->state != SPEC_OPEN && now - sb->drain_ns >= st->clean_ns)
			maybe_free(h, id, true);
	}
	find_lost_drains(h, now);
}

int dt_spec_poll_ms(dtrace_hdl_t *h, int ms)
{
	struct dt_spec_state *st = h->rt ? h->rt->spec : NULL;
	if (!st)
		return ms;
	int clean = (int)(st->clean_ns / 1000000);
	if (clean < 1)
		clean = 1;
	return ms < clean ? ms : clean;
}

/* One DTrace status line: "N speculative drops", "N failed speculations
 * (no speculative buffer available)", ... */
static void report(dtrace_hdl_t *h, bool tags, const char *tag, uint64_t n,
		   const char *what, const char *detail)
{
	if (n == 0)
		return;
	fflush(h->rt->out);
	dt_diag(h, DTRACE_DIAG_DROP, "%s%s%s%llu %s%s%s", tags ? "[" : "", tags ? tag : "",
		tags ? "] " : "", (unsigned long long)n, what, n > 1 ? "s" : "", detail);
}

void dt_spec_drops(dtrace_hdl_t *h, bool tags)
{
	struct dt_spec_state *st = h->rt->spec;
	if (!st)
		return;
	report(h, tags, "DTRACEDROP_SPEC", st->drops - st->drops_seen, "speculative drop", "");
	st->drops_seen = st->drops;

	uint32_t key = 0;
	union spec_value val;
	if (bpf_map_lookup_elem(h->rt->map_fd[DT_MAP_SPEC], &key, &val) < 0)
		return;
	struct dt_specfail f = val.f;
	report(h, tags, "DTRACEDROP_SPECBUSY", f.busy - st->fail_seen.busy,
	       "failed speculation", " (available buffer(s) still busy)");
	report(h, tags, "DTRACEDROP_SPECUNAVAIL", f.unavail - st->fail_seen.unavail,
	       "failed speculation", " (no speculative buffer available)");
	st->fail_seen = f;
}
