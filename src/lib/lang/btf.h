/*
 * Kernel types from BTF (/sys/kernel/btf/vmlinux), the Linux stand-in for
 * DTrace's CTF: imported on demand into struct dt_type, once per handle.
 */
#ifndef DT_BTF_H
#define DT_BTF_H

#include <stdbool.h>
#include <stdint.h>

#include "lang/types.h"

/* A kernel type by its D name: "struct task_struct", "union bpf_attr",
 * "enum pid_type", a typedef ("pid_t", "atomic_t"), optionally prefixed
 * "vmlinux`".  NULL when the kernel has no such type (or no BTF).  A
 * typedef not ending in "_t" is found only once BTF has been loaded by
 * another lookup (keeps BTF out of scripts that use no kernel types).
 * Installed as dt_type_btf_hook by dtrace_open(). */
struct dt_type *dt_btf_lookup(const char *name);
/* The same, loading BTF for any name: the lexer asks this where only a
 * type name fits (uint u; (u32)x; sizeof(u8)). */
struct dt_type *dt_btf_lookup_eager(const char *name);

/* A kernel type by BTF id (0 is void).  NULL when BTF is unavailable. */
struct dt_type *dt_btf_type(int id);

/* The value of a kernel enumerator ("PIDTYPE_PID"); false when none. */
bool dt_btf_enum_value(const char *name, int64_t *value);

/* Arguments of raw tracepoint `tp` (its btf_trace_<tp> prototype): they
 * vary between kernels (sched_process_exit gained group_dead in 6.16);
 * -1 when BTF does not say. */
int dt_btf_tp_nargs(const char *tp);

/* Members kernels renamed or moved, so that the D library and the
 * providers name one member on every kernel: the path ("state",
 * "thread_info.cpu") under which struct sou_name ("struct task_struct")
 * has member name on this kernel, when BTF lacks name itself; NULL when
 * no such alias is known.  dt_type_member() follows it. */
const char *dt_btf_member_alias(const char *sou_name, const char *name);

/* The kernel's BTF itself (loaded once per handle, freed with it, never by the
 * caller); NULL when there is none. */
struct btf;
const struct btf *dt_btf_kernel(void);

/* The BTF id of the kernel function name (BTF_KIND_FUNC), or -1. */
int dt_btf_func_id(const char *name);
/* The same without loading the kernel's BTF, which is read through a
 * small buffer (btf_scan.c): for one id where no type is wanted. */
int dt_btf_scan_func_id(const char *name);

/* The type of the kernel variable name, where the kernel's BTF describes it
 * (per-CPU variables always; every global with newer pahole), or NULL. */
struct dt_type *dt_btf_var_type(const char *name);

/* Whether the kernel variable name is per-CPU (its kallsyms address is an
 * offset into each CPU's area). */
bool dt_btf_var_percpu(const char *name);

/* Free the handle's BTF and every type imported from it (dtrace_close). */
struct dtrace_hdl;
void dt_btf_free(struct dtrace_hdl *h);

/* Use another BTF file instead of the running kernel's (tests); must be
 * called before the first lookup.  Returns false when it cannot be read. */
bool dt_btf_open_file(const char *path);

#endif
