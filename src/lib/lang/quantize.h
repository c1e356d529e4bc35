/*
 * Aggregation value layouts and the bucket math of quantize(),
 * lquantize() and llquantize(): the code generator computes the same
 * bucket index in BPF, agg.c merges per-CPU copies, and the printers
 * here draw DTrace's ASCII histograms.
 *
 * Value layout of one aggregation entry (per CPU, in DT_MAP_AGG), all
 * 64-bit words, native endian.  A fresh entry is all zeroes.
 *
 *   count       u64 count
 *   sum         s64 sum
 *   avg         u64 count, s64 sum
 *   min, max    u64 count, s64 value   (value meaningful once count > 0;
 *                                       BPF: if count == 0 || v < value
 *                                       (min) / v > value (max): value = v;
 *                                       then count++)
 *   stddev      u64 count, s64 sum, u64 sumsq_lo, u64 sumsq_hi
 *                                      (sum of squares as a 128-bit number)
 *   quantize    s64 bucket[DT_QUANT_NBUCKETS]   (= 127 words)
 *   lquantize   s64 bucket[dt_lquant_nbuckets()]
 *   llquantize  s64 bucket[dt_llquant_nbuckets()]
 * The histogram "increment" (quantize(v, incr)) is added to the bucket; it
 * may be negative.  dt_agg_valsize() gives the byte size per function.
 *
 * quantize(v): 127 buckets, zero bucket 63.
 *   v == 0                  -> 63
 *   v > 0                   -> 64 + floor(log2(v))          (64 .. 126)
 *   v < 0                   -> 62 - floor(log2(-v)), min 0  (0 .. 62)
 *   (v <= -2^62 lands in 0; -v computed as an unsigned 64-bit number.)
 *   Bucket b's label: b < 63: -(2^(62-b)); 63: 0; b > 63: 2^(b-64).
 *
 * lquantize(v, base, limit, step): levels = (limit - base) / step and
 * levels + 2 buckets:
 *   v < base                -> 0                 (label "< base")
 *   v >= base + levels*step -> levels + 1        (label ">= base+levels*step")
 *   else                    -> 1 + (v - base) / step
 *
 * llquantize(v, factor, low, high, nsteps): with
 *   per = nsteps - nsteps / factor   (buckets per order of magnitude)
 *   mags = high - low + 1,  bin0 = 1 + mags * per,  nbuckets = 2*bin0 + 1
 * buckets are symmetric around bin0 (DTrace's layout, negative values
 * mirror positive ones):
 *   |v| < factor^low          -> bin0
 *   v >= factor^(high+1)      -> nbuckets - 1;  v <= -factor^(high+1) -> 0
 *   else, for a = |v| and k = dt_llquant_offset(a) (1 .. mags*per):
 *        v > 0 -> bin0 + k,  v < 0 -> bin0 - k
 *   dt_llquant_offset(a): find the magnitude m (low <= m <= high) with
 *   factor^m <= a < factor^(m+1); if m == 0 and nsteps > factor (the one
 *   case where a step is narrower than 1): k = 1 + (a - 1) * (nsteps /
 *   factor); otherwise k = 1 + (m - low) * per + a / (factor^(m+1) /
 *   nsteps) - nsteps / factor.
 */
#ifndef DT_QUANTIZE_H
#define DT_QUANTIZE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "core/program.h"

#define DT_QUANT_NBUCKETS	127
#define DT_QUANT_ZERO		63

/* Bucket index of v (see above). */
int dt_quant_bucket(int64_t v);
/* Lower bound label of bucket b. */
int64_t dt_quant_bucketval(int b);
/* v / normalize()'s factor, signed (rounding toward zero). */
int64_t dt_agg_normalize_div(int64_t v, uint64_t normal);

int dt_lquant_nbuckets(int64_t base, int64_t limit, int64_t step);
int dt_lquant_bucket(int64_t v, int64_t base, int64_t limit, int64_t step);

int dt_llquant_nbuckets(int64_t factor, int64_t low, int64_t high, int64_t nsteps);
int dt_llquant_bucket(int64_t v, int64_t factor, int64_t low, int64_t high,
		      int64_t nsteps);

/* Bytes of one entry's value for the aggregation's function. */
uint32_t dt_agg_valsize(const struct dt_aggdesc *ad);

/* Print the histogram of a quantize-family value (buckets as laid out
 * above), starting with DTrace's "\n           value  ---- Distribution
 * ---- count" header.  normal: the normalize() factor (1 when none). */
void dt_quant_print(FILE *out, const int64_t *buckets, uint64_t normal);
void dt_lquant_print(FILE *out, const int64_t *buckets, int64_t base,
		     int64_t limit, int64_t step, uint64_t normal);
void dt_llquant_print(FILE *out, const int64_t *buckets, int64_t factor,
		      int64_t low, int64_t high, int64_t nsteps, uint64_t normal);
/* Dispatch on ad->func (quantize family only). */
void dt_agg_hist_print(FILE *out, const struct dt_aggdesc *ad,
		       const int64_t *buckets, uint64_t normal);

/* The value DTrace sorts a histogram by: sum of each bucket's value times
 * its count, as a long double; ties go by the count of the bucket holding
 * zero (dt_agg_hist_sortzero), then by key. */
long double dt_agg_hist_sortval(const struct dt_aggdesc *ad, const int64_t *buckets);
int64_t dt_agg_hist_sortzero(const struct dt_aggdesc *ad, const int64_t *buckets);

#endif
