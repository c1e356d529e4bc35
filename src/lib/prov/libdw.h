/*
 * libdw (elfutils), opened with dlopen at its first use: CFI unwinding of
 * user stacks (uunwind.c) and build-ids and debuglinks of debug files
 * (usym_debug.c).  Linked, it and the libraries it brings (liblzma,
 * libbz2) made 340 KiB of every session resident, where only sessions
 * that symbolize or unwind user stacks use it (issue 40).
 */
#ifndef DT_PROV_LIBDW_H
#define DT_PROV_LIBDW_H

#include <elfutils/libdw.h>
#include <elfutils/libdwelf.h>

struct dt_libdw {
	Dwarf *(*begin)(int fd, Dwarf_Cmd cmd);
	int (*end)(Dwarf *dwarf);
	Dwarf_CFI *(*getcfi)(Dwarf *dwarf);
	Dwarf_CFI *(*getcfi_elf)(Elf *elf);
	int (*cfi_end)(Dwarf_CFI *cfi);
	int (*cfi_addrframe)(Dwarf_CFI *cfi, Dwarf_Addr addr, Dwarf_Frame **frame);
	int (*frame_info)(Dwarf_Frame *f, Dwarf_Addr *start, Dwarf_Addr *end, bool *signalp);
	int (*frame_cfa)(Dwarf_Frame *f, Dwarf_Op **ops, size_t *nops);
	int (*frame_register)(Dwarf_Frame *f, int regno, Dwarf_Op mem[3], Dwarf_Op **ops,
			      size_t *nops);
	ssize_t (*gnu_build_id)(Elf *elf, const void **idp);
	const char *(*gnu_debuglink)(Elf *elf, GElf_Word *crc);
};

/* libdw's functions, or NULL when it cannot be opened (then user stacks
 * are unwound without CFI and debug files matched by name alone). */
const struct dt_libdw *dt_libdw(void);

#endif
