/*
 * Many programs behind one dispatcher (dispatch.c), for providers whose
 * probes a compile enables by the hundred on one kernel hook: the syscall
 * provider's raw_syscalls:sys_enter/sys_exit (syscall_raw.c) and fbt's
 * kprobe-multi links (fbt_multi.c).  Each probe's program goes in a slot of
 * a BPF_MAP_TYPE_PROG_ARRAY, one array per direction (entry, return), and
 * one small dispatcher program on the hook tail-calls the slot of the event
 * (the syscall's number, the link's attach cookie).
 *
 * Layers: a compile's programs are claimed in one layer (plan()); a later
 * compile of the session takes a later layer for a probe already claimed,
 * with arrays, dispatchers and links of its own.  A layer's programs are
 * built and attached with the ops dt_dispatch_ops() gives: the provider's
 * ops whose data (dt_provider_ops.data, handed to attach) is the layer.
 *
 * The first attach of a direction makes its array, dispatcher and links;
 * they are among the fds attach returns (the runtime closes them at detach,
 * the kernel drops them when dtrace dies), then dt_dispatch_detached
 * forgets them.
 */
#ifndef DT_PROV_DISPATCH_H
#define DT_PROV_DISPATCH_H

#include <stdbool.h>
#include <stdint.h>

#include "prov/prov.h"

enum { DT_DISPATCH_ENTRY, DT_DISPATCH_RETURN };

/* One direction of one layer. */
struct dt_dispatch_dir {
	uint32_t *ids;			/* probe id of each program claimed, in
					   claim order (the slot of fbt's) */
	int nids;
	bool opened;			/* array, dispatcher and links made */
	int map_fd, prog_fd;		/* -1: not made, or handed and closed */
	int *links, nlinks;		/* links not yet handed to the runtime */
	bool *covered;			/* by slot: the links reach its event;
					   NULL: all of them */
};

struct dt_dispatch;
struct dt_dispatch_layer {
	struct dt_dispatch *d;
	int k;
	uint8_t *claimed;		/* by probe id: has a program here */
	uint32_t nclaimed;		/* bits in claimed */
	struct dt_dispatch_dir dir[2];
};

/* What a provider's dispatch is made of. */
struct bpf_insn;
struct dt_dispatch_kind {
	/* the ops of the programs in the arrays (their attach calls
	 * dt_dispatch_attach with the layer its ops' data points to); the
	 * dispatcher is of their program and attach type (a tail call
	 * reaches only programs of its own type) */
	const struct dt_provider_ops *ops;
	int nlayers;
	int hook_base;			/* dt_prov_hooks index of layer 0's entry
					   dispatcher; layer k direction i: +2k+i */
	const char *what[2];		/* what the dispatchers run ("fbt:::entry") */
	const char *name[2];		/* the array's and the dispatcher's name */
	const char *hook[2];		/* the dispatcher's hook, for messages */
	int max_insns;			/* of a dispatcher */
	/* slots of the array for the programs claimed in dd */
	uint32_t (*map_size)(const struct dt_dispatch_dir *dd);
	/* write the dispatcher of direction dir over map_fd into prog[]
	 * (max_insns); returns its length */
	int (*build)(dtrace_hdl_t *h, const struct dt_dispatch_dir *dd, int dir, int map_fd,
		     struct bpf_insn *prog);
	/* attach the dispatcher: its links into dd->links (dd->covered when
	 * the kernel may refuse some events); -1 with dt_set_errmsg and no
	 * link left open */
	int (*link)(dtrace_hdl_t *h, struct dt_dispatch_dir *dd, int dir, int prog_fd);
	/* count n programs whose event the links do not reach (skipped) */
	void (*skipped)(dtrace_hdl_t *h, unsigned long n);
};

struct dt_dispatch {
	const struct dt_dispatch_kind *kind;
	struct dt_dispatch *next_disp;	/* the handle's list (h->prov->dispatch) */
	int next;			/* the layer after the highest claimed */
	struct dt_dispatch_layer *layer;	/* [kind->nlayers] */
	struct dt_provider_ops *ops;		/* [kind->nlayers]: kind->ops, data =
						   &layer[k] */
};

/* A dispatcher's last instructions, at prog[n]: tail call of the slot in
 * r3 of the array map_fd with the context in r6, and return 0 when the
 * slot is empty.  Returns the new length. */
int dt_dispatch_tail_call(struct bpf_insn *prog, int n, int map_fd);

/* The handle's dispatch of this kind (made at the first call). */
struct dt_dispatch *dt_dispatch_get(dtrace_hdl_t *h, const struct dt_dispatch_kind *kind);
/* The ops of a program claimed in layer k. */
const struct dt_provider_ops *dt_dispatch_ops(struct dt_dispatch *d, int k);
/* Whether layer k has a program of probe id. */
bool dt_dispatch_claimed(const struct dt_dispatch *d, int k, uint32_t id);
/* Probe id's program of this compile goes in layer k, direction dir. */
void dt_dispatch_claim(struct dt_dispatch *d, int k, int dir, uint32_t id);
/* The slot (claim order) of probe id in a direction of layer l; -1: none. */
int dt_dispatch_slot(const struct dt_dispatch_layer *l, int dir, uint32_t id);
/* Attach prog_fd in slot `key` of l's array of direction dir (the first
 * one makes the array, the dispatcher and its links): the fds the runtime
 * is to close, at most maxfds, or -1 with dt_set_errmsg. */
int dt_dispatch_attach(dtrace_hdl_t *h, struct dt_dispatch_layer *l, int dir,
		       const struct dt_probe *p, uint32_t key, int prog_fd, int *fds, int maxfds);
/* The lifecycle ops (dt_provider_ops.detached, hooks, free) of a provider
 * whose ops' data is its struct dt_dispatch_kind.  detached: the runtime
 * closed what it was handed: forget it, close the rest.  hooks: the
 * dispatchers, for dt_prov_hooks.  free: the end of the handle. */
void dt_dispatch_detached(dtrace_hdl_t *h, const void *kind);
void dt_dispatch_hooks(dtrace_hdl_t *h, const void *kind,
		       void (*cb)(void *arg, int idx, int fd, const char *what), void *arg);
void dt_dispatch_free(dtrace_hdl_t *h, const void *kind);

#endif
