/*
 * pid probes behind uprobe-multi links (kernel 6.6+).  A uprobe perf
 * event per probe costs a perf_event_open and, at close, a uprobe removal,
 * each under the kernel's event_mutex (shared with every tracefs event
 * open, close and format read on the machine: 26-31 s per close measured
 * behind other sessions' teardown at load 60), and one by one
 * (pid$target:libc.so.6::entry: ~2,600 of them, minutes on a busy
 * machine).  A uprobe-multi link takes no event_mutex.  So when the kernel
 * has them, every pid probe of a compile (entry, return, offset; USDT
 * probes keep their perf events) is built as one program per clause set
 * and name (program.h, dt_provider_ops.group) and attached by one link per
 * file: the probe comes from the attach cookie.  A link fails whole when
 * one site cannot take a uprobe (an instruction uprobes cannot step over):
 * sites the architecture knows the kernel refuses are left out beforehand
 * (dt_arch_uprobe_refused: x86-64's lock-prefixed first instruction of
 * pthread_spin_lock), and a link the kernel still refuses is split in
 * halves down to the refused sites, which are skipped, as the perf-event
 * path skips them.  Each refusal costs an RCU grace period (~90 ms at load
 * 8), hence the prediction, and links are of at most 256 sites, so that a
 * refusal not predicted costs at most 8 halvings.
 *
 * Debian 12's libbpf (1.1) and its kernel headers predate uprobe-multi,
 * so the BPF_LINK_CREATE attributes are laid out here by hand, as the
 * kernel's UAPI (6.6) defines them.
 */
#include <errno.h>
#include <fcntl.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/syscall.h>
#include <sys/utsname.h>
#include <unistd.h>
#include <bpf/bpf.h>

#include "arch/arch.h"
#include "bpf/emit.h"
#include "prov/uprobe.h"

#define DT_F_UPROBE_MULTI_RETURN 1U
/* Sites per link: closing a link waits for one grace period, whatever
 * its size, and a refused site costs a grace period per halving. */
#define DT_UPROBE_MULTI_CHUNK 256

/* union bpf_attr's link_create, uprobe_multi member (6.6 UAPI). */
struct dt_link_create_um {
	uint32_t prog_fd, target_fd, attach_type, flags;
	uint64_t path, offsets, ref_ctr_offsets, cookies;
	uint32_t cnt, um_flags, pid;
	uint8_t pad[120 - 60];			/* the rest of union bpf_attr */
};

static int link_create(int prog_fd, const char *path, const uint64_t *offs,
		       const uint64_t *cookies, const uint64_t *refs, uint32_t cnt, bool ret,
		       int pid)
{
	struct dt_link_create_um a;
	memset(&a, 0, sizeof(a));
	a.prog_fd = (uint32_t)prog_fd;
	a.attach_type = DT_TRACE_UPROBE_MULTI;
	a.path = (uint64_t)(uintptr_t)path;
	a.offsets = (uint64_t)(uintptr_t)offs;
	a.cookies = (uint64_t)(uintptr_t)cookies;
	a.ref_ctr_offsets = (uint64_t)(uintptr_t)refs;
	a.cnt = cnt;
	a.um_flags = ret ? DT_F_UPROBE_MULTI_RETURN : 0;
	a.pid = pid > 0 ? (uint32_t)pid : 0;
	return (int)syscall(SYS_bpf, BPF_LINK_CREATE, &a, sizeof(a));
}

/* As libbpf probes it: a uprobe-multi link on "/" is refused with EBADF
 * (not a regular file) by a kernel that has them, EINVAL otherwise. */
bool dt_uprobe_multi_supported(void)
{
	static int known = -1;
	if (known >= 0)
		return known;
	struct bpf_insn prog[] = { MOV64_IMM(BPF_REG_0, 0), EXIT_INSN() };
	LIBBPF_OPTS(bpf_prog_load_opts, po,
		    .expected_attach_type = (enum bpf_attach_type)DT_TRACE_UPROBE_MULTI);
	int fd = bpf_prog_load(BPF_PROG_TYPE_KPROBE, "dt_probe_um", "GPL", prog, 2, &po);
	known = 0;
	if (fd >= 0) {
		uint64_t off = 0;
		int l = link_create(fd, "/", &off, NULL, NULL, 1, false, 0);
		known = l < 0 && errno == EBADF;
		if (l >= 0)
			close(l);
		close(fd);
	}
	return known;
}

bool dt_uprobe_multi_for(int pid)
{
	static int threads_ok = -1;
	if (!dt_uprobe_multi_supported())
		return false;
	if (pid <= 0)
		return true;
	/* a link for one process filtered on its main thread alone before
	 * 6.10 (current != the pid's task): other threads never fired */
	if (threads_ok < 0) {
		struct utsname un;
		int major = 0, minor = 0;
		threads_ok = uname(&un) == 0 && sscanf(un.release, "%d.%d", &major, &minor) == 2 &&
			     (major > 6 || (major == 6 && minor >= 10));
	}
	return threads_ok;
}

extern const struct dt_provider_ops dt_pid_wide_ops;

int dt_uprobe_multi_plan(dtrace_hdl_t *h, struct dt_probe *const *probes, int n,
			 const bool *kstack, const bool *typed, const struct dt_provider_ops **use)
{
	const struct dt_provider_ops *pid_ops = NULL;
	for (int i = 0; i < n && !pid_ops; i++) {
		const struct dt_uprobe *u = probes[i]->priv;
		if (use[i] && strcmp(use[i]->name, "pid") == 0 && u && !u->args)
			pid_ops = use[i];
	}
	if (!pid_ops || !dt_uprobe_multi_supported())
		return 0;
	for (int i = 0; i < n; i++) {
		const struct dt_uprobe *u = probes[i]->priv;
		if (use[i] == pid_ops && u && !u->args && dt_uprobe_multi_for(u->pid))
			use[i] = &dt_pid_wide_ops;
	}
	return 0;
}

static void wide_prologue(struct dt_cgbuf *cg, const struct dt_probe *p)
{
	const struct dt_uprobe *u = p->priv;
	dt_regs_args_prologue(cg, u && u->ret, BPF_FUNC_probe_read_user);
	dt_cg_emit(cg, MOV64_REG(BPF_REG_1, BPF_REG_9));
	dt_cg_emit(cg, CALL_HELPER(BPF_FUNC_get_attach_cookie));
	dt_cg_emit(cg, STX_MEM(BPF_DW, BPF_REG_8, BPF_REG_0, offsetof(struct dt_mstate, cookie)));
}

struct linkset {
	int prog_fd;
	int *fds, nfds;
	int skipped;
	const uint64_t *refs;		/* USDT semaphores (file offsets), NULL: none */
};

/* One link over sites [lo, hi) of one file; halves when refused. */
static int link_range(struct linkset *ls, const char *path, const uint64_t *offs,
		      const uint64_t *cookies, int lo, int hi, bool ret, int pid)
{
	int l = link_create(ls->prog_fd, path, offs + lo, cookies + lo,
			    ls->refs ? ls->refs + lo : NULL, (uint32_t)(hi - lo), ret, pid);
	if (l >= 0) {
		ls->fds = dt_realloc(ls->fds, sizeof(int) * (size_t)(ls->nfds + 1));
		ls->fds[ls->nfds++] = l;
		return 0;
	}
	if (errno == ENOMEM || errno == EMFILE || errno == ENFILE || errno == ESRCH ||
	    errno == EPERM)
		return -1;
	if (hi - lo == 1) {
		ls->skipped++;
		return 0;
	}
	int mid = lo + (hi - lo) / 2;
	if (link_range(ls, path, offs, cookies, lo, mid, ret, pid) < 0)
		return -1;
	return link_range(ls, path, offs, cookies, mid, hi, ret, pid);
}

/* Whether the kernel will refuse a uprobe at this file offset, by its
 * instruction (false when it cannot be read: the kernel decides). */
static bool refused(int fd, uint64_t offset)
{
	uint8_t code[16];
	ssize_t r = fd < 0 ? -1 : pread(fd, code, sizeof(code), (off_t)offset);
	return r > 0 && dt_arch_uprobe_refused(code, (size_t)r);
}

/* One link (or its halves) per file and process of the group. */
static int wide_attach(dtrace_hdl_t *h, const struct dt_bpf_prog *bp, int prog_fd, int **fds)
{
	int n = bp->ngroup, rc = 0, err = 0;
	bool *done = dt_zalloc(sizeof(bool) * (size_t)n);
	uint64_t *offs = dt_zalloc(sizeof(uint64_t) * (size_t)n);
	uint64_t *cookies = dt_zalloc(sizeof(uint64_t) * (size_t)n);
	struct linkset ls = { prog_fd, NULL, 0, 0, NULL };
	const struct dt_uprobe *first = bp->probe->priv;
	for (int i = 0; i < n && rc == 0; i++) {
		const struct dt_uprobe *u = bp->group[i]->priv;
		if (done[i])
			continue;
		int k = 0;
		int fd = open(u->path, O_RDONLY | O_CLOEXEC);
		for (int j = i; j < n; j++) {
			const struct dt_uprobe *v = bp->group[j]->priv;
			if (done[j] || v->pid != u->pid || strcmp(v->path, u->path) != 0)
				continue;
			done[j] = true;
			if (refused(fd, v->offset)) {
				ls.skipped++;
				continue;
			}
			offs[k] = v->offset;
			cookies[k++] = bp->cookies[j];
		}
		if (fd >= 0)
			close(fd);
		for (int lo = 0; lo < k && rc == 0; lo += DT_UPROBE_MULTI_CHUNK) {
			int hi = lo + DT_UPROBE_MULTI_CHUNK < k ? lo + DT_UPROBE_MULTI_CHUNK : k;
			rc = link_range(&ls, u->path, offs, cookies, lo, hi, first->ret, u->pid);
			err = errno;
		}
	}
	free(done);
	free(offs);
	free(cookies);
	if (rc < 0) {
		for (int i = 0; i < ls.nfds; i++)
			close(ls.fds[i]);
		free(ls.fds);
		return dt_set_errmsg(h, "failed to attach %d pid probes: %s", n, strerror(err));
	}
	*fds = ls.fds;
	return ls.nfds;
}

const struct dt_provider_ops dt_pid_wide_ops = {
	.name = "pid",
	.prog_type = BPF_PROG_TYPE_KPROBE,
	.expected_attach_type = (enum bpf_attach_type)DT_TRACE_UPROBE_MULTI,
	.prologue = wide_prologue,
	.group = true,
	.attach_group = wide_attach,
};

/* USDT probes: one program per probe (its prologue tells the sites apart
 * by pc, prov_usdt.c), attached by a link per file and process of its
 * sites, with their semaphores. */
int dt_uprobe_multi_attach(dtrace_hdl_t *h, const struct dt_probe *p, int prog_fd,
			   int *fds, int maxfds, const void *data)
{
	(void)data;
	int n = 0;
	for (const struct dt_uprobe *u = p->priv; u; u = u->next)
		n++;
	bool *done = dt_zalloc(sizeof(bool) * (size_t)n);
	uint64_t *offs = dt_zalloc(sizeof(uint64_t) * (size_t)n);
	uint64_t *refs = dt_zalloc(sizeof(uint64_t) * (size_t)n);
	uint64_t *cookies = dt_zalloc(sizeof(uint64_t) * (size_t)n);
	struct linkset ls = { prog_fd, NULL, 0, 0, refs };
	int rc = 0, err = 0, i = 0;
	for (const struct dt_uprobe *u = p->priv; u && rc == 0; u = u->next, i++) {
		if (done[i])
			continue;
		int k = 0, j = i;
		for (const struct dt_uprobe *v = u; v; v = v->next, j++) {
			if (done[j] || v->pid != u->pid || strcmp(v->path, u->path) != 0)
				continue;
			done[j] = true;
			offs[k] = v->offset;
			refs[k++] = v->ref_ctr_offset;
		}
		rc = link_range(&ls, u->path, offs, cookies, 0, k, u->ret, u->pid);
		err = errno;
	}
	free(done);
	free(offs);
	free(refs);
	free(cookies);
	if (rc == 0 && ls.nfds > maxfds) {
		rc = -1;
		err = E2BIG;
	}
	if (rc < 0) {
		for (int k = 0; k < ls.nfds; k++)
			close(ls.fds[k]);
		free(ls.fds);
		dt_set_errmsg(h, "failed to enable %s:%s:%s:%s: %s", p->prov, p->mod, p->func,
			      p->name, strerror(err));
		errno = err;
		return -1;
	}
	memcpy(fds, ls.fds, sizeof(int) * (size_t)ls.nfds);
	free(ls.fds);
	return ls.nfds;
}
