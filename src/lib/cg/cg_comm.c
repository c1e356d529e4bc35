/*
 * execname values sized by what they can hold: the task's name is at most
 * TASK_COMM_LEN (16) bytes with its NUL, so a record of it needs 16 bytes,
 * not strsize.  Smaller records mean less ring-buffer bandwidth per event
 * (printf("%s", execname) records 32 bytes instead of 280) and no string
 * copy helper: the name is already zero padded to 16 bytes.
 */
#include "cg/cg.h"

#define CG_COMM_BYTES 16

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
	int dst = cg_reg_alloc(cg);
	cg_scratch_addr(cg, dst, CG_R_REC, (int32_t)(sizeof(struct dt_rechdr) + off));
	cg_call_begin(cg);
	cg_call_arg(cg, BPF_REG_1, dst);
	cg_emit(cg, MOV64_IMM(BPF_REG_2, CG_COMM_BYTES));
	cg_call_end(cg, BPF_FUNC_get_current_comm, false);
	cg_reg_free(cg, dst);
	return off;
}
