/*
 * The guide's kernel-lock subroutines, on Linux's locks.
 *
 * struct mutex keeps its owner's task_struct address in `owner`, whose
 * low three bits are flags (waiters, handoff, pickup), never part of the
 * address.  Every Linux mutex is adaptive in the guide's sense (it spins
 * while its owner runs, then sleeps), none is a spin mutex; the two type
 * tests still read the lock, so a bad pointer faults as it would in
 * DTrace.  rwlock_t is a queued rwlock: one 32-bit word holding the
 * writer byte (0xff while a writer holds the lock), a writer-waiting bit
 * (0x100) and the count of readers from bit 9 up.
 *
 * PREEMPT_RT kernels lay both out otherwise, and the kernel's BTF tells
 * which: there a struct mutex is an rt_mutex (`rtmutex.owner`, bit 0 the
 * has-waiters flag), and an rwlock_t an rwbase_rt whose `readers` word is
 * READER_BIAS plus the readers while no writer wants the lock, and exactly
 * WRITER_BIAS while a writer holds it.  A kernel with neither layout is a
 * compile-time error at the call, never a read of the wrong word.
 */
#include "cg/cg.h"
#include "prov/prov_stable.h"

#define MUTEX_FLAG_BITS 0x07
#define QW_LOCKED 0xff
#define QW_WMASK 0x1ff
#define QR_SHIFT 9
#define RT_READER_BIAS (1u << 31)
#define RT_WRITER_BIAS (1u << 30)

/* Where the owner word of a struct mutex is, or -1. */
static long mutex_owner_off(void)
{
	int off = dt_st_offset("struct mutex", "owner", NULL);
	return off >= 0 ? off : dt_st_offset("struct mutex", "rtmutex.owner", NULL);
}

/* 0: a queued rwlock (raw_lock); 1: PREEMPT_RT's rwbase_rt; -1: neither. */
static int rwlock_layout(long *off)
{
	*off = dt_st_offset("rwlock_t", "raw_lock", NULL);
	if (*off >= 0)
		return 0;
	*off = dt_st_offset("rwlock_t", "rwbase.readers", NULL);
	return *off >= 0 ? 1 : -1;
}

/* r = (r == v) */
static void eq_bool(struct dt_cg *cg, int r, int32_t v)
{
	int no = cg_label_new(cg), end = cg_label_new(cg);
	cg_jump(cg, JMP_IMM(BPF_JNE, r, v, 0), no);
	cg_emit(cg, MOV64_IMM(r, 1));
	cg_jump(cg, JA(0), end);
	cg_label_place(cg, no);
	cg_emit(cg, MOV64_IMM(r, 0));
	cg_label_place(cg, end);
}

/* The lock word at `off` in the lock `arg` points to, faulting on a bad
 * address like any dereference. */
static int lock_word(struct dt_cg *cg, struct dt_node *arg, long off, const char *type)
{
	int p = cg_expr(cg, arg);
	if (off > 0)
		cg_emit(cg, ALU64_IMM(BPF_ADD, p, (int32_t)off));
	return cg_load_mem(cg, p, dt_type_builtin(type), false);
}

/* r = r != 0 */
static void to_bool(struct dt_cg *cg, int r)
{
	int zero = cg_label_new(cg);
	cg_jump(cg, JMP_IMM(BPF_JEQ, r, 0, 0), zero);
	cg_emit(cg, MOV64_IMM(r, 1));
	cg_label_place(cg, zero);
}

int cg_lock_subr(struct dt_cg *cg, struct dt_node *call, int code)
{
	struct dt_node *lock = call->list;
	int r;

	switch (code) {
	case DT_F_MUTEX_OWNED:
	case DT_F_MUTEX_OWNER:
	case DT_F_MUTEX_TYPE_ADAPTIVE:
	case DT_F_MUTEX_TYPE_SPIN: {
		long off = mutex_owner_off();
		if (off < 0) {
			cg_error(cg, call, "%s( ) cannot be compiled: this kernel's struct mutex "
				 "has no owner (neither owner nor rtmutex.owner in its BTF)",
				 call->str);
			return cg_reg_alloc(cg);
		}
		r = lock_word(cg, lock, off, "uint64_t");
		if (code == DT_F_MUTEX_TYPE_ADAPTIVE || code == DT_F_MUTEX_TYPE_SPIN) {
			cg_emit(cg, MOV64_IMM(r, code == DT_F_MUTEX_TYPE_ADAPTIVE));
			return r;
		}
		cg_emit(cg, ALU64_IMM(BPF_AND, r, ~MUTEX_FLAG_BITS));
		if (code == DT_F_MUTEX_OWNED)
			to_bool(cg, r);
		return r;
	}
	}
	long off;
	int rt = rwlock_layout(&off);
	if (rt < 0) {
		cg_error(cg, call, "%s( ) cannot be compiled: this kernel's rwlock_t is neither "
			 "a queued rwlock (raw_lock) nor PREEMPT_RT's (rwbase.readers)", call->str);
		return cg_reg_alloc(cg);
	}
	if (rt) {
		r = lock_word(cg, lock, off, "uint32_t");
		if (code == DT_F_RW_WRITE_HELD) {
			eq_bool(cg, r, (int32_t)RT_WRITER_BIAS);
		} else if (code == DT_F_RW_ISWRITER) {	/* READER_BIAS gone */
			cg_emit(cg, ALU64_IMM(BPF_AND, r, (int32_t)RT_READER_BIAS));
			eq_bool(cg, r, 0);
		} else {	/* readers in (with or without the bias), no writer holding */
			int w = cg_reg_alloc(cg);
			cg_emit(cg, MOV64_REG(w, r));
			cg_emit(cg, ALU64_IMM(BPF_AND, w, (int32_t)~RT_READER_BIAS));
			to_bool(cg, w);
			eq_bool(cg, r, (int32_t)RT_WRITER_BIAS);
			cg_emit(cg, ALU64_IMM(BPF_XOR, r, 1));
			cg_emit(cg, ALU64_REG(BPF_AND, r, w));
			cg_reg_free(cg, w);
		}
		return r;
	}
	switch (code) {
	case DT_F_RW_WRITE_HELD:
		r = lock_word(cg, lock, off, "uint32_t");
		cg_emit(cg, ALU64_IMM(BPF_AND, r, QW_LOCKED));
		eq_bool(cg, r, QW_LOCKED);
		return r;
	case DT_F_RW_ISWRITER:
		/* held by a writer, or wanted by one */
		r = lock_word(cg, lock, off, "uint32_t");
		cg_emit(cg, ALU64_IMM(BPF_AND, r, QW_WMASK));
		to_bool(cg, r);
		return r;
	default: {	/* DT_F_RW_READ_HELD: readers in, no writer holding */
		r = lock_word(cg, lock, off, "uint32_t");
		int w = cg_reg_alloc(cg);
		cg_emit(cg, MOV64_REG(w, r));
		cg_emit(cg, ALU64_IMM(BPF_AND, w, QW_LOCKED));
		eq_bool(cg, w, QW_LOCKED);
		cg_emit(cg, ALU64_IMM(BPF_XOR, w, 1));
		cg_emit(cg, ALU64_IMM(BPF_RSH, r, QR_SHIFT));
		to_bool(cg, r);
		cg_emit(cg, ALU64_REG(BPF_AND, r, w));
		cg_reg_free(cg, w);
		return r;
	}
	}
}
