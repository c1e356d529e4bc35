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
/* The byte offset of member `member` of kernel struct `sou`, streamed the
 * same way; -1 when either is not there or it is a bitfield. */
int dt_btf_scan_member_offset(const char *sou, const char *member);
/* The offset of comm in the kernel's task_struct, streamed once a process,
 * for execname read by two 8-byte loads; -1 when it is not there or past
 * what a BPF load's 16-bit offset reaches. */
int dt_btf_task_comm_offset(void);

/* The type of the kernel variable name, where the kernel's BTF describes it
 * (per-CPU variables always; every global with newer pahole), or NULL. */
struct dt_type *dt_btf_var_type(const char *name);

/* Whether the kernel variable name is per-CPU (its kallsyms address is an
 * offset into each CPU's area). */
bool dt_btf_var_percpu(const char *name);

/* A kernel module's BTF (split on the kernel's: its own ids follow
 * vmlinux's, which it refers to), read from /sys/kernel/btf/<mod> the first
 * time it is asked for, kept for the handle's life; "vmlinux" is the
 * kernel's.  NULL when the module has no BTF (not loaded, or a kernel
 * built without CONFIG_DEBUG_INFO_BTF_MODULES).  Plain type names are then
 * also looked up there, after vmlinux; "mod`name" and "struct mod`tag"
 * only there. */
const struct btf *dt_btf_module(const char *mod);
/* The kernel's BTF object of module mod, an fd kept open with the handle
 * (what fentry on the module's functions is loaded against); -1 when none
 * or for vmlinux. */
int dt_btf_module_fd(const char *mod);
/* dt_btf_func_id and dt_btf_type in module mod's BTF. */
int dt_btf_module_func_id(const char *mod, const char *name);
struct dt_type *dt_btf_module_type(const char *mod, int id);

/* The prototype of raw tracepoint tp of module mod (its typedef
 * btf_trace_<tp>: a pointer to a function whose first argument is the
 * tracepoint's void *data, then the tracepoint's arguments), and the BTF
 * it is in; NULL when that BTF does not say. */
struct btf_type;
const struct btf_type *dt_btf_tp_proto(const char *mod, const char *tp,
				       const struct btf **btf);

/* Free the handle's BTF and every type imported from it (dtrace_close). */
struct dtrace_hdl;
void dt_btf_free(struct dtrace_hdl *h);

/* Use another BTF file instead of the running kernel's (tests); must be
 * called before the first lookup.  Returns false when it cannot be read. */
bool dt_btf_open_file(const char *path);

#endif
