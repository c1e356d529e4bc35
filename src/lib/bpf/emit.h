/*
 * The instruction buffer a BPF program is generated in: the code
 * generator (cg/) builds each probe's body in one, and a provider's
 * prologue hook (dt_provider_ops.prologue) appends its instructions to
 * another.  It sits below prov/ and cg/ so that both call down to it.
 */
#ifndef DT_BPF_EMIT_H
#define DT_BPF_EMIT_H

#include <stdint.h>

#include "bpf/insn.h"

struct dt_cgbuf {
	struct bpf_insn *insns;
	int ninsns, cap;
	/* For a prologue: the argv[] slots (bit i: argv[i]) the clauses of
	 * the program read, all of them when that cannot be told; the
	 * prologue may leave the others unset. */
	uint32_t argv_used;
	/* Set by a prologue that cannot be built on this kernel (a member
	 * its BTF lacks): what is missing.  cg then refuses the probe with
	 * one sentence at the user's clause (cg_lacks.c). */
	char lacks[160];
};

/* Append one instruction (the buffer grows as needed). */
void dt_cg_emit(struct dt_cgbuf *cg, struct bpf_insn insn);
uint32_t dt_cg_argv_used(const struct dt_cgbuf *cg);
/* A prologue's "this kernel lacks WHAT" (the first one counts). */
void dt_cg_lacks(struct dt_cgbuf *cg, const char *what);

#endif
