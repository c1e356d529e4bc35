/*
 * Speculations, BPF side: speculation() allocates an id in DT_MAP_SPEC,
 * speculate(id) tags the clause's record with the id (the consumer keeps
 * tagged records aside), commit(id) / discard(id) mark the speculation
 * draining and record which one the consumer is to commit or drop.  The
 * layout and the life of an id are in program.h (DT_MAP_SPEC).
 */
#include <stddef.h>

#include "cg/cg.h"
#include "lang/kfeature.h"

/* ids beyond this are never allocated, even with a larger nspec: the
 * allocation loop must stay within what the verifier walks */
#define CG_SPEC_MAX	65536

/* Option nspec as the programs use it, recorded in the compiled output
 * (dt_cg_out.nspec): the runtime sizes DT_MAP_SPEC and the consumer its
 * buffers by what the programs check ids against. */
static uint32_t spec_nspec(struct dt_cg *cg)
{
	int64_t n = dt_opt_int(cg->h, OPT_nspec, 1);
	if (n < 0)
		n = 0;
	if (n > CG_SPEC_MAX)
		n = CG_SPEC_MAX;
	if (cg->h->cgout)
		cg->h->cgout->nspec = (uint32_t)n;
	return (uint32_t)n;
}

/* reg = DT_MAP_SPEC, whose size the compiled output then holds. */
static void spec_map(struct dt_cg *cg, int reg)
{
	spec_nspec(cg);
	cg_ldmap(cg, reg, DT_MAP_SPEC);
}

/* After raw code that clobbered r0-r5 (helper calls of its own): reload
 * what cg_call_begin() spilled, as cg_call_end() does after its call. */
static void spill_restore(struct dt_cg *cg)
{
	for (int r = BPF_REG_1; r <= BPF_REG_5; r++) {
		if (cg->spilled[r]) {
			cg_emit(cg, LDX_MEM(BPF_DW, r, BPF_REG_10, CG_SLOT_REG(r)));
			cg->spilled[r] = false;
		}
	}
}

/* r0 = &DT_MAP_SPEC[key at CG_SLOT_TMP], or NULL. */
static void spec_lookup(struct dt_cg *cg)
{
	spec_map(cg, BPF_REG_1);
	cg_emit(cg, MOV64_REG(BPF_REG_2, BPF_REG_10));
	cg_emit(cg, ALU64_IMM(BPF_ADD, BPF_REG_2, CG_SLOT_TMP));
	cg_emit(cg, CALL_HELPER(BPF_FUNC_map_lookup_elem));
}

/* speculation(): the first id in 1..nspec that a BPF_NOEXIST insert
 * claims; 0 when none is free, counted at key 0 as "busy" when some id
 * was still draining (the consumer has not yet processed its commit or
 * discard), else "unavailable". */
/* Up to this many speculation ids, speculation() tries each in straight-
 * line code (13 instructions an id); beyond it, in a loop, which only
 * newer verifiers accept (5.10's finds an "infinite loop"). */
#define DT_SPEC_UNROLL	1024

/* Try to take the id at CG_SLOT_TMP: on success jump to done, else go on
 * to `next`.  One branch per id, whose taken side is the next try: the
 * verifier follows the success path to its end first and keeps one
 * pending state, not one per id (its limit is 8192 of them). */
static void try_id(struct dt_cg *cg, int done, int next)
{
	spec_map(cg, BPF_REG_1);
	cg_emit(cg, MOV64_REG(BPF_REG_2, BPF_REG_10));
	cg_emit(cg, ALU64_IMM(BPF_ADD, BPF_REG_2, CG_SLOT_TMP));
	cg_scratch_addr(cg, BPF_REG_3, CG_R_ZERO, 0);
	cg_emit(cg, MOV64_IMM(BPF_REG_4, BPF_NOEXIST));
	cg_emit(cg, CALL_HELPER(BPF_FUNC_map_update_elem));
	cg_jump(cg, JMP_IMM(BPF_JNE, BPF_REG_0, 0, 0), next);
	if (!dt_kfeat_xchg()) {
		/* the new id's turn to commit or discard (DT_MAP_ONCE) is free */
		cg_ldmap(cg, BPF_REG_1, DT_MAP_ONCE);
		cg_emit(cg, MOV64_REG(BPF_REG_2, BPF_REG_10));
		cg_emit(cg, ALU64_IMM(BPF_ADD, BPF_REG_2, CG_SLOT_TMP));
		cg_emit(cg, CALL_HELPER(BPF_FUNC_map_delete_elem));
	}
	cg_jump(cg, JA(0), done);
}

/* No id was free: busy when more ids began draining (key 0's `drains`)
 * than the consumer freed (key nspec + 1's), else unavailable.  Leaves
 * 0 at CG_SLOT_TMP. */
static void count_failure(struct dt_cg *cg, uint32_t nspec, int done)
{
	int32_t freed = cg_stack_push(cg);
	int unavail = cg_label_new(cg);

	cg_emit(cg, ST_MEM(BPF_DW, BPF_REG_10, CG_SLOT_TMP, (int32_t)(nspec + 1)));
	spec_lookup(cg);
	cg_emit(cg, ST_MEM(BPF_DW, BPF_REG_10, CG_SLOT_TMP, 0));
	cg_jump(cg, JMP_IMM(BPF_JEQ, BPF_REG_0, 0, 0), done);
	cg_emit(cg, LDX_MEM(BPF_DW, BPF_REG_1, BPF_REG_0, offsetof(struct dt_specfail, drains)));
	cg_emit(cg, STX_MEM(BPF_DW, BPF_REG_10, BPF_REG_1, freed));
	spec_lookup(cg);
	cg_jump(cg, JMP_IMM(BPF_JEQ, BPF_REG_0, 0, 0), done);
	cg_emit(cg, LDX_MEM(BPF_DW, BPF_REG_1, BPF_REG_0, offsetof(struct dt_specfail, drains)));
	cg_emit(cg, LDX_MEM(BPF_DW, BPF_REG_2, BPF_REG_10, freed));
	cg_jump(cg, JMP_REG(BPF_JLE, BPF_REG_1, BPF_REG_2, 0), unavail);
	cg_emit(cg, MOV64_IMM(BPF_REG_1, 1));
	cg_emit(cg, ATOMIC_ADD64(BPF_REG_0, BPF_REG_1, offsetof(struct dt_specfail, busy)));
	cg_jump(cg, JA(0), done);
	cg_label_place(cg, unavail);
	cg_emit(cg, MOV64_IMM(BPF_REG_1, 1));
	cg_emit(cg, ATOMIC_ADD64(BPF_REG_0, BPF_REG_1, offsetof(struct dt_specfail, unavail)));
	cg_stack_pop(cg);
}

int cg_spec_speculation(struct dt_cg *cg, struct dt_node *call)
{
	(void)call;
	uint32_t nspec = spec_nspec(cg);
	int loop = cg_label_new(cg), next = cg_label_new(cg), fail = cg_label_new(cg);
	int done = cg_label_new(cg);

	cg_region_need(cg, CG_R_ZERO, DT_SPEC_VALSIZE);
	cg_call_begin(cg);
	cg_emit(cg, ST_MEM(BPF_DW, BPF_REG_10, CG_SLOT_TMP, 1));

	if (nspec <= DT_SPEC_UNROLL) {
		/* Unrolled, one try per id: older verifiers (6.1, 6.12) cannot
		 * follow a loop whose counter is also a helper's key argument
		 * ("infinite loop detected"). */
		for (uint32_t id = 1; id <= nspec; id++) {
			int skip = cg_label_new(cg);
			cg_emit(cg, ST_MEM(BPF_DW, BPF_REG_10, CG_SLOT_TMP, (int32_t)id));
			try_id(cg, done, skip);
			cg_label_place(cg, skip);
		}
		cg_jump(cg, JA(0), fail);
	} else {
		cg_label_place(cg, loop);
		cg_emit(cg, LDX_MEM(BPF_DW, BPF_REG_1, BPF_REG_10, CG_SLOT_TMP));
		cg_jump(cg, JMP_IMM(BPF_JGT, BPF_REG_1, (int32_t)nspec, 0), fail);
		try_id(cg, done, next);
		cg_label_place(cg, next);
		cg_emit(cg, LDX_MEM(BPF_DW, BPF_REG_1, BPF_REG_10, CG_SLOT_TMP));
		cg_emit(cg, ALU64_IMM(BPF_ADD, BPF_REG_1, 1));
		cg_emit(cg, STX_MEM(BPF_DW, BPF_REG_10, BPF_REG_1, CG_SLOT_TMP));
		cg_jump(cg, JA(0), loop);
	}

	cg_label_place(cg, fail);
	count_failure(cg, nspec, done);

	/* CG_SLOT_TMP holds the id, or 0 */
	cg_label_place(cg, done);
	spill_restore(cg);
	int r = cg_reg_alloc(cg);
	cg_emit(cg, LDX_MEM(BPF_W, r, BPF_REG_10, CG_SLOT_TMP));
	return r;
}

/* The id argument as a u32 in a register and at CG_SLOT_TMP, and in a
 * record item of `kind`'s action (an int, as DTrace records it). */
static int32_t spec_id_rec(struct dt_cg *cg, struct dt_node *call, enum dt_act_kind kind,
			   bool record_now)
{
	int id = cg_expr(cg, call->list);
	cg_emit(cg, MOV32_REG(id, id));
	cg_emit(cg, STX_MEM(BPF_DW, BPF_REG_10, id, CG_SLOT_TMP));
	cg_act_add(cg, kind);
	uint32_t off = cg_rec_reserve(cg, 4, dt_type_builtin("int"), true);
	int32_t at = (int32_t)(sizeof(struct dt_rechdr) + off);
	if (record_now)
		cg_scratch_st(cg, BPF_DW, CG_R_REC, at, id);
	else
		cg_scratch_st_imm(cg, BPF_DW, CG_R_REC, at, 0);
	cg_reg_free(cg, id);
	return at;
}

/* speculate(id): the rest of the clause records into speculation id.  An
 * id that is not allocated, or already committed or discarded, drops the
 * clause (Oracle DTrace does the same, silently); but a discard() before
 * it in the clause has been done: then the record still goes out, with
 * id 0 in its speculate item, for the consumer to act on the discard
 * (consume_spec.c) and drop the rest (lost, the discarded id would stay
 * busy for ever: discard(self->s); self->s = speculation(); speculate(
 * self->s) with no id free).  `written` counts the records the consumer
 * must see before it may free the id. */
void cg_spec_speculate(struct dt_cg *cg, struct dt_node *call)
{
	bool discarded = false;
	for (int i = 0; cg->ed && i < cg->ed->nacts; i++)
		if (cg->ed->acts[i].kind == DT_ACT_DISCARD)
			discarded = true;
	int32_t at = spec_id_rec(cg, call, DT_ACT_SPECULATE, true);
	int fail = cg->lbl_clause_end;
	if (discarded) {
		if (cg->lbl_submit < 0)
			cg->lbl_submit = cg_label_new(cg);
		fail = cg_label_new(cg);
	}
	cg_call_begin(cg);
	cg_emit(cg, LDX_MEM(BPF_DW, BPF_REG_1, BPF_REG_10, CG_SLOT_TMP));
	cg_jump(cg, JMP_IMM(BPF_JEQ, BPF_REG_1, 0, 0), fail);
	spec_lookup(cg);
	cg_jump(cg, JMP_IMM(BPF_JEQ, BPF_REG_0, 0, 0), fail);
	cg_emit(cg, LDX_MEM(BPF_DW, BPF_REG_1, BPF_REG_0, offsetof(struct dt_specval, draining)));
	cg_jump(cg, JMP_IMM(BPF_JNE, BPF_REG_1, 0, 0), fail);
	cg_emit(cg, MOV64_IMM(BPF_REG_1, 1));
	cg_emit(cg, ATOMIC_ADD64(BPF_REG_0, BPF_REG_1, offsetof(struct dt_specval, written)));
	if (discarded) {
		int ok = cg_label_new(cg);
		cg_jump(cg, JA(0), ok);
		cg_label_place(cg, fail);
		cg_scratch_st_imm(cg, BPF_DW, CG_R_REC, at, 0);
		cg_jump(cg, JA(0), cg->lbl_submit);
		cg_label_place(cg, ok);
	}
	spill_restore(cg);
}

/* commit(id) / discard(id): an id above nspec is an illegal operation; 0
 * or an id not allocated does nothing.  Only the first commit or discard
 * of an allocation (the one that swaps `draining` from 0) records the id,
 * later ones record 0: so discard() then commit() discards. */
void cg_spec_commit(struct dt_cg *cg, struct dt_node *call, bool discard)
{
	int32_t at = spec_id_rec(cg, call, discard ? DT_ACT_DISCARD : DT_ACT_COMMIT, false);
	int done = cg_label_new(cg);

	cg_call_begin(cg);
	cg_emit(cg, LDX_MEM(BPF_DW, BPF_REG_1, BPF_REG_10, CG_SLOT_TMP));
	cg_jump(cg, JMP_IMM(BPF_JEQ, BPF_REG_1, 0, 0), done);
	int ok = cg_label_new(cg);
	cg_jump(cg, JMP_IMM(BPF_JLE, BPF_REG_1, (int32_t)spec_nspec(cg), 0), ok);
	cg_fault(cg, DT_FLT_ILLOP, -1);
	cg_label_place(cg, ok);
	spec_lookup(cg);
	cg_jump(cg, JMP_IMM(BPF_JEQ, BPF_REG_0, 0, 0), done);
	if (dt_kfeat_xchg()) {
		cg_emit(cg, MOV64_IMM(BPF_REG_1, 1));
		cg_emit(cg, DT_INSN(BPF_STX | BPF_DW | BPF_ATOMIC, BPF_REG_0, BPF_REG_1,
				    offsetof(struct dt_specval, draining), BPF_XCHG));
		cg_jump(cg, JMP_IMM(BPF_JNE, BPF_REG_1, 0, 0), done);
	} else {
		/* No atomic exchange (5.10): the first BPF_NOEXIST insert of
		 * the id in DT_MAP_ONCE (made under the bucket's lock) is the
		 * one that commits or discards; it then marks it draining. */
		cg_ldmap(cg, BPF_REG_1, DT_MAP_ONCE);
		cg_emit(cg, MOV64_REG(BPF_REG_2, BPF_REG_10));
		cg_emit(cg, ALU64_IMM(BPF_ADD, BPF_REG_2, CG_SLOT_TMP));
		cg_emit(cg, MOV64_REG(BPF_REG_3, BPF_REG_2));
		cg_emit(cg, MOV64_IMM(BPF_REG_4, BPF_NOEXIST));
		cg_emit(cg, CALL_HELPER(BPF_FUNC_map_update_elem));
		cg_jump(cg, JMP_IMM(BPF_JNE, BPF_REG_0, 0, 0), done);
		spec_lookup(cg);
		cg_jump(cg, JMP_IMM(BPF_JEQ, BPF_REG_0, 0, 0), done);
		cg_emit(cg, ST_MEM(BPF_DW, BPF_REG_0, offsetof(struct dt_specval, draining), 1));
	}
	cg_emit(cg, LDX_MEM(BPF_DW, BPF_REG_1, BPF_REG_10, CG_SLOT_TMP));
	cg_scratch_st(cg, BPF_DW, CG_R_REC, at, BPF_REG_1);
	/* one more id draining (speculation() tells busy from unavailable) */
	cg_emit(cg, ST_MEM(BPF_DW, BPF_REG_10, CG_SLOT_TMP, 0));
	spec_lookup(cg);
	cg_jump(cg, JMP_IMM(BPF_JEQ, BPF_REG_0, 0, 0), done);
	cg_emit(cg, MOV64_IMM(BPF_REG_1, 1));
	cg_emit(cg, ATOMIC_ADD64(BPF_REG_0, BPF_REG_1, offsetof(struct dt_specfail, drains)));
	cg_label_place(cg, done);
	spill_restore(cg);
}
