/*
 * The probe table's entry points for the API (dtrace -l).
 */
#ifndef DT_PROV_ENTRY_H
#define DT_PROV_ENTRY_H

#include <stdbool.h>
#include <stdio.h>

#include "core/dt_impl.h"

/* prov.c: dtrace -l. */
int dt_prov_list(dtrace_hdl_t *h, FILE *out, const char *desc, int kind, bool verbose);

/* The runtime closed every attachment of the session: providers forget the
 * kernel objects they created for it (their fds were among those closed). */
void dt_prov_detached(dtrace_hdl_t *h);

#endif
