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
