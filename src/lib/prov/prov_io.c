/*
 * The io provider: block device requests, over block:block_rq_issue
 * (start: the request goes to the device) and block:block_rq_complete
 * (done).  Native arguments are the struct request of all three args[]
 * (bufinfo_t, devinfo_t, fileinfo_t translate from it).
 *
 * Absent: wait-start and wait-done (no tracepoint where a thread starts
 * or stops waiting for its I/O).
 */
#include "prov/prov_stable.h"

#define RQ(xt) { "struct request *", xt, 0 }

static const struct dt_sprobe io_probes[] = {
	{ "done", "block_rq_complete", "block", "block_rq_complete", NULL,
	  3, { RQ("bufinfo_t *"), RQ("devinfo_t *"), RQ("fileinfo_t *") } },
	{ "start", "block_rq_issue", "block", "block_rq_issue", NULL,
	  3, { RQ("bufinfo_t *"), RQ("devinfo_t *"), RQ("fileinfo_t *") } },
};

static void io_populate(dtrace_hdl_t *h);

static const struct dt_provider_ops io_ops = {
	.name = "io",
	.populate = io_populate,
	.prog_type = BPF_PROG_TYPE_RAW_TRACEPOINT,
	.prologue = dt_stable_prologue,
	.attach = dt_stable_attach,
};

static void io_populate(dtrace_hdl_t *h)
{
	dt_stable_populate(h, &io_ops, "io", io_probes,
			   (int)(sizeof(io_probes) / sizeof(io_probes[0])));
}

const struct dt_provider dt_provider_io = {
	.ops = &io_ops,
	.attr = &dt_stable_attr,
	.describe = dt_stable_describe,
};
