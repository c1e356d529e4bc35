/*
 * The syscall provider's raw_syscalls dispatch (syscall_raw.c), private to
 * prov_syscall.c and syscall_raw.c.
 */
#ifndef DT_SYSCALL_RAW_H
#define DT_SYSCALL_RAW_H

#include <stdint.h>

#include "prov/prov.h"

/* More syscalls than this in one direction (entry or return) enabled by
 * one compile: one raw_syscalls hook dispatches to their programs.  Fewer
 * keep a tracepoint each, which costs nothing for the syscalls not
 * traced. */
#define DT_SYSCALL_BULK_MIN 8

/* The ops of a syscall probe built for the dispatch. */
extern const struct dt_provider_ops dt_syscall_raw_ops;

/* A syscall probe's number (priv holds it plus one): -1 when unknown. */
static inline int dt_sysnr(const struct dt_probe *p)
{
	return (int)(intptr_t)p->priv - 1;
}

/* Whether this kernel and architecture can dispatch p from raw_syscalls:
 * its number is known and no earlier compile of the session already gave
 * it a dispatched program (a dispatch slot holds one program). */
bool dt_sysraw_can(dtrace_hdl_t *h, const struct dt_probe *p);
/* p gets a dispatched program. */
void dt_sysraw_claim(dtrace_hdl_t *h, const struct dt_probe *p);

#endif
