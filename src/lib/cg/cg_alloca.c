/*
 * alloca(), bcopy(), copyinto() and D's pointer safety.
 *
 * alloca memory is the CG_R_ALLOCA scratch region, used from both ends:
 *   [0]  u64 top: bytes alloca() handed out from the area's start in the
 *        current clause (reset to 0 when each clause starts: the guide's
 *        "deallocated when the clause completes", the next clause gets
 *        the same addresses);
 *   [8]  u64 ctop: bytes copyin() took from the area's end in the current
 *        firing (reset to 0 when a probe's program starts): a copyin()
 *        pointer kept in a clause-local (this->p) stays readable in the
 *        next clauses of the same firing, as scripts written for DTrace
 *        expect, and no later alloca() or copyin() of the firing can hand
 *        its bytes out again;
 *   [16] the area: scratchsize bytes shared by both (top + ctop never
 *        exceeds it: "out of scratch space"), then as many again of slack
 *        so that a copy of up to scratchsize bytes starting anywhere in
 *        the area stays inside the map value (the verifier checks the
 *        worst case).
 * An alloca pointer is a plain number, the kernel address of its byte in
 * the area: D can store it in any variable, compare it, cast it, do
 * arithmetic on it.  Every store through a pointer checks that the bytes
 * lie inside [area, area + top) or [area + scratchsize - ctop, area +
 * scratchsize) and then writes through a map-value
 * pointer the verifier can follow; loads of addresses inside the area are
 * checked the same way before they are read.
 *
 * Which expressions are alloca pointers is also decided at compile time
 * (DTrace's "alloca taint"), for bcopy()'s destination check: alloca()
 * and copyin() (which copies into alloca memory) themselves, casts and
 * arithmetic of taint, addresses of elements/members reached through a
 * tainted pointer, and variables assigned a tainted value anywhere in the
 * program.
 */
#include <stddef.h>
#include <string.h>

#include "cg/cg.h"


#define TOP_OFF 0
#define CTOP_OFF 8
#define AREA_OFF 16

static uint32_t area_size(struct dt_cg *cg)
{
	int64_t ss = dt_opt_int(cg->h, OPT_scratchsize, 256);
	if (ss < 8)
		ss = 8;
	if (ss > 8192)
		ss = 8192;
	return ((uint32_t)ss + 7) & ~7u;
}

static void need_region(struct dt_cg *cg)
{
	cg_region_need(cg, CG_R_ALLOCA, AREA_OFF + 2 * area_size(cg));
}

/* ------------------------------------------------------------ taint */


static bool is_var_node(const struct dt_node *n)
{
	if (n->kind == N_SELF || n->kind == N_THIS)
		return n->ident != NULL;
	if (n->kind == N_IDENT && n->ident && n->ident->kind == ID_SCALAR)
		return true;
	if (n->kind == N_INDEX && n->a && n->a->ident &&
	    (n->a->ident->kind == ID_ARRAY))
		return true;
	return false;
}

static struct dt_ident *var_ident(const struct dt_node *n)
{
	if (n->kind == N_INDEX)
		return n->a->ident;
	return n->ident;
}

static bool ident_tainted(const struct dt_cg *cg, const struct dt_ident *id)
{
	if (cg->plan->nalloca_ids > CG_MAX_ALLOCA_IDS)
		return true;	/* too many to track: assume any may be */
	for (int i = 0; i < cg->plan->nalloca_ids; i++)
		if (cg->plan->alloca_ids[i] == id)
			return true;
	return false;
}

static bool object_tainted(const struct dt_cg *cg, const struct dt_node *a);

bool cg_alloca_tainted(const struct dt_cg *cg, const struct dt_node *n)
{
	if (!n)
		return false;
	switch (n->kind) {
	case N_CALL:
		return n->ident && n->ident->kind == ID_FUNC &&
		       (n->ident->id == DT_F_ALLOCA || n->ident->id == DT_F_COPYIN);
	case N_CAST:
		return cg_alloca_tainted(cg, n->b);
	case N_BINARY:
		if (n->op == ',')
			return cg_alloca_tainted(cg, n->b);
		if (n->op == '+' || n->op == '-')
			return cg_alloca_tainted(cg, n->a) || cg_alloca_tainted(cg, n->b);
		return false;
	case N_TERNARY:
		return cg_alloca_tainted(cg, n->b) || cg_alloca_tainted(cg, n->c);
	case N_ASSIGN:
		return cg_alloca_tainted(cg, n->b) || cg_alloca_tainted(cg, n->a);
	case N_POSTFIX:
		return cg_alloca_tainted(cg, n->a);
	case N_UNARY:
		if (n->op == '&')
			return object_tainted(cg, n->a);
		if (n->op == TOK_INC || n->op == TOK_DEC)
			return cg_alloca_tainted(cg, n->a);
		return false;
	case N_MEMBER:
	case N_INDEX:
		if (is_var_node(n))
			return ident_tainted(cg, var_ident(n));
		/* an array member or element decays to its address */
		if (dt_type_resolved(n->type) && dt_type_resolved(n->type)->kind == T_ARRAY)
			return object_tainted(cg, n);
		return false;
	default:
		if (is_var_node(n))
			return ident_tainted(cg, var_ident(n));
		return false;
	}
}

/* Does the object lie inside alloca memory: p[i], p->m, *p, and members
 * or elements of those, where p is an alloca pointer? */
static bool object_tainted(const struct dt_cg *cg, const struct dt_node *a)
{
	while (a && ((a->kind == N_MEMBER && a->op == '.') ||
		     (a->kind == N_INDEX && !is_var_node(a) &&
		      dt_type_resolved(a->a->type) && dt_type_resolved(a->a->type)->kind == T_ARRAY)))
		a = a->a;
	if (!a)
		return false;
	if (a->kind == N_UNARY && a->op == '*')
		return cg_alloca_tainted(cg, a->a);
	if (a->kind == N_MEMBER || (a->kind == N_INDEX && !is_var_node(a)))
		return cg_alloca_tainted(cg, a->a);
	return false;
}

static bool uses_alloca(const struct dt_node *n)
{
	for (; n; n = n->next) {
		if (n->kind == N_CALL && n->ident && n->ident->kind == ID_FUNC &&
		    (n->ident->id == DT_F_ALLOCA || n->ident->id == DT_F_COPYIN))
			return true;
		if (uses_alloca(n->a) || uses_alloca(n->b) || uses_alloca(n->c) ||
		    uses_alloca(n->list))
			return true;
	}
	return false;
}

/* Mark the variables assigned a tainted value; returns true on change. */
static bool mark_vars(struct dt_cg *cg, const struct dt_node *n)
{
	bool changed = false;
	for (; n; n = n->next) {
		if (n->kind == N_ASSIGN && n->a && is_var_node(n->a) &&
		    cg_alloca_tainted(cg, n->b)) {
			struct dt_ident *id = var_ident(n->a);
			if (!ident_tainted(cg, id)) {
				if (cg->plan->nalloca_ids < CG_MAX_ALLOCA_IDS)
					cg->plan->alloca_ids[cg->plan->nalloca_ids] = id;
				cg->plan->nalloca_ids++;
				changed = true;
			}
		}
		changed |= mark_vars(cg, n->a);
		changed |= mark_vars(cg, n->b);
		changed |= mark_vars(cg, n->c);
		changed |= mark_vars(cg, n->list);
	}
	return changed;
}

void cg_alloca_prescan(struct dt_cg *cg, struct dt_node *root)
{
	cg->plan->uses_alloca = uses_alloca(root);
	cg->plan->nalloca_ids = 0;
	if (!cg->plan->uses_alloca)
		return;
	need_region(cg);
	while (mark_vars(cg, root) && cg->plan->nalloca_ids <= CG_MAX_ALLOCA_IDS)
		;
}

void cg_alloca_clause_start(struct dt_cg *cg)
{
	if (cg->plan->uses_alloca)
		cg_scratch_st_imm(cg, BPF_DW, CG_R_ALLOCA, TOP_OFF, 0);
}

void cg_alloca_firing_start(struct dt_cg *cg)
{
	if (cg->plan->uses_alloca)
		cg_scratch_st_imm(cg, BPF_DW, CG_R_ALLOCA, CTOP_OFF, 0);
}

/* ------------------------------------------------------------ addresses */

/* reg = the area's address as a number: a map-value pointer becomes a
 * scalar once it has been through memory (dt_mstate.ctx is that slot). */
static void area_scalar(struct dt_cg *cg, int reg)
{
	need_region(cg);
	cg_scratch_addr(cg, reg, CG_R_ALLOCA, AREA_OFF);
	cg_emit(cg, STX_MEM(BPF_DW, BPF_REG_8, reg, offsetof(struct dt_mstate, ctx)));
	cg_emit(cg, LDX_MEM(BPF_DW, reg, BPF_REG_8, offsetof(struct dt_mstate, ctx)));
}

/* off = addr - area (as an unsigned number: below the area is huge).
 * addr may be a number or a map-value pointer (the storage of a D
 * variable): both become numbers, and addr is kept as it was. */
static void area_offset(struct dt_cg *cg, int off, int addr)
{
	cg_emit(cg, STX_MEM(BPF_DW, BPF_REG_8, addr, offsetof(struct dt_mstate, ctx)));
	cg_emit(cg, LDX_MEM(BPF_DW, off, BPF_REG_8, offsetof(struct dt_mstate, ctx)));
	cg_emit(cg, STX_MEM(BPF_DW, BPF_REG_10, addr, CG_SLOT_TMP));
	area_scalar(cg, addr);
	cg_emit(cg, ALU64_REG(BPF_SUB, off, addr));
	cg_emit(cg, LDX_MEM(BPF_DW, addr, BPF_REG_10, CG_SLOT_TMP));
}

static void fault_if(struct dt_cg *cg, struct bpf_insn jmp_ok, enum dt_fault f, int reg)
{
	int ok = cg_label_new(cg);
	cg_jump(cg, jmp_ok, ok);
	cg_fault(cg, f, reg);
	cg_label_place(cg, ok);
}

static int access_size(const struct dt_type *t)
{
	uint64_t s = dt_type_size(t);
	const struct dt_type *r = dt_type_resolved(t);
	if (r && r->kind == T_ENUM && !s)
		s = 4;
	return (int)(s ? s : 8);
}

static int bpf_size(int size)
{
	return size == 1 ? BPF_B : size == 2 ? BPF_H : size == 4 ? BPF_W : BPF_DW;
}

void cg_alloca_check_load(struct dt_cg *cg, int addr, uint32_t size)
{
	if (!cg->plan->uses_alloca)
		return;
	/* only addresses inside the area are checked: others are kernel
	 * addresses that the read itself validates */
	uint32_t area = area_size(cg);
	int skip = cg_label_new(cg), ok = cg_label_new(cg);
	area_offset(cg, BPF_REG_0, addr);
	cg_jump(cg, JMP_IMM(BPF_JGE, BPF_REG_0, (int32_t)(2 * area), 0), skip);
	cg_emit(cg, ALU64_IMM(BPF_ADD, BPF_REG_0, (int32_t)size));
	/* no register to spare in a deep expression: addr holds top for the
	 * comparison and is restored from the stack on both paths */
	cg_emit(cg, STX_MEM(BPF_DW, BPF_REG_10, addr, CG_SLOT_TMP));
	cg_scratch_ld(cg, BPF_DW, addr, CG_R_ALLOCA, TOP_OFF);
	cg_jump(cg, JMP_REG(BPF_JLE, BPF_REG_0, addr, 0), ok);
	/* or copyin()'s bytes at the end: end <= area, end - size >= area - ctop */
	int bad = cg_label_new(cg);
	cg_jump(cg, JMP_IMM(BPF_JGT, BPF_REG_0, (int32_t)area, 0), bad);
	cg_scratch_ld(cg, BPF_DW, addr, CG_R_ALLOCA, CTOP_OFF);
	cg_emit(cg, ALU64_REG(BPF_ADD, addr, BPF_REG_0));
	cg_jump(cg, JMP_IMM(BPF_JGE, addr, (int32_t)(area + size), 0), ok);
	cg_label_place(cg, bad);
	cg_emit(cg, LDX_MEM(BPF_DW, addr, BPF_REG_10, CG_SLOT_TMP));
	cg_fault(cg, DT_FLT_BADADDR, addr);
	cg_label_place(cg, ok);
	cg_emit(cg, LDX_MEM(BPF_DW, addr, BPF_REG_10, CG_SLOT_TMP));
	cg_label_place(cg, skip);
}

/* A pointer to a D global (`p = array; p[1] = 2`, as the guide's "Pointers
 * and Arrays" does): stored through the globals map when addr falls inside
 * the globals allocated so far.  The map's address is read as a number
 * from its stack slot (the verifier lets no pointer be subtracted from a
 * number).  Returns the label after the store (the other stores go on at
 * the fall-through), or -1 when the program has no globals. */
static int store_global(struct dt_cg *cg, int addr, int val, int size)
{
	uint32_t gsize = cg->out->globals_size;

	if (gsize < (uint32_t)size || gsize > 32767)
		return -1;
	cg->need_globals = true;
	int lnot = cg_label_new(cg), ldone = cg_label_new(cg);
	cg_call_begin(cg);
	cg_emit(cg, MOV64_REG(BPF_REG_1, BPF_REG_10));
	cg_emit(cg, ALU64_IMM(BPF_ADD, BPF_REG_1, CG_SLOT_TMP));
	cg_emit(cg, MOV64_IMM(BPF_REG_2, 8));
	cg_emit(cg, MOV64_REG(BPF_REG_3, BPF_REG_10));
	cg_emit(cg, ALU64_IMM(BPF_ADD, BPF_REG_3, CG_SLOT_GLOBALS));
	cg_call_end(cg, BPF_FUNC_probe_read_kernel, false);
	int off = cg_reg_alloc(cg);
	cg_emit(cg, LDX_MEM(BPF_DW, BPF_REG_0, BPF_REG_10, CG_SLOT_TMP));
	cg_emit(cg, MOV64_REG(off, addr));
	cg_emit(cg, ALU64_REG(BPF_SUB, off, BPF_REG_0));
	cg_jump(cg, JMP_IMM(BPF_JGT, off, (int32_t)(gsize - (uint32_t)size), 0), lnot);
	int p = cg_reg_alloc(cg);
	cg_emit(cg, LDX_MEM(BPF_DW, p, BPF_REG_10, CG_SLOT_GLOBALS));
	cg_emit(cg, ALU64_REG(BPF_ADD, p, off));
	cg_emit(cg, STX_MEM(bpf_size(size), p, val, 0));
	cg_reg_free(cg, p);
	cg_reg_free(cg, off);
	cg_jump(cg, JA(0), ldone);
	cg_label_place(cg, lnot);
	return ldone;
}

static void copy_to_alloca(struct dt_cg *cg, int src, int dst, int size, bool user, bool str);

void cg_mem_store(struct dt_cg *cg, struct dt_node *n, int addr, int val,
		  const struct dt_type *t)
{
	const struct dt_type *r = dt_type_resolved(t);
	if (r && (r->kind == T_STRUCT || r->kind == T_UNION || r->kind == T_ARRAY ||
		  r->kind == T_STRING)) {
		/* a value held by reference (val its address) is copied into
		 * alloca memory, as bcopy() would: a string up to its NUL,
		 * at most strsize bytes with the NUL (Oracle's example
		 * `*(string *)alloca(32) = "..."`); else a fault */
		uint64_t bytes = r->kind == T_STRING ? (uint64_t)cg->strsize - 1 : dt_type_size(t);
		if (!bytes || bytes > area_size(cg))
			cg_error(cg, n, "cannot store a value of this type through a pointer");
		int sz = cg_reg_alloc(cg);
		cg_emit(cg, MOV64_IMM(sz, (int32_t)bytes));
		copy_to_alloca(cg, val, addr, sz, false, r->kind == T_STRING);
		cg_reg_free(cg, sz);
		return;
	}
	int size = access_size(t);
	if (size > 8)
		size = 8;
	uint32_t area = area_size(cg);
	int ldone = store_global(cg, addr, val, size);

	/* off in r0: inside the area, the whole access below top */
	area_offset(cg, BPF_REG_0, addr);
	fault_if(cg, JMP_IMM(BPF_JLE, BPF_REG_0, (int32_t)(area - (uint32_t)size), 0),
		 DT_FLT_BADADDR, addr);
	int p = cg_reg_alloc(cg);
	int in = cg_label_new(cg);
	cg_scratch_ld(cg, BPF_DW, p, CG_R_ALLOCA, TOP_OFF);
	cg_emit(cg, ALU64_IMM(BPF_SUB, p, size));
	cg_jump(cg, JMP_REG(BPF_JSLE, BPF_REG_0, p, 0), in);
	/* or copyin()'s bytes at the end: off >= area - ctop */
	cg_scratch_ld(cg, BPF_DW, p, CG_R_ALLOCA, CTOP_OFF);
	cg_emit(cg, ALU64_REG(BPF_ADD, p, BPF_REG_0));
	fault_if(cg, JMP_IMM(BPF_JGE, p, (int32_t)area, 0), DT_FLT_BADADDR, addr);
	cg_label_place(cg, in);
	cg_scratch_addr(cg, p, CG_R_ALLOCA, AREA_OFF);
	cg_emit(cg, ALU64_REG(BPF_ADD, p, BPF_REG_0));
	cg_emit(cg, STX_MEM(bpf_size(size), p, val, 0));
	cg_reg_free(cg, p);
	if (ldone >= 0)
		cg_label_place(cg, ldone);
}

/* ------------------------------------------------------------ subroutines */

/* n (a size) becomes the address of that many new bytes of the area. */
static void alloc_bytes(struct dt_cg *cg, int n)
{
	uint32_t area = area_size(cg);
	int top = cg_reg_alloc(cg);

	/* new top = top + size rounded to 8; beyond the area: no scratch */
	fault_if(cg, JMP_IMM(BPF_JLE, n, (int32_t)area, 0), DT_FLT_NOSCRATCH, -1);
	cg_emit(cg, ALU64_IMM(BPF_ADD, n, 7));
	cg_emit(cg, ALU64_IMM(BPF_AND, n, -8));
	cg_scratch_ld(cg, BPF_DW, top, CG_R_ALLOCA, TOP_OFF);
	cg_emit(cg, ALU64_REG(BPF_ADD, n, top));
	fault_if(cg, JMP_IMM(BPF_JLE, n, (int32_t)area, 0), DT_FLT_NOSCRATCH, -1);
	/* and below what copyin() holds at the end */
	int used = cg_reg_alloc(cg);
	cg_scratch_ld(cg, BPF_DW, used, CG_R_ALLOCA, CTOP_OFF);
	cg_emit(cg, ALU64_REG(BPF_ADD, used, n));
	fault_if(cg, JMP_IMM(BPF_JLE, used, (int32_t)area, 0), DT_FLT_NOSCRATCH, -1);
	cg_reg_free(cg, used);
	cg_scratch_st(cg, BPF_DW, CG_R_ALLOCA, TOP_OFF, n);
	area_scalar(cg, n);
	cg_emit(cg, ALU64_REG(BPF_ADD, n, top));
	cg_reg_free(cg, top);
}

static int cg_alloca_call(struct dt_cg *cg, struct dt_node *call)
{
	int n = cg_expr(cg, call->list);
	alloc_bytes(cg, n);
	return n;
}

/* Copy size bytes from src (kernel or user memory) to dst, which must be
 * alloca space: dst inside what this clause allocated (the copy not
 * running past its top) or inside what copyin() holds at the area's end
 * (the copy not running past the area). */
static void copy_to_alloca(struct dt_cg *cg, int src, int dst, int size, bool user, bool str)
{
	uint32_t area = area_size(cg);
	int off = cg_reg_alloc(cg);
	int lim = cg_reg_alloc(cg);

	area_offset(cg, off, dst);
	fault_if(cg, JMP_IMM(BPF_JLT, off, (int32_t)area, 0), DT_FLT_BADADDR, dst);
	int have_lim = cg_label_new(cg), at_end = cg_label_new(cg);
	cg_scratch_ld(cg, BPF_DW, lim, CG_R_ALLOCA, TOP_OFF);
	cg_jump(cg, JMP_REG(BPF_JGE, off, lim, 0), at_end);
	cg_emit(cg, ALU64_REG(BPF_SUB, lim, off));
	cg_jump(cg, JA(0), have_lim);
	/* copyin()'s bytes: off >= area - ctop, room up to the area's end */
	cg_label_place(cg, at_end);
	cg_scratch_ld(cg, BPF_DW, lim, CG_R_ALLOCA, CTOP_OFF);
	cg_emit(cg, ALU64_REG(BPF_ADD, lim, off));
	fault_if(cg, JMP_IMM(BPF_JGE, lim, (int32_t)area, 0), DT_FLT_BADADDR, dst);
	cg_emit(cg, MOV64_IMM(lim, (int32_t)area));
	cg_emit(cg, ALU64_REG(BPF_SUB, lim, off));
	cg_label_place(cg, have_lim);
	fault_if(cg, JMP_REG(BPF_JLE, size, lim, 0), DT_FLT_BADSIZE, size);
	/* the verifier needs a constant bound on the size as well */
	fault_if(cg, JMP_IMM(BPF_JLE, size, (int32_t)area, 0), DT_FLT_BADSIZE, size);
	cg_scratch_addr(cg, lim, CG_R_ALLOCA, AREA_OFF);
	cg_emit(cg, ALU64_REG(BPF_ADD, lim, off));
	cg_reg_free(cg, off);

	cg_call_begin(cg);
	cg_call_arg(cg, BPF_REG_1, lim);
	cg_call_arg(cg, BPF_REG_2, size);
	cg_call_arg(cg, BPF_REG_3, src);
	cg_call_end(cg, str ? (user ? BPF_FUNC_probe_read_user_str : BPF_FUNC_probe_read_kernel_str) :
		    user ? BPF_FUNC_probe_read_user : BPF_FUNC_probe_read_kernel, false);
	fault_if(cg, JMP_IMM(BPF_JSGE, BPF_REG_0, 0, 0), DT_FLT_BADADDR, src);
	cg_reg_free(cg, lim);
}

/* The destination must be known to be alloca memory at compile time. */
static void check_dst(struct dt_cg *cg, struct dt_node *call, struct dt_node *dst, int argno)
{
	if (!cg_alloca_tainted(cg, dst))
		dt_cc_error(cg->cc, D_PROTO_ARG, call->line,
			    "%s( ) argument #%d is incompatible with prototype:\n"
			    "\tprototype: alloca pointer\n\t argument: non-alloca pointer",
			    call->str ? call->str : "bcopy", argno);
}

static int cg_bcopy(struct dt_cg *cg, struct dt_node *call)
{
	struct dt_node *a0 = call->list, *a1 = a0->next, *a2 = a1->next;
	check_dst(cg, call, a1, 2);
	int src = cg_pointer_value(cg, a0);
	int dst = cg_pointer_value(cg, a1);
	int size = cg_expr(cg, a2);
	copy_to_alloca(cg, src, dst, size, false, false);
	cg_reg_free(cg, src);
	cg_reg_free(cg, dst);
	cg_emit(cg, MOV64_IMM(size, 0));
	return size;
}

static int cg_copyinto(struct dt_cg *cg, struct dt_node *call)
{
	struct dt_node *a0 = call->list, *a1 = a0->next, *a2 = a1->next;
	check_dst(cg, call, a2, 3);
	int src = cg_expr(cg, a0);
	int size = cg_expr(cg, a1);
	int dst = cg_pointer_value(cg, a2);
	copy_to_alloca(cg, src, dst, size, true, false);
	cg_reg_free(cg, src);
	cg_reg_free(cg, dst);
	cg_emit(cg, MOV64_IMM(size, 0));
	return size;
}

/* copyin(uaddr, size): DTrace copies into scratch memory, the memory
 * alloca() hands out, so its result is an alloca pointer (bcopy() and
 * copyinto() may write to it) and a size the scratch space cannot hold is
 * the "out of scratch space" fault.  Its bytes are taken from the area's
 * end and kept for the whole firing (see the top of this file). */
static int cg_copyin(struct dt_cg *cg, struct dt_node *call)
{
	struct dt_node *a0 = call->list, *a1 = a0->next;
	uint32_t area = area_size(cg);
	int src = cg_expr(cg, a0);
	int n = cg_expr(cg, a1);
	int off = cg_reg_alloc(cg);
	int end = cg_reg_alloc(cg);

	/* the new bytes are [area - ctop', area - ctop) with ctop' = ctop + n
	 * rounded to 8, below what alloca() holds: top + ctop' <= area */
	fault_if(cg, JMP_IMM(BPF_JLE, n, (int32_t)area, 0), DT_FLT_NOSCRATCH, -1);
	cg_scratch_ld(cg, BPF_DW, end, CG_R_ALLOCA, CTOP_OFF);
	cg_emit(cg, MOV64_REG(off, n));
	cg_emit(cg, ALU64_IMM(BPF_ADD, off, 7));
	cg_emit(cg, ALU64_IMM(BPF_AND, off, -8));
	cg_emit(cg, ALU64_REG(BPF_ADD, end, off));
	fault_if(cg, JMP_IMM(BPF_JLE, end, (int32_t)area, 0), DT_FLT_NOSCRATCH, -1);
	cg_scratch_ld(cg, BPF_DW, off, CG_R_ALLOCA, TOP_OFF);
	cg_emit(cg, ALU64_REG(BPF_ADD, off, end));
	fault_if(cg, JMP_IMM(BPF_JLE, off, (int32_t)area, 0), DT_FLT_NOSCRATCH, -1);
	cg_scratch_st(cg, BPF_DW, CG_R_ALLOCA, CTOP_OFF, end);
	cg_emit(cg, MOV64_IMM(off, (int32_t)area));
	cg_emit(cg, ALU64_REG(BPF_SUB, off, end));

	/* both off and n are bounded by the area, which the slack after it
	 * lets the verifier see the copy stay inside */
	cg_scratch_addr(cg, end, CG_R_ALLOCA, AREA_OFF);
	cg_emit(cg, ALU64_REG(BPF_ADD, end, off));
	cg_call_begin(cg);
	cg_call_arg(cg, BPF_REG_1, end);
	cg_call_arg(cg, BPF_REG_2, n);
	cg_call_arg(cg, BPF_REG_3, src);
	cg_call_end(cg, BPF_FUNC_probe_read_user, false);
	fault_if(cg, JMP_IMM(BPF_JSGE, BPF_REG_0, 0, 0), DT_FLT_BADADDR, src);
	cg_reg_free(cg, src);
	cg_reg_free(cg, n);

	/* the result: the bytes' address as a number, as alloca() gives it */
	area_scalar(cg, end);
	cg_emit(cg, ALU64_REG(BPF_ADD, end, off));
	cg_reg_free(cg, off);
	return end;
}

int cg_alloca_subr(struct dt_cg *cg, struct dt_node *call, int code)
{
	switch (code) {
	case DT_F_ALLOCA:
		return cg_alloca_call(cg, call);
	case DT_F_COPYIN:
		return cg_copyin(cg, call);
	case DT_F_BCOPY:
		return cg_bcopy(cg, call);
	default:
		return cg_copyinto(cg, call);
	}
}

/* ------------------------------------------------------------ faults */

bool cg_probe_is_error(const struct dt_cg *cg)
{
	const struct dt_probe *p = cg->probe;
	return p && p->prov && p->name && strcmp(p->prov, "dtrace") == 0 &&
	       strcmp(p->name, "ERROR") == 0;
}
