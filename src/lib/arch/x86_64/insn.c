/*
 * x86-64 instruction boundaries, for pid offset probes (an offset that
 * is not on one is refused) and for the uprobe sites the kernel refuses.
 * Lengths come from Capstone's decoder (libcapstone, Debian's
 * libcapstone-dev): x86 encodings run from 1 to 15 bytes through prefixes,
 * VEX/EVEX, ModRM/SIB and immediates, which a decoder of our own would
 * have to track release by release.
 *
 * The library is opened (dlopen) when the first length is asked, not
 * linked: its decoder tables are 1.7 MB of pointers the dynamic linker
 * relocates at load, so a linked libcapstone made 3.2 MiB of every
 * session resident (issue 40: more than the rest of dtrace's own memory),
 * where only pid offset probes use it.  Its soname follows the header's
 * API version (the Debian package depends on it: debian/rules).
 */
#include <dlfcn.h>

#include <capstone/capstone.h>

#include "arch/arch.h"

#define CS_STR(x)	#x
#define CS_SONAME(v)	"libcapstone.so." CS_STR(v)

static struct {
	int opened;	/* 0: not yet, 1: open, -1: no library or cs_open failed */
	csh handle;
	cs_insn *(*malloc_insn)(csh);
	bool (*disasm_iter)(csh, const uint8_t **, size_t *, uint64_t *, cs_insn *);
	void (*free_insn)(cs_insn *, size_t);
} cs;

static bool open_decoder(void)
{
	if (cs.opened)
		return cs.opened > 0;
	cs.opened = -1;
	void *lib = dlopen(CS_SONAME(CS_API_MAJOR), RTLD_NOW | RTLD_LOCAL);
	if (!lib)
		return false;
	cs_err (*open)(cs_arch, cs_mode, csh *);
	*(void **)&open = dlsym(lib, "cs_open");
	*(void **)&cs.malloc_insn = dlsym(lib, "cs_malloc");
	*(void **)&cs.disasm_iter = dlsym(lib, "cs_disasm_iter");
	*(void **)&cs.free_insn = dlsym(lib, "cs_free");
	if (open && cs.malloc_insn && cs.disasm_iter && cs.free_insn &&
	    open(CS_ARCH_X86, CS_MODE_64, &cs.handle) == CS_ERR_OK)
		cs.opened = 1;
	return cs.opened > 0;
}

int dt_arch_insn_len(const uint8_t *code, size_t len, uint64_t addr)
{
	if (!open_decoder() || len == 0)
		return 0;
	cs_insn *insn = cs.malloc_insn(cs.handle);
	if (!insn)
		return 0;
	const uint8_t *p = code;
	size_t n = len;
	uint64_t a = addr;
	int size = cs.disasm_iter(cs.handle, &p, &n, &a, insn) ? (int)insn->size : 0;
	cs.free_insn(insn, 1);
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
