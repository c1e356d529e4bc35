/*
 * Reading a bit-field member (kernel BTF structs and D's own): the bytes
 * that hold it are read with one probe_read, then shifted so its bits sit
 * at the top of the register and shifted back down, which both drops the
 * neighbouring bits and sign-extends a signed field.  (x86_64 and arm64
 * are little-endian: bit offsets count from the lowest byte.)
 */
#include "cg/cg.h"

/* The bit-field named by a member access, or NULL for a plain member. */
const struct dt_member *cg_bitfield_member(const struct dt_node *n, uint64_t *offbits)
{
	const struct dt_type *st = n->a ? n->a->type : NULL;

	st = dt_type_resolved(st);
	if (n->op == TOK_ARROW)
		st = dt_type_resolved(st ? st->base : NULL);
	const struct dt_member *m = dt_type_member(st, n->str, offbits);
	return m && m->bits ? m : NULL;
}

int cg_load_bitfield(struct dt_cg *cg, int addr, const struct dt_member *m,
		     uint64_t offbits, bool user)
{
	unsigned shift = (unsigned)(offbits % 8), bits = m->bits;
	unsigned need = (shift + bits + 7) / 8;
	unsigned size = need <= 1 ? 1 : need <= 2 ? 2 : need <= 4 ? 4 : 8;
	const struct dt_type *t = dt_type_resolved(m->type);

	if (shift + bits > 64)	/* cannot happen for fields of <= 64-bit types */
		bits = 64 - shift;
	int sz = cg_read_to_tmp(cg, addr, size, user);
	cg_emit(cg, LDX_MEM(sz, addr, BPF_REG_10, CG_SLOT_TMP));
	if (64 - shift - bits)
		cg_emit(cg, ALU64_IMM(BPF_LSH, addr, (int32_t)(64 - shift - bits)));
	if (64 - bits)
		cg_emit(cg, ALU64_IMM(t && t->is_signed ? BPF_ARSH : BPF_RSH, addr,
				      (int32_t)(64 - bits)));
	return addr;
}

/* The bytes a bit-field's value takes in a trace or printf record: the
 * width rounded up to a power-of-two number of bytes, as DTrace sizes the
 * integer type of a bit-field (a 3-bit field is 1 byte, 9 bits 2, 17 bits
 * 4, 33 bits 8), so trace() prints it in that size's column.  0 when n is
 * not a bit-field member. */
uint32_t cg_bitfield_rec_size(const struct dt_node *n)
{
	uint64_t offbits;
	const struct dt_member *m = n->kind == N_MEMBER ? cg_bitfield_member(n, &offbits) : NULL;

	if (m == NULL)
		return 0;
	return m->bits <= 8 ? 1 : m->bits <= 16 ? 2 : m->bits <= 32 ? 4 : 8;
}
