/*
 * The code generator's driver: plans the compile (cg_plan.c: what the
 * tree needs, the probes each clause matches, how they are grouped), then
 * builds one BPF program per planned probe (cg_prog.c), lays out the
 * scratch space (cg_layout.c) and publishes the programs in h->cgout for
 * the runtime.  The session's output (h->cgout) is made and freed here.
 * Emission is cg_emit.c; expressions, statements, actions, strings and
 * aggregations live in cg_expr.c, cg_stmt.c, cg_act.c, cg_str.c, cg_agg.c.
 */
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>

#include "cg/cg.h"
#include "cg/entry.h"
#include "prov/entry.h"

/* ------------------------------------------------------------ session */

static struct cg_sess *sess_get(dtrace_hdl_t *h)
{
	if (!h->cgout) {
		h->cgout = dt_zalloc(sizeof(*h->cgout));
		h->cgout->cg_priv = dt_zalloc(sizeof(struct cg_sess));
		struct cg_sess *ss = h->cgout->cg_priv;
		/* buffers hold strsize characters and the NUL */
		ss->strsize = (int)dt_opt_int(h, OPT_strsize, 256) + 1;
		if (ss->strsize < 2)
			ss->strsize = 2;
		if (ss->strsize > 4096)
			ss->strsize = 4096;
		/* EPID 0 is never used: DTrace's EPIDs start at 1. */
		h->cgout->edescs = dt_zalloc(sizeof(struct dt_edesc *));
		h->cgout->nedescs = 1;
		h->cgout->tls_keysize = 16;
		h->cgout->tls_valsize = 8;
		h->cgout->assoc_keysize = 16;
		h->cgout->assoc_valsize = 8;
		h->cgout->agg_keysize = 8;
		h->cgout->agg_valsize = 8;
		h->cgout->globals_size = 8;
		h->cgout->strtab = dt_zalloc((size_t)ss->strsize);
		h->cgout->strtab_len = (uint32_t)ss->strsize;
	}
	return h->cgout->cg_priv;
}

static void edesc_free(struct dt_edesc *ed)
{
	if (!ed)
		return;
	if (ed->alias) {	/* acts and recs are the group leader's */
		free(ed);
		return;
	}
	for (int i = 0; i < ed->nacts; i++) {
		free(ed->acts[i].fmt);
		free(ed->acts[i].aggids);
	}
	free(ed->acts);
	free(ed->recs);
	free(ed);
}

static void cgout_free(dtrace_hdl_t *h)
{
	struct dt_cg_out *o = h->cgout;
	struct cg_sess *ss = o->cg_priv;

	for (struct dt_bpf_prog *p = o->progs, *n; p; p = n) {
		n = p->next;
		if (!p->same)
			free(p->insns);
		free(p->group);
		free(p->cookies);
		free(p);
	}
	for (int i = 0; i < o->nedescs; i++)
		edesc_free(o->edescs[i]);
	free(o->edescs);
	for (int i = 0; i < o->naggs; i++) {
		if (o->aggs[i]) {
			free(o->aggs[i]->name);
			free(o->aggs[i]->keys);
			free(o->aggs[i]);
		}
	}
	free(o->aggs);
	free(o->strtab);
	for (int i = 0; i < ss->nstrs; i++)
		free(ss->strs[i].s);
	free(ss->strs);
	free(ss->gvar_off);
	free(ss->assoc_comm);
	free(ss->late);
	free(ss);
	free(o);
	h->cgout = NULL;
}

/* ------------------------------------------------------------ one compile */

/* What one dt_cg_program() call allocates for itself: freed on success and
 * when a compile error unwinds through it (dt_cc_error longjmps). */
static void cg_state_free(struct dt_cg *cg)
{
	cg_plan_free(cg->plan);
	free(cg->buf.insns);
	free(cg->spare[0].insns);
	free(cg->spare[1].insns);
	free(cg->labels);
	free(cg->label_cold);
	free(cg->cold);
	free(cg->seg);
	free(cg->jfix);
	free(cg->fix);
	free(cg->thisv);
	free(cg->group_cookies);
	free(cg->group_eds);
}

/* One program per probe that leads its group (the others are served by
 * their leader's program). */
static void build_progs(struct dt_cg *cg, struct cg_progout *po)
{
	struct cg_plan *pl = cg->plan;

	for (int i = 0; i < pl->all.n; i++) {
		if (pl->leader[i] != i)
			continue;
		int nc = cg_plan_clauses(pl, i);
		struct dt_bpf_prog *bp = cg_probe_prog(cg, pl->all.probes[i], pl->use[i], pl->cl,
						       pl->idx, nc, pl->groups[i], pl->ngroups[i]);
		pl->groups[i] = NULL;	/* the program owns it */
		po->progs = dt_realloc(po->progs, sizeof(*po->progs) * (size_t)(po->nprogs + 1));
		po->progs[po->nprogs++] = bp;
	}
}

void dt_cg_program(struct dt_cc *cc, dtrace_prog_t *prog)
{
	dtrace_hdl_t *h = cc->h;
	struct cg_sess *ss = sess_get(h);
	struct cg_progout *po = dt_zalloc(sizeof(*po));
	struct dt_cg cg;
	struct cg_plan plan;
	struct dt_node *root = prog->ast;
	jmp_buf outer;

	po->h = h;
	ss->refs++;
	prog->cg = po;
	if (!root)
		return;

	memset(&cg, 0, sizeof(cg));
	memset(&plan, 0, sizeof(plan));
	cg.h = h;
	cg.cc = cc;
	cg.out = h->cgout;
	cg.sess = ss;
	cg.strsize = ss->strsize;
	cg.cold_from = -1;
	cg.plan = &plan;

	/* A compile error inside code generation frees this call's
	 * temporaries and unpublished programs, then unwinds as before. */
	memcpy(outer, cc->jb, sizeof(jmp_buf));
	if (setjmp(cc->jb)) {
		cg_state_free(&cg);
		for (int i = 0; i < po->nprogs; i++) {
			if (!po->progs[i]->same)
				free(po->progs[i]->insns);
			free(po->progs[i]);
		}
		po->nprogs = 0;
		memcpy(cc->jb, outer, sizeof(jmp_buf));
		longjmp(cc->jb, 1);
	}

	cg_plan_tree(&cg, root->kind == N_PROGRAM ? root->list : root);
	cg_plan_apply(&cg);
	if (dt_opt_int(h, OPT_tree, 0) & 4) {
		fprintf(stderr, "Parse tree (Pass 3):\n");
		cg_tree_print(&cg, root, true, 1, stderr);
	}
	cg_plan_probes(&cg, root, prog);
	build_progs(&cg, po);
	cg_layout_scratch(&cg);
	memcpy(cc->jb, outer, sizeof(jmp_buf));

	/* Publish the programs only now: a compile error leaves cgout as it was
	 * (except for ids, which stay unique). */
	struct dt_bpf_prog **tail = &h->cgout->progs;
	while (*tail)
		tail = &(*tail)->next;
	for (int i = 0; i < po->nprogs; i++) {
		*tail = po->progs[i];
		tail = &po->progs[i]->next;
	}
	cg_state_free(&cg);
}

void dt_cg_free(dtrace_prog_t *prog)
{
	struct cg_progout *po = prog->cg;
	if (!po)
		return;
	prog->cg = NULL;
	dtrace_hdl_t *h = po->h;
	free(po->progs);
	free(po);
	if (h->cgout) {
		struct cg_sess *ss = h->cgout->cg_priv;
		if (--ss->refs <= 0)
			cgout_free(h);
	}
}

/* ------------------------------------------------------------ -S / -l */

static const char *probe_fullname(const struct dt_probe *p, char *buf, size_t len)
{
	snprintf(buf, len, "%s:%s:%s:%s", p->prov ? p->prov : "", p->mod ? p->mod : "",
		 p->func ? p->func : "", p->name ? p->name : "");
	return buf;
}

void dt_cg_disassemble(dtrace_hdl_t *h, dtrace_prog_t *prog, FILE *out)
{
	struct cg_progout *po = prog->cg;
	(void)h;
	if (!po)
		return;
	for (int i = 0; i < po->nprogs; i++) {
		struct dt_bpf_prog *bp = po->progs[i];
		char name[512];
		fprintf(out, "\nDisassembly of %s (probe %s, %d instructions):\n", bp->name,
			probe_fullname(bp->probe, name, sizeof(name)), bp->ninsns);
		dt_disasm(out, bp->insns, bp->ninsns);
	}
}

int dt_cg_list(dtrace_hdl_t *h, dtrace_prog_t *prog, FILE *out, bool verbose)
{
	/* The probes of each clause's descriptions, as dtrace -l prints them
	 * (prov.c formats; the header comes once per session). */
	int rc = 0;	/* the lowest of the descriptions' results */

	if (!h->list_header_done) {
		dt_prov_list_header(out);
		h->list_header_done = true;
	}
	for (struct dt_node *c = prog->ast ? prog->ast->list : NULL; c; c = c->next) {
		if (c->kind != N_CLAUSE)
			continue;
		for (struct dt_node *d = c->list; d; d = d->next) {
			if (d->kind != N_PDESC || !d->str)
				continue;
			int r = (d->flags & DT_PDESC_ID) ?
				dt_prov_list_id(h, out, d->ival, verbose) :
				dt_prov_list_desc(h, out, d->str, verbose);
			if (r < rc)
				rc = r;
		}
	}
	return rc;
}

