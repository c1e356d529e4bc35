/*
 * Uprobes through the uprobe perf PMU (perf_event_open with the PMU type
 * from sysfs; config1 = path, config2 = offset).  The retprobe and
 * ref_ctr_offset bit positions come from the PMU's format files.
 */
#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/syscall.h>
#include <unistd.h>
#include <linux/perf_event.h>

#include <stdlib.h>

#include "bpf/emit.h"
#include "prov/prov.h"
#include "prov/uprobe.h"

/* The kernel-internal errno perf_event_open passes up for unsupported
 * probe sites. */
#define DT_ENOTSUPP 524

#define UPROBE_PMU "/sys/bus/event_source/devices/uprobe/"

int dt_pmu_read(const char *file, const char *fmt, int *v)
{
	FILE *f = fopen(file, "re");
	if (!f)
		return -1;
	int rc = fscanf(f, fmt, v) == 1 ? 0 : -1;
	fclose(f);
	return rc;
}

void dt_regs_args_prologue(struct dt_cgbuf *cg, bool ret, int read_helper)
{
	if (ret) {	/* the return value is arg1 (arg0: the return offset, 0) */
		dt_cg_emit(cg, LDX_MEM(BPF_DW, BPF_REG_0, BPF_REG_9, dt_arch.retreg));
		dt_cg_emit(cg, STX_MEM(BPF_DW, BPF_REG_8, BPF_REG_0, 8));
		return;
	}
	int nregs = dt_arch.nargregs < DT_MAX_ARGS ? dt_arch.nargregs : DT_MAX_ARGS;
	for (int i = 0; i < nregs; i++) {
		dt_cg_emit(cg, LDX_MEM(BPF_DW, BPF_REG_0, BPF_REG_9, dt_arch.argreg[i]));
		dt_cg_emit(cg, STX_MEM(BPF_DW, BPF_REG_8, BPF_REG_0, (int16_t)(8 * i)));
	}
	for (int i = nregs; i < DT_MAX_ARGS; i++) {	/* the caller's stack */
		dt_cg_emit(cg, MOV64_REG(BPF_REG_1, BPF_REG_8));
		dt_cg_emit(cg, ALU64_IMM(BPF_ADD, BPF_REG_1, 8 * i));
		dt_cg_emit(cg, MOV64_IMM(BPF_REG_2, 8));
		dt_cg_emit(cg, LDX_MEM(BPF_DW, BPF_REG_3, BPF_REG_9, dt_arch.sp));
		dt_cg_emit(cg, ALU64_IMM(BPF_ADD, BPF_REG_3, dt_arch.stackarg + 8 * (i - nregs)));
		dt_cg_emit(cg, CALL_HELPER(read_helper));
	}
}

int dt_uprobe_open(const char *path, uint64_t offset, uint64_t ref_ctr_offset,
		   bool ret, int pid, int prog_fd)
{
	int type, ret_bit = 0, ref_shift = 32;

	if (dt_pmu_read(UPROBE_PMU "type", "%d", &type) < 0) {
		errno = ENOSYS;
		return -1;
	}
	if (ret && dt_pmu_read(UPROBE_PMU "format/retprobe", "config:%d", &ret_bit) < 0) {
		errno = ENOSYS;
		return -1;
	}
	if (ref_ctr_offset)
		dt_pmu_read(UPROBE_PMU "format/ref_ctr_offset", "config:%d", &ref_shift);

	struct perf_event_attr attr;
	memset(&attr, 0, sizeof(attr));
	attr.size = sizeof(attr);
	attr.type = (uint32_t)type;
	attr.config = (ret ? 1ULL << ret_bit : 0) | (ref_ctr_offset << ref_shift);
	attr.config1 = (uint64_t)(uintptr_t)path;
	attr.config2 = offset;
	attr.sample_period = 1;
	attr.wakeup_events = 1;

	/* pid -1: every process; perf wants a CPU then, but the program runs
	 * on whichever CPU the probe fires (as libbpf's system-wide probes) */
	int fd = (int)syscall(SYS_perf_event_open, &attr, pid, pid < 0 ? 0 : -1, -1,
			      PERF_FLAG_FD_CLOEXEC);
	if (fd < 0)
		return -1;
	if (ioctl(fd, PERF_EVENT_IOC_SET_BPF, prog_fd) < 0 ||
	    ioctl(fd, PERF_EVENT_IOC_ENABLE, 0) < 0) {
		int e = errno;
		close(fd);
		errno = e;
		return -1;
	}
	return fd;
}

/* One perf_event fd per probe: closing it (detach, or dtrace dying)
 * removes the uprobe and, for USDT, drops the semaphore count. */
int dt_uprobe_attach(dtrace_hdl_t *h, const struct dt_probe *p, int prog_fd,
		     int *fds, int maxfds, const void *data)
{
	int n = 0;
	for (const struct dt_uprobe *u = p->priv; u; u = u->next) {
		int fd = n < maxfds ? dt_uprobe_open(u->path, u->offset, u->ref_ctr_offset,
						     u->ret, u->pid, prog_fd) : -1;
		/* 524 (ENOTSUPP): an instruction uprobes cannot step over, as at
		 * the start of a few hand-written libc functions.  DTrace does
		 * not offer probes there: skip the site rather than fail all. */
		if (fd < 0 && errno == DT_ENOTSUPP)
			continue;
		if (fd < 0) {
			if (n == maxfds)
				dt_set_errmsg(h, "too many sites for %s:%s:%s:%s", p->prov,
					      p->mod, p->func, p->name);
			else
				dt_set_errmsg(h, "failed to enable %s:%s:%s:%s: %s", p->prov,
					      p->mod, p->func, p->name, strerror(errno));
			while (n > 0)
				close(fds[--n]);
			return -1;
		}
		fds[n++] = fd;
	}
	return n;
}

/* ------------------------------------------------------- provide() memo */

struct provided {
	char *key, *mod;
	struct provided *next;
};

bool dt_uprobe_provided(dtrace_hdl_t *h, const char *kind, char field[][DT_DESC_FIELDLEN], char *key)
{
	snprintf(key, DT_UPROBE_KEYLEN, "%s\n%.255s\n%.255s\n%.255s\n%.255s", kind,
		 field[DT_DESC_PROV], field[DT_DESC_MOD], field[DT_DESC_FUNC], field[DT_DESC_NAME]);
	for (struct provided *p = h->prov->uprobe_cache; p; p = p->next) {
		if (strcmp(p->key, key) == 0) {
			snprintf(field[DT_DESC_MOD], DT_DESC_FIELDLEN, "%s", p->mod);
			return true;
		}
	}
	return false;
}

void dt_uprobe_provided_add(dtrace_hdl_t *h, const char *key, const char *mod)
{
	struct provided *p = dt_zalloc(sizeof(*p));
	p->key = dt_strdup(key);
	p->mod = dt_strdup(mod);
	p->next = h->prov->uprobe_cache;
	h->prov->uprobe_cache = p;
}

void dt_uprobe_cache_free(dtrace_hdl_t *h)
{
	struct provided *p = h->prov->uprobe_cache;
	while (p) {
		struct provided *next = p->next;
		free(p->key);
		free(p->mod);
		free(p);
		p = next;
	}
	h->prov->uprobe_cache = NULL;
}

void dt_uprobe_free(struct dt_uprobe *u)
{
	while (u) {
		struct dt_uprobe *next = u->next;
		free(u->path);
		free(u->args);
		free(u);
		u = next;
	}
}

bool dt_uprobe_at_entry(const struct dt_probe *p)
{
	const struct dt_uprobe *u = p->priv;

	return u && !u->ret && !u->args && u->func_offset == 0 && u->ref_ctr_offset == 0;
}
