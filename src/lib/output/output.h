/*
 * The output interface: how a session shows what its probes recorded.
 * The consumer (runtime/consume*.c) decodes each record by its EPID's
 * description and calls one operation per output action of it; it runs
 * the side-effecting actions (exit, raise, system, freopen, setopt,
 * clear/trunc/normalize) itself.  Two implementations: DTrace's text
 * (output_text.c) and JSON lines (json.c, -x json); the session picks one
 * when it opens (dt_output_open) and never writes to `out` otherwise.
 *
 * Adding an output action: an operation here (or a case of an existing
 * one, such as sym for sym/mod/usym/umod/uaddr), both implementations,
 * and its case in the consumer's switch (runtime/consume_act.c).
 */
#ifndef DT_OUTPUT_H
#define DT_OUTPUT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "core/dt_impl.h"
#include "core/program.h"

struct dt_output;

/* One output action of a record, decoded: what every operation gets. */
struct dt_outrec {
	dtrace_hdl_t *h;
	struct dt_output *o;
	FILE *out;			/* where it goes (-o, freopen()) */
	const struct dt_probe *probe;	/* may be NULL */
	const struct dt_edesc *ed;
	const struct dt_action *a;	/* NULL at record_begin/record_end */
	const struct dt_rec *r;		/* the action's first item, or NULL */
	uint32_t cpu;
	const uint8_t *data;		/* the record after its EPID */
	size_t len;
};

/* The operations.  Those returning int give 0, or -1 with h's message
 * set (processing aborts). */
struct dt_output_ops {
	const char *name;
	/* Around each record's actions: the probe column or -F's flow
	 * prefix, and the end of line (text). */
	void (*record_begin)(const struct dt_outrec *rec);
	void (*record_end)(const struct dt_outrec *rec);
	int (*trace)(const struct dt_outrec *rec);
	int (*printf)(const struct dt_outrec *rec);
	int (*tracemem)(const struct dt_outrec *rec);
	int (*stack)(const struct dt_outrec *rec);	/* stack() */
	int (*ustack)(const struct dt_outrec *rec);	/* ustack(): recs pid, frames */
	/* sym, mod (rec: address) and usym, umod, uaddr (recs: address,
	 * pid): a->kind and a->arg tell which. */
	int (*sym)(const struct dt_outrec *rec);
	int (*print)(const struct dt_outrec *rec);	/* print(): [pointer,] object */
	int (*printa)(const struct dt_outrec *rec);
	/* system()'s command output.  NULL: the command writes to the
	 * output's file itself (text); otherwise the consumer captures it and
	 * hands it here once the command ended. */
	int (*system_output)(const struct dt_outrec *rec, const char *text, size_t n);
	/* After END: the aggregations printa() has not printed (aggs: the
	 * program has aggregations), or what ends an output without them. */
	int (*at_exit)(dtrace_hdl_t *h, struct dt_output *o, FILE *out, bool aggs);
	/* A drop report or a run-time error (a fault, a refused setopt()):
	 * one message, without the "dtrace: " prefix or the newline. */
	void (*report)(dtrace_hdl_t *h, FILE *out, enum dtrace_diag kind, const char *msg);
};

/* A session's output: the operations and the text output's state. */
struct dt_output {
	const struct dt_output_ops *ops;
	bool quiet;		/* -q: no probe column, no padding */
	bool testing;		/* _DTRACE_TESTING: no CPU/ID columns */
	bool flowindent;	/* -F: flow prefix instead of the probe column */
	bool header_done;	/* the column header line */
	int flow_indent;	/* -F's current indentation */
};

extern const struct dt_output_ops dt_output_text;
extern const struct dt_output_ops dt_output_json;

/* Pick the operations for h's options (json or text) and reset the state:
 * once per session. */
void dt_output_open(dtrace_hdl_t *h, struct dt_output *o);
/* The end-of-run output: -x flamegraph's SVG when there are aggregations,
 * then o->ops->at_exit. */
int dt_output_at_exit(dtrace_hdl_t *h, struct dt_output *o, FILE *out, bool aggs);

/* -F: the CPU and the probe's function, indented by the flow
 * (flowindent.c); the column header first. */
void dt_flow_prefix(struct dt_output *o, FILE *out, const struct dt_probe *p, uint32_t cpu);

/* The shared report: flush out (the message comes after what was printed
 * before it), then the message to h's diagnostics handler (stderr). */
void dt_output_report(dtrace_hdl_t *h, FILE *out, enum dtrace_diag kind, const char *msg);

#endif
