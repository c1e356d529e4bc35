/*
 * The syscall provider's raw_syscalls dispatch (syscall_raw.c, over the
 * shared dispatch of dispatch.h), private to prov_syscall.c and
 * syscall_raw.c.
 */
#ifndef DT_SYSCALL_RAW_H
#define DT_SYSCALL_RAW_H

#include <stdint.h>

#include "prov/dispatch.h"
#include "prov/prov.h"

/* More syscalls than this in one direction (entry or return) enabled by
 * one compile: one raw_syscalls hook dispatches to their programs.  Fewer
 * keep a tracepoint each, which costs nothing for the syscalls not
 * traced. */
#define DT_SYSCALL_BULK_MIN 8

/* Layers of dispatch: each compile of a session that enables a syscall
 * in bulk takes the next layer for it (a dispatch slot holds one program);
 * layer k's links are made after layer k-1's, and the kernel runs the
 * links of a tracepoint in the order they were made, so clauses run in
 * command-line order as with tracepoints.  Past the last layer: a
 * tracepoint. */
#define DT_SYSCALL_LAYERS 4

/* A syscall probe's number (priv holds it plus one): -1 when unknown. */
static inline int dt_sysnr(const struct dt_probe *p)
{
	return (int)(intptr_t)p->priv - 1;
}

/* The layer p's next dispatched program would take; -1 when p cannot be
 * dispatched (its number is unknown, no dispatch on this architecture,
 * every layer taken). */
int dt_sysraw_layer(dtrace_hdl_t *h, const struct dt_probe *p);
/* Whether an earlier compile gave p a dispatched program. */
bool dt_sysraw_used(dtrace_hdl_t *h, const struct dt_probe *p);
/* p's program of this compile takes layer k: the ops it is built and
 * attached with. */
const struct dt_provider_ops *dt_sysraw_claim(dtrace_hdl_t *h, const struct dt_probe *p, int k);

/* The dispatch (the data of the syscall provider's ops, whose lifecycle
 * is the dispatch's). */
extern const struct dt_dispatch_kind dt_syscall_dispatch;

#endif
