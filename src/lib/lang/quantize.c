/*
 * quantize()/lquantize()/llquantize(): bucket numbering (see quantize.h,
 * mirrored in BPF by the code generator) and DTrace's ASCII histograms.
 */
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

#include "lang/quantize.h"

/* ------------------------------------------------------------- buckets */

static int log2_floor(uint64_t v)
{
	int n = 0;

	while (v >>= 1)
		n++;
	return n;
}

int dt_quant_bucket(int64_t v)
{
	int b;

	if (v == 0)
		return DT_QUANT_ZERO;
	if (v > 0)
		return DT_QUANT_ZERO + 1 + log2_floor((uint64_t)v);
	b = DT_QUANT_ZERO - 1 - log2_floor(-(uint64_t)v);
	return b < 0 ? 0 : b;
}

int64_t dt_quant_bucketval(int b)
{
	if (b < DT_QUANT_ZERO)
		return -(int64_t)(1ULL << (DT_QUANT_ZERO - 1 - b));
	if (b == DT_QUANT_ZERO)
		return 0;
	return (int64_t)(1ULL << (b - DT_QUANT_ZERO - 1));
}

int dt_lquant_nbuckets(int64_t base, int64_t limit, int64_t step)
{
	return (int)((limit - base) / step) + 2;
}

int dt_lquant_bucket(int64_t v, int64_t base, int64_t limit, int64_t step)
{
	int64_t levels = (limit - base) / step;

	if (v < base)
		return 0;
	if (v >= base + levels * step)
		return (int)levels + 1;
	return 1 + (int)((v - base) / step);
}

int dt_llquant_nbuckets(int64_t factor, int64_t low, int64_t high, int64_t nsteps)
{
	int64_t per = nsteps - nsteps / factor;

	return (int)(2 * (1 + (high - low + 1) * per) + 1);
}

static uint64_t ipow(int64_t f, int64_t n)
{
	uint64_t r = 1;

	while (n-- > 0)
		r *= (uint64_t)f;
	return r;
}

/* Offset from bin0 of a magnitude a with factor^low <= a < factor^(high+1). */
static int64_t llquant_offset(uint64_t a, int64_t factor, int64_t low,
			      int64_t high, int64_t nsteps)
{
	int64_t per = nsteps - nsteps / factor, m = low;
	uint64_t next = ipow(factor, low + 1), w;

	while (m < high && a >= next) {
		m++;
		next *= (uint64_t)factor;
	}
	if (m == 0 && nsteps > factor)
		return 1 + (int64_t)(a - 1) * (nsteps / factor);
	w = next / (uint64_t)nsteps;
	if (w == 0)
		w = 1;
	return 1 + (m - low) * per + (int64_t)(a / w) - nsteps / factor;
}

int dt_llquant_bucket(int64_t v, int64_t factor, int64_t low, int64_t high,
		      int64_t nsteps)
{
	int64_t per = nsteps - nsteps / factor;
	int64_t bin0 = 1 + (high - low + 1) * per;
	uint64_t a = v < 0 ? -(uint64_t)v : (uint64_t)v;

	if (a < ipow(factor, low))
		return (int)bin0;
	if (a >= ipow(factor, high + 1))
		return v > 0 ? (int)(2 * bin0) : 0;
	if (v > 0)
		return (int)(bin0 + llquant_offset(a, factor, low, high, nsteps));
	return (int)(bin0 - llquant_offset(a, factor, low, high, nsteps));
}

uint32_t dt_agg_valsize(const struct dt_aggdesc *ad)
{
	switch (ad->func) {
	case DT_AGG_COUNT:
	case DT_AGG_SUM:
		return 8;
	case DT_AGG_AVG:
	case DT_AGG_MIN:
	case DT_AGG_MAX:
		return 16;
	case DT_AGG_STDDEV:
		return 32;
	case DT_AGG_QUANTIZE:
		return DT_QUANT_NBUCKETS * 8;
	case DT_AGG_LQUANTIZE:
		return 8 * dt_lquant_nbuckets(ad->lq_base, ad->lq_limit, ad->lq_step);
	case DT_AGG_LLQUANTIZE:
		return 8 * dt_llquant_nbuckets(ad->llq_factor, ad->llq_low,
					       ad->llq_high, ad->llq_nsteps);
	}
	return 8;
}

/* ---------------------------------------------------------- histograms */

#define BAR 40

/* A signed aggregation datum divided by normalize()'s unsigned factor, as
 * the guide defines it: the value divided, rounding toward zero, so a
 * negative sum, count or bound stays negative (libdtrace divides in unsigned
 * arithmetic, turning -7 / 2 into 9223372036854775804).  A factor above
 * INT64_MAX leaves 0, or -1 for INT64_MIN / 2^63. */
int64_t dt_agg_normalize_div(int64_t v, uint64_t normal)
{
	if (normal == 0)
		return v;
	if (normal <= (uint64_t)INT64_MAX)
		return v / (int64_t)normal;
	return v == INT64_MIN && normal == (uint64_t)INT64_MAX + 1 ? -1 : 0;
}

static long long normalized(int64_t v, uint64_t normal)
{
	return (long long)dt_agg_normalize_div(v, normal);
}

/* One row's bar and count.  With only positive (or only negative) counts
 * the bar spans 40 columns; with both, 20 on each side of a centre line. */
static void quant_line(FILE *out, int64_t val, uint64_t normal,
		       long double total, bool pos, bool neg)
{
	static const char ats[] = "@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@";
	static const char sp[] = "                                        ";
	unsigned len = BAR, depth = 0;
	long double a = val < 0 ? -(long double)val : (long double)val;

	if (!neg) {
		if (pos && total != 0)
			depth = (unsigned)(a * len / total + 0.5);
		fprintf(out, "|%s%s %-9lld\n", ats + len - depth, sp + depth,
			normalized(val, normal));
		return;
	}
	if (!pos) {
		if (total != 0)
			depth = (unsigned)(a * len / total + 0.5);
		fprintf(out, "%s%s| %-9lld\n", sp + depth, ats + len - depth,
			normalized(val, normal));
		return;
	}
	len /= 2;
	depth = (unsigned)(a * len / total + 0.5);
	if (val <= 0)
		fprintf(out, "%s%s|%*s %-9lld\n", sp + BAR - len + depth,
			ats + BAR - depth, (int)len, "", normalized(val, normal));
	else
		fprintf(out, "%20s|%s%s %-9lld\n", "", ats + BAR - depth,
			sp + BAR - len + depth, normalized(val, normal));
}

static void hist_header(FILE *out)
{
	fprintf(out, "\n%16s %41s %-9s\n", "value",
		"------------- Distribution -------------", "count");
}

/* Sign summary and total of the rows to be shown. */
static long double hist_scan(const int64_t *b, int first, int last, bool *pos, bool *neg)
{
	long double total = 0;

	*pos = *neg = false;
	for (int i = first; i <= last; i++) {
		*pos |= b[i] > 0;
		*neg |= b[i] < 0;
		total += b[i] < 0 ? -(long double)b[i] : (long double)b[i];
	}
	return total;
}

/* First and last non-zero buckets widened by one on each side (DTrace shows
 * the empty neighbours); when all are zero, the fallback range. */
static void hist_range(const int64_t *b, int n, int *first, int *last,
		       int empty_first, int empty_last)
{
	int f = 0, l = n - 1;

	while (f < n && b[f] == 0)
		f++;
	if (f == n) {
		*first = empty_first;
		*last = empty_last;
		return;
	}
	while (l > 0 && b[l] == 0)
		l--;
	*first = f > 0 ? f - 1 : f;
	*last = l < n - 1 ? l + 1 : l;
}

void dt_quant_print(FILE *out, const int64_t *b, uint64_t normal)
{
	int first, last;
	bool pos, neg;
	long double total;

	/* Every bucket is scanned, the top one (2^62 and up) included: libdtrace's
	 * scan stops one short of it, so a distribution of values >= 2^62 alone
	 * would print as empty rows around zero, a silent wrong count. */
	hist_range(b, DT_QUANT_NBUCKETS, &first, &last, DT_QUANT_ZERO - 1, DT_QUANT_ZERO + 1);
	total = hist_scan(b, first, last, &pos, &neg);
	hist_header(out);
	for (int i = first; i <= last; i++) {
		fprintf(out, "%16lld ", (long long)dt_quant_bucketval(i));
		quant_line(out, b[i], normal, total, pos, neg);
	}
}

void dt_lquant_print(FILE *out, const int64_t *b, int64_t base, int64_t limit,
		     int64_t step, uint64_t normal)
{
	int levels = (int)((limit - base) / step);
	int first, last;
	bool pos, neg;
	long double total;

	hist_range(b, levels + 2, &first, &last, 0, 2);
	total = hist_scan(b, first, last, &pos, &neg);
	hist_header(out);
	for (int i = first; i <= last; i++) {
		char c[32];

		if (i == 0)
			snprintf(c, sizeof(c), "< %d", (int)base);
		else if (i == levels + 1)
			snprintf(c, sizeof(c), ">= %d", (int)(base + levels * step));
		else
			snprintf(c, sizeof(c), "%d", (int)(base + (i - 1) * step));
		fprintf(out, "%16s ", c);
		quant_line(out, b[i], normal, total, pos, neg);
	}
}

#define LABEL 32	/* "abs() < " and 20 digits */

/* Magnitude of every llquantize bucket's lower bound (the bucket's sign
 * is its side of bin0: below it negative, above positive); has[i] is false
 * for buckets too narrow to hold an integer (steps below 1 in the first
 * magnitude when low == 0 and nsteps > factor).  Unsigned: the top
 * magnitude's steps and the overflow bound factor^(high+1) may pass
 * INT64_MAX (10^19, 93 * 10^17). */
static void llquant_bounds(uint64_t *lb, bool *has, int nbins, int64_t factor,
			   int64_t low, int64_t high, int64_t nsteps)
{
	int64_t sf = nsteps / factor, mag = low;
	int bin0 = (nbins - 1) / 2, i = 1;
	uint64_t scale = ipow(factor, low);

	memset(has, 0, (size_t)nbins * sizeof(*has));
	lb[bin0] = 0;
	has[bin0] = true;
#define SET(k, v) do { if (bin0 - (k) >= 0) { \
		lb[bin0 + (k)] = lb[bin0 - (k)] = (v); \
		has[bin0 + (k)] = has[bin0 - (k)] = true; } } while (0)
	SET(1, scale);
	if (low == 0 && nsteps > factor) {
		for (int64_t step = 2; step <= factor; step++) {
			i += (int)sf;
			SET(i, (uint64_t)step);
		}
		mag++;
	}
	scale = ipow(factor, mag + 1) / (uint64_t)nsteps;
	for (; mag <= high; mag++) {
		for (int64_t step = sf + 1; step <= nsteps; step++) {
			i++;
			SET(i, (uint64_t)step * scale);
		}
		scale *= (uint64_t)factor;
	}
#undef SET
	lb[0] = lb[nbins - 1] = ipow(factor, high + 1);
	has[0] = has[nbins - 1] = true;
}

/* Labels as DTrace names llquantize buckets: the lower bound, "<= -N" /
 * ">= N" for the overflow buckets, and for the middle one "0", "< scale"
 * or "abs() < scale" (the latter once the shown range reaches below it). */
static void llquant_labels(char (*lab)[LABEL], const uint64_t *lb, const bool *has,
			   int nbins, int first, int64_t factor, int64_t low)
{
	int bin0 = (nbins - 1) / 2;
	uint64_t scale = ipow(factor, low);

	for (int i = 0; i < nbins; i++) {
		if (!has[i])
			lab[i][0] = '\0';
		else
			snprintf(lab[i], LABEL, "%s%" PRIu64, i < bin0 ? "-" : "", lb[i]);
	}
	if (scale == 1)
		snprintf(lab[bin0], LABEL, "0");
	else if (first >= bin0)
		snprintf(lab[bin0], LABEL, "< %" PRIu64, scale);
	else
		snprintf(lab[bin0], LABEL, "abs() < %" PRIu64, scale);
	snprintf(lab[0], LABEL, "<= -%" PRIu64, lb[0]);
	snprintf(lab[nbins - 1], LABEL, ">= %" PRIu64, lb[nbins - 1]);
}

void dt_llquant_print(FILE *out, const int64_t *b, int64_t factor, int64_t low,
		      int64_t high, int64_t nsteps, uint64_t normal)
{
	int nbins = dt_llquant_nbuckets(factor, low, high, nsteps);
	int bin0 = (nbins - 1) / 2, first = 0, last = nbins - 1;
	int pad = (low == 0 && nsteps > factor) ? (int)(nsteps / factor) : 0;
	char (*lab)[LABEL] = calloc((size_t)nbins, LABEL);
	uint64_t *lb = calloc((size_t)nbins, sizeof(*lb));
	bool *has = calloc((size_t)nbins, sizeof(*has));
	long double total;
	bool pos, neg;

	while (first <= last && b[first] == 0)
		first++;
	if (first > last) {
		first = last = bin0 + 1;
	} else {
		while (b[last] == 0)
			last--;
	}
	total = hist_scan(b, first, last, &pos, &neg);
	hist_header(out);
	if (first > 0)
		first--;
	if (last < nbins - 1)
		last++;
	llquant_bounds(lb, has, nbins, factor, low, high, nsteps);
	llquant_labels(lab, lb, has, nbins, first, factor, low);
	/* A widened edge may land on a bucket too narrow to hold an integer:
	 * give it the label of the nearest labelled bucket beyond it. */
	if (pad > 0 && lab[first][0] == '\0')
		for (int i = 1; i < pad && first - i >= 0; i++)
			if (lab[first - i][0] != '\0') {
				memcpy(lab[first], lab[first - i], LABEL);
				break;
			}
	if (pad > 0 && lab[last][0] == '\0')
		for (int i = 1; i < pad && last + i < nbins; i++)
			if (lab[last + i][0] != '\0') {
				memcpy(lab[last], lab[last + i], LABEL);
				break;
			}
	for (int i = first; i <= last; i++) {
		if (lab[i][0] == '\0')
			continue;
		fprintf(out, "%16s ", lab[i]);
		quant_line(out, b[i], normal, total, pos, neg);
	}
	free(lab);
	free(lb);
	free(has);
}

void dt_agg_hist_print(FILE *out, const struct dt_aggdesc *ad,
		       const int64_t *b, uint64_t normal)
{
	switch (ad->func) {
	case DT_AGG_QUANTIZE:
		dt_quant_print(out, b, normal);
		break;
	case DT_AGG_LQUANTIZE:
		dt_lquant_print(out, b, ad->lq_base, ad->lq_limit, ad->lq_step, normal);
		break;
	case DT_AGG_LLQUANTIZE:
		dt_llquant_print(out, b, ad->llq_factor, ad->llq_low, ad->llq_high,
				 ad->llq_nsteps, normal);
		break;
	default:
		break;
	}
}

/* The value DTrace orders distributions by: the sum over the buckets of
 * count times the bucket's value.  quantize: the bucket's label (the zero
 * bucket weighs 0); lquantize: its lower bound, the underflow bucket
 * base - 1 and the overflow one its bound + 1; llquantize: its lower bound
 * mirrored for the negative side, the middle bucket 0 and the overflow
 * ones +-factor^(high+1).  Ties are broken by dt_agg_hist_sortzero(). */
long double dt_agg_hist_sortval(const struct dt_aggdesc *ad, const int64_t *b)
{
	long double total = 0;

	switch (ad->func) {
	case DT_AGG_QUANTIZE:
		for (int i = 0; i < DT_QUANT_NBUCKETS; i++)
			total += (long double)b[i] * (long double)dt_quant_bucketval(i);
		break;
	case DT_AGG_LQUANTIZE: {
		int levels = (int)((ad->lq_limit - ad->lq_base) / ad->lq_step);
		int64_t v = ad->lq_base;

		total = (long double)b[0] * (long double)(v - 1);
		for (int i = 0; i < levels; i++, v += ad->lq_step)
			total += (long double)b[i + 1] * (long double)v;
		total += (long double)b[levels + 1] * (long double)(v + 1);
		break;
	}
	case DT_AGG_LLQUANTIZE: {
		int n = dt_llquant_nbuckets(ad->llq_factor, ad->llq_low,
					    ad->llq_high, ad->llq_nsteps);
		uint64_t *lb = calloc((size_t)n, sizeof(*lb));
		bool *has = calloc((size_t)n, sizeof(*has));

		llquant_bounds(lb, has, n, ad->llq_factor, ad->llq_low, ad->llq_high,
			       ad->llq_nsteps);
		for (int i = 0; i < n; i++)
			total += (long double)b[i] * (i < n / 2 ? -(long double)lb[i] :
							       (long double)lb[i]);
		free(lb);
		free(has);
		break;
	}
	default:
		break;
	}
	return total;
}

/* The tie-breaker of two distributions whose sums are equal: the count of
 * the bucket holding zero.  quantize: the zero bucket; lquantize: the
 * bucket whose value (above) is 0, if any (the underflow one when base is
 * 1, the overflow one when its bound is -1), else none (0); llquantize:
 * the middle bucket (|v| < factor^low). */
int64_t dt_agg_hist_sortzero(const struct dt_aggdesc *ad, const int64_t *b)
{
	switch (ad->func) {
	case DT_AGG_QUANTIZE:
		return b[DT_QUANT_ZERO];
	case DT_AGG_LQUANTIZE: {
		int levels = (int)((ad->lq_limit - ad->lq_base) / ad->lq_step);
		int64_t v = ad->lq_base;

		if (v - 1 == 0)
			return b[0];
		for (int i = 0; i < levels; i++, v += ad->lq_step)
			if (v == 0)
				return b[i + 1];
		return v + 1 == 0 ? b[levels + 1] : 0;
	}
	case DT_AGG_LLQUANTIZE:
		return b[dt_llquant_nbuckets(ad->llq_factor, ad->llq_low, ad->llq_high,
					     ad->llq_nsteps) / 2];
	default:
		return 0;
	}
}
