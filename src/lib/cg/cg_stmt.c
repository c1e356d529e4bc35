/*
 * Clauses and statements: predicate, statements in order, then the record
 * submitted whole to the ring buffer.  A fault jumps to the clause's fault
 * path, which submits a fault record instead and skips the rest.
 */
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include "cg/cg.h"


void cg_stmt(struct dt_cg *cg, struct dt_node *s)
{
	if (s->kind != N_BLOCK)
		cg->stmt = s;
	switch (s->kind) {
	case N_BLOCK:
		for (struct dt_node *c = s->list; c; c = c->next)
			cg_stmt(cg, c);
		return;
	case N_EMPTY:
	case N_DECL:
		return;
	case N_AGGASSIGN:
		cg_aggassign(cg, s);
		break;
	case N_IF: {
		/* An action of a branch not taken is in the record too, its
		 * ran byte 0 (cg_act_add): each path clears the other's, after
		 * its own statements, when they are known. */
		int lelse = cg_label_new(cg), lend = cg_label_new(cg);
		int lthen_done = cg_label_new(cg);
		int c = cg_expr(cg, s->a);
		cg_jump(cg, JMP_IMM(BPF_JEQ, c, 0, 0), lelse);
		cg_reg_free(cg, c);
		cg->ntmp = 0;
		cg->cond_depth++;
		int then_acts = cg_act_count(cg);
		cg_stmt(cg, s->b);
		int else_acts = cg_act_count(cg);
		cg_jump(cg, JA(0), s->c ? lthen_done : lend);
		cg_label_place(cg, lelse);
		cg_act_not_run_range(cg, then_acts, else_acts);
		if (s->c) {
			cg_stmt(cg, s->c);
			cg_jump(cg, JA(0), lend);
			cg_label_place(cg, lthen_done);
			cg_act_not_run_range(cg, else_acts, cg_act_count(cg));
		}
		cg->cond_depth--;
		cg_label_place(cg, lend);
		return;
	}
	case N_EXPRSTMT:
		if (!s->a)
			return;
		cg_stmt(cg, s->a);
		return;
	case N_CALL:
		if (s->ident && s->ident->kind == ID_FUNC)
			cg_action(cg, s);
		else
			cg_reg_free(cg, cg_expr(cg, s));
		break;
	default:
		cg_reg_free(cg, cg_expr(cg, s));
		break;
	}
	/* statements leave nothing live */
	cg_reg_reset(cg);
	cg->ntmp = 0;
}

/* Whether the clause's record holds an exit(): the consumer wants it at
 * once, not at its next paced read. */
static bool rec_has_act(const struct dt_edesc *ed, enum dt_act_kind kind)
{
	for (int i = 0; ed && i < ed->nacts; i++)
		if (ed->acts[i].kind == kind)
			return true;
	return false;
}

static bool rec_has_exit(const struct dt_edesc *ed)
{
	return rec_has_act(ed, DT_ACT_EXIT);
}

/* A commit() or discard() frees its speculation id only once the consumer
 * reads it (consume_spec.c): woken at once, it hands the id back before a
 * burst of speculation() calls finds every id busy (illumos frees a
 * discarded speculation at once). */
static bool rec_drains_spec(const struct dt_edesc *ed)
{
	return rec_has_act(ed, DT_ACT_COMMIT) || rec_has_act(ed, DT_ACT_DISCARD);
}

/* Records go out without a wakeup (one per record would cost more than
 * the record), except when the buffer is over a quarter full: the
 * consumer paces itself by the rate it saw, and a burst starting while it
 * waits its longest could otherwise fill the buffer before it looks; at a
 * quarter, a consumer woken while producers hold every CPU has three
 * quarters of the buffer's time to be scheduled (at half, two producers
 * flooding both CPUs of a quiet machine still made it drop).  How full
 * it is (a helper call) is asked at every DT_FILL_CHECK-th record of a
 * CPU, out of line: a wakeup then comes at most that many records late,
 * a few KiB against a quarter of the buffer.  A record with exit() wakes it: it
 * is written once per session (program.h), and the session ends up to
 * one paced wait (20 ms) sooner. */
#define DT_FILL_CHECK	64

/* Whether the record about to be written goes out once per session at
 * most: BEGIN's and END's (they fire once) and one that holds an exit()
 * run unconditionally (only the first exit() of the session records).
 * ERROR's own program writes to its own buffer, one run at a time. */
static void count_record(struct dt_cg *cg, uint32_t size, bool wake)
{
	const struct dt_probe *p = cg->probe;
	uint64_t bytes = 8 + (((uint64_t)size + 7) & ~7ULL);	/* the ring's header */

	if (cg_probe_is_error(cg) && !cg->in_error) {
		cg->out->err_rb += bytes;
		return;
	}
	bool once = (wake && !cg->exit_cond) ||
		    (!cg->in_error && p && p->prov && p->name && strcmp(p->prov, "dtrace") == 0 &&
		     (strcmp(p->name, "BEGIN") == 0 || strcmp(p->name, "END") == 0));
	if (once)
		cg->out->rb_once += bytes;
	else
		cg->out->rb_any = true;
}

static void ringbuf_out(struct dt_cg *cg, uint32_t size, bool wake, bool wake_spec)
{
	count_record(cg, size, wake);
	wake = wake || wake_spec;
	int64_t mark = dt_opt_bufsize(cg->h, &(bool){0}) / 4;

	if (mark <= 0 || mark > INT32_MAX)
		mark = INT32_MAX;
	cg_call_begin(cg);
	if (wake) {
		cg_emit(cg, MOV64_IMM(BPF_REG_4, BPF_RB_FORCE_WAKEUP));
	} else {
		int lcheck = cg_label_new(cg), lback = cg_label_new(cg);
		const int16_t at = offsetof(struct dt_mstate, records);

		cg_emit(cg, LDX_MEM(BPF_W, BPF_REG_1, BPF_REG_8, at));
		cg_emit(cg, ALU64_IMM(BPF_ADD, BPF_REG_1, 1));
		cg_emit(cg, STX_MEM(BPF_W, BPF_REG_8, BPF_REG_1, at));
		cg_emit(cg, MOV64_IMM(BPF_REG_4, BPF_RB_NO_WAKEUP));
		cg_emit(cg, ALU64_IMM(BPF_AND, BPF_REG_1, DT_FILL_CHECK - 1));
		cg_jump(cg, JMP_IMM(BPF_JEQ, BPF_REG_1, 0, 0), lcheck);
		cg_cold_begin(cg);
		cg_label_place(cg, lcheck);
		cg_ldmap(cg, BPF_REG_1, DT_MAP_RINGBUF);
		cg_emit(cg, MOV64_IMM(BPF_REG_2, BPF_RB_AVAIL_DATA));
		cg_call_end(cg, BPF_FUNC_ringbuf_query, false);
		cg_call_begin(cg);
		cg_emit(cg, MOV64_IMM(BPF_REG_4, BPF_RB_NO_WAKEUP));
		cg_emit(cg, JMP_IMM(BPF_JLT, BPF_REG_0, (int32_t)mark, 1));
		cg_emit(cg, MOV64_IMM(BPF_REG_4, BPF_RB_FORCE_WAKEUP));
		cg_jump(cg, JA(0), lback);
		cg_cold_end(cg);
		cg_label_place(cg, lback);
	}
	cg_ldmap(cg, BPF_REG_1, DT_MAP_RINGBUF);
	cg_scratch_addr(cg, BPF_REG_2, CG_R_REC, 0);
	cg_emit(cg, MOV64_IMM(BPF_REG_3, (int32_t)size));
	cg_call_end(cg, BPF_FUNC_ringbuf_output, false);
	/* a full buffer is a drop, counted per CPU for the consumer */
	cg_emit(cg, JMP_IMM(BPF_JEQ, BPF_REG_0, 0, DT_DROP_INSNS));
	cg_count_drop(cg, DT_DROP_PRINCIPAL, BPF_REG_1);
}

static void rec_header(struct dt_cg *cg, uint32_t epid)
{
	if (cg->ngroup > 1) {
		cg_epid_to(cg, BPF_REG_0, epid);
		cg_scratch_st(cg, BPF_W, CG_R_REC, offsetof(struct dt_rechdr, epid), BPF_REG_0);
	} else {
		cg_scratch_st_imm(cg, BPF_W, CG_R_REC, offsetof(struct dt_rechdr, epid),
				  (int32_t)epid);
	}
	cg_call_begin(cg);
	cg_call_end(cg, BPF_FUNC_get_smp_processor_id, false);
	cg_scratch_st(cg, BPF_W, CG_R_REC, offsetof(struct dt_rechdr, cpu), BPF_REG_0);
}

static void error_clauses(struct dt_cg *cg);

/* Can this fault run dtrace:::ERROR's clauses in place?  Those of this
 * compile, not from ERROR itself (a fault there does not fire ERROR
 * again), and not in a grouped program (its records' EPIDs stand for each
 * probe of the group). */
static bool error_inline(const struct dt_cg *cg)
{
	return cg->plan->nerr > 0 && !cg->in_error && cg->ngroup <= 1 && !cg_probe_is_error(cg);
}

static void forget_clocks(struct dt_cg *cg);

/* clock: the faulting clause read timestamp or walltimestamp (ERROR's
 * clauses, which run here, read their own) */
static void fault_path(struct dt_cg *cg, uint32_t clause_epid, bool clock)
{
	struct dt_edesc *ed = cg_edesc_new(cg);
	ed->size = sizeof(struct dt_faultrec);
	ed->acts = dt_zalloc(sizeof(*ed->acts));
	ed->acts[0].kind = DT_ACT_ERROR;
	ed->acts[0].aggid = -1;
	ed->nacts = 1;

	int32_t d = sizeof(struct dt_rechdr);
	cg_label_place(cg, cg->lbl_fault);
	cg_region_need(cg, CG_R_REC, (uint32_t)(d + sizeof(struct dt_faultrec)));
	rec_header(cg, ed->epid);
	cg_emit(cg, LDX_MEM(BPF_DW, BPF_REG_1, BPF_REG_8, offsetof(struct dt_mstate, fault)));
	if (error_inline(cg))
		cg_emit(cg, ALU64_IMM(BPF_OR, BPF_REG_1, (int32_t)DT_FAULT_ERROR_RAN));
	cg_scratch_st(cg, BPF_DW, CG_R_REC, d + (int32_t)offsetof(struct dt_faultrec, fault),
		      BPF_REG_1);
	cg_emit(cg, LDX_MEM(BPF_DW, BPF_REG_1, BPF_REG_8,
			    offsetof(struct dt_mstate, fault_addr)));
	cg_scratch_st(cg, BPF_DW, CG_R_REC, d + (int32_t)offsetof(struct dt_faultrec, addr),
		      BPF_REG_1);
	cg_emit(cg, LDX_MEM(BPF_W, BPF_REG_1, BPF_REG_8, offsetof(struct dt_mstate, fault_pc)));
	cg_scratch_st(cg, BPF_DW, CG_R_REC, d + (int32_t)offsetof(struct dt_faultrec, pc),
		      BPF_REG_1);
	if (cg->ngroup > 1 && clause_epid) {
		cg_epid_to(cg, BPF_REG_1, clause_epid);
		cg_scratch_st(cg, BPF_DW, CG_R_REC,
			      d + (int32_t)offsetof(struct dt_faultrec, epid), BPF_REG_1);
	} else {
		cg_scratch_st_imm(cg, BPF_DW, CG_R_REC,
				  d + (int32_t)offsetof(struct dt_faultrec, epid),
				  (int32_t)clause_epid);
	}
	ringbuf_out(cg, (uint32_t)(d + sizeof(struct dt_faultrec)), false, false);
	if (error_inline(cg)) {
		if (clock)
			forget_clocks(cg);
		error_clauses(cg);
	}
}

/* dtrace:::ERROR fires at the fault, within the probe (as in DTrace): its
 * clauses run before the probe's next clause, so what they do is seen
 * there -- an exit() in ERROR stops the probe's remaining clauses.  They
 * see ERROR's arguments (arg1 the probe, arg2 the clause, arg3 the pc,
 * arg4 the fault, arg5 its address, as the consumer gives the ERROR
 * program: consume_act.c) in place of the probe's arg0..arg5, which are
 * kept aside meanwhile. */
static void error_clauses(struct dt_cg *cg)
{
	enum { NSAVE = 6 };
	cg_region_need(cg, CG_R_ERRSAVE, NSAVE * 8);
	for (int i = 0; i < NSAVE; i++) {
		cg_emit(cg, LDX_MEM(BPF_DW, BPF_REG_1, BPF_REG_8, i * 8));
		cg_scratch_st(cg, BPF_DW, CG_R_ERRSAVE, i * 8, BPF_REG_1);
	}
	cg_emit(cg, ST_MEM(BPF_DW, BPF_REG_8, 0, 0));
	cg_emit(cg, ST_MEM(BPF_DW, BPF_REG_8, 8, (int32_t)cg->probe->id));
	cg_emit(cg, ST_MEM(BPF_DW, BPF_REG_8, 16, cg->clause_idx));
	cg_emit(cg, LDX_MEM(BPF_W, BPF_REG_1, BPF_REG_8, offsetof(struct dt_mstate, fault_pc)));
	cg_emit(cg, STX_MEM(BPF_DW, BPF_REG_8, BPF_REG_1, 24));
	cg_emit(cg, LDX_MEM(BPF_DW, BPF_REG_1, BPF_REG_8, offsetof(struct dt_mstate, fault)));
	cg_emit(cg, STX_MEM(BPF_DW, BPF_REG_8, BPF_REG_1, 32));
	cg_emit(cg, LDX_MEM(BPF_DW, BPF_REG_1, BPF_REG_8, offsetof(struct dt_mstate, fault_addr)));
	cg_emit(cg, STX_MEM(BPF_DW, BPF_REG_8, BPF_REG_1, 40));

	/* the probe's clause state, as ERROR's clauses replace it */
	const struct dt_probe *probe = cg->probe;
	struct dt_node *clause = cg->clause;
	int clause_idx = cg->clause_idx, lend = cg->lbl_clause_end, lfault = cg->lbl_fault;
	struct dt_edesc *ed = cg->ed;
	uint32_t recoff = cg->recoff;
	cg->in_error = true;
	cg->err_host = probe;
	cg->probe = cg->plan->err_probe;
	for (int i = 0; i < cg->plan->nerr; i++)
		cg_clause(cg, cg->plan->err_clauses[i], cg->plan->err_idx[i]);
	cg->probe = probe;
	cg->in_error = false;
	cg->err_host = NULL;
	cg->clause = clause;
	cg->clause_idx = clause_idx;
	cg->lbl_clause_end = lend;
	cg->lbl_fault = lfault;
	cg->ed = ed;
	cg->recoff = recoff;
	cg_reg_reset(cg);
	cg->ntmp = 0;

	for (int i = 0; i < NSAVE; i++) {
		cg_scratch_ld(cg, BPF_DW, BPF_REG_1, CG_R_ERRSAVE, i * 8);
		cg_emit(cg, STX_MEM(BPF_DW, BPF_REG_8, BPF_REG_1, i * 8));
	}
}

/* As in DTrace (Oracle's BPF implementation), only an empty clause gets the
 * default action (a record that prints the probe line); otherwise a record
 * is written only when an action puts data in it (cg_edesc on demand), so a
 * clause that just assigns variables or aggregates prints nothing. */
static bool records_firing(struct dt_node *clause)
{
	struct dt_node *b = clause->b;
	return !b || !b->list;
}

/* timestamp and walltimestamp are one value per clause (DTrace reads each
 * once in a clause, anew in the next): the cache a clause filled is emptied
 * where it ends, so the next clause of the firing reads the clocks again. */
static void forget_clocks(struct dt_cg *cg)
{
	cg_emit(cg, ST_MEM(BPF_DW, BPF_REG_8, offsetof(struct dt_mstate, tstamp), 0));
	cg_emit(cg, ST_MEM(BPF_DW, BPF_REG_8, offsetof(struct dt_mstate, wtstamp), 0));
}

void cg_clause(struct dt_cg *cg, struct dt_node *clause, int idx)
{
	cg->clause = clause;
	cg->stmt = NULL;
	cg->clause_idx = idx;
	cg->ed = NULL;
	cg->recoff = 0;
	cg->lbl_clause_end = cg_label_new(cg);
	cg->lbl_fault = -1;
	cg->lbl_submit = -1;
	cg->ntmp = 0;
	cg->exit_cond = false;
	cg->clause_clock = false;
	cg_reg_reset(cg);
	/* Once exit() has been called no new clause runs (the guide: "no new
	 * actions will occur on any CPU"), but END's and ERROR's. */
	const struct dt_probe *p = cg->probe;
	if (cg->exit_seen && !(p && p->prov && p->name && strcmp(p->prov, "dtrace") == 0 &&
			       (strcmp(p->name, "END") == 0 || strcmp(p->name, "ERROR") == 0))) {
		cg_emit(cg, LD_MAP_VALUE_LO(BPF_REG_0, DT_MAP_STATE));
		cg_emit(cg, LD_MAP_VALUE_HI(0));
		cg_emit(cg, LDX_MEM(BPF_W, BPF_REG_1, BPF_REG_0,
				    offsetof(struct dt_state, activity)));
		cg_jump(cg, JMP_IMM(BPF_JEQ, BPF_REG_1, DT_ACTIVITY_DRAINING, 0),
			cg->lbl_clause_end);
	}

	cg_alloca_clause_start(cg);	/* frees the previous clause's alloca memory */

	if (clause->a) {
		int r = cg_expr(cg, clause->a);
		cg_jump(cg, JMP_IMM(BPF_JEQ, r, 0, 0), cg->lbl_clause_end);
		cg_reg_reset(cg);
		cg->ntmp = 0;
	}
	if (records_firing(clause))
		cg_edesc(cg);
	if (clause->b)
		cg_stmt(cg, clause->b);
	if (cg->ed) {
		if (cg->lbl_submit >= 0)
			cg_label_place(cg, cg->lbl_submit);
		rec_header(cg, cg->ed->epid);
		ringbuf_out(cg, (uint32_t)sizeof(struct dt_rechdr) + cg->recoff,
			    rec_has_exit(cg->ed), rec_drains_spec(cg->ed));
	}
	bool clock = cg->clause_clock;
	int end = cg->lbl_clause_end;	/* ERROR's clauses in the fault path make their own */
	if (cg->lbl_fault >= 0) {
		cg_jump(cg, JA(0), end);
		fault_path(cg, cg->ed ? cg->ed->epid : 0, clock);
	}
	cg_label_place(cg, end);
	if (clock)
		forget_clocks(cg);
	cg->ed = NULL;
	cg_cold_segment(cg);
}
