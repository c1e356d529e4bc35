/*
 * Inside the user-symbol code (prov/usym*.c, prov/uunwind.c): what one ELF
 * file mapped by traced processes gives, and the helpers between its files.
 */
#ifndef DT_USYM_IMPL_H
#define DT_USYM_IMPL_H

#include <gelf.h>
#include <libelf.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

struct usym {
	uint64_t addr, size;	/* ELF virtual address */
	char *name;		/* as in the symbol table (mangled) */
	char *shown;		/* demangled, made on first print (NULL: not yet) */
};

struct uphdr {
	uint64_t offset, vaddr, filesz;
};

struct ucfi;			/* uunwind.c: the file's call frame information */

struct uobj {			/* one ELF file */
	char *path;
	bool ok;
	uint8_t build_id[20];
	size_t build_id_len;
	char *debugpath;	/* the separate debug file read, if any */
	struct usym *syms;	/* sorted by addr */
	size_t nsyms;
	struct uobj *symsrc;	/* the file whose table syms is: another of the
				   same build-id (one file by two paths, as
				   /lib and /usr/lib), else this one */
	struct uphdr *loads;	/* PT_LOAD segments */
	size_t nloads;
	struct ucfi *cfi;	/* made on the first unwind through the file */
	struct uobj *next;
};

/* usym_debug.c: open the separate debug file of the ELF file e at path
 * (build-id, .gnu_debuglink, debuginfod); its path in *found.  -1: none. */
int dt_usym_debug_open(const char *path, Elf *e, char **found);
/* e's GNU build-id into id (at most max bytes); its length, 0: none. */
size_t dt_usym_build_id(Elf *e, uint8_t *id, size_t max);

/* usym.c: the file mapped at addr in pid, and addr as an address of that
 * file (ELF virtual address); NULL when addr is in no mapped file. */
struct uobj *dt_usym_obj_at(int pid, uint64_t addr, uint64_t *va);

/* uunwind.c: free a file's CFI state. */
void dt_uunwind_free(struct ucfi *c);

/* usym_jit.c: the name /tmp/perf-PID.map gives addr (JIT-compiled code),
 * with addr's offset into it in *off; NULL when none.  *jit holds the maps
 * read (of the last few processes), freed by dt_usym_jit_free. */
const char *dt_usym_jit_sym(void **jit, int pid, uint64_t addr, uint64_t *off);
void dt_usym_jit_free(void *jit);

#endif
