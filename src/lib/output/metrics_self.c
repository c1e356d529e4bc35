/*
 * dtrace's own series in the exposition (metrics.h), named as exporters
 * name theirs: <exporter>_build_info, counters ending in _total with a
 * label for the kind; and -x metricscontainer's label.
 */
#include <inttypes.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <sys/utsname.h>
#include <unistd.h>

#include "dtrace.h"
#include "core/cgroup.h"
#include "output/metrics_impl.h"

const char *const dt_metrics_self_names[] = {
	"dtrace_build_info", "dtrace_build",
	"dtrace_drops", "dtrace_drops_total", "dtrace_drops_created",
	"dtrace_errors", "dtrace_errors_total", "dtrace_errors_created",
	"dtrace_lost_firings", "dtrace_lost_firings_total", "dtrace_lost_firings_created",
	"dtrace_scrapes", "dtrace_scrapes_total", "dtrace_scrapes_created",
	NULL
};

/* HELP and TYPE of a counter family: Prometheus text names it by its
 * sample (_total), OpenMetrics by the family. */
static void counter_head(FILE *out, enum dt_metrics_fmt fmt, const char *family,
			 const char *help)
{
	const char *suf = fmt == DT_METRICS_PROMETHEUS ? "_total" : "";

	fprintf(out, "# HELP %s%s %s\n# TYPE %s%s counter\n", family, suf, help, family, suf);
}

static void sample_line(FILE *out, const char *name, const char *lab, const char *clab,
			uint64_t v)
{
	bool any = (lab && *lab) || (clab && *clab);

	fprintf(out, "%s%s%s%s%s%s %" PRIu64 "\n", name, any ? "{" : "", lab ? lab : "",
		lab && *lab && clab && *clab ? "," : "", clab ? clab : "", any ? "}" : "", v);
}

void dt_metrics_write_self(FILE *out, enum dt_metrics_fmt fmt,
			   const struct dt_metrics_self *s, const char *clab)
{
	static const char *const kinds[4] = { "principal", "aggregation", "dynamic",
					      "speculation" };
	struct utsname u;
	char lab[512];

	if (uname(&u) < 0)
		snprintf(u.release, sizeof(u.release), "unknown");
	/* an info metric: OpenMetrics has a type for it, the text format
	 * calls it a gauge of value 1 */
	if (fmt == DT_METRICS_OPENMETRICS)
		fputs("# HELP dtrace_build dtrace's version and the kernel it runs on\n"
		      "# TYPE dtrace_build info\n", out);
	else
		fputs("# HELP dtrace_build_info dtrace's version and the kernel it runs on\n"
		      "# TYPE dtrace_build_info gauge\n", out);
	snprintf(lab, sizeof(lab), "version=\"%s\",kernel=\"%s\"", DTRACE_VERSION, u.release);
	sample_line(out, "dtrace_build_info", lab, clab, 1);

	counter_head(out, fmt, "dtrace_drops", "Records dtrace dropped, by kind");
	for (int k = 0; k < 4; k++) {
		snprintf(lab, sizeof(lab), "kind=\"%s\"", kinds[k]);
		sample_line(out, "dtrace_drops_total", lab, clab, s->drops[k]);
	}
	counter_head(out, fmt, "dtrace_errors", "Faults in probe clauses (error reports)");
	sample_line(out, "dtrace_errors_total", NULL, clab, s->errors);
	counter_head(out, fmt, "dtrace_lost_firings",
		     "Probe firings the kernel skipped or did not run");
	sample_line(out, "dtrace_lost_firings_total", NULL, clab, s->lost_firings);
	counter_head(out, fmt, "dtrace_scrapes", "Requests of /metrics answered, by encoding");
	sample_line(out, "dtrace_scrapes_total", "encoding=\"identity\"", clab, s->scrapes[0]);
	sample_line(out, "dtrace_scrapes_total", "encoding=\"gzip\"", clab, s->scrapes[1]);
}

char *dt_metrics_container_label(dtrace_hdl_t *h)
{
	const char *cg = dt_opt_str(h, OPT_cgroup);
	char path[PATH_MAX], id[PATH_MAX];
	struct dt_cgroup_hier hr;
	char *lab = NULL;
	size_t len = 0;
	FILE *m;

	if (!dt_opt_isset(h, OPT_metricscontainer))
		return NULL;
	/* the session's cgroup (-x cgroup), else the one dtrace runs in, in
	 * the hierarchy the cgroup variables read */
	if (dt_cgroup_hier(dt_opt_str(h, OPT_cgroupv1), &hr) < 0) {
		snprintf(path, sizeof(path), "/");
	} else if (cg != NULL) {
		size_t ml = strlen(hr.mnt);

		if (ml > 0 && strncmp(cg, hr.mnt, ml) == 0 && (cg[ml] == '/' || cg[ml] == '\0'))
			cg += ml;
		snprintf(path, sizeof(path), "%s%s", cg[0] == '/' ? "" : "/", cg);
	} else if (dt_cgroup_of_pid(getpid(), hr.hid, path, sizeof(path)) < 0) {
		snprintf(path, sizeof(path), "/");
	}
	dt_cgroup_identity(path, id, sizeof(id));
	if ((m = open_memstream(&lab, &len)) == NULL)
		abort();
	fputs("container=\"", m);
	dt_metrics_put_escaped(m, id, strlen(id));
	fputc('"', m);
	fclose(m);
	return lab;
}
