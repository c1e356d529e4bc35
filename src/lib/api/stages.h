/*
 * The entry points of each pipeline stage (see ../shared/design.md), as
 * api.c strings them together.  Each is implemented in its own file(s).
 */
#ifndef DT_STAGES_H
#define DT_STAGES_H

#include "core/dt_impl.h"

/* preprocess.c: run cpp when -C is set; returns a malloc'd text. */
char *dt_preprocess(struct dt_cc *cc, const char *text);

/* parse.c: D text to AST.  probe_spec is 0 for a whole program, or the
 * dtrace(1) option letter ('n','P','m','f','i') for a command-line
 * description, which may omit the action block. */
struct dt_node *dt_parse(struct dt_cc *cc, const char *text, int probe_spec);

/* dlib.c: compile the D library (dlib/ *.d, -xlibdir) once per handle,
 * before the first script.  -1 with the handle's error message set. */
int dt_dlib_load(dtrace_hdl_t *h);

/* sema.c: resolve identifiers and types in place; errors via dt_cc_error. */
void dt_sema(struct dt_cc *cc, struct dt_node *root);
void dt_sema_free(dtrace_hdl_t *h);

/* cg.c: typed AST to BPF programs and map specs kept in prog->cg;
 * matches probe descriptions against the providers (sets prog->nprobes). */
void dt_cg_program(struct dt_cc *cc, dtrace_prog_t *prog);
void dt_cg_free(dtrace_prog_t *prog);
void dt_cg_disassemble(dtrace_hdl_t *h, dtrace_prog_t *prog, FILE *out);
int dt_cg_list(dtrace_hdl_t *h, dtrace_prog_t *prog, FILE *out, bool verbose);

/* runtime.c: load, attach, consume, detach. */
int dt_rt_go(dtrace_hdl_t *h, FILE *out);
enum dtrace_status dt_rt_work(dtrace_hdl_t *h, FILE *out);
int dt_rt_stop(dtrace_hdl_t *h, FILE *out);
void dt_rt_free(dtrace_hdl_t *h);

/* prov.c: dtrace -l. */
int dt_prov_list(dtrace_hdl_t *h, FILE *out, const char *desc, int kind, bool verbose);

#endif
