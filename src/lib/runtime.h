/*
 * The loaded session (h->rt): maps, loaded programs, attachments and the
 * consumer's state.  Private to load.c, runtime.c and consume.c, except
 * dt_rt_map_fd() which the aggregation printer uses to read DT_MAP_AGG.
 */
#ifndef DT_RUNTIME_H
#define DT_RUNTIME_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#include "program.h"

struct ring_buffer;

/* One loaded BPF program and what attached it. */
struct dt_rt_prog {
	struct dt_bpf_prog *src;	/* cg's description (h->cgout->progs) */
	int fd;				/* -1 until loaded */
	int *attach_fds;		/* from the provider's attach(); closed at detach */
	int nattach;
};

/* A fault whose dtrace:::ERROR program still has to run (the ring-buffer
 * callback cannot run a program and consume its output re-entrantly). */
struct dt_rt_fault {
	uint64_t ctx[DT_MAX_ARGS];
};

struct dt_runtime {
	int map_fd[DT_MAP__COUNT];	/* -1 for maps the programs do not use */
	uint64_t rb_size;		/* ring buffer bytes */
	struct dt_rt_prog *progs;
	int nprogs;
	int begin, end, error;		/* index into progs of dtrace:::BEGIN/END/ERROR, or -1 */
	bool attached;
	struct ring_buffer *rb;
	int ncpus;			/* possible CPUs: per-CPU map values */

	/* consumer state */
	FILE *out;			/* where the current consume prints */
	FILE *orig_out;			/* the caller's stream */
	FILE *redirect;			/* freopen()ed file, or NULL */
	bool quiet;
	bool testing;			/* _DTRACE_TESTING: no CPU/ID columns */
	bool header_done;		/* the " CPU  ID  FUNCTION:NAME" line */
	bool exited;			/* an exit() record was consumed */
	int64_t start_ns, exit_seen_ns;	/* CLOCK_MONOTONIC at go; exit seen (since go) */
	int exit_status;
	bool failed;			/* a fatal consume error (message printed) */
	uint64_t *drops_seen;		/* [ncpus * 4]: drop counts already reported */
	struct dt_rt_fault *faults;	/* pending ERROR runs */
	int nfaults, faults_cap;
	uint64_t nrecords;		/* records consumed (tests, statistics) */
	const struct dt_probe **probe_index;	/* by probe id (consume.c) */
	uint32_t probe_index_len;

	/* bufpolicy=ring: records are kept per CPU, the newest that fit in
	 * bufsize bytes (counted as DTrace lays records out), and printed
	 * when tracing stops. */
	bool ring_mode, ring_flushing;
	int64_t ring_budget;
	struct dt_ring_cpu *ring;	/* [ncpus] */
};

struct dt_ring_rec {
	void *data;
	size_t size;
	uint32_t cost;
};
struct dt_ring_cpu {
	struct dt_ring_rec *recs;
	int head, n, cap;		/* live records: recs[head .. head+n-1] */
	int64_t used;
};

/* load.c */
/* Create the maps and load every program of h->cgout; on failure
 * everything created so far is closed and h->errmsg says why. */
int dt_rt_load(dtrace_hdl_t *h);
/* Close every program and map fd (attachments must be closed first). */
void dt_rt_unload(struct dt_runtime *rt);
/* The fd of one of the session's maps (-1 when not created). */
int dt_rt_map_fd(dtrace_hdl_t *h, enum dt_map_id id);
/* Ring-buffer bytes for option bufsize (k/m/g suffixes; default 4 MiB),
 * rounded up to a power-of-two number of pages. -1 on a bad value. */
int64_t dt_rt_bufsize(dtrace_hdl_t *h);
/* A size option ("4m", "512k", "100"); dflt when unset, -1 when malformed. */
int64_t dt_rt_size_opt(dtrace_hdl_t *h, const char *name, int64_t dflt);
/* Nanoseconds for a time option such as switchrate ("1s", "500msec",
 * "10hz", a bare number = Hz as DTrace reads rates); dflt when unset. */
int64_t dt_rt_rate_ns(dtrace_hdl_t *h, const char *name, int64_t dflt);

/* consume.c */
/* Set up the ring-buffer reader. */
int dt_consume_open(dtrace_hdl_t *h);
void dt_consume_close(struct dt_runtime *rt);
/* Wait up to timeout_ms for records, then consume all that are there and
 * run pending ERROR programs.  Returns records consumed, -1 on error. */
int dt_consume(dtrace_hdl_t *h, FILE *out, int timeout_ms);
/* bufpolicy=ring: print what the per-CPU rings kept. */
int dt_consume_ring_flush(dtrace_hdl_t *h);
/* Report drop counters that grew since the last call. */
void dt_consume_drops(dtrace_hdl_t *h);
/* Decode and print one record (exposed for unit tests). */
int dt_consume_record(dtrace_hdl_t *h, const void *data, size_t size);

/* runtime.c */
/* Run a dtrace-provider program (BEGIN/END/ERROR) once with the given ctx. */
int dt_rt_run_prog(dtrace_hdl_t *h, int idx, const uint64_t *ctx);

#endif
