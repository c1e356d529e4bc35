/*
 * -x metrics: every aggregation as Prometheus / OpenMetrics exposition
 * text, from a fresh snapshot of the maps (a scrape reads, never clears).
 * Pure formatting; the HTTP side is runtime/metrics_http.c.
 *
 * Mapping (README.md, "Fleet"):
 *   count()                     counter    dtrace_<name>_total
 *   sum avg min max stddev      gauge      dtrace_<name>  (as DTrace prints it)
 *   quantize lquantize llquantize
 *                               histogram  dtrace_<name>_bucket{le=...},
 *                                          _count, _sum
 * le is the largest integer a DTrace bucket holds (the last bucket is
 * +Inf); buckets below zero appear only when they hold something, and
 * then _sum does not (OpenMetrics forbids it with negative buckets).
 * _sum counts each observation at its bucket's lower bound: DTrace keeps
 * no exact sum.  Keys become labels key0, key1 ... (or as -x metricslabels
 * names them); a stack is one label,
 * frames outermost first, joined by ';'.  The anonymous @ is dtrace_agg.
 * Values are raw: normalize() applies to printing only.
 *
 * dtrace's own series come first (metrics_self.c): dtrace_build_info
 * {version, kernel}, dtrace_drops_total{kind}, dtrace_errors_total,
 * dtrace_lost_firings_total, dtrace_scrapes_total{encoding}; an
 * aggregation whose names would collide with them gets "_<id>".  They
 * count what dtrace reported (drops are read once per statusrate).
 * -x metricscontainer adds container="<identity>" (core/cgroup.h) of the
 * session's -x cgroup, else of dtrace's own cgroup, to every sample (not
 * where a key's label already has that name); -x metricsbuckets trims
 * histograms (metrics.c, pick_buckets).
 */
#ifndef DT_METRICS_H
#define DT_METRICS_H

#include <stdio.h>

#include "core/dt_impl.h"

enum dt_metrics_fmt {
	DT_METRICS_PROMETHEUS,		/* text/plain; version=0.0.4 */
	DT_METRICS_OPENMETRICS,		/* application/openmetrics-text; 1.0.0 */
};

/* -x metricslabels=SPEC names the labels of keys: SPEC lists entries
 * "[@NAME=]L0,L1,..." separated by ';' or blanks; an entry with @NAME
 * (@ alone: the anonymous aggregation) names that aggregation's keys in
 * order, the one without names those of every other; keys left unnamed
 * stay keyN.  Whether SPEC is valid (label names are [A-Za-z_][A-Za-z0-9_]*,
 * not "le" nor "__..."); -1 with the reason in err. */
int dt_metrics_check_labels(const char *spec, char *err, size_t len);

/* The Content-Type header value of a format. */
const char *dt_metrics_content_type(enum dt_metrics_fmt fmt);

/* dtrace's own series: what the runtime counted since the session began,
 * and what the exposition keeps from one scrape to the next. */
struct dt_metrics_self {
	uint64_t drops[4];		/* by enum dt_drop (program.h) */
	uint64_t errors;		/* faults reported (error records) */
	uint64_t lost_firings;		/* firings the kernel skipped or lost */
	uint64_t scrapes[2];		/* requests of /metrics answered: plain, gzip */
	/* -x metricsbuckets: per aggregation id, the range of buckets shown
	 * so far (a bucket series, once there, stays: rate() over a series
	 * that comes and goes loses increments) */
	struct dt_metrics_range { int lo, hi; } *ranges;
	int nranges;
};

/* Whether -x metricsbuckets=SPEC is valid: "trim", a bucket count >= 1
 * (trim, then keep at most that many finite buckets), or MIN:MAX (the
 * buckets whose le is in [MIN, MAX]); -1 with the reason in err. */
int dt_metrics_check_buckets(const char *spec, char *err, size_t len);

/* Snapshot the aggregations and write them all, dtrace's own series
 * first (self may be NULL: none); -1 when a map cannot be read. */
int dt_metrics_write(dtrace_hdl_t *h, FILE *out, enum dt_metrics_fmt fmt,
		     struct dt_metrics_self *self);

#endif
