/*
 * Loading a session into the kernel: create the maps of program.h's
 * enum dt_map_id with the sizes cg chose, patch map references into the
 * programs and load them.  A verifier rejection becomes one DTrace-style
 * line; the full log only with -xbpflog (-v is the stability report).  Every error path
 * closes what it created.
 */
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <unistd.h>

#include <bpf/bpf.h>
#include <bpf/libbpf.h>

#include "runtime/runtime.h"

/* Log buffer for finding why the verifier said no: the kernel keeps the
 * tail of the log when it overflows, and the tail holds the reason. */
#define DT_VLOG_SHORT		(64 * 1024)
#define DT_VLOG_FULL		(16 * 1024 * 1024)

int dt_rt_map_fd(dtrace_hdl_t *h, enum dt_map_id id)
{
	if (!h->rt || id < 0 || id >= DT_MAP__COUNT)
		return -1;
	return h->rt->map_fd[id];
}

static bool is_map_ref(const struct bpf_insn *in)
{
	return in->code == (BPF_LD | BPF_DW | BPF_IMM) &&
	       (in->src_reg == BPF_PSEUDO_MAP_FD || in->src_reg == BPF_PSEUDO_MAP_VALUE);
}

/* Which DT_MAP_* slots the programs refer to. */
static void maps_used(const struct dt_cg_out *co, bool used[DT_MAP__COUNT])
{
	for (const struct dt_bpf_prog *p = co ? co->progs : NULL; p; p = p->next)
		for (int i = 0; i < p->ninsns; i++)
			if (is_map_ref(&p->insns[i])) {
				if (p->insns[i].imm >= 0 && p->insns[i].imm < DT_MAP__COUNT)
					used[p->insns[i].imm] = true;
				i++;
			}
}

/* A ring buffer of at least BYTES: a power of two pages (the kernel's
 * rule), one page at least. */
static uint64_t ring_pages(uint64_t bytes)
{
	uint64_t sz = (uint64_t)sysconf(_SC_PAGESIZE);
	while (sz < bytes && sz < (1ULL << 30))
		sz <<= 1;
	return sz;
}

/* The principal buffer: -x bufsize as set (dt_opt_bufsize), and unset, the
 * default, unless every record the programs write goes out once per
 * session at most (BEGIN's, END's, exit()'s: cg counts them), when it
 * holds just those.  The reader maps the buffer's pages twice (a record
 * that wraps reads on) and the kernel maps them all at once, so 1 MiB is
 * 2 MiB of resident memory: for `@[probefunc] = count()` with a
 * `tick-1s { exit(0); }`, more than all of dtrace's own heap.  DTrace's
 * own kernel sizes the principal buffer likewise when bufsize is unset
 * and aggregations are enabled: to the largest record an enabling needs. */
static int64_t principal_size(dtrace_hdl_t *h, bool *lowered)
{
	const struct dt_cg_out *co = h->cgout;
	if (!dt_opt_isset(h, OPT_bufsize) && co && !co->rb_any)
		return (int64_t)ring_pages(co->rb_once);
	int64_t sz = dt_opt_bufsize(h, lowered);
	/* whatever bufsize (8 bytes at least, runtime.c), the ring holds one
	 * of our records, which are larger than DTrace's: its own header (8)
	 * and our largest record fit; the consumer keeps DTrace's account of
	 * bufsize (consume_budget.c) */
	uint64_t maxrec = 0;
	for (int i = 0; co && sz > 0 && i < co->nedescs; i++)
		if (co->edescs[i] && co->edescs[i]->size > maxrec)
			maxrec = co->edescs[i]->size;
	uint64_t least = ring_pages(8 + sizeof(struct dt_rechdr) + maxrec);
	return sz > 0 && (uint64_t)sz < least ? (int64_t)least : sz;
}

static uint32_t at_least(uint32_t v, uint32_t min)
{
	return v < min ? min : v;
}

static uint32_t round8(uint32_t v)
{
	return (v + 7) & ~7u;
}

#define DYN_DCOUNT_MAX	16384

#define HASH_ENTRIES_MAX	(1 << 20)

/* Entries of a hash map that fit in `bytes` (dynvarsize, aggsize), at
 * most HASH_ENTRIES_MAX: past it, *lowered (when given) becomes the bytes
 * the map holds, the smallest of the maps so lowered (resize.c says so). */
static uint32_t hash_entries(int64_t bytes, uint32_t k, uint32_t v, int64_t *lowered)
{
	int64_t n = bytes / (int64_t)(k + v);
	if (n < 1)
		n = 1;
	if (n > HASH_ENTRIES_MAX) {
		n = HASH_ENTRIES_MAX;
		int64_t got = n * (int64_t)(k + v);
		if (lowered && (*lowered == 0 || got < *lowered))
			*lowered = got;
	}
	return (uint32_t)n;
}

static const char *const map_names[DT_MAP__COUNT] = {
	"dt_ringbuf", "dt_mstate", "dt_globals", "dt_tls", "dt_assoc",
	"dt_agg", "dt_strtab", "dt_state", "dt_spec", "dt_pstate", "dt_agg1",
};

/* The map spec for slot id, from cg's sizes and the options; a hash map
 * smaller than its option asks for sets h->rt's agg_lowered/dyn_lowered. */
static int map_spec(dtrace_hdl_t *h, enum dt_map_id id, struct dt_map_spec *s)
{
	const struct dt_cg_out *co = h->cgout;
	static const struct dt_cg_out none;
	int64_t dyn = dt_opt_size(h, OPT_dynvarsize, DT_DEFAULT_DYNVARSIZE);
	int64_t agg = dt_opt_size(h, OPT_aggsize, DT_DEFAULT_AGGSIZE);

	if (!co)
		co = &none;
	memset(s, 0, sizeof(*s));
	s->name = map_names[id];
	s->max_entries = 1;
	s->key_size = 4;
	switch (id) {
	case DT_MAP_RINGBUF:
		s->type = BPF_MAP_TYPE_RINGBUF;
		s->key_size = s->value_size = 0;
		s->max_entries = (uint32_t)h->rt->rb_size;
		return 0;
	case DT_MAP_MSTATE:
		s->type = BPF_MAP_TYPE_PERCPU_ARRAY;
		s->value_size = round8(at_least(co->scratch_size, sizeof(struct dt_mstate)));
		return 0;
	case DT_MAP_GLOBALS:
		s->type = BPF_MAP_TYPE_ARRAY;
		s->value_size = round8(at_least(co->globals_size, 8));
		return 0;
	case DT_MAP_STRTAB:
		s->type = BPF_MAP_TYPE_ARRAY;
		s->value_size = round8(at_least(co->strtab_len, 8));
		return 0;
	case DT_MAP_STATE:
		s->type = BPF_MAP_TYPE_ARRAY;
		s->value_size = sizeof(struct dt_state);
		return 0;
	case DT_MAP_TLS:
	case DT_MAP_ASSOC:
		s->type = BPF_MAP_TYPE_HASH;
		s->key_size = at_least(id == DT_MAP_TLS ? co->tls_keysize : co->assoc_keysize, 8);
		s->value_size = at_least(id == DT_MAP_TLS ? co->tls_valsize : co->assoc_valsize, 8);
		if (dyn < 0)
			return dt_set_errmsg(h, "failed to set -x dynvarsize: Invalid value for specified option");
		/* dynvarsize counts what DTrace counts: the tuple (with its
		 * variable id) and the value as the program sizes them, not the
		 * key a thread-local gets or the padding the map adds, so
		 * `dynvarsize=15` holds three int thread-locals.  A map is
		 * preallocated (its creation time grows with its entries), so
		 * that count is honoured up to DYN_DCOUNT_MAX entries; past it
		 * the map's own entry size counts, as it always did. */
		{
			uint32_t d = id == DT_MAP_TLS
				? hash_entries(dyn, 0, at_least(co->tls_dsize, 1), NULL)
				: hash_entries(dyn, co->assoc_keysize,
					       at_least(co->assoc_dsize, 1), NULL);
			uint32_t m = hash_entries(dyn, s->key_size, s->value_size,
						  &h->rt->dyn_lowered);
			if (d > DYN_DCOUNT_MAX)
				d = DYN_DCOUNT_MAX;
			s->max_entries = d > m ? d : m;
		}
		return 0;
	case DT_MAP_AGG:
		s->type = BPF_MAP_TYPE_PERCPU_HASH;
		s->key_size = at_least(co->agg_keysize, 8);
		s->value_size = at_least(co->agg_valsize, 8);
		if (agg < 0)
			return dt_set_errmsg(h, "failed to set -x aggsize: Invalid value for specified option");
		s->max_entries = hash_entries(agg, s->key_size, s->value_size,
					      &h->rt->agg_lowered);
		return 0;
	case DT_MAP_AGG1:	/* one slot per aggregation id, keyed or not */
		s->type = BPF_MAP_TYPE_PERCPU_ARRAY;
		s->value_size = DT_AGG1_HDR + round8(at_least(co->agg_valsize, 8));
		s->max_entries = (uint32_t)at_least((uint32_t)co->naggs, 1);
		return 0;
	case DT_MAP_SPEC:	/* ids 1..nspec, counters at 0 and nspec + 1 (program.h) */
		s->type = BPF_MAP_TYPE_HASH;
		s->value_size = DT_SPEC_VALSIZE;
		s->max_entries = co->nspec + 2;
		return 0;
	case DT_MAP_ONCE:	/* exit's key 0, ids 1..nspec (program.h) */
		s->type = BPF_MAP_TYPE_HASH;
		s->value_size = 4;
		s->max_entries = (co ? co->nspec : 0) + 1;
		return 0;
	case DT_MAP_PSTATE:	/* threads in a lock contention at once */
		s->type = BPF_MAP_TYPE_LRU_HASH;
		s->key_size = 8;
		s->value_size = 8 * DT_PSTATE_WORDS;
		s->max_entries = 16384;
		return 0;
	case DT_MAP_FIRED:	/* indexed by probe id */
		s->type = BPF_MAP_TYPE_PERCPU_ARRAY;
		s->value_size = 8;
		s->max_entries = 1;
		for (const struct dt_bpf_prog *p = co ? co->progs : NULL; p; p = p->next)
			if (p->probe && p->probe->id >= s->max_entries)
				s->max_entries = p->probe->id + 1;
		return 0;
	default:
		return dt_set_errmsg(h, "no such map");
	}
}

static int create_maps(dtrace_hdl_t *h)
{
	struct dt_runtime *rt = h->rt;
	bool used[DT_MAP__COUNT] = { false };

	maps_used(h->cgout, used);
	/* The keyed aggregations' hash is preallocated: aggsize's 262,144
	 * per-CPU entries take 0.1-0.7 s to create.  When no program keys
	 * an aggregation the consumer still walks it (finding nothing), so
	 * it is made with one entry. */
	bool agg_keyed = used[DT_MAP_AGG];
	/* The runtime itself reads these. */
	used[DT_MAP_RINGBUF] = used[DT_MAP_MSTATE] = used[DT_MAP_STATE] = true;
	if (h->cgout && h->cgout->naggs > 0)
		used[DT_MAP_AGG] = true;

	for (int id = 0; id < DT_MAP__COUNT; id++) {
		struct dt_map_spec s;
		if (!used[id])
			continue;
		if (map_spec(h, (enum dt_map_id)id, &s) < 0)
			return -1;
		if (id == DT_MAP_AGG && !agg_keyed)
			s.max_entries = 1;
		LIBBPF_OPTS(bpf_map_create_opts, mo);
		/* Hash maps stay preallocated (bounded by dynvarsize/aggsize):
		 * inserts from perf_event context fail on a non-preallocated map
		 * and would show up as drops. */
		int fd = bpf_map_create(s.type, s.name, s.key_size, s.value_size,
					s.max_entries, &mo);
		if (fd < 0) {
			int err = errno;
			if (id == DT_MAP_MSTATE && err == E2BIG)
				return dt_set_errmsg(h, "scratch space of %u bytes exceeds "
						     "the per-CPU limit", s.value_size);
			return dt_set_errmsg(h, "failed to create BPF map %s: %s",
					     s.name, strerror(err));
		}
		rt->map_fd[id] = fd;
	}
	/* dtrace(1)'s order: the principal buffer (dt_rt_load), the
	 * aggregations, the dynamic variables */
	if (!agg_keyed)
		rt->agg_lowered = 0;	/* made with one entry: nothing lowered */
	if ((rt->agg_lowered && dt_rt_resized(h, "aggregation size", "aggsize", OPT_aggsize,
					      rt->agg_lowered) < 0) ||
	    (rt->dyn_lowered && dt_rt_resized(h, "dynamic variable size", "dynvarsize",
					      OPT_dynvarsize, rt->dyn_lowered) < 0))
		return -1;
	dt_rt_report_rates(h);

	/* ERROR's own output buffer (see struct dt_runtime), when there is
	 * an ERROR program: what one run of it records, since the consumer
	 * reads it after each run (consume_act.c). */
	bool error_prog = false;
	for (const struct dt_bpf_prog *p = h->cgout ? h->cgout->progs : NULL; p; p = p->next)
		error_prog |= dt_rt_is_dtrace_probe(p->probe, "ERROR");
	if (error_prog) {
		LIBBPF_OPTS(bpf_map_create_opts, eo);
		uint32_t esz = (uint32_t)ring_pages(h->cgout->err_rb);
		rt->err_rb_fd = bpf_map_create(BPF_MAP_TYPE_RINGBUF, "dt_errbuf", 0, 0, esz, &eo);
		if (rt->err_rb_fd < 0)
			return dt_set_errmsg(h, "failed to create BPF map dt_errbuf: %s",
					     strerror(errno));
	}

	if (rt->map_fd[DT_MAP_STRTAB] >= 0 && h->cgout && h->cgout->strtab_len) {
		struct dt_map_spec s;
		map_spec(h, DT_MAP_STRTAB, &s);
		char *val = dt_zalloc(s.value_size);
		memcpy(val, h->cgout->strtab, h->cgout->strtab_len);
		uint32_t key = 0;
		int rc = bpf_map_update_elem(rt->map_fd[DT_MAP_STRTAB], &key, val, BPF_ANY);
		free(val);
		if (rc < 0)
			return dt_set_errmsg(h, "failed to store the string table: %s",
					     strerror(errno));
	}
	return 0;
}

/* "prov:mod:func:name" of the program's probe, for messages. */
static void probe_desc(const struct dt_bpf_prog *p, char *buf, size_t len)
{
	if (!p->probe) {
		snprintf(buf, len, "%s", p->name);
		return;
	}
	snprintf(buf, len, "%s:%s:%s:%s", p->probe->prov, p->probe->mod,
		 p->probe->func, p->probe->name);
}

/* Lines of the verifier's log that only summarise, never explain. */
static bool log_line_is_summary(const char *l, size_t n)
{
	static const char *const skip[] = {
		"processed ", "verification time", "stack depth", "max_states_per_insn",
		"peak_states", "mark_precise", "-- END PROG LOAD LOG --", "old state:", "cur state:",
	};
	if (n == 0)
		return true;
	for (size_t i = 0; i < sizeof(skip) / sizeof(skip[0]); i++)
		if (strncmp(l, skip[i], strlen(skip[i])) == 0)
			return true;
	return false;
}

/* Copy the last line of the log that says what went wrong. */
static void log_reason(const char *log, char *buf, size_t len)
{
	size_t end = strlen(log);
	buf[0] = '\0';
	while (end > 0) {
		size_t start = end;
		while (start > 0 && log[start - 1] != '\n')
			start--;
		size_t n = end - start;
		while (n > 0 && (log[start + n - 1] == '\n' || log[start + n - 1] == ' '))
			n--;
		if (!log_line_is_summary(log + start, n)) {
			if (n >= len)
				n = len - 1;
			memcpy(buf, log + start, n);
			buf[n] = '\0';
			return;
		}
		end = start > 0 ? start - 1 : 0;
	}
}

/* Verifier reasons a user can act on, said in one sentence of ours; the
 * verifier's own words stay available with -v (or -x bpflog). */
static const char *explain(const char *reason)
{
	static const struct { const char *has, *say; } known[] = {
		{ "jumps is too complex", "the program is too complex for the kernel "
		  "verifier (lower -x nspec or strsize, or split the clause)" },
		{ "infinite loop detected", "the program is too complex for the kernel "
		  "verifier (lower -x nspec or strsize, or split the clause)" },
		{ "BPF program is too large", "the program is too complex for the kernel "
		  "verifier (lower -x nspec or strsize, or split the clause)" },
		{ "bpf_probe_write_user", "copyout( ) and copyoutstr( ) are not allowed "
		  "by this kernel for this kind of probe (bpf_probe_write_user)" },
	};
	for (size_t i = 0; i < sizeof(known) / sizeof(known[0]); i++)
		if (strstr(reason, known[i].has))
			return known[i].say;
	return reason;
}

/* Why a load failed: load_prog may run in several threads at once, so not
 * in h->errmsg (dt_rt_load copies the first failure's there). */
__attribute__((format(printf, 3, 4)))
static int load_err(char *err, size_t len, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(err, len, fmt, ap);
	va_end(ap);
	return -1;
}

static int load_prog(dtrace_hdl_t *h, struct dt_rt_prog *rp, char *err, size_t errlen)
{
	struct dt_runtime *rt = h->rt;
	const struct dt_bpf_prog *p = rp->src;
	char desc[512];
	bool full_log = dt_opt_isset(h, OPT_bpflog);
	/* -x bpflogsize: the full log's buffer, within the kernel's bounds
	 * (at least 128 bytes, at most UINT_MAX >> 2) */
	int64_t full_size = dt_opt_int(h, OPT_bpflogsize, DT_VLOG_FULL);
	if (full_size < 128)
		full_size = 128;
	if (full_size > (int64_t)(UINT32_MAX >> 2))
		full_size = UINT32_MAX >> 2;

	probe_desc(p, desc, sizeof(desc));
	if (p->ninsns <= 0)
		return load_err(err, errlen, "BPF program for probe %s is empty", desc);

	struct bpf_insn *insns = malloc(sizeof(*insns) * (size_t)p->ninsns);
	if (!insns)
		return load_err(err, errlen, "out of memory");
	memcpy(insns, p->insns, sizeof(*insns) * (size_t)p->ninsns);
	bool is_error = dt_rt_is_dtrace_probe(p->probe, "ERROR");
	for (int i = 0; i < p->ninsns; i++) {
		if (!is_map_ref(&insns[i]))
			continue;
		int id = insns[i].imm;
		if (id < 0 || id >= DT_MAP__COUNT || rt->map_fd[id] < 0) {
			free(insns);
			return load_err(err, errlen, "BPF program for probe %s refers to "
					     "unknown map %d at insn %d", desc, id, i);
		}
		insns[i].imm = is_error && id == DT_MAP_RINGBUF ? rt->err_rb_fd : rt->map_fd[id];
		i++;	/* the second half of the 16-byte load */
	}

	char *log = NULL;
	int fd = -1, errnum = 0;
	/* without a log first (cheapest); then with a short one for the
	 * reason; then, where a kernel before 6.4 failed only because that
	 * log filled up (ENOSPC), with a long one */
	for (int attempt = 0; attempt < 3 && fd < 0; attempt++) {
		LIBBPF_OPTS(bpf_prog_load_opts, po,
			    .expected_attach_type = p->expected_attach_type,
			    .attach_btf_id = p->attach_btf_id,
			    .attach_btf_obj_fd = p->attach_btf_obj_fd > 0 ? p->attach_btf_obj_fd : 0);
		if (attempt == 2 && (full_log || errnum != ENOSPC))
			break;
		bool with_log = full_log || attempt >= 1;
		if (with_log) {
			size_t sz = full_log || attempt == 2 ? full_size : DT_VLOG_SHORT;
			free(log);
			log = dt_zalloc(sz);
			po.log_buf = log;
			po.log_size = (uint32_t)sz;
			po.log_level = full_log ? 2 : 1;
		}
		fd = bpf_prog_load(p->type, p->name, "GPL", insns, (size_t)p->ninsns, &po);
		errnum = errno;
		if (fd < 0 && attempt == 0 && full_log)
			break;		/* the log is already there */
	}
	/* A verifier log that outgrew its buffer fails the load (ENOSPC)
	 * however the verification went: load again without one. */
	if (fd < 0 && errnum == ENOSPC && log) {
		LIBBPF_OPTS(bpf_prog_load_opts, po,
			    .expected_attach_type = p->expected_attach_type,
			    .attach_btf_id = p->attach_btf_id,
			    .attach_btf_obj_fd = p->attach_btf_obj_fd > 0 ? p->attach_btf_obj_fd : 0);
		fd = bpf_prog_load(p->type, p->name, "GPL", insns, (size_t)p->ninsns, &po);
		errnum = errno;
	}
	free(insns);

	if (full_log && log && *log)
		dt_diag(h, DTRACE_DIAG_VERIFIER_LOG, "BPF verifier log for probe %s:\n%s", desc, log);
	if (fd < 0) {
		char reason[512] = "";
		if (log)
			log_reason(log, reason, sizeof(reason));
		if (*reason)
			load_err(err, errlen, "BPF program for probe %s rejected by the kernel "
				      "verifier: %s", desc, explain(reason));
		else if (errnum == E2BIG)
			/* more instructions than bpf(2) takes (1,000,000 with
			 * CAP_BPF), refused before any verifying */
			load_err(err, errlen, "BPF program for probe %s is too big for the "
				      "kernel: %d instructions, more than it loads in one "
				      "program", desc, p->ninsns);
		else
			load_err(err, errlen, "failed to load BPF program for probe %s: %s",
				      desc, strerror(errnum));
		free(log);
		return -1;
	}
	free(log);
	rp->fd = fd;
	dt_debug(h, "loaded the BPF program of probe %s", desc);
	return 0;
}

/* Loading is the kernel verifying and compiling each program: hundreds
 * (syscall:::entry, fbt) take most of a session's start, and spread over
 * the CPUs they take a fraction. */
#define DT_LOAD_THREADS		8
#define DT_LOAD_PER_THREAD	32	/* fewer programs than this a thread: not worth one */

struct loader {
	dtrace_hdl_t *h;
	int first, step;
	int failed;			/* index of the first failure, or -1 */
	char err[1024];
};

static void *load_some(void *arg)
{
	struct loader *l = arg;
	struct dt_runtime *rt = l->h->rt;
	for (int i = l->first; i < rt->nprogs; i += l->step)
		if (rt->progs[i].same < 0 &&
		    load_prog(l->h, &rt->progs[i], l->err, sizeof(l->err)) < 0) {
			l->failed = i;
			break;
		}
	return NULL;
}

/* Load every program, in several threads when there are many; a failure
 * is reported as the lowest-numbered program that failed. */
static int load_progs(dtrace_hdl_t *h)
{
	struct dt_runtime *rt = h->rt;
	struct loader l[DT_LOAD_THREADS];
	pthread_t tid[DT_LOAD_THREADS];
	long ncpu = sysconf(_SC_NPROCESSORS_ONLN);
	int nown = 0;
	for (int i = 0; i < rt->nprogs; i++)
		nown += rt->progs[i].same < 0;
	int nt = nown / DT_LOAD_PER_THREAD;

	if (nt > ncpu)
		nt = (int)ncpu;
	if (nt > DT_LOAD_THREADS)
		nt = DT_LOAD_THREADS;
	/* a verifier log goes to stderr whole, one program after another */
	if (nt < 1 || dt_opt_isset(h, OPT_bpflog))
		nt = 1;
	int started = 0;
	for (int t = 0; t < nt; t++)
		l[t] = (struct loader){ .h = h, .first = t, .step = nt, .failed = -1 };
	for (int t = 1; t < nt; t++) {
		if (pthread_create(&tid[t], NULL, load_some, &l[t]) != 0)
			break;
		started = t;
	}
	for (int t = started + 1; t < nt; t++)	/* no thread for these: here */
		load_some(&l[t]);
	load_some(&l[0]);
	for (int t = 1; t <= started; t++)
		pthread_join(tid[t], NULL);
	int worst = -1;
	for (int t = 0; t < nt; t++)
		if (l[t].failed >= 0 && (worst < 0 || l[t].failed < l[worst].failed))
			worst = t;
	if (worst >= 0)
		return dt_set_errmsg(h, "%s", l[worst].err);
	/* a program the same as an earlier one is that one, loaded once:
	 * a fd of its own to attach and close */
	for (int i = 0; i < rt->nprogs; i++) {
		struct dt_rt_prog *rp = &rt->progs[i];
		if (rp->same < 0)
			continue;
		rp->fd = fcntl(rt->progs[rp->same].fd, F_DUPFD_CLOEXEC, 0);
		if (rp->fd < 0) {
			char desc[512];
			probe_desc(rp->src, desc, sizeof(desc));
			return dt_set_errmsg(h, "failed to load BPF program for probe %s: %s", desc,
					     strerror(errno));
		}
	}
	return 0;
}

/* Every probe's program and its attachment are file descriptors: where
 * the kernel has no multi-attach (uprobe-multi before 6.6, kprobe-multi
 * without CONFIG_FPROBE) a wide probe description holds thousands, past
 * the usual soft limit of 1024 (5.10: pid$target:libc.so.6:: failed with
 * EMFILE).  Raised here, when the programs are loaded, so that -c
 * commands (made before, at compile time) keep the limit they were given:
 * the soft limit to the hard one, or with privilege both to 64 Ki. */
static void raise_nofile(void)
{
	const rlim_t want = 65536;
	struct rlimit rl;

	if (getrlimit(RLIMIT_NOFILE, &rl) < 0 || rl.rlim_cur >= want)
		return;
	if (rl.rlim_max < want) {
		struct rlimit up = { want, want };
		if (setrlimit(RLIMIT_NOFILE, &up) == 0)
			return;
	}
	rl.rlim_cur = rl.rlim_max < want ? rl.rlim_max : want;
	setrlimit(RLIMIT_NOFILE, &rl);
}

int dt_rt_load(dtrace_hdl_t *h)
{
	struct dt_runtime *rt = h->rt;
	bool lowered = false;
	int64_t rb = principal_size(h, &lowered);

	if (rb < 0)
		return dt_set_errmsg(h, "failed to set -x bufsize: Invalid value for specified option");
	/* -x bufresize=auto (the default): lowered to what can be had, as
	 * DTrace does when it cannot allocate the size asked for, said unless
	 * -x quietresize; bufresize=manual: that is an error */
	if (lowered && dt_rt_resized(h, "buffer size", "bufsize", OPT_bufsize, rb) < 0)
		return -1;
	rt->rb_size = (uint64_t)rb;
	raise_nofile();

	int n = 0;
	for (struct dt_bpf_prog *p = h->cgout ? h->cgout->progs : NULL; p; p = p->next)
		n++;
	rt->progs = dt_zalloc(sizeof(*rt->progs) * (size_t)(n ? n : 1));
	rt->nprogs = n;
	n = 0;
	int owner = -1;		/* the last program loaded itself */
	for (struct dt_bpf_prog *p = h->cgout ? h->cgout->progs : NULL; p; p = p->next) {
		rt->progs[n].src = p;
		rt->progs[n].fd = -1;
		/* cg shares the instructions of the last program with its own
		 * (cg_prog.c: share_insns) */
		/* (dtrace:::ERROR's writes to a ring buffer of its own) */
		if (p->same && owner >= 0 && rt->progs[owner].src == p->same &&
		    !dt_rt_is_dtrace_probe(p->probe, "ERROR") &&
		    !dt_rt_is_dtrace_probe(p->same->probe, "ERROR"))
			rt->progs[n].same = owner;
		else
			rt->progs[n].same = -1;
		if (rt->progs[n].same < 0)
			owner = n;
		n++;
	}

	if (create_maps(h) < 0)
		goto fail;
	if (load_progs(h) < 0)
		goto fail;
	return 0;
fail:
	dt_rt_unload(rt);
	return -1;
}

void dt_rt_unload(struct dt_runtime *rt)
{
	for (int i = 0; i < rt->nprogs; i++) {
		if (rt->progs[i].fd >= 0)
			close(rt->progs[i].fd);
		rt->progs[i].fd = -1;
	}
	for (int id = 0; id < DT_MAP__COUNT; id++) {
		if (rt->map_fd[id] >= 0)
			close(rt->map_fd[id]);
		rt->map_fd[id] = -1;
	}
	if (rt->err_rb_fd >= 0)
		close(rt->err_rb_fd);
	rt->err_rb_fd = -1;
}
