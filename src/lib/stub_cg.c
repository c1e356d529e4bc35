/* Stand-in until cg.c lands: delete then. */
#include "stages.h"
void dt_cg_program(struct dt_cc *cc, dtrace_prog_t *prog) { (void)cc; (void)prog; }
void dt_cg_free(dtrace_prog_t *prog) { (void)prog; }
void dt_cg_disassemble(dtrace_hdl_t *h, dtrace_prog_t *prog, FILE *out) { (void)h; (void)prog; (void)out; }
int dt_cg_list(dtrace_hdl_t *h, dtrace_prog_t *prog, FILE *out, bool verbose) { (void)h; (void)prog; (void)out; (void)verbose; return 0; }
