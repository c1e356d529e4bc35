/*
 * Many fbt probes behind kprobe-multi links.  A kprobe perf event per
 * function costs the kernel an ftrace update on attach and another on
 * close: fbt::vfs_*:entry (~100 functions) took seconds each way.  When the
 * kernel has kprobe-multi links (fprobe, 5.18+), the fbt programs of one
 * compile are built as kprobe-multi programs and put in a
 * BPF_MAP_TYPE_PROG_ARRAY, one per direction; one link per direction puts
 * a small dispatcher on every function at once (one ftrace update), with
 * each function's slot as its attach cookie, and the dispatcher tail-calls
 * that slot.  Each program keeps its own probe id, so probefunc and the
 * rest are the function's own.
 *
 * A link fails whole when the kernel refuses one of its functions: the
 * list is then split in halves, each tried as its own link, down to the
 * single functions refused, which are skipped and counted as with
 * kprobes.  Every link, the array and the dispatcher are handed to the
 * runtime as attachments (closed at detach; the kernel drops them when
 * dtrace dies): the first probe's attach returns the array and the
 * dispatcher, and each attach returns links still unreturned, as many as
 * fit; at least one probe per link is attached, so all are returned.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <bpf/bpf.h>

#include "bpf/emit.h"
#include "prov/dispatch.h"
#include "prov/entry.h"
#include "prov/fbt.h"
#include "prov/uprobe.h"

static struct dt_dispatch *disp(dtrace_hdl_t *h)
{
	return dt_dispatch_get(h, &dt_fbt_dispatch);
}

bool dt_fbt_is_return(const struct dt_probe *p)
{
	return strcmp(p->name, "return") == 0;
}

/* A trivial kprobe-multi program attached to one function. */
bool dt_fbt_have_kmulti(void)
{
	static int have = -1;
	if (have >= 0)
		return have;
	have = 0;
	static const struct bpf_insn ret0[] = { MOV64_IMM(BPF_REG_0, 0), EXIT_INSN() };
	LIBBPF_OPTS(bpf_prog_load_opts, po, .expected_attach_type = BPF_TRACE_KPROBE_MULTI);
	int fd = bpf_prog_load(BPF_PROG_TYPE_KPROBE, "dt_fbt_probe", "GPL", ret0, 2, &po);
	if (fd < 0)
		return have;
	const char *syms[1] = { "schedule" };
	LIBBPF_OPTS(bpf_link_create_opts, lo, .kprobe_multi.syms = syms, .kprobe_multi.cnt = 1);
	int link = bpf_link_create(fd, 0, BPF_TRACE_KPROBE_MULTI, &lo);
	close(fd);
	if (link >= 0) {
		close(link);
		have = 1;
	}
	return have;
}

int dt_fbt_multi_layer(dtrace_hdl_t *h)
{
	struct dt_dispatch *d = disp(h);
	return d->next < DT_FBT_LAYERS ? d->next : -1;
}

const struct dt_provider_ops *dt_fbt_multi_claim(dtrace_hdl_t *h, int k, const struct dt_probe *p)
{
	struct dt_dispatch *d = disp(h);
	dt_dispatch_claim(d, k, dt_fbt_is_return(p), p->id);
	return dt_dispatch_ops(d, k);
}

_Static_assert(8 + 2 * DT_FBT_LAYERS <= DT_PROV_MAX_HOOKS, "a hook index per dispatcher");

#define EMIT(insn) (prog[n++] = (insn))

/* Tail call of the slot the link's cookie names. */
static int fbt_build(dtrace_hdl_t *h, const struct dt_dispatch_dir *dd, int dir, int map_fd,
		     struct bpf_insn *prog)
{
	int n = 0;
	EMIT(MOV64_REG(BPF_REG_6, BPF_REG_1));
	EMIT(CALL_HELPER(BPF_FUNC_get_attach_cookie));
	EMIT(MOV64_REG(BPF_REG_3, BPF_REG_0));
	return dt_dispatch_tail_call(prog, n, map_fd);
}

/* The links of one program over a list of functions. */
struct linkset {
	int prog_fd;
	int *fds, nfds;
	bool *covered;		/* function i is in a link */
};

/* One link over the functions [lo, hi); halves of it when the kernel
 * refuses it, down to the single functions refused. */
static int link_range(struct linkset *ls, const char **syms, const __u64 *cookies, int lo,
		      int hi, bool ret)
{
	LIBBPF_OPTS(bpf_link_create_opts, lo_opts,
		    .kprobe_multi.syms = syms + lo,
		    .kprobe_multi.cookies = cookies + lo,
		    .kprobe_multi.cnt = (uint32_t)(hi - lo),
		    .kprobe_multi.flags = ret ? BPF_F_KPROBE_MULTI_RETURN : 0);
	int link = bpf_link_create(ls->prog_fd, 0, BPF_TRACE_KPROBE_MULTI, &lo_opts);
	if (link >= 0) {
		ls->fds = dt_realloc(ls->fds, sizeof(int) * (size_t)(ls->nfds + 1));
		ls->fds[ls->nfds++] = link;
		for (int i = lo; i < hi; i++)
			ls->covered[i] = true;
		return 0;
	}
	if (errno == ENOMEM || errno == EMFILE || errno == ENFILE)
		return -1;
	if (hi - lo == 1)
		return 0;	/* refused: skipped */
	int mid = lo + (hi - lo) / 2;
	if (link_range(ls, syms, cookies, lo, mid, ret) < 0)
		return -1;
	return link_range(ls, syms, cookies, mid, hi, ret);
}

static uint32_t fbt_map_size(const struct dt_dispatch_dir *dd)
{
	return (uint32_t)dd->nids;
}

/* The links over every function claimed, each function's slot as its
 * attach cookie. */
static int fbt_link(dtrace_hdl_t *h, struct dt_dispatch_dir *dd, int dir, int prog_fd)
{
	bool ret = dir == DT_DISPATCH_RETURN;
	const char **syms = dt_zalloc(sizeof(*syms) * (size_t)dd->nids);
	__u64 *cookies = dt_zalloc(sizeof(*cookies) * (size_t)dd->nids);
	for (int i = 0; i < dd->nids; i++) {
		syms[i] = dt_probe_at(h, dd->ids[i])->func;
		cookies[i] = (__u64)i;
	}
	struct linkset ls = { prog_fd, NULL, 0, dt_zalloc(sizeof(bool) * (size_t)dd->nids) };
	int rc = link_range(&ls, syms, cookies, 0, dd->nids, ret);
	int err = errno;
	free(syms);
	free(cookies);
	if (rc < 0) {
		for (int i = 0; i < ls.nfds; i++)
			close(ls.fds[i]);
		free(ls.fds);
		free(ls.covered);
		return dt_set_errmsg(h, "failed to attach fbt probes: %s", strerror(err));
	}
	dd->links = ls.fds;
	dd->nlinks = ls.nfds;
	dd->covered = ls.covered;
	return 0;
}

static void fbt_skipped(dtrace_hdl_t *h, unsigned long n)
{
	dt_fbt_skip(h, DT_FBT_KMULTI, n);
}

/* Each program goes in its slot (the order plan() claimed them in); the
 * first of a direction (and layer) brings the array, the dispatcher and
 * the links, which every attach hands to the runtime as many as fit: at
 * least one probe per link is attached, so all are handed. */
static int multi_attach(dtrace_hdl_t *h, const struct dt_probe *p, int prog_fd, int *fds,
			int maxfds, const void *data)
{
	struct dt_dispatch_layer *l = (struct dt_dispatch_layer *)data;
	int dir = dt_fbt_is_return(p);
	int slot = dt_dispatch_slot(l, dir, p->id);

	if (slot < 0 || maxfds < 3)
		return dt_set_errmsg(h, "failed to attach %s:%s:%s:%s: not planned", p->prov,
				     p->mod, p->func, p->name);
	return dt_dispatch_attach(h, l, dir, p, (uint32_t)slot, prog_fd, fds, maxfds);
}

static void multi_prologue(struct dt_cgbuf *cg, const struct dt_probe *p)
{
	dt_regs_args_prologue(cg, dt_fbt_is_return(p), BPF_FUNC_probe_read_kernel);
	if (dt_fbt_is_return(p))
		dt_fbt_return_offset_unknown(cg);
}

static const struct dt_provider_ops multi_ops = {
	.name = "fbt",
	.prog_type = BPF_PROG_TYPE_KPROBE,
	.expected_attach_type = BPF_TRACE_KPROBE_MULTI,
	.stack_from_caller = true,
	.prologue = multi_prologue,
	.attach = multi_attach,
};

const struct dt_dispatch_kind dt_fbt_dispatch = {
	.ops = &multi_ops,
	.nlayers = DT_FBT_LAYERS,
	.hook_base = 8,
	.what = { "fbt:::entry", "fbt:::return" },
	.name = { "dt_fbt_entry", "dt_fbt_return" },
	.hook = { "fbt", "fbt" },
	.max_insns = 16,
	.map_size = fbt_map_size,
	.build = fbt_build,
	.link = fbt_link,
	.skipped = fbt_skipped,
};

/* ------------------------------------------------------------ grouped */

/* One program for every function of a compile whose clauses are the same
 * and do not read args[] (fbt:::entry: tens of thousands of functions,
 * one program, one link): the probe comes from the link's attach cookie
 * (program.h, dt_provider_ops.group), not from a program per function. */
static void wide_prologue(struct dt_cgbuf *cg, const struct dt_probe *p)
{
	dt_regs_args_prologue(cg, dt_fbt_is_return(p), BPF_FUNC_probe_read_kernel);
	if (dt_fbt_is_return(p))
		dt_fbt_return_offset_unknown(cg);
	dt_cg_emit(cg, MOV64_REG(BPF_REG_1, BPF_REG_9));
	dt_cg_emit(cg, CALL_HELPER(BPF_FUNC_get_attach_cookie));
	dt_cg_emit(cg, STX_MEM(BPF_DW, BPF_REG_8, BPF_REG_0, offsetof(struct dt_mstate, cookie)));
}

static int wide_attach(dtrace_hdl_t *h, const struct dt_bpf_prog *bp, int prog_fd, int **fds)
{
	int n = bp->ngroup;
	bool ret = dt_fbt_is_return(bp->probe);
	const char **syms = dt_zalloc(sizeof(*syms) * (size_t)n);
	struct linkset ls = { prog_fd, NULL, 0, dt_zalloc(sizeof(bool) * (size_t)n) };
	for (int i = 0; i < n; i++)
		syms[i] = bp->group[i]->func;
	int rc = link_range(&ls, syms, (const __u64 *)bp->cookies, 0, n, ret);
	int err = errno;
	free(syms);
	for (int i = 0; i < n; i++)
		dt_fbt_skip(h, DT_FBT_KMULTI, !ls.covered[i]);
	free(ls.covered);
	if (rc < 0) {
		for (int i = 0; i < ls.nfds; i++)
			close(ls.fds[i]);
		free(ls.fds);
		return dt_set_errmsg(h, "failed to attach %d fbt probes: %s", n, strerror(err));
	}
	*fds = ls.fds;
	return ls.nfds;
}

const struct dt_provider_ops dt_fbt_wide_ops = {
	.name = "fbt",
	.prog_type = BPF_PROG_TYPE_KPROBE,
	.expected_attach_type = BPF_TRACE_KPROBE_MULTI,
	.stack_from_caller = true,
	.prologue = wide_prologue,
	.group = true,
	.attach_group = wide_attach,
};
