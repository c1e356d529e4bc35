/*
 * The io provider: block device requests, over block:block_rq_issue
 * (start: the request goes to the device) and block:block_rq_complete
 * (done).  Native arguments are the struct request of all three args[]
 * (bufinfo_t, devinfo_t, fileinfo_t translate from it).
 *
 * wait-start and wait-done have no tracepoint: they are built on fbt, at
 * the entry and the return of submit_bio_wait(bio), where a thread submits
 * a bio and sleeps until it completes (fentry/fexit programs, where the
 * kernel runs them); their native argument is that struct bio (dlib/io.d
 * translates it).  Page-cache reads and writeback wait elsewhere, on pages
 * rather than on a bio: those waits do not fire them.
 */
#include "prov/prov_stable.h"

#define RQ(xt) { "struct request *", xt, 0 }
#define BIO(xt) { "struct bio *", xt, 0 }
#define WAIT(nm, ret) { .name = nm, .func = "submit_bio_wait", .nargs = 3, \
	.args = { BIO("bufinfo_t *"), BIO("devinfo_t *"), BIO("fileinfo_t *") }, \
	.kfunc = "submit_bio_wait", .kret = ret }

static const struct dt_sprobe io_probes[] = {
	{ "done", "block_rq_complete", "block", "block_rq_complete", NULL,
	  3, { RQ("bufinfo_t *"), RQ("devinfo_t *"), RQ("fileinfo_t *") } },
	{ "start", "block_rq_issue", "block", "block_rq_issue", NULL,
	  3, { RQ("bufinfo_t *"), RQ("devinfo_t *"), RQ("fileinfo_t *") } },
	WAIT("wait-done", true),
	WAIT("wait-start", false),
};

static void io_populate(dtrace_hdl_t *h);

static const struct dt_provider_ops io_ops = {
	.name = "io",
	.populate = io_populate,
	.prog_type = BPF_PROG_TYPE_RAW_TRACEPOINT,
	.prologue = dt_stable_prologue,
	.attach = dt_stable_attach,
	.plan = dt_stable_plan,
};

#define NPROBES ((int)(sizeof(io_probes) / sizeof(io_probes[0])))

static void io_populate(dtrace_hdl_t *h)
{
	dt_stable_populate(h, &io_ops, "io", io_probes, NPROBES);
}

static bool io_absent(char field[DT_DESC_NFIELDS][DT_DESC_FIELDLEN], char *why, size_t len)
{
	return dt_stable_absent("io", io_probes, NPROBES, field, why, len);
}

const struct dt_provider dt_provider_io = {
	.ops = &io_ops,
	.attr = &dt_stable_attr,
	.describe = dt_stable_describe,
	.absent = io_absent,
};
