/*
 * The front end's entry points (api.c and the D library call them).
 */
#ifndef DT_FRONT_ENTRY_H
#define DT_FRONT_ENTRY_H

#include <stdbool.h>
#include <stdio.h>

#include "core/dt_impl.h"

/* preprocess.c: run cpp when -C is set; returns a malloc'd text. */
char *dt_preprocess(struct dt_cc *cc, const char *text);

/* parse.c: D text to AST.  probe_spec is 0 for a whole program, or the
 * dtrace(1) option letter ('n','P','m','f','i') for a command-line
 * description, which may omit the action block. */
struct dt_node *dt_parse(struct dt_cc *cc, const char *text, int probe_spec);

#endif
