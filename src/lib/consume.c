/*
 * The consumer: reads records from the BPF ring buffer, decodes each by
 * its EPID's description (h->cgout->edescs) and runs the user-space half
 * of its actions in order: the default probe line, trace(), printf(),
 * exit(), printa() and the other aggregation actions, faults.
 */
#include <errno.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include <bpf/bpf.h>
#include <bpf/libbpf.h>

#include "print.h"
#include "runtime.h"

static int on_record(void *ctx, void *data, size_t size)
{
	dtrace_hdl_t *h = ctx;
	if (dt_consume_record(h, data, size) < 0) {
		h->rt->failed = true;
		return -1;
	}
	return 0;
}

int dt_consume_open(dtrace_hdl_t *h)
{
	struct dt_runtime *rt = h->rt;
	rt->rb = ring_buffer__new(rt->map_fd[DT_MAP_RINGBUF], on_record, h, NULL);
	if (!rt->rb)
		return dt_set_errmsg(h, "failed to open the ring buffer: %s",
				     strerror(errno));
	rt->drops_seen = dt_zalloc(sizeof(uint64_t) * (size_t)rt->ncpus * 4);
	const char *pol = dtrace_getopt(h, "bufpolicy");
	if (pol && strcmp(pol, "ring") == 0) {
		rt->ring_mode = true;
		rt->ring_budget = dt_rt_size_opt(h, "bufsize", 4 << 20);
		rt->ring = dt_zalloc(sizeof(*rt->ring) * (size_t)rt->ncpus);
	}
	return 0;
}

void dt_consume_close(struct dt_runtime *rt)
{
	if (rt->rb)
		ring_buffer__free(rt->rb);
	rt->rb = NULL;
	free(rt->drops_seen);
	rt->drops_seen = NULL;
	free(rt->faults);
	rt->faults = NULL;
	rt->nfaults = rt->faults_cap = 0;
	for (int c = 0; rt->ring && c < rt->ncpus; c++) {
		struct dt_ring_cpu *rc = &rt->ring[c];
		for (int i = 0; i < rc->n; i++)
			free(rc->recs[rc->head + i].data);
		free(rc->recs);
	}
	free(rt->ring);
	rt->ring = NULL;
	free(rt->probe_index);
	rt->probe_index = NULL;
	if (rt->redirect)
		fclose(rt->redirect);
	rt->redirect = NULL;
}

/* The probe a record came from: every loaded program names its probe;
 * indexed by probe id on first use (records arrive by the million). */
static const struct dt_probe *probe_of(dtrace_hdl_t *h, uint32_t id)
{
	struct dt_runtime *rt = h->rt;
	if (!rt->probe_index) {
		uint32_t max = 0;
		for (int i = 0; i < rt->nprogs; i++)
			if (rt->progs[i].src->probe && rt->progs[i].src->probe->id > max)
				max = rt->progs[i].src->probe->id;
		rt->probe_index = dt_zalloc(sizeof(*rt->probe_index) * ((size_t)max + 1));
		rt->probe_index_len = max + 1;
		for (int i = 0; i < rt->nprogs; i++)
			if (rt->progs[i].src->probe)
				rt->probe_index[rt->progs[i].src->probe->id] = rt->progs[i].src->probe;
	}
	return id < rt->probe_index_len ? rt->probe_index[id] : NULL;
}

/* An integer item of a record, sign- or zero-extended by its size. */
static int64_t rec_int(const struct dt_rec *r, const uint8_t *data)
{
	const uint8_t *p = data + r->offset;
	switch (r->size) {
	case 1: { int8_t v; memcpy(&v, p, 1); return r->is_signed ? (int64_t)v : (int64_t)(uint8_t)v; }
	case 2: { int16_t v; memcpy(&v, p, 2); return r->is_signed ? (int64_t)v : (int64_t)(uint16_t)v; }
	case 4: { int32_t v; memcpy(&v, p, 4); return r->is_signed ? (int64_t)v : (int64_t)(uint32_t)v; }
	default: { int64_t v; memcpy(&v, p, 8); return v; }
	}
}

static const char *fault_text(const struct dt_faultrec *f, char *buf, size_t len)
{
	unsigned long long a = (unsigned long long)f->addr;
	switch (f->fault) {
	case DT_FLT_BADADDR: snprintf(buf, len, "invalid address (0x%llx)", a); break;
	case DT_FLT_BADALIGN: snprintf(buf, len, "invalid alignment (0x%llx)", a); break;
	case DT_FLT_ILLOP: snprintf(buf, len, "illegal operation"); break;
	case DT_FLT_DIVZERO: snprintf(buf, len, "divide-by-zero"); break;
	case DT_FLT_NOSCRATCH: snprintf(buf, len, "out of scratch space"); break;
	case DT_FLT_KPRIV: snprintf(buf, len, "invalid kernel access (0x%llx)", a); break;
	case DT_FLT_UPRIV: snprintf(buf, len, "invalid user access (0x%llx)", a); break;
	case DT_FLT_TUPOFLOW: snprintf(buf, len, "tuple stack overflow"); break;
	case DT_FLT_BADSTACK: snprintf(buf, len, "bad stack"); break;
	case DT_FLT_BADSTACK + 1: snprintf(buf, len, "invalid size (0x%llx)", a); break;
	case DT_FLT_BADSTACK + 2: snprintf(buf, len, "index out of bounds (%lld)", (long long)a); break;
	default: snprintf(buf, len, "unknown fault (%llu)", (unsigned long long)f->fault); break;
	}
	return buf;
}

/* A fault record: DTrace's message on stderr, then dtrace:::ERROR runs
 * (queued: it cannot run from inside the ring-buffer callback). */
static int consume_fault(dtrace_hdl_t *h, const struct dt_edesc *ed,
			 const void *data, size_t len)
{
	struct dt_runtime *rt = h->rt;
	struct dt_faultrec f;
	char what[128];

	if (len < sizeof(f)) {
		fprintf(stderr, "dtrace: processing aborted: Invalid fault record\n");
		return -1;
	}
	memcpy(&f, data, sizeof(f));
	const struct dt_probe *p = probe_of(h, ed->probe_id);
	fflush(rt->out);
	fprintf(stderr, "dtrace: error in dt_clause_%d for probe ID %u (%s:%s:%s:%s): "
		"%s at BPF pc %llu\n", ed->clause, ed->probe_id,
		p ? p->prov : "?", p ? p->mod : "", p ? p->func : "", p ? p->name : "",
		fault_text(&f, what, sizeof(what)), (unsigned long long)f.pc);

	/* A fault inside ERROR itself does not fire ERROR again. */
	if (rt->error < 0 || (rt->progs[rt->error].src->probe &&
			      rt->progs[rt->error].src->probe->id == ed->probe_id))
		return 0;
	if (rt->nfaults == rt->faults_cap) {
		rt->faults_cap = rt->faults_cap ? rt->faults_cap * 2 : 8;
		rt->faults = realloc(rt->faults, sizeof(*rt->faults) * (size_t)rt->faults_cap);
		if (!rt->faults)
			abort();
	}
	struct dt_rt_fault *q = &rt->faults[rt->nfaults++];
	memset(q, 0, sizeof(*q));
	q->ctx[1] = ed->probe_id;
	q->ctx[2] = (uint64_t)ed->clause;
	q->ctx[3] = f.pc;
	q->ctx[4] = f.fault;
	q->ctx[5] = f.addr;
	return 0;
}

/* DTrace's probe column(s) in front of a record's output (not with -q). */
static void probe_line(dtrace_hdl_t *h, const struct dt_edesc *ed, uint32_t cpu)
{
	struct dt_runtime *rt = h->rt;
	const struct dt_probe *p = probe_of(h, ed->probe_id);
	char fn[512];

	if (!rt->header_done) {
		if (rt->testing)
			fprintf(rt->out, "%32s\n", "FUNCTION:NAME");
		else
			fprintf(rt->out, "%3s %6s %32s\n", "CPU", "ID", "FUNCTION:NAME");
		rt->header_done = true;
	}
	snprintf(fn, sizeof(fn), "%s:%s", p ? p->func : "", p ? p->name : "");
	if (rt->testing)
		fprintf(rt->out, "%32s ", fn);
	else
		fprintf(rt->out, "%3u %6u %32s ", cpu, ed->probe_id, fn);
}

/* A kernel stack: one symbolised frame per line, as stack() prints. */
static void print_stack(FILE *out, const struct dt_rec *r, const uint8_t *data)
{
	char buf[256];
	fputc('\n', out);
	for (uint32_t off = 0; off + 8 <= r->size; off += 8) {
		uint64_t pc;
		memcpy(&pc, data + r->offset + off, 8);
		if (pc == 0)
			break;
		fprintf(out, "%14s%s\n", "", dt_print_ksym(pc, true, buf, sizeof(buf)));
	}
}

/* The aggregation ids an aggregation action applies to. */
static int act_aggids(const struct dt_action *a, const int **ids)
{
	if (a->naggs > 0) {
		*ids = a->aggids;
		return a->naggs;
	}
	*ids = &a->aggid;
	return 1;
}

static int64_t act_arg(const struct dt_action *a, const struct dt_rec *recs,
		       const uint8_t *data)
{
	return a->nrecs > 0 ? rec_int(&recs[a->first_rec], data) : a->arg;
}

/* setopt() at run time, as DTrace allows it: only the options that
 * affect consumption may change; the value is checked the way DTrace
 * parses it (a boolean takes an integer, a rate an integer and a unit). */
static const char *setopt_error(dtrace_hdl_t *h, const char *name, const char *val)
{
	static const char *const flags[] = { "aggpercpu", "aggsortkey", "aggsortkeypos",
		"aggsortpos", "aggsortrev", "flowindent", "quiet", "rawbytes", "stackindent" };
	static const char *const rates[] = { "aggrate", "switchrate" };
	static const char *const units[] = { "", "ns", "nsec", "us", "usec", "ms", "msec",
		"s", "sec", "m", "min", "h", "hour", "d", "day", "hz" };
	bool flag = false, rate = false;
	char *end;

	for (size_t i = 0; i < sizeof(flags) / sizeof(flags[0]); i++)
		flag |= strcmp(name, flags[i]) == 0;
	for (size_t i = 0; i < sizeof(rates) / sizeof(rates[0]); i++)
		rate |= strcmp(name, rates[i]) == 0;
	if (!flag && !rate) {
		dtrace_hdl_t probe;
		memset(&probe, 0, sizeof(probe));
		int known = dtrace_setopt(&probe, name, NULL) == 0;
		dt_options_free(probe.opts);
		return known ? "Operation illegal when tracing is active" : "Invalid option name";
	}
	if (val) {
		errno = 0;
		(void)strtoull(val, &end, 0);
		bool ok = errno == 0 && end != val;
		if (ok && flag)
			ok = *end == '\0';
		if (ok && rate) {
			ok = false;
			for (size_t i = 0; i < sizeof(units) / sizeof(units[0]); i++)
				ok |= strcmp(end, units[i]) == 0;
		}
		if (!ok)
			return "Invalid value for specified option";
	}
	if (dtrace_setopt(h, name, val) < 0)
		return "Invalid option name";
	if (strcmp(name, "quiet") == 0)
		h->rt->quiet = !val || strtoull(val, NULL, 0) != 0;
	return NULL;
}

static void do_setopt(dtrace_hdl_t *h, const struct dt_edesc *ed,
		      const struct dt_action *a, const struct dt_rec *recs,
		      const uint8_t *data)
{
	char vbuf[256];
	const char *val = NULL;
	if (a->nrecs > 0) {
		const struct dt_rec *r = &recs[a->first_rec];
		size_t n = r->size < sizeof(vbuf) - 1 ? r->size : sizeof(vbuf) - 1;
		memcpy(vbuf, data + r->offset, n);
		vbuf[n] = '\0';
		val = vbuf;
	}
	const char *why = setopt_error(h, a->fmt, val);
	if (!why)
		return;
	const struct dt_probe *p = probe_of(h, ed->probe_id);
	fflush(h->rt->out);
	fprintf(stderr, "dtrace: error in dt_clause_%d for probe ID %u (%s:%s:%s:%s): "
		"couldn't set option \"%s\" to \"%s\": %s\n\n",
		ed->clause, ed->probe_id, p ? p->prov : "?", p ? p->mod : "",
		p ? p->func : "", p ? p->name : "", a->fmt, val ? val : "1", why);
}

/* system(): the command's output goes where ours goes (-o, freopen). */
static void run_system(FILE *out, const char *cmd)
{
	fflush(out);
	fflush(stdout);
	pid_t pid = fork();
	if (pid == 0) {
		if (fileno(out) != STDOUT_FILENO)
			dup2(fileno(out), STDOUT_FILENO);
		execl("/bin/sh", "sh", "-c", cmd, (char *)NULL);
		_exit(127);
	}
	if (pid < 0) {
		fprintf(stderr, "dtrace: failed to run \"%s\": %s\n", cmd, strerror(errno));
		return;
	}
	while (waitpid(pid, NULL, 0) < 0 && errno == EINTR)
		;
}

/* freopen(path): later output goes to path (appended); "" restores the
 * original output. */
static void do_freopen(dtrace_hdl_t *h, const char *path)
{
	struct dt_runtime *rt = h->rt;
	if (rt->redirect) {
		fclose(rt->redirect);
		rt->redirect = NULL;
	}
	rt->out = rt->orig_out;
	if (*path == '\0')
		return;
	FILE *f = fopen(path, "a");
	if (!f) {
		fprintf(stderr, "dtrace: couldn't freopen() \"%s\": %s\n", path, strerror(errno));
		return;
	}
	rt->redirect = f;
	rt->out = f;
}

/* Run one action of a record. */
static int do_action(dtrace_hdl_t *h, const struct dt_edesc *ed,
		     const struct dt_action *a, const uint8_t *data, size_t len)
{
	struct dt_runtime *rt = h->rt;
	FILE *out = rt->out;
	const struct dt_rec *recs = ed->recs;
	const struct dt_rec *r = a->nrecs > 0 ? &recs[a->first_rec] : NULL;
	const int *ids;
	int n;

	switch (a->kind) {
	case DT_ACT_TRACE:
		if (r)
			dt_print_trace(h, out, r, data, rt->quiet);
		break;
	case DT_ACT_PRINTF:
		if (dt_printf_fmt(h, out, a->fmt, r, a->nrecs, data, len) < 0) {
			fprintf(stderr, "dtrace: processing aborted: Invalid printf record\n");
			return -1;
		}
		break;
	case DT_ACT_SYSTEM: {
		char *cmd = dt_printf_str(h, a->fmt, r, a->nrecs, data, len);
		if (cmd) {
			run_system(out, cmd);
			free(cmd);
		}
		break;
	}
	case DT_ACT_FREOPEN: {
		char *path = dt_printf_str(h, a->fmt, r, a->nrecs, data, len);
		if (path)
			do_freopen(h, path);
		free(path);
		break;
	}
	case DT_ACT_EXIT:
		if (!rt->exited) {
			rt->exited = true;
			rt->exit_status = r ? (int)rec_int(r, data) : 0;
		}
		break;
	case DT_ACT_PRINTA:
		/* the print module reads a fresh snapshot for each of these */
		n = act_aggids(a, &ids);
		if (dt_agg_printa(h, out, a->fmt, ids, n) < 0) {
			fprintf(stderr, "dtrace: processing aborted: Invalid printa record\n");
			return -1;
		}
		break;
	case DT_ACT_CLEAR:
		n = act_aggids(a, &ids);
		for (int i = 0; i < n; i++)
			dt_agg_clear(h, ids[i]);
		break;
	case DT_ACT_TRUNC:
		dt_agg_trunc(h, a->aggid, act_arg(a, recs, data));
		break;
	case DT_ACT_NORMALIZE:
		dt_agg_normalize(h, a->aggid, act_arg(a, recs, data));
		break;
	case DT_ACT_DENORMALIZE:
		dt_agg_denormalize(h, a->aggid);
		break;
	case DT_ACT_TRACEMEM:
		if (r)
			dt_print_bytes(out, data + r->offset, r->size);
		break;
	case DT_ACT_STACK:
		if (r)
			print_stack(out, r, data);
		break;
	case DT_ACT_SYM:
	case DT_ACT_MOD:
		if (r) {
			char buf[256];
			uint64_t addr = (uint64_t)rec_int(r, data);
			const char *s = dt_print_ksym(addr, false, buf, sizeof(buf));
			if (a->kind == DT_ACT_MOD) {
				const char *tick = strchr(s, '`');
				if (tick)
					buf[tick - buf] = '\0';
			}
			fprintf(out, rt->quiet ? "%s" : " %-50s", s);
		}
		break;
	case DT_ACT_RAISE:
		/* recs: signal, then the pid of the thread that raised it */
		if (a->nrecs >= 2)
			kill((pid_t)rec_int(&recs[a->first_rec + 1], data),
			     (int)rec_int(r, data));
		break;
	case DT_ACT_STOP:
		if (r)
			kill((pid_t)rec_int(r, data), SIGSTOP);
		break;
	case DT_ACT_FTRUNCATE:
		fflush(out);
		if (ftruncate(fileno(out), 0) == 0)
			rewind(out);
		break;
	case DT_ACT_SETOPT:
		do_setopt(h, ed, a, recs, data);
		break;
	case DT_ACT_ERROR:
		return consume_fault(h, ed, data, len);
	default:
		/* ustack, usym, speculations, freopen, print: not yet */
		break;
	}
	return 0;
}

/* What a record occupies in a DTrace buffer: a 4-byte EPID, then each
 * item at its natural alignment.  Ring emulation counts this, not our
 * padded layout, so bufsize keeps as many records as DTrace would. */
static uint32_t dtrace_rec_cost(const struct dt_edesc *ed)
{
	uint32_t off = 4;
	for (int i = 0; i < ed->nrecs; i++) {
		uint32_t sz = ed->recs[i].size, al = sz >= 8 ? 8 : sz >= 4 ? 4 : sz >= 2 ? 2 : 1;
		off = (off + al - 1) / al * al + sz;
	}
	return off;
}

/* bufpolicy=ring: keep the record for the end, evicting the oldest of
 * its CPU beyond bufsize; exit() still takes effect at once. */
static void ring_keep(dtrace_hdl_t *h, const struct dt_edesc *ed, uint32_t cpu,
		      const uint8_t *data, const void *buf, size_t size)
{
	struct dt_runtime *rt = h->rt;
	struct dt_ring_cpu *rc = &rt->ring[cpu < (uint32_t)rt->ncpus ? cpu : 0];
	uint32_t cost = dtrace_rec_cost(ed);

	for (int i = 0; i < ed->nacts; i++)
		if (ed->acts[i].kind == DT_ACT_EXIT && !rt->exited) {
			rt->exited = true;
			rt->exit_status = ed->acts[i].nrecs > 0 ?
				(int)rec_int(&ed->recs[ed->acts[i].first_rec], data) : 0;
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
			rc->recs = realloc(rc->recs, sizeof(*rc->recs) * (size_t)rc->cap);
			if (!rc->recs)
				abort();
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

int dt_consume_record(dtrace_hdl_t *h, const void *buf, size_t size)
{
	struct dt_runtime *rt = h->rt;
	const struct dt_cg_out *co = h->cgout;
	struct dt_rechdr hdr;

	if (size < sizeof(hdr)) {
		fprintf(stderr, "dtrace: processing aborted: Truncated record\n");
		return -1;
	}
	memcpy(&hdr, buf, sizeof(hdr));
	const struct dt_edesc *ed = co && hdr.epid < (uint32_t)co->nedescs ?
				    co->edescs[hdr.epid] : NULL;
	if (!ed) {
		fprintf(stderr, "dtrace: processing aborted: Invalid enabled probe ID %u\n",
			hdr.epid);
		return -1;
	}
	const uint8_t *data = (const uint8_t *)buf + sizeof(hdr);
	size_t len = size - sizeof(hdr);
	if (len < ed->size) {
		fprintf(stderr, "dtrace: processing aborted: Record of %zu bytes for "
			"EPID %u, expected %u\n", len, hdr.epid, ed->size);
		return -1;
	}
	rt->nrecords++;

	if (ed->nacts == 1 && ed->acts[0].kind == DT_ACT_ERROR)
		return consume_fault(h, ed, data, len);
	if (rt->ring_mode && !rt->ring_flushing) {
		ring_keep(h, ed, hdr.cpu, data, buf, size);
		return 0;
	}

	if (!rt->quiet)
		probe_line(h, ed, hdr.cpu);
	for (int i = 0; i < ed->nacts; i++)
		if (do_action(h, ed, &ed->acts[i], data, len) < 0)
			return -1;
	if (!rt->quiet)
		fputc('\n', rt->out);
	return 0;
}

/* ERROR programs owed to faults consumed so far, then their output. */
static int run_pending_faults(dtrace_hdl_t *h)
{
	struct dt_runtime *rt = h->rt;
	int total = 0;

	/* Bounded: an ERROR clause that faults does not queue another run. */
	while (rt->nfaults > 0) {
		int n = rt->nfaults;
		struct dt_rt_fault *q = rt->faults;
		rt->faults = NULL;
		rt->nfaults = rt->faults_cap = 0;
		for (int i = 0; i < n; i++)
			if (dt_rt_run_prog(h, rt->error, q[i].ctx) < 0) {
				free(q);
				return -1;
			}
		free(q);
		int c = ring_buffer__consume(rt->rb);
		if (c < 0 || rt->failed)
			return -1;
		total += c;
	}
	return total;
}

int dt_consume(dtrace_hdl_t *h, FILE *out, int timeout_ms)
{
	struct dt_runtime *rt = h->rt;
	int n = 0;

	rt->orig_out = out;
	rt->out = rt->redirect ? rt->redirect : out;
	if (timeout_ms > 0) {
		/* Records are submitted without wakeups: the poll mostly just
		 * waits (a wakeup only shortens it), then we drain. */
		int rc = ring_buffer__poll(rt->rb, timeout_ms);
		if (rc < 0 && rc != -EINTR)
			return dt_set_errmsg(h, "failed to poll the ring buffer: %s",
					     strerror(-rc));
		if (rc > 0)
			n += rc;
	}
	if (rt->failed)
		return dt_set_errmsg(h, "processing aborted");
	int rc = ring_buffer__consume(rt->rb);
	if (rc < 0 || rt->failed)
		return dt_set_errmsg(h, "processing aborted");
	n += rc;
	rc = run_pending_faults(h);
	if (rc < 0)
		return dt_set_errmsg(h, "processing aborted");
	n += rc;
	if (n > 0)
		fflush(rt->out);
	return n;
}

void dt_consume_drops(dtrace_hdl_t *h)
{
	static const char *const what[] = { "", "aggregation ", "dynamic variable ",
					    "speculative " };
	static const char *const tags[] = { "DTRACEDROP_PRINCIPAL",
		"DTRACEDROP_AGGREGATION", "DTRACEDROP_DYNAMIC", "DTRACEDROP_SPEC" };
	struct dt_runtime *rt = h->rt;
	int fd = rt->map_fd[DT_MAP_MSTATE];
	struct bpf_map_info info;
	uint32_t ilen = sizeof(info);

	memset(&info, 0, sizeof(info));
	if (fd < 0 || bpf_obj_get_info_by_fd(fd, &info, &ilen) < 0)
		return;
	size_t stride = (info.value_size + 7) & ~7u;
	uint8_t *vals = malloc(stride * (size_t)rt->ncpus);
	uint32_t key = 0;
	if (!vals || bpf_map_lookup_elem(fd, &key, vals) < 0) {
		free(vals);
		return;
	}
	bool tags_on = dt_opt_isset(h, "droptags");
	uint64_t global[4] = { 0 };
	bool any_global = false;
	for (int cpu = 0; cpu < rt->ncpus; cpu++) {
		const struct dt_mstate *ms = (const void *)(vals + stride * (size_t)cpu);
		for (int k = 0; k < 4; k++) {
			uint64_t *seen = &rt->drops_seen[cpu * 4 + k];
			uint64_t d = ms->drops[k] - *seen;
			if (ms->drops[k] <= *seen)
				continue;
			*seen = ms->drops[k];
			if (k == DT_DROP_DYNAMIC || k == DT_DROP_SPEC) {
				global[k] += d;
				any_global = true;
				continue;
			}
			fflush(rt->out);
			fprintf(stderr, "dtrace: %s%s%s%llu %sdrop%s on CPU %d\n",
				tags_on ? "[" : "", tags_on ? tags[k] : "", tags_on ? "] " : "",
				(unsigned long long)d, what[k], d == 1 ? "" : "s", cpu);
		}
	}
	for (int k = 0; any_global && k < 4; k++) {
		if (!global[k])
			continue;
		fflush(rt->out);
		fprintf(stderr, "dtrace: %s%s%s%llu %sdrop%s\n",
			tags_on ? "[" : "", tags_on ? tags[k] : "", tags_on ? "] " : "",
			(unsigned long long)global[k], what[k], global[k] == 1 ? "" : "s");
	}
	free(vals);
}
