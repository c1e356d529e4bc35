/*
 * The public API (include/dtrace.h): strings the pipeline stages together
 * and turns a compile error into DTrace's message.  Every entry point
 * taking a handle enters it first (dt_hdl_enter): the stages find the
 * handle's types, BTF and symbol caches through it.
 */
#include <stdlib.h>
#include <string.h>

#include "lang/btf.h"
#include "front/entry.h"
#include "sema/entry.h"
#include "cg/entry.h"
#include "runtime/entry.h"
#include "prov/entry.h"
#include "prov/probes.h"
#include "core/program.h"
#include "front/ast.h"
#include "output/print.h"
#include "prov/usym.h"
#include "core/kallsyms.h"

dtrace_hdl_t *dtrace_open(void)
{
	dtrace_hdl_t *h = dt_zalloc(sizeof(*h));
	dt_type_btf_hook = dt_btf_lookup;	/* kernel types by name */
	dt_hdl_enter(h);
	return h;
}

void dtrace_close(dtrace_hdl_t *h)
{
	if (!h)
		return;
	dt_hdl_enter(h);
	dt_rt_free(h);
	for (dtrace_prog_t *p = h->progs, *n; p; p = n) {
		n = p->next;
		dt_cg_free(p);
		dt_node_free(p->ast);
		free(p->name);
		free(p);
	}
	dt_sema_free(h);
	dt_prov_free(h);
	dt_print_free(h);
	for (int i = 0; i < h->ncpp_args; i++)
		free(h->cpp_args[i]);
	free(h->cpp_args);
	free(h->macro_argv);
	dt_options_free(h->opts);
	dt_agg_symkey_free(h);
	dt_usym_free(h);
	dt_kallsyms_free(h);
	dt_btf_free(h);		/* its imports refer to the registry's types */
	dt_types_free(h);
	dt_hdl_leave(h);
	free(h);
}

const char *dtrace_errmsg(dtrace_hdl_t *h)
{
	return dt_errmsg(h);
}

void dtrace_set_listing(dtrace_hdl_t *h)
{
	h->listing = true;
}

void dtrace_set_macro_args(dtrace_hdl_t *h, const char *arg0, int argc,
			   char *const argv[])
{
	free(h->macro_argv);
	h->macro_argv = dt_zalloc(sizeof(char *) * (size_t)(argc + 2));
	h->macro_argv[0] = (char *)arg0;
	for (int i = 0; i < argc; i++)
		h->macro_argv[i + 1] = argv[i];
	h->macro_argc = argc;
}

void dtrace_add_cpp_arg(dtrace_hdl_t *h, const char *arg)
{
	h->cpp_args = dt_realloc(h->cpp_args, sizeof(char *) * (size_t)(h->ncpp_args + 1));
	h->cpp_args[h->ncpp_args++] = dt_strdup(arg);
}

void dtrace_set_target(dtrace_hdl_t *h, int pid)
{
	h->target_pid = pid;
}

dtrace_prog_t *dtrace_compile(dtrace_hdl_t *h, const char *text,
			      enum dtrace_src src, const char *name, int probe_spec)
{
	struct dt_cc cc;
	/* set after setjmp() and freed on its error path: volatile, or the
	 * longjmp may bring back the NULL a register held at setjmp() */
	char *volatile pp = NULL;

	dt_hdl_enter(h);
	dtrace_prog_t *prog = dt_zalloc(sizeof(*prog));

	memset(&cc, 0, sizeof(cc));
	cc.h = h;
	cc.src = src;
	cc.srcname = name;
	prog->name = dt_strdup(name);

	if (setjmp(cc.jb)) {
		char tag[64] = "";
		char line[32] = "";
		if (dt_opt_isset(h, OPT_errtags) && cc.errtag != DT_CC_NOTAG)
			snprintf(tag, sizeof(tag), "[%s] ", dt_errtag_name(cc.errtag));
		if (cc.errline > 0)
			snprintf(line, sizeof(line), "line %d: ", cc.errline);
		else if (cc.region)
			snprintf(line, sizeof(line), "in %s: ", cc.region);
		if (src == DTRACE_SRC_SCRIPT)
			dt_set_errmsg(h, "failed to compile script %s: %s%s%s", name, tag,
				      line, cc.errmsg);
		else
			dt_set_errmsg(h, "invalid probe specifier %s: %s%s%s", name, tag,
				      line, cc.errmsg);
		free(pp);
		dt_cg_free(prog);
		dt_node_free(cc.root);
		free(prog->name);
		free(prog);
		return NULL;
	}

	pp = dt_preprocess(&cc, text);
	/* the D library files the script names: its typedef names matter to
	 * the parser */
	if (dt_dlib_load_for(h, pp ? pp : text) < 0) {
		free(pp);
		free(prog->name);
		free(prog);
		return NULL;
	}
	cc.root = dt_parse(&cc, pp ? pp : text, probe_spec);
	dt_cg_tree(h, cc.root, 1, stderr);
	dt_sema(&cc, cc.root);
	dt_cg_tree(h, cc.root, 2, stderr);
	prog->ast = cc.root;
	if (!h->listing)
		dt_cg_program(&cc, prog);
	else
		dt_cg_tree(h, cc.root, 3, stderr);
	cc.root = NULL;
	free(pp);

	dtrace_prog_t **tail = &h->progs;
	while (*tail)
		tail = &(*tail)->next;
	*tail = prog;
	return prog;
}

int dtrace_prog_nprobes(dtrace_prog_t *p)
{
	return p->nprobes;
}

int dtrace_list(dtrace_hdl_t *h, FILE *out, const char *desc, int kind, bool verbose)
{
	dt_hdl_enter(h);
	return dt_prov_list(h, out, desc, kind, verbose);
}

int dtrace_prog_list(dtrace_hdl_t *h, FILE *out, dtrace_prog_t *p, bool verbose)
{
	dt_hdl_enter(h);
	return dt_cg_list(h, p, out, verbose);
}

int dtrace_prog_stability(dtrace_hdl_t *h, FILE *out, dtrace_prog_t *p, const char *what,
			  const char *name, bool probes)
{
	dt_hdl_enter(h);
	struct dt_attr desc, stmt;
	dt_sema_prog_attr(p->ast, &desc, &stmt);
	fprintf(out, "\nStability attributes for %s %s:\n", what, name);
	dt_attr_print(out, "Minimum Probe Description Attributes", desc);
	dt_attr_print(out, "Minimum Statement Attributes", stmt);
	if (!probes) {
		fprintf(out, "\n");
		return 0;
	}
	/* each description once, in the program's order */
	const struct dt_node *items = p->ast && p->ast->kind == N_PROGRAM ? p->ast->list : p->ast;
	for (const struct dt_node *n = items; n; n = n->next)
		if (n->kind == N_CLAUSE)
			for (const struct dt_node *d = n->list; d; d = d->next)
				if (d->kind == N_PDESC) {
					/* a probe given by id is named in full */
					char full[1024];
					bool byid = (d->flags & DT_PDESC_ID) &&
						    dt_prov_id_desc(h, d->ival, full, sizeof(full));
					dt_prov_desc_info(h, out, byid ? full : d->str);
				}
	return 0;
}

void dtrace_disassemble(dtrace_hdl_t *h, FILE *out)
{
	dt_hdl_enter(h);
	for (dtrace_prog_t *p = h->progs; p; p = p->next)
		dt_cg_disassemble(h, p, out);
}

int dtrace_go(dtrace_hdl_t *h, FILE *out)
{
	dt_hdl_enter(h);
	return dt_rt_go(h, out);
}

enum dtrace_status dtrace_work(dtrace_hdl_t *h, FILE *out)
{
	dt_hdl_enter(h);
	return dt_rt_work(h, out);
}

void dtrace_request_stop(dtrace_hdl_t *h)
{
	h->stop_requested = 1;
}

int dtrace_stop(dtrace_hdl_t *h, FILE *out)
{
	dt_hdl_enter(h);
	return dt_rt_stop(h, out);
}
