/*
 * Many syscall probes over two raw tracepoints.  Each syscalls:sys_enter_X
 * tracepoint attached is a perf event, and closing one costs the kernel an
 * RCU grace period under a lock the next attach waits on: syscall:::entry
 * took seconds to end.  When a compile enables many syscalls (plan() in
 * prov_syscall.c), their programs are instead built as raw tracepoint
 * programs and put in a BPF_MAP_TYPE_PROG_ARRAY indexed by syscall
 * number, one array per direction; one small program on
 * raw_syscalls:sys_enter (sys_exit) tail-calls the slot of the syscall
 * being made.  A session then holds two links, two maps and their two
 * dispatchers, closed at once.  The kernel's run statistics of a
 * dispatcher (kernel.bpf_stats_enabled) count the programs it tail-calls;
 * theirs stay 0.
 *
 *   sys_enter(struct pt_regs *regs, long id): the dispatcher tail-calls
 *     slot id; the program's prologue reads the arguments from regs (the
 *     x86_64 syscall convention: di, si, dx, r10, r8, r9).
 *   sys_exit(struct pt_regs *regs, long ret): the dispatcher reads
 *     regs->orig_ax for the number; arg0 = arg1 = ret.
 *
 * 32-bit syscalls (ia32 emulation) have numbers of another table, and the
 * per-syscall tracepoints ignore them: so do these, by the code segment
 * saved in regs (__USER32_CS for a 32-bit process).  A 64-bit process
 * making `int $0x80` is not told apart (the kernel's TS_COMPAT flag would
 * need the task's layout from BTF, whose load costs more than the whole
 * session start).
 */
#include <errno.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <bpf/bpf.h>

#include "bpf/emit.h"
#include "prov/entry.h"
#include "prov/syscall_nr.h"
#include "prov/syscall_raw.h"

enum { DIR_ENTRY, DIR_RETURN };

struct dt_sysdisp {
	struct {
		uint8_t *claimed;	/* by probe id: has a program here */
		uint32_t nclaimed;	/* bits in claimed */
		int map_fd[2];		/* PROG_ARRAY per direction, -1: none */
		int link_fd[2];		/* its dispatcher's raw tracepoint link */
		int prog_fd[2];		/* and the dispatcher */
		uint32_t *nr[2];	/* syscall numbers claimed per direction */
		int nnr[2];
	} layer[DT_SYSCALL_LAYERS];
};

static struct dt_sysdisp *disp(dtrace_hdl_t *h)
{
	struct dt_provstate *ps = h->prov;
	if (!ps->sysdisp) {
		ps->sysdisp = dt_zalloc(sizeof(*ps->sysdisp));
		for (int k = 0; k < DT_SYSCALL_LAYERS; k++)
			for (int d = 0; d < 2; d++)
				ps->sysdisp->layer[k].map_fd[d] = ps->sysdisp->layer[k].link_fd[d] =
					ps->sysdisp->layer[k].prog_fd[d] = -1;
	}
	return ps->sysdisp;
}

static int direction(const struct dt_probe *p)
{
	return strcmp(p->name, "return") == 0 ? DIR_RETURN : DIR_ENTRY;
}

#if defined(__x86_64__)
/* struct pt_regs (the ptrace ABI's user_regs_struct order) */
#define REGS_ORIG_AX	(15 * 8)
#define REGS_CS		(17 * 8)
#define USER32_CS	0x23		/* __USER32_CS: a 32-bit process */
#define HAVE_DISPATCH	1
#endif

static bool claimed(const struct dt_sysdisp *d, int k, uint32_t id)
{
	return id < d->layer[k].nclaimed && (d->layer[k].claimed[id / 8] & (1u << (id % 8)));
}

int dt_sysraw_layer(dtrace_hdl_t *h, const struct dt_probe *p)
{
#ifdef HAVE_DISPATCH
	struct dt_sysdisp *d = disp(h);
	if (dt_sysnr(p) < 0)
		return -1;
	for (int k = 0; k < DT_SYSCALL_LAYERS; k++)
		if (!claimed(d, k, p->id))
			return k;
#else
	(void)h;
	(void)p;
#endif
	return -1;
}

bool dt_sysraw_used(dtrace_hdl_t *h, const struct dt_probe *p)
{
	return claimed(disp(h), 0, p->id);
}

void dt_sysraw_claim(dtrace_hdl_t *h, const struct dt_probe *p, int k)
{
	struct dt_sysdisp *d = disp(h);
	if (p->id >= d->layer[k].nclaimed) {
		d->layer[k].claimed = dt_bitset_grow(d->layer[k].claimed, &d->layer[k].nclaimed,
						     p->id);
	}
	d->layer[k].claimed[p->id / 8] |= (uint8_t)(1u << (p->id % 8));
	int dir = direction(p), n = d->layer[k].nnr[dir];
	if (n % 64 == 0)
		d->layer[k].nr[dir] = dt_realloc(d->layer[k].nr[dir],
						 sizeof(uint32_t) * (size_t)(n + 64));
	d->layer[k].nr[dir][n] = (uint32_t)dt_sysnr(p);
	d->layer[k].nnr[dir] = n + 1;
}

void dt_syscall_detached(dtrace_hdl_t *h)
{
	struct dt_sysdisp *d = h->prov->sysdisp;
	/* the runtime closed the maps and links with the other attachments */
	for (int k = 0; d && k < DT_SYSCALL_LAYERS; k++)
		for (int i = 0; i < 2; i++)
			d->layer[k].map_fd[i] = d->layer[k].link_fd[i] = d->layer[k].prog_fd[i] = -1;
}

_Static_assert(2 * DT_SYSCALL_LAYERS <= DT_PROV_MAX_HOOKS, "a hook index per dispatcher");

void dt_syscall_hooks(dtrace_hdl_t *h, void (*cb)(void *arg, int idx, int fd, const char *what),
		      void *arg)
{
	static const char *const what[2] = { "syscall:::entry", "syscall:::return" };
	struct dt_sysdisp *d = h->prov->sysdisp;
	for (int k = 0; d && k < DT_SYSCALL_LAYERS; k++)
		for (int i = 0; i < 2; i++)
			if (d->layer[k].prog_fd[i] >= 0)
				cb(arg, 2 * k + i, d->layer[k].prog_fd[i], what[i]);
}

void dt_syscall_free(dtrace_hdl_t *h)
{
	struct dt_sysdisp *d = h->prov->sysdisp;
	if (!d)
		return;
	for (int k = 0; k < DT_SYSCALL_LAYERS; k++) {
		free(d->layer[k].claimed);
		free(d->layer[k].nr[0]);
		free(d->layer[k].nr[1]);
	}
	free(d);
	h->prov->sysdisp = NULL;
}

#ifdef HAVE_DISPATCH

#define SLOT(i) ((int16_t)(8 * (i)))

/*
 * Entry: one read of regs, from the lowest register an argument the
 * clauses use lives in up to cs, onto the stack (free until the clauses
 * run), then argv[i] for the arguments they use only: the count of a
 * clause that reads none is a read of cs, as the floor of the dispatch.
 * The stack has regs word w (pt_regs order) at RSLOT(w), cs the highest.
 */
#define RSLOT(w) ((int16_t)(8 * ((w) - 17) - 16))

static void entry_prologue(struct dt_cgbuf *cg, const struct dt_probe *p)
{
	/* argv[0..5] = di si dx r10 r8 r9 (pt_regs words) */
	static const int word[6] = { 14, 13, 12, 7, 9, 8 };
	uint32_t used = dt_cg_argv_used(cg);
	int lo = REGS_CS / 8;
	for (int i = 0; i < 6 && i < p->nargs; i++)
		if ((used & (1u << i)) && word[i] < lo)
			lo = word[i];
	dt_cg_emit(cg, LDX_MEM(BPF_DW, BPF_REG_3, BPF_REG_9, 0));
	dt_cg_emit(cg, ALU64_IMM(BPF_ADD, BPF_REG_3, 8 * lo));
	dt_cg_emit(cg, MOV64_REG(BPF_REG_1, BPF_REG_10));
	dt_cg_emit(cg, ALU64_IMM(BPF_ADD, BPF_REG_1, RSLOT(lo)));
	dt_cg_emit(cg, MOV64_IMM(BPF_REG_2, REGS_CS + 8 - 8 * lo));
	dt_cg_emit(cg, CALL_HELPER(BPF_FUNC_probe_read_kernel));
	/* a 32-bit process: numbers of the ia32 table, not ours */
	dt_cg_emit(cg, LDX_MEM(BPF_DW, BPF_REG_0, BPF_REG_10, RSLOT(REGS_CS / 8)));
	dt_cg_emit(cg, ALU64_IMM(BPF_AND, BPF_REG_0, 0xffff));
	dt_cg_emit(cg, JMP_IMM(BPF_JNE, BPF_REG_0, USER32_CS, 2));
	dt_cg_emit(cg, MOV64_IMM(BPF_REG_0, 0));
	dt_cg_emit(cg, EXIT_INSN());
	/* as the tracepoint gives them: the syscall's own arguments only
	 * (the slots past them stay zero) */
	for (int i = 0; i < 6 && i < p->nargs; i++) {
		if (!(used & (1u << i)))
			continue;
		dt_cg_emit(cg, LDX_MEM(BPF_DW, BPF_REG_0, BPF_REG_10, RSLOT(word[i])));
		dt_cg_emit(cg, STX_MEM(BPF_DW, BPF_REG_8, BPF_REG_0, SLOT(i)));
	}
	dt_cg_emit(cg, ST_MEM(BPF_DW, BPF_REG_8, offsetof(struct dt_mstate, cookie), 0));
	dt_cg_emit(cg, ST_MEM(BPF_DW, BPF_REG_8, offsetof(struct dt_mstate, ctx), 0));
}

/* Return: the dispatcher already left 32-bit syscalls out; arg0 = arg1 =
 * the return value (ctx[1]). */
static void return_prologue(struct dt_cgbuf *cg, const struct dt_probe *p)
{
	uint32_t used = dt_cg_argv_used(cg) & 3;
	if (p->nargs < 1 || !used)
		return;
	dt_cg_emit(cg, LDX_MEM(BPF_DW, BPF_REG_0, BPF_REG_9, 8));
	for (int i = 0; i < 2; i++)
		if (used & (1u << i))
			dt_cg_emit(cg, STX_MEM(BPF_DW, BPF_REG_8, BPF_REG_0, SLOT(i)));
}

static void raw_prologue(struct dt_cgbuf *cg, const struct dt_probe *p)
{
	if (direction(p) == DIR_RETURN)
		return_prologue(cg, p);
	else
		entry_prologue(cg, p);
}

#define EMIT(insn) (prog[n++] = (insn))

/* Syscalls the dispatcher reaches by a tail call of a constant slot: the
 * JIT makes that a direct jump patched when the slot changes, where a
 * tail call of a variable slot is an indirect jump (a retpoline on most
 * x86 machines: tens of ns per event).  Past this many, or for a number
 * claimed after the dispatcher was made (a later compile's), the
 * variable slot. */
#define DIRECT_MAX 64
/* instructions per number: the tree's compare, the leaf's 7 */
#define DIRECT_INSNS 8
#define DISPATCH_INSNS (32 + DIRECT_INSNS * DIRECT_MAX)

static int cmp_u32(const void *a, const void *b)
{
	uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;
	return x < y ? -1 : x > y;
}

/* A binary search of nr[lo..hi) on the number in r3 (r6 = ctx): each
 * leaf tail-calls its constant slot (an empty slot returns); a number
 * not there jumps to the variable tail call, after the tree (the caller
 * points the leaves' "jne r3" there). */
static int direct_tree(struct bpf_insn *prog, int n, int map_fd, const uint32_t *nr, int lo,
		       int hi)
{
	if (hi - lo == 1) {
		EMIT(JMP_IMM(BPF_JNE, BPF_REG_3, (int32_t)nr[lo], 6));
		EMIT(MOV64_REG(BPF_REG_1, BPF_REG_6));
		EMIT(LD_MAP_LO(BPF_REG_2, map_fd));
		EMIT(LD_MAP_HI());
		EMIT(MOV64_IMM(BPF_REG_3, (int32_t)nr[lo]));
		EMIT(CALL_HELPER(BPF_FUNC_tail_call));
		/* an empty slot: the call clobbered r3 */
		EMIT(MOV64_IMM(BPF_REG_0, 0));
		EMIT(EXIT_INSN());
		return n;
	}
	int mid = (lo + hi) / 2;
	int at = n;
	EMIT(JMP_IMM(BPF_JGE, BPF_REG_3, (int32_t)nr[mid], 0));
	n = direct_tree(prog, n, map_fd, nr, lo, mid);
	prog[at].off = (int16_t)(n - at - 1);
	return direct_tree(prog, n, map_fd, nr, mid, hi);
}

/* The dispatcher of one direction: tail call of slot <syscall number> of
 * map_fd; a number past the table, or a missing slot, returns.  nr[0..nnr):
 * the numbers claimed so far (reached by direct jumps).  Writes the
 * program into prog[] (DISPATCH_INSNS), returns its length. */
static int dispatcher(int dir, int map_fd, uint32_t max_nr, const uint32_t *nr0, int nnr,
		      struct bpf_insn *prog)
{
	int n = 0;
	EMIT(MOV64_REG(BPF_REG_6, BPF_REG_1));
	if (dir == DIR_ENTRY) {
		EMIT(LDX_MEM(BPF_DW, BPF_REG_3, BPF_REG_6, 8));		/* id */
	} else {
		/* regs->orig_ax, ip, cs onto the stack */
		EMIT(MOV64_REG(BPF_REG_1, BPF_REG_10));
		EMIT(ALU64_IMM(BPF_ADD, BPF_REG_1, -24));
		EMIT(MOV64_IMM(BPF_REG_2, 24));
		EMIT(LDX_MEM(BPF_DW, BPF_REG_3, BPF_REG_6, 0));
		EMIT(ALU64_IMM(BPF_ADD, BPF_REG_3, REGS_ORIG_AX));
		EMIT(CALL_HELPER(BPF_FUNC_probe_read_kernel));
		EMIT(JMP_IMM(BPF_JEQ, BPF_REG_0, 0, 2));
		EMIT(MOV64_IMM(BPF_REG_0, 0));
		EMIT(EXIT_INSN());
		EMIT(LDX_MEM(BPF_DW, BPF_REG_0, BPF_REG_10, -8));	/* cs */
		EMIT(ALU64_IMM(BPF_AND, BPF_REG_0, 0xffff));
		EMIT(JMP_IMM(BPF_JNE, BPF_REG_0, USER32_CS, 2));
		EMIT(MOV64_IMM(BPF_REG_0, 0));
		EMIT(EXIT_INSN());
		EMIT(LDX_MEM(BPF_DW, BPF_REG_3, BPF_REG_10, -24));	/* orig_ax */
	}
	/* the numbers, sorted and unique, of syscalls that have a slot */
	uint32_t nr[DIRECT_MAX];
	int m = 0;
	if (nnr <= DIRECT_MAX) {
		for (int i = 0; i < nnr; i++)
			if (nr0[i] <= max_nr)
				nr[m++] = nr0[i];
		qsort(nr, (size_t)m, sizeof(nr[0]), cmp_u32);
		int u = 0;
		for (int i = 0; i < m; i++)
			if (u == 0 || nr[u - 1] != nr[i])
				nr[u++] = nr[i];
		m = u;
	}
	int tree = n;
	if (m > 0) {
		/* the variable tail call follows the tree: its leaves and
		 * a number below or between them end there */
		n = direct_tree(prog, n, map_fd, nr, 0, m);
		int var = n;
		for (int i = tree; i < var; i++)
			if (prog[i].code == (BPF_JMP | BPF_JNE | BPF_K) && prog[i].dst_reg == BPF_REG_3)
				prog[i].off = (int16_t)(var - i - 1);
	}
	EMIT(JMP_IMM(BPF_JGT, BPF_REG_3, (int32_t)max_nr, 4));
	EMIT(MOV64_REG(BPF_REG_1, BPF_REG_6));
	EMIT(LD_MAP_LO(BPF_REG_2, map_fd));
	EMIT(LD_MAP_HI());
	EMIT(CALL_HELPER(BPF_FUNC_tail_call));
	EMIT(MOV64_IMM(BPF_REG_0, 0));
	EMIT(EXIT_INSN());
	return n;
}

/* The array and the dispatcher of one direction of layer k, attached. */
static int open_dispatch(dtrace_hdl_t *h, struct dt_sysdisp *d, int k, int dir)
{
	static const char *const tp[2] = { "sys_enter", "sys_exit" };
	static const char *const name[2] = { "dt_sys_enter", "dt_sys_exit" };
	int max_nr = dt_syscall_nr_max();
	static struct bpf_insn prog[DISPATCH_INSNS];
	int err;

	int map = bpf_map_create(BPF_MAP_TYPE_PROG_ARRAY, name[dir], 4, 4,
				 (uint32_t)max_nr + 1, NULL);
	if (map < 0)
		return dt_set_errmsg(h, "failed to create BPF map %s: %s", name[dir],
				     strerror(errno));
	int n = dispatcher(dir, map, (uint32_t)max_nr, d->layer[k].nr[dir], d->layer[k].nnr[dir], prog);
	int pfd = bpf_prog_load(BPF_PROG_TYPE_RAW_TRACEPOINT, name[dir], "GPL", prog,
				(size_t)n, NULL);
	if (pfd < 0) {
		err = errno;
		close(map);
		return dt_set_errmsg(h, "failed to load the raw_syscalls:%s dispatcher: %s",
				     tp[dir], strerror(err));
	}
	int link = bpf_raw_tracepoint_open(tp[dir], pfd);
	if (link < 0) {
		err = errno;
		close(pfd);
		close(map);
		return dt_set_errmsg(h, "failed to attach to raw_syscalls:%s: %s", tp[dir],
				     strerror(err));
	}
	/* the link holds the dispatcher; its fd stays open too, so that its
	 * run statistics (which count the syscall programs it tail-calls)
	 * show in our fdinfo as every other program's do */
	d->layer[k].map_fd[dir] = map;
	d->layer[k].link_fd[dir] = link;
	d->layer[k].prog_fd[dir] = pfd;
	return 0;
}

/* The first program of a direction (and layer) brings its array and
 * dispatcher (their fds are its attachments, closed at detach); each goes
 * in its slot. */
static int raw_attach(dtrace_hdl_t *h, const struct dt_probe *p, int prog_fd, int *fds,
		      int maxfds, int k)
{
	struct dt_sysdisp *d = disp(h);
	int dir = direction(p), n = 0;
	uint32_t key = (uint32_t)dt_sysnr(p), val = (uint32_t)prog_fd;

	if (d->layer[k].map_fd[dir] < 0) {
		if (maxfds < 3)
			return dt_set_errmsg(h, "too many attachments");
		if (open_dispatch(h, d, k, dir) < 0)
			return -1;
		fds[n++] = d->layer[k].map_fd[dir];
		fds[n++] = d->layer[k].link_fd[dir];
		fds[n++] = d->layer[k].prog_fd[dir];
	}
	if (bpf_map_update_elem(d->layer[k].map_fd[dir], &key, &val, BPF_ANY) < 0) {
		int err = errno;
		while (n > 0) {
			close(fds[--n]);
			d->layer[k].map_fd[dir] = d->layer[k].link_fd[dir] = -1;
			d->layer[k].prog_fd[dir] = -1;
		}
		return dt_set_errmsg(h, "failed to attach to %s:%s:%s:%s: %s", p->prov, p->mod,
				     p->func, p->name, strerror(err));
	}
	return n;
}

#else
static void raw_prologue(struct dt_cgbuf *cg, const struct dt_probe *p)
{
	(void)cg;
	(void)p;
}

static int raw_attach(dtrace_hdl_t *h, const struct dt_probe *p, int prog_fd, int *fds,
		      int maxfds, int k)
{
	(void)prog_fd;
	(void)fds;
	(void)maxfds;
	(void)k;
	return dt_set_errmsg(h, "probe %s:%s:%s:%s cannot be enabled on this system",
			     p->prov, p->mod, p->func, p->name);
}
#endif

/* stack(): the program (the dispatcher's frame, which the tail call
 * reuses), bpf_trace_run2 and __bpf_trace_sys_enter (sys_exit) are ours
 * on every kernel.  Above them 6.18 has the tracepoint's iterator
 * (__traceiter_sys_enter) where 6.1 has none: it may stay on top, as
 * perf_syscall_enter does for the per-syscall tracepoints. */
#define STACK_SKIP 3

#define LAYER_ATTACH(k)								\
	static int raw_attach##k(dtrace_hdl_t *h, const struct dt_probe *p,		\
				 int prog_fd, int *fds, int maxfds)			\
	{										\
		return raw_attach(h, p, prog_fd, fds, maxfds, k);			\
	}
LAYER_ATTACH(0)
LAYER_ATTACH(1)
LAYER_ATTACH(2)
LAYER_ATTACH(3)

#define LAYER_OPS(k) {								\
	.name = "syscall",							\
	.prog_type = BPF_PROG_TYPE_RAW_TRACEPOINT,				\
	.prologue = raw_prologue,						\
	.attach = raw_attach##k,						\
	.stack_skip = STACK_SKIP,						\
}
const struct dt_provider_ops dt_syscall_raw_ops[DT_SYSCALL_LAYERS] = {
	LAYER_OPS(0), LAYER_OPS(1), LAYER_OPS(2), LAYER_OPS(3),
};
