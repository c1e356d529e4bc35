/*
 * User-space addresses to symbols for ustack(), usym(), ufunc(), umod(),
 * uaddr() and %A: the process's mappings (/proc/PID/maps) and the ELF
 * symbol tables of the mapped files (libelf).
 */
#ifndef DT_USYM_H
#define DT_USYM_H

#include <stdint.h>
#include <stdio.h>

enum dt_usym_form {
	DT_USYM_ADDR,	/* "libc.so.6`read+0x10" (uaddr, %A, ustack frames) */
	DT_USYM_SYM,	/* "libc.so.6`read" (usym, ufunc) */
	DT_USYM_MOD,	/* "libc.so.6" (umod) */
};

/* Formats addr of process pid as DTrace does; an address in no known
 * object (or of a process that is gone) prints as hex ("0x7f12..."), one
 * in an object without a symbol for it as "libc.so.6`0x7f12...". */
const char *dt_usym_format(int pid, uint64_t addr, enum dt_usym_form form,
			   char *buf, size_t len);

/* A ustack() record: npcs 8-byte frames (any alignment), 0-terminated, one per line indented by
 * `indent` spaces and right-justified in `fwidth` columns (printa's %50k; 0: none), after a
 * leading newline (as stack() prints). */
void dt_usym_print_stack(FILE *out, int pid, const void *pcs, size_t npcs,
			 int indent, int fwidth);

/* usym_demangle.c: a C++ (Itanium ABI) name demangled, malloc'd; NULL when
 * name is not mangled, demangling is off (-x nodemangle) or impossible. */
char *dt_usym_demangle(const char *name);

/* A ustack() record with the registers and stack copied for unwinding
 * (copy: core/program.h's DT_USTACK_* layout, copylen bytes; NULL: none):
 * its frames by the binaries' CFI when they reach further than the
 * frame-pointer walk's pcs, printed as dt_usym_print_stack does. */
void dt_usym_print_ustack(FILE *out, int pid, const void *pcs, size_t npcs,
			  const void *copy, size_t copylen, int indent);
/* uunwind.c: the pcs of the stack in copy (the layout above), at most max;
 * returns how many. */
size_t dt_uunwind(int pid, const void *copy, size_t copylen, uint64_t *pcs, size_t max);

/* Read pid's mappings now, and keep them while the process lives on or
 * not (a -c target may exit before its last records are printed). */
void dt_usym_grab(int pid);

/* The grabbed process (the -c target), 0 when none: what printf's %A
 * symbolises against, as DTrace does with -c/-p. */
int dt_usym_target(void);

/* Forget cached mappings (a process may exec or map more). */
void dt_usym_flush(void);
/* Free h's caches (dtrace_close). */
struct dtrace_hdl;
void dt_usym_free(struct dtrace_hdl *h);

#endif
