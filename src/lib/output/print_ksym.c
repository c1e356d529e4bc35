/*
 * Kernel addresses to "module`symbol+0xoff" for %a, sym() and stacks,
 * from /proc/kallsyms (loaded once, on first use, sorted by address).
 */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "output/print.h"

struct ksym {
	uint64_t addr;
	char *name;		/* "vmlinux`func" / "ext4`func" */
};

static struct ksym *ksyms;
static size_t nksyms;
static bool loaded;

static int ksym_cmp(const void *a, const void *b)
{
	const struct ksym *x = a, *y = b;

	return x->addr < y->addr ? -1 : x->addr > y->addr;
}

static void ksym_load(void)
{
	FILE *f = fopen("/proc/kallsyms", "r");
	char line[512];
	size_t cap = 0;

	loaded = true;
	if (f == NULL)
		return;
	while (fgets(line, sizeof(line), f) != NULL) {
		char type, name[256], mod[128] = "vmlinux";
		unsigned long long addr;
		int n = sscanf(line, "%llx %c %255s [%127[^]]]", &addr, &type, name, mod);

		if (n < 3 || addr == 0)
			continue;
		/* Only code and data symbols; skip absolute and section markers. */
		if (strchr("tTdDbBrRwWvV", type) == NULL)
			continue;
		if (nksyms == cap) {
			cap = cap ? cap * 2 : 65536;
			ksyms = realloc(ksyms, cap * sizeof(*ksyms));
			if (ksyms == NULL)
				abort();
		}
		ksyms[nksyms].addr = addr;
		if (asprintf(&ksyms[nksyms].name, "%s`%s", mod, name) < 0)
			abort();
		nksyms++;
	}
	fclose(f);
	qsort(ksyms, nksyms, sizeof(*ksyms), ksym_cmp);
}

const char *dt_print_ksym(uint64_t addr, bool with_offset, char *buf, size_t len)
{
	size_t lo = 0, hi;

	if (!loaded)
		ksym_load();
	hi = nksyms;
	/* Last symbol at or below addr. */
	while (lo < hi) {
		size_t mid = (lo + hi) / 2;

		if (ksyms[mid].addr <= addr)
			lo = mid + 1;
		else
			hi = mid;
	}
	if (lo == 0 || (lo == nksyms && addr - ksyms[lo - 1].addr > (1u << 20))) {
		snprintf(buf, len, "0x%" PRIx64, addr);
		return buf;
	}
	lo--;
	if (addr > ksyms[lo].addr && with_offset)
		snprintf(buf, len, "%s+0x%" PRIx64, ksyms[lo].name, addr - ksyms[lo].addr);
	else
		snprintf(buf, len, "%s", ksyms[lo].name);
	return buf;
}
