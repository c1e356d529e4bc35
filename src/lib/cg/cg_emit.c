/*
 * The code generator's emitter: the instruction buffer of the program
 * being built (bpf/emit.h), labels and jumps resolved once the body is
 * complete, out-of-line (cold) ranges moved after it, and the small
 * instruction sequences every part of cg emits (64-bit constants, map
 * references, drop counters, faults).
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include "cg/cg.h"

void cg_emit(struct dt_cg *cg, struct bpf_insn insn)
{
	dt_cg_emit(&cg->buf, insn);
}

int cg_label_new(struct dt_cg *cg)
{
	if (cg->nlabels == cg->caplabels) {
		cg->caplabels = cg->caplabels ? cg->caplabels * 2 : 64;
		cg->labels = dt_realloc(cg->labels, sizeof(int) * (size_t)cg->caplabels);
		cg->label_cold = dt_realloc(cg->label_cold,
					    sizeof(bool) * (size_t)cg->caplabels);
	}
	cg->labels[cg->nlabels] = -1;
	cg->label_cold[cg->nlabels] = false;
	return cg->nlabels++;
}

void cg_label_place(struct dt_cg *cg, int label)
{
	cg->labels[label] = cg->buf.ninsns;
	cg->label_cold[label] = cg->cold_from >= 0;
}

void cg_cold_begin(struct dt_cg *cg)
{
	if (cg->cold_from >= 0)
		cg_error(cg, NULL, "internal error: nested cold code");
	cg->cold_from = cg->buf.ninsns;
}

void cg_cold_end(struct dt_cg *cg)
{
	int from = cg->cold_from;
	uint8_t last = cg->buf.ninsns > from ? cg->buf.insns[cg->buf.ninsns - 1].code : 0;
	if (from < 0 || (last != (BPF_JMP | BPF_JA) && last != (BPF_JMP | BPF_EXIT)))
		cg_error(cg, NULL, "internal error: cold code falls through");
	if (cg->ncold == cg->capcold) {
		cg->capcold = cg->capcold ? cg->capcold * 2 : 8;
		cg->cold = dt_realloc(cg->cold, sizeof(*cg->cold) * (size_t)cg->capcold);
	}
	cg->cold[cg->ncold].from = from;
	cg->cold[cg->ncold++].to = cg->buf.ninsns;
	cg->cold_from = -1;
}

/* End a segment here (between clauses) when the code since the last end
 * is long and has cold ranges: they are placed here, the hot path jumping
 * over them. */
void cg_cold_segment(struct dt_cg *cg)
{
	if (cg->ncold == cg->seg_ncold || cg->buf.ninsns - cg->seg_from < CG_SEG_INSNS)
		return;
	int over = cg_label_new(cg);
	cg_jump(cg, JA(0), over);
	cg_label_place(cg, over);
	if (cg->nseg == cg->capseg) {
		cg->capseg = cg->capseg ? cg->capseg * 2 : 8;
		cg->seg = dt_realloc(cg->seg, sizeof(*cg->seg) * (size_t)cg->capseg);
	}
	cg->seg[cg->nseg++] = cg->seg_from = cg->buf.ninsns;
	cg->seg_ncold = cg->ncold;
}

/* Move the cold ranges after the rest of their segment (the body, unless
 * cg_cold_segment cut it) before jumps are resolved: instructions, labels,
 * jump and patch sites, and the fault pcs (each the index of its own
 * store) follow their code. */
void cg_move_cold(struct dt_cg *cg, int fix0)
{
	int n = cg->buf.ninsns, at = 0;
	int nseg = cg->nseg;
	cg->nseg = cg->seg_from = cg->seg_ncold = 0;
	if (cg->ncold == 0)
		return;
	int *to = dt_zalloc(sizeof(int) * (size_t)(n + 1));
	struct bpf_insn *out = dt_zalloc(sizeof(*out) * (size_t)(n ? n : 1));
	bool *cold = dt_zalloc(sizeof(bool) * (size_t)(n + 1));
	for (int c = 0; c < cg->ncold; c++)
		for (int i = cg->cold[c].from; i < cg->cold[c].to; i++)
			cold[i] = true;
	for (int k = 0, lo = 0; k <= nseg; k++) {
		int hi = k < nseg ? cg->seg[k] : n;
		for (int i = lo; i < hi; i++)
			if (!cold[i])
				to[i] = at++;
		to[n] = at;	/* a label at the very end: after the last hot insn */
		for (int c = 0; c < cg->ncold; c++)
			if (cg->cold[c].from >= lo && cg->cold[c].from < hi)
				for (int i = cg->cold[c].from; i < cg->cold[c].to; i++)
					to[i] = at++;
		lo = hi;
	}
	/* a hot label placed where cold code starts means the next hot insn */
	int *hot_at = dt_zalloc(sizeof(int) * (size_t)(n + 1));
	hot_at[n] = to[n];
	for (int i = n - 1; i >= 0; i--)
		hot_at[i] = cold[i] ? hot_at[i + 1] : to[i];
	for (int i = 0; i < n; i++) {
		struct bpf_insn in = cg->buf.insns[i];
		if (in.code == (BPF_ST | BPF_W | BPF_MEM) && in.dst_reg == BPF_REG_8 &&
		    in.off == offsetof(struct dt_mstate, fault_pc) && in.imm == i)
			in.imm = to[i];
		out[to[i]] = in;
	}
	for (int l = 0; l < cg->nlabels; l++) {
		int p = cg->labels[l];
		if (p >= 0)
			cg->labels[l] = cg->label_cold[l] ? to[p] : hot_at[p];
	}
	for (int j = 0; j < cg->njfix; j++)
		cg->jfix[j].insn = to[cg->jfix[j].insn];
	for (int f = fix0; f < cg->nfix; f++)
		if (cg->fix[f].insn < n)
			cg->fix[f].insn = to[cg->fix[f].insn];
	memcpy(cg->buf.insns, out, sizeof(*out) * (size_t)n);
	free(out);
	free(to);
	free(cold);
	free(hot_at);
	cg->ncold = 0;
}

void cg_jump(struct dt_cg *cg, struct bpf_insn insn, int label)
{
	if (cg->njfix == cg->capjfix) {
		cg->capjfix = cg->capjfix ? cg->capjfix * 2 : 64;
		cg->jfix = dt_realloc(cg->jfix, sizeof(*cg->jfix) * (size_t)cg->capjfix);
	}
	cg->jfix[cg->njfix].insn = cg->buf.ninsns;
	cg->jfix[cg->njfix].label = label;
	cg->njfix++;
	cg_emit(cg, insn);
}

static int invert_jop(int op)
{
	switch (op) {
	case BPF_JEQ: return BPF_JNE;
	case BPF_JNE: return BPF_JEQ;
	case BPF_JGT: return BPF_JLE;
	case BPF_JLE: return BPF_JGT;
	case BPF_JGE: return BPF_JLT;
	case BPF_JLT: return BPF_JGE;
	case BPF_JSGT: return BPF_JSLE;
	case BPF_JSLE: return BPF_JSGT;
	case BPF_JSGE: return BPF_JSLT;
	case BPF_JSLT: return BPF_JSGE;
	default: return -1;
	}
}

/* The verifier explores a conditional jump's fall-through first and
 * queues the taken branch; in loops the queue grows by every taken exit.
 * Loop exits are therefore emitted as "if (!cond) continue; goto label",
 * so the exit is explored at once and only the continuation is queued. */
void cg_exit_jump(struct dt_cg *cg, struct bpf_insn insn, int label)
{
	int inv = invert_jop(BPF_OP(insn.code));
	if (inv < 0) {
		cg_jump(cg, insn, label);
		return;
	}
	insn.code = (uint8_t)((insn.code & ~0xf0) | inv);
	insn.off = 1;
	cg_emit(cg, insn);
	cg_jump(cg, JA(0), label);
}

void cg_resolve_jumps(struct dt_cg *cg)
{
	for (int i = 0; i < cg->njfix; i++) {
		int at = cg->jfix[i].insn, to = cg->labels[cg->jfix[i].label];
		if (to < 0)
			cg_error(cg, NULL, "internal error: unplaced label");
		if (to - at - 1 > 32767)
			cg_error(cg, NULL, "program too large");
		cg->buf.insns[at].off = (int16_t)(to - at - 1);
	}
	cg->njfix = 0;
	cg->nlabels = 0;
}

void cg_ldimm64(struct dt_cg *cg, int reg, uint64_t v)
{
	if ((int64_t)v >= INT32_MIN && (int64_t)v <= INT32_MAX) {
		cg_emit(cg, MOV64_IMM(reg, (int32_t)v));
		return;
	}
	cg_emit(cg, LD_IMM64_LO(reg, v));
	cg_emit(cg, LD_IMM64_HI(v));
}

void cg_ldmap(struct dt_cg *cg, int reg, enum dt_map_id map)
{
	cg_emit(cg, LD_MAP_LO(reg, map));
	cg_emit(cg, LD_MAP_HI());
}

void cg_count_drop_in(struct dt_cg *cg, int kind, int tmp, int base)
{
	int32_t off = (int32_t)(offsetof(struct dt_mstate, drops) + (size_t)kind * sizeof(uint64_t));

	cg_emit(cg, LDX_MEM(BPF_DW, tmp, base, off));
	cg_emit(cg, ALU64_IMM(BPF_ADD, tmp, 1));
	cg_emit(cg, STX_MEM(BPF_DW, base, tmp, off));
}

void cg_count_drop(struct dt_cg *cg, int kind, int tmp)
{
	cg_count_drop_in(cg, kind, tmp, BPF_REG_8);
}

void cg_error(struct dt_cg *cg, struct dt_node *n, const char *fmt, ...)
{
	char buf[1024];
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(buf, sizeof(buf), fmt, ap);
	va_end(ap);
	dt_cc_error(cg->cc, D_UNKNOWN, n ? n->line : 0, "%s", buf);
}

void cg_fault(struct dt_cg *cg, enum dt_fault fault, int addr_reg)
{
	if (cg->lbl_fault < 0)
		cg->lbl_fault = cg_label_new(cg);
	if (addr_reg >= 0)
		cg_emit(cg, STX_MEM(BPF_DW, BPF_REG_8, addr_reg,
				    offsetof(struct dt_mstate, fault_addr)));
	else
		cg_emit(cg, ST_MEM(BPF_DW, BPF_REG_8, offsetof(struct dt_mstate, fault_addr), 0));
	cg_emit(cg, ST_MEM(BPF_DW, BPF_REG_8, offsetof(struct dt_mstate, fault), fault));
	cg_emit(cg, ST_MEM(BPF_W, BPF_REG_8, offsetof(struct dt_mstate, fault_pc), cg->buf.ninsns));
	cg_jump(cg, JA(0), cg->lbl_fault);
}
