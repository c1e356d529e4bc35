/*
 * "Did you mean": for a probe description that matches nothing, the
 * nearest probe of the table, so that `syscall::opne:entry`, `BEGN` or
 * `proc:::exec_success` point at the probe the user meant.  Nearness is
 * the edit distance (Levenshtein) summed over the fields the description
 * gives, a field that is a prefix of the probe's counting as one edit; a
 * probe is proposed only when every field is within a third of its length
 * (at least 2) of the user's, so unrelated names never are.  Descriptions
 * with globs get no proposal: a glob that matches nothing is not a typo.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "prov/probes.h"

/* Levenshtein distance of a and b, or limit + 1 once it exceeds limit. */
static int distance(const char *a, const char *b, int limit)
{
	size_t la = strlen(a), lb = strlen(b);
	if (la > 64 || lb > 64)
		return strcmp(a, b) == 0 ? 0 : limit + 1;
	if ((int)(la > lb ? la - lb : lb - la) > limit)
		return limit + 1;
	int row[65];
	for (size_t j = 0; j <= lb; j++)
		row[j] = (int)j;
	for (size_t i = 1; i <= la; i++) {
		int diag = row[0], best = row[0] = (int)i;
		for (size_t j = 1; j <= lb; j++) {
			int up = row[j];
			int v = diag + (a[i - 1] != b[j - 1]);
			if (up + 1 < v)
				v = up + 1;
			if (row[j - 1] + 1 < v)
				v = row[j - 1] + 1;
			row[j] = v;
			diag = up;
			if (v < best)
				best = v;
		}
		if (best > limit)
			return limit + 1;
	}
	return row[lb];
}

/* How far the user's field f is from the probe's field p; -1 when too far. */
static int field_distance(const char *f, const char *p)
{
	if (!*f || strcmp(f, p) == 0)
		return 0;
	size_t lf = strlen(f);
	int limit = lf / 3 > 2 ? (int)(lf / 3) : 2;
	if (lf >= 4 && strncmp(p, f, lf) == 0)
		return 1;	/* "tcp:::accept" for accept-established */
	int d = distance(f, p, limit);
	return d > limit ? -1 : d;
}

struct nearest {
	char (*field)[DT_DESC_FIELDLEN];	/* the user's description */
	const struct dt_probe *best;
	int bestd;
};

static int consider(struct dt_probe *p, void *arg)
{
	struct nearest *n = arg;
	const char *pf[DT_DESC_NFIELDS] = { p->prov, p->mod, p->func, p->name };
	int total = 0;
	for (int i = 0; i < DT_DESC_NFIELDS && total >= 0; i++) {
		int d = field_distance(n->field[i], pf[i]);
		total = d < 0 ? -1 : total + d;
	}
	if (total > 0 && (!n->best || total < n->bestd)) {
		n->best = p;
		n->bestd = total;
	}
	return 0;
}

int dt_probe_suggest(dtrace_hdl_t *h, const char *desc, char *buf, size_t len)
{
	char field[DT_DESC_NFIELDS][DT_DESC_FIELDLEN];
	if (dt_desc_split(desc, 0, field) < 0)
		return -1;
	for (int i = 0; i < DT_DESC_NFIELDS; i++)
		if (strpbrk(field[i], "*?[\\"))
			return -1;
	/* every probe of every provider, undescribed (no argument lookups) */
	struct nearest n = { field, NULL, 0 };
	dt_probe_match(h, ":::", consider, &n);
	if (!n.best)
		return -1;
	/* the fields the user gave, each as the probe has it, from the first
	 * one given: "BEGN" -> "BEGIN", "::opne:entry" -> "open:entry" */
	const struct dt_probe *b = n.best;
	const char *pf[DT_DESC_NFIELDS] = { b->prov, b->mod, b->func, b->name };
	int first = 0;
	while (first < DT_DESC_NAME && !field[first][0])
		first++;
	size_t off = 0;
	buf[0] = '\0';
	for (int i = first; i < DT_DESC_NFIELDS && off < len; i++)
		off += (size_t)snprintf(buf + off, len - off, "%s%s", i > first ? ":" : "",
					field[i][0] ? pf[i] : "");
	return 0;
}
