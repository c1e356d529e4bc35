/*
 * /proc/kallsyms, read once per handle.  Names and module names live in one arena per
 * line read (the table is hundreds of thousands of symbols: one allocation
 * each would dominate the load time).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "core/dt_impl.h"
#include "core/kallsyms.h"

/* A handle's table (h->ksyms, made on first use; a process-wide one with
 * no handle entered). */
struct dt_ksymtab {
	struct dt_ksym *syms;
	size_t nsyms;
	int loaded;
	char **mods;		/* module names, one copy each */
	size_t nmods;
};

static struct dt_ksymtab process_tab;

static struct dt_ksymtab *tab(void)
{
	return DT_HDL_STATE(ksyms, &process_tab);
}

void dt_kallsyms_free(dtrace_hdl_t *h)
{
	struct dt_ksymtab *k = h->ksyms;
	if (!k)
		return;
	for (size_t i = 0; i < k->nsyms; i++)
		free((char *)k->syms[i].name);
	for (size_t i = 0; i < k->nmods; i++)
		free(k->mods[i]);
	free(k->syms);
	free(k->mods);
	free(k);
	h->ksyms = NULL;
}

static int by_addr(const void *a, const void *b)
{
	const struct dt_ksym *x = a, *y = b;

	return x->addr < y->addr ? -1 : x->addr > y->addr;
}

/* Module names repeat for thousands of symbols: keep one copy each. */
static const char *intern_mod(struct dt_ksymtab *k, const char *m)
{
	for (size_t i = 0; i < k->nmods; i++)
		if (strcmp(k->mods[i], m) == 0)
			return k->mods[i];
	if ((k->nmods & 63) == 0) {
		k->mods = dt_realloc(k->mods, (k->nmods + 64) * sizeof(*k->mods));
	}
	return k->mods[k->nmods++] = dt_strdup(m);
}

static void load(struct dt_ksymtab *k)
{
	FILE *f = fopen("/proc/kallsyms", "re");
	char line[512];
	size_t cap = 0;

	k->loaded = 1;
	if (!f)
		return;
	while (fgets(line, sizeof(line), f)) {
		unsigned long long addr;
		char type, name[256], mod[128] = "vmlinux";

		if (sscanf(line, "%llx %c %255s [%127[^]]]", &addr, &type, name, mod) < 3)
			continue;
		if (k->nsyms == cap) {
			cap = cap ? cap * 2 : 65536;
			k->syms = dt_realloc(k->syms, cap * sizeof(*k->syms));
		}
		k->syms[k->nsyms++] = (struct dt_ksym){ addr, dt_strdup(name), intern_mod(k, mod), type };
	}
	fclose(f);
	qsort(k->syms, k->nsyms, sizeof(*k->syms), by_addr);
}

const struct dt_ksym *dt_kallsyms(size_t *n)
{
	struct dt_ksymtab *k = tab();
	if (!k->loaded)
		load(k);
	*n = k->nsyms;
	return k->syms;
}

const struct dt_ksym *dt_kallsyms_by_name(const char *mod, const char *name)
{
	const struct dt_ksym *found = NULL, *syms;
	size_t n;

	syms = dt_kallsyms(&n);
	for (size_t i = 0; i < n; i++) {
		const struct dt_ksym *s = &syms[i];
		bool vmlinux = strcmp(s->mod, "vmlinux") == 0;

		if (strcmp(s->name, name) != 0 || (mod && *mod && strcmp(mod, s->mod) != 0))
			continue;
		if (vmlinux)
			return s;
		if (!found)
			found = s;
	}
	return found;
}

bool dt_kallsyms_lists_data(void)
{
	return dt_kallsyms_by_name("vmlinux", "init_task") != NULL;
}

static bool code_or_data(char type)
{
	return strchr("tTdDbBrRwWvV", type) != NULL;
}

const struct dt_ksym *dt_kallsyms_by_addr(uint64_t addr)
{
	size_t n, lo = 0, hi;
	const struct dt_ksym *syms = dt_kallsyms(&n);

	hi = n;
	while (lo < hi) {	/* first symbol above addr */
		size_t mid = lo + (hi - lo) / 2;

		if (syms[mid].addr <= addr)
			lo = mid + 1;
		else
			hi = mid;
	}
	while (lo > 0 && !code_or_data(syms[lo - 1].type))	/* skip markers */
		lo--;
	if (lo == 0 || syms[lo - 1].addr == 0)
		return NULL;
	if (lo == n && addr - syms[lo - 1].addr > (1u << 20))
		return NULL;
	return &syms[lo - 1];
}

bool dt_kmod_exists(const char *name)
{
	char path[512];

	if (strcmp(name, "vmlinux") == 0)
		return true;
	if (!*name || strchr(name, '/') || strcmp(name, ".") == 0 || strcmp(name, "..") == 0)
		return false;
	snprintf(path, sizeof(path), "/sys/module/%s", name);
	if (access(path, F_OK) == 0)
		return true;
	snprintf(path, sizeof(path), "/sys/kernel/btf/%s", name);
	return access(path, F_OK) == 0;
}
