/*
 * The flame graph renderer from synthetic stacks: paths merge, one <rect>
 * per distinct frame path (plus the root), widths proportional to weights,
 * labels clipped and XML-escaped, and the document parses as XML.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "output/flamegraph.h"

static int failures;

#define CHECK(cond) do { if (!(cond)) { \
	fprintf(stderr, "%s:%d: check failed: %s\n", __FILE__, __LINE__, #cond); \
	failures++; } } while (0)

static int count(const char *s, const char *what)
{
	int n = 0;
	for (const char *p = s; (p = strstr(p, what)) != NULL; p += strlen(what))
		n++;
	return n;
}

/* The width attribute of the <rect> whose <title> starts with `name (`. */
static double width_of(const char *svg, const char *name)
{
	char key[256];
	snprintf(key, sizeof(key), "<title>%s (", name);
	const char *p = strstr(svg, key);
	if (!p || !(p = strstr(p, "width=\"")))
		return -1;
	return atof(p + 7);
}

static char *render(struct dt_fg *fg)
{
	char *buf = NULL;
	size_t len = 0;
	FILE *f = open_memstream(&buf, &len);
	CHECK(dt_fg_write_svg(fg, f, "test <graph>") == 0);
	fclose(f);
	return buf;
}

int main(void)
{
	struct dt_fg *fg = dt_fg_new();
	const char *a[] = { "main", "work", "read" };
	const char *b[] = { "main", "work", "write" };
	const char *c[] = { "main", "idle" };
	const char *d[] = { "main", "work" };	/* ends inside work: no new path */
	const char *e[] = { "x<&>\"y", "a_function_name_much_too_long_to_fit_in_its_box" };

	dt_fg_add(fg, a, 3, 30);
	dt_fg_add(fg, b, 3, 10);
	dt_fg_add(fg, c, 2, 40);
	dt_fg_add(fg, d, 2, 10);
	dt_fg_add(fg, a, 3, 10);		/* merges with the first */
	dt_fg_add(fg, e, 2, 0);		/* no weight: ignored */
	/* all, main, work, read, write, idle */
	CHECK(dt_fg_nodes(fg) == 6);

	char *svg = render(fg);
	CHECK(count(svg, "<rect") == 6);
	CHECK(strstr(svg, "test &lt;graph&gt;") != NULL);
	/* total 100: main spans it all, work 60 %, idle 40 %, read 40 % */
	double all = width_of(svg, "all"), work = width_of(svg, "work"),
	       idle = width_of(svg, "idle"), rd = width_of(svg, "read");
	CHECK(all > 0 && width_of(svg, "main") == all);
	CHECK(work > 0.59 * all && work < 0.61 * all);
	CHECK(idle > 0.39 * all && idle < 0.41 * all);
	CHECK(rd > 0.39 * all && rd < 0.41 * all);
	CHECK(strstr(svg, "<title>read (40 samples, 40.00%)</title>") != NULL);
	free(svg);

	/* A narrow frame gets a clipped label; names are escaped. */
	dt_fg_add(fg, e, 2, 20);	/* ~200 px: room for ~27 characters */
	CHECK(dt_fg_nodes(fg) == 8);
	svg = render(fg);
	CHECK(count(svg, "<rect") == 8);
	CHECK(strstr(svg, "x&lt;&amp;&gt;&quot;y") != NULL);
	CHECK(strstr(svg, ">a_function_name_much_too_long_to_fit_in_its_box<") == NULL);
	CHECK(strstr(svg, "..</text>") != NULL);
	/* Same function, same colour: the offset does not count. */
	free(svg);
	dt_fg_free(fg);

	fg = dt_fg_new();
	const char *k1[] = { "vmlinux`do_open+0x10" }, *k2[] = { "vmlinux`f" },
		   *k3[] = { "vmlinux`f", "vmlinux`do_open+0x20" };
	dt_fg_add(fg, k1, 1, 1);
	dt_fg_add(fg, k2, 1, 1);
	dt_fg_add(fg, k3, 2, 1);
	svg = render(fg);
	const char *p1 = strstr(svg, "<title>vmlinux`do_open+0x10");
	const char *p2 = strstr(svg, "<title>vmlinux`do_open+0x20");
	CHECK(p1 && p2);
	if (p1 && p2) {
		p1 = strstr(p1, "fill=");
		p2 = strstr(p2, "fill=");
		CHECK(strncmp(p1, p2, 22) == 0);
	}
	free(svg);
	dt_fg_free(fg);

	/* An empty graph is still a valid document with just the root. */
	fg = dt_fg_new();
	svg = render(fg);
	CHECK(count(svg, "<rect") == 1 && strstr(svg, "</svg>") != NULL);
	free(svg);
	dt_fg_free(fg);

	if (failures)
		fprintf(stderr, "test_flamegraph: %d failures\n", failures);
	return failures != 0;
}
