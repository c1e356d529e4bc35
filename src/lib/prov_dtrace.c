/*
 * The dtrace provider: BEGIN, END and ERROR.  No kernel event fires them:
 * the runtime runs their programs with BPF_PROG_TEST_RUN (BEGIN after every
 * other probe is attached, END after all are detached, ERROR when a fault
 * is reported), hence a raw_tracepoint program type, which that command
 * accepts.
 */
#include "prov.h"

static void dtrace_prologue(struct dt_cg *cg, const struct dt_probe *p)
{
	/* BEGIN and END have no arguments: argv[] stays zero.  ERROR's
	 * arguments (epid, clause, pc, fault, address) are not known when the
	 * program is built: the runtime will pass them in the test-run
	 * context, and the loads belong here once fault reporting defines
	 * that context. */
	(void)cg;
	(void)p;
}

static const struct dt_provider_ops dtrace_ops;

static void dtrace_populate(dtrace_hdl_t *h)
{
	static const char *const names[] = { "BEGIN", "END", "ERROR" };
	for (int i = 0; i < 3; i++) {
		struct dt_probe *p = dt_probe_add(h, &dtrace_ops, "dtrace", "", "", names[i]);
		p->attach = DT_ATTACH_NONE;
	}
}

static const struct dt_provider_ops dtrace_ops = {
	.name = "dtrace",
	.populate = dtrace_populate,
	.prog_type = BPF_PROG_TYPE_RAW_TRACEPOINT,
	.prologue = dtrace_prologue,
	.attach = NULL,		/* DT_ATTACH_NONE: the runtime test-runs them */
};

static const struct dt_pattr dtrace_attr = {
	.prov = { DT_STAB_STABLE, DT_STAB_STABLE, DT_CLASS_COMMON },
	.mod = { DT_STAB_PRIVATE, DT_STAB_PRIVATE, DT_CLASS_UNKNOWN },
	.func = { DT_STAB_PRIVATE, DT_STAB_PRIVATE, DT_CLASS_UNKNOWN },
	.name = { DT_STAB_STABLE, DT_STAB_STABLE, DT_CLASS_COMMON },
	.args = { DT_STAB_STABLE, DT_STAB_STABLE, DT_CLASS_COMMON },
};

const struct dt_provider dt_provider_dtrace = {
	.ops = &dtrace_ops,
	.attr = &dtrace_attr,
};
