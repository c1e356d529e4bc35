/*
 * execname values sized by what they can hold: the task's name is at most
 * TASK_COMM_LEN (16) bytes with its NUL, so a record of it needs 16 bytes,
 * not strsize.  Smaller records mean less ring-buffer bandwidth per event
 * (printf("%s", execname) records 32 bytes instead of 280) and no string
 * copy helper: the name is already zero padded to 16 bytes.
 */
#include "cg/cg.h"
#include "lang/btf.h"
#include "lang/kfeature.h"

#define CG_COMM_BYTES 16

/* The offset of comm in the task the prologue left at DT_SLOT_TASK, or -1. */
static int task_comm(const struct dt_cg *cg)
{
	return cg->pops && cg->pops->task_comm ? cg->pops->task_comm(cg->probe) : -1;
}

/* The offset of comm in the task bpf_get_current_task_btf() gives (5.11
 * on, with the kernel's BTF), or -1.  That call and two loads cost less
 * than bpf_get_current_comm(), a call and a string copy (bench/: ~9 ns an
 * execname on the bench VM).  Asked once a process. */
static int current_comm(void)
{
	return dt_kfeat_helper(BPF_FUNC_get_current_task_btf) ? dt_btf_task_comm_offset() : -1;
}

bool cg_comm_loads_ok(const struct dt_cg *cg)
{
	return task_comm(cg) >= 0 || current_comm() >= 0;
}

/* w &= the bytes of w below its first NUL (all of them when it has none);
 * u = that mask.  Little-endian: (w - 0x01..01) & ~w & 0x80..80 has its
 * lowest bit set in the first zero byte (a borrow only runs upward from
 * one). */
static void cut_at_nul(struct dt_cg *cg, int w, int t, int u)
{
	cg_emit(cg, MOV64_REG(t, w));
	cg_emit(cg, LD_IMM64_LO(u, 0x0101010101010101ull));
	cg_emit(cg, LD_IMM64_HI(0x0101010101010101ull));
	cg_emit(cg, ALU64_REG(BPF_SUB, t, u));
	cg_emit(cg, MOV64_REG(u, w));
	cg_emit(cg, ALU64_IMM(BPF_XOR, u, -1));
	cg_emit(cg, ALU64_REG(BPF_AND, t, u));
	cg_emit(cg, LD_IMM64_LO(u, 0x8080808080808080ull));
	cg_emit(cg, LD_IMM64_HI(0x8080808080808080ull));
	cg_emit(cg, ALU64_REG(BPF_AND, t, u));
	cg_emit(cg, MOV64_REG(u, t));
	cg_emit(cg, NEG64(u));
	cg_emit(cg, ALU64_REG(BPF_AND, u, t));	/* 1 << (8k + 7), or 0 */
	cg_emit(cg, ALU64_IMM(BPF_RSH, u, 7));
	cg_emit(cg, ALU64_IMM(BPF_SUB, u, 1));
	cg_emit(cg, ALU64_REG(BPF_AND, w, u));
}

/* The task's name as bpf_get_current_comm() gives it (at most 15 bytes,
 * then zeros to 16), from two loads of the task's comm: its bytes past
 * the NUL are not always zero (kernels that set it with strlcpy).  Each
 * 8-byte word goes to st(cg, offset in the name, reg, arg). */
void cg_comm_loads(struct dt_cg *cg, void (*st)(struct dt_cg *, int32_t, int, void *),
		   void *arg)
{
	int off = task_comm(cg), task;
	if (off >= 0) {
		task = cg_reg_alloc(cg);
		cg_emit(cg, LDX_MEM(BPF_DW, task, BPF_REG_10, DT_SLOT_TASK));
	} else {
		off = current_comm();
		cg_call_begin(cg);
		task = cg_call_end(cg, BPF_FUNC_get_current_task_btf, true);
	}
	int w = cg_reg_alloc(cg), t = cg_reg_alloc(cg);
	int u = BPF_REG_0;
	cg_emit(cg, LDX_MEM(BPF_DW, w, task, (int16_t)off));
	cut_at_nul(cg, w, t, u);
	st(cg, 0, w, arg);
	/* the second word only when the first has no NUL (the mask's top
	 * bit), and never its last byte */
	cg_emit(cg, LDX_MEM(BPF_DW, w, task, (int16_t)(off + 8)));
	cg_emit(cg, ALU64_IMM(BPF_ARSH, u, 63));
	cg_emit(cg, ALU64_REG(BPF_AND, w, u));
	cg_emit(cg, ALU64_IMM(BPF_LSH, w, 8));
	cg_emit(cg, ALU64_IMM(BPF_RSH, w, 8));
	cut_at_nul(cg, w, t, u);
	st(cg, 8, w, arg);
	cg_reg_free(cg, t);
	cg_reg_free(cg, w);
	cg_reg_free(cg, task);
}

static void st_rec(struct dt_cg *cg, int32_t i, int reg, void *arg)
{
	cg_scratch_st(cg, BPF_DW, CG_R_REC, *(int32_t *)arg + i, reg);
}

bool cg_rec_comm_ok(struct dt_cg *cg, const struct dt_node *e)
{
	/* below 16 bytes strsize truncates the name: the general path does */
	return cg_is_execname(e) && cg->strsize >= CG_COMM_BYTES;
}

uint32_t cg_rec_comm(struct dt_cg *cg, int reg)
{
	struct dt_type *st = dt_type_builtin("string");
	uint32_t off = cg_rec_reserve(cg, CG_COMM_BYTES, st, false);
	int32_t at = (int32_t)(sizeof(struct dt_rechdr) + off);
	for (int32_t i = 0; i < CG_COMM_BYTES; i += 8) {
		cg_emit(cg, LDX_MEM(BPF_DW, BPF_REG_0, reg, (int16_t)i));
		cg_scratch_st(cg, BPF_DW, CG_R_REC, at + i, BPF_REG_0);
	}
	return off;
}

/* execname recorded as it is: the helper writes the name straight into the
 * record, instead of into a string temporary copied afterwards (two loads
 * and two stores per record on printf's path). */
uint32_t cg_rec_comm_direct(struct dt_cg *cg)
{
	struct dt_type *st = dt_type_builtin("string");
	uint32_t off = cg_rec_reserve(cg, CG_COMM_BYTES, st, false);
	if (cg_comm_loads_ok(cg)) {
		int32_t at = (int32_t)(sizeof(struct dt_rechdr) + off);
		cg_comm_loads(cg, st_rec, &at);
		return off;
	}
	int dst = cg_reg_alloc(cg);
	cg_scratch_addr(cg, dst, CG_R_REC, (int32_t)(sizeof(struct dt_rechdr) + off));
	cg_call_begin(cg);
	cg_call_arg(cg, BPF_REG_1, dst);
	cg_emit(cg, MOV64_IMM(BPF_REG_2, CG_COMM_BYTES));
	cg_call_end(cg, BPF_FUNC_get_current_comm, false);
	cg_reg_free(cg, dst);
	return off;
}
