/*
 * User-space objects for the pid and USDT providers: the ELF files a
 * process maps (function symbols, load segments, stapsdt notes) and the
 * process's mappings from /proc/PID/maps.
 */
#ifndef DT_ELFOBJ_H
#define DT_ELFOBJ_H

#include <stdbool.h>
#include <stdint.h>
#include <sys/types.h>

/* A defined function symbol (STT_FUNC or STT_GNU_IFUNC). */
struct dt_elf_sym {
	char *name;
	uint64_t addr;			/* link-time virtual address */
	uint64_t size;
};

/* A PT_LOAD segment: maps virtual addresses to file offsets. */
struct dt_elf_seg {
	uint64_t vaddr, memsz, offset;
};

/* One stapsdt note (from <sys/sdt.h>'s STAP_PROBE macros). */
struct dt_sdt_note {
	char *provider, *name;
	char *args;			/* "-4@%edi 8@-16(%rbp)" ("" for none) */
	uint64_t pc;			/* link-time address of the probe's nop */
	uint64_t semaphore;		/* link-time address of the semaphore, 0: none */
};

struct dt_elf {
	char *path;
	struct dt_elf_sym *syms;	/* sorted by address, then name */
	int nsyms;
	struct dt_elf_seg *segs;
	int nsegs;
	struct dt_sdt_note *notes;
	int nnotes;
	uint64_t entry;			/* e_entry: where execution starts (0: none) */
};

/* Read an ELF file's function symbols (.symtab and .dynsym), load
 * segments and stapsdt notes.  NULL when it cannot be read as ELF. */
struct dt_elf *dt_elf_open(const char *path);
void dt_elf_close(struct dt_elf *e);
/* The file offset of a link-time virtual address (for the uprobe PMU);
 * -1 when no load segment holds it. */
int dt_elf_vaddr_to_offset(const struct dt_elf *e, uint64_t vaddr, uint64_t *offset);
/* Read len bytes of the file at link-time virtual address vaddr (a
 * function's code); the count read (short at the file's end), -1 when
 * no load segment holds vaddr or the file cannot be read. */
ssize_t dt_elf_read_code(const struct dt_elf *e, uint64_t vaddr, void *buf, size_t len);
/* The value of any defined symbol (a static variable too) by name, from
 * .symtab, else .dynsym; -1 when there is none. */
int dt_elf_symbol_value(const char *path, const char *name, uint64_t *value);
/* The function symbol containing addr (NULL: none). */
const struct dt_elf_sym *dt_elf_sym_at(const struct dt_elf *e, uint64_t addr);

/* A file-backed mapping of a process. */
struct dt_mapping {
	uint64_t start, end, offset;
	bool exec;
	char *path;
};

/* The distinct files a process maps, in address order, each once (its
 * first mapping); returns the count (-1 with errno when the process
 * cannot be read).  *main_path gets /proc/PID/exe's target when non-NULL. */
int dt_proc_objects(int pid, struct dt_mapping **objs, char **main_path);
void dt_proc_objects_free(struct dt_mapping *objs, int n, char *main_path);
/* Parse one /proc/PID/maps line; false when it maps no file. */
bool dt_maps_parse_line(const char *line, struct dt_mapping *m);

/* Does a module description field match an object's path the way DTrace
 * matches module names: against the basename, the basename up to its
 * ".so" suffix ("libc.so" for libc.so.6), or "a.out" for the main
 * executable?  Globs allowed. */
bool dt_module_matches(const char *path, bool is_main, const char *pattern);
/* dt_module_matches(), and when the pattern names the object only by an
 * alias (a.out, libc.so, libc, a full path), replace it with the
 * object's basename: the probe table matches probes by their real
 * module name. */
bool dt_module_select(const char *path, bool is_main, char *pattern, size_t len);
/* The basename of a path (a pointer into it). */
const char *dt_basename(const char *path);

#endif
