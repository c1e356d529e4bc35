/*
 * arm64 instruction boundaries: every instruction is 4 bytes, aligned.
 */
#include "arch/arch.h"

int dt_arch_insn_len(const uint8_t *code, size_t len, uint64_t addr)
{
	(void)code;
	return len >= 4 && addr % 4 == 0 ? 4 : 0;
}

bool dt_arch_uprobe_refused(const uint8_t *code, size_t len)
{
	/* the kernel refuses some (exclusive loads, ...): a link that
	 * carries one is split around it (prov/uprobe_multi.c) */
	(void)code;
	(void)len;
	return false;
}
