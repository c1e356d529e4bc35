/*
 * JSON-lines output (-x json): every record action and every aggregation
 * printed as one JSON object on its own line instead of DTrace's text.
 * The schema is documented in README.md ("JSON output"); its record
 * operations are dt_output_json (output.h).
 */
#ifndef DT_JSON_H
#define DT_JSON_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "core/dt_impl.h"
#include "core/program.h"

/* Aggregations from a fresh snapshot, one line each.  aggids NULL: every
 * aggregation printa() has not printed (the end-of-run output). */
int dt_json_aggs(dtrace_hdl_t *h, FILE *out, const int *aggids, int naggs);

/* A JSON string literal of n bytes of s (stops at a NUL), escaped; bytes
 * that are not valid UTF-8 are written as \u00XX (Latin-1) so the line
 * always parses. */
void dt_json_string(FILE *out, const char *s, size_t n);

/* Length of the UTF-8 sequence starting at s (at most n bytes), 0 when
 * it is not a valid one (also for the metrics' label values). */
size_t dt_utf8_len(const unsigned char *s, size_t n);

/* Bucket bounds of histogram bucket b of a quantize-family aggregation:
 * the smallest and largest values that land in it. */
/* DTrace's name of an aggregating function ("count", "quantize"...). */
const char *dt_agg_func_name(enum dt_aggfunc f);
/* Is the aggregation a quantize-family histogram? */
bool dt_agg_is_hist(const struct dt_aggdesc *ad);
void dt_json_bucket_range(const struct dt_aggdesc *ad, int b, int64_t *min, int64_t *max);

#endif
