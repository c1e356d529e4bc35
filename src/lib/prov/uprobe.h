/*
 * Uprobes through the uprobe perf PMU: one perf_event fd per probe, so
 * the kernel removes the probe when the fd closes (even if dtrace is
 * killed) and nothing is written into tracefs.
 */
#ifndef DT_UPROBE_H
#define DT_UPROBE_H

#include <stdbool.h>
#include <stdint.h>

#include "arch/arch.h"
#include "prov/prov.h"

/* The prologue of a function-boundary probe (kprobe, uprobe; r9 = its
 * pt_regs): at entry argv[] from the argument registers, then the stack
 * arguments (dt_arch) (read with read_helper: probe_read_kernel or
 * probe_read_user); at return argv[1] = the return value. */
struct dt_cgbuf;
void dt_regs_args_prologue(struct dt_cgbuf *cg, bool ret, int read_helper);

/* One integer from a perf PMU's sysfs file (".../type", ".../format/x"). */
int dt_pmu_read(const char *file, const char *fmt, int *v);

/* What the pid and USDT providers keep per probe (dt_probe.priv). */
struct dt_uprobe {
	int pid;			/* the traced process, -1: every one */
	char *path;			/* file the probe is in */
	uint64_t offset;		/* file offset of the instruction */
	uint64_t func_offset;		/* offset of the probe in its function */
	uint64_t ref_ctr_offset;	/* USDT semaphore file offset, 0: none */
	bool ret;			/* uretprobe */
	char *args;			/* USDT argument specs, NULL for pid */
	uint64_t addr;			/* USDT: the site's address in the process */
	bool addr_unknown;		/* USDT: in a library not mapped yet, addr is
					   the link-time one: only its offset in the
					   page is the site's (mmap keeps it) */
	struct dt_uprobe *next;		/* USDT: the probe's next site */
};

/* A pid probe on a function's first instruction (entry, or offset 0). */
bool dt_uprobe_at_entry(const struct dt_probe *p);

/* One USDT argument spec ("-4@%edi", "-4@[x1, 8]"): the size prefix,
 * then the architecture's operand (dt_arch_usdt_operand); -1 when the
 * prologue cannot read it. */
int dt_usdt_parse_arg(const char *spec, struct dt_usdt_arg *a);

/* Open a uprobe (or uretprobe) on path+offset for one process (pid -1:
 * every process mapping the file, now and later) and enable it with
 * prog_fd attached.  With ref_ctr_offset the kernel increments
 * the USDT semaphore at that file offset while the probe exists.
 * Returns the perf_event fd, or -1 with errno. */
int dt_uprobe_open(const char *path, uint64_t offset, uint64_t ref_ctr_offset,
		   bool ret, int pid, int prog_fd);

/* provide() memo: true when the pid/USDT provider (kind) already made the
 * probes of this description; it then puts the module name the first
 * call chose back into field[DT_DESC_MOD].  dt_uprobe_provided_add()
 * records a description (key from dt_uprobe_provided()). */
#define DT_UPROBE_KEYLEN 1100
bool dt_uprobe_provided(dtrace_hdl_t *h, const char *kind, char field[][DT_DESC_FIELDLEN], char *key);
void dt_uprobe_provided_add(dtrace_hdl_t *h, const char *key, const char *mod);
/* Teardown (prov.c, when the probe table goes): a probe's dt_uprobe chain,
 * and the provide() memo. */
void dt_uprobe_free(struct dt_uprobe *u);
void dt_uprobe_cache_free(dtrace_hdl_t *h);

/* The attach op of the pid and USDT providers (p->priv is a dt_uprobe). */
int dt_uprobe_attach(dtrace_hdl_t *h, const struct dt_probe *p, int prog_fd,
		     int *fds, int maxfds, const void *data);

/* uprobe_multi.c: whether the kernel has uprobe-multi links (6.6+), and
 * the attach type of programs for them (enum bpf_attach_type, 6.6). */
#define DT_TRACE_UPROBE_MULTI 48
bool dt_uprobe_multi_supported(void);
/* Whether a link can serve probes of process pid (-1: every process):
 * before 6.10 a process's link fired on its main thread alone. */
bool dt_uprobe_multi_for(int pid);
/* The attach op of USDT probes built for them: a link per file and
 * process of the probe's sites (with their semaphores). */
int dt_uprobe_multi_attach(dtrace_hdl_t *h, const struct dt_probe *p, int prog_fd,
			   int *fds, int maxfds, const void *data);
/* The pid provider's plan: on a kernel with uprobe-multi
 * links, a compile's many entry/return probes become grouped programs
 * attached by one link per file. */
int dt_uprobe_multi_plan(dtrace_hdl_t *h, struct dt_probe *const *probes, int n,
			 const bool *kstack, const bool *typed, const struct dt_provider_ops **use);

#endif
