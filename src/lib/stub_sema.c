/* Stand-in until sema.c lands: delete then. */
#include "stages.h"
void dt_sema(struct dt_cc *cc, struct dt_node *root) { (void)cc; (void)root; }
void dt_sema_free(dtrace_hdl_t *h) { (void)h; }
