/*
 * rawtp (Oracle DTrace's name and probe names): every tracepoint (of
 * tracefs's events/ directories) as a raw tracepoint, rawtp:<category>::<event>, whose arguments are the ones the
 * kernel passes its tracepoint (TP_PROTO), before the event's format
 * records anything of them: args[] typed from BTF, arg0.. their values.
 *
 * Types: the kernel declares each tracepoint's prototype in BTF as the
 * typedef btf_trace_<event>, a pointer to a function whose first argument
 * is the tracepoint's void *data and whose others are the tracepoint's.  A
 * module's tracepoints are in its BTF (lang/btf.c reads it): the module is
 * the one kallsyms places the event's __traceiter_<event> in (the
 * category need not be the module's name: 9p's events are in 9pnet).
 * Without that BTF (5.10 has no module BTF) the arguments are counted as
 * Oracle's rawtp counts them -- the most a program may read that the
 * kernel lets attach -- and typed uint64_t.
 */
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include <bpf/bpf.h>
#include <bpf/btf.h>

#include "bpf/emit.h"
#include "core/kallsyms.h"
#include "lang/btf.h"
#include "prov/prov.h"
#include "prov/tracefs.h"

#define SLOT(i) ((int16_t)(8 * (i)))

static const struct dt_provider_ops rawtp_ops;

/* Categories that are not the kernel's tracepoints: dynamic events
 * (ours and others'); syscalls' are kept (raw syscalls are sys_enter). */
static bool rawtp_skips(const char *cat)
{
	return strcmp(cat, "kprobes") == 0 || strcmp(cat, "uprobes") == 0 ||
	       strcmp(cat, "ftrace") == 0 ||	/* ftrace's own records, not tracepoints */
	       strcmp(cat, "syscalls") == 0 || strncmp(cat, "dt_", 3) == 0;
}

static void rawtp_add(const char *cat, const char *ev, void *arg)
{
	dtrace_hdl_t *h = arg;
	if (rawtp_skips(cat))
		return;
	struct dt_probe *p = dt_probe_add(h, &rawtp_ops, "rawtp", cat, "", ev);
	p->attach = DT_ATTACH_TRACEPOINT;
}

/* From the events/ directories, not available_events: reading that takes
 * the kernel's event_mutex again for every page (tracefs.c), and sdt reads
 * it already. */
static void rawtp_populate(dtrace_hdl_t *h)
{
	dt_tracefs_each_category(rawtp_add, h);
}

/* The module whose BTF declares event ev: where its __traceiter_ is. */
static const char *event_module(const char *ev)
{
	char sym[300];
	snprintf(sym, sizeof(sym), "__traceiter_%s", ev);
	const struct dt_ksym *k = dt_kallsyms_by_name(NULL, sym);
	return k && k->mod ? k->mod : "vmlinux";
}

/* Without BTF: the most arguments a raw tracepoint program reading the
 * last of them may be attached with (the kernel refuses a program reading
 * past the tracepoint's arguments). */
static int count_args(const char *ev)
{
	for (int n = DT_MAX_ARGS; n > 0; n--) {
		struct bpf_insn prog[] = {
			LDX_MEM(BPF_DW, BPF_REG_0, BPF_REG_1, SLOT(n - 1)),
			MOV64_IMM(BPF_REG_0, 0),
			EXIT_INSN(),
		};
		int fd = bpf_prog_load(BPF_PROG_TYPE_RAW_TRACEPOINT, "dt_rawtp_args", "GPL", prog,
				       sizeof(prog) / sizeof(prog[0]), NULL);
		if (fd < 0)
			continue;
		int link = bpf_raw_tracepoint_open(ev, fd);
		close(fd);
		if (link >= 0) {
			close(link);
			return n;
		}
	}
	return 0;
}

static void rawtp_describe(dtrace_hdl_t *h, struct dt_probe *p)
{
	const char *mod = event_module(p->name);
	const struct btf *btf = NULL;
	const struct btf_type *proto = dt_btf_tp_proto(mod, p->name, &btf);
	char buf[256];
	(void)h;
	p->tp = dt_strdup(p->name);
	if (!proto) {
		int n = count_args(p->name);
		dt_probe_alloc_args(p, n);
		for (int i = 0; i < n; i++)
			p->argtypes[i] = dt_strdup("uint64_t");
		return;
	}
	int n = btf_vlen(proto) - 1;	/* after the tracepoint's void *data */
	if (n > DT_MAX_ARGS)
		n = DT_MAX_ARGS;
	const struct btf_param *pa = btf_params(proto) + 1;
	dt_probe_alloc_args(p, n);
	for (int i = 0; i < n; i++) {
		struct dt_type *t = dt_btf_module_type(mod, (int)pa[i].type);
		p->argtypes[i] = dt_strdup(t ? dt_type_str(t, buf, sizeof(buf)) : "uint64_t");
	}
}

/* argv[i] = the tracepoint's argument i (ctx is the u64 array of them). */
static void rawtp_prologue(struct dt_cgbuf *cg, const struct dt_probe *p)
{
	for (int i = 0; i < p->nargs && i < DT_MAX_ARGS; i++) {
		dt_cg_emit(cg, LDX_MEM(BPF_DW, BPF_REG_0, BPF_REG_9, SLOT(i)));
		dt_cg_emit(cg, STX_MEM(BPF_DW, BPF_REG_8, BPF_REG_0, SLOT(i)));
	}
}

static int rawtp_attach(dtrace_hdl_t *h, const struct dt_probe *p, int prog_fd, int *fds,
			int maxfds, const void *data)
{
	(void)data;
	return dt_raw_tp_attach(h, p, p->name, prog_fd, fds, maxfds);
}

static const struct dt_provider_ops rawtp_ops = {
	.name = "rawtp",
	.populate = rawtp_populate,
	.prog_type = BPF_PROG_TYPE_RAW_TRACEPOINT,
	.prologue = rawtp_prologue,
	.attach = rawtp_attach,
};

/* Oracle DTrace's attributes of rawtp. */
static const struct dt_pattr rawtp_attr = {
	.prov = { DT_STAB_EVOLVING, DT_STAB_EVOLVING, DT_CLASS_ISA },
	.mod = { DT_STAB_PRIVATE, DT_STAB_PRIVATE, DT_CLASS_UNKNOWN },
	.func = { DT_STAB_PRIVATE, DT_STAB_PRIVATE, DT_CLASS_UNKNOWN },
	.name = { DT_STAB_PRIVATE, DT_STAB_PRIVATE, DT_CLASS_ISA },
	.args = { DT_STAB_PRIVATE, DT_STAB_PRIVATE, DT_CLASS_ISA },
};

const struct dt_provider dt_provider_rawtp = {
	.ops = &rawtp_ops,
	.attr = &rawtp_attr,
	.describe = rawtp_describe,
};
