/*
 * fbt probes as fentry/fexit programs: a tracing program loaded against
 * the function's BTF id, attached through a BPF trampoline.  Its context
 * is the function's arguments as the BTF prototype gives them (u64 each),
 * and at fexit the return value after them, so arguments are exactly
 * those of the prototype, whatever registers the compiler chose.  Only
 * functions (of vmlinux, or of a module with BTF: loaded against the
 * module's BTF object) whose arguments (at most 6) and return value each
 * fit a register are built this way (the trampolines of kernels before
 * 6.5 take no more), and whose arguments the verifier lets a program read
 * (ctx_reads_verify); others go through kprobes.
 *
 * Return probes: arg1 (args[1]) = the return value; arg0, the offset of
 * the return instruction DTrace gives, is not known to a trampoline (it
 * runs after the function returned, from any of its returns): -1, as with
 * kretprobes.
 */
#include <errno.h>
#include <string.h>
#include <unistd.h>
#include <bpf/bpf.h>
#include <bpf/btf.h>

#include "lang/btf.h"
#include "bpf/emit.h"
#include "prov/fbt.h"

#define FENTRY_MAX_ARGS 6
#define SLOT(i) ((int16_t)(8 * (i)))

/* A trivial fentry program attached to one function. */
bool dt_fbt_have_fentry(void)
{
	static int have = -1;
	if (have >= 0)
		return have;
	have = 0;
	static const struct bpf_insn ret0[] = { MOV64_IMM(BPF_REG_0, 0), EXIT_INSN() };
	/* A kernel that refuses every tracing program (EPERM) says so before
	 * it looks at the target: then the id, which takes a scan of 5 MiB of
	 * BTF, is not needed (id 1 is never a function: a type comes first). */
	LIBBPF_OPTS(bpf_prog_load_opts, pre, .expected_attach_type = BPF_TRACE_FENTRY,
		    .attach_btf_id = 1);
	int pfd = bpf_prog_load(BPF_PROG_TYPE_TRACING, "dt_fbt_probe", "GPL", ret0, 2, &pre);
	if (pfd >= 0)
		close(pfd);
	else if (errno == EPERM)
		return have;
	/* scanned, not loaded: listing probes needs no kernel type */
	int id = dt_btf_scan_func_id("schedule");
	if (id <= 0)
		return have;
	LIBBPF_OPTS(bpf_prog_load_opts, opts, .expected_attach_type = BPF_TRACE_FENTRY,
		    .attach_btf_id = (uint32_t)id);
	int fd = bpf_prog_load(BPF_PROG_TYPE_TRACING, "dt_fbt_probe", "GPL", ret0, 2, &opts);
	if (fd < 0)
		return have;
	int link = bpf_link_create(fd, 0, BPF_TRACE_FENTRY, NULL);
	close(fd);
	if (link >= 0) {
		close(link);
		have = 1;
	}
	return have;
}

/* A function's prototype in its BTF (vmlinux's, or its module's), or
 * NULL. */
static const struct btf_type *proto_of_func(const char *mod, const char *func, int *func_id)
{
	const struct btf *btf = dt_btf_module(mod);
	if (!btf)
		return NULL;
	int id = dt_btf_module_func_id(mod, func);
	if (id <= 0)
		return NULL;
	const struct btf_type *proto = btf__type_by_id(btf, btf__type_by_id(btf, id)->type);
	if (!proto || !btf_is_func_proto(proto))
		return NULL;
	if (func_id)
		*func_id = id;
	return proto;
}

/* The probe's function's prototype. */
static const struct btf_type *proto_of(const struct dt_probe *p, int *func_id)
{
	return proto_of_func(p->mod, p->func, func_id);
}

/* void, or a value one register holds. */
static bool fits_register(const struct btf *btf, uint32_t type_id, bool void_ok)
{
	if (type_id == 0)
		return void_ok;
	const struct btf_type *t = btf__type_by_id(btf, btf__resolve_type(btf, type_id));
	if (!t)
		return false;
	if (btf_is_ptr(t))
		return true;
	if ((btf_is_int(t) || btf_is_enum(t) || btf_is_enum64(t)) && t->size <= 8)
		return true;
	return false;
}

static int nparams(const struct btf_type *proto)
{
	return btf_vlen(proto);
}

/* Whether the verifier takes the context reads fentry_prologue makes for
 * p: it checks each against the argument's BTF type, and kernels refuse
 * some that fit a register (5.10: any pointer to other than a struct,
 * "invalid bpf_context access"; 6.12: a function pointer, as call_rcu's
 * "arg1 type FUNC_PROTO is not a struct", or a char **, kallsyms_lookup's).
 * Refused, p goes through kprobes, which read registers instead. */
static bool ctx_reads_verify(const char *mod, bool ret, const struct btf_type *proto, int id)
{
	struct bpf_insn prog[FENTRY_MAX_ARGS + 3];
	int n = 0, np = nparams(proto);
	if (ret) {
		if (proto->type)
			prog[n++] = LDX_MEM(BPF_DW, BPF_REG_0, BPF_REG_1, SLOT(np));
	} else {
		for (int i = 0; i < np && i < DT_MAX_ARGS; i++)
			prog[n++] = LDX_MEM(BPF_DW, BPF_REG_0, BPF_REG_1, SLOT(i));
	}
	prog[n++] = MOV64_IMM(BPF_REG_0, 0);
	prog[n++] = EXIT_INSN();
	int obj_fd = dt_btf_module_fd(mod);
	LIBBPF_OPTS(bpf_prog_load_opts, opts, .attach_btf_id = (uint32_t)id,
		    .attach_btf_obj_fd = obj_fd > 0 ? obj_fd : 0,
		    .expected_attach_type = ret ? BPF_TRACE_FEXIT : BPF_TRACE_FENTRY);
	int fd = bpf_prog_load(BPF_PROG_TYPE_TRACING, "dt_fbt_args", "GPL", prog, (size_t)n, &opts);
	if (fd < 0)
		return false;
	close(fd);
	return true;
}

/* Whether an fentry (ret: fexit) program can be put on mod's function of
 * that prototype. */
static bool func_fits(const char *mod, bool ret, const struct btf_type *proto, int id)
{
	const struct btf *btf = dt_btf_module(mod);
	if (!proto || nparams(proto) > FENTRY_MAX_ARGS || !fits_register(btf, proto->type, true))
		return false;
	/* a module's function: a program loaded against the module's BTF
	 * object (5.11+; 5.10's modules have no BTF, so never get here) */
	if (strcmp(mod, "vmlinux") != 0 && dt_btf_module_fd(mod) < 0)
		return false;
	const struct btf_param *pa = btf_params(proto);
	for (int i = 0; i < nparams(proto); i++)
		if (!fits_register(btf, pa[i].type, false))	/* 0: varargs */
			return false;
	return ctx_reads_verify(mod, ret, proto, id);
}

bool dt_fbt_fentry_fits(const struct dt_probe *p)
{
	int id = 0;
	const struct btf_type *proto = proto_of(p, &id);
	return func_fits(p->mod, dt_fbt_is_return(p), proto, id);
}

/* The answers so far: each costs a trial load (ctx_reads_verify), and a
 * stable probe asks at populate and again at load. */
#define FENTRY_FUNC_CACHE 16
struct fentry_answer { const char *func; bool ret; int id; };
static struct fentry_answer fentry_cache[FENTRY_FUNC_CACHE];
static int fentry_ncache;

int dt_fentry_func(const char *func, bool ret)
{
	for (int i = 0; i < fentry_ncache; i++)
		if (fentry_cache[i].ret == ret && strcmp(fentry_cache[i].func, func) == 0)
			return fentry_cache[i].id;
	int id = 0;
	const struct btf_type *proto = dt_fbt_have_fentry() ? proto_of_func("vmlinux", func, &id)
						       : NULL;
	id = proto && func_fits("vmlinux", ret, proto, id) ? id : -1;
	if (fentry_ncache < FENTRY_FUNC_CACHE)	/* func: a string of the tables */
		fentry_cache[fentry_ncache++] = (struct fentry_answer){ func, ret, id };
	return id;
}

static uint32_t fentry_btf_id(const struct dt_probe *p)
{
	int id = 0;
	proto_of(p, &id);
	return (uint32_t)id;
}

static int fentry_btf_obj_fd(const struct dt_probe *p)
{
	int fd = strcmp(p->mod, "vmlinux") != 0 ? dt_btf_module_fd(p->mod) : -1;
	return fd > 0 ? fd : 0;
}

/* Entry: argv[i] = ctx[i] for each parameter.  Return: argv[1] = ctx[n],
 * the return value after the n parameters (none for a void function). */
static void fentry_prologue(struct dt_cgbuf *cg, const struct dt_probe *p)
{
	const struct btf_type *proto = proto_of(p, NULL);
	int n = proto ? nparams(proto) : 0;
	if (dt_fbt_is_return(p)) {
		dt_fbt_return_offset_unknown(cg);
		if (!proto || proto->type == 0)
			return;
		dt_cg_emit(cg, LDX_MEM(BPF_DW, BPF_REG_0, BPF_REG_9, SLOT(n)));
		dt_cg_emit(cg, STX_MEM(BPF_DW, BPF_REG_8, BPF_REG_0, SLOT(1)));
		return;
	}
	for (int i = 0; i < n && i < DT_MAX_ARGS; i++) {
		dt_cg_emit(cg, LDX_MEM(BPF_DW, BPF_REG_0, BPF_REG_9, SLOT(i)));
		dt_cg_emit(cg, STX_MEM(BPF_DW, BPF_REG_8, BPF_REG_0, SLOT(i)));
	}
}

/* A trampoline link; a function the kernel will not trace through one
 * (notrace, not an ftrace site) is skipped and counted. */
static int fentry_attach(dtrace_hdl_t *h, const struct dt_probe *p, int prog_fd, int *fds,
			 int maxfds, const void *data)
{
	if (maxfds < 1)
		return dt_set_errmsg(h, "too many attachments");
	int link = bpf_link_create(prog_fd, 0,
				   dt_fbt_is_return(p) ? BPF_TRACE_FEXIT : BPF_TRACE_FENTRY, NULL);
	if (link < 0) {
		if (errno == ENOMEM || errno == EMFILE || errno == ENFILE)
			return dt_set_errmsg(h, "failed to attach %s:%s:%s:%s: %s", p->prov,
					     p->mod, p->func, p->name, strerror(errno));
		dt_fbt_skip(h, DT_FBT_FENTRY, 1);
		return 0;
	}
	fds[0] = link;
	return 1;
}

/* stack(): the program and the trampoline are ours; the traced
 * function's own frame (the trampoline's return into its entry) may come
 * next, and is skipped where it does (stack_entry_frame): DTrace's fbt
 * stacks start at the caller. */
#define STACK_SKIP 2

const struct dt_provider_ops dt_fbt_fentry_ops = {
	.name = "fbt",
	.prog_type = BPF_PROG_TYPE_TRACING,
	.expected_attach_type = BPF_TRACE_FENTRY,
	.attach_btf_id = fentry_btf_id,
	.attach_btf_obj_fd = fentry_btf_obj_fd,
	.prologue = fentry_prologue,
	.attach = fentry_attach,
	.stack_skip = STACK_SKIP,
	.stack_from_caller = true,
	.stack_entry_frame = true,
};

const struct dt_provider_ops dt_fbt_fexit_ops = {
	.name = "fbt",
	.prog_type = BPF_PROG_TYPE_TRACING,
	.expected_attach_type = BPF_TRACE_FEXIT,
	.attach_btf_id = fentry_btf_id,
	.attach_btf_obj_fd = fentry_btf_obj_fd,
	.prologue = fentry_prologue,
	.attach = fentry_attach,
	.stack_skip = STACK_SKIP,
	.stack_from_caller = true,
	.stack_entry_frame = true,
};
