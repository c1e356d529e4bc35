/*
 * Flame graph SVG renderer and the -x flamegraph=FILE hook (flamegraph.h).
 * The layout is the classic one: the root ("all") spans the whole width at
 * the bottom, each frame sits on its caller, siblings in name order, a
 * frame's width proportional to the weight of every stack through it.
 */
#include <errno.h>
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

#include "output/agg.h"
#include "output/flamegraph.h"
#include "prov/usym.h"


struct fg_node {
	char *name;
	uint64_t weight;		/* of every stack through this path */
	struct fg_node **kids;
	int nkids, maxkids;
};

struct dt_fg {
	struct fg_node root;
	int nodes;
	int depth;			/* deepest path, the root being 0 */
};

struct dt_fg *dt_fg_new(void)
{
	struct dt_fg *fg = dt_zalloc(sizeof(*fg));

	fg->root.name = dt_strdup("all");
	fg->nodes = 1;
	return fg;
}

static struct fg_node *child(struct dt_fg *fg, struct fg_node *n, const char *name)
{
	for (int i = 0; i < n->nkids; i++)
		if (strcmp(n->kids[i]->name, name) == 0)
			return n->kids[i];
	if (n->nkids == n->maxkids) {
		n->maxkids = n->maxkids ? 2 * n->maxkids : 4;
		n->kids = dt_realloc(n->kids, (size_t)n->maxkids * sizeof(*n->kids));
	}
	struct fg_node *k = dt_zalloc(sizeof(*k));
	k->name = dt_strdup(name);
	n->kids[n->nkids++] = k;
	fg->nodes++;
	return k;
}

void dt_fg_add(struct dt_fg *fg, const char *const *frames, int n, uint64_t weight)
{
	struct fg_node *at = &fg->root;

	if (weight == 0)
		return;
	at->weight += weight;
	for (int i = 0; i < n; i++) {
		at = child(fg, at, frames[i]);
		at->weight += weight;
	}
	if (n > fg->depth)
		fg->depth = n;
}

int dt_fg_nodes(const struct dt_fg *fg)
{
	return fg->nodes;
}

static void node_free(struct fg_node *n)
{
	for (int i = 0; i < n->nkids; i++) {
		node_free(n->kids[i]);
		free(n->kids[i]);
	}
	free(n->kids);
	free(n->name);
}

void dt_fg_free(struct dt_fg *fg)
{
	if (!fg)
		return;
	node_free(&fg->root);
	free(fg);
}

/* ------------------------------------------------------------ drawing */

#define FG_WIDTH	1200.0
#define FG_PAD		10.0		/* left/right margin */
#define FG_FRAME_H	16
#define FG_TOP		40		/* room for the title */
#define FG_BOTTOM	10
#define FG_FONT		12
#define FG_CHAR_W	(FG_FONT * 0.59)	/* average glyph width of Verdana */

static void xml_text(FILE *out, const char *s, size_t n)
{
	for (size_t i = 0; i < n && s[i]; i++) {
		switch (s[i]) {
		case '&': fputs("&amp;", out); break;
		case '<': fputs("&lt;", out); break;
		case '>': fputs("&gt;", out); break;
		case '"': fputs("&quot;", out); break;
		case '\'': fputs("&apos;", out); break;
		default:
			/* control characters are not allowed in XML 1.0 */
			fputc((unsigned char)s[i] < 0x20 ? '?' : s[i], out);
			break;
		}
	}
}

/* The function part of a frame ("vmlinux`do_sys_open+0x1c" -> "do_sys_open"):
 * one function keeps one colour wherever it appears. */
static uint32_t name_hash(const char *s)
{
	const char *tick = strchr(s, '`');
	uint32_t h = 2166136261u;

	if (tick)
		s = tick + 1;
	for (; *s && *s != '+'; s++)
		h = (h ^ (unsigned char)*s) * 16777619u;
	return h;
}

/* flamegraph.pl's "hot" palette: reds through yellows. */
static void colour(const char *name, int *r, int *g, int *b)
{
	uint32_t h = name_hash(name);
	double v1 = (h & 0xff) / 255.0, v2 = ((h >> 8) & 0xff) / 255.0,
	       v3 = ((h >> 16) & 0xff) / 255.0;

	*r = 205 + (int)(50 * v3);
	*g = (int)(230 * v1);
	*b = (int)(55 * v2);
}

static int kid_cmp(const void *a, const void *b)
{
	return strcmp((*(struct fg_node *const *)a)->name, (*(struct fg_node *const *)b)->name);
}

struct draw {
	FILE *out;
	double scale;			/* pixels per unit of weight */
	uint64_t total;
	int height;
};

static void draw(struct draw *d, struct fg_node *n, int level, double x)
{
	double w = (double)n->weight * d->scale;
	int y = d->height - FG_BOTTOM - (level + 1) * FG_FRAME_H;
	int r, g, b;
	size_t fit = w > 3 * FG_CHAR_W ? (size_t)((w - 6) / FG_CHAR_W) : 0;
	size_t len = strlen(n->name);

	colour(n->name, &r, &g, &b);
	fputs("<g><title>", d->out);
	xml_text(d->out, n->name, len);
	fprintf(d->out, " (%" PRIu64 " samples, %.2f%%)</title>", n->weight,
		d->total ? 100.0 * (double)n->weight / (double)d->total : 0.0);
	fprintf(d->out, "<rect x=\"%.1f\" y=\"%d\" width=\"%.1f\" height=\"%d\" "
		"fill=\"rgb(%d,%d,%d)\" rx=\"2\" ry=\"2\"/>", x, y, w, FG_FRAME_H - 1, r, g, b);
	if (fit >= 3) {
		/* Clip the label to the box, marking the cut with "..". */
		fprintf(d->out, "<text x=\"%.1f\" y=\"%d\">", x + 3, y + FG_FRAME_H - 4);
		if (len <= fit) {
			xml_text(d->out, n->name, len);
		} else {
			xml_text(d->out, n->name, fit - 2);
			fputs("..", d->out);
		}
		fputs("</text>", d->out);
	}
	fputs("</g>\n", d->out);

	if (n->nkids > 1)
		qsort(n->kids, (size_t)n->nkids, sizeof(*n->kids), kid_cmp);
	for (int i = 0; i < n->nkids; i++) {
		draw(d, n->kids[i], level + 1, x);
		x += (double)n->kids[i]->weight * d->scale;
	}
}

int dt_fg_write_svg(const struct dt_fg *fg, FILE *out, const char *title)
{
	struct draw d = { out, 0, fg->root.weight, 0 };

	d.height = FG_TOP + (fg->depth + 1) * FG_FRAME_H + FG_BOTTOM;
	d.scale = fg->root.weight ? (FG_WIDTH - 2 * FG_PAD) / (double)fg->root.weight : 0;
	fprintf(out, "<?xml version=\"1.0\" standalone=\"no\"?>\n"
		"<svg version=\"1.1\" width=\"%d\" height=\"%d\" viewBox=\"0 0 %d %d\" "
		"xmlns=\"http://www.w3.org/2000/svg\" "
		"style=\"background-color:#f8f8f8\">\n"
		"<style>text { font-family:Verdana,sans-serif; font-size:%dpx; fill:#000; }"
		" .title { font-size:17px; }</style>\n",
		(int)FG_WIDTH, d.height, (int)FG_WIDTH, d.height, FG_FONT);
	fprintf(out, "<text class=\"title\" x=\"%d\" y=\"24\" text-anchor=\"middle\">",
		(int)(FG_WIDTH / 2));
	xml_text(out, title, strlen(title));
	fputs("</text>\n", out);
	/* draw() sorts children in place: the order is part of the layout,
	 * not of the graph's contents. */
	draw(&d, (struct fg_node *)&fg->root, 0, FG_PAD);
	fputs("</svg>\n", out);
	return ferror(out) ? -1 : 0;
}

/* ------------------------------------------------- the -x option hook */

static bool is_stack_key(const struct dt_rec *r)
{
	const struct dt_type *t = dt_print_basetype(r->type);

	return t != NULL && t->name != NULL &&
	       (strcmp(t->name, "stack") == 0 || strcmp(t->name, "ustack") == 0);
}

static bool is_user_stack(const struct dt_rec *r)
{
	const struct dt_type *t = dt_print_basetype(r->type);

	return t != NULL && t->name != NULL && strcmp(t->name, "ustack") == 0;
}

/* One key field as a frame name: other keys (execname, pid ...) become
 * the outermost frames, so each value of them gets its own tower. */
static char *key_frame(const struct dt_rec *r, const uint8_t *p)
{
	const struct dt_type *t = dt_print_basetype(r->type);
	char buf[64];

	if (t != NULL && t->kind == T_STRING)
		return dt_strndup((const char *)p, strnlen((const char *)p, r->size));
	if (r->size <= 8) {
		struct dt_rec at = *r;

		at.offset = 0;
		snprintf(buf, sizeof(buf), "%" PRId64, dt_rec_int(&at, p));
		return dt_strdup(buf);
	}
	return dt_strdup("?");
}

/* An aggregation entry as a weighted path: its non-stack keys, then its
 * stack keys' frames from the outermost caller to the leaf. */
static void add_entry(struct dt_fg *fg, const struct dt_aggent *e, uint64_t weight)
{
	const struct dt_aggdesc *ad = e->ad;
	int max = 0, n = 0;
	char **frames;

	for (int k = 0; k < ad->nkeys; k++)
		max += is_stack_key(&ad->keys[k]) ? (int)(ad->keys[k].size / 8) : 1;
	frames = dt_zalloc(((size_t)max + 1) * sizeof(*frames));
	for (int k = 0; k < ad->nkeys; k++) {
		const struct dt_rec *r = &ad->keys[k];
		const uint8_t *p = e->key + r->offset;

		if (r->offset + r->size > e->keylen)
			continue;
		if (!is_stack_key(r)) {
			frames[n++] = key_frame(r, p);
			continue;
		}
		/* a ustack() value: the process id, then its frames */
		bool user = is_user_stack(r);
		uint64_t pid = 0, pc;
		uint32_t size = r->size;
		if (user) {
			if (size < 8)
				continue;
			memcpy(&pid, p, 8);
			p += 8;
			size -= 8;
		}
		int depth = 0;
		while ((uint32_t)(depth + 1) * 8 <= size &&
		       (memcpy(&pc, p + depth * 8, 8), pc != 0))
			depth++;
		for (int i = depth - 1; i >= 0; i--) {	/* pcs are leaf first */
			char buf[512];

			memcpy(&pc, p + i * 8, 8);
			/* functions, not instructions: one box per function */
			frames[n++] = dt_strdup(user ? dt_usym_format((int)pid, pc, DT_USYM_SYM,
								      buf, sizeof(buf))
						     : dt_print_ksym(pc, false, buf, sizeof(buf)));
		}
	}
	dt_fg_add(fg, (const char *const *)frames, n, weight);
	for (int i = 0; i < n; i++)
		free(frames[i]);
	free(frames);
}

int dt_flamegraph_write(dtrace_hdl_t *h)
{
	const char *path = dt_opt_str(h, OPT_flamegraph);
	struct dt_printstate *ps;
	struct dt_fg *fg;
	FILE *f;
	int rc;

	if (!path || !*path)
		return dt_set_errmsg(h, "-x flamegraph needs a file name");
	ps = dt_print_state(h);
	fg = dt_fg_new();
	for (int i = 0; i < ps->nents; i++) {
		const struct dt_aggent *e = ps->ents[i];
		const struct dt_aggdesc *ad = e->ad;
		bool has_stack = false;

		for (int k = 0; k < ad->nkeys; k++)
			has_stack |= is_stack_key(&ad->keys[k]);
		/* Only additive values make widths: count() and sum(). */
		if (!has_stack || (ad->func != DT_AGG_COUNT && ad->func != DT_AGG_SUM))
			continue;
		struct dt_pfagg a = { ad, e->val, dt_agg_normal(ps, e->aggid) };
		int64_t v = dt_agg_scalar(&a);
		if (v > 0)
			add_entry(fg, e, (uint64_t)v);
	}
	f = dtrace_fopen_output(path, false);
	if (!f) {
		dt_fg_free(fg);
		return dt_set_errmsg(h, "failed to write flame graph %s: %s", path, strerror(errno));
	}
	rc = dt_fg_write_svg(fg, f, "Flame Graph");
	if (fclose(f) != 0)
		rc = -1;
	dt_fg_free(fg);
	if (rc < 0)
		return dt_set_errmsg(h, "failed to write flame graph %s", path);
	return 0;
}
