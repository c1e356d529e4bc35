/*
 * Firings the kernel skipped.  A BPF program is not run when another one
 * is already running on that CPU (the kernel counts these in the
 * program's recursion_misses, 5.12+): under a busy syscall aggregation a
 * tick-1s probe can silently fire half as often.  Reported like drops,
 * once per statusrate, so a user never reads a short count as the truth.
 */
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <bpf/bpf.h>

#include "prov/entry.h"
#include "runtime/runtime.h"

_Static_assert(sizeof(((struct dt_runtime *)0)->hook_misses_seen) ==
	       DT_PROV_MAX_HOOKS * sizeof(uint64_t), "one counter per hook");

/* A provider's hook program (dt_prov_hooks): its misses are those of every
 * probe it dispatches to. */
static void hook_misses(void *arg, int idx, int fd, const char *what)
{
	dtrace_hdl_t *h = arg;
	struct dt_runtime *rt = h->rt;
	struct bpf_prog_info info;
	uint32_t len = sizeof(info);

	memset(&info, 0, sizeof(info));
	if (idx < 0 || idx >= DT_PROV_MAX_HOOKS || bpf_obj_get_info_by_fd(fd, &info, &len) < 0 ||
	    info.recursion_misses <= rt->hook_misses_seen[idx])
		return;
	uint64_t d = info.recursion_misses - rt->hook_misses_seen[idx];
	rt->hook_misses_seen[idx] = info.recursion_misses;
	rt->self.lost_firings += d;
	fflush(rt->out);
	dt_diag(h, DTRACE_DIAG_DROP, "%llu firing%s of %s skipped by the kernel "
		"(another BPF program was running on the CPU)", (unsigned long long)d,
		d == 1 ? "" : "s", what);
}

void dt_rt_report_misses(dtrace_hdl_t *h)
{
	dt_prov_hooks(h, hook_misses, h);
	struct dt_runtime *rt = h->rt;
	if (!rt->misses_seen)
		rt->misses_seen = dt_zalloc(sizeof(uint64_t) * (size_t)(rt->nprogs + 1));
	for (int i = 0; i < rt->nprogs; i++) {
		const struct dt_rt_prog *rp = &rt->progs[i];
		struct bpf_prog_info info;
		uint32_t len = sizeof(info);

		/* a program loaded once for several probes (rp->same) counts
		 * for them all in the one that loaded it */
		if (rp->fd < 0 || rp->same >= 0 || !rp->src || !rp->src->probe)
			continue;
		int nprobes = rp->src->ngroup > 1 ? rp->src->ngroup : 1;
		int nattach = rp->nattach;
		for (int j = i + 1; j < rt->nprogs && rt->progs[j].same == i; j++) {
			nprobes++;
			nattach += rt->progs[j].nattach;
		}
		if (nattach == 0)
			continue;
		memset(&info, 0, sizeof(info));
		if (bpf_obj_get_info_by_fd(rp->fd, &info, &len) < 0 ||
		    info.recursion_misses <= rt->misses_seen[i])
			continue;
		uint64_t d = info.recursion_misses - rt->misses_seen[i];
		rt->misses_seen[i] = info.recursion_misses;
		rt->self.lost_firings += d;
		const struct dt_probe *p = rp->src->probe;
		fflush(rt->out);
		if (nprobes > 1) {	/* one program for many probes */
			dt_diag(h, DTRACE_DIAG_DROP, "%llu firing%s of %s:::%s (%d probes) "
				"skipped by the kernel (another BPF program was running on "
				"the CPU)", (unsigned long long)d, d == 1 ? "" : "s", p->prov,
				p->name, nprobes);
			continue;
		}
		dt_diag(h, DTRACE_DIAG_DROP, "%llu firing%s of %s:%s:%s:%s skipped by the kernel "
			"(another BPF program was running on the CPU)", (unsigned long long)d,
			d == 1 ? "" : "s", p->prov, p->mod ? p->mod : "", p->func ? p->func : "",
			p->name);
	}
}

/*
 * Timed probes (profile-N, tick-N) are perf events whose BPF program the
 * kernel skips without counting when another BPF program runs on that CPU
 * (bpf_overflow_handler), and whose hrtimer folds periods it overran into
 * one firing.  Their programs count the firings they ran
 * (DT_MAP_FIRED) and each event's own count is the CPU-clock time that
 * passed: the difference is what the kernel skipped.  Counting starts when
 * the session becomes ACTIVE (before that, and after exit(), the programs
 * return before they count), so only ACTIVE time is compared.
 */
static bool is_timed(const struct dt_rt_prog *rp)
{
	const struct dt_probe *p = rp->src ? rp->src->probe : NULL;
	/* High-frequency profiling is sampling: a few samples lost to timer
	 * overruns are its nature (and many under emulation); the probes
	 * people count on are the ticks of 10 ms and longer. */
	return p && p->period_ns >= 10000000 && rp->nattach > 0 && p->prov &&
	       (strcmp(p->prov, "profile") == 0);
}

/* Sum of the CPU-clock ns counted by a program's perf events. */
static uint64_t clock_ns(const struct dt_rt_prog *rp)
{
	uint64_t sum = 0;
	for (int j = 0; j < rp->nattach; j++) {
		uint64_t v;
		if (rp->attach_fds[j] >= 0 &&
		    read(rp->attach_fds[j], &v, sizeof(v)) == (ssize_t)sizeof(v))
			sum += v;
	}
	return sum;
}

void dt_rt_fired_start(dtrace_hdl_t *h)
{
	struct dt_runtime *rt = h->rt;
	if (rt->map_fd[DT_MAP_FIRED] < 0)
		return;
	rt->fired = dt_zalloc(sizeof(*rt->fired) * (size_t)(rt->nprogs + 1));
	for (int i = 0; i < rt->nprogs; i++)
		if (is_timed(&rt->progs[i]))
			rt->fired[i].base_ns = clock_ns(&rt->progs[i]);
}

void dt_rt_report_lost_firings(dtrace_hdl_t *h)
{
	struct dt_runtime *rt = h->rt;
	int fd = rt->map_fd[DT_MAP_FIRED];
	if (!rt->fired || fd < 0)
		return;
	uint64_t *percpu = dt_zalloc(sizeof(uint64_t) * (size_t)rt->ncpus);
	for (int i = 0; i < rt->nprogs; i++) {
		const struct dt_rt_prog *rp = &rt->progs[i];
		if (!is_timed(rp))
			continue;
		const struct dt_probe *p = rp->src->probe;
		uint32_t key = p->id;
		uint64_t ran = 0;
		if (bpf_map_lookup_elem(fd, &key, percpu) < 0)
			continue;
		for (int c = 0; c < rt->ncpus; c++)
			ran += percpu[c];
		uint64_t due = (clock_ns(rp) - rt->fired[i].base_ns) / p->period_ns;
		/* each event may be within one period of its next firing, and
		 * a busy machine's timers jitter: a shortfall is reported once
		 * it is more than that and over 5% of the firings due */
		uint64_t slack = (uint64_t)rp->nattach + due / 20;
		if (due <= ran + slack)
			continue;
		uint64_t lost = due - ran - slack;
		if (lost <= rt->fired[i].reported)
			continue;
		uint64_t d = lost - rt->fired[i].reported;
		rt->fired[i].reported = lost;
		rt->self.lost_firings += d;
		fflush(rt->out);
		dt_diag(h, DTRACE_DIAG_DROP, "%llu firing%s of %s:%s:%s:%s lost (the kernel did not "
			"run them: another BPF program was running, or the timer fell behind)",
			(unsigned long long)d, d == 1 ? "" : "s", p->prov, p->mod ? p->mod : "",
			p->func ? p->func : "", p->name);
	}
	free(percpu);
}
