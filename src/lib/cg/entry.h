/*
 * The code generator's entry points (api.c calls them).
 */
#ifndef DT_CG_ENTRY_H
#define DT_CG_ENTRY_H

#include <stdbool.h>
#include <stdio.h>

#include "core/dt_impl.h"

/* cg.c: typed AST to BPF programs and map specs kept in prog->cg;
 * matches probe descriptions against the providers (sets prog->nprobes). */
void dt_cg_program(struct dt_cc *cc, dtrace_prog_t *prog);
void dt_cg_free(dtrace_prog_t *prog);
void dt_cg_disassemble(dtrace_hdl_t *h, dtrace_prog_t *prog, FILE *out);
int dt_cg_list(dtrace_hdl_t *h, dtrace_prog_t *prog, FILE *out, bool verbose);
/* cg_tree.c: -xtree's parse tree of compiler pass 1 (parsed), 2 (each
 * clause typed) or 3 (the program compiled) when the option asks for it;
 * dt_cg_program shows pass 3 itself. */
struct dt_node;
void dt_cg_tree(dtrace_hdl_t *h, const struct dt_node *root, int pass, FILE *f);

#endif
