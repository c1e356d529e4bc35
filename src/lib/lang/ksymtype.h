/*
 * Types of kernel variables that the kernel's BTF leaves out (pahole emits
 * only per-CPU variables unless built for all globals), for the few every
 * DTrace user reaches for, and the Solaris names Linux spells otherwise.
 */
#ifndef DT_KSYMTYPE_H
#define DT_KSYMTYPE_H

#include <stdbool.h>
#include <stdint.h>

#include "lang/types.h"

/* The declared type of the kernel variable name when BTF has none, or
 * NULL (the type itself comes from BTF: NULL too when BTF lacks it). */
struct dt_type *dt_ksym_known_type(const char *name);

/* `utsname (Solaris) is Linux's init_uts_ns.name: *sym gets the symbol,
 * *off the offset into it, *type the object's type.  False when name is
 * no such alias, or BTF lacks the types. */
bool dt_ksym_alias(const char *name, const char **sym, uint64_t *off, struct dt_type **type);

#endif
