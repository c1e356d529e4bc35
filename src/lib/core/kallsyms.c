/*
 * /proc/kallsyms, read once.  Names and module names live in one arena per
 * line read (the table is hundreds of thousands of symbols: one allocation
 * each would dominate the load time).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/dt_impl.h"
#include "core/kallsyms.h"

static struct dt_ksym *syms;
static size_t nsyms;
static int loaded;

static int by_addr(const void *a, const void *b)
{
	const struct dt_ksym *x = a, *y = b;

	return x->addr < y->addr ? -1 : x->addr > y->addr;
}

/* Module names repeat for thousands of symbols: keep one copy each. */
static const char *intern_mod(const char *m)
{
	static char **mods;
	static size_t nmods;

	for (size_t i = 0; i < nmods; i++)
		if (strcmp(mods[i], m) == 0)
			return mods[i];
	if ((nmods & 63) == 0) {
		mods = dt_realloc(mods, (nmods + 64) * sizeof(*mods));
	}
	return mods[nmods++] = dt_strdup(m);
}

static void load(void)
{
	FILE *f = fopen("/proc/kallsyms", "re");
	char line[512];
	size_t cap = 0;

	loaded = 1;
	if (!f)
		return;
	while (fgets(line, sizeof(line), f)) {
		unsigned long long addr;
		char type, name[256], mod[128] = "vmlinux";

		if (sscanf(line, "%llx %c %255s [%127[^]]]", &addr, &type, name, mod) < 3)
			continue;
		if (nsyms == cap) {
			cap = cap ? cap * 2 : 65536;
			syms = dt_realloc(syms, cap * sizeof(*syms));
		}
		syms[nsyms++] = (struct dt_ksym){ addr, dt_strdup(name), intern_mod(mod), type };
	}
	fclose(f);
	qsort(syms, nsyms, sizeof(*syms), by_addr);
}

const struct dt_ksym *dt_kallsyms(size_t *n)
{
	if (!loaded)
		load();
	*n = nsyms;
	return syms;
}

const struct dt_ksym *dt_kallsyms_by_name(const char *mod, const char *name)
{
	const struct dt_ksym *found = NULL;
	size_t n;

	dt_kallsyms(&n);
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

static bool code_or_data(char type)
{
	return strchr("tTdDbBrRwWvV", type) != NULL;
}

const struct dt_ksym *dt_kallsyms_by_addr(uint64_t addr)
{
	size_t n, lo = 0, hi;

	dt_kallsyms(&n);
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
