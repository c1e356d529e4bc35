/*
 * Kernel addresses to "module`symbol+0xoff" for %a, sym() and stacks,
 * from the kernel's symbol table (core/kallsyms.c).
 */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/kallsyms.h"
#include "output/print.h"

int dt_print_stackindent(void)
{
	int64_t n = dt_opt_int(dt_hdl_current(), OPT_stackindent, 14);
	return n > 1024 ? 1024 : (int)n;
}

const char *dt_print_ksym(uint64_t addr, bool with_offset, char *buf, size_t len)
{
	const struct dt_ksym *s = dt_kallsyms_by_addr(addr);

	if (!s)
		snprintf(buf, len, "0x%" PRIx64, addr);
	else if (addr > s->addr && with_offset)
		snprintf(buf, len, "%s`%s+0x%" PRIx64, s->mod, s->name, addr - s->addr);
	else
		snprintf(buf, len, "%s`%s", s->mod, s->name);
	return buf;
}
