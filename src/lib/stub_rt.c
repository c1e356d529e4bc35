/* Stand-in until runtime.c / prov.c land: delete then. */
#include "stages.h"
int dt_rt_go(dtrace_hdl_t *h, FILE *out) { (void)out; return dt_set_errmsg(h, "not built yet"); }
enum dtrace_status dt_rt_work(dtrace_hdl_t *h, FILE *out) { (void)h; (void)out; return DTRACE_WORKSTATUS_DONE; }
int dt_rt_stop(dtrace_hdl_t *h, FILE *out) { (void)h; (void)out; return 0; }
void dt_rt_free(dtrace_hdl_t *h) { (void)h; }
