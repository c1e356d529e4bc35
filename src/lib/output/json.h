/*
 * JSON-lines output (-x json): every record action and every aggregation
 * printed as one JSON object on its own line instead of DTrace's text.
 * The schema is documented in README.md ("JSON output"); the hooks are in
 * consume.c (records), agg_print.c (aggregations at exit) and runtime.c
 * (no blank closing line).
 */
#ifndef DT_JSON_H
#define DT_JSON_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "core/dt_impl.h"
#include "core/program.h"

/* Is -x json in effect for this handle? */
bool dt_json_enabled(dtrace_hdl_t *h);

/* One record of enabling `ed` from `cpu`: one JSON line per output action
 * (trace, printf, stack, sym/mod, tracemem, printa); the other actions
 * (exit, clear, system, ...) run as in text mode. */
int dt_json_record(dtrace_hdl_t *h, const struct dt_edesc *ed, uint32_t cpu,
		   const uint8_t *data, size_t len);

/* Aggregations from a fresh snapshot, one line each.  aggids NULL: every
 * aggregation printa() has not printed (the end-of-run output). */
int dt_json_aggs(dtrace_hdl_t *h, FILE *out, const int *aggids, int naggs);

/* A JSON string literal of n bytes of s (stops at a NUL), escaped; bytes
 * that are not valid UTF-8 are written as \u00XX (Latin-1) so the line
 * always parses. */
void dt_json_string(FILE *out, const char *s, size_t n);

/* Bucket bounds of histogram bucket b of a quantize-family aggregation:
 * the smallest and largest values that land in it. */
void dt_json_bucket_range(const struct dt_aggdesc *ad, int b, int64_t *min, int64_t *max);

#endif
