/*
 * Kernel variables' types where BTF has no VAR for them: their
 * declarations in the kernel's headers, unchanged since 4.x, so the same
 * on every kernel this project supports.  The named types themselves come
 * from BTF (which describes every type, only not every variable).
 */
#include <string.h>

#include "lang/btf.h"
#include "lang/ksymtype.h"

static const struct {
	const char *sym, *type;
} known[] = {
	{ "init_uts_ns", "struct uts_namespace" },	/* include/linux/utsname.h */
	{ "init_task", "struct task_struct" },		/* include/linux/sched/task.h */
	{ "max_pfn", "unsigned long" },			/* include/linux/memblock.h */
	{ "jiffies", "unsigned long" },			/* include/linux/jiffies.h */
	{ "jiffies_64", "uint64_t" },
	{ "nr_cpu_ids", "unsigned int" },		/* include/linux/cpumask.h */
	{ "nr_threads", "int" },			/* include/linux/sched/stat.h */
	{ "total_forks", "unsigned long" },
	{ "panic_timeout", "int" },			/* include/linux/panic.h */
	{ "totalreserve_pages", "unsigned long" },	/* include/linux/swap.h */
	{ "cad_pid", "struct pid *" },			/* include/linux/sched/signal.h */
};

/* "struct pid *": the named type, then a pointer per trailing '*' */
static struct dt_type *type_named(const char *name)
{
	char base[64];
	size_t n = strcspn(name, "*");
	if (n >= sizeof(base))
		return NULL;
	memcpy(base, name, n);
	while (n > 0 && base[n - 1] == ' ')
		n--;
	base[n] = '\0';
	struct dt_type *t = dt_type_lookup(base);
	for (const char *c = name + strcspn(name, "*"); t && *c == '*'; c++)
		t = dt_type_ptr(t);
	return t;
}

struct dt_type *dt_ksym_known_type(const char *name)
{
	for (size_t i = 0; i < sizeof(known) / sizeof(known[0]); i++)
		if (strcmp(known[i].sym, name) == 0)
			return type_named(known[i].type);
	return NULL;
}

bool dt_ksym_alias(const char *name, const char **sym, uint64_t *off, struct dt_type **type)
{
	if (strcmp(name, "utsname") != 0)
		return false;
	struct dt_type *ns = dt_btf_var_type("init_uts_ns");
	if (!ns)
		ns = dt_ksym_known_type("init_uts_ns");
	uint64_t bits;
	struct dt_member *m = ns ? dt_type_member(dt_type_resolve(ns), "name", &bits) : NULL;
	if (!m)
		return false;
	*sym = "init_uts_ns";
	*off = bits / 8;
	*type = m->type;
	return true;
}
