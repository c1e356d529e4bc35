/*
 * Symbol keys of aggregations (@[ufunc(pc)], @[mod(pc)] ...): the BPF side
 * keys on the address, so each sampled address makes its own entry.  As
 * DTrace does, entries whose keys name the same symbol (or module) are
 * merged when read: the address is replaced by the first address seen for
 * that name (per process, for user symbols).  uaddr() keys stay exact.
 */
#include <stdlib.h>
#include <string.h>

#include "output/print.h"
#include "runtime/runtime.h"

struct canon {
	char *name;		/* "type pid name" */
	uint64_t addr;
};

static struct canon *tab;
static size_t tabsize, tabused;

static uint64_t str_hash(const char *s)
{
	uint64_t h = 1469598103934665603ULL;
	while (*s)
		h = (h ^ (unsigned char)*s++) * 1099511628211ULL;
	return h;
}

static void tab_grow(void)
{
	size_t n = tabsize ? tabsize * 2 : 256;
	struct canon *t = calloc(n, sizeof(*t));
	if (t == NULL)
		abort();
	for (size_t i = 0; i < tabsize; i++) {
		if (tab[i].name == NULL)
			continue;
		size_t j = str_hash(tab[i].name) & (n - 1);
		while (t[j].name)
			j = (j + 1) & (n - 1);
		t[j] = tab[i];
	}
	free(tab);
	tab = t;
	tabsize = n;
}

/* The canonical address for name, addr becoming it when name is new. */
static uint64_t canon(const char *name, uint64_t addr)
{
	if (2 * (tabused + 1) > tabsize)
		tab_grow();
	size_t j = str_hash(name) & (tabsize - 1);
	while (tab[j].name) {
		if (strcmp(tab[j].name, name) == 0)
			return tab[j].addr;
		j = (j + 1) & (tabsize - 1);
	}
	tab[j].name = strdup(name);
	if (tab[j].name == NULL)
		abort();
	tab[j].addr = addr;
	tabused++;
	return addr;
}

bool dt_agg_has_symkey(const struct dt_aggdesc *ad)
{
	for (int k = 0; k < ad->nkeys; k++) {
		const struct dt_type *t = dt_print_basetype(ad->keys[k].type);
		if (t && t->name && t->name[0] == '_' && strcmp(t->name, "_uaddr") != 0 &&
		    (strstr(t->name, "symaddr") || strstr(t->name, "modaddr")))
			return true;
	}
	return false;
}

void dt_agg_symkey_canon(const struct dt_aggdesc *ad, uint8_t *key, size_t len)
{
	char buf[512], name[600];

	for (int k = 0; k < ad->nkeys; k++) {
		const struct dt_rec *r = &ad->keys[k];
		const struct dt_type *t = dt_print_basetype(r->type);
		if (!t || !t->name || strcmp(t->name, "_uaddr") == 0 ||
		    r->offset + r->size > len)
			continue;
		uint8_t *p = key + r->offset;
		if (!dt_print_symkey_str(t->name, p, r->size, buf, sizeof(buf)))
			continue;
		bool user = t->name[1] == 'u';
		uint64_t pid = 0, addr;
		if (user)
			memcpy(&pid, p, 8);
		memcpy(&addr, p + (user ? 8 : 0), 8);
		snprintf(name, sizeof(name), "%s %llu %s", t->name, (unsigned long long)pid, buf);
		addr = canon(name, addr);
		memcpy(p + (user ? 8 : 0), &addr, 8);
	}
}
