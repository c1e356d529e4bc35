/*
 * The code generator's planner: every analysis of the whole program that
 * code generation depends on, run before any instruction is emitted (as
 * bpftrace's resource analyser runs before its code generator).  It fills
 * a struct cg_plan (cg.h):
 *   - cg_plan_tree: from the tree alone, which aggregation keys are always
 *     execname, the shared maps' key and value sizes, the longest key, and
 *     the variables that may hold alloca() pointers (cg_alloca.c);
 *   - cg_plan_probes: the probes each clause matches, the ops each probe's
 *     program is built with (a provider's plan() sees them all once), the
 *     probes that share one grouped program, and dtrace:::ERROR's clauses.
 * The driver (cg.c) then builds one program per planned probe.
 */
#include <stdlib.h>
#include <string.h>

#include "cg/cg.h"
#include "prov/entry.h"

/* ------------------------------------------------------------ probe sets */

bool cg_match_has(const struct cg_match *m, const struct dt_probe *p)
{
	return p->id < m->nseen && (m->seen[p->id / 8] & (1u << (p->id % 8)));
}

static int match_cb(struct dt_probe *p, void *arg)
{
	struct cg_match *m = arg;
	if (cg_match_has(m, p))
		return 0;
	if (p->id >= m->nseen) {
		m->seen = dt_bitset_grow(m->seen, &m->nseen, p->id);
	}
	m->seen[p->id / 8] |= (uint8_t)(1u << (p->id % 8));
	if (m->n == m->cap) {
		m->cap = m->cap ? m->cap * 2 : 16;
		m->probes = dt_realloc(m->probes, sizeof(*m->probes) * (size_t)m->cap);
	}
	m->probes[m->n++] = p;
	return 0;
}

static void match_free(struct cg_match *m)
{
	free(m->probes);
	free(m->seen);
}

/* ------------------------------------------------------------ the tree */

/* The key positions of a use (keys) that hold execname. */
static uint32_t comm_mask(struct dt_node *keys)
{
	uint32_t mask = 0;
	int i = 0;
	for (struct dt_node *k = keys; k && i < 32; k = k->next, i++)
		if (cg_is_execname(k))
			mask |= 1u << i;
	return mask;
}

/* masks[id] &= mask (the first use sets it), growing the arrays. */
static void comm_merge(uint32_t **masks, bool **seen, int *n, int id, uint32_t mask)
{
	if (id >= *n) {
		*masks = dt_realloc(*masks, sizeof(uint32_t) * (size_t)(id + 1));
		*seen = dt_realloc(*seen, (size_t)(id + 1));
		for (int i = *n; i <= id; i++) {
			(*masks)[i] = 0;
			(*seen)[i] = false;
		}
		*n = id + 1;
	}
	(*masks)[id] = (*seen)[id] ? ((*masks)[id] & mask) : mask;
	(*seen)[id] = true;
}

/* Which key positions of each aggregation and each global associative
 * array hold execname in every use. */
static void scan_aggcomm(struct dt_cg *cg, struct dt_node *n)
{
	struct cg_plan *pl = cg->plan;
	for (; n; n = n->next) {
		if (n->kind == N_AGG && n->ident && n->ident->id >= 0)
			comm_merge(&pl->aggcomm, &pl->aggcomm_seen, &pl->naggcomm,
				   n->ident->id, comm_mask(n->list));
		else if (n->kind == N_INDEX && n->a && n->a->kind == N_IDENT && n->a->ident &&
			 n->a->ident->kind == ID_ARRAY && n->a->ident->id >= 0)
			comm_merge(&pl->assoccomm, &pl->assoccomm_seen, &pl->nassoccomm,
				   n->a->ident->id, comm_mask(n->list));
		scan_aggcomm(cg, n->a);
		scan_aggcomm(cg, n->b);
		scan_aggcomm(cg, n->c);
		scan_aggcomm(cg, n->list);
	}
}

/* A dynamic variable's size as D gives it (an int is 4 bytes), what
 * dynvarsize is counted in. */
static uint32_t dyn_dsize(struct dt_cg *cg, const struct dt_type *t)
{
	if (cg_is_strval(t))
		return (uint32_t)cg->strsize;
	uint64_t s = dt_type_size(t);
	return s ? (uint32_t)s : 8;
}

/* Key and value sizes of the shared maps must be known before any code
 * zero-fills a key: walk the whole program once for them. */
static void need_key(struct cg_plan *pl, uint32_t *map_keysize, uint32_t ks)
{
	if (*map_keysize < ks)
		*map_keysize = ks;
	if (pl->key_max < ks)
		pl->key_max = ks;
}

static void need_val(struct dt_cg *cg, uint32_t *valsize, uint32_t *dsize,
		     const struct dt_type *t)
{
	if (cg_type_size(cg, t) > *valsize)
		*valsize = cg_type_size(cg, t);
	if (dyn_dsize(cg, t) > *dsize)
		*dsize = dyn_dsize(cg, t);
}

static void prescan(struct dt_cg *cg, struct dt_node *n)
{
	struct cg_plan *pl = cg->plan;
	for (; n; n = n->next) {
		if (n->kind == N_AGG) {
			uint32_t comm = n->ident && n->ident->id >= 0 &&
					n->ident->id < pl->naggcomm ? pl->aggcomm[n->ident->id] : 0;
			need_key(pl, &pl->agg_keysize,
				 cg_key_fits(cg, n, 8 + cg_agg_tuple_size(cg, n->list, comm)));
		} else if (n->kind == N_INDEX && n->a && n->a->kind == N_IDENT &&
			   n->a->ident && n->a->ident->kind == ID_ARRAY) {
			need_key(pl, &pl->assoc_keysize,
				 cg_key_fits(cg, n, cg_assoc_key_size(cg, n->a->ident, n->list,
						   cg_assoc_comm(cg, n->a->ident, n))));
			need_val(cg, &pl->assoc_valsize, &pl->assoc_dsize, n->type);
		} else if (n->kind == N_INDEX && n->a && n->a->kind == N_SELF) {
			need_key(pl, &pl->assoc_keysize,
				 cg_key_fits(cg, n, 16 + cg_tuple_size(cg, n->list)));
			need_val(cg, &pl->assoc_valsize, &pl->assoc_dsize, n->type);
		} else if (n->kind == N_SELF) {
			need_val(cg, &pl->tls_valsize, &pl->tls_dsize, n->type);
		}
		prescan(cg, n->a);
		prescan(cg, n->b);
		prescan(cg, n->c);
		prescan(cg, n->list);
	}
}

/* Does the expression or statement tree read the kernel stack?  (A
 * provider's plan() may attach such probes another way.) */
static bool reads_kstack(const struct dt_node *n)
{
	for (; n; n = n->next) {
		const struct dt_ident *id = n->ident;
		if (n->kind == N_CALL && id && id->kind == ID_FUNC && id->id == DT_F_STACK)
			return true;
		if (n->kind == N_IDENT && id && id->kind == ID_BUILTIN &&
		    (id->id == DT_BV_STACKDEPTH || id->id == DT_BV_CALLER))
			return true;
		if (reads_kstack(n->a) || reads_kstack(n->b) || reads_kstack(n->c) ||
		    reads_kstack(n->list))
			return true;
	}
	return false;
}

/* Does the tree read args[] (typed by the probe's own prototype)? */
static bool reads_args(const struct dt_node *n)
{
	for (; n; n = n->next) {
		const struct dt_ident *id = n->ident;
		if (id && id->kind == ID_BUILTIN && id->id == DT_BV_ARGS)
			return true;
		if (reads_args(n->a) || reads_args(n->b) || reads_args(n->c) ||
		    reads_args(n->list))
			return true;
	}
	return false;
}

/* Where the tree first reads native argument 0 (arg0, args[0]), or NULL. */
static const struct dt_node *reads_arg0(const struct dt_node *n)
{
	for (; n; n = n->next) {
		const struct dt_ident *id = n->ident;
		const struct dt_node *r;
		if (n->kind == N_IDENT && id && id->kind == ID_BUILTIN && id->id == DT_BV_ARG0)
			return n;
		if (n->kind == N_INDEX && n->a && n->a->ident && n->a->ident->kind == ID_BUILTIN &&
		    n->a->ident->id == DT_BV_ARGS && n->list && n->list->kind == N_INT &&
		    n->list->ival == 0)
			return n;
		if ((r = reads_arg0(n->a)) || (r = reads_arg0(n->b)) || (r = reads_arg0(n->c)) ||
		    (r = reads_arg0(n->list)))
			return r;
	}
	return NULL;
}

/* The probes a description names: one, by its id (dtrace -i 5, or a bare
 * number in a script), else those its fields match. */
static int pdesc_match(dtrace_hdl_t *h, const struct dt_node *d,
		       int (*cb)(struct dt_probe *p, void *arg), void *arg)
{
	if (d->flags & DT_PDESC_ID) {
		struct dt_probe *p = d->ival <= UINT32_MAX ? dt_probe_by_id(h, (uint32_t)d->ival)
							   : NULL;
		if (!p)
			return 0;
		cb(p, arg);
		return 1;
	}
	return d->str ? dt_probe_match(h, d->str, cb, arg) : 0;
}

void cg_plan_tree(struct dt_cg *cg, struct dt_node *top)
{
	scan_aggcomm(cg, top);
	prescan(cg, top);
	cg_alloca_prescan(cg, top);
}

void cg_plan_apply(struct dt_cg *cg)
{
	const struct cg_plan *pl = cg->plan;
	struct dt_cg_out *o = cg->out;
#define GROW(f) do { if (o->f < pl->f) o->f = pl->f; } while (0)
	GROW(agg_keysize);
	GROW(assoc_keysize);
	GROW(assoc_valsize);
	GROW(assoc_dsize);
	GROW(tls_valsize);
	GROW(tls_dsize);
#undef GROW
}

/* ------------------------------------------------------------ the probes */

/* Every probe any clause matches, in first-match order, and the set each
 * clause matches. */
static void plan_match(struct dt_cg *cg, struct dt_node *root, dtrace_prog_t *prog)
{
	struct cg_plan *pl = cg->plan;
	dtrace_hdl_t *h = cg->h;
	int ci = 0;

	for (struct dt_node *c = root->list; c; c = c->next)
		if (c->kind == N_CLAUSE)
			pl->nclauses++;
	pl->cm = dt_zalloc(sizeof(*pl->cm) * (size_t)(pl->nclauses + 1));
	pl->clause_at = dt_zalloc(sizeof(*pl->clause_at) * (size_t)(pl->nclauses + 1));
	for (struct dt_node *c = root->list; c; c = c->next) {
		if (c->kind != N_CLAUSE)
			continue;
		pl->clause_at[ci] = c;
		for (struct dt_node *d = c->list; d; d = d->next)
			if (d->kind == N_PDESC)
				pdesc_match(h, d, match_cb, &pl->cm[ci]);
		/* a provider whose descriptions only type args[] (fbt: a BTF
		 * prototype per function, seconds for all of them) is
		 * described only for clauses that read args[] */
		bool typed = reads_args(c->a) || reads_args(c->b);
		const struct dt_node *arg0 = reads_arg0(c->a);	/* predicate, then body */
		if (!arg0)
			arg0 = reads_arg0(c->b);
		const char *fallback = NULL;
		for (int i = 0; i < pl->cm[ci].n; i++) {
			struct dt_probe *p = pl->cm[ci].probes[i];
			if (arg0 && !fallback && (fallback = dt_probe_arg_fallback(h, p, 0)))
				dt_diag(h, DTRACE_DIAG_WARNING, "line %d: %s", arg0->line, fallback);
			match_cb(typed || !dt_probe_args_lazy(h, p) ? dt_probe_describe(h, p) : p,
				 &pl->all);
		}
		/* one match per (statement, probe) enabling, as DTrace
		 * reports them: sema gave each description its clause */
		prog->nprobes += pl->cm[ci].n;
		ci++;
	}
}

/* The ops each probe's program is built with: providers with a plan()
 * see the whole compile's probes once. */
static void plan_ops(struct dt_cg *cg)
{
	struct cg_plan *pl = cg->plan;
	int n = pl->all.n;
	struct dt_probe **probes = pl->all.probes;

	pl->use = dt_zalloc(sizeof(*pl->use) * (size_t)(n + 1));
	pl->kstack = dt_zalloc(sizeof(*pl->kstack) * (size_t)(n + 1));
	pl->typed = dt_zalloc(sizeof(*pl->typed) * (size_t)(n + 1));
	for (int i = 0; i < n; i++)
		pl->use[i] = probes[i]->ops;
	for (int ci = 0; ci < pl->nclauses; ci++) {
		struct dt_node *c = pl->clause_at[ci];
		bool ks = reads_kstack(c->a) || reads_kstack(c->b);
		bool ty = reads_args(c->a) || reads_args(c->b);
		for (int i = 0; (ks || ty) && i < n; i++) {
			bool has = cg_match_has(&pl->cm[ci], probes[i]);
			pl->kstack[i] |= ks && has;
			pl->typed[i] |= ty && has;
		}
	}
	for (int i = 0; i < n; i++) {
		const struct dt_provider_ops *ops = probes[i]->ops;
		bool first = ops && ops->plan;
		for (int j = 0; first && j < i; j++)
			first = probes[j]->ops != ops;
		if (first && ops->plan(cg->h, probes, n, pl->kstack, pl->typed, pl->use) < 0)
			dt_cc_error(cg->cc, D_UNKNOWN, 0, "%s", dt_errmsg(cg->h));
	}
}

/* Probe i's (clause, statement) pairs in program order. */
static int *plan_pairs(struct cg_plan *pl, int i)
{
	return pl->pcl + (size_t)i * 2 * (size_t)(pl->nclauses + 1);
}

/* Each probe's clauses (and their statement indexes), as a string of
 * "clause:stmt" pairs: grouped ops put the probes with the same ops,
 * provider, name and clauses in one program. */
static void plan_groups(struct dt_cg *cg)
{
	struct cg_plan *pl = cg->plan;
	int n = pl->all.n;

	pl->pcl = dt_zalloc(sizeof(int) * 2 * (size_t)(pl->nclauses + 1) * (size_t)(n + 1));
	pl->npcl = dt_zalloc(sizeof(int) * (size_t)(n + 1));
	pl->leader = dt_zalloc(sizeof(int) * (size_t)(n + 1));
	pl->groups = dt_zalloc(sizeof(*pl->groups) * (size_t)(n + 1));
	pl->ngroups = dt_zalloc(sizeof(int) * (size_t)(n + 1));
	int *leaders = dt_zalloc(sizeof(int) * (size_t)(n + 1));
	int nleaders = 0;
	for (int i = 0; i < n; i++) {
		int nc = 0, stmt = 0, *mine = plan_pairs(pl, i);
		const struct dt_probe *p = pl->all.probes[i];
		for (int ci = 0; ci < pl->nclauses; ci++) {
			struct dt_node *c = pl->clause_at[ci];
			if (cg_match_has(&pl->cm[ci], p)) {
				mine[2 * nc] = ci;
				mine[2 * nc++ + 1] = stmt;	/* dt_clause_N */
			}
			for (struct dt_node *d = c->list; d; d = d->next)
				stmt += d->kind == N_PDESC;
		}
		pl->npcl[i] = nc;
		pl->leader[i] = i;
		if (!pl->use[i] || !pl->use[i]->group)
			continue;
		for (int l = 0; l < nleaders; l++) {
			int j = leaders[l];
			const struct dt_probe *q = pl->all.probes[j];
			if (pl->use[j] == pl->use[i] && pl->npcl[j] == nc &&
			    strcmp(q->prov, p->prov) == 0 && strcmp(q->name, p->name) == 0 &&
			    memcmp(plan_pairs(pl, j), mine, sizeof(int) * 2 * (size_t)nc) == 0) {
				pl->leader[i] = j;
				break;
			}
		}
		int j = pl->leader[i];
		if (j == i)
			leaders[nleaders++] = i;
		if (pl->ngroups[j] % 256 == 0)
			pl->groups[j] = dt_realloc(pl->groups[j], sizeof(struct dt_probe *) *
						   (size_t)(pl->ngroups[j] + 256));
		pl->groups[j][pl->ngroups[j]++] = pl->all.probes[i];
	}
	free(leaders);
}

/* dtrace:::ERROR's clauses (when this compile enables it): runtime faults
 * of the other probes run them in place (cg_stmt.c). */
static void plan_error(struct cg_plan *pl)
{
	for (int i = 0; i < pl->all.n && !pl->err_probe; i++) {
		const struct dt_probe *q = pl->all.probes[i];
		if (q->attach != DT_ATTACH_NONE || !q->prov || !q->name ||
		    strcmp(q->prov, "dtrace") != 0 || strcmp(q->name, "ERROR") != 0)
			continue;
		int *mine = plan_pairs(pl, i);
		pl->err_probe = q;
		pl->nerr = pl->npcl[i];
		pl->err_clauses = dt_zalloc(sizeof(*pl->err_clauses) * (size_t)(pl->npcl[i] + 1));
		pl->err_idx = dt_zalloc(sizeof(int) * (size_t)(pl->npcl[i] + 1));
		int k = 0;
		for (int ci = 0; ci < pl->nclauses; ci++)
			for (int j = 0; j < pl->npcl[i]; j++)
				if (mine[2 * j] == ci) {
					pl->err_clauses[k] = pl->clause_at[ci];
					pl->err_idx[k++] = mine[2 * j + 1];
				}
	}
}

void cg_plan_probes(struct dt_cg *cg, struct dt_node *root, dtrace_prog_t *prog)
{
	plan_match(cg, root, prog);
	plan_ops(cg);
	plan_groups(cg);
	plan_error(cg->plan);
}

int cg_plan_clauses(struct cg_plan *pl, int i)
{
	int *mine = plan_pairs(pl, i);
	if (!pl->cl) {
		pl->cl = dt_zalloc(sizeof(*pl->cl) * (size_t)(pl->nclauses + 1));
		pl->idx = dt_zalloc(sizeof(int) * (size_t)(pl->nclauses + 1));
	}
	for (int k = 0; k < pl->npcl[i]; k++) {
		pl->cl[k] = pl->clause_at[mine[2 * k]];
		pl->idx[k] = mine[2 * k + 1];
	}
	return pl->npcl[i];
}

void cg_plan_free(struct cg_plan *pl)
{
	for (int i = 0; i < pl->nclauses; i++)
		match_free(&pl->cm[i]);
	free(pl->cm);
	free(pl->kstack);
	free(pl->typed);
	if (pl->groups)		/* those not handed to a program */
		for (int i = 0; i < pl->all.n; i++)
			free(pl->groups[i]);
	free(pl->groups);
	free(pl->ngroups);
	free(pl->leader);
	free(pl->pcl);
	free(pl->npcl);
	free(pl->clause_at);
	free(pl->cl);
	free(pl->idx);
	free(pl->use);
	match_free(&pl->all);
	free(pl->aggcomm);
	free(pl->aggcomm_seen);
	free(pl->assoccomm);
	free(pl->assoccomm_seen);
	free(pl->err_clauses);
	free(pl->err_idx);
	memset(pl, 0, sizeof(*pl));
}
