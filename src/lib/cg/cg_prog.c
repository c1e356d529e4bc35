/*
 * One probe's program: the body (every clause that enables the probe, in
 * program order) is generated first; what its instructions need (ctx,
 * mstate, argv slots, the timestamp cache) is then read off them, and the
 * prologue -- the provider's part and ours, each only what is needed --
 * goes in front.
 */
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include "cg/cg.h"

/* r0 = &the value of a single-element ARRAY map: a direct address, no
 * helper call. */
static void emit_value0(struct dt_cg *cg, enum dt_map_id map)
{
	cg_emit(cg, LD_MAP_VALUE_LO(BPF_REG_0, map));
	cg_emit(cg, LD_MAP_VALUE_HI(0));
}

/* What a program's code needs the prologue to set up, found by scanning
 * the instructions (the provider's prologue and the clauses) rather than
 * trusting every emitter to declare it: the hand-written floor
 * (bench/floor.c) pays for none of this, so a clause pays only for what
 * it uses. */
#define ALL_ARGV ((1u << DT_MAX_ARGS) - 1)

struct cg_needs {
	bool ctx;	/* r9 */
	bool mstate;	/* r8 */
	uint32_t argv;	/* argv[i] read before the provider's prologue sets it:
			   zeroed first (slots no provider fills read 0) */
	uint32_t set;	/* argv[i] the provider's prologue always sets */
	bool tstamp;	/* `timestamp`, `walltimestamp` cached in mstate: 0 until read */
};

static bool is_ldimm64(const struct bpf_insn *in)
{
	return in->code == (BPF_LD | BPF_IMM | BPF_DW);
}

/* The argv slot insn reads or writes at r8 + off, or -1. */
static int argv_slot(const struct bpf_insn *in)
{
	if (in->off < 0 || in->off >= 8 * DT_MAX_ARGS)
		return -1;
	return in->off / 8;
}

/* insns[i..i+2] = "if (cond) skip 2; return 0": a jump that skips nothing
 * the rest of the program sees. */
static bool is_exit_guard(const struct bpf_insn *insns, int n, int i)
{
	return BPF_CLASS(insns[i].code) == BPF_JMP && insns[i].off == 2 && i + 2 < n &&
	       insns[i + 1].code == (BPF_ALU64 | BPF_MOV | BPF_K) &&
	       insns[i + 2].code == (BPF_JMP | BPF_EXIT);
}

/* insns[0..n): fixed[i] marks scratch accesses (offsets relative to a
 * scratch region, not to struct dt_mstate), NULL when there are none.
 * pro: the provider's prologue, whose stores to argv[] (before any jump
 * that could skip them) need no zeroing before. */
static void scan_needs(const struct bpf_insn *insns, int n, const bool *fixed,
		       const bool *skey, bool pro, struct cg_needs *nd)
{
	bool straight = pro;

	for (int i = 0; i < n; i++) {
		const struct bpf_insn *in = &insns[i];
		int cls = BPF_CLASS(in->code);
		if (is_ldimm64(in)) {
			i++;
			continue;
		}
		if (cls == BPF_JMP && BPF_OP(in->code) != BPF_CALL &&
		    BPF_OP(in->code) != BPF_EXIT && !is_exit_guard(insns, n, i))
			straight = false;
		if (in->dst_reg == BPF_REG_9 || in->src_reg == BPF_REG_9)
			nd->ctx = true;
		if (in->dst_reg != BPF_REG_8 && in->src_reg != BPF_REG_8)
			continue;
		if (skey && skey[i])	/* a stack key's site */
			continue;
		nd->mstate = true;
		if (fixed && fixed[i])
			continue;
		int slot = argv_slot(in);
		if (cls == BPF_LDX && in->src_reg == BPF_REG_8) {
			if (slot >= 0 && !(pro && (nd->set & (1u << slot))))
				nd->argv |= 1u << slot;
			if (in->off == offsetof(struct dt_mstate, tstamp) ||
			    in->off == offsetof(struct dt_mstate, wtstamp))
				nd->tstamp = true;
		} else if ((cls == BPF_ST || cls == BPF_STX) && in->dst_reg == BPF_REG_8) {
			if (slot >= 0 && straight)
				nd->set |= 1u << slot;
		} else if ((cls == BPF_ALU64 || cls == BPF_ALU) && in->src_reg == BPF_REG_8 &&
			   BPF_SRC(in->code) == BPF_X) {
			/* r8 copied: a scratch address when the next insn adds
			 * a region's offset to it; otherwise (args[i] with a
			 * variable i, a provider's helper call) anything in
			 * mstate may be read */
			if (!(BPF_OP(in->code) == BPF_MOV && fixed && i + 1 < n && fixed[i + 1])) {
				nd->argv |= pro ? ALL_ARGV & ~nd->set : ALL_ARGV;
				nd->tstamp = true;
			}
		}
	}
}

/* The program's prologue: ctx, the activity gate, mstate, argv, provider
 * args and the single-element maps the body uses -- each only if needed.
 * pro[0..npro): the provider's prologue, already built. */
static void emit_prologue(struct dt_cg *cg, const struct dt_probe *p,
			  const struct cg_needs *nd, const struct bpf_insn *pro, int npro,
			  bool skey, int *skey_pro, int gate[2])
{
	if (nd->ctx)
		cg_emit(cg, MOV64_REG(BPF_REG_9, BPF_REG_1));
	gate[0] = gate[1] = -1;
	if (p->attach != DT_ATTACH_NONE) {
		/* no probe fires before BEGIN has run nor after exit(): a
		 * direct value address, before any other work.  The jump
		 * out is the rare case: it goes to an exit after the body
		 * (the caller places it), so an active session runs on
		 * without a taken branch. */
		emit_value0(cg, DT_MAP_STATE);
		cg_emit(cg, LDX_MEM(BPF_W, BPF_REG_1, BPF_REG_0,
				    offsetof(struct dt_state, activity)));
		gate[0] = cg->buf.ninsns;
		cg_emit(cg, JMP_IMM(BPF_JNE, BPF_REG_1, DT_ACTIVITY_ACTIVE, 0));
		/* -x cpu: only that CPU's probes record, whatever the
		 * provider (BEGIN, END and ERROR are run on it instead).
		 * R1 is no longer ctx here: the gate's load took it. */
		if (dt_opt_isset(cg->h, OPT_cpu)) {
			cg_emit(cg, CALL_HELPER(BPF_FUNC_get_smp_processor_id));
			gate[1] = cg->buf.ninsns;
			cg_emit(cg, JMP_IMM(BPF_JNE, BPF_REG_0,
					    (int32_t)dt_opt_int(cg->h, OPT_cpu, 0), 0));
		}
		cg_cgroup_gate(cg);	/* -x cgroup */
	}
	*skey_pro = -1;
	if (nd->mstate || skey) {
		/* Only stack keys need no mstate: its lookup is left as no-ops
		 * (the verifier drops them), filled in should the keys move to
		 * mstate (layout_scratch). */
		struct bpf_insn blk[CG_MSTATE_INSNS];
		cg_mstate_block(blk);
		if (!nd->mstate)
			*skey_pro = cg->buf.ninsns;
		for (int i = 0; i < CG_MSTATE_INSNS; i++)
			cg_emit(cg, nd->mstate ? blk[i] : JA(0));
	}
	for (int i = 0; i < DT_MAX_ARGS; i++)
		if (nd->argv & (1u << i))
			cg_emit(cg, ST_MEM(BPF_DW, BPF_REG_8, i * 8, 0));
	if (nd->tstamp) {
		cg_emit(cg, ST_MEM(BPF_DW, BPF_REG_8, offsetof(struct dt_mstate, tstamp), 0));
		cg_emit(cg, ST_MEM(BPF_DW, BPF_REG_8, offsetof(struct dt_mstate, wtstamp), 0));
	}
	for (int i = 0; i < npro; i++)
		cg_emit(cg, pro[i]);
	if (cg->need_globals) {
		emit_value0(cg, DT_MAP_GLOBALS);
		cg_emit(cg, STX_MEM(BPF_DW, BPF_REG_10, BPF_REG_0, CG_SLOT_GLOBALS));
	}
	if (cg->need_strtab) {
		emit_value0(cg, DT_MAP_STRTAB);
		cg_emit(cg, STX_MEM(BPF_DW, BPF_REG_10, BPF_REG_0, CG_SLOT_STRTAB));
	}
}

/* Each EPID a grouped program made stands for its first probe; the
 * EPIDs after it (cg_edesc_new reserved them) for the others, the same
 * clause and records. */
static void group_aliases(struct dt_cg *cg, struct dt_probe **group, int ngroup)
{
	struct dt_cg_out *o = cg->out;
	for (int e = 0; e < cg->ngroup_eds; e++) {
		struct dt_edesc *ed = cg->group_eds[e];
		for (int k = 1; k < ngroup; k++) {
			struct dt_edesc *al = dt_zalloc(sizeof(*al));
			*al = *ed;
			al->epid = ed->epid + (uint32_t)k;
			al->probe_id = group[k]->id;
			al->alias = true;
			o->edescs[al->epid] = al;
		}
	}
	free(cg->group_eds);
	cg->group_eds = NULL;
	cg->ngroup_eds = 0;
}

/* The buffer being built goes to spare[i], and spare[i]'s (emptied)
 * becomes the one built: the body's, the prologue's and the program's
 * buffers serve every program of the compile. */
static void buf_swap(struct dt_cg *cg, int i)
{
	struct bpf_insn *insns = cg->buf.insns;
	int cap = cg->buf.cap;
	cg->buf.insns = cg->spare[i].insns;
	cg->buf.cap = cg->spare[i].cap;
	cg->buf.ninsns = 0;
	cg->spare[i].insns = insns;
	cg->spare[i].cap = cap;
}

static bool same_fixes(const struct cg_fix *a, const struct cg_fix *b, int n)
{
	for (int i = 0; i < n; i++)
		if (a[i].insn != b[i].insn || a[i].region != b[i].region || a[i].off != b[i].off ||
		    a[i].skey != b[i].skey)
			return false;
	return true;
}

/* A program the same as the compile's last one with instructions of its
 * own (instructions and patch sites, program and attach type) shares that
 * one's instructions: syscall:::entry's clause is one program for each of
 * some 350 syscalls when nothing in it depends on the probe (no probefunc,
 * no record, whose EPID differs), and a copy each was a third of the
 * session's heap.  Its patch sites (fix[fix0..]) are dropped: the other's
 * patch the shared array, and a late site adds a delta, so twice would be
 * wrong. */
static void share_insns(struct dt_cg *cg, struct dt_bpf_prog *bp, int fix0)
{
	const struct dt_bpf_prog *q = cg->last;
	int nf = cg->nfix - fix0;
	if (q && !q->group && !bp->group && q->ninsns == bp->ninsns && q->ops == bp->ops &&
	    q->type == bp->type && q->expected_attach_type == bp->expected_attach_type &&
	    q->attach_btf_id == bp->attach_btf_id &&
	    q->attach_btf_obj_fd == bp->attach_btf_obj_fd && q->skey_pro == bp->skey_pro &&
	    q->skey_ext == bp->skey_ext && nf == cg->last_fix1 - cg->last_fix0 &&
	    memcmp(q->insns, bp->insns, sizeof(*bp->insns) * (size_t)bp->ninsns) == 0 &&
	    same_fixes(&cg->fix[cg->last_fix0], &cg->fix[fix0], nf)) {
		free(bp->insns);
		bp->insns = q->insns;
		bp->same = q;
		cg->nfix = fix0;
		return;
	}
	cg->last = bp;
	cg->last_fix0 = fix0;
	cg->last_fix1 = cg->nfix;
}

struct dt_bpf_prog *cg_probe_prog(struct dt_cg *cg, struct dt_probe *p,
				  const struct dt_provider_ops *ops,
				  struct dt_node **clauses, int *idx, int nc,
				  struct dt_probe **group, int ngroup)
{
	int fix0 = cg->nfix;
	uint64_t *cookies = NULL;

	cg->ngroup = ngroup;
	cg->group_recmax = cg->group_modmax = 0;
	cg->ngroup_eds = 0;
	if (ngroup > 0) {
		cookies = cg->group_cookies = dt_zalloc(sizeof(*cookies) * (size_t)ngroup);
		cg_strtab_group_records(cg, group, ngroup, cookies);
	}

	cg->buf.ninsns = 0;
	cg->nlabels = 0;
	cg->njfix = 0;
	cg->ncold = 0;
	cg->cold_from = -1;
	cg->nseg = cg->seg_from = cg->seg_ncold = 0;
	cg->need_globals = cg->need_strtab = false;
	cg->exit_seen = false;
	cg->probe = p;
	cg->pops = ops;
	cg_alloca_firing_start(cg);	/* frees the previous firing's scratch memory */
	for (int i = 0; i < nc; i++)
		cg_clause(cg, clauses[i], idx[i]);
	cg_emit(cg, MOV64_IMM(BPF_REG_0, 0));
	cg_emit(cg, EXIT_INSN());
	cg_move_cold(cg, fix0);
	cg_resolve_jumps(cg);

	/* Put the prologue in front of the body: the provider's part first
	 * (its instructions tell what it needs too), then ours. */
	int nbody = cg->buf.ninsns;
	buf_swap(cg, 0);
	const struct bpf_insn *body = cg->spare[0].insns;

	/* The body's needs first: the provider's prologue fills only the
	 * argv slots the body reads. */
	struct cg_needs nb = { false, false, 0, 0, false };
	bool *fixed = dt_zalloc(sizeof(bool) * (size_t)(nbody + 1));
	bool *skey = dt_zalloc(sizeof(bool) * (size_t)(nbody + 1));
	bool has_skey = false;
	for (int i = fix0; i < cg->nfix; i++) {
		int at = cg->fix[i].insn;
		if (at >= nbody)
			continue;
		fixed[at] = true;
		if (cg->fix[i].skey) {
			/* the store itself, or the add and the mov before it */
			skey[at] = has_skey = true;
			if (BPF_CLASS(body[at].code) == BPF_ALU64 && at > 0)
				skey[at - 1] = true;
		}
	}
	scan_needs(body, nbody, fixed, skey, false, &nb);
	free(fixed);
	free(skey);
	cg->buf.argv_used = nb.argv;
	/* a tracepoint's fields are read (its format file) only now that the
	 * body is known to read argv[] */
	if (nb.argv && p)
		dt_probe_describe_fields(cg->h, p);
	if (cg->pops && cg->pops->prologue)
		cg->pops->prologue(&cg->buf, p);
	cg_prologue_lacks(cg);
	int nppro = cg->buf.ninsns;
	buf_swap(cg, 1);
	const struct bpf_insn *pro = cg->spare[1].insns;

	struct cg_needs nd = { false, false, 0, 0, false };
	scan_needs(pro, nppro, NULL, NULL, true, &nd);
	nd.ctx |= nb.ctx;
	nd.mstate |= nb.mstate;
	nd.tstamp |= nb.tstamp;
	nd.argv |= nb.argv & ~nd.set;
	int skey_pro, gate[2];
	emit_prologue(cg, p, &nd, pro, nppro, has_skey, &skey_pro, gate);
	int npro = cg->buf.ninsns;
	for (int i = 0; i < nbody; i++)
		cg_emit(cg, body[i]);
	if (gate[0] >= 0) {	/* the gates' way out: after everything else */
		int out = cg->buf.ninsns;
		if (out - (gate[0] + 1) > 32767)
			cg_error(cg, NULL, "program too large");
		cg_emit(cg, MOV64_IMM(BPF_REG_0, 0));
		cg_emit(cg, EXIT_INSN());
		for (int g = 0; g < 2; g++)
			if (gate[g] >= 0)
				cg->buf.insns[gate[g]].off = (int16_t)(out - (gate[g] + 1));
	}

	struct dt_bpf_prog *bp = dt_zalloc(sizeof(*bp));
	bp->probe = p;
	bp->ops = ops;
	bp->type = ops ? ops->prog_type : BPF_PROG_TYPE_RAW_TRACEPOINT;
	bp->expected_attach_type = ops ? ops->expected_attach_type : 0;
	bp->attach_btf_id = ops && ops->attach_btf_id ? ops->attach_btf_id(p) : 0;
	bp->attach_btf_obj_fd = ops && ops->attach_btf_obj_fd ? ops->attach_btf_obj_fd(p) : 0;
	/* a copy to its size, the buffer kept for the next program:
	 * syscall:::entry keeps hundreds of 80-instruction programs, and
	 * each buffer of its own (grown by doubling from 256 instructions,
	 * then shrunk) left a hole the next one did not fit in */
	size_t isz = sizeof(*bp->insns) * (size_t)cg->buf.ninsns;
	bp->insns = dt_zalloc(isz ? isz : sizeof(*bp->insns));
	memcpy(bp->insns, cg->buf.insns, isz);
	bp->ninsns = cg->buf.ninsns;
	bp->skey_pro = skey_pro;
	bp->skey_ext = cg->plan->key_max;
	snprintf(bp->name, sizeof(bp->name), "dt_%u", p->id);
	if (ngroup > 0) {
		bp->group = group;
		bp->cookies = cookies;
		bp->ngroup = ngroup;
		group_aliases(cg, group, ngroup);
		cg->group_cookies = NULL;
	}
	cg->ngroup = 0;
	cg->buf.ninsns = 0;
	for (int i = fix0; i < cg->nfix; i++) {
		cg->fix[i].prog = bp;
		cg->fix[i].insn += npro;
	}
	/* Fault pcs were recorded relative to the body. */
	for (int i = npro; i < bp->ninsns; i++) {
		struct bpf_insn *in = &bp->insns[i];
		if (in->code == (BPF_ST | BPF_W | BPF_MEM) && in->dst_reg == BPF_REG_8 &&
		    in->off == offsetof(struct dt_mstate, fault_pc))
			in->imm += npro;
	}
	share_insns(cg, bp, fix0);
	return bp;
}
