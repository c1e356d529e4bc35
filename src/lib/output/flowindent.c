/*
 * -F / flowindent: instead of the "CPU ID FUNCTION:NAME" columns, each
 * record starts with its CPU and the probe's function, indented two more
 * columns after every entry probe and two fewer at every return probe,
 * marked "-> " (entry) or "<- " (return), "=> " and "<= " for the syscall
 * provider, "| func:name" for any other probe; as dtrace(1) prints them.
 * Entry and return are the probe names "entry"/"return" or ones ending in
 * "-entry"/"-return" (method-entry ...).  Printed with -q as well, as in
 * dtrace(1).
 */
#include <string.h>

#include "output/output.h"

enum flow { FLOW_NONE, FLOW_ENTRY, FLOW_RETURN };

static bool named(const char *name, const char *what)
{
	size_t n = strlen(name), w = strlen(what);
	return n >= w && strcmp(name + n - w, what) == 0 &&
	       (n == w || name[n - w - 1] == '-');
}

void dt_flow_prefix(struct dt_output *o, FILE *out, const struct dt_probe *p, uint32_t cpu)
{
	const char *name = p && p->name ? p->name : "";
	const char *func = p && p->func ? p->func : "";
	bool sys = p && p->prov && strcmp(p->prov, "syscall") == 0;
	enum flow f = named(name, "entry") ? FLOW_ENTRY :
		      named(name, "return") ? FLOW_RETURN : FLOW_NONE;
	char col[600];

	if (!o->header_done) {
		fprintf(out, "%3s %-41s\n", "CPU", "FUNCTION");
		o->header_done = true;
	}
	if (f == FLOW_RETURN && o->flow_indent > 0)
		o->flow_indent -= 2;
	int ind = o->flow_indent < 256 ? o->flow_indent : 256;
	if (f == FLOW_NONE)
		snprintf(col, sizeof(col), "%*s| %s:%s", ind, "", func, name);
	else
		snprintf(col, sizeof(col), "%*s%s%s", ind, "",
			 f == FLOW_ENTRY ? (sys ? " => " : " -> ") : (sys ? " <= " : " <- "),
			 func);
	if (o->testing)
		fprintf(out, "%-41s ", col);
	else
		fprintf(out, "%3u %-41s ", cpu, col);
	if (f == FLOW_ENTRY)
		o->flow_indent += 2;
}
