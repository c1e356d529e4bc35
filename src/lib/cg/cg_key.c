/*
 * Keys of associative arrays, thread-local arrays and aggregations, built in
 * the CG_R_KEY scratch region: [u64 id][key tuple], zero padded.
 */
#include <stdlib.h>

#include "cg/cg.h"
#include "lang/kfeature.h"

uint32_t cg_key_elem_size(struct dt_cg *cg, const struct dt_type *t)
{
	if (cg_is_stack_type(t))
		return cg_stack_size(cg, t);
	if (cg_is_byaddr(t))	/* struct/union/array keys: their bytes */
		return ((uint32_t)dt_type_size(t) + 7) & ~7u;
	return cg_is_strval(t) ? ((uint32_t)cg->strsize + 7) & ~7u : 8;
}

uint32_t cg_tuple_size(struct dt_cg *cg, struct dt_node *keys)
{
	uint32_t s = 0;
	for (struct dt_node *k = keys; k; k = k->next)
		s += cg_key_elem_size(cg, k->type);
	return s;
}

/* Global associative arrays pack their keys: the id in 32 bits with bit 31
 * set (so never equal to the low half of a thread-local array's
 * 1 << 32 | id), then each integer of 4 bytes or less in 4 bytes as its
 * signature's type (D converts a key to the signature's type as it
 * converts a function's argument), other elements 8-aligned as before.
 * A shorter key is hashed and compared faster on every access. */
static bool key_packs(const struct dt_type *t)
{
	t = dt_type_resolved(t);
	return t && (t->kind == T_INT || t->kind == T_ENUM) && t->size > 0 && t->size <= 4;
}

static bool sig_packs(const struct dt_ident *sig)
{
	if (!sig || sig->kind != ID_ARRAY || sig->nkeys <= 0 || !sig->keys ||
	    sig->id < 0 || sig->id > INT32_MAX / 2)
		return false;
	for (int i = 0; i < sig->nkeys; i++)
		if (!sig->keys[i])
			return false;
	return true;
}

static uint32_t round8(uint32_t v)
{
	return (v + 7) & ~7u;
}

#define CG_COMM_LEN 16		/* TASK_COMM_LEN: execname's size */

/* Is key element i marked in the execname bitmask?  Only the first 32 can
 * be (a shift by 32 or more is undefined; too many keys is an error later). */
static bool comm_bit(uint32_t comm, int i)
{
	return i < 32 && (comm & (1u << i));
}

uint32_t cg_assoc_key_size(struct dt_cg *cg, const struct dt_ident *sig, struct dt_node *keys,
			   uint32_t comm)
{
	if (!sig_packs(sig))
		return 8 + cg_agg_tuple_size(cg, keys, comm);
	uint32_t off = 4;
	int i = 0;
	for (struct dt_node *k = keys; k; k = k->next, i++) {
		if (i < sig->nkeys && key_packs(sig->keys[i]))
			off += 4;
		else
			off = round8(off) + (comm_bit(comm, i) ? CG_COMM_LEN :
					     cg_key_elem_size(cg, k->type));
	}
	return round8(off);
}

/* A kernel that caps map keys (5.10: a hash map's key is at most the BPF
 * stack's 512 bytes) cannot take a[execname, probefunc] with each string
 * in strsize bytes.  execname is never longer than TASK_COMM_LEN, so at
 * the positions where every use of the array is execname it takes 16
 * bytes instead, as aggregations' keys do: no string is cut short that
 * strsize would keep.  Only where needed (elsewhere the layout stays
 * as it was), and decided once a session: every program of it must
 * build the array's keys alike, so a later program that puts another
 * string there is refused. */
uint32_t cg_assoc_comm(struct dt_cg *cg, const struct dt_ident *sig, struct dt_node *n)
{
	struct cg_sess *ss = cg->sess;
	const struct cg_plan *pl = cg->plan;
	int id = sig->id;
	uint32_t mine = id >= 0 && id < pl->nassoccomm ? pl->assoccomm[id] : 0;

	if (id < 0)
		return 0;
	if (id >= ss->nassoc_comm) {
		ss->assoc_comm = dt_realloc(ss->assoc_comm, sizeof(uint32_t) * (size_t)(id + 1));
		for (int i = ss->nassoc_comm; i <= id; i++)
			ss->assoc_comm[i] = UINT32_MAX;
		ss->nassoc_comm = id + 1;
	}
	if (ss->assoc_comm[id] == UINT32_MAX) {
		uint32_t full = cg_assoc_key_size(cg, sig, n->list, 0);
		ss->assoc_comm[id] = full > 512 && full > dt_kfeat_max_key() ? mine : 0;
	}
	uint32_t want = ss->assoc_comm[id];
	if ((want & mine) != want)
		cg_error(cg, n, "%s's keys hold execname in 16 bytes where an earlier program "
			 "used it (this kernel's maps take keys of at most %u bytes): use execname "
			 "at the same positions here", sig->name, dt_kfeat_max_key());
	return want;
}

/* Key in CG_R_KEY: [u64 id][elements] (global arrays: packed, see
 * cg_assoc_key_size), zero padded to keysize.  The key
 * expressions are evaluated first (they may use the key buffer too). */

bool cg_is_execname(const struct dt_node *k)
{
	return k->kind == N_IDENT && k->ident && k->ident->kind == ID_BUILTIN &&
	       k->ident->id == DT_BV_EXECNAME;
}

uint32_t cg_agg_tuple_size(struct dt_cg *cg, struct dt_node *keys, uint32_t comm)
{
	uint32_t s = 0;
	int i = 0;
	for (struct dt_node *k = keys; k; k = k->next, i++)
		s += comm_bit(comm, i) ? CG_COMM_LEN : cg_key_elem_size(cg, k->type);
	return s;
}

/* Can key element k (index i) take the task's name straight from
 * bpf_get_current_comm?  Only when no truncation to strsize is due. */
static bool comm_direct(struct dt_cg *cg, const struct dt_node *k, int i, uint32_t comm)
{
	return cg_is_execname(k) &&
	       (comm_bit(comm, i) || cg->strsize >= CG_COMM_LEN);
}

/* Can key element k be evaluated while the key is written, straight into
 * its slot?  What reads neither the key buffer nor anything a helper of
 * another element would clobber: an integer constant, an argument, and
 * the builtins of the task and CPU (pid and tid share one helper call). */
static bool key_direct(const struct dt_node *k)
{
	if (cg_is_strval(k->type) || cg_is_stack_type(k->type) || cg_is_byaddr(k->type))
		return false;
	if (k->kind == N_INT)
		return true;
	if (k->kind != N_IDENT || !k->ident || k->ident->kind != ID_BUILTIN)
		return false;
	int id = k->ident->id;
	return id == DT_BV_PID || id == DT_BV_TID || id == DT_BV_CPU ||
	       (id >= DT_BV_ARG0 && id <= DT_BV_ARG9);
}

static bool is_insn(const struct bpf_insn *in, int code, int reg, int32_t imm)
{
	return in->code == code && in->dst_reg == reg && in->imm == imm &&
	       (BPF_SRC(code) == BPF_K || in->src_reg == reg);
}

/* A builtin's value just narrowed then sign-extended to 32 bits: the
 * narrowing is redundant (x >> 32 then the extension is one arithmetic
 * shift; a 32-bit move before the two shifts changes nothing).  Only the
 * builtins' own straight-line code ends this way, no label inside. */
static void fold_extend(struct dt_cg *cg, int v)
{
	struct bpf_insn *t = cg->buf.insns + cg->buf.ninsns - 3;
	if (cg->buf.ninsns < 3 || !is_insn(&t[1], BPF_ALU64 | BPF_LSH | BPF_K, v, 32) ||
	    !is_insn(&t[2], BPF_ALU64 | BPF_ARSH | BPF_K, v, 32))
		return;
	if (is_insn(&t[0], BPF_ALU64 | BPF_RSH | BPF_K, v, 32)) {
		t[0] = ALU64_IMM(BPF_ARSH, v, 32);
		cg->buf.ninsns -= 2;
	} else if (is_insn(&t[0], BPF_ALU | BPF_MOV | BPF_X, v, 0)) {
		t[0] = t[1];
		t[1] = t[2];
		cg->buf.ninsns -= 1;
	}
}

/* The type key i is converted to: the array's or aggregation's
 * signature, set by its declaration or first use (DTrace converts each key
 * to it as it converts a function's argument, dt_cg_typecast), where that
 * is an integer and the key too; else none (the key's own). */
static struct dt_type *sig_type(const struct dt_ident *types, int i,
				const struct dt_node *k)
{
	if (!types || !types->keys || i >= types->nkeys || !types->keys[i])
		return NULL;
	const struct dt_type *st = dt_type_resolved(types->keys[i]);
	const struct dt_type *kt = dt_type_resolved(k->type);
	if (!st || !kt || (st->kind != T_INT && st->kind != T_ENUM) ||
	    (kt->kind != T_INT && kt->kind != T_ENUM))
		return NULL;
	return types->keys[i];
}

/* v holds key k's value in its own type: convert it to the signature's.
 * A wider or equal type of the same signedness keeps every value's bits
 * (the register is normalized): only a narrowing or a change of sign
 * changes them. */
static void sig_convert(struct dt_cg *cg, int v, const struct dt_type *st,
			const struct dt_node *k)
{
	if (!st)
		return;
	uint64_t ss = dt_type_size(st), ks = dt_type_size(k->type);
	if (ss < ks || (ss == ks && cg_is_signed(st) != cg_is_signed(k->type)))
		cg_normalize(cg, v, st);
}

static bool is_pid_or_tid(const struct dt_node *k)
{
	return k->kind == N_IDENT && k->ident && k->ident->kind == ID_BUILTIN &&
	       (k->ident->id == DT_BV_PID || k->ident->id == DT_BV_TID);
}

/* The key's sites: on the stack or in CG_R_KEY as cg->skey_cur says
 * (addressed as scratch either way; cg_layout_scratch places them). */
static void key_st_imm(struct dt_cg *cg, int size, uint32_t off, int32_t imm)
{
	cg_scratch_st_imm(cg, size, CG_R_KEY, (int32_t)off, imm);
	if (cg->skey_cur)
		cg_fix_skey(cg);
}

static void key_st(struct dt_cg *cg, int size, uint32_t off, int reg)
{
	cg_scratch_st(cg, size, CG_R_KEY, (int32_t)off, reg);
	if (cg->skey_cur)
		cg_fix_skey(cg);
}

/* a word of execname at *(uint32_t *)arg + i (cg_comm_loads) */
static void st_key(struct dt_cg *cg, int32_t i, int reg, void *arg)
{
	key_st(cg, BPF_DW, *(uint32_t *)arg + (uint32_t)i, reg);
}

static void key_addr(struct dt_cg *cg, int reg, uint32_t off)
{
	cg_scratch_addr(cg, reg, CG_R_KEY, (int32_t)off);
	if (cg->skey_cur)
		cg_fix_skey(cg);
}

void cg_key_addr(struct dt_cg *cg, int reg)
{
	key_addr(cg, reg, 0);
}

static void zero_fill(struct dt_cg *cg, uint32_t from, uint32_t to)
{
	for (uint32_t off = from; off < to; off += 8)
		key_st_imm(cg, BPF_DW, off, 0);
}

/* Can the key go on the stack?  When every key this compile builds fits
 * there, and each element is an integer or the task's name: a string,
 * stack or struct element is copied by code that wants scratch memory. */
static bool key_on_stack(struct dt_cg *cg, struct dt_node *keys, uint32_t comm)
{
	if (cg->plan->key_max > CG_SKEY_MAX)
		return false;
	int i = 0;
	for (struct dt_node *k = keys; k; k = k->next, i++)
		if (!comm_direct(cg, k, i, comm) &&
		    (comm_bit(comm, i) || cg_is_strval(k->type) ||
		     cg_is_stack_type(k->type) || cg_is_byaddr(k->type)))
			return false;
	return true;
}

/* Evaluate the keys into stack slots (slots[i], 0 for a key stored
 * directly); returns the number of keys.  Each key value waits in a stack
 * slot of its own, so nested keys (a[b[c[1]]]) need one register per
 * level, not one per key.  execname needs no evaluation: the task's name
 * goes straight into the key (zeroed first: not every kernel pads it). */
static int key_stash_values(struct dt_cg *cg, struct dt_node *keys, uint32_t comm,
			    int32_t slots[16])
{
	int n = 0;

	for (struct dt_node *k = keys; k; k = k->next) {
		if (n == 16)
			cg_error(cg, k, "too many keys");
		if (comm_direct(cg, k, n, comm) || (!comm_bit(comm, n) && key_direct(k))) {
			slots[n++] = 0;
			continue;
		}
		int r = cg_expr(cg, k);
		if (!cg_is_strval(k->type) && !cg_is_stack_type(k->type))
			cg_normalize(cg, r, k->type);
		slots[n] = cg_stack_push(cg);
		cg_emit(cg, STX_MEM(BPF_DW, BPF_REG_10, r, (int16_t)slots[n]));
		cg_reg_free(cg, r);
		n++;
	}
	return n;
}

/* Every byte of the key is written: the id, each element in full (strings
 * zero padded to their slot), and zeros up to the longest key this compile
 * builds (cg->plan->key_max).  Bytes past key_max are never written by this
 * compile (its key region is its own, cg_layout.c), so they are
 * zero whatever key size the session's maps end up with. */
static uint32_t key_build(struct dt_cg *cg, uint64_t id, bool tls, struct dt_node *keys,
			  uint32_t comm, const struct dt_ident *sig, const struct dt_ident *types,
			  struct dt_rec **recs, int *nrecs)
{
	bool pk = sig_packs(sig);
	int32_t slots[16];
	int n = key_stash_values(cg, keys, comm, slots);

	/* after the elements' own keys (a[b[1]]) were built and used */
	cg->skey_cur = key_on_stack(cg, keys, comm);
	if (pk) {
		key_st_imm(cg, BPF_W, 0, (int32_t)((uint32_t)sig->id | 0x80000000u));
	} else if (id <= INT32_MAX) {
		key_st_imm(cg, BPF_DW, 0, (int32_t)id);
	} else {
		int idr = cg_reg_alloc(cg);
		cg_ldimm64(cg, idr, id);
		key_st(cg, BPF_DW, 0, idr);
		cg_reg_free(cg, idr);
	}

	uint32_t off = pk ? 4 : 8;
	int i = 0;
	if (tls) {
		/* thread-local arrays: the thread follows the variable id */
		cg_emit(cg, LDX_MEM(BPF_DW, BPF_REG_0, BPF_REG_10, CG_SLOT_TLSKEY));
		key_st(cg, BPF_DW, 8, BPF_REG_0);
		off = 16;
	}
	if (recs) {
		*recs = NULL;
		*nrecs = 0;
	}
	int ptg = -1;	/* bpf_get_current_pid_tgid(), once pid or tid is asked */
	for (struct dt_node *k = keys; k; k = k->next, i++) {
		bool is_comm = comm_bit(comm, i);
		struct dt_type *st = sig_type(types, i, k);
		uint32_t es = is_comm ? CG_COMM_LEN : cg_key_elem_size(cg, k->type);
		bool p4 = pk && i < sig->nkeys && key_packs(sig->keys[i]);
		int stsz = p4 ? BPF_W : BPF_DW;
		if (p4) {
			if (cg_is_strval(k->type) || cg_is_stack_type(k->type) ||
			    cg_is_byaddr(k->type))
				cg_error(cg, k, "key %d does not match the array's signature", i + 1);
			es = 4;
		} else if (off % 8) {
			key_st_imm(cg, BPF_W, off, 0);	/* the padding */
			off += 4;
		}
		if (recs) {
			*recs = dt_realloc(*recs, sizeof(**recs) * (size_t)(*nrecs + 1));
			/* a struct, union or array key is its own size in the
			 * record (its slot is 8-aligned): DTrace prints one of
			 * 1, 2, 4 or 8 bytes as an integer, others as bytes */
			bool own = !is_comm && !p4 && cg_is_byaddr(k->type) &&
				   !cg_is_stack_type(k->type) && !cg_is_strval(k->type);
			uint32_t rs = own ? (uint32_t)dt_type_size(k->type) : es;
			struct dt_type *rt = st ? st : k->type;
			(*recs)[*nrecs] = (struct dt_rec){ off - 8, rs, rt, false };
			(*recs)[*nrecs].is_signed = cg_rec_signed(rt);
			(*nrecs)++;
		}
		if (comm_direct(cg, k, i, comm) && cg_comm_loads_ok(cg)) {
			cg_comm_loads(cg, st_key, &off);
			zero_fill(cg, off + CG_COMM_LEN, off + es);
			off += es;
			continue;
		}
		if (comm_direct(cg, k, i, comm)) {
			/* some kernels (6.1) copy the name with strscpy, which
			 * leaves the bytes past its word with the NUL as they
			 * were: zero them first, or equal names make distinct keys */
			zero_fill(cg, off, off + CG_COMM_LEN);
			cg_call_begin(cg);
			key_addr(cg, BPF_REG_1, off);
			cg_emit(cg, MOV64_IMM(BPF_REG_2, CG_COMM_LEN));
			cg_call_end(cg, BPF_FUNC_get_current_comm, false);
			zero_fill(cg, off + CG_COMM_LEN, off + es);
			off += es;
			continue;
		}
		if (!is_comm && key_direct(k)) {
			int v;
			if (is_pid_or_tid(k)) {
				if (ptg < 0) {
					cg_call_begin(cg);
					ptg = cg_call_end(cg, BPF_FUNC_get_current_pid_tgid, true);
				}
				v = cg_reg_alloc(cg);
				cg_emit(cg, MOV64_REG(v, ptg));
				if (k->ident->id == DT_BV_PID)
					cg_emit(cg, ALU64_IMM(BPF_RSH, v, 32));
				else
					cg_emit(cg, MOV32_REG(v, v));
			} else {
				v = cg_expr(cg, k);
			}
			/* a 4-byte store keeps the low half: the conversion */
			if (!p4) {
				cg_normalize(cg, v, k->type);
				if (k->kind == N_IDENT)
					fold_extend(cg, v);
			}
			sig_convert(cg, v, st, k);
			key_st(cg, stsz, off, v);
			cg_reg_free(cg, v);
			off += es;
			continue;
		}
		int v = cg_reg_alloc(cg);
		cg_emit(cg, LDX_MEM(BPF_DW, v, BPF_REG_10, (int16_t)slots[i]));
		if (is_comm || cg_is_strval(k->type)) {
			/* the copy stops at the NUL: the rest of the slot is zeroed */
			zero_fill(cg, off, off + es);
			int dst = cg_reg_alloc(cg);
			cg_scratch_addr(cg, dst, CG_R_KEY, (int32_t)off);
			if (is_comm) {
				cg_call_begin(cg);
				cg_call_arg(cg, BPF_REG_1, dst);
				cg_emit(cg, MOV64_IMM(BPF_REG_2, CG_COMM_LEN));
				cg_call_arg(cg, BPF_REG_3, v);
				cg_call_end(cg, BPF_FUNC_probe_read_kernel_str, false);
			} else {
				cg_str_copy(cg, dst, v, false);
			}
			cg_reg_free(cg, dst);
		} else if (cg_is_stack_type(k->type)) {	/* before byaddr: an array too */
			int dst = cg_reg_alloc(cg);
			cg_scratch_addr(cg, dst, CG_R_KEY, (int32_t)off);
			cg_stack_copy(cg, dst, v, es);
			cg_reg_free(cg, dst);
		} else if (cg_is_byaddr(k->type)) {
			uint32_t size = (uint32_t)dt_type_size(k->type);
			zero_fill(cg, off + (size & ~7u), off + es);	/* the padding */
			int dst = cg_reg_alloc(cg);
			cg_scratch_addr(cg, dst, CG_R_KEY, (int32_t)off);
			cg_sou_copy(cg, dst, v, size);
			cg_reg_free(cg, dst);
		} else {
			sig_convert(cg, v, st, k);
			key_st(cg, stsz, off, v);
		}
		cg_reg_free(cg, v);
		off += es;
	}
	if (off % 8) {
		key_st_imm(cg, BPF_W, off, 0);
		off += 4;
	}
	if (ptg >= 0)
		cg_reg_free(cg, ptg);
	for (int j = 0; j < n; j++)
		if (slots[j] != 0)
			cg_stack_pop(cg);
	if (cg->key_seen < off)
		cg->key_seen = off;
	zero_fill(cg, off, cg->plan->key_max);
	cg_region_need(cg, CG_R_KEY, off > cg->plan->key_max ? off : cg->plan->key_max);
	return off;
}

/* keysize (the session's map key size when called) is not needed: see
 * key_build. */
uint32_t cg_key_build(struct dt_cg *cg, uint64_t id, struct dt_node *keys, uint32_t keysize,
		      struct dt_rec **recs, int *nrecs)
{
	return key_build(cg, id, false, keys, 0, NULL, NULL, recs, nrecs);
}

uint32_t cg_assoc_key_build(struct dt_cg *cg, const struct dt_ident *sig, struct dt_node *keys)
{
	uint32_t comm = sig->id >= 0 && sig->id < cg->sess->nassoc_comm &&
			cg->sess->assoc_comm[sig->id] != UINT32_MAX ? cg->sess->assoc_comm[sig->id] : 0;
	return key_build(cg, (uint64_t)sig->id, false, keys, comm, sig, sig, NULL, NULL);
}

uint32_t cg_agg_key_build(struct dt_cg *cg, uint64_t id, const struct dt_ident *types,
			  struct dt_node *keys, uint32_t keysize, uint32_t comm,
			  struct dt_rec **recs, int *nrecs)
{
	return key_build(cg, id, false, keys, comm, NULL, types, recs, nrecs);
}

uint32_t cg_key_build_tls(struct dt_cg *cg, uint64_t id, const struct dt_ident *types,
			  struct dt_node *keys, uint32_t keysize, struct dt_rec **recs, int *nrecs)
{
	return key_build(cg, id, true, keys, 0, NULL, types, recs, nrecs);
}
