/*
 * The code generator's driver: matches each clause's probe descriptions,
 * builds one BPF program per matched probe (prologue + every clause that
 * enables it, in program order), lays out the scratch space and fills
 * h->cgout for the runtime.  Expressions, statements, actions, strings and
 * aggregations live in cg_expr.c, cg_stmt.c, cg_act.c, cg_str.c, cg_agg.c.
 */
#include <stddef.h>
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>

#include "cg/cg.h"
#include "cg/entry.h"
#include "prov/entry.h"

/* ------------------------------------------------------------ emission */

void cg_emit(struct dt_cg *cg, struct bpf_insn insn)
{
	if (cg->ninsns == cg->cap) {
		cg->cap = cg->cap ? cg->cap * 2 : 256;
		cg->insns = dt_realloc(cg->insns, sizeof(*cg->insns) * (size_t)cg->cap);
	}
	cg->insns[cg->ninsns++] = insn;
}

void dt_cg_emit(struct dt_cg *cg, struct bpf_insn insn)
{
	cg_emit(cg, insn);
}

uint32_t dt_cg_argv_used(const struct dt_cg *cg)
{
	return cg->argv_used;
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
	cg->labels[label] = cg->ninsns;
	cg->label_cold[label] = cg->cold_from >= 0;
}

void cg_cold_begin(struct dt_cg *cg)
{
	if (cg->cold_from >= 0)
		cg_error(cg, NULL, "internal error: nested cold code");
	cg->cold_from = cg->ninsns;
}

void cg_cold_end(struct dt_cg *cg)
{
	int from = cg->cold_from;
	uint8_t last = cg->ninsns > from ? cg->insns[cg->ninsns - 1].code : 0;
	if (from < 0 || (last != (BPF_JMP | BPF_JA) && last != (BPF_JMP | BPF_EXIT)))
		cg_error(cg, NULL, "internal error: cold code falls through");
	if (cg->ncold == cg->capcold) {
		cg->capcold = cg->capcold ? cg->capcold * 2 : 8;
		cg->cold = dt_realloc(cg->cold, sizeof(*cg->cold) * (size_t)cg->capcold);
	}
	cg->cold[cg->ncold].from = from;
	cg->cold[cg->ncold++].to = cg->ninsns;
	cg->cold_from = -1;
}

/* Move the cold ranges after the rest of the body (before jumps are
 * resolved): instructions, labels, jump and patch sites, and the fault
 * pcs (each the index of its own store) follow their code. */
static void move_cold(struct dt_cg *cg, int fix0)
{
	int n = cg->ninsns, at = 0;
	if (cg->ncold == 0)
		return;
	int *to = dt_zalloc(sizeof(int) * (size_t)(n + 1));
	struct bpf_insn *out = dt_zalloc(sizeof(*out) * (size_t)(n ? n : 1));
	bool *cold = dt_zalloc(sizeof(bool) * (size_t)(n + 1));
	for (int c = 0; c < cg->ncold; c++)
		for (int i = cg->cold[c].from; i < cg->cold[c].to; i++)
			cold[i] = true;
	for (int i = 0; i < n; i++)
		if (!cold[i])
			to[i] = at++;
	to[n] = at;	/* a label at the very end: after the last hot insn */
	for (int c = 0; c < cg->ncold; c++)
		for (int i = cg->cold[c].from; i < cg->cold[c].to; i++)
			to[i] = at++;
	/* a hot label placed where cold code starts means the next hot insn */
	int *hot_at = dt_zalloc(sizeof(int) * (size_t)(n + 1));
	hot_at[n] = to[n];
	for (int i = n - 1; i >= 0; i--)
		hot_at[i] = cold[i] ? hot_at[i + 1] : to[i];
	for (int i = 0; i < n; i++) {
		struct bpf_insn in = cg->insns[i];
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
	memcpy(cg->insns, out, sizeof(*out) * (size_t)n);
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
	cg->jfix[cg->njfix].insn = cg->ninsns;
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

static void resolve_jumps(struct dt_cg *cg)
{
	for (int i = 0; i < cg->njfix; i++) {
		int at = cg->jfix[i].insn, to = cg->labels[cg->jfix[i].label];
		if (to < 0)
			cg_error(cg, NULL, "internal error: unplaced label");
		if (to - at - 1 > 32767)
			cg_error(cg, NULL, "program too large");
		cg->insns[at].off = (int16_t)(to - at - 1);
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

void cg_mstate_to_r0(struct dt_cg *cg, int lfail)
{
	cg_call_begin(cg);
	cg_emit(cg, ST_MEM(BPF_W, BPF_REG_10, CG_SLOT_KEY, 0));
	cg_ldmap(cg, BPF_REG_1, DT_MAP_MSTATE);
	cg_emit(cg, MOV64_REG(BPF_REG_2, BPF_REG_10));
	cg_emit(cg, ALU64_IMM(BPF_ADD, BPF_REG_2, CG_SLOT_KEY));
	cg_call_end(cg, BPF_FUNC_map_lookup_elem, false);
	cg_jump(cg, JMP_IMM(BPF_JEQ, BPF_REG_0, 0, 0), lfail);
}

/* ------------------------------------------------------------ scratch */

static void add_fix(struct dt_cg *cg, enum cg_region region, bool off)
{
	if (cg->nfix == cg->capfix) {
		cg->capfix = cg->capfix ? cg->capfix * 2 : 256;
		cg->fix = dt_realloc(cg->fix, sizeof(*cg->fix) * (size_t)cg->capfix);
	}
	cg->fix[cg->nfix++] = (struct cg_fix){ NULL, cg->ninsns, region, off, false };
}

void cg_fix_skey(struct dt_cg *cg)
{
	cg->fix[cg->nfix - 1].skey = true;
}

void cg_scratch_addr_in(struct dt_cg *cg, int reg, int base, enum cg_region region, int32_t off)
{
	cg_emit(cg, MOV64_REG(reg, base));
	add_fix(cg, region, false);
	cg_emit(cg, ALU64_IMM(BPF_ADD, reg, off));
}

void cg_scratch_addr(struct dt_cg *cg, int reg, enum cg_region region, int32_t off)
{
	cg_scratch_addr_in(cg, reg, BPF_REG_8, region, off);
}

void cg_scratch_ld(struct dt_cg *cg, int size, int reg, enum cg_region region, int32_t off)
{
	add_fix(cg, region, true);
	cg_emit(cg, LDX_MEM(size, reg, BPF_REG_8, off));
}

void cg_scratch_st_in(struct dt_cg *cg, int base, int size, enum cg_region region,
		      int32_t off, int reg)
{
	add_fix(cg, region, true);
	cg_emit(cg, STX_MEM(size, base, reg, off));
}

void cg_scratch_st(struct dt_cg *cg, int size, enum cg_region region, int32_t off, int reg)
{
	cg_scratch_st_in(cg, BPF_REG_8, size, region, off, reg);
}

void cg_scratch_st_imm(struct dt_cg *cg, int size, enum cg_region region, int32_t off,
		       int32_t imm)
{
	add_fix(cg, region, true);
	cg_emit(cg, ST_MEM(size, BPF_REG_8, off, imm));
}

void cg_region_need(struct dt_cg *cg, enum cg_region region, uint32_t size)
{
	if (cg->region_size[region] < size)
		cg->region_size[region] = size;
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

/* ------------------------------------------------------------ strtab */

uint32_t cg_strtab_add(struct dt_cg *cg, const char *s, size_t len)
{
	struct cg_sess *ss = cg->sess;
	struct dt_cg_out *o = cg->out;

	if (len >= (size_t)cg->strsize)
		len = (size_t)cg->strsize - 1;
	for (int i = 0; i < ss->nstrs; i++)
		if (ss->strs[i].len == len && memcmp(ss->strs[i].s, s, len) == 0)
			return ss->strs[i].off;
	ss->strs = dt_realloc(ss->strs, sizeof(*ss->strs) * (size_t)(ss->nstrs + 1));
	/* The table keeps strsize zero bytes after the last string so that
	 * every constant can be read as a whole strsize buffer. */
	o->strtab_len = ss->strtab_used + (uint32_t)len + 1 + (uint32_t)cg->strsize;
	o->strtab = dt_realloc(o->strtab, o->strtab_len);
	uint32_t off = ss->strtab_used;
	memset(o->strtab + off, 0, o->strtab_len - off);
	memcpy(o->strtab + off, s, len);
	ss->strtab_used += (uint32_t)len + 1;
	ss->strs[ss->nstrs++] = (struct cg_strent){ dt_strndup(s, len), len, off };
	return off;
}

/* A grouped program's per-probe records (dt_provider_ops.group): u32
 * probe id, u32 module name offset, the function name; 8-aligned, one
 * allocation for them all (cg_strtab_add's search would be quadratic over
 * tens of thousands of fbt functions).  Fills cookies[] and the bounds of
 * the offsets the program may read (cg_group_*). */
static void strtab_group_records(struct dt_cg *cg, struct dt_probe *const *g, int n,
				 uint64_t *cookies)
{
	struct cg_sess *ss = cg->sess;
	struct dt_cg_out *o = cg->out;
	uint32_t *modoff = dt_zalloc(sizeof(uint32_t) * (size_t)n);
	size_t total = 0, maxlen = (size_t)cg->strsize - 1;
	for (int i = 0; i < n; i++) {
		const char *mod = g[i]->mod ? g[i]->mod : "";
		modoff[i] = cg_strtab_add(cg, mod, strlen(mod));
		if (modoff[i] > cg->group_modmax)
			cg->group_modmax = modoff[i];
		size_t len = strlen(g[i]->func ? g[i]->func : "");
		total += (8 + (len < maxlen ? len : maxlen) + 1 + 7) & ~(size_t)7;
	}
	uint32_t base = (ss->strtab_used + 7) & ~7u;
	o->strtab_len = base + (uint32_t)total + (uint32_t)cg->strsize;
	o->strtab = dt_realloc(o->strtab, o->strtab_len);
	memset(o->strtab + ss->strtab_used, 0, o->strtab_len - ss->strtab_used);
	uint32_t at = base;
	for (int i = 0; i < n; i++) {
		const char *func = g[i]->func ? g[i]->func : "";
		size_t len = strlen(func);
		if (len > maxlen)
			len = maxlen;
		uint32_t id = g[i]->id;
		memcpy(o->strtab + at, &id, 4);
		memcpy(o->strtab + at + 4, &modoff[i], 4);
		memcpy(o->strtab + at + 8, func, len);
		cookies[i] = (uint64_t)(uint32_t)i | (uint64_t)at << 32;
		cg->group_recmax = at;
		at += (uint32_t)((8 + len + 1 + 7) & ~(size_t)7);
	}
	ss->strtab_used = at;
	free(modoff);
}

/* ------------------------------------------------------------ faults */

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
	cg_emit(cg, ST_MEM(BPF_W, BPF_REG_8, offsetof(struct dt_mstate, fault_pc), cg->ninsns));
	cg_jump(cg, JA(0), cg->lbl_fault);
}

/* ------------------------------------------------------------ session */

static struct cg_sess *sess_get(dtrace_hdl_t *h)
{
	if (!h->cgout) {
		h->cgout = dt_zalloc(sizeof(*h->cgout));
		h->cgout->cg_priv = dt_zalloc(sizeof(struct cg_sess));
		struct cg_sess *ss = h->cgout->cg_priv;
		/* buffers hold strsize characters and the NUL */
		ss->strsize = (int)dt_opt_int(h, "strsize", 256) + 1;
		if (ss->strsize < 2)
			ss->strsize = 2;
		if (ss->strsize > 4096)
			ss->strsize = 4096;
		/* EPID 0 is never used: DTrace's EPIDs start at 1. */
		h->cgout->edescs = dt_zalloc(sizeof(struct dt_edesc *));
		h->cgout->nedescs = 1;
		h->cgout->tls_keysize = 16;
		h->cgout->tls_valsize = 8;
		h->cgout->assoc_keysize = 16;
		h->cgout->assoc_valsize = 8;
		h->cgout->agg_keysize = 8;
		h->cgout->agg_valsize = 8;
		h->cgout->globals_size = 8;
		h->cgout->strtab = dt_zalloc((size_t)ss->strsize);
		h->cgout->strtab_len = (uint32_t)ss->strsize;
	}
	return h->cgout->cg_priv;
}

static void edesc_free(struct dt_edesc *ed)
{
	if (!ed)
		return;
	if (ed->alias) {	/* acts and recs are the group leader's */
		free(ed);
		return;
	}
	for (int i = 0; i < ed->nacts; i++) {
		free(ed->acts[i].fmt);
		free(ed->acts[i].aggids);
	}
	free(ed->acts);
	free(ed->recs);
	free(ed);
}

static void cgout_free(dtrace_hdl_t *h)
{
	struct dt_cg_out *o = h->cgout;
	struct cg_sess *ss = o->cg_priv;

	for (struct dt_bpf_prog *p = o->progs, *n; p; p = n) {
		n = p->next;
		free(p->insns);
		free(p->group);
		free(p->cookies);
		free(p);
	}
	for (int i = 0; i < o->nedescs; i++)
		edesc_free(o->edescs[i]);
	free(o->edescs);
	for (int i = 0; i < o->naggs; i++) {
		if (o->aggs[i]) {
			free(o->aggs[i]->name);
			free(o->aggs[i]->keys);
			free(o->aggs[i]);
		}
	}
	free(o->aggs);
	free(o->strtab);
	for (int i = 0; i < ss->nstrs; i++)
		free(ss->strs[i].s);
	free(ss->strs);
	free(ss->gvar_off);
	free(ss->late);
	free(ss);
	free(o);
	h->cgout = NULL;
}

/* ------------------------------------------------------------ probes */

/* A set of matched probes: the list in first-match order plus a bitmap by
 * probe id, so large enablings (thousands of pid probes) stay linear. */
struct match_ctx {
	struct dt_probe **probes;
	int n, cap;
	uint8_t *seen;
	uint32_t nseen;
};

static bool match_has(const struct match_ctx *m, const struct dt_probe *p)
{
	return p->id < m->nseen && (m->seen[p->id / 8] & (1u << (p->id % 8)));
}

static int match_cb(struct dt_probe *p, void *arg)
{
	struct match_ctx *m = arg;
	if (match_has(m, p))
		return 0;
	if (p->id >= m->nseen) {
		m->seen = dt_bitset_grow(m->seen, &m->nseen, p->id);
	}
	m->seen[p->id / 8] |= (uint8_t)(1u << (p->id % 8));
	if (m->n == m->cap) {
		m->cap = m->cap ? m->cap * 2 : 16;
		m->probes = dt_realloc(m->probes, sizeof(*m->probes) * (size_t)m->cap);
	}
	m->probes[m->n++] = p;
	return 0;
}

static void match_free(struct match_ctx *m)
{
	free(m->probes);
	free(m->seen);
}

/* ------------------------------------------------------------ programs */

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
struct cg_needs {
	bool ctx;	/* r9 */
	bool mstate;	/* r8 */
	uint32_t argv;	/* argv[i] read before the provider's prologue sets it:
			   zeroed first (slots no provider fills read 0) */
	uint32_t set;	/* argv[i] the provider's prologue always sets */
	bool tstamp;	/* `timestamp` cached in mstate: 0 until read */
};

#define ALL_ARGV ((1u << DT_MAX_ARGS) - 1)

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
			if (in->off == offsetof(struct dt_mstate, tstamp))
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

/* out[0..CG_MSTATE_INSNS) = r8 = &mstate, or return 0. */
#define CG_MSTATE_INSNS 10
static void mstate_block(struct bpf_insn *out)
{
	int i = 0;
	out[i++] = ST_MEM(BPF_DW, BPF_REG_10, CG_SLOT_KEY, 0);
	out[i++] = LD_MAP_LO(BPF_REG_1, DT_MAP_MSTATE);
	out[i++] = LD_MAP_HI();
	out[i++] = MOV64_REG(BPF_REG_2, BPF_REG_10);
	out[i++] = ALU64_IMM(BPF_ADD, BPF_REG_2, CG_SLOT_KEY);
	out[i++] = CALL_HELPER(BPF_FUNC_map_lookup_elem);
	out[i++] = JMP_IMM(BPF_JNE, BPF_REG_0, 0, 2);
	out[i++] = MOV64_IMM(BPF_REG_0, 0);
	out[i++] = EXIT_INSN();
	out[i++] = MOV64_REG(BPF_REG_8, BPF_REG_0);
}

/* The program's prologue: ctx, the activity gate, mstate, argv, provider
 * args and the single-element maps the body uses -- each only if needed.
 * pro[0..npro): the provider's prologue, already built. */
static void emit_prologue(struct dt_cg *cg, const struct dt_probe *p,
			  const struct cg_needs *nd, const struct bpf_insn *pro, int npro,
			  bool skey, int *skey_pro, int *gate)
{
	if (nd->ctx)
		cg_emit(cg, MOV64_REG(BPF_REG_9, BPF_REG_1));
	*gate = -1;
	if (p->attach != DT_ATTACH_NONE) {
		/* no probe fires before BEGIN has run nor after exit(): a
		 * direct value address, before any other work.  The jump
		 * out is the rare case: it goes to an exit after the body
		 * (the caller places it), so an active session runs on
		 * without a taken branch. */
		emit_value0(cg, DT_MAP_STATE);
		cg_emit(cg, LDX_MEM(BPF_W, BPF_REG_1, BPF_REG_0,
				    offsetof(struct dt_state, activity)));
		*gate = cg->ninsns;
		cg_emit(cg, JMP_IMM(BPF_JNE, BPF_REG_1, DT_ACTIVITY_ACTIVE, 0));
	}
	*skey_pro = -1;
	if (nd->mstate || skey) {
		/* Only stack keys need no mstate: its lookup is left as no-ops
		 * (the verifier drops them), filled in should the keys move to
		 * mstate (layout_scratch). */
		struct bpf_insn blk[CG_MSTATE_INSNS];
		mstate_block(blk);
		if (!nd->mstate)
			*skey_pro = cg->ninsns;
		for (int i = 0; i < CG_MSTATE_INSNS; i++)
			cg_emit(cg, nd->mstate ? blk[i] : JA(0));
	}
	for (int i = 0; i < DT_MAX_ARGS; i++)
		if (nd->argv & (1u << i))
			cg_emit(cg, ST_MEM(BPF_DW, BPF_REG_8, i * 8, 0));
	if (nd->tstamp)
		cg_emit(cg, ST_MEM(BPF_DW, BPF_REG_8, offsetof(struct dt_mstate, tstamp), 0));
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

static struct dt_bpf_prog *build_probe_prog(struct dt_cg *cg, struct dt_probe *p,
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
		strtab_group_records(cg, group, ngroup, cookies);
	}

	cg->ninsns = 0;
	cg->nlabels = 0;
	cg->njfix = 0;
	cg->ncold = 0;
	cg->cold_from = -1;
	cg->need_globals = cg->need_strtab = false;
	cg->exit_seen = false;
	cg->probe = p;
	cg->pops = ops;
	for (int i = 0; i < nc; i++)
		cg_clause(cg, clauses[i], idx[i]);
	cg_emit(cg, MOV64_IMM(BPF_REG_0, 0));
	cg_emit(cg, EXIT_INSN());
	move_cold(cg, fix0);
	resolve_jumps(cg);

	/* Put the prologue in front of the body: the provider's part first
	 * (its instructions tell what it needs too), then ours. */
	struct bpf_insn *body = cg->insns;
	int nbody = cg->ninsns;
	cg->insns = NULL;
	cg->ninsns = cg->cap = 0;

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
	cg->argv_used = nb.argv;
	if (cg->pops && cg->pops->prologue)
		cg->pops->prologue(cg, p);
	struct bpf_insn *pro = cg->insns;
	int nppro = cg->ninsns;
	cg->insns = NULL;
	cg->ninsns = cg->cap = 0;

	struct cg_needs nd = { false, false, 0, 0, false };
	scan_needs(pro, nppro, NULL, NULL, true, &nd);
	nd.ctx |= nb.ctx;
	nd.mstate |= nb.mstate;
	nd.tstamp |= nb.tstamp;
	nd.argv |= nb.argv & ~nd.set;
	int skey_pro, gate;
	emit_prologue(cg, p, &nd, pro, nppro, has_skey, &skey_pro, &gate);
	free(pro);
	int npro = cg->ninsns;
	for (int i = 0; i < nbody; i++)
		cg_emit(cg, body[i]);
	free(body);
	if (gate >= 0) {	/* the gate's way out: after everything else */
		int d = cg->ninsns - (gate + 1);
		if (d > 32767)
			cg_error(cg, NULL, "program too large");
		cg_emit(cg, MOV64_IMM(BPF_REG_0, 0));
		cg_emit(cg, EXIT_INSN());
		cg->insns[gate].off = (int16_t)d;
	}

	struct dt_bpf_prog *bp = dt_zalloc(sizeof(*bp));
	bp->probe = p;
	bp->ops = ops;
	bp->type = ops ? ops->prog_type : BPF_PROG_TYPE_RAW_TRACEPOINT;
	bp->expected_attach_type = ops ? ops->expected_attach_type : 0;
	bp->attach_btf_id = ops && ops->attach_btf_id ? ops->attach_btf_id(p) : 0;
	bp->insns = cg->insns;
	bp->ninsns = cg->ninsns;
	bp->skey_pro = skey_pro;
	bp->skey_ext = cg->key_max;
	snprintf(bp->name, sizeof(bp->name), "dt_%u", p->id);
	if (ngroup > 0) {
		bp->group = group;
		bp->cookies = cookies;
		bp->ngroup = ngroup;
		group_aliases(cg, group, ngroup);
		cg->group_cookies = NULL;
	}
	cg->ngroup = 0;
	cg->insns = NULL;
	cg->ninsns = cg->cap = 0;
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
	return bp;
}

static uint32_t round8u(uint32_t v)
{
	return (v + 7) & ~7u;
}

static void patch_insn(struct bpf_insn *in, bool off, int32_t delta)
{
	if (off)
		in->off = (int16_t)(in->off + delta);
	else
		in->imm += delta;
}

/* Lay the scratch regions out and patch every instruction that uses them.
 *
 * Most regions only live while one program runs, so every compile lays
 * its own out from the end of struct dt_mstate.  Two cannot overlap
 * anything another compile writes:
 *   - CG_R_KEY: hash maps read their whole session-wide key size, which a
 *     later compile may grow past what this compile zero-fills.  Each
 *     compile gets a key region of its own, sized for the session's
 *     largest key: the bytes past this compile's longest key are never
 *     written, so they stay zero and its keys stay valid whatever size the
 *     maps end up with.
 *   - CG_R_ZERO: never written by anyone.
 * Both go after the regions of every compile; their bases move as later
 * compiles grow, so their instructions are re-patched (ss->late) until
 * the programs are loaded. */
static void layout_scratch(struct dt_cg *cg)
{
	struct cg_sess *ss = cg->sess;
	struct dt_cg_out *o = cg->out;
	uint32_t base[CG_R__COUNT] = { 0 };
	uint32_t at = (uint32_t)sizeof(struct dt_mstate);

	if (cg->key_seen > cg->key_max)
		cg_error(cg, NULL, "internal error: key of %u bytes, prescan found %u",
			 cg->key_seen, cg->key_max);
	cg_region_need(cg, CG_R_THIS, cg->this_size);
	cg_region_need(cg, CG_R_VAL, (uint32_t)cg->strsize);
	for (int r = 0; r < CG_R__COUNT; r++) {
		if (r == CG_R_KEY || r == CG_R_ZERO)
			continue;
		base[r] = at;
		at += round8u(cg->region_size[r]);
	}
	uint32_t body_end = ss->body_end > at ? ss->body_end : at;
	uint32_t key_slot = round8u(cg->region_size[CG_R_KEY]);
	if (key_slot < round8u(o->agg_keysize))
		key_slot = round8u(o->agg_keysize);
	if (key_slot < round8u(o->assoc_keysize))
		key_slot = round8u(o->assoc_keysize);
	if (key_slot < ss->key_slot)
		key_slot = ss->key_slot;
	uint32_t zero_size = round8u(cg->region_size[CG_R_ZERO]);
	if (zero_size < round8u(o->agg_valsize))
		zero_size = round8u(o->agg_valsize);
	if (zero_size < ss->zero_size)
		zero_size = ss->zero_size;
	int ncompiles = ss->ncompiles + 1;
	uint32_t zero_base = body_end + (uint32_t)ncompiles * key_slot;
	/* loads and stores address scratch with a 16-bit offset */
	if (zero_base + zero_size > 32767)
		cg_error(cg, NULL, "scratch space exhausted (reduce strsize)");

	for (int i = 0; i < cg->nfix; i++) {
		struct cg_fix *f = &cg->fix[i];
		struct bpf_insn *in = &f->prog->insns[f->insn];
		if (f->region != CG_R_KEY && f->region != CG_R_ZERO) {
			patch_insn(in, f->off, (int32_t)base[f->region]);
			continue;
		}
		if (ss->nlate % 64 == 0) {
			ss->late = dt_realloc(ss->late, sizeof(*ss->late) * (size_t)(ss->nlate + 64));
		}
		ss->late[ss->nlate++] = (struct cg_late){ f->prog, f->insn, f->off, f->region,
							  ss->ncompiles, f->skey, 0 };
	}
	ss->ncompiles = ncompiles;
	ss->body_end = body_end;
	ss->key_slot = key_slot;
	ss->zero_size = zero_size;
	/* The maps' key size, which a stack key must fill (zeroes up to its
	 * compile's longest key): past it, the keys move to the compile's
	 * key region and the program looks mstate up after all. */
	uint32_t map_key = o->agg_keysize > o->assoc_keysize ? o->agg_keysize : o->assoc_keysize;
	for (int i = 0; i < ss->nlate; i++) {
		struct cg_late *l = &ss->late[i];
		struct bpf_insn *in = &l->prog->insns[l->insn];
		bool stk = l->skey && l->prog->skey_ext >= map_key;
		int32_t want = (int32_t)(l->region == CG_R_KEY ?
					 body_end + (uint32_t)l->compile * key_slot : zero_base);
		if (stk)
			want = CG_SLOT_SKEY;
		patch_insn(in, l->off, want - l->applied);
		l->applied = want;
		if (!l->skey)
			continue;
		int base = stk ? BPF_REG_10 : BPF_REG_8;
		if (BPF_CLASS(in->code) == BPF_ALU64)
			in[-1].src_reg = (uint8_t)(base & 0xf);
		else
			in->dst_reg = (uint8_t)(base & 0xf);
		if (!stk && l->prog->skey_pro >= 0) {
			mstate_block(&l->prog->insns[l->prog->skey_pro]);
			l->prog->skey_pro = -1;
		}
	}
	o->scratch_size = zero_base + zero_size;
}

/* Which key positions of each aggregation hold execname in every use. */
static void scan_aggcomm(struct dt_cg *cg, struct dt_node *n)
{
	for (; n; n = n->next) {
		if (n->kind == N_AGG && n->ident && n->ident->id >= 0) {
			int id = n->ident->id;
			if (id >= cg->naggcomm) {
				cg->aggcomm = dt_realloc(cg->aggcomm, sizeof(uint32_t) * (size_t)(id + 1));
				cg->aggcomm_seen = dt_realloc(cg->aggcomm_seen, (size_t)(id + 1));
				for (int i = cg->naggcomm; i <= id; i++) {
					cg->aggcomm[i] = 0;
					cg->aggcomm_seen[i] = false;
				}
				cg->naggcomm = id + 1;
			}
			uint32_t mask = 0;
			int i = 0;
			for (struct dt_node *k = n->list; k && i < 32; k = k->next, i++)
				if (cg_is_execname(k))
					mask |= 1u << i;
			cg->aggcomm[id] = cg->aggcomm_seen[id] ? (cg->aggcomm[id] & mask) : mask;
			cg->aggcomm_seen[id] = true;
		}
		scan_aggcomm(cg, n->a);
		scan_aggcomm(cg, n->b);
		scan_aggcomm(cg, n->c);
		scan_aggcomm(cg, n->list);
	}
}

/* A dynamic variable's size as D gives it (an int is 4 bytes), what
 * dynvarsize is counted in. */
static uint32_t dyn_dsize(struct dt_cg *cg, const struct dt_type *t)
{
	if (cg_is_strval(t))
		return (uint32_t)cg->strsize;
	uint64_t s = dt_type_size(t);
	return s ? (uint32_t)s : 8;
}

/* Key and value sizes of the shared maps must be known before any code
 * zero-fills a key: walk the whole program once for them. */
static void prescan(struct dt_cg *cg, struct dt_node *n)
{
	struct dt_cg_out *o = cg->out;
	for (; n; n = n->next) {
		if (n->kind == N_AGG) {
			uint32_t comm = n->ident && n->ident->id >= 0 &&
					n->ident->id < cg->naggcomm ? cg->aggcomm[n->ident->id] : 0;
			uint32_t ks = 8 + cg_agg_tuple_size(cg, n->list, comm);
			cg_key_fits(cg, n, ks);
			if (o->agg_keysize < ks)
				o->agg_keysize = ks;
			if (cg->key_max < ks)
				cg->key_max = ks;
		} else if (n->kind == N_INDEX && n->a && n->a->kind == N_IDENT &&
			   n->a->ident && n->a->ident->kind == ID_ARRAY) {
			uint32_t ks = cg_assoc_key_size(cg, n->a->ident, n->list);
			cg_key_fits(cg, n, ks);
			if (o->assoc_keysize < ks)
				o->assoc_keysize = ks;
			if (cg->key_max < ks)
				cg->key_max = ks;
			if (cg_type_size(cg, n->type) > o->assoc_valsize)
				o->assoc_valsize = cg_type_size(cg, n->type);
			if (dyn_dsize(cg, n->type) > o->assoc_dsize)
				o->assoc_dsize = dyn_dsize(cg, n->type);
		} else if (n->kind == N_INDEX && n->a && n->a->kind == N_SELF) {
			uint32_t ks = 16 + cg_tuple_size(cg, n->list);
			cg_key_fits(cg, n, ks);
			if (o->assoc_keysize < ks)
				o->assoc_keysize = ks;
			if (cg->key_max < ks)
				cg->key_max = ks;
			if (cg_type_size(cg, n->type) > o->assoc_valsize)
				o->assoc_valsize = cg_type_size(cg, n->type);
			if (dyn_dsize(cg, n->type) > o->assoc_dsize)
				o->assoc_dsize = dyn_dsize(cg, n->type);
		} else if (n->kind == N_SELF) {
			if (cg_type_size(cg, n->type) > o->tls_valsize)
				o->tls_valsize = cg_type_size(cg, n->type);
			if (dyn_dsize(cg, n->type) > o->tls_dsize)
				o->tls_dsize = dyn_dsize(cg, n->type);
		}
		prescan(cg, n->a);
		prescan(cg, n->b);
		prescan(cg, n->c);
		prescan(cg, n->list);
	}
}

/* Does the expression or statement tree read the kernel stack?  (A
 * provider's plan() may attach such probes another way.) */
static bool reads_kstack(const struct dt_node *n)
{
	for (; n; n = n->next) {
		const struct dt_ident *id = n->ident;
		if (n->kind == N_CALL && id && id->kind == ID_FUNC && id->id == DT_F_STACK)
			return true;
		if (n->kind == N_IDENT && id && id->kind == ID_BUILTIN &&
		    (id->id == DT_BV_STACKDEPTH || id->id == DT_BV_CALLER))
			return true;
		if (reads_kstack(n->a) || reads_kstack(n->b) || reads_kstack(n->c) ||
		    reads_kstack(n->list))
			return true;
	}
	return false;
}

/* Does the tree read args[] (typed by the probe's own prototype)? */
static bool reads_args(const struct dt_node *n)
{
	for (; n; n = n->next) {
		const struct dt_ident *id = n->ident;
		if (id && id->kind == ID_BUILTIN && id->id == DT_BV_ARGS)
			return true;
		if (reads_args(n->a) || reads_args(n->b) || reads_args(n->c) ||
		    reads_args(n->list))
			return true;
	}
	return false;
}

/* What one dt_cg_program() call allocates for itself: freed on success and
 * when a compile error unwinds through it (dt_cc_error longjmps). */
struct cg_temps {
	struct dt_cg *cg;
	struct match_ctx m;
	struct match_ctx *cm;
	int ncm;
	struct dt_node **cl;
	int *idx;
	const struct dt_provider_ops **use;
	bool *kstack, *typed;
	int *leader;		/* grouped probes: index of their group's first */
	struct dt_probe ***groups;	/* by leader index */
	int *ngroups;
	int *pcl, *npcl;	/* each probe's (clause, statement) pairs */
	struct dt_node **clause_at;
};

static void cg_temps_free(struct cg_temps *t)
{
	for (int i = 0; i < t->ncm; i++)
		match_free(&t->cm[i]);
	free(t->cm);
	free(t->cl);
	free(t->kstack);
	free(t->typed);
	if (t->groups)		/* those not handed to a program */
		for (int i = 0; i < t->m.n; i++)
			free(t->groups[i]);
	free(t->groups);
	free(t->ngroups);
	free(t->leader);
	free(t->pcl);
	free(t->npcl);
	free(t->clause_at);
	free(t->idx);
	free(t->use);
	match_free(&t->m);
	free(t->cg->insns);
	free(t->cg->labels);
	free(t->cg->label_cold);
	free(t->cg->cold);
	free(t->cg->jfix);
	free(t->cg->fix);
	free(t->cg->thisv);
	free(t->cg->aggcomm);
	free(t->cg->aggcomm_seen);
	free(t->cg->group_cookies);
	free(t->cg->group_eds);
	free(t->cg->err_clauses);
	free(t->cg->err_idx);
	memset(t, 0, sizeof(*t));
}

struct probe_find { struct dt_probe *p; bool found; };

static int is_probe(struct dt_probe *p, void *arg)
{
	struct probe_find *f = arg;
	f->found = p == f->p;
	return f->found;
}

/* DTrace makes one statement (dt_clause_N in fault messages) per probe
 * description: the index, within clause c, of the first description that
 * matches probe p. */
static int stmt_of(dtrace_hdl_t *h, struct dt_node *c, struct dt_probe *p)
{
	int k = 0, n = 0;
	for (struct dt_node *d = c->list; d; d = d->next)
		n += d->kind == N_PDESC;
	if (n < 2)
		return 0;
	for (struct dt_node *d = c->list; d; d = d->next) {
		if (d->kind != N_PDESC)
			continue;
		struct probe_find f = { p, false };
		if (d->str && dt_probe_match(h, d->str, is_probe, &f) > 0 && f.found)
			return k;
		k++;
	}
	return 0;
}

void dt_cg_program(struct dt_cc *cc, dtrace_prog_t *prog)
{
	dtrace_hdl_t *h = cc->h;
	struct cg_sess *ss = sess_get(h);
	struct cg_progout *po = dt_zalloc(sizeof(*po));
	struct dt_cg cg;
	struct cg_temps tmp;
	struct dt_node *root = prog->ast;
	jmp_buf outer;

	po->h = h;
	ss->refs++;
	prog->cg = po;
	if (!root)
		return;

	memset(&cg, 0, sizeof(cg));
	memset(&tmp, 0, sizeof(tmp));
	tmp.cg = &cg;
	cg.h = h;
	cg.cc = cc;
	cg.out = h->cgout;
	cg.sess = ss;
	cg.strsize = ss->strsize;
	cg.cold_from = -1;

	/* A compile error inside code generation frees this call's
	 * temporaries and unpublished programs, then unwinds as before. */
	memcpy(outer, cc->jb, sizeof(jmp_buf));
	if (setjmp(cc->jb)) {
		struct cg_temps *t = &tmp;
		cg_temps_free(t);
		for (int i = 0; i < po->nprogs; i++) {
			free(po->progs[i]->insns);
			free(po->progs[i]);
		}
		po->nprogs = 0;
		memcpy(cc->jb, outer, sizeof(jmp_buf));
		longjmp(cc->jb, 1);
	}

	scan_aggcomm(&cg, root->kind == N_PROGRAM ? root->list : root);
	prescan(&cg, root->kind == N_PROGRAM ? root->list : root);
	cg_alloca_prescan(&cg, root->kind == N_PROGRAM ? root->list : root);
	if (dt_opt_int(h, "tree", 0) & 4) {
		fprintf(stderr, "Parse tree (Pass 3):\n");
		cg_tree_print(&cg, root, true, 1, stderr);
	}

	/* Every probe any clause matches, in first-match order, and the set
	 * each clause matches. */
	int nclauses = 0;
	for (struct dt_node *c = root->list; c; c = c->next)
		if (c->kind == N_CLAUSE)
			nclauses++;
	tmp.cm = dt_zalloc(sizeof(*tmp.cm) * (size_t)(nclauses + 1));
	tmp.ncm = nclauses;
	int ci = 0;
	for (struct dt_node *c = root->list; c; c = c->next) {
		if (c->kind != N_CLAUSE)
			continue;
		for (struct dt_node *d = c->list; d; d = d->next)
			if (d->kind == N_PDESC && d->str)
				dt_probe_match(h, d->str, match_cb, &tmp.cm[ci]);
		/* a provider whose descriptions only type args[] (fbt: a BTF
		 * prototype per function, seconds for all of them) is
		 * described only for clauses that read args[] */
		bool typed = reads_args(c->a) || reads_args(c->b);
		for (int i = 0; i < tmp.cm[ci].n; i++) {
			struct dt_probe *p = tmp.cm[ci].probes[i];
			match_cb(typed || !dt_probe_args_lazy(h, p) ? dt_probe_describe(h, p) : p,
				 &tmp.m);
		}
		/* DTrace reports one match per (clause, probe) enabling */
		prog->nprobes += tmp.cm[ci].n;
		ci++;
	}

	/* The ops each probe's program is built with: providers with a
	 * plan() see the whole compile's probes once. */
	tmp.use = dt_zalloc(sizeof(*tmp.use) * (size_t)(tmp.m.n + 1));
	tmp.kstack = dt_zalloc(sizeof(*tmp.kstack) * (size_t)(tmp.m.n + 1));
	tmp.typed = dt_zalloc(sizeof(*tmp.typed) * (size_t)(tmp.m.n + 1));
	for (int i = 0; i < tmp.m.n; i++)
		tmp.use[i] = tmp.m.probes[i]->ops;
	ci = 0;
	for (struct dt_node *c = root->list; c; c = c->next) {
		if (c->kind != N_CLAUSE)
			continue;
		bool ks = reads_kstack(c->a) || reads_kstack(c->b);
		bool ty = reads_args(c->a) || reads_args(c->b);
		for (int i = 0; (ks || ty) && i < tmp.m.n; i++) {
			bool has = match_has(&tmp.cm[ci], tmp.m.probes[i]);
			tmp.kstack[i] |= ks && has;
			tmp.typed[i] |= ty && has;
		}
		ci++;
	}
	for (int i = 0; i < tmp.m.n; i++) {
		const struct dt_provider_ops *ops = tmp.m.probes[i]->ops;
		bool first = ops && ops->plan;
		for (int j = 0; first && j < i; j++)
			first = tmp.m.probes[j]->ops != ops;
		if (first && ops->plan(h, tmp.m.probes, tmp.m.n, tmp.kstack, tmp.typed,
				       tmp.use) < 0)
			dt_cc_error(cc, D_UNKNOWN, 0, "%s", dtrace_errmsg(h));
	}

	/* Each probe's clauses (and their statement indexes), as a string
	 * of "clause:stmt" pairs: grouped ops put the probes with the same
	 * ops, provider, name and clauses in one program. */
	int *pcl = tmp.pcl = dt_zalloc(sizeof(int) * 2 * (size_t)(nclauses + 1) *
				       (size_t)(tmp.m.n + 1));
	int *npcl = tmp.npcl = dt_zalloc(sizeof(int) * (size_t)(tmp.m.n + 1));
	tmp.leader = dt_zalloc(sizeof(int) * (size_t)(tmp.m.n + 1));
	tmp.groups = dt_zalloc(sizeof(*tmp.groups) * (size_t)(tmp.m.n + 1));
	tmp.ngroups = dt_zalloc(sizeof(int) * (size_t)(tmp.m.n + 1));
	int *leaders = dt_zalloc(sizeof(int) * (size_t)(tmp.m.n + 1));
	int nleaders = 0;
	for (int i = 0; i < tmp.m.n; i++) {
		int nc = 0, stmt = 0, *mine = pcl + (size_t)i * 2 * (size_t)(nclauses + 1);
		ci = 0;
		for (struct dt_node *c = root->list; c; c = c->next) {
			if (c->kind != N_CLAUSE)
				continue;
			if (match_has(&tmp.cm[ci], tmp.m.probes[i])) {
				mine[2 * nc] = ci;
				mine[2 * nc++ + 1] = stmt + stmt_of(h, c, tmp.m.probes[i]);
			}
			for (struct dt_node *d = c->list; d; d = d->next)
				stmt += d->kind == N_PDESC;
			ci++;
		}
		npcl[i] = nc;
		tmp.leader[i] = i;
		const struct dt_probe *p = tmp.m.probes[i];
		if (!tmp.use[i] || !tmp.use[i]->group)
			continue;
		for (int l = 0; l < nleaders; l++) {
			int j = leaders[l];
			const struct dt_probe *q = tmp.m.probes[j];
			if (tmp.use[j] == tmp.use[i] && npcl[j] == nc &&
			    strcmp(q->prov, p->prov) == 0 && strcmp(q->name, p->name) == 0 &&
			    memcmp(pcl + (size_t)j * 2 * (size_t)(nclauses + 1), mine,
				   sizeof(int) * 2 * (size_t)nc) == 0) {
				tmp.leader[i] = j;
				break;
			}
		}
		int j = tmp.leader[i];
		if (j == i)
			leaders[nleaders++] = i;
		if (tmp.ngroups[j] % 256 == 0)
			tmp.groups[j] = dt_realloc(tmp.groups[j], sizeof(struct dt_probe *) *
						   (size_t)(tmp.ngroups[j] + 256));
		tmp.groups[j][tmp.ngroups[j]++] = tmp.m.probes[i];
	}
	free(leaders);

	/* dtrace:::ERROR's clauses (when this compile enables it): runtime
	 * faults of the other probes run them in place (cg_stmt.c). */
	for (int i = 0; i < tmp.m.n && !cg.err_probe; i++) {
		const struct dt_probe *q = tmp.m.probes[i];
		if (q->attach != DT_ATTACH_NONE || !q->prov || !q->name ||
		    strcmp(q->prov, "dtrace") != 0 || strcmp(q->name, "ERROR") != 0)
			continue;
		int *mine = pcl + (size_t)i * 2 * (size_t)(nclauses + 1);
		cg.err_probe = q;
		cg.nerr = npcl[i];
		cg.err_clauses = dt_zalloc(sizeof(*cg.err_clauses) * (size_t)(npcl[i] + 1));
		cg.err_idx = dt_zalloc(sizeof(int) * (size_t)(npcl[i] + 1));
		int k = 0;
		ci = 0;
		for (struct dt_node *c = root->list; c; c = c->next) {
			if (c->kind != N_CLAUSE)
				continue;
			for (int j = 0; j < npcl[i]; j++)
				if (mine[2 * j] == ci) {
					cg.err_clauses[k] = c;
					cg.err_idx[k++] = mine[2 * j + 1];
				}
			ci++;
		}
	}

	tmp.cl = dt_zalloc(sizeof(*tmp.cl) * (size_t)(nclauses + 1));
	tmp.idx = dt_zalloc(sizeof(int) * (size_t)(nclauses + 1));
	struct dt_node **clause_at = tmp.clause_at =
		dt_zalloc(sizeof(*clause_at) * (size_t)(nclauses + 1));
	ci = 0;
	for (struct dt_node *c = root->list; c; c = c->next)
		if (c->kind == N_CLAUSE)
			clause_at[ci++] = c;
	for (int i = 0; i < tmp.m.n; i++) {
		if (tmp.leader[i] != i)
			continue;	/* its group's program serves it */
		int nc = npcl[i], *mine = pcl + (size_t)i * 2 * (size_t)(nclauses + 1);
		for (int k = 0; k < nc; k++) {
			tmp.cl[k] = clause_at[mine[2 * k]];
			tmp.idx[k] = mine[2 * k + 1];
		}
		struct dt_bpf_prog *bp = build_probe_prog(&cg, tmp.m.probes[i], tmp.use[i],
							  tmp.cl, tmp.idx, nc, tmp.groups[i],
							  tmp.ngroups[i]);
		tmp.groups[i] = NULL;	/* the program owns it */
		po->progs = dt_realloc(po->progs, sizeof(*po->progs) * (size_t)(po->nprogs + 1));
		po->progs[po->nprogs++] = bp;
	}

	layout_scratch(&cg);
	memcpy(cc->jb, outer, sizeof(jmp_buf));

	/* Publish the programs only now: a compile error leaves cgout as it was
	 * (except for ids, which stay unique). */
	struct dt_bpf_prog **tail = &h->cgout->progs;
	while (*tail)
		tail = &(*tail)->next;
	for (int i = 0; i < po->nprogs; i++) {
		*tail = po->progs[i];
		tail = &po->progs[i]->next;
	}
	cg_temps_free(&tmp);
}

void dt_cg_free(dtrace_prog_t *prog)
{
	struct cg_progout *po = prog->cg;
	if (!po)
		return;
	prog->cg = NULL;
	dtrace_hdl_t *h = po->h;
	free(po->progs);
	free(po);
	if (h->cgout) {
		struct cg_sess *ss = h->cgout->cg_priv;
		if (--ss->refs <= 0)
			cgout_free(h);
	}
}

/* ------------------------------------------------------------ -S / -l */

static const char *probe_fullname(const struct dt_probe *p, char *buf, size_t len)
{
	snprintf(buf, len, "%s:%s:%s:%s", p->prov ? p->prov : "", p->mod ? p->mod : "",
		 p->func ? p->func : "", p->name ? p->name : "");
	return buf;
}

void dt_cg_disassemble(dtrace_hdl_t *h, dtrace_prog_t *prog, FILE *out)
{
	struct cg_progout *po = prog->cg;
	(void)h;
	if (!po)
		return;
	for (int i = 0; i < po->nprogs; i++) {
		struct dt_bpf_prog *bp = po->progs[i];
		char name[512];
		fprintf(out, "\nDisassembly of %s (probe %s, %d instructions):\n", bp->name,
			probe_fullname(bp->probe, name, sizeof(name)), bp->ninsns);
		dt_disasm(out, bp->insns, bp->ninsns);
	}
}

int dt_cg_list(dtrace_hdl_t *h, dtrace_prog_t *prog, FILE *out, bool verbose)
{
	/* The probes of each clause's descriptions, as dtrace -l prints them
	 * (prov.c formats; the header comes once per run). */
	static bool header_done;
	int rc = 0;

	if (!header_done) {
		dt_prov_list_header(out);
		header_done = true;
	}
	for (struct dt_node *c = prog->ast ? prog->ast->list : NULL; c; c = c->next) {
		if (c->kind != N_CLAUSE)
			continue;
		for (struct dt_node *d = c->list; d; d = d->next)
			if (d->kind == N_PDESC && d->str &&
			    dt_prov_list_desc(h, out, d->str, verbose) < 0)
				rc = -1;
	}
	return rc;
}
