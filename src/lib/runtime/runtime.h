/*
 * The loaded session (h->rt): maps, loaded programs, attachments and the
 * consumer's state.  Private to load.c, runtime.c and consume.c, except
 * dt_rt_map_fd() which the aggregation printer uses to read DT_MAP_AGG.
 */
#ifndef DT_RUNTIME_H
#define DT_RUNTIME_H

#include <errno.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#include "core/program.h"
#include "output/output.h"
#include "output/metrics.h"

/* Hash-map space when -x dynvarsize / aggsize are not given. */
#define DT_DEFAULT_DYNVARSIZE	(1LL << 20)
#define DT_DEFAULT_AGGSIZE	(4LL << 20)
#define DT_DEFAULT_STRSIZE	256

struct ring_buffer;

/* A record as DTrace lays it out in its principal buffer. */
struct dt_rec_layout {
	uint32_t size, align;
};

/* One loaded BPF program and what attached it. */
struct dt_rt_prog {
	struct dt_bpf_prog *src;	/* cg's description (h->cgout->progs) */
	int fd;				/* -1 until loaded */
	int same;			/* src->same's index (its fd is dup'ed);
					   -1: loaded itself */
	int *attach_fds;		/* from the provider's attach(); closed at detach */
	int nattach;
};

struct dt_runtime {
	int map_fd[DT_MAP__COUNT];	/* -1 for maps the programs do not use */
	/* dtrace:::ERROR writes to a ring buffer of its own: its output is
	 * read as soon as it has run, ahead of what followed the fault. */
	int err_rb_fd;
	struct ring_buffer *err_rb;
	uint64_t rb_size;		/* ring buffer bytes */
	/* the bytes of the aggregation and dynamic-variable maps when less
	 * than aggsize/dynvarsize ask for (load.c), else 0 */
	int64_t agg_lowered, dyn_lowered;
	struct dt_rt_prog *progs;
	int nprogs;
	int begin, end, error;		/* index into progs of the first program of
				   dtrace:::BEGIN/END/ERROR, or -1 */
	bool attached;
	struct ring_buffer *rb;
	int ncpus;			/* possible CPUs: per-CPU map values */

	/* consumer state */
	FILE *out;			/* where the current consume prints */
	FILE *orig_out;			/* the caller's stream */
	FILE *redirect;			/* freopen()ed file, or NULL */
	struct dt_output output;	/* text or JSON, chosen at go (output.h) */
	bool exited;			/* an exit() record was consumed */
	int64_t status_ns;		/* CLOCK_MONOTONIC at the last status check */
	int exit_status;
	bool failed;			/* a fatal consume error (message printed) */
	bool draining;			/* consume until empty, ignoring stop requests */
	int batch;			/* records in the current consume call */
	uint64_t batch_bytes;		/* ring bytes the records of this consume call took */
	int64_t last_drain_ns;		/* when the last dt_rt_work() drain ended */
	int64_t wait_ns;		/* how long the next dt_rt_work() may wait */
	int64_t next_switch_ns;		/* -x switchrate set: when the next read is due */
	int64_t drops_checked_ns;	/* when drops were last read and reported */
	uint64_t *drops_seen;		/* [ncpus * 4]: drop counts already reported */
	/* faults in an ERROR clause (DTrace's double errors: reported as a
	 * count at status checks, never firing ERROR again), and how many
	 * were reported */
	uint64_t dblerrors, dblerrors_seen;
	uint64_t *misses_seen;		/* [nprogs]: recursion_misses already reported */
	uint64_t hook_misses_seen[24];	/* the same of providers' hooks (dt_prov_hooks) */
	struct dt_fired {		/* [nprogs]: timed probes (misses.c) */
		uint64_t base_ns;	/* their events' clock when ACTIVE began */
		uint64_t reported;	/* firings reported lost so far */
	} *fired;
	uint64_t nrecords;		/* records consumed (tests, statistics) */
	const struct dt_probe **probe_index;	/* by probe id (consume.c) */
	uint32_t probe_index_len;

	/* bufpolicy=ring: records are kept per CPU, the newest that fit in
	 * bufsize bytes (counted as DTrace lays records out), and printed
	 * when tracing stops. */
	bool ring_mode, ring_flushing;
	bool fill_mode;			/* bufpolicy=fill: stop when a buffer fills */
	int64_t ring_budget;		/* bufsize, rounded down to 8 */
	/* The principal buffer as DTrace counts it (consume_budget.c): each
	 * EPID's record in DTrace's layout; per CPU, the bytes taken since
	 * the last switch (fill: since the start), whether it filled, the
	 * records left out as drops. */
	struct dt_rec_layout *layout;	/* [nedescs] */
	bool budget_on, budget_cooldown, budget_filled;
	int64_t budget_size, budget_reserve;
	int64_t *budget_offs;		/* [ncpus] */
	bool *budget_full;		/* [ncpus] */
	uint64_t *budget_drops;		/* [ncpus] */
	struct dt_ring_cpu *ring;	/* [ncpus]: ring and fill (consume_ring.c) */
	struct dt_spec_state *spec;	/* consume_spec.c; NULL: no speculations */
	struct dt_metrics_srv *metrics;	/* -x metrics (metrics_http.c), or NULL */
	/* drops, errors, lost firings reported so far; scrapes: dtrace's own
	 * series of the exposition */
	struct dt_metrics_self self;
};

struct dt_ring_rec {
	void *data;
	size_t size;
	int64_t start;			/* where DTrace's ring would hold it */
};
struct dt_ring_cpu {
	struct dt_ring_rec *recs;
	int head, n, cap;		/* live records: recs[head .. head+n-1] */
	int64_t offs;			/* where the next record goes */
	bool wrapped;
};

/* resize.c */
/* The status and clean intervals as the run time keeps them (statusrate
 * at most 10 s, 0 every work call; cleanrate 1 ms to a minute, 0 a
 * minute), in ns. */
int64_t dt_rt_statusrate_ns(dtrace_hdl_t *h);
int64_t dt_rt_cleanrate_ns(dtrace_hdl_t *h);
/* A size in dtrace(1)'s words: "1g", "24m", "1000 bytes". */
void dt_size_words(int64_t n, char *buf, size_t len);
/* A buffer (what: "buffer size", ...; opt and id: its option) allocated
 * at got bytes, less than asked: said under bufresize=auto unless
 * quietresize; under manual -1 with h->errmsg. */
int dt_rt_resized(dtrace_hdl_t *h, const char *what, const char *opt, enum dt_optid id,
		  int64_t got);
/* dtrace(1)'s notice of each rate option the run time bounded. */
void dt_rt_report_rates(dtrace_hdl_t *h);
/* load.c */
/* Whether a program is dtrace:::BEGIN / END / ERROR (run by test run). */
bool dt_rt_is_dtrace_probe(const struct dt_probe *p, const char *name);
int64_t dt_rt_now_ns(void);	/* CLOCK_MONOTONIC, ns */
/* Create the maps and load every program of h->cgout; on failure
 * everything created so far is closed and h->errmsg says why. */
int dt_rt_load(dtrace_hdl_t *h);
/* Close every program and map fd (attachments must be closed first). */
void dt_rt_unload(struct dt_runtime *rt);
/* The fd of one of the session's maps (-1 when not created). */
int dt_rt_map_fd(dtrace_hdl_t *h, enum dt_map_id id);
/* consume.c */
/* Set up the ring-buffer reader. */
int dt_consume_open(dtrace_hdl_t *h);
void dt_consume_close(struct dt_runtime *rt);
/* Wait up to timeout_ms for records, then consume what is there (0: drain
 * everything).  Returns records consumed, -1 with h->errmsg on error. */
int dt_consume(dtrace_hdl_t *h, FILE *out, int timeout_ms);
/* The probe of a record (by probe id), NULL if none of ours. */
const struct dt_probe *dt_consume_probe(dtrace_hdl_t *h, uint32_t id);

/* Records per ring_buffer__consume() call: under a flood faster than we
 * print, libbpf would otherwise never return, and Ctrl-C or exit() would
 * go unnoticed.  The record callback returns DT_BATCH_FULL to pause. */
#define DT_BATCH_MAX	20000
#define DT_BATCH_FULL	(-EOVERFLOW)

/* consume_act.c: run one action of a decoded record (an output action
 * through rt->output.ops); a fault record. */
int dt_consume_action(dtrace_hdl_t *h, const struct dt_edesc *ed, uint32_t cpu,
		      const struct dt_action *a, const uint8_t *data, size_t len);
int dt_consume_fault(dtrace_hdl_t *h, const struct dt_edesc *ed,
		     const void *data, size_t len);

/* consume_ring.c: bufpolicy=ring and fill, whose records are printed
 * when tracing stops. */
void dt_ring_open(dtrace_hdl_t *h);
void dt_ring_free(struct dt_runtime *rt);
/* The exit() of a record not printed now (held for the end, or left out
 * of DTrace's switch buffer): the session ends, with its status. */
void dt_consume_exit(dtrace_hdl_t *h, const struct dt_edesc *ed, const uint8_t *data);
/* Keep a record for the end (exit() still takes effect at once): ring,
 * the newest that fit; fill, every record the budget admitted. */
void dt_ring_keep(dtrace_hdl_t *h, const struct dt_edesc *ed, uint32_t cpu,
		  const uint8_t *data, const void *buf, size_t size);
/* consume_budget.c: the principal buffer counted as DTrace counts it. */
/* DTrace's own record of ed: its bytes and alignment (ours has items
 * DTrace does not record, and execname is shorter). */
struct dt_rec_layout dt_rec_dtrace_layout(const struct dt_edesc *ed, uint32_t strsize);
/* The room END's records are promised under bufpolicy=fill. */
int64_t dt_budget_end_reserve(dtrace_hdl_t *h, const struct dt_cg_out *co);
void dt_budget_open(dtrace_hdl_t *h);
void dt_budget_close(struct dt_runtime *rt);
/* A read of the buffers: under switch, each CPU's buffer is empty again. */
void dt_budget_switch(struct dt_runtime *rt);
/* Whether the record of epid from cpu fits (switch: else a drop; fill:
 * else the buffer is full). */
bool dt_budget_admit(dtrace_hdl_t *h, uint32_t epid, uint32_t cpu);
/* Print what the per-CPU rings (or fill's lists) kept, CPU by CPU. */
int dt_consume_ring_flush(dtrace_hdl_t *h);
/* Report drop counters that grew since the last call; returns how many
 * principal-buffer drops were new. */
uint64_t dt_consume_drops(dtrace_hdl_t *h);
/* misses.c: report probe firings the kernel skipped since the last call. */
void dt_rt_report_misses(dtrace_hdl_t *h);
/* misses.c: timed probes' firings the kernel skipped: start counting
 * (when the session becomes ACTIVE), report those lost since last time. */
void dt_rt_fired_start(dtrace_hdl_t *h);
void dt_rt_report_lost_firings(dtrace_hdl_t *h);
/* Decode and print one record (exposed for unit tests). */
int dt_consume_record(dtrace_hdl_t *h, const void *data, size_t size);

/* consume_spec.c: speculations (program.h, DT_MAP_SPEC). */
void dt_spec_open(dtrace_hdl_t *h);
void dt_spec_close(struct dt_runtime *rt);
/* Keep a speculated record aside, or act on commit()/discard(): 1 when
 * the record is dealt with (nothing more to print), 0 to print it as
 * usual, -1 on a fatal error. */
int dt_spec_record(dtrace_hdl_t *h, const struct dt_edesc *ed, uint32_t cpu,
		   const uint8_t *data, const void *buf, size_t size);
/* Free ids whose stragglers never came (after each consume). */
void dt_spec_clean(dtrace_hdl_t *h);
/* The consumer's poll timeout: at most one cleanrate period when there
 * are speculations, so committed ids are recycled as often as DTrace's
 * cleaner would. */
int dt_spec_poll_ms(dtrace_hdl_t *h, int ms);
/* Report speculation drops and failed speculation() calls. */
void dt_spec_drops(dtrace_hdl_t *h, bool tags);

/* detach.c: close attachment fds.  Closing a tracepoint perf event waits
 * for RCU grace periods; with many, `background` lets a helper process
 * finish the job (only when no program records any more). */
void dt_detach_fds(const int *fds, int n, bool background);

/* metrics_http.c: -x metrics=[ADDR:]PORT.  Open the listening socket
 * (0 when the option is not set; -1 with h's message when it cannot);
 * serve what is ready without waiting (once per dt_rt_work round); close
 * it and every connection. */
int dt_metrics_open(dtrace_hdl_t *h);
void dt_metrics_serve(dtrace_hdl_t *h);
/* Is a response waiting for room in its socket?  The consumer then polls
 * every millisecond, so a large scrape is not paced at 20 ms a buffer. */
bool dt_metrics_sending(dtrace_hdl_t *h);
void dt_metrics_close(struct dt_runtime *rt);

/* runtime.c */
/* Run the dtrace-provider programs (BEGIN/END/ERROR) of the probe of
 * progs[idx], from idx on, once each with the given ctx. */
int dt_rt_run_prog(dtrace_hdl_t *h, int idx, const uint64_t *ctx);

/* Symbol-valued aggregation keys merged by name (agg_symkey.c). */
bool dt_agg_has_symkey(const struct dt_aggdesc *ad);
void dt_agg_symkey_canon(const struct dt_aggdesc *ad, uint8_t *key, size_t len);

#endif
