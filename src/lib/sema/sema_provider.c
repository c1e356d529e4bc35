/*
 * Provider declarations (`provider p { probe a(int) : (string); };`), the
 * checks DTrace makes on them: names too long or a provider's ending in a
 * digit (D_PROV_BADNAME), a probe declared twice in one provider
 * (D_PROV_PRDUP), and an output argument that its input argument cannot
 * become, by assignment or through a translator (D_PROV_PRXLATOR).
 * Probe names are shown as DTrace shows them, "__" as "-".
 */
#include <stdio.h>
#include <string.h>

#include "sema/sema.h"

static void probe_name(const char *decl, char *buf, size_t len)
{
	size_t o = 0;
	for (const char *c = decl; *c && o + 1 < len; c++) {
		if (c[0] == '_' && c[1] == '_') {
			buf[o++] = '-';
			c++;
		} else {
			buf[o++] = *c;
		}
	}
	buf[o] = '\0';
}

static struct dt_type *param_type(struct dt_sema *s, struct dt_node *p, int line)
{
	if (!p || p->kind != N_PARAM || !p->spec)
		return NULL;	/* "..." */
	struct dt_type *t = dt_sema_declspec(s, p->spec, line);
	return dt_sema_declarator(s, t, p->a, line);
}

static const char *param_ident(const struct dt_node *p)
{
	return p && p->a ? p->a->str : NULL;
}

static void check_outputs(struct dt_sema *s, const char *prov, struct dt_node *pr)
{
	char name[256];
	probe_name(pr->str, name, sizeof(name));
	int i = 0;
	for (struct dt_node *x = pr->b; x; x = x->next, i++) {
		/* the input of the same name, else the one at the same place */
		struct dt_node *in = NULL;
		const char *xn = param_ident(x);
		int j = 0;
		for (struct dt_node *a = pr->list; a && xn; a = a->next) {
			const char *an = param_ident(a);
			if (an && strcmp(an, xn) == 0) {
				in = a;
				break;
			}
		}
		for (in = in ? in : pr->list; !xn && in && j < i; in = in->next)
			j++;
		struct dt_type *tin = param_type(s, in, pr->line);
		struct dt_type *tout = param_type(s, x, pr->line);
		if (!tin || !tout || dt_type_is_void(tin) || dt_type_is_void(tout))
			continue;
		if (dt_sema_compatible(tout, tin, NULL) || dt_sema_find_xlator(s, tout, tin))
			continue;
		dt_cc_error(s->cc, D_PROV_PRXLATOR, pr->line, "translator for %s:::%s output "
			    "argument #%d from %s to %s is not defined", prov, name, i + 1,
			    dt_sema_ts(s, tin), dt_sema_ts(s, tout));
	}
}

void dt_sema_provider(struct dt_sema *s, struct dt_node *n)
{
	/* DTrace's name limits: 63 characters, and a provider name ending
	 * in a digit would read as a pid provider's */
	size_t len = strlen(n->str);
	if (len >= 64)
		dt_cc_error(s->cc, D_PROV_BADNAME, n->line, "provider name may not exceed %d "
			    "characters: %s", 63, n->str);
	if (len && n->str[len - 1] >= '0' && n->str[len - 1] <= '9')
		dt_cc_error(s->cc, D_PROV_BADNAME, n->line, "provider name may not end with a "
			    "digit: %s", n->str);
	for (struct dt_node *pr = n->list; pr; pr = pr->next) {
		if (pr->kind != N_PROBEDECL || !pr->str)
			continue;
		char name[256], other[256];
		probe_name(pr->str, name, sizeof(name));
		if (strlen(name) >= 64)
			dt_cc_error(s->cc, D_PROV_BADNAME, pr->line, "probe name may not exceed "
				    "%d characters: ::%s", 63, name);
		for (struct dt_node *q = n->list; q != pr; q = q->next) {
			probe_name(q->str, other, sizeof(other));
			if (strcmp(name, other) == 0)
				dt_cc_error(s->cc, D_PROV_PRDUP, pr->line,
					    "probe redeclared: %s:::%s", n->str, name);
		}
		if (pr->b)
			check_outputs(s, n->str, pr);
	}
}
