/*
 * Register allocation: expression values live in r6, r7 (kept across
 * helper calls) and r1-r5 (spilled to fixed stack slots around calls).
 * r0 is the helper result / short-lived temporary, r8 = mstate, r9 = ctx.
 */
#include "cg/cg.h"

static const int pool[] = { BPF_REG_6, BPF_REG_7, BPF_REG_1, BPF_REG_2,
			    BPF_REG_3, BPF_REG_4, BPF_REG_5 };
/* The same registers for values no helper call separates from their uses:
 * r1-r5 first, as the JIT saves and restores each callee-saved register a
 * program uses (a straight-line program may then need none). */
static const int tmp_pool[] = { BPF_REG_1, BPF_REG_2, BPF_REG_3, BPF_REG_4,
				BPF_REG_5, BPF_REG_6, BPF_REG_7 };

static int alloc_from(struct dt_cg *cg, const int *order, size_t n)
{
	for (size_t i = 0; i < n; i++) {
		int r = order[i];
		if (!cg->used[r]) {
			cg->used[r] = true;
			return r;
		}
	}
	dt_cc_error(cg->cc, D_NOREG, 0, "Insufficient registers to generate code");
}

int cg_reg_alloc(struct dt_cg *cg)
{
	return alloc_from(cg, pool, sizeof(pool) / sizeof(pool[0]));
}

int cg_reg_alloc_tmp(struct dt_cg *cg)
{
	return alloc_from(cg, tmp_pool, sizeof(tmp_pool) / sizeof(tmp_pool[0]));
}

int cg_reg_nfree(struct dt_cg *cg)
{
	int n = 0;
	for (unsigned i = 0; i < sizeof(pool) / sizeof(pool[0]); i++)
		n += !cg->used[pool[i]];
	return n;
}

/* Keep the value of reg on the stack while another operand is computed,
 * when few registers are left: deeply nested expressions then need one
 * stack slot per level instead of one register.  Returns the slot, or 0
 * when reg stays in its register. */
int32_t cg_reg_hold(struct dt_cg *cg, int reg, const struct dt_node *next)
{
	if (cg_reg_nfree(cg) >= 4 || next->is_const || next->kind == N_INT ||
	    next->kind == N_CHAR || cg->nstack >= CG_STACK_MAX)
		return 0;
	int32_t slot = cg_stack_push(cg);
	cg_emit(cg, STX_MEM(BPF_DW, BPF_REG_10, reg, slot));
	cg_reg_free(cg, reg);
	return slot;
}

/* The held value back in a register (reg itself when it was not held). */
int cg_reg_unhold(struct dt_cg *cg, int reg, int32_t slot)
{
	if (!slot)
		return reg;
	int r = cg_reg_alloc(cg);
	cg_emit(cg, LDX_MEM(BPF_DW, r, BPF_REG_10, slot));
	cg_stack_pop(cg);
	return r;
}

void cg_reg_free(struct dt_cg *cg, int reg)
{
	if (reg > 0 && reg < 8)
		cg->used[reg] = false;
}

void cg_reg_reset(struct dt_cg *cg)
{
	for (int r = 0; r < 11; r++)
		cg->used[r] = cg->spilled[r] = false;
	cg->nstack = 0;
}

void cg_call_begin(struct dt_cg *cg)
{
	for (int r = BPF_REG_1; r <= BPF_REG_5; r++) {
		if (cg->used[r]) {
			cg_emit(cg, STX_MEM(BPF_DW, BPF_REG_10, r, CG_SLOT_REG(r)));
			cg->spilled[r] = true;
		}
	}
}

void cg_call_arg(struct dt_cg *cg, int argno, int reg)
{
	if (reg == argno && !cg->spilled[reg])
		return;
	if (reg >= BPF_REG_1 && reg <= BPF_REG_5 && cg->spilled[reg])
		cg_emit(cg, LDX_MEM(BPF_DW, argno, BPF_REG_10, CG_SLOT_REG(reg)));
	else
		cg_emit(cg, MOV64_REG(argno, reg));
}

int cg_call_end(struct dt_cg *cg, int helper, bool want_result)
{
	cg_emit(cg, CALL_HELPER(helper));
	for (int r = BPF_REG_1; r <= BPF_REG_5; r++) {
		if (cg->spilled[r]) {
			cg_emit(cg, LDX_MEM(BPF_DW, r, BPF_REG_10, CG_SLOT_REG(r)));
			cg->spilled[r] = false;
		}
	}
	if (!want_result)
		return -1;
	int res = cg_reg_alloc(cg);
	cg_emit(cg, MOV64_REG(res, BPF_REG_0));
	return res;
}

int32_t cg_stack_push(struct dt_cg *cg)
{
	if (cg->nstack >= CG_STACK_MAX)
		dt_cc_error(cg->cc, D_NOREG, 0, "Insufficient registers to generate code");
	return CG_STACK_TOP - 8 * cg->nstack++;
}

void cg_stack_pop(struct dt_cg *cg)
{
	if (cg->nstack > 0)
		cg->nstack--;
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
