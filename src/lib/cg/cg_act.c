/*
 * Actions (data recording into the clause's record, described for the
 * consumer by the clause's dt_edesc) and subroutines (value-returning
 * built-in functions).
 */
#include <errno.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>

#include "cg/cg.h"
#include "lang/kfeature.h"

/* ------------------------------------------------------------ records */

struct dt_edesc *cg_edesc_new(struct dt_cg *cg)
{
	struct dt_cg_out *o = cg->out;
	struct dt_edesc *ed = dt_zalloc(sizeof(*ed));
	/* a grouped program's probes take consecutive EPIDs: the first
	 * probe's, then the others' in slot order (cg_prog.c fills them) */
	int n = cg->ngroup > 1 ? cg->ngroup : 1;
	ed->epid = (uint32_t)o->nedescs;
	ed->probe_id = cg->probe->id;
	ed->clause = cg->clause_idx;
	o->edescs = dt_realloc(o->edescs, sizeof(*o->edescs) * (size_t)(o->nedescs + n));
	memset(o->edescs + o->nedescs, 0, sizeof(*o->edescs) * (size_t)n);
	o->edescs[o->nedescs] = ed;
	o->nedescs += n;
	if (n > 1) {
		cg->group_eds = dt_realloc(cg->group_eds,
					   sizeof(*cg->group_eds) * (size_t)(cg->ngroup_eds + 1));
		cg->group_eds[cg->ngroup_eds++] = ed;
	}
	return ed;
}

struct dt_edesc *cg_edesc(struct dt_cg *cg)
{
	if (!cg->ed)
		cg->ed = cg_edesc_new(cg);
	return cg->ed;
}

static int32_t rec_data(uint32_t off)
{
	return (int32_t)(sizeof(struct dt_rechdr) + off);
}

struct dt_action *cg_act_add(struct dt_cg *cg, enum dt_act_kind kind)
{
	struct dt_edesc *ed = cg_edesc(cg);
	ed->acts = dt_realloc(ed->acts, sizeof(*ed->acts) * (size_t)(ed->nacts + 1));
	struct dt_action *a = &ed->acts[ed->nacts++];
	memset(a, 0, sizeof(*a));
	a->kind = kind;
	a->first_rec = ed->nrecs;
	a->aggid = -1;
	if (cg->cond_depth > 0) {	/* its ran byte: set here, cleared by cg_act_not_run_range */
		a->ran_at = cg->recoff + 1;
		cg->recoff += 8;
		ed->size = cg->recoff;
		cg_region_need(cg, CG_R_REC, (uint32_t)sizeof(struct dt_rechdr) + cg->recoff);
		cg_scratch_st_imm(cg, BPF_B, CG_R_REC, rec_data(a->ran_at - 1), 1);
	}
	return a;
}

/* How many actions the clause's record has so far (none: no record yet). */
int cg_act_count(struct dt_cg *cg)
{
	return cg->ed ? cg->ed->nacts : 0;
}

/* Code marking the actions [from, to) of the clause's record as not run:
 * the branch of an if they are in was not taken. */
void cg_act_not_run_range(struct dt_cg *cg, int from, int to)
{
	struct dt_edesc *ed = cg->ed;
	for (int i = from; ed && i < to; i++)
		if (ed->acts[i].ran_at)
			cg_scratch_st_imm(cg, BPF_B, CG_R_REC, rec_data(ed->acts[i].ran_at - 1), 0);
}

uint32_t cg_rec_reserve(struct dt_cg *cg, uint32_t size, struct dt_type *type, bool is_signed)
{
	struct dt_edesc *ed = cg_edesc(cg);
	uint32_t off = cg->recoff;
	uint32_t store = (size + 7) & ~7u;
	if (store < 8)
		store = 8;
	ed->recs = dt_realloc(ed->recs, sizeof(*ed->recs) * (size_t)(ed->nrecs + 1));
	ed->recs[ed->nrecs++] = (struct dt_rec){ off, size, type, is_signed };
	/* the action being added owns every rec since its first_rec */
	if (ed->nacts > 0)
		ed->acts[ed->nacts - 1].nrecs = ed->nrecs - ed->acts[ed->nacts - 1].first_rec;
	cg->recoff += store;
	ed->size = cg->recoff;
	cg_region_need(cg, CG_R_REC, (uint32_t)sizeof(struct dt_rechdr) + cg->recoff);
	return off;
}

uint32_t cg_rec_value(struct dt_cg *cg, struct dt_node *e, int reg)
{
	if (cg_is_byaddr(e->type))	/* struct/union/array bytes: cg_sou.c */
		return cg_sou_rec(cg, e, reg);
	if (cg_rec_comm_ok(cg, e))	/* 16 bytes, not strsize: cg_comm.c */
		return cg_rec_comm(cg, reg);
	if (cg_is_string(e->type) || (e->type && dt_type_resolve(e->type) &&
				      dt_type_resolve(e->type)->kind == T_ARRAY)) {
		struct dt_type *st = dt_type_builtin("string");
		uint32_t off = cg_rec_reserve(cg, (uint32_t)cg->strsize, st ? st : e->type, false);
		int dst = cg_reg_alloc(cg);
		cg_scratch_addr(cg, dst, CG_R_REC, rec_data(off));
		/* a NULL string (strchr miss) copies nothing: record "" */
		cg_emit(cg, ST_MEM(BPF_B, dst, 0, 0));
		cg_str_copy(cg, dst, reg, false);
		cg_reg_free(cg, dst);
		return off;
	}
	uint32_t size = e->type ? (uint32_t)dt_type_size(e->type) : 8;
	if (cg_bitfield_rec_size(e) != 0)
		size = cg_bitfield_rec_size(e);
	if (size == 0 || size > 8)
		size = 8;
	uint32_t off = cg_rec_reserve(cg, size, e->type, cg_rec_signed(e->type));
	cg_scratch_st(cg, BPF_DW, CG_R_REC, rec_data(off), reg);
	return off;
}

static uint32_t rec_int(struct dt_cg *cg, int reg)
{
	struct dt_type *t = dt_type_builtin("int64_t");
	uint32_t off = cg_rec_reserve(cg, 8, t, true);
	cg_scratch_st(cg, BPF_DW, CG_R_REC, rec_data(off), reg);
	return off;
}

static void rec_expr(struct dt_cg *cg, struct dt_node *e)
{
	if (cg_rec_comm_ok(cg, e)) {
		cg_rec_comm_direct(cg);
		return;
	}
	int r = cg_expr(cg, e);
	cg_rec_value(cg, e, r);
	cg_reg_free(cg, r);
}

/* ------------------------------------------------------------ actions */

static int nargs(struct dt_node *call)
{
	int n = 0;
	for (struct dt_node *a = call->list; a; a = a->next)
		n++;
	return n;
}

/* A destructive action compiles without -w, as in DTrace: the program is
 * refused when it is enabled ("Destructive actions not allowed"). */
static void need_destructive(struct dt_cg *cg, struct dt_node *call)
{
	(void)call;
	cg->out->destructive = true;
}

/* printf / system / freopen: fmt then values. */
static void act_fmt(struct dt_cg *cg, struct dt_node *call, enum dt_act_kind kind)
{
	struct dt_node *fmt = call->list;
	struct dt_action *a = cg_act_add(cg, kind);
	a->fmt = dt_strdup(fmt && fmt->kind == N_STR && fmt->str ? fmt->str : "");
	for (struct dt_node *e = fmt ? fmt->next : NULL; e; e = e->next)
		rec_expr(cg, e);
}

static int agg_of(struct dt_cg *cg, struct dt_node *n)
{
	if (n && n->kind == N_AGG && n->ident)
		return n->ident->id;
	cg_error(cg, n, "aggregation expected");
}

static void act_aggop(struct dt_cg *cg, struct dt_node *call, enum dt_act_kind kind)
{
	struct dt_action *a = cg_act_add(cg, kind);
	a->aggid = agg_of(cg, call->list);
	struct dt_node *arg = call->list->next;
	if (arg) {
		if (arg->is_const) {
			a->arg = arg->cval;
		} else {
			int r = cg_expr(cg, arg);
			a = NULL;
			rec_int(cg, r);
			cg_reg_free(cg, r);
		}
	} else if (kind == DT_ACT_TRUNC) {
		a->arg = 0;
	}
}

static void act_printa(struct dt_cg *cg, struct dt_node *call)
{
	struct dt_node *e = call->list;
	struct dt_action *a = cg_act_add(cg, DT_ACT_PRINTA);
	if (e && e->kind == N_STR) {
		a->fmt = dt_strdup(e->str ? e->str : "");
		e = e->next;
	}
	int n = 0;
	for (struct dt_node *x = e; x; x = x->next)
		n++;
	a->aggids = dt_zalloc(sizeof(int) * (size_t)(n ? n : 1));
	for (struct dt_node *x = e; x; x = x->next)
		a->aggids[a->naggs++] = agg_of(cg, x);
	a->aggid = n ? a->aggids[0] : -1;
}

/* exit(n): recorded once per session (the activity exchange). */
static void act_exit(struct dt_cg *cg, struct dt_node *call)
{
	cg->exit_seen = true;
	if (cg->cond_depth > 0)
		cg->exit_cond = true;
	int v = cg_expr(cg, call->list);
	cg_act_add(cg, DT_ACT_EXIT);
	struct dt_type *t = dt_type_builtin("int");
	uint32_t off = cg_rec_reserve(cg, 4, t, true);
	cg_scratch_st(cg, BPF_DW, CG_R_REC, rec_data(off), v);
	cg_reg_free(cg, v);

	int skip = cg_label_new(cg), ok = cg_label_new(cg);
	bool xchg = dt_kfeat_xchg();
	if (xchg) {
		cg_call_begin(cg);
		cg_ldmap(cg, BPF_REG_1, DT_MAP_STATE);
		cg_emit(cg, MOV64_REG(BPF_REG_2, BPF_REG_10));
		cg_emit(cg, ALU64_IMM(BPF_ADD, BPF_REG_2, CG_SLOT_KEY));
		cg_emit(cg, ST_MEM(BPF_W, BPF_REG_10, CG_SLOT_KEY, 0));
		cg_call_end(cg, BPF_FUNC_map_lookup_elem, false);
		cg_jump(cg, JMP_IMM(BPF_JEQ, BPF_REG_0, 0, 0), skip);
		cg_emit(cg, MOV64_IMM(BPF_REG_1, DT_ACTIVITY_DRAINING));
		cg_emit(cg, DT_INSN(BPF_STX | BPF_W | BPF_ATOMIC, BPF_REG_0, BPF_REG_1, 0, BPF_XCHG));
	} else {
		/* No atomic exchange (5.10): the first exit() is the one whose
		 * BPF_NOEXIST insert of key 0 succeeds (the kernel inserts under
		 * the bucket's lock: exactly one CPU wins); every caller, winner
		 * or not, then stores DRAINING, so its own later clauses stop as
		 * after the exchange.  r1 = 0 for the winner, as the exchange
		 * leaves an old value other than DRAINING. */
		cg_call_begin(cg);
		cg_ldmap(cg, BPF_REG_1, DT_MAP_ONCE);
		cg_emit(cg, MOV64_REG(BPF_REG_2, BPF_REG_10));
		cg_emit(cg, ALU64_IMM(BPF_ADD, BPF_REG_2, CG_SLOT_KEY));
		cg_emit(cg, ST_MEM(BPF_W, BPF_REG_10, CG_SLOT_KEY, 0));
		cg_emit(cg, MOV64_REG(BPF_REG_3, BPF_REG_2));
		cg_emit(cg, MOV64_IMM(BPF_REG_4, BPF_NOEXIST));
		cg_call_end(cg, BPF_FUNC_map_update_elem, false);
		int won = cg_label_new(cg);
		cg_emit(cg, MOV64_IMM(BPF_REG_1, DT_ACTIVITY_INACTIVE));
		cg_jump(cg, JMP_IMM(BPF_JEQ, BPF_REG_0, 0, 0), won);
		cg_emit(cg, MOV64_IMM(BPF_REG_1, DT_ACTIVITY_DRAINING));
		cg_label_place(cg, won);
		cg_emit(cg, LD_MAP_VALUE_LO(BPF_REG_0, DT_MAP_STATE));
		cg_emit(cg, LD_MAP_VALUE_HI(0));
		cg_emit(cg, ST_MEM(BPF_W, BPF_REG_0, offsetof(struct dt_state, activity),
				   DT_ACTIVITY_DRAINING));
	}
	/* dtrace:::ERROR runs (from the consumer) after the faulting probe's
	 * later clauses: its exit() is always recorded, and the consumer
	 * gives it precedence since it reads it first (consume_act.c).
	 * END runs once the session is over: its exit() always sets the
	 * status, as in dtrace(1). */
	const struct dt_probe *p = cg->probe;
	bool end = p && p->prov && p->name && strcmp(p->prov, "dtrace") == 0 &&
		   strcmp(p->name, "END") == 0;
	bool always = cg_probe_is_error(cg) || end;
	if (!always)
		cg_jump(cg, JMP_IMM(BPF_JNE, BPF_REG_1, DT_ACTIVITY_DRAINING, 0), ok);
	else
		cg_jump(cg, JA(0), ok);
	if (always && !xchg) {	/* nothing jumps to skip: no dead code */
		cg_label_place(cg, skip);
		cg_label_place(cg, ok);
		return;
	}
	cg_label_place(cg, skip);
	/* already exiting: this clause records nothing */
	cg_jump(cg, JA(0), cg->lbl_clause_end);
	cg_label_place(cg, ok);
}

/* A record of the current process id (tgid), for user symbols. */
static void rec_pid(struct dt_cg *cg)
{
	cg_call_begin(cg);
	int p = cg_call_end(cg, BPF_FUNC_get_current_pid_tgid, true);
	cg_emit(cg, ALU64_IMM(BPF_RSH, p, 32));
	rec_int(cg, p);
	cg_reg_free(cg, p);
}

static void act_stack(struct dt_cg *cg, struct dt_node *call, int code)
{
	bool user = code != DT_F_STACK;
	int64_t frames = cg_stack_frames(cg, code, call->list);
	cg_act_add(cg, user ? DT_ACT_USTACK : DT_ACT_STACK);
	if (user)	/* the consumer needs the process to symbolise frames */
		rec_pid(cg);
	uint32_t size = (uint32_t)frames * 8;
	struct dt_type *t = dt_type_builtin("uint64_t");
	uint32_t off = cg_rec_reserve(cg, size, t, false);
	/* frames past the stack's depth read as 0 (the consumer stops there) */
	for (uint32_t i = 0; i < size; i += 8)
		cg_scratch_st_imm(cg, BPF_DW, CG_R_REC, rec_data(off + i), 0);
	/* BEGIN/END/ERROR run from dtrace itself: no probe stack (stackdepth
	 * is 0 there too), not the frames of the program runner */
	bool none = cg->probe && cg->probe->attach == DT_ATTACH_NONE;
	uint32_t copy = user ? cg_ustack_copy_size(cg) : 0;	/* cg_stack.c */
	if (copy) {	/* registers and stack, for unwinding without frame pointers */
		uint32_t coff = cg_rec_reserve(cg, DT_USTACK_HDR + copy, t, false);
		int dst = cg_reg_alloc(cg);
		cg_scratch_addr(cg, dst, CG_R_REC, rec_data(coff));
		if (none)
			cg_emit(cg, ST_MEM(BPF_DW, dst, DT_USTACK_REGS + 8, 0));	/* nothing copied */
		else
			cg_ustack_copy(cg, dst, copy);
		cg_reg_free(cg, dst);
	}
	if (none)
		return;
	if (user) {	/* cg_stack.c: a pid entry probe's caller too */
		int buf = cg_reg_alloc(cg);
		cg_scratch_addr(cg, buf, CG_R_REC, rec_data(off));
		cg_ustack_get(cg, buf, size);
		cg_reg_free(cg, buf);
		return;
	}
	int flags = cg_stack_flags_reg(cg, false);
	cg_call_begin(cg);
	cg_emit(cg, MOV64_REG(BPF_REG_1, BPF_REG_9));
	cg_scratch_addr(cg, BPF_REG_2, CG_R_REC, rec_data(off));
	cg_emit(cg, MOV64_IMM(BPF_REG_3, (int32_t)size));
	cg_call_arg(cg, BPF_REG_4, flags);
	cg_reg_free(cg, flags);
	cg_call_end(cg, BPF_FUNC_get_stack, false);
}

/* What one tracemem() may copy: a record is built in a per-CPU scratch
 * value, whose size the kernel bounds (32 KiB for every region together). */
#define DT_TRACEMEM_MAX 4096

static void act_tracemem(struct dt_cg *cg, struct dt_node *call)
{
	struct dt_node *addr = call->list, *sz = addr ? addr->next : NULL;
	/* sema refused a size that is not a positive constant (D_TRACEMEM_SIZE) */
	if (sz->cval > DT_TRACEMEM_MAX)
		cg_error(cg, call, "tracemem( ) argument #2 (%lld) is more than the %d bytes "
			 "one record of this implementation holds", (long long)sz->cval,
			 DT_TRACEMEM_MAX);
	int a = cg_expr(cg, addr);
	cg_act_add(cg, DT_ACT_TRACEMEM);
	struct dt_type *t = dt_type_builtin("uint8_t");
	uint32_t off = cg_rec_reserve(cg, (uint32_t)sz->cval, t, false);
	cg_call_begin(cg);
	cg_scratch_addr(cg, BPF_REG_1, CG_R_REC, rec_data(off));
	cg_emit(cg, MOV64_IMM(BPF_REG_2, (int32_t)sz->cval));
	cg_call_arg(cg, BPF_REG_3, a);
	cg_call_end(cg, BPF_FUNC_probe_read_kernel, false);
	int ok = cg_label_new(cg);
	cg_jump(cg, JMP_IMM(BPF_JSGE, BPF_REG_0, 0, 0), ok);
	cg_fault(cg, DT_FLT_BADADDR, a);
	cg_label_place(cg, ok);
	cg_reg_free(cg, a);
	/* tracemem(addr, nbytes, limit): the limit, computed at run time, is
	 * a second item; the consumer shows that many of the bytes. */
	if (sz->next) {
		int d = cg_expr(cg, sz->next);
		rec_int(cg, d);
		cg_reg_free(cg, d);
	}
}

/* A dtrace provider probe (BEGIN, END, ERROR) runs in dtrace itself: no
 * traced process's memory to write, and its program type has no
 * bpf_probe_write_user.  ERROR's clauses run at a fault in the faulting
 * probe's program, in its context. */
static bool probe_is_dtrace(const struct dt_cg *cg)
{
	const struct dt_probe *p = cg->in_error ? cg->err_host : cg->probe;
	return p && p->prov && strcmp(p->prov, "dtrace") == 0;
}

/* raise(sig) and stop() act on the process that fired the probe, before it
 * runs on in user space (the Guide: stop() stops it "when it next leaves the
 * kernel"): bpf_send_signal() posts the signal to the current process from
 * the probe itself, so it is delivered on the way back to user mode, not
 * whenever dtrace next reads its buffer.  BEGIN, END and ERROR run in dtrace
 * (BPF_PROG_RUN), the process they signal: dtrace sends it itself from
 * the record (its pid), as DTrace's consumer does for its own process. */
static void act_signal(struct dt_cg *cg, enum dt_act_kind kind, int sig)
{
	if (probe_is_dtrace(cg)) {
		cg_act_add(cg, kind);
		rec_int(cg, sig);
		cg_call_begin(cg);
		int p = cg_call_end(cg, BPF_FUNC_get_current_pid_tgid, true);
		cg_emit(cg, ALU64_IMM(BPF_RSH, p, 32));
		rec_int(cg, p);
		cg_reg_free(cg, p);
		return;
	}
	/* -EPERM (a kernel thread), -EBUSY, -EAGAIN (the kernel's signal
	 * work pending): no process to signal now, ignored as DTrace does */
	cg_call_begin(cg);
	cg_call_arg(cg, BPF_REG_1, sig);
	cg_call_end(cg, BPF_FUNC_send_signal, false);
}

/* raise(sig): a signal number outside 0..64 (Linux's NSIG is 65; the
 * value taken unsigned, so a negative one too) is an illegal operation, as
 * in DTrace; 0 sends nothing (kill(2)'s 0). */
static void act_raise(struct dt_cg *cg, struct dt_node *call)
{
	need_destructive(cg, call);
	int s = cg_expr(cg, call->list);
	int ok = cg_label_new(cg);
	cg_jump(cg, JMP_IMM(BPF_JLE, s, 64, 0), ok);
	cg_fault(cg, DT_FLT_ILLOP, -1);
	cg_label_place(cg, ok);
	act_signal(cg, DT_ACT_RAISE, s);
	cg_reg_free(cg, s);
}

/* A helper's negative answer in R0: DTrace's "invalid address" fault at
 * addr (a source that cannot be read, a destination the kernel refuses to
 * write); a conditional fault, so what follows stays reachable for the
 * verifier's CFG check. */
static void badaddr_if_r0_negative(struct dt_cg *cg, int addr)
{
	int ok = cg_label_new(cg);
	cg_jump(cg, JMP_IMM(BPF_JSGE, BPF_REG_0, 0, 0), ok);
	cg_fault(cg, DT_FLT_BADADDR, addr);
	cg_label_place(cg, ok);
}

/* helper(r1, r2, r3), a negative answer an invalid address at addr. */
static void call3_or_badaddr(struct dt_cg *cg, int helper, int r1, int r2, int r3, int addr)
{
	cg_call_begin(cg);
	cg_call_arg(cg, BPF_REG_1, r1);
	cg_call_arg(cg, BPF_REG_2, r2);
	cg_call_arg(cg, BPF_REG_3, r3);
	cg_call_end(cg, helper, false);
	badaddr_if_r0_negative(cg, addr);
}

/* bpf_probe_write_user(dst, src, n) when n is not 0 (the helper takes 1
 * and up: n < 1 rather than n == 0, whose fall-through 5.10's verifier
 * does not take as n >= 1). */
static void write_user(struct dt_cg *cg, int dst, int src, int n)
{
	int done = cg_label_new(cg);
	cg_jump(cg, JMP_IMM(BPF_JLT, n, 1, 0), done);
	call3_or_badaddr(cg, BPF_FUNC_probe_write_user, dst, src, n, dst);
	cg_label_place(cg, done);
}

/* copyout(src, dst, n): n bytes of D's memory (an alloca() buffer, a
 * variable, any kernel address D may read) to the process's address dst.
 * bpf_probe_write_user() takes its source from BPF's own memory only, so
 * the bytes go through a scratch buffer first: n bytes when n is a
 * constant, else up to scratchsize (all alloca() can give), or strsize if
 * larger, within half the string temporaries; a larger n (negative
 * included: the length is unsigned) is "out of scratch space", 0 writes
 * nothing. */
static void copyout_mem(struct dt_cg *cg, struct dt_node *src, int d, struct dt_node *len)
{
	int stride = cg_str_stride(cg);
	int64_t cap = dt_opt_int(cg->h, OPT_scratchsize, 256);
	if (cap < cg->strsize)
		cap = cg->strsize;
	if (cap > (int64_t)(CG_NTMP / 2) * stride)
		cap = (int64_t)(CG_NTMP / 2) * stride;
	bool fixed = len->is_const && len->cval >= 0 && len->cval <= cap;
	if (fixed && len->cval == 0) {
		cg_reg_free(cg, cg_expr(cg, src));
		return;
	}
	int64_t bound = fixed ? len->cval : cap;
	int s = cg_expr(cg, src), n = cg_expr(cg, len);
	int buf = cg_str_tmp_n(cg, (int)((bound + stride - 1) / stride));
	int done = cg_label_new(cg), fits = cg_label_new(cg);
	cg_jump(cg, JMP_IMM(BPF_JLE, n, (int32_t)bound, 0), fits);
	cg_fault(cg, DT_FLT_NOSCRATCH, -1);
	cg_label_place(cg, fits);
	cg_jump(cg, JMP_IMM(BPF_JEQ, n, 0, 0), done);
	call3_or_badaddr(cg, BPF_FUNC_probe_read_kernel, buf, n, s, s);
	write_user(cg, d, buf, n);
	cg_label_place(cg, done);
	cg_reg_free(cg, buf);
	cg_reg_free(cg, n);
	cg_reg_free(cg, s);
}

/* copyoutstr(s, dst, n): the string and its NUL, at most n bytes (as
 * DTrace copies a string: a shorter n leaves it unterminated), nothing
 * written past them. */
static void copyout_str(struct dt_cg *cg, struct dt_node *src, int d, struct dt_node *len)
{
	int s = cg_str_arg(cg, src), n = cg_expr(cg, len);
	int l = cg_str_len(cg, s), shorter = cg_label_new(cg);
	cg_emit(cg, ALU64_IMM(BPF_ADD, l, 1));
	cg_jump(cg, JMP_REG(BPF_JLE, l, n, 0), shorter);
	cg_emit(cg, MOV64_REG(l, n));
	cg_label_place(cg, shorter);
	write_user(cg, d, s, l);
	cg_reg_free(cg, l);
	cg_reg_free(cg, n);
	cg_reg_free(cg, s);
}

/* A dtrace provider probe (BEGIN, END, ERROR) runs in dtrace, with no
 * traced process's memory to write (and its program type has no
 * bpf_probe_write_user): the copy is an invalid address, as the helper
 * would say. */
static void act_copyout(struct dt_cg *cg, struct dt_node *call, bool str)
{
	need_destructive(cg, call);
	struct dt_node *src = call->list, *dst = src->next, *len = dst->next;
	int d = cg_expr(cg, dst);
	if (probe_is_dtrace(cg)) {
		cg_reg_free(cg, cg_expr(cg, src));
		cg_reg_free(cg, cg_expr(cg, len));
		/* as the helper would answer */
		cg_emit(cg, MOV64_IMM(BPF_REG_0, -EFAULT));
		badaddr_if_r0_negative(cg, d);
	} else if (str) {
		copyout_str(cg, src, d, len);
	} else {
		copyout_mem(cg, src, d, len);
	}
	cg_reg_free(cg, d);
}

void cg_action(struct dt_cg *cg, struct dt_node *call)
{
	int code = call->ident ? call->ident->id : -1;
	struct dt_action *a;

	switch (code) {
	case DT_F_TRACE:
		cg_act_add(cg, DT_ACT_TRACE);
		rec_expr(cg, call->list);
		return;
	case DT_F_PRINT:		/* cg_sou.c */
		cg_sou_print(cg, call);
		return;
	case DT_F_PRINTF:
		act_fmt(cg, call, DT_ACT_PRINTF);
		return;
	case DT_F_SYSTEM:
		need_destructive(cg, call);
		act_fmt(cg, call, DT_ACT_SYSTEM);
		return;
	case DT_F_FREOPEN:
		/* it can append to any file as root: destructive, as in DTrace */
		need_destructive(cg, call);
		act_fmt(cg, call, DT_ACT_FREOPEN);
		return;
	case DT_F_PRINTA:
		act_printa(cg, call);
		return;
	case DT_F_EXIT:
		act_exit(cg, call);
		return;
	case DT_F_CLEAR:
		act_aggop(cg, call, DT_ACT_CLEAR);
		return;
	case DT_F_TRUNC:
		act_aggop(cg, call, DT_ACT_TRUNC);
		return;
	case DT_F_NORMALIZE:
		act_aggop(cg, call, DT_ACT_NORMALIZE);
		return;
	case DT_F_DENORMALIZE:
		act_aggop(cg, call, DT_ACT_DENORMALIZE);
		return;
	case DT_F_STACK:
		act_stack(cg, call, code);
		return;
	case DT_F_USTACK:
	case DT_F_JSTACK:
		act_stack(cg, call, code);
		return;
	case DT_F_SYM: case DT_F_FUNC:
		cg_act_add(cg, DT_ACT_SYM);
		rec_expr(cg, call->list);
		return;
	case DT_F_MOD:
		cg_act_add(cg, DT_ACT_MOD);
		rec_expr(cg, call->list);
		return;
	case DT_F_USYM: case DT_F_UFUNC: case DT_F_UADDR:
		/* recs: address, pid; arg says which form to print */
		cg_act_add(cg, DT_ACT_USYM)->arg = code;
		rec_expr(cg, call->list);
		rec_pid(cg);
		return;
	case DT_F_UMOD:
		cg_act_add(cg, DT_ACT_UMOD);
		rec_expr(cg, call->list);
		rec_pid(cg);
		return;
	case DT_F_TRACEMEM:
		act_tracemem(cg, call);
		return;
	case DT_F_SETOPT:
		/* the name: a constant kept in the action, any other string
		 * expression recorded first (fmt NULL), as DTrace evaluates
		 * both arguments at run time; then the value if given */
		a = cg_act_add(cg, DT_ACT_SETOPT);
		if (call->list->kind == N_STR)
			a->fmt = dt_strdup(call->list->str ? call->list->str : "");
		else
			rec_expr(cg, call->list);
		if (call->list->next)
			rec_expr(cg, call->list->next);
		return;
	case DT_F_FTRUNCATE:
		cg_act_add(cg, DT_ACT_FTRUNCATE);
		return;
	case DT_F_RAISE:
		act_raise(cg, call);
		return;
	case DT_F_STOP: {
		need_destructive(cg, call);
		int sig = cg_reg_alloc(cg);
		cg_emit(cg, MOV64_IMM(sig, SIGSTOP));
		act_signal(cg, DT_ACT_STOP, sig);
		cg_reg_free(cg, sig);
		return;
	}
	case DT_F_SPECULATE:
		cg_spec_speculate(cg, call);
		return;
	case DT_F_COMMIT:
	case DT_F_DISCARD:
		cg_spec_commit(cg, call, code == DT_F_DISCARD);
		return;
	case DT_F_COPYOUT:
		act_copyout(cg, call, false);
		return;
	case DT_F_COPYOUTSTR:
		act_copyout(cg, call, true);
		return;
	case DT_F_PANIC:
	case DT_F_BREAKPOINT:
		need_destructive(cg, call);
		/* refused even with -w: tracing must never take the system down */
		cg_error(cg, call, "%s( ) is not supported: eBPF programs cannot stop or "
			 "panic the kernel", dt_builtin_func_name((int)call->ident->id));
	case DT_F_CHILL:
		/* DTrace spins in probe context; a BPF program cannot wait a
		 * given time (a loop must end within the verifier's bound, and
		 * bpf_loop() needs callbacks): refused, never accepted and
		 * skipped (Oracle's Linux DTrace refuses it too) */
		need_destructive(cg, call);
		cg_error(cg, call, "chill( ) is not supported: an eBPF program cannot spin "
			 "for a given time");
	default: {
		/* a subroutine used as a statement: evaluate, drop the value */
		int r = cg_subr(cg, call);
		cg_reg_free(cg, r);
		return;
	}
	}
}

/* ------------------------------------------------------------ subroutines */

static int bswap(struct dt_cg *cg, struct dt_node *call, int bits)
{
	int r = cg_expr(cg, call->list);
	cg_emit(cg, DT_INSN(BPF_ALU | BPF_END | BPF_TO_BE, r, 0, 0, bits));
	return r;
}

int cg_subr(struct dt_cg *cg, struct dt_node *call)
{
	int code = call->ident ? call->ident->id : -1;
	struct dt_node *a0 = call->list, *a1 = a0 ? a0->next : NULL;
	int r, s;

	(void)nargs;
	switch (code) {
	case DT_F_STACK:	/* as a value: an aggregation key */
	case DT_F_USTACK:
	case DT_F_JSTACK:
		return cg_stack_value(cg, call);
	case DT_F_SYM:		/* as values: the address, symbolised when printed */
	case DT_F_FUNC:
	case DT_F_MOD:
		return cg_expr(cg, a0);
	case DT_F_USYM:
	case DT_F_UFUNC:
	case DT_F_UMOD:
	case DT_F_UADDR:
		return cg_usym_value(cg, call);
	case DT_F_STRLEN:
		s = cg_str_arg(cg, a0);
		r = cg_str_len(cg, s);
		cg_reg_free(cg, s);
		return r;
	case DT_F_STRJOIN: {
		int x = cg_str_arg(cg, a0);
		int32_t held = cg_reg_hold(cg, x, a1);
		int y = cg_str_arg(cg, a1);
		x = cg_reg_unhold(cg, x, held);
		r = cg_str_join(cg, x, y);
		cg_reg_free(cg, x);
		cg_reg_free(cg, y);
		return r;
	}
	case DT_F_COPYINSTR: {
		/* copyinstr(uaddr, maxlength): at most maxlength bytes are
		 * examined and the result is NUL-terminated, so the read takes
		 * maxlength + 1 bytes of buffer; a maxlength of strsize or more
		 * (or a negative one, as unsigned) is strsize.  maxlength is
		 * any expression: the guide's copyinstr(arg1, arg2) on write(2)
		 * prints the nbytes written of a buffer with no NUL. */
		int p = cg_expr(cg, a0), n = -1;
		if (a1 != NULL) {
			int32_t held = cg_reg_hold(cg, p, a1);
			n = cg_expr(cg, a1);
			p = cg_reg_unhold(cg, p, held);
			int small = cg_label_new(cg);
			cg_jump(cg, JMP_IMM(BPF_JLT, n, cg->strsize, 0), small);
			cg_emit(cg, MOV64_IMM(n, cg->strsize - 1));
			cg_label_place(cg, small);
			cg_emit(cg, ALU64_IMM(BPF_ADD, n, 1));
		}
		r = cg_str_tmp(cg);
		cg_call_begin(cg);
		cg_call_arg(cg, BPF_REG_1, r);
		if (n >= 0)
			cg_call_arg(cg, BPF_REG_2, n);
		else
			cg_emit(cg, MOV64_IMM(BPF_REG_2, cg->strsize));
		cg_call_arg(cg, BPF_REG_3, p);
		cg_call_end(cg, BPF_FUNC_probe_read_user_str, false);
		if (n >= 0)
			cg_reg_free(cg, n);
		int ok = cg_label_new(cg);
		cg_jump(cg, JMP_IMM(BPF_JSGE, BPF_REG_0, 0, 0), ok);
		cg_fault(cg, DT_FLT_BADADDR, p);
		cg_label_place(cg, ok);
		cg_reg_free(cg, p);
		return r;
	}
	case DT_F_HTONS: case DT_F_NTOHS:
		return bswap(cg, call, 16);
	case DT_F_HTONL: case DT_F_NTOHL:
		return bswap(cg, call, 32);
	case DT_F_HTONLL: case DT_F_NTOHLL:
		return bswap(cg, call, 64);
	case DT_F_RAND:
		cg_call_begin(cg);
		r = cg_call_end(cg, BPF_FUNC_get_prandom_u32, true);
		cg_emit(cg, MOV32_REG(r, r));
		return r;
	case DT_F_PROGENYOF:
		return cg_progenyof(cg, call);
	case DT_F_MUTEX_OWNED: case DT_F_MUTEX_OWNER:
	case DT_F_MUTEX_TYPE_ADAPTIVE: case DT_F_MUTEX_TYPE_SPIN:
	case DT_F_RW_READ_HELD: case DT_F_RW_WRITE_HELD: case DT_F_RW_ISWRITER:
		return cg_lock_subr(cg, call, code);
	case DT_F_SPECULATION:
		return cg_spec_speculation(cg, call);
	case DT_F_ALLOCA: case DT_F_BCOPY: case DT_F_COPYINTO: case DT_F_COPYIN:
		return cg_alloca_subr(cg, call, code);
	case DT_F_GETMAJOR:
		r = cg_expr(cg, a0);
		cg_emit(cg, ALU64_IMM(BPF_RSH, r, 20));
		return r;
	case DT_F_GETMINOR:
		r = cg_expr(cg, a0);
		cg_emit(cg, ALU64_IMM(BPF_AND, r, 0xfffff));
		return r;
	default:
		return cg_str_subr(cg, call, code);
	}
}
