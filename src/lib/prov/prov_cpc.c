/*
 * The cpc provider (CPU performance counters): cpc:::<event>-<mode>-<count>
 * fires every <count> occurrences of a perf event on each CPU, e.g.
 * cpc:::cpu_clock-all-50000000 every 50 ms of CPU clock.  Modes: all, user
 * (usr), kernel (krn).  Probes exist only when named, and only for events
 * this machine can count (hardware counters are often absent in VMs).  An
 * event has two names: perf's short one (cpu_clock) and the one Oracle's
 * DTrace lists, its perf_event constant in lower case
 * (perf_count_sw_cpu_clock).  A listing (a glob in the name) shows each
 * event the machine can count under both, in mode all with a count large
 * enough to be harmless, as an example to copy (DTrace's guide: "listing
 * cpc probes shows example count values").
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/syscall.h>
#include <unistd.h>
#include <linux/perf_event.h>

#include "prov/prov.h"

struct cpc_event {
	const char *name;
	const char *perf;	/* the perf_event constant, lower case */
	uint32_t type;
	uint64_t config;
	uint64_t min_count;	/* below this the sampling rate is refused */
};

/* The cpc provider's one lower bound on a count is its minimum overflow
 * (5000 by default); the time-based events, which count nanoseconds, take
 * the same bound -- profile's 200-microsecond limit is profile's, not cpc's.
 * The software events that count occurrences take any count. */
static const struct cpc_event events[] = {
	{ "cpu_clock", "perf_count_sw_cpu_clock", PERF_TYPE_SOFTWARE, PERF_COUNT_SW_CPU_CLOCK, 5000 },
	{ "task_clock", "perf_count_sw_task_clock", PERF_TYPE_SOFTWARE, PERF_COUNT_SW_TASK_CLOCK, 5000 },
	{ "page_faults", "perf_count_sw_page_faults", PERF_TYPE_SOFTWARE, PERF_COUNT_SW_PAGE_FAULTS, 1 },
	{ "context_switches", "perf_count_sw_context_switches", PERF_TYPE_SOFTWARE, PERF_COUNT_SW_CONTEXT_SWITCHES, 1 },
	{ "cpu_migrations", "perf_count_sw_cpu_migrations", PERF_TYPE_SOFTWARE, PERF_COUNT_SW_CPU_MIGRATIONS, 1 },
	{ "minor_faults", "perf_count_sw_page_faults_min", PERF_TYPE_SOFTWARE, PERF_COUNT_SW_PAGE_FAULTS_MIN, 1 },
	{ "major_faults", "perf_count_sw_page_faults_maj", PERF_TYPE_SOFTWARE, PERF_COUNT_SW_PAGE_FAULTS_MAJ, 1 },
	{ "cpu_cycles", "perf_count_hw_cpu_cycles", PERF_TYPE_HARDWARE, PERF_COUNT_HW_CPU_CYCLES, 5000 },
	{ "instructions", "perf_count_hw_instructions", PERF_TYPE_HARDWARE, PERF_COUNT_HW_INSTRUCTIONS, 5000 },
	{ "cache_references", "perf_count_hw_cache_references", PERF_TYPE_HARDWARE, PERF_COUNT_HW_CACHE_REFERENCES, 5000 },
	{ "cache_misses", "perf_count_hw_cache_misses", PERF_TYPE_HARDWARE, PERF_COUNT_HW_CACHE_MISSES, 5000 },
	{ "branch_instructions", "perf_count_hw_branch_instructions", PERF_TYPE_HARDWARE, PERF_COUNT_HW_BRANCH_INSTRUCTIONS, 5000 },
	{ "branch_misses", "perf_count_hw_branch_misses", PERF_TYPE_HARDWARE, PERF_COUNT_HW_BRANCH_MISSES, 5000 },
	{ "bus_cycles", "perf_count_hw_bus_cycles", PERF_TYPE_HARDWARE, PERF_COUNT_HW_BUS_CYCLES, 5000 },
};
#define NEVENTS (sizeof(events) / sizeof(events[0]))

enum cpc_mode { CPC_ALL, CPC_USER, CPC_KERNEL };

/* What a probe name asks for. */
struct cpc_spec {
	size_t event;
	enum cpc_mode mode;
	uint64_t count;
};

static bool parse_name(const char *name, struct cpc_spec *sp)
{
	const char *d2 = strrchr(name, '-');
	if (!d2 || d2 == name)
		return false;
	const char *d1 = d2 - 1;
	while (d1 > name && *d1 != '-')
		d1--;
	if (*d1 != '-')
		return false;
	size_t elen = (size_t)(d1 - name), mlen = (size_t)(d2 - d1 - 1);
	const char *m = d1 + 1;
	if (mlen == 3 && strncmp(m, "all", 3) == 0)
		sp->mode = CPC_ALL;
	else if ((mlen == 4 && strncmp(m, "user", 4) == 0) || (mlen == 3 && strncmp(m, "usr", 3) == 0))
		sp->mode = CPC_USER;
	else if ((mlen == 6 && strncmp(m, "kernel", 6) == 0) || (mlen == 3 && strncmp(m, "krn", 3) == 0))
		sp->mode = CPC_KERNEL;
	else
		return false;
	for (sp->event = 0; sp->event < NEVENTS; sp->event++)
		if ((strlen(events[sp->event].name) == elen &&
		     strncmp(events[sp->event].name, name, elen) == 0) ||
		    (strlen(events[sp->event].perf) == elen &&
		     strncmp(events[sp->event].perf, name, elen) == 0))
			break;
	if (sp->event == NEVENTS)
		return false;
	const char *c = d2 + 1;
	if (*c < '1' || *c > '9')
		return false;
	char *end;
	sp->count = strtoull(c, &end, 10);
	return *end == '\0' && sp->count >= events[sp->event].min_count;
}

static void fill_attr(struct perf_event_attr *attr, const struct cpc_spec *sp)
{
	memset(attr, 0, sizeof(*attr));
	attr->size = sizeof(*attr);
	attr->type = events[sp->event].type;
	attr->config = events[sp->event].config;
	attr->sample_period = sp->count;
	attr->wakeup_events = 1;
	attr->exclude_user = sp->mode == CPC_KERNEL;
	attr->exclude_kernel = sp->mode == CPC_USER;
	attr->exclude_hv = 1;
}

/* Can this machine count the event? (one probe open on the current CPU) */
static bool available(const struct cpc_spec *sp)
{
	struct perf_event_attr attr;
	fill_attr(&attr, sp);
	attr.disabled = 1;
	int fd = (int)syscall(SYS_perf_event_open, &attr, -1, 0, -1, PERF_FLAG_FD_CLOEXEC);
	if (fd < 0)
		return false;
	close(fd);
	return true;
}

static const struct dt_provider_ops cpc_ops;

static void add_probe(dtrace_hdl_t *h, const char *name, const struct cpc_spec *sp)
{
	if (dt_probe_lookup(h, "cpc", "", "", name))
		return;
	struct dt_probe *p = dt_probe_add(h, &cpc_ops, "cpc", "", "", name);
	p->attach = DT_ATTACH_PERF;
	p->tp_id = (int64_t)sp->event;
	p->period_ns = sp->count;
}

/* The count a listed probe shows: a second of cpu_clock, rare for the
 * rest (Oracle's DTrace lists the same). */
#define CPC_LIST_COUNT 1000000000ULL

/* A glob in the name: every event this machine can count whose example
 * name (either of its names, mode all) the glob matches. */
static void provide_listed(dtrace_hdl_t *h, const char *pat)
{
	for (size_t e = 0; e < NEVENTS; e++) {
		struct cpc_spec sp = { e, CPC_ALL, CPC_LIST_COUNT };
		bool checked = false;
		const char *names[] = { events[e].name, events[e].perf };
		for (int i = 0; i < 2; i++) {
			char name[DT_DESC_FIELDLEN];
			snprintf(name, sizeof(name), "%s-all-%llu", names[i], CPC_LIST_COUNT);
			if (!dt_gmatch(name, pat))
				continue;
			if (!checked && !available(&sp))
				break;
			checked = true;
			add_probe(h, name, &sp);
		}
	}
}

static void cpc_provide(dtrace_hdl_t *h, char field[DT_DESC_NFIELDS][DT_DESC_FIELDLEN])
{
	const char *name = field[DT_DESC_NAME];
	struct cpc_spec sp;
	if (!dt_gmatch("", field[DT_DESC_MOD]) || !dt_gmatch("", field[DT_DESC_FUNC]))
		return;
	if (!*name || dt_is_glob(name)) {
		provide_listed(h, name);
		return;
	}
	if (!parse_name(name, &sp) || !available(&sp))
		return;
	add_probe(h, name, &sp);
}

static int cpc_attach(dtrace_hdl_t *h, const struct dt_probe *p, int prog_fd,
		      int *fds, int maxfds, const void *data)
{
	struct cpc_spec sp;
	struct perf_event_attr attr;
	if (!parse_name(p->name, &sp)) {
		dt_set_errmsg(h, "invalid cpc probe name %s", p->name);
		return -1;
	}
	fill_attr(&attr, &sp);
	return dt_perf_attach(h, p, prog_fd, fds, maxfds, &attr);
}

/* Why a cpc name of a known event names no probe, in one sentence (an
 * unknown event is left to the suggestion of a listed name). */
static bool cpc_absent(char field[DT_DESC_NFIELDS][DT_DESC_FIELDLEN], char *why, size_t len)
{
	const char *name = field[DT_DESC_NAME];
	if (!dt_gmatch("cpc", field[DT_DESC_PROV]) || !dt_gmatch("", field[DT_DESC_MOD]) ||
	    !dt_gmatch("", field[DT_DESC_FUNC]) || dt_is_glob(name) || dt_is_glob(field[DT_DESC_PROV]))
		return false;
	const char *d2 = strrchr(name, '-');
	const char *d1 = d2;
	while (d1 && d1 > name && *--d1 != '-')
		;
	if (!d2 || !d1 || *d1 != '-')
		return false;
	size_t e, elen = (size_t)(d1 - name);
	for (e = 0; e < NEVENTS; e++)
		if ((strlen(events[e].name) == elen && strncmp(events[e].name, name, elen) == 0) ||
		    (strlen(events[e].perf) == elen && strncmp(events[e].perf, name, elen) == 0))
			break;
	if (e == NEVENTS)
		return false;
	struct cpc_spec sp;
	char *end;
	unsigned long long count = strtoull(d2 + 1, &end, 10);
	if (parse_name(name, &sp))
		snprintf(why, len, "cpc:::%s names an event this machine cannot count: "
			 "perf_event_open() refuses %s (hardware counters are often absent "
			 "in virtual machines)", name, events[e].name);
	else if (d2[1] < '0' || d2[1] > '9' || *end != '\0')
		snprintf(why, len, "cpc:::%s: a cpc probe name ends in its count, a number "
			 "(<event>-<mode>-<count>)", name);
	else if (count < events[e].min_count)
		snprintf(why, len, "cpc:::%s asks for a count of %llu: %s counts start at %llu",
			 name, count, events[e].name, (unsigned long long)events[e].min_count);
	else
		snprintf(why, len, "cpc:::%s: the mode is all, user or kernel "
			 "(<event>-<mode>-<count>)", name);
	return true;
}

static const struct dt_provider_ops cpc_ops = {
	.name = "cpc",
	.prog_type = BPF_PROG_TYPE_PERF_EVENT,
	.prologue = dt_perf_prologue,
	.attach = cpc_attach,
};

static const struct dt_pattr cpc_attr = {
	.prov = { DT_STAB_EVOLVING, DT_STAB_EVOLVING, DT_CLASS_COMMON },
	.mod = { DT_STAB_PRIVATE, DT_STAB_PRIVATE, DT_CLASS_UNKNOWN },
	.func = { DT_STAB_PRIVATE, DT_STAB_PRIVATE, DT_CLASS_UNKNOWN },
	.name = { DT_STAB_EVOLVING, DT_STAB_EVOLVING, DT_CLASS_CPU },
	.args = { DT_STAB_EVOLVING, DT_STAB_EVOLVING, DT_CLASS_COMMON },
};

const struct dt_provider dt_provider_cpc = {
	.ops = &cpc_ops,
	.attr = &cpc_attr,
	.provide = cpc_provide,
	.provide_on_list = true,
	.absent = cpc_absent,
};
