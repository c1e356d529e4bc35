/*
 * x86-64 instruction boundaries, for pid offset probes (an offset that
 * is not on one is refused) and for the uprobe sites the kernel refuses.
 * Lengths come from Capstone's decoder (libcapstone, Debian's
 * libcapstone-dev): x86 encodings run from 1 to 15 bytes through prefixes,
 * VEX/EVEX, ModRM/SIB and immediates, which a decoder of our own would
 * have to track release by release.
 */
#include <capstone/capstone.h>

#include "arch/arch.h"

static csh handle;
static int opened;	/* 0: not yet, 1: open, -1: cs_open failed */

static bool open_decoder(void)
{
	if (!opened)
		opened = cs_open(CS_ARCH_X86, CS_MODE_64, &handle) == CS_ERR_OK ? 1 : -1;
	return opened > 0;
}

int dt_arch_insn_len(const uint8_t *code, size_t len, uint64_t addr)
{
	if (!open_decoder() || len == 0)
		return 0;
	cs_insn *insn = cs_malloc(handle);
	if (!insn)
		return 0;
	const uint8_t *p = code;
	size_t n = len;
	uint64_t a = addr;
	int size = cs_disasm_iter(handle, &p, &n, &a, insn) ? (int)insn->size : 0;
	cs_free(insn, 1);
	return size;
}

bool dt_arch_uprobe_refused(const uint8_t *code, size_t len)
{
	/* the kernel's x86 uprobes will not step over an instruction with
	 * a lock prefix or an ES/CS/SS/DS segment prefix (libc's
	 * pthread_spin_lock begins with `lock decl`), nor over int3 */
	for (size_t i = 0; i < len && i < 15; i++) {
		switch (code[i]) {
		case 0xf0: case 0x26: case 0x2e: case 0x36: case 0x3e:
			return true;
		case 0x66: case 0x67: case 0x64: case 0x65: case 0xf2: case 0xf3:
			continue;	/* other legacy prefixes */
		case 0xcc:
			return true;
		default:
			return false;
		}
	}
	return false;
}
