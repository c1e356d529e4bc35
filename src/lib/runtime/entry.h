/*
 * The runtime's entry points (api.c calls them).
 */
#ifndef DT_RUNTIME_ENTRY_H
#define DT_RUNTIME_ENTRY_H

#include <stdbool.h>
#include <stdio.h>

#include "core/dt_impl.h"

/* runtime.c: load, attach, consume, detach. */
int dt_rt_go(dtrace_hdl_t *h, FILE *out);
enum dtrace_status dt_rt_work(dtrace_hdl_t *h, FILE *out);
int dt_rt_stop(dtrace_hdl_t *h, FILE *out);
void dt_rt_free(dtrace_hdl_t *h);
/* agg_symkey.c: free h's table of symbol keys (dtrace_close). */
void dt_agg_symkey_free(dtrace_hdl_t *h);

#endif
