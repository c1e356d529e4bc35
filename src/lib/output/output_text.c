/*
 * The text output: DTrace's own, column for column (output.h's
 * operations over the printers of print.h and usym.c).
 */
#include <stdlib.h>
#include <string.h>

#include "lang/builtins.h"
#include "output/output.h"
#include "output/print.h"
#include "prov/usym.h"

/* DTrace's probe column(s) in front of a record's output (not with -q). */
static void probe_line(struct dt_output *o, FILE *out, const struct dt_probe *p,
		       const struct dt_edesc *ed, uint32_t cpu)
{
	char fn[512];

	if (!o->header_done) {
		if (o->testing)
			fprintf(out, "%32s\n", "FUNCTION:NAME");
		else
			fprintf(out, "%3s %6s %32s\n", "CPU", "ID", "FUNCTION:NAME");
		o->header_done = true;
	}
	snprintf(fn, sizeof(fn), "%s:%s", p ? p->func : "", p ? p->name : "");
	if (o->testing)
		fprintf(out, "%32s ", fn);
	else
		fprintf(out, "%3u %6u %32s ", cpu, ed->probe_id, fn);
}

static void text_record_begin(const struct dt_outrec *rec)
{
	if (rec->o->flowindent)
		dt_flow_prefix(rec->o, rec->out, rec->probe, rec->cpu);
	else if (!rec->o->quiet)
		probe_line(rec->o, rec->out, rec->probe, rec->ed, rec->cpu);
}

static void text_record_end(const struct dt_outrec *rec)
{
	if (!rec->o->quiet)
		fputc('\n', rec->out);
}

static int text_trace(const struct dt_outrec *rec)
{
	if (rec->r)
		dt_print_trace(rec->h, rec->out, rec->r, rec->data, rec->o->quiet);
	return 0;
}

static int text_printf(const struct dt_outrec *rec)
{
	const struct dt_action *a = rec->a;
	if ((a->pfv ? dt_printf_row(rec->h, rec->out, a->pfv, rec->r, a->nrecs, rec->data,
				    rec->len, NULL, 0)
		    : dt_printf_fmt(rec->h, rec->out, a->fmt, rec->r, a->nrecs, rec->data,
				    rec->len)) < 0)
		return dt_set_errmsg(rec->h, "processing aborted: Invalid printf record");
	return 0;
}

static int text_tracemem(const struct dt_outrec *rec)
{
	if (rec->r)
		dt_print_bytes(rec->out, rec->data + rec->r->offset,
			       dt_tracemem_len(rec->a, rec->ed->recs, rec->data, rec->len));
	return 0;
}

/* A kernel stack: one symbolised frame per line, as stack() prints. */
static int text_stack(const struct dt_outrec *rec)
{
	const struct dt_rec *r = rec->r;
	char buf[256];

	int indent = dt_print_stackindent();

	if (!r)
		return 0;
	fputc('\n', rec->out);
	uint64_t *pcs = dt_zalloc(r->size + 8);
	uint32_t n = dt_print_kstack(rec->data + r->offset, r->size, pcs);
	for (uint32_t i = 0; i < n; i++)
		fprintf(rec->out, "%*s%s\n", indent, "", dt_print_ksym(pcs[i], true, buf, sizeof(buf)));
	free(pcs);
	return 0;
}

/* recs: pid, the frames (usym.c symbolises them), and with -x ustackcopy
 * the registers and stack to unwind by CFI */
static int text_ustack(const struct dt_outrec *rec)
{
	if (rec->a->nrecs >= 2)
		dt_usym_print_ustack(rec->out, (int)dt_rec_int(rec->r, rec->data),
				     rec->data + rec->r[1].offset, rec->r[1].size / 8,
				     rec->a->nrecs >= 3 ? rec->data + rec->r[2].offset : NULL,
				     rec->a->nrecs >= 3 ? rec->r[2].size : 0,
				     dt_print_stackindent());
	return 0;
}

static int text_sym(const struct dt_outrec *rec)
{
	const struct dt_action *a = rec->a;
	const struct dt_rec *r = rec->r;

	if (!r)
		return 0;
	if (a->kind == DT_ACT_SYM || a->kind == DT_ACT_MOD) {
		char buf[256];
		uint64_t addr = (uint64_t)dt_rec_int(r, rec->data);
		const char *s = dt_print_ksym(addr, false, buf, sizeof(buf));
		if (a->kind == DT_ACT_MOD) {
			const char *tick = strchr(s, '`');
			if (tick)
				buf[tick - buf] = '\0';
		}
		/* DTrace prints sym() and mod() as it prints usym(): two
		 * spaces and 50 columns, quiet or not */
		fprintf(rec->out, "  %-50s", s);
		return 0;
	}
	/* recs: address, pid; usym/ufunc print the function, uaddr adds
	 * the offset, umod the object */
	if (a->nrecs >= 2) {
		char buf[512];
		enum dt_usym_form form = a->kind == DT_ACT_UMOD ? DT_USYM_MOD :
			a->arg == DT_F_UADDR ? DT_USYM_ADDR : DT_USYM_SYM;
		fprintf(rec->out, "  %-50s",
			dt_usym_format((int)dt_rec_int(&r[1], rec->data),
				       (uint64_t)dt_rec_int(r, rec->data), form,
				       buf, sizeof(buf)));
	}
	return 0;
}

/* cg_sou_print(): [pointer,] object */
static int text_print(const struct dt_outrec *rec)
{
	const struct dt_rec *r = rec->r;

	if (r && rec->a->nrecs == 2)
		dt_print_pointee(rec->out, (uint64_t)dt_rec_int(r, rec->data), r[1].type,
				 rec->data + r[1].offset, r[1].size);
	else if (r)
		dt_print_typed(rec->out, r->type, rec->data + r->offset, r->size);
	return 0;
}

/* the print module reads a fresh snapshot for each of these */
static int text_printa(const struct dt_outrec *rec)
{
	const struct dt_action *a = rec->a;

	if (dt_agg_printa(rec->h, rec->out, a->fmt, a->naggs > 0 ? a->aggids : &a->aggid,
			  a->naggs > 0 ? a->naggs : 1) < 0)
		return dt_set_errmsg(rec->h, "processing aborted: Invalid printa record");
	return 0;
}

/* DTrace ends the trace output with a newline, even when quiet, then
 * prints the aggregations printa() has not printed (dt_agg_print_all
 * writes that newline itself). */
static int text_at_exit(dtrace_hdl_t *h, struct dt_output *o, FILE *out, bool aggs)
{
	if (aggs)
		return dt_agg_print_all(h, out);
	fputc('\n', out);
	return 0;
}

const struct dt_output_ops dt_output_text = {
	.name = "text",
	.record_begin = text_record_begin,
	.record_end = text_record_end,
	.trace = text_trace,
	.printf = text_printf,
	.tracemem = text_tracemem,
	.stack = text_stack,
	.ustack = text_ustack,
	.sym = text_sym,
	.print = text_print,
	.printa = text_printa,
	.system_output = NULL,	/* the command writes to out's file itself */
	.at_exit = text_at_exit,
	.report = dt_output_report,
};
