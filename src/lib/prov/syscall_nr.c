/*
 * System call numbers by the name of their syscalls:sys_enter_<name>
 * tracepoint, from the table of the architecture dtrace is built for
 * (src/lib/arch/<ARCH>/syscalls.c).  The syscall provider's raw_syscalls
 * dispatch needs them.
 */
#include <stdlib.h>
#include <string.h>

#include "prov/syscall_nr.h"

static int cmp(const void *k, const void *e)
{
	return strcmp(k, ((const struct dt_sysnr_ent *)e)->name);
}

int dt_syscall_nr(const char *name)
{
	const struct dt_sysnr_ent *e = bsearch(name, dt_arch_syscalls, dt_arch_nsyscalls,
					       sizeof(dt_arch_syscalls[0]), cmp);
	return e ? e->nr : -1;
}

int dt_syscall_nr_max(void)
{
	int max = -1;
	for (size_t i = 0; i < dt_arch_nsyscalls; i++)
		if (dt_arch_syscalls[i].nr > max)
			max = dt_arch_syscalls[i].nr;
	return max;
}
