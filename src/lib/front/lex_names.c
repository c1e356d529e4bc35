/*
 * Lexer bookkeeping: sets of names (identifiers and typedef names the
 * lexer classifies by), and the tracking of every node the front end
 * allocates so that an error, which longjmps out, frees them all.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "front/lex_impl.h"

/* Open addressing on an FNV-1a hash; cap is a power of two, at most
 * half full. */
static size_t name_hash(const char *s)
{
	size_t h = 2166136261u;
	for (; *s; s++)
		h = (h ^ (unsigned char)*s) * 16777619u;
	return h;
}

static size_t name_slot(const struct dt_nameset *s, const char *name)
{
	size_t i = name_hash(name) & (s->cap - 1);
	while (s->names[i] && strcmp(s->names[i], name) != 0)
		i = (i + 1) & (s->cap - 1);
	return i;
}

bool dt_nameset_has(const struct dt_nameset *s, const char *name)
{
	return s->cap && s->names[name_slot(s, name)] != NULL;
}

void dt_nameset_add(struct dt_nameset *s, const char *name)
{
	if (dt_nameset_has(s, name))
		return;
	if (2 * (s->n + 1) > s->cap) {
		struct dt_nameset bigger = { NULL, 0, s->cap ? s->cap * 2 : 64 };
		bigger.names = dt_zalloc(bigger.cap * sizeof(char *));
		for (size_t i = 0; i < s->cap; i++)
			if (s->names[i])
				bigger.names[name_slot(&bigger, s->names[i])] = s->names[i];
		bigger.n = s->n;
		free(s->names);
		*s = bigger;
	}
	s->names[name_slot(s, name)] = dt_strdup(name);
	s->n++;
}

void dt_nameset_free(struct dt_nameset *s)
{
	for (size_t i = 0; i < s->cap; i++)
		free(s->names[i]);
	free(s->names);
	memset(s, 0, sizeof(*s));
}


/* Keep s as the scratch string: freed on the next call or at fini. */
char *lx_tmp(struct dt_lexer *lx, char *s)
{
	free(lx->tmp);
	lx->tmp = s;
	return s;
}

struct dt_node *dt_lex_node(struct dt_lexer *lx, enum dt_node_kind kind, int line)
{
	struct dt_node *n = dt_node_new(kind, line);
	if (lx->nnodes == lx->capnodes) {
		lx->capnodes = lx->capnodes ? lx->capnodes * 2 : 256;
		lx->nodes = dt_realloc(lx->nodes, lx->capnodes * sizeof(*lx->nodes));
	}
	lx->nodes[lx->nnodes++] = n;
	return n;
}

static int ptr_cmp(const void *a, const void *b)
{
	uintptr_t x = (uintptr_t)*(void *const *)a, y = (uintptr_t)*(void *const *)b;
	return x < y ? -1 : x > y;
}

static void collect(struct dt_node *n, struct dt_node ***v, size_t *len, size_t *cap)
{
	for (; n; n = n->next) {
		if (*len == *cap) {
			*cap = *cap ? *cap * 2 : 256;
			*v = dt_realloc(*v, *cap * sizeof(**v));
		}
		(*v)[(*len)++] = n;
		collect(n->a, v, len, cap);
		collect(n->b, v, len, cap);
		collect(n->c, v, len, cap);
		collect(n->list, v, len, cap);
		if (n->spec)
			collect(n->spec->body, v, len, cap);
	}
}

void dt_lex_sweep(struct dt_lexer *lx, struct dt_node *root)
{
	struct dt_node **live = NULL;
	size_t nlive = 0, cap = 0;
	collect(root, &live, &nlive, &cap);
	if (nlive)
		qsort(live, nlive, sizeof(*live), ptr_cmp);
	for (size_t i = 0; i < lx->nnodes; i++) {
		struct dt_node *n = lx->nodes[i];
		if (!nlive || !bsearch(&n, live, nlive, sizeof(*live), ptr_cmp))
			dt_node_free_shallow(n);
	}
	free(live);
	lx->nnodes = 0;
}
