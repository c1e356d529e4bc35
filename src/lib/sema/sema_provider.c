/*
 * Provider declarations (`provider p { probe a(int) : (string); };`), the
 * checks DTrace makes on them: names too long, with the scoping operator, or
 * a provider's ending in a digit (D_PROV_BADNAME), a probe declared twice
 * in one provider (D_PROV_PRDUP), more than 255 parameters (D_PROV_PRARGLEN), a parameter
 * name given twice in the input list or an output name that no input has
 * (D_DECL_PROTO_FORM), a provider declared again with another interface
 * (D_PROV_INCOMPAT), and an output argument that its input argument cannot
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

static int count_params(const struct dt_node *p)
{
	int n = 0;
	for (; p; p = p->next)
		n++;
	return n;
}

/* Parameter names: unique among the inputs; each output name one of the
 * inputs' (DTrace's "formal" check on probe prototypes). */
static void check_forms(struct dt_sema *s, struct dt_node *pr)
{
	dt_sema_param_names(s, pr->list, "probe input", pr->line);
	int i = 1;
	for (struct dt_node *x = pr->b; x; x = x->next, i++) {
		const char *xn = param_ident(x);
		bool found = !xn;
		for (struct dt_node *a = pr->list; xn && a && !found; a = a->next)
			found = param_ident(a) && strcmp(param_ident(a), xn) == 0;
		if (!found)
			dt_cc_error(s->cc, D_DECL_PROTO_FORM, pr->line, "parameter is not "
				    "declared in probe output prototype: %s, parameter #%d", xn, i);
	}
}

static struct dt_node *find_probe(struct dt_node *prov, const char *name)
{
	char other[256];
	for (struct dt_node *q = prov->list; q; q = q->next) {
		if (q->kind != N_PROBEDECL || !q->str)
			continue;
		probe_name(q->str, other, sizeof(other));
		if (strcmp(name, other) == 0)
			return q;
	}
	return NULL;
}

/* One argument list of a probe declared again against its earlier one. */
static void compare_args(struct dt_sema *s, const char *prov, const char *name,
			 const char *kind, struct dt_node *old, struct dt_node *cur, int line)
{
	int no = count_params(old), nc = count_params(cur);
	if (no != nc)
		dt_cc_error(s->cc, D_PROV_INCOMPAT, line, "probe %s:%s %s prototype mismatch:\n"
			    "\t current: %d arg%s\n\tprevious: %d arg%s", prov, name, kind,
			    nc, nc == 1 ? "" : "s", no, no == 1 ? "" : "s");
	for (int i = 1; old && cur; old = old->next, cur = cur->next, i++) {
		struct dt_type *to = param_type(s, old, line), *tc = param_type(s, cur, line);
		if (!to || !tc || dt_type_equal(to, tc))
			continue;
		dt_cc_error(s->cc, D_PROV_INCOMPAT, line, "probe %s:%s %s prototype argument "
			    "#%d mismatch:\n\t current: %s\n\tprevious: %s", prov, name, kind,
			    i, dt_sema_ts(s, tc), dt_sema_ts(s, to));
	}
}

/* A provider declared again: each probe must have been declared before,
 * with the same arguments (the output list, which is the input list when
 * there is none; the inputs too when both declare outputs). */
static void check_redeclared(struct dt_sema *s, struct dt_node *prev, struct dt_node *n)
{
	for (struct dt_node *pr = n->list; pr; pr = pr->next) {
		if (pr->kind != N_PROBEDECL || !pr->str)
			continue;
		char name[256];
		probe_name(pr->str, name, sizeof(name));
		struct dt_node *old = find_probe(prev, name);
		if (!old)
			dt_cc_error(s->cc, D_PROV_INCOMPAT, pr->line, "provider interface mismatch: "
				    "%s\n\t current: probe %s:%s defined\n\tprevious: probe %s:%s "
				    "not defined", n->str, n->str, name, n->str, name);
		compare_args(s, n->str, name, "output", old->b ? old->b : old->list,
			     pr->b ? pr->b : pr->list, pr->line);
		if (old->b && pr->b)
			compare_args(s, n->str, name, "input", old->list, pr->list, pr->line);
	}
}

void dt_sema_provider(struct dt_sema *s, struct dt_node *items, struct dt_node *n)
{
	for (struct dt_node *p = items; p && p != n; p = p->next)
		if (p->kind == N_PROVIDER && p->str && strcmp(p->str, n->str) == 0) {
			check_redeclared(s, p, n);
			return;
		}
	/* DTrace's name limits: 63 characters, and a provider name ending
	 * in a digit would read as a pid provider's */
	size_t len = strlen(n->str);
	if (strchr(n->str, '`'))
		dt_cc_error(s->cc, D_PROV_BADNAME, n->line, "provider name may not contain the "
			    "scoping operator: %s", n->str);
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
		if (strchr(name, '`'))
			dt_cc_error(s->cc, D_PROV_BADNAME, pr->line, "probe name may not contain "
				    "the scoping operator: ::%s", name);
		if (strlen(name) >= 64)
			dt_cc_error(s->cc, D_PROV_BADNAME, pr->line, "probe name may not exceed "
				    "%d characters: ::%s", 63, name);
		for (struct dt_node *q = n->list; q != pr; q = q->next) {
			probe_name(q->str, other, sizeof(other));
			if (strcmp(name, other) == 0)
				dt_cc_error(s->cc, D_PROV_PRDUP, pr->line,
					    "probe redeclared: %s:::%s", n->str, name);
		}
		int nin = count_params(pr->list), nout = count_params(pr->b);
		if (nin > 255)
			dt_cc_error(s->cc, D_PROV_PRARGLEN, pr->line, "probe ::%s input prototype "
				    "exceeds %d parameters: %d params used", name, 255, nin);
		if (nout > 255)
			dt_cc_error(s->cc, D_PROV_PRARGLEN, pr->line, "probe ::%s output prototype "
				    "exceeds %d parameters: %d params used", name, 255, nout);
		check_forms(s, pr);
		if (pr->b)
			check_outputs(s, n->str, pr);
	}
}
