/*
 * Syscall numbers of this architecture by tracepoint name (syscall_nr.c;
 * the table is src/lib/arch/<ARCH>/syscalls.c).
 */
#ifndef DT_SYSCALL_NR_H
#define DT_SYSCALL_NR_H

#include "arch/arch.h"

/* The number of the syscall whose tracepoints are sys_enter_<name> /
 * sys_exit_<name>; -1 when unknown. */
int dt_syscall_nr(const char *name);
/* The largest number in the table (-1: no table). */
int dt_syscall_nr_max(void);

#endif
