/*
 * printf()/printa() formatting in user space: each conversion of a parsed
 * format (printf_fmt.c) takes its value from a record and prints it with C
 * semantics plus DTrace's extensions (%a %A %C %k %S %T %Y %@).
 */
#include <ctype.h>
#include <inttypes.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "output/print.h"
#include "lang/quantize.h"
#include "prov/usym.h"

struct dt_printstate *dt_print_state(dtrace_hdl_t *h)
{
	if (h->print == NULL) {
		h->print = dt_zalloc(sizeof(*h->print));
		h->print->agg_fd = -1;
	}
	return h->print;
}

const struct dt_pfargv *dt_print_fmt_lookup(dtrace_hdl_t *h, const char *fmt)
{
	struct dt_printstate *ps = dt_print_state(h);
	struct dt_pfargv *pfv;

	/* Formats come from the action descriptions, so the same pointer
	 * recurs: try that (one comparison of text) before all of them. */
	for (int i = 0; i < ps->nfmts; i++)
		if (ps->fmts[i].src == fmt && strcmp(ps->fmts[i].text, fmt) == 0)
			return ps->fmts[i].pfv;
	for (int i = 0; i < ps->nfmts; i++)
		if (strcmp(ps->fmts[i].text, fmt) == 0)
			return ps->fmts[i].pfv;
	pfv = dt_printf_parse(fmt, NULL, 0);
	if (pfv == NULL)
		return NULL;
	ps->fmts = dt_realloc(ps->fmts, (ps->nfmts + 1) * sizeof(*ps->fmts));
	ps->fmts[ps->nfmts].text = dt_strdup(fmt);
	ps->fmts[ps->nfmts].src = fmt;
	ps->fmts[ps->nfmts].pfv = pfv;
	ps->nfmts++;
	return pfv;
}

/* ------------------------------------------------------ record values */

void dt_print_rec_decimal(FILE *out, const struct dt_rec *r, const uint8_t *p)
{
	struct dt_rec at = *r;

	at.offset = 0;
	int64_t v = dt_rec_int(&at, p);
	/* A narrower D type widened into 8 bytes keeps its width. */
	switch (dt_rec_intsize(r)) {
	case 4: v = r->is_signed ? (int64_t)(int32_t)v : (int64_t)(uint32_t)v; break;
	case 2: v = r->is_signed ? (int64_t)(int16_t)v : (int64_t)(uint16_t)v; break;
	case 1: v = r->is_signed ? (int64_t)(int8_t)v : (int64_t)(uint8_t)v; break;
	default: break;
	}
	if (r->is_signed || dt_rec_intsize(r) < 8)
		fprintf(out, "%" PRId64, v);
	else
		fprintf(out, "%" PRIu64, (uint64_t)v);
}

unsigned dt_rec_intsize(const struct dt_rec *r)
{
	const struct dt_type *t = dt_print_basetype(r->type);

	if (t != NULL && (t->kind == T_INT || t->kind == T_ENUM) &&
	    (t->size == 1 || t->size == 2 || t->size == 4) && t->size < r->size)
		return (unsigned)t->size;
	return r->size;
}

static uint64_t rec_zext(const struct dt_rec *r, const uint8_t *p)
{
	switch (dt_rec_intsize(r)) {
	case 1: return *p;
	case 2: { uint16_t v; memcpy(&v, p, 2); return v; }
	case 4: { uint32_t v; memcpy(&v, p, 4); return v; }
	default: { uint64_t v; memcpy(&v, p, 8); return v; }
	}
}

static int64_t rec_sext(const struct dt_rec *r, const uint8_t *p)
{
	switch (dt_rec_intsize(r)) {
	case 1: return (int8_t)*p;
	case 2: { int16_t v; memcpy(&v, p, 2); return v; }
	case 4: { int32_t v; memcpy(&v, p, 4); return v; }
	default: { int64_t v; memcpy(&v, p, 8); return v; }
	}
}

static bool rec_signed(const struct dt_rec *r)
{
	const struct dt_type *t = dt_print_basetype(r->type);

	return r->is_signed || (t != NULL && t->kind == T_INT && t->is_signed);
}

/* C escapes for %S and %C, as DTrace's strchr2esc writes them. */
static char *str_escape(const char *s, size_t n)
{
	char *out = dt_zalloc(n * 4 + 1), *q = out;

	for (size_t i = 0; i < n && s[i] != '\0'; i++) {
		unsigned char c = (unsigned char)s[i];
		const char *e = NULL;

		switch (c) {
		case '\a': e = "\\a"; break;
		case '\b': e = "\\b"; break;
		case '\f': e = "\\f"; break;
		case '\n': e = "\\n"; break;
		case '\r': e = "\\r"; break;
		case '\t': e = "\\t"; break;
		case '\v': e = "\\v"; break;
		case '"': e = "\\\""; break;
		case '\\': e = "\\\\"; break;
		}
		if (e != NULL)
			q += sprintf(q, "%s", e);
		else if (isprint(c))
			*q++ = (char)c;
		else
			q += sprintf(q, "\\%03o", c);
	}
	*q = '\0';
	return out;
}

/* ------------------------------------------------------- conversions */

/* A `*` width or precision from the record, in -INT_MAX..INT_MAX so that
 * taking its magnitude cannot overflow (INT_MIN, or a 64-bit value). */
static int dyn_int(int64_t v)
{
	return v < -INT_MAX ? -INT_MAX : v > INT_MAX ? INT_MAX : (int)v;
}

/* The C format for one conversion: flags, width, precision, then the
 * length modifier and conversion given. */
static void c_format(char *f, size_t n, const struct dt_pfconv *c, int width,
		     int prec, const char *lenmod, const char *conv)
{
	int k = 0;

	f[k++] = '%';
	if (c->flags & DT_PF_ALT)
		f[k++] = '#';
	if (c->flags & DT_PF_ZPAD)
		f[k++] = '0';
	if (width < 0 || (c->flags & DT_PF_LEFT))
		f[k++] = '-';
	if (c->flags & DT_PF_SPOS)
		f[k++] = '+';
	if (c->flags & DT_PF_GROUP)
		f[k++] = '\'';
	if (c->flags & DT_PF_SPACE)
		f[k++] = ' ';
	if (width != 0)
		k += snprintf(f + k, n - k, "%d", width < 0 ? -width : width);
	if (prec > 0)
		k += snprintf(f + k, n - k, ".%d", prec);
	snprintf(f + k, n - k, "%s%s", lenmod, conv);
}

/* fprintf with a format built at run time. */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wformat-nonliteral"
static void out_ll(FILE *out, const char *f, long long v) { fprintf(out, f, v); }
static void out_int(FILE *out, const char *f, int v) { fprintf(out, f, v); }
static void out_dbl(FILE *out, const char *f, double v) { fprintf(out, f, v); }
static void out_ldbl(FILE *out, const char *f, long double v) { fprintf(out, f, v); }
static void out_str(FILE *out, const char *f, const char *s) { fprintf(out, f, s); }
#pragma GCC diagnostic pop

#define DT_PF_LOOKS (DT_PF_ALT | DT_PF_ZPAD | DT_PF_LEFT | DT_PF_SPOS | DT_PF_SPACE | DT_PF_GROUP)

/* A conversion with no flags, width or precision: the common case, and
 * the one a printf flood spends its time in, printed without building a
 * format for vfprintf. */
static bool plain(const struct dt_pfconv *c, int width, int prec)
{
	return width == 0 && prec <= 0 && (c->flags & DT_PF_LOOKS) == 0;
}

static void put_decimal(FILE *out, unsigned long long u, bool neg)
{
	char buf[24], *q = buf + sizeof(buf);

	do
		*--q = (char)('0' + u % 10);
	while ((u /= 10) != 0);
	if (neg)
		*--q = '-';
	fwrite(q, 1, (size_t)(buf + sizeof(buf) - q), out);
}

static void print_int(FILE *out, const struct dt_pfconv *c, int width, int prec,
		      const char *conv, long long v)
{
	char f[64];

	if (plain(c, width, prec) && conv[1] == '\0') {
		if (conv[0] == 'd' || conv[0] == 'i') {
			put_decimal(out, v < 0 ? 0ULL - (unsigned long long)v : (unsigned long long)v,
				    v < 0);
			return;
		}
		if (conv[0] == 'u') {
			put_decimal(out, (unsigned long long)v, false);
			return;
		}
	}
	if (strcmp(conv, "c") == 0 || strcmp(conv, "lc") == 0 || strcmp(conv, "wc") == 0) {
		c_format(f, sizeof(f), c, width, prec, "", "c");
		out_int(out, f, (int)v);
		return;
	}
	c_format(f, sizeof(f), c, width, prec, "ll", conv);
	out_ll(out, f, v);
}

static void print_s(FILE *out, const struct dt_pfconv *c, int width, int prec,
		    const char *s)
{
	char f[64];

	if (plain(c, width, prec)) {
		fputs(s, out);
		return;
	}
	c_format(f, sizeof(f), c, width, prec, "", "s");
	out_str(out, f, s);
}

/* A stack() record: pcs of 8 bytes, 0-terminated; one frame per line. */
/* DTrace's %k (and a stack key's conversion in printa): a left-aligned
 * width indents the frames, any other width right-justifies each frame in
 * that many columns. */
static void stack_layout(const struct dt_pfconv *c, int width, int *indent, int *fwidth)
{
	bool left = (c->flags & DT_PF_LEFT) || width < 0;
	int w = width < 0 ? -width : width;

	*indent = left ? w : 0;
	*fwidth = left ? 0 : w;
}

static void print_stack(FILE *out, const struct dt_pfconv *c, int width,
			const uint8_t *p, size_t size)
{
	int indent, fwidth;

	stack_layout(c, width, &indent, &fwidth);

	fputc('\n', out);
	for (size_t i = 0; i + 8 <= size; i += 8) {
		uint64_t pc;
		char sym[256];

		memcpy(&pc, p + i, 8);
		if (pc == 0)
			break;
		fprintf(out, "%*s%*s\n", indent, "", fwidth, dt_print_ksym(pc, true, sym, sizeof(sym)));
	}
}

/* %Y: "2026 Dec  2 13:15:00" (local time), from nanoseconds. */
static void fmt_time(char *buf, size_t n, uint64_t ns)
{
	time_t sec = (time_t)(ns / 1000000000ULL);
	char src[32];

	ctime_r(&sec, src);
	snprintf(buf, n, "%.4s%.16s", src + 20, src + 3);
}

static void fmt_time822(char *buf, size_t n, uint64_t ns)
{
	time_t sec = (time_t)(ns / 1000000000ULL);
	struct tm tm;

	localtime_r(&sec, &tm);
	strftime(buf, n, "%a, %d %b %G %T %Z", &tm);
}

static void print_value(FILE *out, const struct dt_pfconv *c, int width, int prec,
			const struct dt_rec *r, const uint8_t *p)
{
	const struct dt_pfconv_info *ci = c->info;
	char buf[256];
	const struct dt_type *bt = dt_print_basetype(r->type);

	/* A mod() or umod() value prints as its module whatever the
	 * conversion taking it (%a, %p, %A): libdtrace chooses the printer by
	 * the record's action, not by the conversion. */
	if (bt != NULL && bt->name != NULL &&
	    (strcmp(bt->name, "_modaddr") == 0 || strcmp(bt->name, "_umodaddr") == 0)) {
		const char *m = dt_print_symkey_str(bt->name, p, r->size, buf, sizeof(buf));

		if (m != NULL) {
			print_s(out, c, width, prec, m);
			return;
		}
	}
	switch (ci->print) {
	case DT_PFP_SINT:
		print_int(out, c, width, prec, ci->ofmt, (long long)rec_sext(r, p));
		break;
	case DT_PFP_UINT:
		print_int(out, c, width, prec, ci->ofmt, (long long)rec_zext(r, p));
		break;
	case DT_PFP_DINT:
		/* An unsigned argument prints as %u (DTrace rewrites the
		 * conversion at compile time). */
		if (rec_signed(r))
			print_int(out, c, width, prec, ci->ofmt, (long long)rec_sext(r, p));
		else
			print_int(out, c, width, prec, "u", (long long)rec_zext(r, p));
		break;
	case DT_PFP_FP: {
		char f[64];

		if (r->size == 4) {
			float v;

			memcpy(&v, p, 4);
			c_format(f, sizeof(f), c, width, prec, "", ci->ofmt);
			out_dbl(out, f, v);
		} else if (r->size == 8) {
			double v;

			memcpy(&v, p, 8);
			c_format(f, sizeof(f), c, width, prec, "", ci->ofmt);
			out_dbl(out, f, v);
		} else {
			long double v = 0;

			memcpy(&v, p, r->size < sizeof(v) ? r->size : sizeof(v));
			c_format(f, sizeof(f), c, width, prec, "L", ci->ofmt);
			out_ldbl(out, f, v);
		}
		break;
	}
	case DT_PFP_ADDR:
		print_s(out, c, width, prec, dt_print_ksym(rec_zext(r, p), true, buf, sizeof(buf)));
		break;
	case DT_PFP_UADDR: {
		/* a usym/ufunc/umod/uaddr value carries its process (and
		 * prints as that action does); an integer is symbolised in the
		 * -c target (else prints as the address itself) */
		const struct dt_type *t = dt_print_basetype(r->type);
		const char *sym = t != NULL && t->name != NULL ?
				  dt_print_symkey_str(t->name, p, r->size, buf, sizeof(buf)) : NULL;

		print_s(out, c, width, prec, sym ? sym : dt_usym_format(dt_usym_target(),
							rec_zext(r, p), DT_USYM_ADDR, buf, sizeof(buf)));
		break;
	}
	case DT_PFP_ECHR: {
		char ch = (char)rec_zext(r, p), *e = str_escape(&ch, 1);

		print_s(out, c, width, prec, e);
		free(e);
		break;
	}
	case DT_PFP_STACK: {
		/* a ustack() key starts with its process id, which symbolises
		 * the frames after it */
		const struct dt_type *t = dt_print_basetype(r->type);

		if (t != NULL && t->name != NULL && strcmp(t->name, "ustack") == 0 && r->size >= 8) {
			uint64_t pid;
			int indent, fwidth;

			memcpy(&pid, p, 8);
			stack_layout(c, width, &indent, &fwidth);
			dt_usym_print_stack(out, (int)pid, p + 8, (r->size - 8) / 8, indent, fwidth);
		} else {
			print_stack(out, c, width, p, r->size);
		}
		break;
	}
	case DT_PFP_TIME:
		fmt_time(buf, sizeof(buf), rec_zext(r, p));
		print_s(out, c, width, prec, buf);
		break;
	case DT_PFP_TIME822:
		fmt_time822(buf, sizeof(buf), rec_zext(r, p));
		print_s(out, c, width, prec, buf);
		break;
	case DT_PFP_CSTR: {
		if (plain(c, width, prec)) {
			fwrite(p, 1, strnlen((const char *)p, r->size), out);
			break;
		}
		char *s = dt_strndup((const char *)p, r->size);

		print_s(out, c, width, prec, s);
		free(s);
		break;
	}
	case DT_PFP_ESTR: {
		char *s = str_escape((const char *)p, r->size);

		print_s(out, c, width, prec, s);
		free(s);
		break;
	}
	case DT_PFP_WSTR: {
		/* 32-bit characters: print the ASCII subset. */
		char *s = dt_zalloc(r->size / 4 + 1);

		for (size_t i = 0; i + 4 <= r->size; i += 4) {
			uint32_t wc;

			memcpy(&wc, p + i, 4);
			if (wc == 0)
				break;
			s[i / 4] = wc < 128 ? (char)wc : '?';
		}
		print_s(out, c, width, prec, s);
		free(s);
		break;
	}
	case DT_PFP_PCT:
		fputc('%', out);
		break;
	}
}

/* %@: an aggregation's value through the conversion (histograms ignore
 * the conversion and draw themselves). */
static void print_aggval(FILE *out, const struct dt_pfconv *c, int width, int prec,
			 const struct dt_pfagg *a)
{
	struct dt_rec r = { .size = 8 };
	int64_t v;

	switch (a->ad->func) {
	case DT_AGG_QUANTIZE:
	case DT_AGG_LQUANTIZE:
	case DT_AGG_LLQUANTIZE:
		dt_agg_hist_print(out, a->ad, a->val, a->normal);
		return;
	default:
		break;
	}
	v = dt_agg_scalar(a);
	/* count() is unsigned, every other result signed (DTrace's printa
	 * prototype: uint64_t / int64_t). */
	r.is_signed = a->ad->func != DT_AGG_COUNT && a->ad->func != DT_AGG_STDDEV;
	print_value(out, c, width, prec, &r, (const uint8_t *)&v);
}

/* The text between conversions and the plain conversions a printf flood
 * is made of (%d, %i, %u and %s without flags, width or precision) are
 * gathered here and written with one fwrite a record: a stdio call for each
 * piece was most of the consumer's time per record.  Anything else is
 * printed straight to the stream, after what was gathered. */
struct linebuf {
	FILE *out;
	size_t n;
	char b[1024];
};

static void lb_flush(struct linebuf *lb)
{
	if (lb->n > 0)
		fwrite(lb->b, 1, lb->n, lb->out);
	lb->n = 0;
}

static void lb_put(struct linebuf *lb, const void *s, size_t n)
{
	if (n > sizeof(lb->b) - lb->n) {
		lb_flush(lb);
		if (n > sizeof(lb->b)) {
			fwrite(s, 1, n, lb->out);
			return;
		}
	}
	memcpy(lb->b + lb->n, s, n);
	lb->n += n;
}

static void lb_decimal(struct linebuf *lb, unsigned long long u, bool neg)
{
	char buf[24], *q = buf + sizeof(buf);

	do
		*--q = (char)('0' + u % 10);
	while ((u /= 10) != 0);
	if (neg)
		*--q = '-';
	lb_put(lb, q, (size_t)(buf + sizeof(buf) - q));
}

/* What print_value prints for a plain integer or string conversion, into
 * the line buffer; false for every other case (print_value prints it). */
static bool lb_value(struct linebuf *lb, const struct dt_pfconv *c, int width, int prec,
		     const struct dt_rec *r, const uint8_t *p)
{
	const struct dt_pfconv_info *ci = c->info;
	const char *conv = ci->ofmt;
	long long v;

	if (!plain(c, width, prec))
		return false;
	switch (ci->print) {
	case DT_PFP_SINT:
		v = (long long)rec_sext(r, p);
		break;
	case DT_PFP_UINT:
		v = (long long)rec_zext(r, p);
		break;
	case DT_PFP_DINT:
		if (rec_signed(r)) {
			v = (long long)rec_sext(r, p);
		} else {
			v = (long long)rec_zext(r, p);
			conv = "u";
		}
		break;
	case DT_PFP_CSTR:
		lb_put(lb, p, strnlen((const char *)p, r->size));
		return true;
	default:
		return false;
	}
	if (conv[0] == '\0' || conv[1] != '\0')
		return false;
	if (conv[0] == 'd' || conv[0] == 'i')
		lb_decimal(lb, v < 0 ? 0ULL - (unsigned long long)v : (unsigned long long)v, v < 0);
	else if (conv[0] == 'u')
		lb_decimal(lb, (unsigned long long)v, false);
	else
		return false;
	return true;
}

static int pf_run(dtrace_hdl_t *h, FILE *out, const struct dt_pfargv *pfv,
		  const struct dt_rec *recs, int nrecs, const uint8_t *data,
		  size_t len, const struct dt_pfagg *aggs, int naggs)
{
	int r = 0, curagg = 0;
	struct linebuf lb;

	(void)h;
	lb.out = out;
	lb.n = 0;
	for (int i = 0; i < pfv->nconvs; i++) {
		const struct dt_pfconv *c = &pfv->convs[i];
		int width = c->width, prec = c->prec;

		if (c->preflen > 0)
			lb_put(&lb, c->prefix, c->preflen);
		if (c->info == NULL)
			continue;
		if (c->info->print == DT_PFP_PCT) {
			lb_put(&lb, "%", 1);
			continue;
		}
		if (c->flags & DT_PF_DYNWIDTH) {
			if (r >= nrecs || recs[r].offset + recs[r].size > len)
				goto bad;
			width = dyn_int(rec_sext(&recs[r], data + recs[r].offset));
			r++;
		}
		if (c->flags & DT_PF_DYNPREC) {
			if (r >= nrecs || recs[r].offset + recs[r].size > len)
				goto bad;
			prec = dyn_int(rec_sext(&recs[r], data + recs[r].offset));
			r++;
		}
		if (c->flags & DT_PF_AGG) {
			if (naggs == 0)
				goto bad;
			lb_flush(&lb);
			print_aggval(out, c, width, prec, &aggs[curagg]);
			if (curagg < naggs - 1)
				curagg++;
			continue;
		}
		if (r >= nrecs || recs[r].offset + recs[r].size > len)
			goto bad;
		if (!lb_value(&lb, c, width, prec, &recs[r], data + recs[r].offset)) {
			lb_flush(&lb);
			print_value(out, c, width, prec, &recs[r], data + recs[r].offset);
		}
		r++;
	}
	lb_flush(&lb);
	return r;
bad:
	lb_flush(&lb);
	return -1;
}

int dt_printf_fmt(dtrace_hdl_t *h, FILE *out, const char *fmt,
		  const struct dt_rec *recs, int nrecs,
		  const void *data, size_t len)
{
	struct dt_pfargv *own = NULL;
	const struct dt_pfargv *pfv;
	int n;

	pfv = h != NULL ? dt_print_fmt_lookup(h, fmt) : (own = dt_printf_parse(fmt, NULL, 0));
	if (pfv == NULL)
		return -1;
	n = pf_run(h, out, pfv, recs, nrecs, data, len, NULL, 0);
	dt_printf_free(own);
	return n;
}

char *dt_printf_str(dtrace_hdl_t *h, const char *fmt,
		    const struct dt_rec *recs, int nrecs,
		    const void *data, size_t len)
{
	char *buf = NULL;
	size_t size = 0;
	FILE *f = open_memstream(&buf, &size);
	int n;

	if (f == NULL)
		return NULL;
	n = dt_printf_fmt(h, f, fmt, recs, nrecs, data, len);
	fclose(f);
	if (n < 0) {
		free(buf);
		return NULL;
	}
	return buf;
}

int dt_printf_row(dtrace_hdl_t *h, FILE *out, const struct dt_pfargv *pfv,
		  const struct dt_rec *keys, int nkeys, const void *keydata,
		  size_t keylen, const struct dt_pfagg *aggs, int naggs)
{
	return pf_run(h, out, pfv, keys, nkeys, keydata, keylen, aggs, naggs);
}
