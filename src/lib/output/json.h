/*
 * JSON-lines output (-x json): every record action and every aggregation
 * printed as one JSON object on its own line instead of DTrace's text.
 * The schema is documented in README.md ("JSON output"); the consumer
 * (runtime/consume.c) calls it for records, agg_print.c for aggregations
 * at exit.
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

/* One output action of a record of enabling `ed` (probe p) from `cpu` as
 * a JSON line: 1 when written, 0 for an action without a schema of its
 * own (the consumer then hands its text to dt_json_text()), -1 on a bad
 * record (h's message set). */
int dt_json_action(dtrace_hdl_t *h, FILE *out, const struct dt_probe *p,
		   const struct dt_edesc *ed, const struct dt_action *a, uint32_t cpu,
		   const uint8_t *data, size_t len);
/* An output action's text (print(), ustack(), usym()...) as a JSON line:
 * {"type": <action>, probe, epid, cpu, "output": text}.  JSON mode never
 * writes plain text to its output. */
void dt_json_text(FILE *out, const struct dt_probe *p, const struct dt_edesc *ed,
		  const struct dt_action *a, uint32_t cpu, const char *text, size_t n);

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
