/*
 * Provider declarations of compiled programs, for dtrace -h and -G.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "front/ast.h"
#include "prov/sdt_decl.h"

/* Arguments of a probe declaration; "(void)" declares none. */
static int decl_nargs(const struct dt_node *pd)
{
	int n = 0;
	for (const struct dt_node *a = pd->list; a; a = a->next)
		n++;
	const struct dt_node *a = pd->list;
	if (n == 1 && a->spec && a->spec->base == DB_VOID &&
	    (!a->a || (a->a->kind == N_DECLARATOR && !a->a->a)))
		return 0;
	return n;
}

static struct dt_sdt_provider *find_provider(struct dt_sdt_provider *list, const char *name)
{
	for (; list; list = list->next)
		if (strcmp(list->name, name) == 0)
			return list;
	return NULL;
}

static bool add_provider(dtrace_hdl_t *h, struct dt_sdt_provider **head,
			 const struct dt_node *pn)
{
	struct dt_sdt_provider *pv = find_provider(*head, pn->str);
	if (!pv) {
		struct dt_sdt_provider **tail = head;
		while (*tail)
			tail = &(*tail)->next;
		pv = dt_zalloc(sizeof(*pv));
		pv->name = pn->str;
		*tail = pv;
	}
	for (const struct dt_node *pd = pn->list; pd; pd = pd->next) {
		if (pd->kind != N_PROBEDECL)
			continue;
		int nargs = decl_nargs(pd);
		if (nargs > DT_SDT_MAXARGS) {
			dt_set_errmsg(h, "probe %s:::%s has %d arguments: at most %d can be "
				      "described in an SDT note", pn->str, pd->str, nargs,
				      DT_SDT_MAXARGS);
			return false;
		}
		bool dup = false;
		for (int i = 0; i < pv->nprobes; i++)
			dup |= strcmp(pv->probes[i].name, pd->str) == 0;
		if (dup)
			continue;
		pv->probes = dt_realloc(pv->probes, sizeof(*pv->probes) * (size_t)(pv->nprobes + 1));
		pv->probes[pv->nprobes].name = pd->str;
		pv->probes[pv->nprobes++].nargs = nargs;
	}
	return true;
}

struct dt_sdt_provider *dt_sdt_providers(dtrace_hdl_t *h, const dtrace_prog_t *p, bool *err)
{
	struct dt_sdt_provider *head = NULL;
	*err = false;
	for (const dtrace_prog_t *q = p ? p : h->progs; q; q = p ? NULL : q->next) {
		if (!q->ast)
			continue;
		for (const struct dt_node *n = q->ast->list; n; n = n->next) {
			if (n->kind == N_PROVIDER && !add_provider(h, &head, n)) {
				dt_sdt_providers_free(head);
				*err = true;
				return NULL;
			}
		}
	}
	return head;
}

void dt_sdt_providers_free(struct dt_sdt_provider *list)
{
	while (list) {
		struct dt_sdt_provider *next = list->next;
		free(list->probes);
		free(list);
		list = next;
	}
}

void dt_sdt_semaphore_name(const char *prov, const char *probe, char *buf, size_t len)
{
	snprintf(buf, len, "%s_%s_semaphore", prov, probe);
}

void dt_sdt_probe_dname(const char *declared, char *buf, size_t len)
{
	size_t o = 0;
	for (const char *s = declared; *s && o + 1 < len; s++) {
		if (s[0] == '_' && s[1] == '_') {
			buf[o++] = '-';
			s++;
		} else {
			buf[o++] = *s;
		}
	}
	if (len)
		buf[o] = '\0';
}
