/*
 * fbt: a probe on the entry and the return of every kernel function the
 * kernel lets us probe (available_filter_functions, else the text symbols
 * of /proc/kallsyms).  plan() below picks how each compile's probes are
 * attached: fentry/fexit for a few (fbt_fentry.c), kprobe-multi links for
 * many (fbt_multi.c), else kprobes/kretprobes through the kprobe PMU, one
 * perf event per probe (this file); every attachment is an fd the kernel
 * drops when dtrace dies.  Entry (kprobes): arg0..arg5 from the argument
 * registers, arg6.. from the stack, args[] typed from the function's BTF
 * prototype.  Return: arg1 = the return value (args[1] typed), arg0 = the
 * return's offset, which no mechanism knows (0).  A kernel with neither
 * kprobes nor fentry (this project's development host) has no fbt
 * probes: one sentence says why.
 */
#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <stdio.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/syscall.h>
#include <unistd.h>
#include <linux/perf_event.h>
#include <bpf/bpf.h>
#include <bpf/btf.h>
#include <bpf/libbpf.h>

#include "bpf/emit.h"
#include "core/kallsyms.h"
#include "lang/btf.h"
#include "bpf/insn.h"
#include "prov/fbt.h"
#include "prov/prov.h"
#include "prov/tracefs.h"
#include "prov/uprobe.h"

/* A kernel function every kernel has, to try the facilities on. */
#define PROBE_FUNC "schedule"

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
		/* kprobes first: the fentry probe loads the kernel's BTF */
		if (!have_kprobes() && !dt_fbt_have_fentry())
			reason = "fbt provider unavailable: this kernel supports neither "
				 "kprobes nor fentry programs";
	}
	return reason;
}

static const struct dt_provider_ops fbt_ops;

/* The names already added: a name listed twice (static functions of the
 * same name in two files) is one pair of probes, on the first function of
 * that name (as kprobes and kprobe-multi links resolve a name). */
struct nameset {
	char **slot;
	size_t cap, n;
};

static uint64_t name_hash(const char *name)
{
	uint64_t hash = 1469598103934665603ULL;	/* FNV-1a */
	for (const char *c = name; *c; c++)
		hash = (hash ^ (unsigned char)*c) * 1099511628211ULL;
	return hash;
}

/* Whether name is in s; if not, and keep is set, it is added (keep must
 * live as long as s: the probe's own copy). */
static bool nameset_has(struct nameset *s, const char *name, const char *keep)
{
	if (keep && 2 * (s->n + 1) > s->cap) {
		size_t ncap = s->cap ? 2 * s->cap : 65536;
		struct nameset big = { dt_zalloc(sizeof(char *) * ncap), ncap, 0 };
		for (size_t i = 0; i < s->cap; i++)
			if (s->slot[i])
				nameset_has(&big, s->slot[i], s->slot[i]);
		free(s->slot);
		*s = big;
	}
	if (!s->cap)
		return false;
	size_t i = (size_t)name_hash(name) & (s->cap - 1);
	for (; s->slot[i]; i = (i + 1) & (s->cap - 1))
		if (strcmp(s->slot[i], name) == 0)
			return true;
	if (keep) {
		s->slot[i] = (char *)keep;
		s->n++;
	}
	return false;
}

/* A listing: the provider's probes made and the names seen. */
struct listing {
	const struct dt_provider_ops *ops;
	bool (*refused)(const char *func);
	struct nameset seen;
};

/* The function's two probes (unless a function of that name has them). */
static void add_func(dtrace_hdl_t *h, struct listing *l, const char *func, const char *mod)
{
	struct nameset *seen = &l->seen;
	if (l->refused(func) || nameset_has(seen, func, NULL))
		return;
	for (int ret = 0; ret < 2; ret++) {
		struct dt_probe *p = dt_probe_add(h, l->ops, l->ops->name, mod, func,
						  ret ? "return" : "entry");
		p->attach = DT_ATTACH_KPROBE;
		if (!ret)
			nameset_has(seen, func, p->func);
	}
}

/* Functions that must not be traced: kprobes refuse them, or tracing them
 * would recurse into the tracer; a `.cold` symbol is the unlikely half of a
 * function the compiler split off, entered by a jump, not a call: neither
 * an entry nor a return. */
bool dt_fbt_refused(const char *func)
{
	return strncmp(func, "__bpf", 5) == 0 || strncmp(func, "bpf_", 4) == 0 ||
	       strncmp(func, "__ftrace_invalid_address", 24) == 0 ||
	       strncmp(func, "__kprobes", 9) == 0 || strstr(func, ".cold");
}

/* fbt's: also the compiler's local copies of functions (`.isra.N`,
 * `.constprop.N`, `.part.N`), which have no BTF prototype and are the
 * rawfbt provider's (prov_rawfbt.c). */
static bool refused(const char *func)
{
	return dt_fbt_refused(func) || strstr(func, ".part.") || strstr(func, ".isra.") ||
	       strstr(func, ".constprop.");
}

/* The whole of a tracefs file, NUL-terminated (NULL: unreadable).  Read
 * in large pieces: a seq file like available_filter_functions walks from
 * its first function again on every read(), so stdio's 4 KiB reads made
 * reading it quadratic (seconds for 45,000 functions). */
static char *read_all(const char *path)
{
	int fd = open(path, O_RDONLY | O_CLOEXEC);
	if (fd < 0)
		return NULL;
	size_t cap = 1 << 20, len = 0;
	char *buf = dt_zalloc(cap + 1);
	for (;;) {
		if (cap - len < (1 << 19)) {
			cap *= 2;
			buf = dt_realloc(buf, cap + 1);
		}
		ssize_t n = read(fd, buf + len, cap - len);
		if (n < 0 && errno == EINTR)
			continue;
		if (n <= 0)
			break;
		len += (size_t)n;
	}
	close(fd);
	buf[len] = '\0';
	return buf;
}

/* Lines "func" or "func [module]" (newer kernels may add more after a
 * space, which is not part of the name). */
static int from_filter_functions(dtrace_hdl_t *h, struct listing *l)
{
	char path[256];
	snprintf(path, sizeof(path), "%s/available_filter_functions", dt_tracefs_root());
	char *buf = read_all(path);
	if (!buf)
		return -1;
	for (char *line = buf, *next; *line; line = next) {
		char *eol = strchr(line, '\n');
		next = eol ? eol + 1 : line + strlen(line);
		if (eol)
			*eol = '\0';
		char *sp = strchr(line, ' '), *mod = NULL;
		if (sp) {
			*sp = '\0';
			char *lb = strchr(sp + 1, '['), *rb = lb ? strchr(lb, ']') : NULL;
			if (lb && rb) {
				*rb = '\0';
				mod = lb + 1;
			}
		}
		if (*line)
			add_func(h, l, line, mod && *mod ? mod : "vmlinux");
	}
	free(buf);
	return 0;
}

static void from_kallsyms(dtrace_hdl_t *h, struct listing *l)
{
	size_t n;
	const struct dt_ksym *syms = dt_kallsyms(&n);

	for (size_t i = 0; i < n; i++)
		if (syms[i].type == 't' || syms[i].type == 'T')
			add_func(h, l, syms[i].name, syms[i].mod);
}

void dt_fbt_list(dtrace_hdl_t *h, const struct dt_provider_ops *ops, bool (*refuse)(const char *))
{
	if (dt_fbt_unavailable_reason())
		return;
	struct listing l = { ops, refuse, { NULL, 0, 0 } };
	if (from_filter_functions(h, &l) < 0)
		from_kallsyms(h, &l);
	free(l.seen.slot);
}

static void fbt_populate(dtrace_hdl_t *h)
{
	dt_fbt_list(h, &fbt_ops, refused);
}

/* args[] from the function's BTF prototype (when the kernel's BTF has it,
 * or, for a module's function, the module's BTF): the parameters at entry,
 * the return type as args[1] at return. */
static void fbt_describe(dtrace_hdl_t *h, struct dt_probe *p)
{
	const struct btf *btf = dt_btf_module(p->mod);
	bool ret = strcmp(p->name, "return") == 0;
	(void)h;
	int id = btf ? dt_btf_module_func_id(p->mod, p->func) : -1;
	const struct btf_type *proto = id > 0 ? btf__type_by_id(btf, btf__type_by_id(btf, id)->type) : NULL;
	if (!proto || !btf_is_func_proto(proto))
		return;
	char buf[256];
	if (ret) {
		/* a void function has no args[1] (D_ARGS_IDX), only the offset */
		dt_probe_alloc_args(p, proto->type ? 2 : 1);
		p->argtypes[0] = dt_strdup("int");
		struct dt_type *t = proto->type ? dt_btf_module_type(p->mod, (int)proto->type) : NULL;
		if (proto->type)
			p->argtypes[1] = dt_strdup(t ? dt_type_str(t, buf, sizeof(buf)) : "int");
	} else {
		int n = btf_vlen(proto);
		const struct btf_param *pa = btf_params(proto);
		if (n > 0 && pa[n - 1].type == 0)	/* varargs */
			n--;
		if (n > DT_MAX_ARGS)
			n = DT_MAX_ARGS;
		dt_probe_alloc_args(p, n);
		for (int i = 0; i < n; i++) {
			struct dt_type *t = dt_btf_module_type(p->mod, (int)pa[i].type);
			p->argtypes[i] = dt_strdup(t ? dt_type_str(t, buf, sizeof(buf)) : "uint64_t");
		}
	}
}

void dt_fbt_kprobe_prologue(struct dt_cgbuf *cg, const struct dt_probe *p)
{
	bool ret = strcmp(p->name, "return") == 0;
	dt_regs_args_prologue(cg, ret, BPF_FUNC_probe_read_kernel);
	if (ret)
		dt_fbt_return_offset_unknown(cg);
}

/* A return probe's arg0, DTrace's offset of the return instruction taken,
 * is -1: "not known" (dt_fbt_arg_fallback says why), the value Oracle's
 * Linux DTrace gives, which no real offset can be. */
void dt_fbt_return_offset_unknown(struct dt_cgbuf *cg)
{
	dt_cg_emit(cg, ST_MEM(BPF_DW, BPF_REG_8, 0, -1));
}


/* One kprobe (kretprobe) perf event on the function. */
int dt_fbt_kprobe_attach(dtrace_hdl_t *h, const struct dt_probe *p, int prog_fd, int *fds,
			 int maxfds, const void *data)
{
	int type, ret_bit = 0;
	bool ret = strcmp(p->name, "return") == 0;
	if (maxfds < 1)
		return dt_set_errmsg(h, "too many attachments");
	if (dt_pmu_read("/sys/bus/event_source/devices/kprobe/type", "%d", &type) < 0 ||
	    (ret && dt_pmu_read("/sys/bus/event_source/devices/kprobe/format/retprobe",
			     "config:%d", &ret_bit) < 0))
		return dt_set_errmsg(h, "failed to enable %s:%s:%s:%s: no kprobe PMU", p->prov,
				     p->mod, p->func, p->name);
	struct perf_event_attr attr;
	memset(&attr, 0, sizeof(attr));
	attr.size = sizeof(attr);
	attr.type = (uint32_t)type;
	attr.config = ret ? 1ULL << ret_bit : 0;
	attr.config1 = (uint64_t)(uintptr_t)p->func;
	attr.sample_period = 1;
	attr.wakeup_events = 1;
	int fd = (int)syscall(SYS_perf_event_open, &attr, -1, 0, -1, PERF_FLAG_FD_CLOEXEC);
	if (fd >= 0 && (ioctl(fd, PERF_EVENT_IOC_SET_BPF, prog_fd) < 0 ||
			ioctl(fd, PERF_EVENT_IOC_ENABLE, 0) < 0)) {
		int e = errno;
		close(fd);
		errno = e;
		fd = -1;
	}
	if (fd < 0) {
		/* a function kprobes refuse (notrace, blacklisted, inlined away):
		 * skipped, counted, never the end of the whole enabling */
		dt_fbt_skip(h, DT_FBT_KPROBE, 1);
		return 0;
	}
	fds[0] = fd;
	return 1;
}

void dt_fbt_skip(dtrace_hdl_t *h, enum dt_fbt_mech m, unsigned long n)
{
	h->prov->fbt_skipped[m] += n;
}

/* The session is attached: one warning per mechanism that skipped. */
static void fbt_attached(dtrace_hdl_t *h, const void *data)
{
	static const char *const mech_name[DT_FBT_NMECH] = {
		[DT_FBT_KPROBE] = "kprobes", [DT_FBT_KMULTI] = "kprobe-multi links",
		[DT_FBT_FENTRY] = "fentry/fexit programs",
	};
	(void)data;
	for (int m = 0; m < DT_FBT_NMECH; m++) {
		unsigned long n = h->prov->fbt_skipped[m];
		if (n == 0)
			continue;
		dt_diag(h, DTRACE_DIAG_WARNING, "%lu fbt probe%s skipped: the kernel does not allow "
			"%s on %s", n, n == 1 ? "" : "s", mech_name[m],
			n == 1 ? "that function" : "those functions");
		h->prov->fbt_skipped[m] = 0;
	}
}

/* The mechanism a compile's fbt probes take, from what the kernel has
 * (probed once a session): a few functions (DT_FBT_FENTRY_MAX) as fentry/
 * fexit programs, whose arguments come typed from the prototype; more, or
 * those fentry cannot take, through kprobe-multi links: one program for
 * all those whose clauses do not read args[] (dt_fbt_wide_ops), a program
 * each behind a dispatcher for the others; else a kprobe each, at most
 * DT_FBT_KPROBE_MAX of them.  _DTRACE_FBT=kprobe|kmulti|fentry restricts
 * the choice (tests of each mechanism on one kernel). */
static int fbt_plan(dtrace_hdl_t *h, struct dt_probe *const *probes, int n,
		    const bool *kstack, const bool *typed, const struct dt_provider_ops **use)
{
	const char *only = getenv("_DTRACE_FBT");
	int count = 0, nkprobes = 0;
	(void)kstack;
	for (int i = 0; i < n; i++)
		count += probes[i]->ops == &fbt_ops;
	bool fentry = (!only || strcmp(only, "fentry") == 0) && count <= DT_FBT_FENTRY_MAX &&
		      dt_fbt_have_fentry();
	bool kmulti = (!only || strcmp(only, "kmulti") == 0) && dt_fbt_have_kmulti();
	int k = kmulti ? dt_fbt_multi_layer(h) : -1;
	for (int i = 0; i < n; i++) {
		if (probes[i]->ops != &fbt_ops)
			continue;
		if (fentry && dt_fbt_fentry_fits(probes[i])) {
			use[i] = dt_fbt_is_return(probes[i]) ? &dt_fbt_fexit_ops : &dt_fbt_fentry_ops;
		} else if (kmulti && !typed[i]) {
			use[i] = &dt_fbt_wide_ops;
		} else if (k >= 0) {
			use[i] = dt_fbt_multi_claim(h, k, probes[i]);
		} else {
			nkprobes++;
		}
	}
	return dt_fbt_kprobe_limit(h, "fbt", nkprobes);
}

int dt_fbt_kprobe_limit(dtrace_hdl_t *h, const char *prov, int nkprobes)
{
	if (nkprobes > DT_FBT_KPROBE_MAX)
		return dt_set_errmsg(h, "%d %s probes enabled, but without kprobe-multi links "
				     "(CONFIG_FPROBE) this kernel needs a kprobe and a program "
				     "for each, and at most %d are attached that way",
				     nkprobes, prov, DT_FBT_KPROBE_MAX);
	return 0;
}

static const struct dt_provider_ops fbt_ops = {
	.name = "fbt",
	.populate = fbt_populate,
	.prog_type = BPF_PROG_TYPE_KPROBE,
	.stack_from_caller = true,
	.prologue = dt_fbt_kprobe_prologue,
	.attach = dt_fbt_kprobe_attach,
	.plan = fbt_plan,
	.data = &dt_fbt_dispatch,
	.attached = fbt_attached,
	.detached = dt_dispatch_detached,
	.hooks = dt_dispatch_hooks,
	.free = dt_dispatch_free,
};

static const struct dt_pattr fbt_attr = {
	.prov = { DT_STAB_EVOLVING, DT_STAB_EVOLVING, DT_CLASS_COMMON },
	.mod = { DT_STAB_PRIVATE, DT_STAB_PRIVATE, DT_CLASS_UNKNOWN },
	.func = { DT_STAB_PRIVATE, DT_STAB_PRIVATE, DT_CLASS_UNKNOWN },
	.name = { DT_STAB_EVOLVING, DT_STAB_EVOLVING, DT_CLASS_COMMON },
	.args = { DT_STAB_PRIVATE, DT_STAB_PRIVATE, DT_CLASS_ISA },
};

/* Return probes' arg0 (args[0]): DTrace's offset of the return
 * instruction taken.  A kretprobe, an fprobe's exit handler and an fexit
 * trampoline all run after the function returned, from whichever return
 * it took: none knows which.  It is -1, and a script reading it is told. */
const char *dt_fbt_arg_fallback(const struct dt_probe *p, int argno)
{
	if (argno != 0 || strcmp(p->name, "return") != 0)
		return NULL;
	return "fbt return probes' arg0 (the offset of the return instruction taken) is -1 "
	       "on Linux: kretprobes, kprobe-multi and fexit programs run after the function "
	       "has returned, and none sees which return it took";
}

const struct dt_provider dt_provider_fbt = {
	.arg_fallback = dt_fbt_arg_fallback,
	.ops = &fbt_ops,
	.attr = &fbt_attr,
	.describe = fbt_describe,
	.args_types_only = true,
	.unavailable = dt_fbt_unavailable_reason,
	.kmodules = true,
};
