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
#include "prov/entry.h"
#include "prov/fbt.h"
#include "prov/uprobe.h"

struct fbt_dir {
	uint32_t *ids;		/* probe id of each slot */
	int n;
	bool opened;		/* array, dispatcher and links made */
	bool *covered;		/* slot's function is in a link */
	int map_fd, prog_fd;
	int *pending;		/* links not yet returned to the runtime */
	int npending;
};

struct dt_fbtdisp {
	int next;		/* next free layer */
	struct fbt_dir dir[DT_FBT_LAYERS][2];
};

static struct dt_fbtdisp *disp(dtrace_hdl_t *h)
{
	struct dt_provstate *ps = h->prov;
	if (!ps->fbtdisp) {
		ps->fbtdisp = dt_zalloc(sizeof(*ps->fbtdisp));
		for (int k = 0; k < DT_FBT_LAYERS; k++)
			for (int d = 0; d < 2; d++)
				ps->fbtdisp->dir[k][d].map_fd = ps->fbtdisp->dir[k][d].prog_fd = -1;
	}
	return ps->fbtdisp;
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
	struct dt_fbtdisp *d = disp(h);
	return d->next < DT_FBT_LAYERS ? d->next : -1;
}

void dt_fbt_multi_claim(dtrace_hdl_t *h, int k, const struct dt_probe *p)
{
	struct dt_fbtdisp *d = disp(h);
	struct fbt_dir *fd = &d->dir[k][dt_fbt_is_return(p)];
	fd->ids = dt_realloc(fd->ids, sizeof(*fd->ids) * (size_t)(fd->n + 1));
	fd->ids[fd->n++] = p->id;
	if (d->next <= k)
		d->next = k + 1;
}

static void dir_reset(struct fbt_dir *fd, bool close_pending)
{
	for (int i = 0; close_pending && i < fd->npending; i++)
		close(fd->pending[i]);
	free(fd->pending);
	free(fd->covered);
	fd->pending = NULL;
	fd->covered = NULL;
	fd->npending = 0;
	fd->opened = false;
	fd->map_fd = fd->prog_fd = -1;
}

void dt_fbt_detached(dtrace_hdl_t *h)
{
	struct dt_fbtdisp *d = h->prov->fbtdisp;
	/* the runtime closed the arrays, dispatchers and every link it was
	 * given; links it was not (attaching stopped early) are closed here */
	for (int k = 0; d && k < DT_FBT_LAYERS; k++)
		for (int i = 0; i < 2; i++)
			dir_reset(&d->dir[k][i], true);
}

_Static_assert(8 + 2 * DT_FBT_LAYERS <= DT_PROV_MAX_HOOKS, "a hook index per dispatcher");

void dt_fbt_hooks(dtrace_hdl_t *h, void (*cb)(void *arg, int idx, int fd, const char *what),
		  void *arg)
{
	static const char *const what[2] = { "fbt:::entry", "fbt:::return" };
	struct dt_fbtdisp *d = h->prov->fbtdisp;
	for (int k = 0; d && k < DT_FBT_LAYERS; k++)
		for (int i = 0; i < 2; i++)
			if (d->dir[k][i].prog_fd >= 0)
				cb(arg, 8 + 2 * k + i, d->dir[k][i].prog_fd, what[i]);
}

void dt_fbt_free(dtrace_hdl_t *h)
{
	struct dt_fbtdisp *d = h->prov->fbtdisp;
	if (!d)
		return;
	dt_fbt_detached(h);
	for (int k = 0; k < DT_FBT_LAYERS; k++)
		for (int i = 0; i < 2; i++)
			free(d->dir[k][i].ids);
	free(d);
	h->prov->fbtdisp = NULL;
}

#define EMIT(insn) (prog[n++] = (insn))

/* Tail call of the slot the link's cookie names. */
static int dispatcher(int map_fd, struct bpf_insn *prog)
{
	int n = 0;
	EMIT(MOV64_REG(BPF_REG_6, BPF_REG_1));
	EMIT(CALL_HELPER(BPF_FUNC_get_attach_cookie));
	EMIT(MOV64_REG(BPF_REG_3, BPF_REG_0));
	EMIT(MOV64_REG(BPF_REG_1, BPF_REG_6));
	EMIT(LD_MAP_LO(BPF_REG_2, map_fd));
	EMIT(LD_MAP_HI());
	EMIT(CALL_HELPER(BPF_FUNC_tail_call));
	EMIT(MOV64_IMM(BPF_REG_0, 0));
	EMIT(EXIT_INSN());
	return n;
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

static int open_dispatch(dtrace_hdl_t *h, struct fbt_dir *fd, bool ret)
{
	static const char *const name[2] = { "dt_fbt_entry", "dt_fbt_return" };
	struct bpf_insn prog[16];
	int err;

	fd->opened = true;
	fd->covered = dt_zalloc(sizeof(bool) * (size_t)fd->n);
	fd->map_fd = bpf_map_create(BPF_MAP_TYPE_PROG_ARRAY, name[ret], 4, 4, (uint32_t)fd->n,
				    NULL);
	if (fd->map_fd < 0)
		return dt_set_errmsg(h, "failed to create BPF map %s: %s", name[ret],
				     strerror(errno));
	int n = dispatcher(fd->map_fd, prog);
	LIBBPF_OPTS(bpf_prog_load_opts, po, .expected_attach_type = BPF_TRACE_KPROBE_MULTI);
	fd->prog_fd = bpf_prog_load(BPF_PROG_TYPE_KPROBE, name[ret], "GPL", prog, (size_t)n, &po);
	if (fd->prog_fd < 0) {
		err = errno;
		close(fd->map_fd);
		fd->map_fd = -1;
		return dt_set_errmsg(h, "failed to load the fbt dispatcher: %s", strerror(err));
	}
	const char **syms = dt_zalloc(sizeof(*syms) * (size_t)fd->n);
	__u64 *cookies = dt_zalloc(sizeof(*cookies) * (size_t)fd->n);
	for (int i = 0; i < fd->n; i++) {
		syms[i] = dt_probe_by_id(h, fd->ids[i])->func;
		cookies[i] = (__u64)i;
	}
	struct linkset ls = { fd->prog_fd, NULL, 0, fd->covered };
	int rc = link_range(&ls, syms, cookies, 0, fd->n, ret);
	err = errno;
	fd->pending = ls.fds;
	fd->npending = ls.nfds;
	free(syms);
	free(cookies);
	if (rc < 0) {
		for (int i = 0; i < fd->npending; i++)
			close(fd->pending[i]);
		fd->npending = 0;
		close(fd->prog_fd);
		close(fd->map_fd);
		fd->prog_fd = fd->map_fd = -1;
		return dt_set_errmsg(h, "failed to attach fbt probes: %s", strerror(err));
	}
	return 0;
}

static int multi_attach(dtrace_hdl_t *h, const struct dt_probe *p, int prog_fd, int *fds,
			int maxfds, int k)
{
	bool ret = dt_fbt_is_return(p);
	struct fbt_dir *fd = &disp(h)->dir[k][ret];
	int n = 0, slot = -1;

	for (int i = 0; i < fd->n && slot < 0; i++)
		if (fd->ids[i] == p->id)
			slot = i;
	if (slot < 0 || maxfds < 3)
		return dt_set_errmsg(h, "failed to attach %s:%s:%s:%s: not planned", p->prov,
				     p->mod, p->func, p->name);
	if (!fd->opened) {
		if (open_dispatch(h, fd, ret) < 0)
			return -1;
		fds[n++] = fd->map_fd;
		fds[n++] = fd->prog_fd;
	}
	if (!fd->covered[slot]) {
		dt_fbt_skipped[DT_FBT_KMULTI]++;	/* the kernel refused the function */
	} else {
		uint32_t key = (uint32_t)slot, val = (uint32_t)prog_fd;
		if (bpf_map_update_elem(fd->map_fd, &key, &val, BPF_ANY) < 0) {
			int err = errno;
			while (n > 0)
				close(fds[--n]);
			return dt_set_errmsg(h, "failed to attach %s:%s:%s:%s: %s", p->prov,
					     p->mod, p->func, p->name, strerror(err));
		}
	}
	while (n < maxfds && fd->npending > 0)
		fds[n++] = fd->pending[--fd->npending];
	return n;
}

static void multi_prologue(struct dt_cgbuf *cg, const struct dt_probe *p)
{
	dt_regs_args_prologue(cg, dt_fbt_is_return(p), BPF_FUNC_probe_read_kernel);
}

#define LAYER_ATTACH(k)								\
	static int multi_attach##k(dtrace_hdl_t *h, const struct dt_probe *p,		\
				   int prog_fd, int *fds, int maxfds)			\
	{										\
		return multi_attach(h, p, prog_fd, fds, maxfds, k);			\
	}
LAYER_ATTACH(0)
LAYER_ATTACH(1)
LAYER_ATTACH(2)
LAYER_ATTACH(3)
LAYER_ATTACH(4)
LAYER_ATTACH(5)
LAYER_ATTACH(6)
LAYER_ATTACH(7)

#define LAYER_OPS(k) {								\
	.name = "fbt",								\
	.prog_type = BPF_PROG_TYPE_KPROBE,					\
	.expected_attach_type = BPF_TRACE_KPROBE_MULTI,				\
	.prologue = multi_prologue,						\
	.attach = multi_attach##k,						\
}
const struct dt_provider_ops dt_fbt_multi_ops[DT_FBT_LAYERS] = {
	LAYER_OPS(0), LAYER_OPS(1), LAYER_OPS(2), LAYER_OPS(3),
	LAYER_OPS(4), LAYER_OPS(5), LAYER_OPS(6), LAYER_OPS(7),
};

/* ------------------------------------------------------------ grouped */

/* One program for every function of a compile whose clauses are the same
 * and do not read args[] (fbt:::entry: tens of thousands of functions,
 * one program, one link): the probe comes from the link's attach cookie
 * (program.h, dt_provider_ops.group), not from a program per function. */
static void wide_prologue(struct dt_cgbuf *cg, const struct dt_probe *p)
{
	dt_regs_args_prologue(cg, dt_fbt_is_return(p), BPF_FUNC_probe_read_kernel);
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
		dt_fbt_skipped[DT_FBT_KMULTI] += !ls.covered[i];
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
	.prologue = wide_prologue,
	.group = true,
	.attach_group = wide_attach,
};
