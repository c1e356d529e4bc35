/*
 * What the running kernel's BPF offers, probed once a process by loading
 * a tiny program (never decided from a version number): code generation
 * and the providers pick a fallback where something is missing.
 * _DTRACE_KFEAT_OFF=name[,name...] makes a feature count as missing (tests
 * of the fallback on a kernel that has it): "xchg", "bigkey" (keys capped
 * at 512 bytes, as on 5.10: the compile-time checks, not the kernel's).
 */
#ifndef DT_KFEATURE_H
#define DT_KFEATURE_H

#include <stdbool.h>

/* BPF atomic exchange (BPF_XCHG; 5.12+; 5.10 has only atomic add). */
bool dt_kfeat_xchg(void);

/* Whether helper func_id (enum bpf_func_id) exists for kprobe programs. */
bool dt_kfeat_helper(int func_id);

/* The largest hash-map key the kernel takes (5.10: 512 bytes; later ones
 * take far more: then a large bound). */
unsigned dt_kfeat_max_key(void);

#endif
