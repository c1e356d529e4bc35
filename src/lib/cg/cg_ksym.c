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
#include "lang/btf.h"
#include "lang/ksymtype.h"

int cg_ksym_addr(struct dt_cg *cg, struct dt_node *n)
{
	/* sema resolved it: the lookup cannot fail here */
	const struct dt_ksym *k = dt_kallsyms_by_name(n->str, n->str2);
	const char *asym;
	uint64_t aoff = 0;
	struct dt_type *atype;
	if (!k && dt_ksym_alias(n->str2, &asym, &aoff, &atype))	/* `utsname */
		k = dt_kallsyms_by_name("vmlinux", asym);
	/* -xlinkmode=dynamic leaves a kernel symbol's address to be bound
	 * when the program is loaded, which only -xknodefs permits: without
	 * it the relocation is an error (DTrace's D_ASRELO).  With it dtrace
	 * binds the address now, as it loads the program right after
	 * compiling it: the same address. */
	const char *lm = dt_opt_str(cg->h, OPT_linkmode);
	if (lm && strcmp(lm, "dynamic") == 0 && !dt_opt_isset(cg->h, OPT_knodefs))
		dt_cc_error(cg->cc, D_ASRELO, dt_cc_xyline(cg->cc, n->line), "relocation remains against kernel symbol "
			    "%s`%s (offset 0x%x)", k ? k->mod : "vmlinux", k ? k->name : n->str2,
			    (unsigned)cg->buf.ninsns);
	int r = cg_reg_alloc(cg);
	cg_ldimm64(cg, r, k ? k->addr + aoff : 0);
	if (!k || strcmp(k->mod, "vmlinux") != 0 || !dt_btf_var_percpu(k->name))
		return r;
	/* A per-CPU variable: its symbol is an offset into each CPU's area;
	 * this CPU's copy is at __per_cpu_offset[cpu] + offset (no helper for
	 * it takes a plain address). */
	const struct dt_ksym *base = dt_kallsyms_by_name("vmlinux", "__per_cpu_offset");
	if (!base)
		cg_error(cg, n, "cannot locate per-CPU variable `%s: the kernel does not list "
			 "__per_cpu_offset", k->name);
	cg_call_begin(cg);
	int cpu = cg_call_end(cg, BPF_FUNC_get_smp_processor_id, true);
	cg_emit(cg, ALU64_IMM(BPF_LSH, cpu, 3));
	int off = cg_reg_alloc(cg);
	cg_ldimm64(cg, off, base->addr);
	cg_emit(cg, ALU64_REG(BPF_ADD, off, cpu));
	cg_reg_free(cg, cpu);
	off = cg_load_mem(cg, off, dt_type_lookup("uint64_t"), false);
	cg_emit(cg, ALU64_REG(BPF_ADD, r, off));
	cg_reg_free(cg, off);
	return r;
}
