/*
 * The kernel's symbol table (/proc/kallsyms), read once per handle (the
 * one dt_hdl_current() gives) and shared by everything of it that needs it: `sym in expressions (by name), sym()
 * and stacks (by address), the fbt provider (every text symbol).
 */
#ifndef DT_KALLSYMS_H
#define DT_KALLSYMS_H

#include <stddef.h>
#include <stdbool.h>
#include <stdint.h>

struct dt_ksym {
	uint64_t addr;		/* 0 when kptr_restrict hides addresses */
	const char *name;
	const char *mod;	/* "vmlinux" for the kernel proper */
	char type;		/* nm's letter: t/T text, d/D b/B r/R data... */
};

/* Every symbol, sorted by address; *n gets the count (0: unreadable). */
const struct dt_ksym *dt_kallsyms(size_t *n);

/* The symbol named name in module mod (NULL or "": any module, vmlinux
 * first), or NULL. */
const struct dt_ksym *dt_kallsyms_by_name(const char *mod, const char *name);

/* Whether the kernel's table lists its data objects (kernels built with
 * CONFIG_KALLSYMS_ALL): told by init_task, an object every kernel has. */
bool dt_kallsyms_lists_data(void);

/* The code or data symbol at or below addr (within 1 MiB past the last
 * one), or NULL. */
const struct dt_ksym *dt_kallsyms_by_addr(uint64_t addr);

/* Whether the kernel has an object of this name: vmlinux, or a module
 * loaded or built in (seen in sysfs or with BTF): what a scoped name
 * (mod`name) or #pragma D depends_on module may name. */
bool dt_kmod_exists(const char *name);

/* Free h's table (dtrace_close). */
struct dtrace_hdl;
void dt_kallsyms_free(struct dtrace_hdl *h);

#endif
