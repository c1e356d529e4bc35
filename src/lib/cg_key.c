/*
 * Keys of associative arrays, thread-local arrays and aggregations, built in
 * the CG_R_KEY scratch region: [u64 id][key tuple], zero padded.
 */
#include <stdlib.h>

#include "cg.h"

uint32_t cg_key_elem_size(struct dt_cg *cg, const struct dt_type *t)
{
	if (cg_is_stack_type(t))
		return cg_stack_size(cg, t);
	return cg_is_strval(t) ? ((uint32_t)cg->strsize + 7) & ~7u : 8;
}

uint32_t cg_tuple_size(struct dt_cg *cg, struct dt_node *keys)
{
	uint32_t s = 0;
	for (struct dt_node *k = keys; k; k = k->next)
		s += cg_key_elem_size(cg, k->type);
	return s;
}

/* Key in CG_R_KEY: [u64 id][elements], zero padded to keysize.  The key
 * expressions are evaluated first (they may use the key buffer too). */
#define CG_COMM_LEN 16		/* TASK_COMM_LEN: execname's size */

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
		s += (comm & (1u << i)) ? CG_COMM_LEN : cg_key_elem_size(cg, k->type);
	return s;
}

static uint32_t key_build(struct dt_cg *cg, uint64_t id, bool tls, struct dt_node *keys,
			  uint32_t keysize, uint32_t comm, struct dt_rec **recs, int *nrecs)
{
	int32_t slots[16];
	int n = 0;

	/* Each key value waits in a stack slot of its own, so nested keys
	 * (a[b[c[1]]]) need one register per level, not one per key. */
	for (struct dt_node *k = keys; k; k = k->next) {
		if (n == 16)
			cg_error(cg, k, "too many keys");
		int r = cg_expr(cg, k);
		if (!cg_is_strval(k->type) && !cg_is_stack_type(k->type))
			cg_normalize(cg, r, k->type);
		slots[n] = cg_stack_push(cg);
		cg_emit(cg, STX_MEM(BPF_DW, BPF_REG_10, r, (int16_t)slots[n]));
		cg_reg_free(cg, r);
		n++;
	}
	cg_region_need(cg, CG_R_KEY, keysize);
	for (uint32_t off = 0; off < keysize; off += 8)
		cg_scratch_st_imm(cg, BPF_DW, CG_R_KEY, (int32_t)off, 0);
	int idr = cg_reg_alloc(cg);
	cg_ldimm64(cg, idr, id);
	cg_scratch_st(cg, BPF_DW, CG_R_KEY, 0, idr);
	cg_reg_free(cg, idr);

	uint32_t off = 8;
	int i = 0;
	if (tls) {
		/* thread-local arrays: the thread follows the variable id */
		cg_emit(cg, LDX_MEM(BPF_DW, BPF_REG_0, BPF_REG_10, CG_SLOT_TLSKEY));
		cg_scratch_st(cg, BPF_DW, CG_R_KEY, 8, BPF_REG_0);
		off = 16;
	}
	if (recs) {
		*recs = NULL;
		*nrecs = 0;
	}
	for (struct dt_node *k = keys; k; k = k->next, i++) {
		bool is_comm = i < 32 && (comm & (1u << i));
		uint32_t es = is_comm ? CG_COMM_LEN : cg_key_elem_size(cg, k->type);
		if (recs) {
			*recs = realloc(*recs, sizeof(**recs) * (size_t)(*nrecs + 1));
			if (!*recs)
				abort();
			(*recs)[*nrecs] = (struct dt_rec){ off - 8, es, k->type, false };
			const struct dt_type *t = k->type;
			while (t && t->kind == T_TYPEDEF)
				t = t->base;
			(*recs)[*nrecs].is_signed = t && (t->kind == T_ENUM ||
							  (t->kind == T_INT && t->is_signed));
			(*nrecs)++;
		}
		int v = cg_reg_alloc(cg);
		cg_emit(cg, LDX_MEM(BPF_DW, v, BPF_REG_10, (int16_t)slots[i]));
		if (is_comm) {
			cg_call_begin(cg);
			cg_scratch_addr(cg, BPF_REG_1, CG_R_KEY, (int32_t)off);
			cg_emit(cg, MOV64_IMM(BPF_REG_2, CG_COMM_LEN));
			cg_call_arg(cg, BPF_REG_3, v);
			cg_call_end(cg, BPF_FUNC_probe_read_kernel_str, false);
		} else if (cg_is_strval(k->type)) {
			int dst = cg_reg_alloc(cg);
			cg_scratch_addr(cg, dst, CG_R_KEY, (int32_t)off);
			cg_str_copy(cg, dst, v, false);
			cg_reg_free(cg, dst);
		} else if (cg_is_stack_type(k->type)) {
			int dst = cg_reg_alloc(cg);
			cg_scratch_addr(cg, dst, CG_R_KEY, (int32_t)off);
			cg_stack_copy(cg, dst, v, es);
			cg_reg_free(cg, dst);
		} else {
			cg_scratch_st(cg, BPF_DW, CG_R_KEY, (int32_t)off, v);
		}
		cg_reg_free(cg, v);
		off += es;
	}
	for (int j = 0; j < n; j++)
		cg_stack_pop(cg);
	return off;
}

uint32_t cg_key_build(struct dt_cg *cg, uint64_t id, struct dt_node *keys, uint32_t keysize,
		      struct dt_rec **recs, int *nrecs)
{
	return key_build(cg, id, false, keys, keysize, 0, recs, nrecs);
}

uint32_t cg_agg_key_build(struct dt_cg *cg, uint64_t id, struct dt_node *keys,
			  uint32_t keysize, uint32_t comm, struct dt_rec **recs, int *nrecs)
{
	return key_build(cg, id, false, keys, keysize, comm, recs, nrecs);
}

uint32_t cg_key_build_tls(struct dt_cg *cg, uint64_t id, struct dt_node *keys, uint32_t keysize,
			  struct dt_rec **recs, int *nrecs)
{
	return key_build(cg, id, true, keys, keysize, 0, recs, nrecs);
}
