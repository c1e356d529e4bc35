/*
 * What this kernel lacks, found while building a probe's prologue (a
 * member its BTF does not have): one compile-time sentence at the user's
 * clause, never a program that cannot fire or one the verifier refuses.
 */
#include "cg/cg.h"

void dt_cg_lacks(struct dt_cg *cg, const char *what)
{
	const struct dt_probe *p = cg->probe;
	cg_error(cg, cg->clause, "%s:%s:%s:%s cannot be enabled: this kernel lacks %s",
		 p ? p->prov : "?", p ? p->mod : "?", p ? p->func : "?", p ? p->name : "?", what);
}
