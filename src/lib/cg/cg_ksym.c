/*
 * Kernel symbols in expressions: `sym and mod`sym name the object at the
 * symbol's address (from /proc/kallsyms when the program is compiled; sema
 * resolved and typed it).  On kernels built without CONFIG_KALLSYMS_ALL only
 * text symbols are listed: a data symbol then fails to resolve, as it would
 * in DTrace without the symbol.
 */
#include <stdio.h>
#include <string.h>

#include "cg/cg.h"
#include "core/kallsyms.h"

int cg_ksym_addr(struct dt_cg *cg, struct dt_node *n)
{
	/* sema resolved it: the lookup cannot fail here */
	const struct dt_ksym *k = dt_kallsyms_by_name(n->str, n->str2);
	int r = cg_reg_alloc(cg);
	cg_ldimm64(cg, r, k ? k->addr : 0);
	return r;
}
