/*
 * Flame graphs (-x flamegraph=FILE): at exit, every aggregation keyed by a
 * stack() (or ustack()) becomes an SVG flame graph: frames merged by path
 * from the root, widths proportional to the aggregated value, labels
 * clipped to their box, colours from a hash of the function name.
 *
 * The renderer (dt_fg_*) knows nothing of DTrace: it takes stacks as
 * arrays of frame names, root first, with a weight.  Every distinct frame
 * path becomes exactly one <rect>, plus one for the root ("all").
 */
#ifndef DT_FLAMEGRAPH_H
#define DT_FLAMEGRAPH_H

#include <stdint.h>
#include <stdio.h>

#include "core/dt_impl.h"

struct dt_fg;

struct dt_fg *dt_fg_new(void);
/* Add `weight` to the path frames[0] (outermost) .. frames[n-1] (leaf). */
void dt_fg_add(struct dt_fg *fg, const char *const *frames, int n, uint64_t weight);
/* Number of distinct frame paths so far, the root included. */
int dt_fg_nodes(const struct dt_fg *fg);
/* Write the SVG document; returns -1 on a write error. */
int dt_fg_write_svg(const struct dt_fg *fg, FILE *out, const char *title);
void dt_fg_free(struct dt_fg *fg);

/* The -x flamegraph=FILE hook: build the graph from the aggregation
 * snapshot and write FILE.  Returns -1 (with the handle's error) when the
 * file cannot be written. */
int dt_flamegraph_write(dtrace_hdl_t *h);

#endif
