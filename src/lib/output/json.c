/*
 * JSON-lines output (-x json).  Text mode's printers stay untouched: this
 * file walks the same record descriptions and aggregation snapshot and
 * writes one object per line, schema in README.md ("JSON output").
 */
#include <errno.h>
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

#include "output/agg.h"
#include "output/json.h"
#include "output/output.h"
#include "lang/quantize.h"

size_t dt_utf8_len(const unsigned char *s, size_t n)
{
	size_t len;

	if (s[0] < 0x80)
		return 1;
	else if ((s[0] & 0xe0) == 0xc0 && s[0] >= 0xc2)
		len = 2;
	else if ((s[0] & 0xf0) == 0xe0)
		len = 3;
	else if ((s[0] & 0xf8) == 0xf0 && s[0] <= 0xf4)
		len = 4;
	else
		return 0;
	if (len > n)
		return 0;
	for (size_t i = 1; i < len; i++)
		if ((s[i] & 0xc0) != 0x80)
			return 0;
	return len;
}

void dt_json_string(FILE *out, const char *s, size_t n)
{
	const unsigned char *p = (const unsigned char *)s;

	fputc('"', out);
	for (size_t i = 0; i < n && p[i] != '\0';) {
		unsigned char c = p[i];
		size_t u;

		switch (c) {
		case '"': fputs("\\\"", out); i++; continue;
		case '\\': fputs("\\\\", out); i++; continue;
		case '\n': fputs("\\n", out); i++; continue;
		case '\t': fputs("\\t", out); i++; continue;
		case '\r': fputs("\\r", out); i++; continue;
		default: break;
		}
		if (c < 0x20 || c == 0x7f) {
			fprintf(out, "\\u%04x", c);
			i++;
		} else if ((u = dt_utf8_len(p + i, n - i)) == 0) {
			fprintf(out, "\\u%04x", c);	/* a stray byte: as Latin-1 */
			i++;
		} else {
			fwrite(p + i, 1, u, out);
			i += u;
		}
	}
	fputc('"', out);
}

static void json_cstr(FILE *out, const char *s)
{
	dt_json_string(out, s ? s : "", s ? strlen(s) : 0);
}

static const struct dt_type *basetype(const struct dt_rec *r)
{
	return dt_print_basetype(r->type);
}

static bool type_named(const struct dt_rec *r, const char *name)
{
	const struct dt_type *t = basetype(r);
	return t != NULL && t->name != NULL && strcmp(t->name, name) == 0;
}

/* A kernel stack value: its frames, symbolised, as an array of strings. */
static void json_stack(FILE *out, const uint8_t *p, uint32_t size)
{
	char buf[256];
	bool first = true;

	fputc('[', out);
	uint64_t *pcs = dt_zalloc(size + 8);
	uint32_t n = dt_print_kstack(p, size, pcs);
	for (uint32_t i = 0; i < n; i++) {
		if (!first)
			fputc(',', out);
		first = false;
		json_cstr(out, dt_print_ksym(pcs[i], true, buf, sizeof(buf)));
	}
	free(pcs);
	fputc(']', out);
}

/* Raw bytes (structs, arrays, tracemem) as a hex string. */
static void json_hex(FILE *out, const uint8_t *p, size_t n)
{
	fputc('"', out);
	for (size_t i = 0; i < n; i++)
		fprintf(out, "%02x", p[i]);
	fputc('"', out);
}

/* One value of a record or key tuple, by its D type: integers as numbers,
 * strings as strings, stacks as arrays of frames, symbols as strings,
 * anything else as a hex string of its bytes. */
static void json_value(FILE *out, const struct dt_rec *r, const uint8_t *p)
{
	const struct dt_type *t = basetype(r);
	char buf[256];
	uint64_t pc;

	if (type_named(r, "stack")) {
		json_stack(out, p, r->size);
		return;
	}
	if (type_named(r, "_symaddr")) {
		memcpy(&pc, p, 8);
		json_cstr(out, dt_print_ksym(pc, false, buf, sizeof(buf)));
		return;
	}
	if (t != NULL && t->name != NULL && t->name[0] == '_' && t->name[1] == 'u' &&
	    r->size >= 16) {	/* usym, ufunc, umod, uaddr: pid, then address */
		char *s = NULL;
		size_t n = 0;
		FILE *m = open_memstream(&s, &n);
		if (m) {
			dt_print_symkey(m, t->name, p, r->size);
			fclose(m);
			char *e = s + strlen(s);
			while (e > s && e[-1] == ' ')
				*--e = '\0';
			json_cstr(out, s + strspn(s, " "));
		}
		free(s);
		return;
	}
	if (type_named(r, "_modaddr")) {
		memcpy(&pc, p, 8);
		dt_print_ksym(pc, false, buf, sizeof(buf));
		if (strchr(buf, '`'))
			*strchr(buf, '`') = '\0';
		json_cstr(out, buf);
		return;
	}
	if (dt_print_is_strtype(t)) {
		dt_json_string(out, (const char *)p, r->size);
		return;
	}
	if (r->size == 1 || r->size == 2 || r->size == 4 || r->size == 8) {
		dt_print_rec_decimal(out, r, p);
		return;
	}
	json_hex(out, p, r->size);
}

/* ------------------------------------------------------------ records */

/* The fields every record line starts with. */
static void record_head(const struct dt_probe *p, FILE *out, const char *type,
			const struct dt_edesc *ed, uint32_t cpu)
{
	fprintf(out, "{\"type\":\"%s\",\"probe\":{\"id\":%u,\"provider\":", type, ed->probe_id);
	json_cstr(out, p ? p->prov : "");
	fputs(",\"module\":", out);
	json_cstr(out, p ? p->mod : "");
	fputs(",\"function\":", out);
	json_cstr(out, p ? p->func : "");
	fputs(",\"name\":", out);
	json_cstr(out, p ? p->name : "");
	fprintf(out, "},\"epid\":%u,\"cpu\":%u", ed->epid, cpu);
}

static int json_printf(dtrace_hdl_t *h, FILE *out, const struct dt_action *a,
		       const struct dt_rec *r, const uint8_t *data, size_t len)
{
	char *buf = NULL;
	size_t size = 0;
	FILE *f = open_memstream(&buf, &size);
	int n;

	if (f == NULL)
		return -1;
	n = dt_printf_fmt(h, f, a->fmt, r, a->nrecs, data, len);
	fclose(f);
	if (n >= 0) {
		fputs(",\"output\":", out);
		dt_json_string(out, buf, size);
	}
	free(buf);
	return n < 0 ? -1 : 0;
}

static int json_trace(const struct dt_outrec *rec)
{
	if (!rec->r)
		return 0;
	record_head(rec->probe, rec->out, "trace", rec->ed, rec->cpu);
	fputs(",\"value\":", rec->out);
	json_value(rec->out, rec->r, rec->data + rec->r->offset);
	fputs("}\n", rec->out);
	return 0;
}

static int json_printf_op(const struct dt_outrec *rec)
{
	record_head(rec->probe, rec->out, "printf", rec->ed, rec->cpu);
	if (json_printf(rec->h, rec->out, rec->a, rec->r, rec->data, rec->len) < 0)
		return dt_set_errmsg(rec->h, "processing aborted: Invalid printf record");
	fputs("}\n", rec->out);
	return 0;
}

static int json_stack_op(const struct dt_outrec *rec)
{
	if (!rec->r)
		return 0;
	record_head(rec->probe, rec->out, "stack", rec->ed, rec->cpu);
	fputs(",\"frames\":", rec->out);
	json_stack(rec->out, rec->data + rec->r->offset, rec->r->size);
	fputs("}\n", rec->out);
	return 0;
}

static int json_tracemem(const struct dt_outrec *rec)
{
	if (!rec->r)
		return 0;
	record_head(rec->probe, rec->out, "tracemem", rec->ed, rec->cpu);
	fputs(",\"bytes\":", rec->out);
	json_hex(rec->out, rec->data + rec->r->offset,
		 dt_tracemem_len(rec->a, rec->ed->recs, rec->data, rec->len));
	fputs("}\n", rec->out);
	return 0;
}

static int json_printa(const struct dt_outrec *rec)
{
	const struct dt_action *a = rec->a;

	if (dt_json_aggs(rec->h, rec->out, a->naggs > 0 ? a->aggids : &a->aggid,
			 a->naggs > 0 ? a->naggs : 1) < 0)
		return dt_set_errmsg(rec->h, "processing aborted: Invalid printa record");
	return 0;
}

/* The JSON "type" of an action's object. */
static const char *act_name(enum dt_act_kind k)
{
	switch (k) {
	case DT_ACT_USTACK: return "ustack";
	case DT_ACT_USYM: return "usym";
	case DT_ACT_UMOD: return "umod";
	case DT_ACT_PRINT: return "print";
	case DT_ACT_SYSTEM: return "system";
	default: return "action";
	}
}

/* An action's text (print(), ustack(), usym(), system()'s command...) as
 * a JSON line: {"type": <action>, probe, epid, cpu, "output": text}. */
static int json_text(const struct dt_outrec *rec, const char *text, size_t n)
{
	record_head(rec->probe, rec->out, act_name(rec->a->kind), rec->ed, rec->cpu);
	fputs(",\"output\":", rec->out);
	dt_json_string(rec->out, text, n);
	fputs("}\n", rec->out);
	return 0;
}

/* An action without a schema of its own: the text output's operation
 * into memory, and that text as a JSON line. */
static int json_wrap(const struct dt_outrec *rec, int (*text_op)(const struct dt_outrec *))
{
	char *text = NULL;
	size_t n = 0;
	FILE *mem = open_memstream(&text, &n);
	struct dt_outrec t = *rec;

	if (!mem)
		return dt_set_errmsg(rec->h, "processing aborted: %s", strerror(errno));
	t.out = mem;
	int rc = text_op(&t);
	fclose(mem);
	if (rc == 0)
		json_text(rec, text, n);
	free(text);
	return rc;
}

static int json_ustack(const struct dt_outrec *rec)
{
	return json_wrap(rec, dt_output_text.ustack);
}

static int json_print(const struct dt_outrec *rec)
{
	return json_wrap(rec, dt_output_text.print);
}

/* sym() and mod(): the symbol as a string; usym() and the others: their
 * text. */
static int json_sym(const struct dt_outrec *rec)
{
	const struct dt_action *a = rec->a;
	char buf[256];

	if (a->kind != DT_ACT_SYM && a->kind != DT_ACT_MOD)
		return json_wrap(rec, dt_output_text.sym);
	if (!rec->r)
		return 0;
	record_head(rec->probe, rec->out, a->kind == DT_ACT_SYM ? "sym" : "mod", rec->ed,
		    rec->cpu);
	const char *s = dt_print_ksym((uint64_t)dt_rec_int(rec->r, rec->data), false,
				      buf, sizeof(buf));
	char *tick = a->kind == DT_ACT_MOD ? strchr(buf, '`') : NULL;
	if (tick && s == buf)
		*tick = '\0';
	fputs(",\"value\":", rec->out);
	json_cstr(rec->out, s);
	fputs("}\n", rec->out);
	return 0;
}

static void json_record_nothing(const struct dt_outrec *rec)
{
	(void)rec;	/* no probe column, no end of line: one object per action */
}

/* No blank line at the end, and only the aggregations with entries. */
static int json_at_exit(dtrace_hdl_t *h, struct dt_output *o, FILE *out, bool aggs)
{
	return aggs ? dt_json_aggs(h, out, NULL, 0) : 0;
}

const struct dt_output_ops dt_output_json = {
	.name = "json",
	.record_begin = json_record_nothing,
	.record_end = json_record_nothing,
	.trace = json_trace,
	.printf = json_printf_op,
	.tracemem = json_tracemem,
	.stack = json_stack_op,
	.ustack = json_ustack,
	.sym = json_sym,
	.print = json_print,
	.printa = json_printa,
	.system_output = json_text,	/* captured: never plain text on out */
	.at_exit = json_at_exit,
	.report = dt_output_report,	/* stderr, as text (README) */
};

/* ------------------------------------------------------- aggregations */

const char *dt_agg_func_name(enum dt_aggfunc f)
{
	static const char *const names[] = { "count", "sum", "avg", "min", "max",
		"stddev", "quantize", "lquantize", "llquantize" };
	return (unsigned)f < sizeof(names) / sizeof(names[0]) ? names[f] : "unknown";
}

bool dt_agg_is_hist(const struct dt_aggdesc *ad)
{
	return ad->func == DT_AGG_QUANTIZE || ad->func == DT_AGG_LQUANTIZE ||
	       ad->func == DT_AGG_LLQUANTIZE;
}

static int nbuckets(const struct dt_aggdesc *ad)
{
	return (int)(dt_agg_valsize(ad) / 8);
}

static int bucket_of(const struct dt_aggdesc *ad, int64_t v)
{
	switch (ad->func) {
	case DT_AGG_LQUANTIZE:
		return dt_lquant_bucket(v, ad->lq_base, ad->lq_limit, ad->lq_step);
	case DT_AGG_LLQUANTIZE:
		return dt_llquant_bucket(v, ad->llq_factor, ad->llq_low, ad->llq_high,
					 ad->llq_nsteps);
	default:
		return dt_quant_bucket(v);
	}
}

/* Smallest v whose bucket is >= b: the bucket functions are monotonic, so
 * a binary search over int64 finds every family's bounds from the one
 * definition of the bucket math (quantize.c). */
static int64_t bucket_start(const struct dt_aggdesc *ad, int b)
{
	int64_t lo = INT64_MIN, hi = INT64_MAX;

	if (bucket_of(ad, lo) >= b)
		return lo;
	while ((uint64_t)hi - (uint64_t)lo > 1) {	/* bucket(lo) < b <= bucket(hi) */
		int64_t mid = lo + (int64_t)(((uint64_t)hi - (uint64_t)lo) / 2);

		if (bucket_of(ad, mid) >= b)
			hi = mid;
		else
			lo = mid;
	}
	return hi;
}

void dt_json_bucket_range(const struct dt_aggdesc *ad, int b, int64_t *min, int64_t *max)
{
	*min = bucket_start(ad, b);
	*max = b + 1 >= nbuckets(ad) || bucket_of(ad, INT64_MAX) <= b ?
	       INT64_MAX : bucket_start(ad, b + 1) - 1;
}

static void json_agg_value(FILE *out, const struct dt_aggent *e, uint64_t normal)
{
	const struct dt_aggdesc *ad = e->ad;

	if (!dt_agg_is_hist(ad)) {
		struct dt_pfagg a = { ad, e->val, normal };

		fprintf(out, ",\"value\":%" PRId64, dt_agg_scalar(&a));
		return;
	}
	fputs(",\"buckets\":[", out);
	bool first = true;
	for (int b = 0; b < nbuckets(ad); b++) {
		int64_t lo, hi;

		if (e->val[b] == 0)
			continue;
		dt_json_bucket_range(ad, b, &lo, &hi);
		fprintf(out, "%s{\"min\":%" PRId64 ",\"max\":%" PRId64 ",\"count\":%" PRId64 "}",
			first ? "" : ",", lo, hi, dt_agg_normalize_div(e->val[b], normal));
		first = false;
	}
	fputc(']', out);
}

static void json_agg(dtrace_hdl_t *h, FILE *out, int aggid,
		     struct dt_aggent **v, int n)
{
	struct dt_printstate *ps = dt_print_state(h);
	const struct dt_aggdesc *ad = dt_agg_desc(h, aggid);
	uint64_t normal = dt_agg_normal(ps, aggid);
	bool first = true;

	fputs("{\"type\":\"aggregation\",\"name\":", out);
	{
		char name[256];

		snprintf(name, sizeof(name), "@%s", ad->name ? ad->name : "");
		json_cstr(out, name);
	}
	fprintf(out, ",\"id\":%d,\"function\":\"%s\",\"entries\":[", aggid, dt_agg_func_name(ad->func));
	for (int i = 0; i < n; i++) {
		const struct dt_aggent *e = v[i];

		if (e->aggid != aggid)
			continue;
		fputs(first ? "{\"keys\":[" : ",{\"keys\":[", out);
		first = false;
		for (int k = 0; k < ad->nkeys; k++) {
			const struct dt_rec *r = &ad->keys[k];

			if (k > 0)
				fputc(',', out);
			if (r->offset + r->size <= e->keylen)
				json_value(out, r, e->key + r->offset);
			else
				fputs("null", out);
		}
		fputc(']', out);
		json_agg_value(out, e, normal);
		fputc('}', out);
	}
	fputs("]}\n", out);
}

int dt_json_aggs(dtrace_hdl_t *h, FILE *out, const int *aggids, int naggs)
{
	struct dt_printstate *ps = dt_print_state(h);
	struct dt_aggent **v;
	int n;

	v = dt_agg_sorted(h, &n);
	if (aggids != NULL) {
		for (int a = 0; a < naggs; a++) {
			if (dt_agg_desc(h, aggids[a]) == NULL)
				continue;
			dt_agg_grow_ids(ps, aggids[a]);
			ps->printed[aggids[a]] = true;
			json_agg(h, out, aggids[a], v, n);
		}
	} else {
		/* At exit: every aggregation with entries, by id, unless printa()
		 * printed it (as the text output does). */
		int nids = h->cgout ? h->cgout->naggs : 0;

		for (int id = 0; id < nids; id++) {
			bool has = false;

			if (id < ps->naggids && ps->printed[id])
				continue;
			for (int i = 0; i < n && !has; i++)
				has = v[i]->aggid == id;
			if (has && dt_agg_desc(h, id) != NULL)
				json_agg(h, out, id, v, n);
		}
	}
	free(v);
	return 0;
}
