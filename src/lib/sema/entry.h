/*
 * Semantic analysis's entry points (api.c calls them).
 */
#ifndef DT_SEMA_ENTRY_H
#define DT_SEMA_ENTRY_H

#include <stdbool.h>
#include <stdio.h>

#include "core/dt_impl.h"
#include "front/ast.h"

/* dlib.c: compile the D library files (dlib/ *.d, -xlibdir) that a
 * script's text names (its identifiers and macro arguments), with those
 * they need, before it is parsed; the -L directories' files always.  -1
 * with the handle's error message set. */
int dt_dlib_load_for(dtrace_hdl_t *h, const char *text);
/* The whole library, for callers that parse a program themselves. */
int dt_dlib_load(dtrace_hdl_t *h);

/* sema.c: resolve identifiers and types in place; errors via dt_cc_error. */
void dt_sema(struct dt_cc *cc, struct dt_node *root);
void dt_sema_free(dtrace_hdl_t *h);

/* sema_attr.c: a typed program's minimum probe description attributes and
 * minimum statement attributes (dtrace -v's stability report). */
void dt_sema_prog_attr(const struct dt_node *root, struct dt_attr *desc, struct dt_attr *stmt);

#endif
