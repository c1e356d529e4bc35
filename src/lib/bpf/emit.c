/*
 * The instruction buffer (bpf/emit.h).  Labels, jumps, out-of-line code
 * and scratch addressing are the code generator's (cg/cg_emit.c): a
 * provider's prologue needs none of them.
 */
#include <stdio.h>

#include "bpf/emit.h"
#include "core/dt_impl.h"

void dt_cg_emit(struct dt_cgbuf *cg, struct bpf_insn insn)
{
	if (cg->ninsns == cg->cap) {
		cg->cap = cg->cap ? cg->cap * 2 : 256;
		cg->insns = dt_realloc(cg->insns, sizeof(*cg->insns) * (size_t)cg->cap);
	}
	cg->insns[cg->ninsns++] = insn;
}

uint32_t dt_cg_argv_used(const struct dt_cgbuf *cg)
{
	return cg->argv_used;
}

void dt_cg_lacks(struct dt_cgbuf *cg, const char *what)
{
	if (!cg->lacks[0])
		snprintf(cg->lacks, sizeof(cg->lacks), "%s", what);
}
