/*
 * User stacks without frame pointers: a ustack() record may carry the
 * thread's user registers and the top of its stack (core/program.h's
 * DT_USTACK_* layout, copied by cg_stack.c); this walks them by the call
 * frame information of the mapped files (.eh_frame, which every x86-64
 * binary keeps for exceptions and backtraces, else the .debug_frame of the
 * file or of its separate debug file).
 *
 * libdw gives, for an address, the rule of every register in that frame
 * (dwarf_cfi_addrframe, dwarf_frame_cfa, dwarf_frame_register: each a
 * small DWARF expression); this file evaluates them over the copied
 * registers and stack.  libdwfl's unwinder (dwfl_attach_state) would want a
 * Dwfl of the process's modules reported at their load addresses and a
 * thread to attach to; the process may have exited by the time a record is
 * printed, and usym.c already knows every mapping, so the few rules x86-64
 * code uses are interpreted here.  A frame with no CFI (JIT code, hand
 * written assembly) is stepped by its frame pointer.
 */
#include <dwarf.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "arch/arch.h"
#include "core/dt_impl.h"
#include "core/program.h"
#include "prov/libdw.h"
#include "prov/usym.h"
#include "prov/usym_impl.h"

enum { NREGS = 17, DW_RBP = 6, DW_RSP = 7, DW_RA = 16 };

/* x86-64 DWARF register n's offset in struct pt_regs */
static const int ptregs_off[NREGS] = {
	80, 96, 88, 40, 104, 112, 32, 152,	/* rax rdx rcx rbx rsi rdi rbp rsp */
	72, 64, 56, 48, 24, 16, 8, 0,		/* r8 .. r15 */
	128,					/* rip (the return address column) */
};

struct ucfi {
	int fd, dfd;
	Elf *elf;
	Dwarf_CFI *eh;		/* .eh_frame (dwarf_getcfi_elf) */
	Dwarf *dbg;		/* .debug_frame's file (this or its debug file) */
	Dwarf_CFI *dbgcfi;
};

struct ustate {
	uint64_t r[NREGS];
	bool valid[NREGS];
};

struct umem {			/* the copied stack */
	uint64_t base, len;
	const uint8_t *bytes;
};

static bool read8(const struct umem *m, uint64_t addr, uint64_t *v)
{
	if (addr < m->base || addr - m->base > m->len || m->len - (addr - m->base) < 8)
		return false;
	memcpy(v, m->bytes + (addr - m->base), 8);
	return true;
}

static struct ucfi *cfi_of(struct uobj *o)
{
	if (o->cfi)
		return o->cfi;
	struct ucfi *c = dt_zalloc(sizeof(*c));
	o->cfi = c;
	c->dfd = -1;
	const struct dt_libdw *dw = dt_libdw();
	if (!dw)
		return c;	/* no CFI: the frame-pointer walk alone */
	c->fd = open(o->path, O_RDONLY | O_CLOEXEC);
	if (c->fd >= 0 && (c->elf = elf_begin(c->fd, ELF_C_READ, NULL)) != NULL)
		c->eh = dw->getcfi_elf(c->elf);
	/* .debug_frame: compilers emit it instead of .eh_frame with
	 * -fno-asynchronous-unwind-tables -g; its own file, else the
	 * separate debug file usym.c found */
	if (c->fd >= 0)
		c->dbg = dw->begin(c->fd, DWARF_C_READ);
	if (!c->dbg && o->debugpath && (c->dfd = open(o->debugpath, O_RDONLY | O_CLOEXEC)) >= 0)
		c->dbg = dw->begin(c->dfd, DWARF_C_READ);
	if (c->dbg)
		c->dbgcfi = dw->getcfi(c->dbg);
	return c;
}

void dt_uunwind_free(struct ucfi *c)
{
	if (!c)
		return;
	if (c->eh)
		dt_libdw()->cfi_end(c->eh);
	if (c->dbg)
		dt_libdw()->end(c->dbg);
	if (c->elf)
		elf_end(c->elf);
	if (c->fd >= 0)
		close(c->fd);
	if (c->dfd >= 0)
		close(c->dfd);
	free(c);
}

/* A DWARF expression of the CFI over the frame's registers: the value
 * (*is_value) or the address the value is saved at. */
static bool eval(const Dwarf_Op *ops, size_t nops, const struct ustate *st, uint64_t cfa,
		 const struct umem *m, uint64_t *out, bool *is_value)
{
	uint64_t stk[16];
	int sp = 0;

	*is_value = false;
	for (size_t i = 0; i < nops; i++) {
		const Dwarf_Op *op = &ops[i];
		uint8_t a = op->atom;
		uint64_t x, y;

#define PUSH(v) do { if (sp == 16) return false; stk[sp++] = (v); } while (0)
#define POP(v) do { if (sp == 0) return false; (v) = stk[--sp]; } while (0)
		if (a >= DW_OP_lit0 && a <= DW_OP_lit31) {
			PUSH((uint64_t)(a - DW_OP_lit0));
		} else if (a >= DW_OP_breg0 && a <= DW_OP_breg31) {
			unsigned r = a - DW_OP_breg0;
			if (r >= NREGS || !st->valid[r])
				return false;
			PUSH(st->r[r] + op->number);
		} else if (a >= DW_OP_reg0 && a <= DW_OP_reg31) {
			unsigned r = a - DW_OP_reg0;
			if (r >= NREGS || !st->valid[r])
				return false;
			PUSH(st->r[r]);
			*is_value = true;
		} else {
			switch (a) {
			case DW_OP_bregx:
				if (op->number >= NREGS || !st->valid[op->number])
					return false;
				PUSH(st->r[op->number] + op->number2);
				break;
			case DW_OP_regx:
				if (op->number >= NREGS || !st->valid[op->number])
					return false;
				PUSH(st->r[op->number]);
				*is_value = true;
				break;
			case DW_OP_const1u: case DW_OP_const1s: case DW_OP_const2u:
			case DW_OP_const2s: case DW_OP_const4u: case DW_OP_const4s:
			case DW_OP_const8u: case DW_OP_const8s: case DW_OP_constu:
			case DW_OP_consts:
				PUSH(op->number);
				break;
			case DW_OP_call_frame_cfa:
				PUSH(cfa);
				break;
			case DW_OP_plus_uconst:
				POP(x);
				PUSH(x + op->number);
				break;
			case DW_OP_deref:
				POP(x);
				if (!read8(m, x, &y))
					return false;
				PUSH(y);
				break;
			case DW_OP_dup:
				POP(x);
				PUSH(x);
				PUSH(x);
				break;
			case DW_OP_plus: case DW_OP_minus: case DW_OP_and: case DW_OP_or:
			case DW_OP_mul: case DW_OP_shl: case DW_OP_shr: case DW_OP_ge:
			case DW_OP_gt: case DW_OP_le: case DW_OP_lt: case DW_OP_eq: case DW_OP_ne:
				POP(y);
				POP(x);
				switch (a) {
				case DW_OP_plus: x += y; break;
				case DW_OP_minus: x -= y; break;
				case DW_OP_and: x &= y; break;
				case DW_OP_or: x |= y; break;
				case DW_OP_mul: x *= y; break;
				case DW_OP_shl: x = y < 64 ? x << y : 0; break;
				case DW_OP_shr: x = y < 64 ? x >> y : 0; break;
				case DW_OP_ge: x = (int64_t)x >= (int64_t)y; break;
				case DW_OP_gt: x = (int64_t)x > (int64_t)y; break;
				case DW_OP_le: x = (int64_t)x <= (int64_t)y; break;
				case DW_OP_lt: x = (int64_t)x < (int64_t)y; break;
				case DW_OP_eq: x = x == y; break;
				default: x = x != y; break;
				}
				PUSH(x);
				break;
			case DW_OP_stack_value:
				*is_value = true;
				break;
			case DW_OP_nop:
				break;
			default:
				return false;
			}
		}
#undef PUSH
#undef POP
	}
	if (sp == 0)
		return false;
	*out = stk[sp - 1];
	return true;
}

/* The caller's registers by the frame's CFI; false at the outermost
 * frame (return address undefined) or when a rule cannot be followed. */
static bool step_cfi(Dwarf_Frame *f, const struct ustate *st, const struct umem *m,
		     struct ustate *up)
{
	Dwarf_Op *ops, mem[3];
	size_t nops;
	uint64_t cfa, v;
	bool val;

	if (dt_libdw()->frame_cfa(f, &ops, &nops) != 0 || nops == 0 ||
	    !eval(ops, nops, st, 0, m, &cfa, &val))
		return false;
	memset(up, 0, sizeof(*up));
	for (int r = 0; r < NREGS; r++) {
		if (dt_libdw()->frame_register(f, r, mem, &ops, &nops) != 0)
			continue;
		if (nops == 0) {
			if (ops == NULL) {	/* same value */
				up->r[r] = st->r[r];
				up->valid[r] = st->valid[r];
			}
			continue;		/* undefined */
		}
		if (!eval(ops, nops, st, cfa, m, &v, &val))
			continue;
		if (!val && !read8(m, v, &v))
			continue;
		up->r[r] = v;
		up->valid[r] = true;
	}
	up->r[DW_RSP] = cfa;	/* x86-64: the CFA is the caller's stack pointer */
	up->valid[DW_RSP] = true;
	return up->valid[DW_RA];
}

/* No CFI for the frame: its frame pointer, if it points into the copy. */
static bool step_fp(const struct ustate *st, const struct umem *m, struct ustate *up)
{
	uint64_t fp = st->r[DW_RBP], ra, caller_fp;

	if (!st->valid[DW_RBP] || !read8(m, fp, &caller_fp) || !read8(m, fp + 8, &ra))
		return false;
	*up = *st;	/* callee-saved registers: assumed untouched */
	up->r[DW_RBP] = caller_fp;
	up->r[DW_RSP] = fp + 16;
	up->r[DW_RA] = ra;
	return true;
}

static Dwarf_Frame *frame_at(struct uobj *o, uint64_t va)
{
	struct ucfi *c = cfi_of(o);
	Dwarf_Frame *f = NULL;

	if (c->eh && dt_libdw()->cfi_addrframe(c->eh, va, &f) == 0)
		return f;
	if (c->dbgcfi && dt_libdw()->cfi_addrframe(c->dbgcfi, va, &f) == 0)
		return f;
	return NULL;
}

size_t dt_uunwind(int pid, const void *copy, size_t copylen, uint64_t *pcs, size_t max)
{
	const uint8_t *c = copy;
	struct ustate st = { 0 }, up;
	struct umem m;
	size_t n = 0;

	if (!dt_arch.cfi_unwind || copylen < DT_USTACK_HDR)
		return 0;
	memcpy(&m.base, c + DT_USTACK_REGS, 8);
	memcpy(&m.len, c + DT_USTACK_REGS + 8, 8);
	if (m.len == 0 || m.len > copylen - DT_USTACK_HDR)
		return 0;
	m.bytes = c + DT_USTACK_HDR;
	for (int r = 0; r < NREGS; r++) {
		memcpy(&st.r[r], c + ptregs_off[r], 8);
		st.valid[r] = true;
	}
	bool exact = true;	/* the pc interrupted, not a return address */
	while (n < max && st.valid[DW_RA] && st.r[DW_RA] != 0) {
		uint64_t pc = st.r[DW_RA], va;
		pcs[n++] = pc;
		/* a return address is after its call: look up the call */
		struct uobj *o = dt_usym_obj_at(pid, exact ? pc : pc - 1, &va);
		Dwarf_Frame *f = o && va ? frame_at(o, va) : NULL;
		bool ok = f ? step_cfi(f, &st, &m, &up) : step_fp(&st, &m, &up);
		Dwarf_Addr lo, hi;
		bool signal = false;
		/* a signal frame's (__restore_rt) caller was interrupted */
		if (f && dt_libdw()->frame_info(f, &lo, &hi, &signal) < 0)
			signal = false;
		exact = signal;
		free(f);
		/* the stack grows down: a caller's frame is above */
		if (!ok || up.r[DW_RSP] <= st.r[DW_RSP])
			break;
		st = up;
	}
	return n;
}
