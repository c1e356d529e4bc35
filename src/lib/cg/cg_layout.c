/*
 * The code generator's layout: where the data a program addresses lives.
 * Scratch accesses are recorded as patch sites while code is emitted and
 * patched once the compile's region sizes are known (cg_layout_scratch);
 * constant strings and a grouped program's per-probe records go to the
 * string table; the mstate lookup block is the one the prologue and a
 * late move of stack keys both write.
 */
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include "cg/cg.h"

static void add_fix(struct dt_cg *cg, enum cg_region region, bool off)
{
	if (cg->nfix == cg->capfix) {
		cg->capfix = cg->capfix ? cg->capfix * 2 : 256;
		cg->fix = dt_realloc(cg->fix, sizeof(*cg->fix) * (size_t)cg->capfix);
	}
	cg->fix[cg->nfix++] = (struct cg_fix){ .insn = cg->buf.ninsns, .region = (uint8_t)region,
					       .off = off };
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
void cg_strtab_group_records(struct dt_cg *cg, struct dt_probe *const *g, int n,
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

/* out[0..CG_MSTATE_INSNS) = r8 = &mstate, or return 0. */
void cg_mstate_block(struct bpf_insn *out)
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
void cg_layout_scratch(struct dt_cg *cg)
{
	struct cg_sess *ss = cg->sess;
	struct dt_cg_out *o = cg->out;
	uint32_t base[CG_R__COUNT] = { 0 };
	uint32_t at = (uint32_t)sizeof(struct dt_mstate);

	if (cg->key_seen > cg->plan->key_max)
		cg_error(cg, NULL, "internal error: key of %u bytes, prescan found %u",
			 cg->key_seen, cg->plan->key_max);
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
		cg_error(cg, NULL, "scratch space exhausted: %u bytes needed of 32767 "
			 "(clause-local variables %u, a dynamic variable's or "
			 "aggregation's value %u, strings %d each): reduce strsize "
			 "or the arrays", zero_base + zero_size, cg->this_size,
			 zero_size, cg->strsize);

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
		ss->late[ss->nlate++] = (struct cg_late){ .prog = f->prog, .insn = f->insn,
							  .compile = ss->ncompiles,
							  .region = f->region, .off = f->off,
							  .skey = f->skey };
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
			cg_mstate_block(&l->prog->insns[l->prog->skey_pro]);
			l->prog->skey_pro = -1;
		}
	}
	o->scratch_size = zero_base + zero_size;
}
