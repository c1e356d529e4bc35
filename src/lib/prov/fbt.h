/*
 * The fbt provider's attachment mechanisms, private to prov_fbt.c,
 * fbt_multi.c and fbt_fentry.c, and the providers on kernel functions
 * they serve too (prov_rawfbt.c; prov_lockstat.c's kprobes).
 */
#ifndef DT_FBT_H
#define DT_FBT_H

#include <stdbool.h>
#include <stdint.h>

#include "prov/dispatch.h"
#include "prov/prov.h"

/* Compiles of a session that may each have their own kprobe-multi
 * dispatch (one per compile and direction); later compiles' fbt probes
 * take single kprobes. */
#define DT_FBT_LAYERS 8

/* At most this many fbt probes in one compile are built as fentry/fexit
 * programs: each needs a trampoline of its own, made one function at a
 * time; more go through kprobe-multi links (or kprobes). */
#define DT_FBT_FENTRY_MAX 16

/* Many fbt probes of one compile with the same clauses, none reading
 * args[]: one program and one kprobe-multi link (fbt_multi.c). */
extern const struct dt_provider_ops dt_fbt_wide_ops;
/* Without kprobe-multi links, at most this many fbt probes of a compile
 * are attached as kprobes (a program and a perf event each, an ftrace
 * update each way): more is refused with one sentence. */
#define DT_FBT_KPROBE_MAX 1000
/* 0, or -1 with the sentence refusing more than DT_FBT_KPROBE_MAX
 * kprobes of provider prov in one compile. */
int dt_fbt_kprobe_limit(dtrace_hdl_t *h, const char *prov, int nkprobes);
/* fentry (entry probes) and fexit (return probes). */
extern const struct dt_provider_ops dt_fbt_fentry_ops, dt_fbt_fexit_ops;

/* Whether the kernel has kprobe-multi links (CONFIG_FPROBE, 5.18+), and
 * fentry/fexit programs: probed once. */
bool dt_fbt_have_kmulti(void);
bool dt_fbt_have_fentry(void);

/* The layer the next compile's dispatch would take (-1: none left), and
 * its claim of p for that layer: the ops p is built and attached with (a
 * kprobe-multi program behind layer k's dispatcher). */
int dt_fbt_multi_layer(dtrace_hdl_t *h);
const struct dt_provider_ops *dt_fbt_multi_claim(dtrace_hdl_t *h, int k, const struct dt_probe *p);

/* Whether p's function can be an fentry/fexit program: in vmlinux's BTF,
 * at most 6 arguments each passed in one register. */
bool dt_fbt_fentry_fits(const struct dt_probe *p);

/* The kprobe-multi dispatch (the data of the fbt provider's ops, whose
 * lifecycle is the dispatch's; hook indexes from 8: the syscall
 * provider's come first).  The runtime closed the arrays, dispatchers and
 * every link it was given at detach; links it was not (attaching stopped
 * early) are closed then. */
extern const struct dt_dispatch_kind dt_fbt_dispatch;

bool dt_fbt_is_return(const struct dt_probe *p);
/* fbt's and rawfbt's return arg0: the sentence that says it is 0 */
const char *dt_fbt_arg_fallback(const struct dt_probe *p, int argno);
void dt_fbt_return_offset_unknown(struct dt_cgbuf *cg);

/* Lists ops's probes, an entry and a return for every kernel function
 * kprobes may trace (available_filter_functions, else kallsyms' text
 * symbols) that refuse() does not refuse; nothing on a kernel without
 * kprobes and fentry (dt_fbt_unavailable_reason). */
void dt_fbt_list(dtrace_hdl_t *h, const struct dt_provider_ops *ops, bool (*refuse)(const char *));
/* What no provider on kernel functions may trace (the tracer's own
 * functions, `.cold` parts). */
bool dt_fbt_refused(const char *func);
/* A kprobe (kretprobe) perf event on p's function, and the prologue
 * reading its arguments from the registers. */
int dt_fbt_kprobe_attach(dtrace_hdl_t *h, const struct dt_probe *p, int prog_fd, int *fds,
			 int maxfds, const void *data);
void dt_fbt_kprobe_prologue(struct dt_cgbuf *cg, const struct dt_probe *p);

/* n fbt probes the kernel refused with mechanism m: skipped and counted,
 * reported once the session is attached. */
void dt_fbt_skip(dtrace_hdl_t *h, enum dt_fbt_mech m, unsigned long n);

#endif
