/*
 * Firings the kernel skipped.  A BPF program is not run when another one
 * is already running on that CPU (the kernel counts these in the
 * program's recursion_misses, 5.12+): under a busy syscall aggregation a
 * tick-1s probe can silently fire half as often.  Reported like drops,
 * once per statusrate, so a user never reads a short count as the truth.
 */
#include <stdlib.h>
#include <string.h>
#include <bpf/bpf.h>

#include "runtime/runtime.h"

void dt_rt_report_misses(dtrace_hdl_t *h)
{
	struct dt_runtime *rt = h->rt;
	if (!rt->misses_seen)
		rt->misses_seen = dt_zalloc(sizeof(uint64_t) * (size_t)(rt->nprogs + 1));
	for (int i = 0; i < rt->nprogs; i++) {
		const struct dt_rt_prog *rp = &rt->progs[i];
		struct bpf_prog_info info;
		uint32_t len = sizeof(info);

		if (rp->fd < 0 || rp->nattach == 0 || !rp->src || !rp->src->probe)
			continue;
		memset(&info, 0, sizeof(info));
		if (bpf_obj_get_info_by_fd(rp->fd, &info, &len) < 0 ||
		    info.recursion_misses <= rt->misses_seen[i])
			continue;
		uint64_t d = info.recursion_misses - rt->misses_seen[i];
		rt->misses_seen[i] = info.recursion_misses;
		const struct dt_probe *p = rp->src->probe;
		fflush(rt->out);
		fprintf(stderr, "dtrace: %llu firing%s of %s:%s:%s:%s skipped by the kernel "
			"(another BPF program was running on the CPU)\n", (unsigned long long)d,
			d == 1 ? "" : "s", p->prov, p->mod ? p->mod : "", p->func ? p->func : "",
			p->name);
	}
}
