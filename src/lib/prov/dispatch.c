/*
 * Many programs behind one dispatcher: the layers, their claims, the
 * arrays and dispatchers made at the first attach, what is handed to the
 * runtime and what is forgotten at detach (dispatch.h).  What the
 * dispatcher does and where it is attached is the provider's
 * (struct dt_dispatch_kind).
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <bpf/bpf.h>

#include "bpf/emit.h"
#include "prov/dispatch.h"

int dt_dispatch_tail_call(struct bpf_insn *prog, int n, int map_fd)
{
	prog[n++] = MOV64_REG(BPF_REG_1, BPF_REG_6);
	prog[n++] = LD_MAP_LO(BPF_REG_2, map_fd);
	prog[n++] = LD_MAP_HI();
	prog[n++] = CALL_HELPER(BPF_FUNC_tail_call);
	prog[n++] = MOV64_IMM(BPF_REG_0, 0);
	prog[n++] = EXIT_INSN();
	return n;
}

static void dir_init(struct dt_dispatch_dir *dd)
{
	dd->map_fd = dd->prog_fd = -1;
}

static struct dt_dispatch *find(dtrace_hdl_t *h, const struct dt_dispatch_kind *kind)
{
	struct dt_dispatch *d = h->prov ? h->prov->dispatch : NULL;
	while (d && d->kind != kind)
		d = d->next_disp;
	return d;
}

struct dt_dispatch *dt_dispatch_get(dtrace_hdl_t *h, const struct dt_dispatch_kind *kind)
{
	struct dt_dispatch *d = find(h, kind);
	if (d)
		return d;
	d = dt_zalloc(sizeof(*d));
	d->kind = kind;
	d->next_disp = h->prov->dispatch;
	h->prov->dispatch = d;
	d->layer = dt_zalloc(sizeof(*d->layer) * (size_t)kind->nlayers);
	d->ops = dt_zalloc(sizeof(*d->ops) * (size_t)kind->nlayers);
	for (int k = 0; k < kind->nlayers; k++) {
		d->layer[k].d = d;
		d->layer[k].k = k;
		dir_init(&d->layer[k].dir[0]);
		dir_init(&d->layer[k].dir[1]);
		d->ops[k] = *kind->ops;
		d->ops[k].data = &d->layer[k];
	}
	return d;
}

const struct dt_provider_ops *dt_dispatch_ops(struct dt_dispatch *d, int k)
{
	return &d->ops[k];
}

bool dt_dispatch_claimed(const struct dt_dispatch *d, int k, uint32_t id)
{
	const struct dt_dispatch_layer *l = &d->layer[k];
	return id < l->nclaimed && (l->claimed[id / 8] & (1u << (id % 8)));
}

void dt_dispatch_claim(struct dt_dispatch *d, int k, int dir, uint32_t id)
{
	struct dt_dispatch_layer *l = &d->layer[k];
	struct dt_dispatch_dir *dd = &l->dir[dir];
	if (id >= l->nclaimed)
		l->claimed = dt_bitset_grow(l->claimed, &l->nclaimed, id);
	l->claimed[id / 8] |= (uint8_t)(1u << (id % 8));
	if (dd->nids % 64 == 0)
		dd->ids = dt_realloc(dd->ids, sizeof(*dd->ids) * (size_t)(dd->nids + 64));
	dd->ids[dd->nids++] = id;
	if (d->next <= k)
		d->next = k + 1;
}

int dt_dispatch_slot(const struct dt_dispatch_layer *l, int dir, uint32_t id)
{
	const struct dt_dispatch_dir *dd = &l->dir[dir];
	for (int i = 0; i < dd->nids; i++)
		if (dd->ids[i] == id)
			return i;
	return -1;
}

/* The array, the dispatcher over it and the dispatcher's links. */
static int open_dir(dtrace_hdl_t *h, const struct dt_dispatch_kind *kind,
		    struct dt_dispatch_dir *dd, int dir)
{
	int err;

	dd->opened = true;
	dd->map_fd = bpf_map_create(BPF_MAP_TYPE_PROG_ARRAY, kind->name[dir], 4, 4,
				    kind->map_size(dd), NULL);
	if (dd->map_fd < 0)
		return dt_set_errmsg(h, "failed to create BPF map %s: %s", kind->name[dir],
				     strerror(errno));
	struct bpf_insn *prog = dt_zalloc(sizeof(*prog) * (size_t)kind->max_insns);
	int n = kind->build(h, dd, dir, dd->map_fd, prog);
	LIBBPF_OPTS(bpf_prog_load_opts, po, .expected_attach_type = kind->ops->expected_attach_type);
	dd->prog_fd = bpf_prog_load(kind->ops->prog_type, kind->name[dir], "GPL", prog, (size_t)n,
				    &po);
	err = errno;
	free(prog);
	if (dd->prog_fd < 0) {
		close(dd->map_fd);
		dd->map_fd = -1;
		return dt_set_errmsg(h, "failed to load the %s dispatcher: %s", kind->hook[dir],
				     strerror(err));
	}
	if (kind->link(h, dd, dir, dd->prog_fd) < 0) {
		close(dd->prog_fd);
		close(dd->map_fd);
		dd->prog_fd = dd->map_fd = -1;
		return -1;
	}
	return 0;
}

int dt_dispatch_attach(dtrace_hdl_t *h, struct dt_dispatch_layer *l, int dir,
		       const struct dt_probe *p, uint32_t key, int prog_fd, int *fds, int maxfds)
{
	const struct dt_dispatch_kind *kind = l->d->kind;
	struct dt_dispatch_dir *dd = &l->dir[dir];
	int n = 0;
	bool opened_now = !dd->opened;

	if (opened_now) {
		/* the array and the dispatcher, and a link to hand */
		if (maxfds < 3)
			return dt_set_errmsg(h, "too many attachments");
		if (open_dir(h, kind, dd, dir) < 0)
			return -1;
		fds[n++] = dd->map_fd;
		fds[n++] = dd->prog_fd;
	}
	if (dd->covered && !dd->covered[key]) {
		kind->skipped(h, 1);	/* the kernel refused its event */
	} else {
		uint32_t val = (uint32_t)prog_fd;
		if (bpf_map_update_elem(dd->map_fd, &key, &val, BPF_ANY) < 0) {
			int err = errno;
			while (n > 0)
				close(fds[--n]);
			if (opened_now)	/* closed: the links stay for detached */
				dd->map_fd = dd->prog_fd = -1;
			dt_set_errmsg(h, "failed to attach to %s:%s:%s:%s: %s", p->prov, p->mod,
				      p->func, p->name, strerror(err));
			errno = err;
			return -1;
		}
	}
	while (n < maxfds && dd->nlinks > 0)
		fds[n++] = dd->links[--dd->nlinks];
	return n;
}

/* Forget what the runtime closed; close the links it was not handed
 * (attaching stopped early). */
static void dir_detached(struct dt_dispatch_dir *dd)
{
	for (int i = 0; i < dd->nlinks; i++)
		close(dd->links[i]);
	free(dd->links);
	free(dd->covered);
	dd->links = NULL;
	dd->covered = NULL;
	dd->nlinks = 0;
	dd->opened = false;
	dd->map_fd = dd->prog_fd = -1;
}

void dt_dispatch_detached(dtrace_hdl_t *h, const void *kind)
{
	struct dt_dispatch *d = find(h, kind);
	for (int k = 0; d && k < d->kind->nlayers; k++)
		for (int i = 0; i < 2; i++)
			dir_detached(&d->layer[k].dir[i]);
}

void dt_dispatch_hooks(dtrace_hdl_t *h, const void *kind,
		       void (*cb)(void *arg, int idx, int fd, const char *what), void *arg)
{
	const struct dt_dispatch *d = find(h, kind);
	for (int k = 0; d && k < d->kind->nlayers; k++)
		for (int i = 0; i < 2; i++)
			if (d->layer[k].dir[i].prog_fd >= 0)
				cb(arg, d->kind->hook_base + 2 * k + i, d->layer[k].dir[i].prog_fd,
				   d->kind->what[i]);
}

void dt_dispatch_free(dtrace_hdl_t *h, const void *kind)
{
	struct dt_dispatch *d = find(h, kind), **pp;
	if (!d)
		return;
	dt_dispatch_detached(h, kind);
	for (pp = &h->prov->dispatch; *pp != d; pp = &(*pp)->next_disp)
		;
	*pp = d->next_disp;
	for (int k = 0; k < d->kind->nlayers; k++) {
		free(d->layer[k].claimed);
		free(d->layer[k].dir[0].ids);
		free(d->layer[k].dir[1].ids);
	}
	free(d->layer);
	free(d->ops);
	free(d);
}
