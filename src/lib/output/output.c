/*
 * Choosing a session's output (text or JSON lines) and what both share:
 * the flame graph at exit, reports through the diagnostics handler.
 */
#include <stdlib.h>
#include <string.h>

#include "output/flamegraph.h"
#include "output/output.h"

void dt_output_open(dtrace_hdl_t *h, struct dt_output *o)
{
	memset(o, 0, sizeof(*o));
	o->ops = h->json ? &dt_output_json : &dt_output_text;
	o->quiet = dt_opt_isset(h, OPT_quiet);
	o->flowindent = dt_opt_isset(h, OPT_flowindent);
	o->testing = getenv("_DTRACE_TESTING") != NULL;
}

int dt_output_at_exit(dtrace_hdl_t *h, struct dt_output *o, FILE *out, bool aggs)
{
	/* -x flamegraph=FILE: the SVG, then the usual output */
	if (aggs && dt_opt_str(h, OPT_flamegraph) && dt_flamegraph_write(h) < 0)
		return -1;
	return o->ops->at_exit(h, o, out, aggs);
}

void dt_output_report(dtrace_hdl_t *h, FILE *out, enum dtrace_diag kind, const char *msg)
{
	fflush(out);
	dt_diag(h, kind, "%s", msg);
}
