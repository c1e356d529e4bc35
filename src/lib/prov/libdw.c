/* libdw opened on first use (libdw.h says why). */
#include <dlfcn.h>
#include <stdbool.h>
#include <stddef.h>

#include "prov/libdw.h"

const struct dt_libdw *dt_libdw(void)
{
	static bool tried;
	static struct dt_libdw dw;
	static const struct dt_libdw *ok;

	if (tried)
		return ok;
	tried = true;
	void *lib = dlopen("libdw.so.1", RTLD_NOW | RTLD_LOCAL);
	if (!lib)
		return NULL;
	static const struct { const char *name; size_t at; } syms[] = {
		{ "dwarf_begin", offsetof(struct dt_libdw, begin) },
		{ "dwarf_end", offsetof(struct dt_libdw, end) },
		{ "dwarf_getcfi", offsetof(struct dt_libdw, getcfi) },
		{ "dwarf_getcfi_elf", offsetof(struct dt_libdw, getcfi_elf) },
		{ "dwarf_cfi_end", offsetof(struct dt_libdw, cfi_end) },
		{ "dwarf_cfi_addrframe", offsetof(struct dt_libdw, cfi_addrframe) },
		{ "dwarf_frame_info", offsetof(struct dt_libdw, frame_info) },
		{ "dwarf_frame_cfa", offsetof(struct dt_libdw, frame_cfa) },
		{ "dwarf_frame_register", offsetof(struct dt_libdw, frame_register) },
		{ "dwelf_elf_gnu_build_id", offsetof(struct dt_libdw, gnu_build_id) },
		{ "dwelf_elf_gnu_debuglink", offsetof(struct dt_libdw, gnu_debuglink) },
	};
	for (size_t i = 0; i < sizeof(syms) / sizeof(syms[0]); i++) {
		void *fn = dlsym(lib, syms[i].name);
		if (!fn)
			return NULL;
		*(void **)((char *)&dw + syms[i].at) = fn;
	}
	ok = &dw;
	return ok;
}
