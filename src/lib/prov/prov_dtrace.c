/*
 * The dtrace provider: BEGIN, END and ERROR.  No kernel event fires them:
 * the runtime runs their programs with BPF_PROG_TEST_RUN (BEGIN after every
 * other probe is attached, END after all are detached, ERROR when a fault
 * is reported), hence a raw_tracepoint program type, which that command
 * accepts.
 */
#include <stddef.h>
#include <string.h>

#include "bpf/emit.h"
#include "prov/prov.h"

static void dtrace_prologue(struct dt_cgbuf *cg, const struct dt_probe *p)
{
	/* BEGIN and END have no arguments: argv[] stays zero.  ERROR is
	 * test-run by the consumer with ctx = { 0, probe id, clause, pc,
	 * fault, addr } (program.h): those become arg0..arg5. */
	if (strcmp(p->name, "ERROR") != 0)
		return;
	for (int i = 0; i < 6; i++) {
		dt_cg_emit(cg, LDX_MEM(BPF_DW, BPF_REG_0, BPF_REG_9, i * 8));
		dt_cg_emit(cg, STX_MEM(BPF_DW, BPF_REG_8, BPF_REG_0,
				       (int16_t)(offsetof(struct dt_mstate, argv) + 8 * (size_t)i)));
	}
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
