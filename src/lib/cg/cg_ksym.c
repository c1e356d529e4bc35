/*
 * Kernel symbols in expressions: `sym and mod`sym name the object at the
 * symbol's address (from /proc/kallsyms, read when the program is
 * compiled).  On kernels built without CONFIG_KALLSYMS_ALL only text
 * symbols are listed: a data symbol then fails to resolve, as it would in
 * DTrace without the symbol.
 */
#include <stdio.h>
#include <string.h>

#include "cg/cg.h"

/* The address of mod`name (mod "" or NULL: any module, vmlinux first). */
static bool ksym_lookup(const char *mod, const char *name, uint64_t *addr)
{
	FILE *f = fopen("/proc/kallsyms", "r");
	char line[512];
	bool found = false;

	if (!f)
		return false;
	while (fgets(line, sizeof(line), f)) {
		unsigned long long a;
		char type, sym[256], smod[128] = "";
		int n = sscanf(line, "%llx %c %255s [%127[^]]]", &a, &type, sym, smod);
		if (n < 3 || strcmp(sym, name) != 0)
			continue;
		bool vmlinux = n < 4;
		if (mod && *mod && strcmp(mod, vmlinux ? "vmlinux" : smod) != 0)
			continue;
		if (!found || vmlinux) {
			*addr = a;
			found = true;
		}
		if (vmlinux)
			break;
	}
	fclose(f);
	return found && *addr != 0;	/* 0: addresses hidden (kptr_restrict) */
}

int cg_ksym_addr(struct dt_cg *cg, struct dt_node *n)
{
	uint64_t addr = 0;
	const char *name = n->str2, *mod = n->str;
	if (!name || !ksym_lookup(mod, name, &addr))
		dt_cc_error(cg->cc, D_UNKNOWN, n->line, "failed to resolve `%s: Unknown symbol name",
			    name ? name : "?");
	int r = cg_reg_alloc(cg);
	cg_ldimm64(cg, r, addr);
	return r;
}
