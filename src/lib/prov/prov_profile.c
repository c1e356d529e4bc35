/*
 * The profile provider: profile-N fires on every CPU, tick-N on one CPU,
 * both from a software cpu-clock perf event with a fixed sample period.
 * N takes DTrace's suffixes (ns us ms s m h d and their long forms, hz;
 * none means hz).  Probes beyond the default list are created when a
 * description names them.
 */
#include <ctype.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/ioctl.h>
#include <sys/syscall.h>
#include <unistd.h>
#include <linux/perf_event.h>

#include "arch/arch.h"
#include "bpf/emit.h"
#include "prov/prov.h"

#define PROFILE_PREFIX "profile-"
#define TICK_PREFIX "tick-"
#define NS_PER_SEC 1000000000ULL
/* DTrace refuses periods under 200 microseconds. */
#define MIN_PERIOD_NS 200000ULL

static const struct {
	const char *suffix;
	uint64_t ns;
} units[] = {
	{ "ns", 1 }, { "nsec", 1 },
	{ "us", 1000 }, { "usec", 1000 },
	{ "ms", 1000000 }, { "msec", 1000000 },
	{ "s", NS_PER_SEC }, { "sec", NS_PER_SEC },
	{ "m", 60 * NS_PER_SEC }, { "min", 60 * NS_PER_SEC },
	{ "h", 3600 * NS_PER_SEC }, { "hour", 3600 * NS_PER_SEC },
	{ "d", 86400 * NS_PER_SEC }, { "day", 86400 * NS_PER_SEC },
};

uint64_t dt_profile_period(const char *name)
{
	const char *p;
	if (strncmp(name, PROFILE_PREFIX, strlen(PROFILE_PREFIX)) == 0)
		p = name + strlen(PROFILE_PREFIX);
	else if (strncmp(name, TICK_PREFIX, strlen(TICK_PREFIX)) == 0)
		p = name + strlen(TICK_PREFIX);
	else
		return 0;
	if (!isdigit((unsigned char)*p))
		return 0;
	errno = 0;
	char *end;
	unsigned long long val = strtoull(p, &end, 10);
	if (errno || val == 0)
		return 0;
	uint64_t ns;
	if (*end == '\0' || strcasecmp(end, "hz") == 0) {
		ns = NS_PER_SEC / val;
	} else {
		size_t i;
		for (i = 0; i < sizeof(units) / sizeof(units[0]); i++)
			if (strcasecmp(end, units[i].suffix) == 0)
				break;
		if (i == sizeof(units) / sizeof(units[0]))
			return 0;
		if (val > UINT64_MAX / units[i].ns)
			return 0;
		ns = val * units[i].ns;
	}
	return ns < MIN_PERIOD_NS ? 0 : ns;
}

static const struct dt_provider_ops profile_ops;

static struct dt_probe *profile_add(dtrace_hdl_t *h, const char *name)
{
	struct dt_probe *p = dt_probe_add(h, &profile_ops, "profile", "", "", name);
	p->attach = DT_ATTACH_PERF;
	p->period_ns = dt_profile_period(name);
	p->one_cpu = strncmp(name, TICK_PREFIX, strlen(TICK_PREFIX)) == 0;
	return p;
}

/* The probes DTrace lists before any description asks for others. */
static void profile_populate(dtrace_hdl_t *h)
{
	static const int profile_hz[] = { 97, 199, 499, 997, 1999, 4001, 4999 };
	static const int tick_hz[] = { 1, 10, 100, 500, 1000, 5000 };
	char name[32];

	for (size_t i = 0; i < sizeof(profile_hz) / sizeof(profile_hz[0]); i++) {
		snprintf(name, sizeof(name), PROFILE_PREFIX "%d", profile_hz[i]);
		profile_add(h, name);
	}
	for (size_t i = 0; i < sizeof(tick_hz) / sizeof(tick_hz[0]); i++) {
		snprintf(name, sizeof(name), TICK_PREFIX "%d", tick_hz[i]);
		profile_add(h, name);
	}
}

/* profile:::tick-1sec, tick-10ms, ...: a literal name with an empty (or
 * matching) module and function creates the probe. */
static void profile_provide(dtrace_hdl_t *h, char field[DT_DESC_NFIELDS][DT_DESC_FIELDLEN])
{
	const char *name = field[DT_DESC_NAME];
	if (!dt_gmatch("", field[DT_DESC_MOD]) || !dt_gmatch("", field[DT_DESC_FUNC]) ||
	    dt_is_glob(name) || dt_profile_period(name) == 0)
		return;
	if (!dt_probe_lookup(h, "profile", "", "", name))
		profile_add(h, name);
}

/*
 * arg0 = the kernel PC when the CPU was in the kernel, else 0;
 * arg1 = the user PC when it was in user mode, else 0.
 * ctx is struct bpf_perf_event_data, whose first member is the
 * interrupted registers.
 */
/* (the architecture's pc and the word that tells user mode: dt_arch) */

/* Count this firing in DT_MAP_FIRED[probe id] (argv[2] lends its slot to
 * the key): the runtime compares the count with the time that passed. */
static void count_firing(struct dt_cgbuf *cg, const struct dt_probe *p)
{
	dt_cg_emit(cg, ST_MEM(BPF_DW, BPF_REG_8, 16, (int32_t)p->id));
	dt_cg_emit(cg, LD_MAP_LO(BPF_REG_1, DT_MAP_FIRED));
	dt_cg_emit(cg, LD_MAP_HI());
	dt_cg_emit(cg, MOV64_REG(BPF_REG_2, BPF_REG_8));
	dt_cg_emit(cg, ALU64_IMM(BPF_ADD, BPF_REG_2, 16));
	dt_cg_emit(cg, CALL_HELPER(BPF_FUNC_map_lookup_elem));
	dt_cg_emit(cg, JMP_IMM(BPF_JEQ, BPF_REG_0, 0, 3));
	dt_cg_emit(cg, LDX_MEM(BPF_DW, BPF_REG_1, BPF_REG_0, 0));
	dt_cg_emit(cg, ALU64_IMM(BPF_ADD, BPF_REG_1, 1));
	dt_cg_emit(cg, STX_MEM(BPF_DW, BPF_REG_0, BPF_REG_1, 0));
	dt_cg_emit(cg, ST_MEM(BPF_DW, BPF_REG_8, 16, 0));
}

static void profile_prologue(struct dt_cgbuf *cg, const struct dt_probe *p)
{
	count_firing(cg, p);
	dt_perf_prologue(cg, p);
}

void dt_perf_prologue(struct dt_cgbuf *cg, const struct dt_probe *p)
{
	(void)p;
	dt_cg_emit(cg, LDX_MEM(BPF_DW, BPF_REG_0, BPF_REG_9, dt_arch.pc));
	dt_cg_emit(cg, LDX_MEM(BPF_DW, BPF_REG_1, BPF_REG_9, dt_arch.mode));
	dt_cg_emit(cg, ALU64_IMM(BPF_AND, BPF_REG_1, (int32_t)dt_arch.user_mask));
	/* kernel mode: skip to storing argv[0] */
	dt_cg_emit(cg, JMP_IMM(BPF_JNE, BPF_REG_1, (int32_t)dt_arch.user_val, 2));
	dt_cg_emit(cg, STX_MEM(BPF_DW, BPF_REG_8, BPF_REG_0, 8));
	dt_cg_emit(cg, JA(1));
	dt_cg_emit(cg, STX_MEM(BPF_DW, BPF_REG_8, BPF_REG_0, 0));
}

int dt_perf_attach(dtrace_hdl_t *h, const struct dt_probe *p, int prog_fd, int *fds,
		   int maxfds, const struct perf_event_attr *attr)
{
	int cpus[1024];
	int ncpus = dt_online_cpus(cpus, 1024);
	int n = 0;

	/* -x cpu: the events are opened on that CPU only (the programs
	 * check it too, for every provider); a tick then fires there. */
	int64_t only = dt_opt_isset(h, OPT_cpu) ? dt_opt_int(h, OPT_cpu, -1) : -1;
	if (only >= 0) {
		cpus[0] = (int)only;
		ncpus = 1;
	}
	if (p->one_cpu && ncpus > 1)
		ncpus = 1;
	for (int i = 0; i < ncpus; i++) {
		if (n == maxfds) {
			dt_set_errmsg(h, "too many attachments for %s", p->name);
			goto fail;
		}
		int fd = (int)syscall(SYS_perf_event_open, attr, -1, cpus[i], -1,
				      PERF_FLAG_FD_CLOEXEC);
		if (fd < 0 || ioctl(fd, PERF_EVENT_IOC_SET_BPF, prog_fd) < 0 ||
		    ioctl(fd, PERF_EVENT_IOC_ENABLE, 0) < 0) {
			int err = errno;
			if (fd >= 0)
				close(fd);
			dt_set_errmsg(h, "failed to attach to %s:::%s on cpu %d: %s%s",
				      p->prov, p->name, cpus[i], strerror(err),
				      dt_perf_denied_reason(err));
			goto fail;
		}
		fds[n++] = fd;
	}
	return n;
fail:
	while (n > 0)
		close(fds[--n]);
	return -1;
}

static int profile_attach(dtrace_hdl_t *h, const struct dt_probe *p, int prog_fd,
			  int *fds, int maxfds, const void *data)
{
	struct perf_event_attr attr;
	memset(&attr, 0, sizeof(attr));
	attr.type = PERF_TYPE_SOFTWARE;
	attr.config = PERF_COUNT_SW_CPU_CLOCK;
	attr.size = sizeof(attr);
	attr.sample_period = p->period_ns;
	attr.wakeup_events = 1;
	return dt_perf_attach(h, p, prog_fd, fds, maxfds, &attr);
}

static const struct dt_provider_ops profile_ops = {
	.name = "profile",
	.populate = profile_populate,
	.prog_type = BPF_PROG_TYPE_PERF_EVENT,
	.prologue = profile_prologue,
	.attach = profile_attach,
};

static const struct dt_pattr profile_attr = {
	.prov = { DT_STAB_EVOLVING, DT_STAB_EVOLVING, DT_CLASS_COMMON },
	.mod = { DT_STAB_UNSTABLE, DT_STAB_UNSTABLE, DT_CLASS_UNKNOWN },
	.func = { DT_STAB_PRIVATE, DT_STAB_PRIVATE, DT_CLASS_UNKNOWN },
	.name = { DT_STAB_EVOLVING, DT_STAB_EVOLVING, DT_CLASS_COMMON },
	.args = { DT_STAB_EVOLVING, DT_STAB_EVOLVING, DT_CLASS_COMMON },
};

const struct dt_provider dt_provider_profile = {
	.ops = &profile_ops,
	.attr = &profile_attr,
	.provide = profile_provide,
};
