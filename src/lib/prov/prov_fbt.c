/*
 * The fbt provider would place probes on kernel function entry/return via
 * fentry/fexit programs or kprobes.  Which of them the running kernel
 * offers is found out at run time by loading and attaching a tiny program
 * of each kind; on a kernel with neither (this project's target) fbt has
 * no probes and explains why in one sentence.  The probes themselves are
 * not built yet: even when a facility is found, fbt lists nothing.
 */
#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <sys/syscall.h>
#include <unistd.h>
#include <linux/perf_event.h>
#include <bpf/bpf.h>
#include <bpf/btf.h>
#include <bpf/libbpf.h>

#include "prov/bpf_insn.h"
#include "prov/prov.h"

/* A kernel function every kernel has, to try the facilities on. */
#define PROBE_FUNC "schedule"

static const struct bpf_insn ret0[] = { MOV64_IMM(BPF_REG_0, 0), EXIT_INSN() };

/* fentry: load a tracing program against the function's BTF id and attach. */
static bool have_fentry(void)
{
	struct btf *btf = btf__load_vmlinux_btf();
	if (!btf)
		return false;
	int id = btf__find_by_name_kind(btf, PROBE_FUNC, BTF_KIND_FUNC);
	btf__free(btf);
	if (id <= 0)
		return false;
	LIBBPF_OPTS(bpf_prog_load_opts, opts,
		    .expected_attach_type = BPF_TRACE_FENTRY,
		    .attach_btf_id = (uint32_t)id);
	int fd = bpf_prog_load(BPF_PROG_TYPE_TRACING, "dt_fbt_probe", "GPL", ret0, 2, &opts);
	if (fd < 0)
		return false;
	int link = bpf_link_create(fd, 0, BPF_TRACE_FENTRY, NULL);
	close(fd);
	if (link < 0)
		return false;
	close(link);
	return true;
}

/* kprobes: the kprobe PMU must exist and accept a probe on the function. */
static bool have_kprobes(void)
{
	int type;
	FILE *f = fopen("/sys/bus/event_source/devices/kprobe/type", "r");
	if (!f)
		return false;
	int ok = fscanf(f, "%d", &type);
	fclose(f);
	if (ok != 1)
		return false;
	struct perf_event_attr attr;
	memset(&attr, 0, sizeof(attr));
	attr.size = sizeof(attr);
	attr.type = (uint32_t)type;
	attr.config1 = (uint64_t)(uintptr_t)PROBE_FUNC;
	int fd = (int)syscall(SYS_perf_event_open, &attr, -1, 0, -1, PERF_FLAG_FD_CLOEXEC);
	if (fd < 0)
		return false;
	close(fd);
	return true;
}

const char *dt_fbt_unavailable_reason(void)
{
	static int checked;
	static const char *reason;

	if (!checked) {
		checked = 1;
		if (!have_fentry() && !have_kprobes())
			reason = "fbt provider unavailable: this kernel supports neither "
				 "kprobes nor fentry programs";
	}
	return reason;
}

static const struct dt_provider_ops fbt_ops = {
	.name = "fbt",
	.populate = NULL,
	.prog_type = BPF_PROG_TYPE_TRACING,
	.prologue = NULL,
	.attach = NULL,
};

static const struct dt_pattr fbt_attr = {
	.prov = { DT_STAB_EVOLVING, DT_STAB_EVOLVING, DT_CLASS_COMMON },
	.mod = { DT_STAB_PRIVATE, DT_STAB_PRIVATE, DT_CLASS_UNKNOWN },
	.func = { DT_STAB_PRIVATE, DT_STAB_PRIVATE, DT_CLASS_UNKNOWN },
	.name = { DT_STAB_EVOLVING, DT_STAB_EVOLVING, DT_CLASS_COMMON },
	.args = { DT_STAB_PRIVATE, DT_STAB_PRIVATE, DT_CLASS_ISA },
};

const struct dt_provider dt_provider_fbt = {
	.ops = &fbt_ops,
	.attr = &fbt_attr,
};
