/*
 * Private to prov*.c: the probe table, the provider registry and the
 * helpers providers share (program.h holds the contract with cg and the
 * runtime, probes.h what sema and cg ask of the probe table).
 */
#ifndef DT_PROV_H
#define DT_PROV_H

#include "core/program.h"
#include "prov/probes.h"
#include "prov/tracefs.h"
#include "lang/attr.h"

struct dt_provider {
	const struct dt_provider_ops *ops;
	const struct dt_pattr *attr;
	/* Fill nargs/argtypes/argoff/argsize/argsigned/argaddr of p.  Called at
	 * most once per probe, only for probes that are matched or listed with
	 * -v (tracepoint providers read a format file here).  NULL: no args. */
	void (*describe)(dtrace_hdl_t *h, struct dt_probe *p);
	/* describe() only gives args[] their types (the prologue needs none
	 * of it): cg describes such probes only for clauses reading args[]. */
	bool args_types_only;
	/* describe() reads what the prologue loads (a tracepoint's format:
	 * the kernel's event_mutex, seconds behind other sessions' work),
	 * and the attachment needs none of it: cg describes such probes only
	 * for clauses that read args[], and for programs whose body reads
	 * argv[] at all (dt_probe_describe_fields). */
	bool fields_on_demand;
	/* Create probes a description names that no listing holds (profile-N);
	 * field[] is the split description.  NULL: none. */
	void (*provide)(dtrace_hdl_t *h, char field[DT_DESC_NFIELDS][DT_DESC_FIELDLEN]);
	/* Call provide() whatever the description's provider field: pid<N> and
	 * USDT providers (<name><N>) are named after a process. */
	bool provide_any;
	/* A listing of every probe (dtrace -l) also asks provide() for what it
	 * lists to an empty description (cpc's example probes). */
	bool provide_on_list;
	/* Why the provider cannot work on this kernel (NULL when it can): the
	 * error of a description naming it alone that matches nothing.  NULL:
	 * it always can. */
	const char *(*unavailable)(void);
	/* Why a probe field[] names, which this provider makes only where the
	 * kernel has what it is built on, is absent here: one sentence into
	 * why (true), or false when field[] names none of them. */
	bool (*absent)(char field[DT_DESC_NFIELDS][DT_DESC_FIELDLEN], char *why, size_t len);
	/* What a clause reading native argument argno (argN, args[N]) of p
	 * gets instead of DTrace's value, where no mechanism of this kernel
	 * knows it: one sentence warned at compile time (NULL: the value is
	 * DTrace's). */
	const char *(*arg_fallback)(const struct dt_probe *p, int argno);
	/* The module field is a kernel module (or vmlinux): the module's BTF
	 * types args[], and a clause of a probe in it may name its types. */
	bool kmodules;
};

/* fbt's mechanisms (fbt.h). */
enum dt_fbt_mech { DT_FBT_KPROBE, DT_FBT_KMULTI, DT_FBT_FENTRY, DT_FBT_NMECH };

/* The probe table (h->prov). */
#define DT_MAX_PROVIDERS 32
struct dt_provstate {
	struct dt_probe **byid;		/* byid[id], id 0 unused */
	bool *described;		/* describe() already ran for byid[id] */
	uint32_t nextid;
	uint32_t cap;
	uint32_t *hash, hcap;		/* prov.c's index of byid by names */
	char *desc_error;		/* dt_probe_desc_fail()'s message, */
	int desc_error_tag;		/* and its tag */
	bool populated[DT_MAX_PROVIDERS];	/* prov.c's providers[i] listed */
	/* uprobe.c: descriptions the pid and USDT providers already provided
	 * (cg matches every probe against every clause again) */
	void *uprobe_cache;
	/* dispatch.c: the dispatches planned (syscall_raw.c's raw_syscalls
	 * hooks, fbt_multi.c's kprobe-multi links), a list */
	struct dt_dispatch *dispatch;
	/* prov_fbt.c: fbt probes the kernel refused since the last report
	 * (skipped, not fatal), by the mechanism that tried them */
	unsigned long fbt_skipped[DT_FBT_NMECH];
	/* prov_rawfbt.c: its probes are made (a description named it) */
	bool rawfbt_listed;
	/* #pragma D attributes ... provider <name> <part>: the attributes of
	 * providers[i] as the programs set them (attr_set[i]) */
	struct dt_pattr attr[DT_MAX_PROVIDERS];
	bool attr_set[DT_MAX_PROVIDERS];
};

/* Providers, in registration order (prov.c holds the list). */
extern const struct dt_provider dt_provider_dtrace;
extern const struct dt_provider dt_provider_profile;
extern const struct dt_provider dt_provider_cpc;
extern const struct dt_provider dt_provider_syscall;
extern const struct dt_provider dt_provider_sdt;
extern const struct dt_provider dt_provider_fbt;
extern const struct dt_provider dt_provider_rawfbt;
extern const struct dt_provider dt_provider_rawtp;
extern const struct dt_provider dt_provider_pid;
extern const struct dt_provider dt_provider_usdt;
/* The stable providers (prov_stable.h). */
extern const struct dt_provider dt_provider_proc;
extern const struct dt_provider dt_provider_sched;
extern const struct dt_provider dt_provider_io;
extern const struct dt_provider dt_provider_ip;
extern const struct dt_provider dt_provider_tcp;
extern const struct dt_provider dt_provider_udp;
extern const struct dt_provider dt_provider_lockstat;

/* Add a probe with the next id; strings are copied. */
struct dt_probe *dt_probe_add(dtrace_hdl_t *h, const struct dt_provider_ops *ops,
			      const char *prov, const char *mod, const char *func,
			      const char *name);
/* A provider's provide() refusing what a description names (DTrace's
 * pid offset errors): the compile reports it with tag (enum dt_errtag)
 * when the description is matched (dt_probe_desc_error); the first one
 * is kept. */
void dt_probe_desc_fail(dtrace_hdl_t *h, int tag, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));
/* A probe by id as it is, not described (dt_probe_by_id describes it:
 * a tracepoint's format read, an fbt prototype); NULL when none. */
struct dt_probe *dt_probe_at(dtrace_hdl_t *h, uint32_t id);
/* Find a probe by its exact four names (NULL: none). */
struct dt_probe *dt_probe_lookup(dtrace_hdl_t *h, const char *prov, const char *mod,
				 const char *func, const char *name);
/* Allocate the argument arrays of p for n arguments. */
void dt_probe_alloc_args(struct dt_probe *p, int n);

/* Glob match as DTrace's probe descriptions: * ? [set] [!set] and \x.
 * An empty pattern matches everything. */
bool dt_gmatch(const char *s, const char *pat);

/* Tracepoint providers (prov_syscall.c, prov_sdt.c) share these. */
void dt_tp_describe(struct dt_probe *p, const struct dt_tp_format *fmt, int skip);
void dt_tp_prologue(struct dt_cgbuf *cg, const struct dt_probe *p);
int dt_tp_attach(dtrace_hdl_t *h, const struct dt_probe *p, int prog_fd,
		 int *fds, int maxfds, const void *data);

/* A raw tracepoint link of prog_fd on tracepoint tp, for probe p (the stable
 * providers', rawtp's). */
int dt_raw_tp_attach(dtrace_hdl_t *h, const struct dt_probe *p, const char *tp, int prog_fd,
		     int *fds, int maxfds);

/* profile-N / tick-N: the period in ns of a probe name, 0 when the name
 * is not a valid profile probe name (or is under DTrace's 200us limit). */
uint64_t dt_profile_period(const char *name);
/* Perf-event probes (profile, cpc): arg0 = kernel PC or 0, arg1 = user PC
 * or 0; attach opens attr on every online CPU (one if p->one_cpu). */
struct perf_event_attr;
void dt_perf_prologue(struct dt_cgbuf *cg, const struct dt_probe *p);
int dt_perf_attach(dtrace_hdl_t *h, const struct dt_probe *p, int prog_fd, int *fds,
		   int maxfds, const struct perf_event_attr *attr);

/* fbt: the reason it cannot work on this kernel (NULL when it could). */
const char *dt_fbt_unavailable_reason(void);
/* The BTF id of vmlinux's function func when this kernel runs fentry
 * (ret: fexit) programs and can put one on func, whose context is then
 * its arguments as u64s (and the return value after them): -1 when it
 * cannot (fbt_fentry.c; the stable providers' probes built on fbt). */
int dt_fentry_func(const char *func, bool ret);

#endif
