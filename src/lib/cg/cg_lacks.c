/*
 * What this kernel lacks, found while building a probe's prologue (a
 * member its BTF does not have): one compile-time sentence at the user's
 * clause, never a program that cannot fire or one the verifier refuses.
 */
#include "cg/cg.h"
#include "lang/kfeature.h"

void cg_prologue_lacks(struct dt_cg *cg)
{
	const struct dt_probe *p = cg->probe;
	if (!cg->buf.lacks[0])
		return;
	cg_error(cg, cg->clause, "%s:%s:%s:%s cannot be enabled: this kernel lacks %s",
		 p ? p->prov : "?", p ? p->mod : "?", p ? p->func : "?", p ? p->name : "?",
		 cg->buf.lacks);
}

uint32_t cg_key_fits(struct dt_cg *cg, struct dt_node *n, uint32_t ks)
{
	unsigned max = ks > 512 ? dt_kfeat_max_key() : ks;
	if (ks > max)
		cg_error(cg, n, "this key takes %u bytes, but this kernel's maps take keys of at "
			 "most %u bytes: use fewer string keys or a smaller strsize (-x strsize=N; "
			 "each string key takes strsize bytes)", ks, max);
	return ks;
}
