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
#include "runtime/entry.h"
#include "runtime/runtime.h"

struct canon {
	char *name;		/* "type pid name" */
	uint64_t addr;
};

/* A handle's table (h->symcanon; process-wide with no handle): the first
 * address seen of each symbol. */
struct dt_symcanon {
	struct canon *tab;
	size_t tabsize, tabused;
};

static struct dt_symcanon process_canon;

void dt_agg_symkey_free(dtrace_hdl_t *h)
{
	struct dt_symcanon *c = h->symcanon;
	if (!c)
		return;
	for (size_t i = 0; i < c->tabsize; i++)
		free(c->tab[i].name);
	free(c->tab);
	free(c);
	h->symcanon = NULL;
}

static uint64_t str_hash(const char *s)
{
	uint64_t h = 1469598103934665603ULL;
	while (*s)
		h = (h ^ (unsigned char)*s++) * 1099511628211ULL;
	return h;
}

static void tab_grow(struct dt_symcanon *c)
{
	size_t n = c->tabsize ? c->tabsize * 2 : 256;
	struct canon *t = calloc(n, sizeof(*t));
	if (t == NULL)
		abort();
	for (size_t i = 0; i < c->tabsize; i++) {
		if (c->tab[i].name == NULL)
			continue;
		size_t j = str_hash(c->tab[i].name) & (n - 1);
		while (t[j].name)
			j = (j + 1) & (n - 1);
		t[j] = c->tab[i];
	}
	free(c->tab);
	c->tab = t;
	c->tabsize = n;
}

/* The canonical address for name, addr becoming it when name is new. */
static uint64_t canon(const char *name, uint64_t addr)
{
	struct dt_symcanon *c = DT_HDL_STATE(symcanon, &process_canon);
	if (2 * (c->tabused + 1) > c->tabsize)
		tab_grow(c);
	size_t j = str_hash(name) & (c->tabsize - 1);
	while (c->tab[j].name) {
		if (strcmp(c->tab[j].name, name) == 0)
			return c->tab[j].addr;
		j = (j + 1) & (c->tabsize - 1);
	}
	c->tab[j].name = strdup(name);
	if (c->tab[j].name == NULL)
		abort();
	c->tab[j].addr = addr;
	c->tabused++;
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
		/* -x noresolve: user symbol keys stay the sampled addresses
		 * (DTrace resolves only kernel ones then) */
		if (user && dt_opt_isset(dt_hdl_current(), OPT_noresolve))
			continue;
		uint64_t pid = 0, addr;
		if (user)
			memcpy(&pid, p, 8);
		memcpy(&addr, p + (user ? 8 : 0), 8);
		snprintf(name, sizeof(name), "%s %llu %s", t->name, (unsigned long long)pid, buf);
		addr = canon(name, addr);
		memcpy(p + (user ? 8 : 0), &addr, 8);
	}
}
