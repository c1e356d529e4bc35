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
 * Every probe is a kprobe (kretprobe): one perf event each (prov_fbt.c's),
 * no kprobe-multi dispatch nor fentry (those need BTF or take functions in
 * bulk; a local symbol is traced by its exact name).
 */
#include "prov/fbt.h"

static void rawfbt_populate(dtrace_hdl_t *h);

static const struct dt_provider_ops rawfbt_ops = {
	.name = "rawfbt",
	.populate = rawfbt_populate,
	.prog_type = BPF_PROG_TYPE_KPROBE,
	.prologue = dt_fbt_kprobe_prologue,
	.attach = dt_fbt_kprobe_attach,
};

static void rawfbt_populate(dtrace_hdl_t *h)
{
	dt_fbt_list(h, &rawfbt_ops, dt_fbt_refused);
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
	.attr = &rawfbt_attr,
	.describe = rawfbt_describe,
	.args_types_only = true,
	.unavailable = rawfbt_unavailable,
};
