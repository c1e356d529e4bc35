/*
 * The probe table's entry points for the API (dtrace -l).
 */
#ifndef DT_PROV_ENTRY_H
#define DT_PROV_ENTRY_H

#include <stdbool.h>
#include <stdio.h>

#include "core/dt_impl.h"

/* Free the probe table (dtrace_close). */
void dt_prov_free(dtrace_hdl_t *h);

/* prov.c: dtrace -l. */
int dt_prov_list(dtrace_hdl_t *h, FILE *out, const char *desc, int kind, bool verbose);

/* The runtime attached every program of the session: providers warn of
 * the probes they skipped (fbt: functions the kernel refused). */
void dt_prov_attached(dtrace_hdl_t *h);

/* The runtime closed every attachment of the session: providers forget the
 * kernel objects they created for it (their fds were among those closed). */
void dt_prov_detached(dtrace_hdl_t *h);

/* Programs a provider attached itself that run probes' programs (the
 * syscall provider's raw_syscalls dispatchers): cb gets each one's fd, a
 * small index stable for the session (< DT_PROV_MAX_HOOKS), and what it
 * dispatches ("syscall:::entry").  The kernel counts the firings it
 * skipped on the hook, not on the programs it dispatches to. */
#define DT_PROV_MAX_HOOKS 24
void dt_prov_hooks(dtrace_hdl_t *h, void (*cb)(void *arg, int idx, int fd, const char *what),
		   void *arg);

#endif
