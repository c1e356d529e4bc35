/*
 * The syscall provider: syscall:vmlinux:<name>:entry and :return over the
 * syscalls:sys_enter_<name> / sys_exit_<name> tracepoints.  Entry
 * arguments are the syscall's arguments from the event format (after its
 * __syscall_nr field); on return arg0 and arg1 both hold the return value,
 * as in DTrace.  A compile that enables many syscalls gets them from the
 * raw_syscalls tracepoints instead, through one dispatcher per direction
 * (syscall_raw.c; plan() below chooses).
 */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "bpf/emit.h"
#include "prov/prov.h"
#include "prov/syscall_nr.h"
#include "prov/syscall_raw.h"

#define ENTER_PREFIX "sys_enter_"
#define EXIT_PREFIX "sys_exit_"

static const struct dt_provider_ops syscall_ops;

static void syscall_add(const char *cat, const char *ev, void *arg)
{
	dtrace_hdl_t *h = arg;
	const char *func, *name;

	if (strcmp(cat, "syscalls") != 0)
		return;
	if (strncmp(ev, ENTER_PREFIX, strlen(ENTER_PREFIX)) == 0) {
		func = ev + strlen(ENTER_PREFIX);
		name = "entry";
	} else if (strncmp(ev, EXIT_PREFIX, strlen(EXIT_PREFIX)) == 0) {
		func = ev + strlen(EXIT_PREFIX);
		name = "return";
	} else {
		return;
	}
	struct dt_probe *p = dt_probe_add(h, &syscall_ops, "syscall", "vmlinux", func, name);
	p->attach = DT_ATTACH_TRACEPOINT;
	p->priv = (void *)(intptr_t)(dt_syscall_nr(func) + 1);	/* dt_sysnr() */
	size_t n = strlen("syscalls/") + strlen(ev) + 1;
	p->tp = dt_zalloc(n);
	snprintf(p->tp, n, "syscalls/%s", ev);
}

/* From events/syscalls/ (not available_events: tracefs.c says why). */
static void syscall_populate(dtrace_hdl_t *h)
{
	if (dt_tracefs_category("syscalls", syscall_add, h) < 0)
		dt_tracefs_events(syscall_add, h);
}

static void syscall_describe(dtrace_hdl_t *h, struct dt_probe *p)
{
	struct dt_tp_format fmt;
	(void)h;
	/* p->tp is "syscalls/<event>" */
	if (dt_tracefs_format("syscalls", p->tp + strlen("syscalls/"), &fmt) < 0)
		return;
	dt_tp_describe(p, &fmt, 1);	/* skip __syscall_nr */
	dt_tracefs_format_free(&fmt);
}

static bool is_return(const struct dt_probe *p)
{
	return strcmp(p->name, "return") == 0;
}

static void syscall_prologue(struct dt_cgbuf *cg, const struct dt_probe *p)
{
	dt_tp_prologue(cg, p);
	if (is_return(p) && p->nargs >= 1) {
		/* arg1 = arg0 = the return value */
		dt_cg_emit(cg, LDX_MEM(BPF_DW, BPF_REG_0, BPF_REG_8, 0));
		dt_cg_emit(cg, STX_MEM(BPF_DW, BPF_REG_8, BPF_REG_0, 8));
	}
}

/* More than DT_SYSCALL_BULK_MIN syscalls of one direction in this compile:
 * those the dispatch can take are built for it, each in its next layer.
 * So is a syscall whose clauses read the kernel stack: a syscalls:
 * tracepoint hands BPF the registers saved at kernel entry, and kernels
 * before 6.12 (Debian 12's 6.1) then give bpf_get_stack no kernel frames
 * at all; a raw tracepoint's are taken where it fires, on every kernel.
 * A syscall an earlier compile dispatched is dispatched again however few
 * this compile enables, so that its clauses keep their order (a tracepoint
 * may run before or after the dispatch's links). */
static int syscall_plan(dtrace_hdl_t *h, struct dt_probe *const *probes, int n,
			const bool *kstack, const bool *typed, const struct dt_provider_ops **use)
{
	(void)typed;
	int count[2] = { 0, 0 };
	for (int i = 0; i < n; i++)
		if (probes[i]->ops == &syscall_ops && dt_sysraw_layer(h, probes[i]) >= 0)
			count[is_return(probes[i])]++;
	for (int i = 0; i < n; i++) {
		if (probes[i]->ops != &syscall_ops)
			continue;
		int k = dt_sysraw_layer(h, probes[i]);
		if (k < 0 || (count[is_return(probes[i])] <= DT_SYSCALL_BULK_MIN &&
			      !dt_sysraw_used(h, probes[i]) && !kstack[i]))
			continue;
		use[i] = dt_sysraw_claim(h, probes[i], k);
	}
	return 0;
}

static const struct dt_provider_ops syscall_ops = {
	.name = "syscall",
	.populate = syscall_populate,
	.prog_type = BPF_PROG_TYPE_TRACEPOINT,
	.prologue = syscall_prologue,
	.attach = dt_tp_attach,
	.plan = syscall_plan,
	.data = &dt_syscall_dispatch,
	.detached = dt_dispatch_detached,
	.hooks = dt_dispatch_hooks,
	.free = dt_dispatch_free,
};

static const struct dt_pattr syscall_attr = {
	.prov = { DT_STAB_EVOLVING, DT_STAB_EVOLVING, DT_CLASS_COMMON },
	.mod = { DT_STAB_PRIVATE, DT_STAB_PRIVATE, DT_CLASS_UNKNOWN },
	.func = { DT_STAB_PRIVATE, DT_STAB_PRIVATE, DT_CLASS_ISA },
	.name = { DT_STAB_EVOLVING, DT_STAB_EVOLVING, DT_CLASS_COMMON },
	.args = { DT_STAB_PRIVATE, DT_STAB_PRIVATE, DT_CLASS_ISA },
};

const struct dt_provider dt_provider_syscall = {
	.ops = &syscall_ops,
	.attr = &syscall_attr,
	.describe = syscall_describe,
	.fields_on_demand = true,
};
