/*
 * Shared by the exposition's files: metrics.c (aggregations) and
 * metrics_self.c (dtrace's own series, the container label).
 */
#ifndef DT_METRICS_IMPL_H
#define DT_METRICS_IMPL_H

#include "output/metrics.h"

/* Every sample name dtrace's own series may use (NULL-terminated): an
 * aggregation whose names would collide gets "_<id>" appended. */
extern const char *const dt_metrics_self_names[];

/* dtrace's own series; clab: a label every sample carries, or NULL. */
void dt_metrics_write_self(FILE *out, enum dt_metrics_fmt fmt,
			   const struct dt_metrics_self *s, const char *clab);

/* -x metricscontainer: container="<identity>" of the session's cgroup
 * (-x cgroup) or of dtrace's own; malloc'd; NULL without the option. */
char *dt_metrics_container_label(dtrace_hdl_t *h);

/* A label value with '\\', '"' and newline escaped and bytes that are not
 * UTF-8 replaced by U+FFFD. */
void dt_metrics_put_escaped(FILE *out, const char *s, size_t n);

#endif
