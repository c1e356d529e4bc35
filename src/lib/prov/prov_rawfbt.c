/*
 * rawfbt (Oracle DTrace's name): fbt's entry and return probes on every
 * function kprobes may trace, including the local copies the compiler
 * makes of a function (`foo.isra.0` with arguments removed or passed
 * differently, `foo.constprop.0` with constant arguments folded in,
 * `foo.part.0` split off by partial inlining), which fbt leaves out: they
 * have no BTF prototype, and their arguments are not the source's.  So
 * arguments are untyped: arg0..arg5 from the argument registers as the
 * compiled copy receives them (args[0..5] are those as int64_t); at
 * return arg1 (args[1]) is the return value.  rawfbt:<module>:<symbol>:entry|return,
 * module vmlinux for the kernel proper.
 *
 * Left out as fbt leaves them out: the tracer's own functions, and `.cold`
 * symbols, the unlikely paths the compiler moves out of a function: the
 * function jumps there, so a kprobe on one would fire mid-function and a
 * kretprobe would take whatever is on the stack for a return address.
 *
 * Its probes are made when a description names the provider (provide), as
 * Oracle's are: not by the listing of every provider's probes (`dtrace -l`
 * alone), where they would repeat fbt's, nor by a description that names
 * no provider (`vfs_read:entry`: fbt's function, not twice).
 *
 * A kprobe-multi link for all of a compile's rawfbt probes of one
 * direction where the kernel has them (one program for the lot: the
 * arguments are untyped, so every probe's program is the same; fbt's
 * grouped ops), else a kprobe (kretprobe) each, at most DT_FBT_KPROBE_MAX
 * (prov_fbt.c's perf events).  No fentry: it needs a BTF prototype.
 */
#include <stdlib.h>
#include <string.h>

#include "prov/fbt.h"

static void rawfbt_provide(dtrace_hdl_t *h, char field[DT_DESC_NFIELDS][DT_DESC_FIELDLEN]);
static int rawfbt_plan(dtrace_hdl_t *h, struct dt_probe *const *probes, int n,
		       const bool *kstack, const bool *typed, const struct dt_provider_ops **use);

static const struct dt_provider_ops rawfbt_ops = {
	.name = "rawfbt",
	.prog_type = BPF_PROG_TYPE_KPROBE,
	.prologue = dt_fbt_kprobe_prologue,
	.attach = dt_fbt_kprobe_attach,
	.plan = rawfbt_plan,
	.stack_from_caller = true,	/* as fbt's: the stack starts at the caller */
};

static void rawfbt_provide(dtrace_hdl_t *h, char field[DT_DESC_NFIELDS][DT_DESC_FIELDLEN])
{
	struct dt_provstate *ps = h->prov;
	if (ps->rawfbt_listed || field[DT_DESC_PROV][0] == '\0' ||
	    !(dt_gmatch("entry", field[DT_DESC_NAME]) || dt_gmatch("return", field[DT_DESC_NAME])))
		return;
	ps->rawfbt_listed = true;
	dt_fbt_list(h, &rawfbt_ops, dt_fbt_refused);
}

/* Every rawfbt probe of the compile on a kprobe-multi link where the
 * kernel has them (_DTRACE_FBT=kprobe: kprobes, for tests), else a kprobe
 * each, as many as fbt takes that way. */
static int rawfbt_plan(dtrace_hdl_t *h, struct dt_probe *const *probes, int n,
		       const bool *kstack, const bool *typed, const struct dt_provider_ops **use)
{
	const char *only = getenv("_DTRACE_FBT");
	bool kmulti = (!only || strcmp(only, "kmulti") == 0) && dt_fbt_have_kmulti();
	int nkprobes = 0;
	(void)kstack, (void)typed;
	for (int i = 0; i < n; i++) {
		if (probes[i]->ops != &rawfbt_ops)
			continue;
		if (kmulti)
			use[i] = &dt_fbt_wide_ops;
		else
			nkprobes++;
	}
	return dt_fbt_kprobe_limit(h, "rawfbt", nkprobes);
}

/* Untyped: at entry the six arguments registers pass (what a compiled
 * copy's arguments are, the symbol does not say), each int64_t; at return
 * args[0] the offset, as fbt's, and args[1] the return value. */
static void rawfbt_describe(dtrace_hdl_t *h, struct dt_probe *p)
{
	bool ret = dt_fbt_is_return(p);
	(void)h;
	dt_probe_alloc_args(p, ret ? 2 : 6);
	for (int i = 0; i < p->nargs; i++)
		p->argtypes[i] = dt_strdup(ret && i == 0 ? "int" : "int64_t");
}

/* fbt's reason, in rawfbt's name. */
static const char *rawfbt_unavailable(void)
{
	return dt_fbt_unavailable_reason() ? "rawfbt provider unavailable: this kernel supports "
					     "neither kprobes nor fentry programs" : NULL;
}

/* Oracle DTrace's attributes of rawfbt. */
static const struct dt_pattr rawfbt_attr = {
	.prov = { DT_STAB_EVOLVING, DT_STAB_EVOLVING, DT_CLASS_COMMON },
	.mod = { DT_STAB_PRIVATE, DT_STAB_PRIVATE, DT_CLASS_UNKNOWN },
	.func = { DT_STAB_PRIVATE, DT_STAB_PRIVATE, DT_CLASS_ISA },
	.name = { DT_STAB_EVOLVING, DT_STAB_EVOLVING, DT_CLASS_COMMON },
	.args = { DT_STAB_PRIVATE, DT_STAB_PRIVATE, DT_CLASS_ISA },
};

const struct dt_provider dt_provider_rawfbt = {
	.ops = &rawfbt_ops,
	.arg_fallback = dt_fbt_arg_fallback,
	.attr = &rawfbt_attr,
	.describe = rawfbt_describe,
	.args_types_only = true,
	.provide = rawfbt_provide,
	.unavailable = rawfbt_unavailable,
};
