/*
 * The sdt provider: every tracefs tracepoint event other than the syscall
 * ones, named so that `sdt:sched::sched_switch` (module = event category,
 * function empty, name = event) and `sdt:::sched_switch` both work.  The
 * arguments are the event's own (non-common) fields, typed from its
 * format file.
 *
 * The tracepoint plumbing the syscall provider shares (argument description
 * from a format, the prologue reading fields out of the record, the
 * perf_event attachment) lives here too.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/syscall.h>
#include <unistd.h>
#include <linux/perf_event.h>

#include "bpf/emit.h"
#include "prov/prov.h"

/* ---------------------------------------------- shared tracepoint code */

void dt_tp_describe(struct dt_probe *p, const struct dt_tp_format *fmt, int skip)
{
	int n = fmt->nfields - skip;
	if (n < 0)
		n = 0;
	if (n > DT_MAX_ARGS)
		n = DT_MAX_ARGS;
	p->tp_id = fmt->id;
	dt_probe_alloc_args(p, n);
	for (int i = 0; i < n; i++) {
		const struct dt_tp_field *f = &fmt->fields[skip + i];
		p->argoff[i] = f->offset;
		p->argsize[i] = f->size;
		p->argsigned[i] = f->is_signed;
		if (f->data_loc) {
			/* The data is a string inside the record: pass its address. */
			p->argtypes[i] = dt_strdup("char *");
			p->argaddr[i] = true;
		} else {
			p->argtypes[i] = dt_strdup(f->type);
			p->argaddr[i] = f->is_array ||
				(f->size != 1 && f->size != 2 && f->size != 4 && f->size != 8);
		}
	}
}

/* argaddr args are arrays (their type has dimensions) or __data_loc
 * strings (typed "char *", located by a u32 in the record). */
static bool is_data_loc(const struct dt_probe *p, int i)
{
	/* not an array, nor a struct passed by address (a 16-byte guid_t) */
	return p->argaddr[i] && strcmp(p->argtypes[i], "char *") == 0 && p->argsize[i] == 4;
}

static int bpf_size(int bytes)
{
	switch (bytes) {
	case 1: return BPF_B;
	case 2: return BPF_H;
	case 4: return BPF_W;
	default: return BPF_DW;
	}
}

/* argv[i] = the field's value (sign-extended when signed), or its address
 * in the record.  Tracepoint ctx loads must use constant offsets, and
 * sign-extending loads are not allowed on ctx: extend with shifts. */
/* Can one aligned BPF load read a field of this size at this offset? */
static bool loadable(int size, int off)
{
	return (size == 1 || size == 2 || size == 4 || size == 8) && off % size == 0;
}

void dt_tp_prologue(struct dt_cgbuf *cg, const struct dt_probe *p)
{
	for (int i = 0; i < p->nargs; i++) {
		int off = p->argoff[i];
		if (is_data_loc(p, i)) {
			/* __data_loc: low 16 bits = offset of the data in the record */
			dt_cg_emit(cg, LDX_MEM(BPF_W, BPF_REG_0, BPF_REG_9, (int16_t)off));
			dt_cg_emit(cg, ALU64_IMM(BPF_AND, BPF_REG_0, 0xffff));
			dt_cg_emit(cg, MOV64_REG(BPF_REG_1, BPF_REG_9));
			dt_cg_emit(cg, ALU64_REG(BPF_ADD, BPF_REG_1, BPF_REG_0));
			dt_cg_emit(cg, STX_MEM(BPF_DW, BPF_REG_8, BPF_REG_1, (int16_t)(8 * i)));
		} else if (p->argaddr[i] || !loadable(p->argsize[i], off)) {
			/* arrays, and fields no single aligned load can read (a
			 * 16-byte guid_t at offset 25): the field's address */
			dt_cg_emit(cg, MOV64_REG(BPF_REG_0, BPF_REG_9));
			dt_cg_emit(cg, ALU64_IMM(BPF_ADD, BPF_REG_0, off));
			dt_cg_emit(cg, STX_MEM(BPF_DW, BPF_REG_8, BPF_REG_0, (int16_t)(8 * i)));
		} else {
			int size = p->argsize[i];
			dt_cg_emit(cg, LDX_MEM(bpf_size(size), BPF_REG_0, BPF_REG_9, (int16_t)off));
			if (p->argsigned[i] && size < 8) {
				int shift = 64 - 8 * size;
				dt_cg_emit(cg, ALU64_IMM(BPF_LSH, BPF_REG_0, shift));
				dt_cg_emit(cg, ALU64_IMM(BPF_ARSH, BPF_REG_0, shift));
			}
			dt_cg_emit(cg, STX_MEM(BPF_DW, BPF_REG_8, BPF_REG_0, (int16_t)(8 * i)));
		}
	}
}

/* One perf event per tracepoint: a BPF program attached to a tracepoint
 * event runs on every CPU whichever CPU the event was opened on. */
int dt_tp_attach(dtrace_hdl_t *h, const struct dt_probe *p, int prog_fd,
		 int *fds, int maxfds, const void *data)
{
	struct perf_event_attr attr;

	if (maxfds < 1)
		return dt_set_errmsg(h, "too many attachments");
	/* a probe left undescribed (fields_on_demand) has its id from the
	 * event's id file */
	int64_t id = p->tp_id >= 0 ? p->tp_id : p->tp ? dt_tracefs_event_id(p->tp) : -1;
	if (id < 0)
		return dt_set_errmsg(h, "failed to attach to %s:%s:%s:%s: no tracepoint %s",
				     p->prov, p->mod, p->func, p->name, p->tp ? p->tp : "");
	memset(&attr, 0, sizeof(attr));
	attr.type = PERF_TYPE_TRACEPOINT;
	attr.size = sizeof(attr);
	attr.config = (uint64_t)id;
	attr.sample_period = 1;
	attr.wakeup_events = 1;
	int fd = (int)syscall(SYS_perf_event_open, &attr, -1, 0, -1, PERF_FLAG_FD_CLOEXEC);
	if (fd < 0 || ioctl(fd, PERF_EVENT_IOC_SET_BPF, prog_fd) < 0 ||
	    ioctl(fd, PERF_EVENT_IOC_ENABLE, 0) < 0) {
		int err = errno;
		if (fd >= 0)
			close(fd);
		dt_set_errmsg(h, "failed to attach to %s:%s:%s:%s: %s%s", p->prov, p->mod,
			      p->func, p->name, strerror(err),
			      *dt_perf_denied_reason(err) ? dt_perf_denied_reason(err) :
			      err == EPERM ? " (the kernel does not allow BPF on this tracepoint)" : "");
		errno = err;	/* the caller skips refused probes of a glob */
		return -1;
	}
	fds[0] = fd;
	return 1;
}

/* ----------------------------------------------------------------- sdt */

static const struct dt_provider_ops sdt_ops;

/* Event categories other providers own (or that are not tracepoints:
 * ftrace's are the formats of its own records). */
static bool sdt_skips(const char *cat)
{
	return strcmp(cat, "syscalls") == 0 || strcmp(cat, "kprobes") == 0 ||
	       strcmp(cat, "uprobes") == 0 || strcmp(cat, "ftrace") == 0 ||
	       strncmp(cat, "dt_", 3) == 0;
}

static void sdt_add(const char *cat, const char *ev, void *arg)
{
	dtrace_hdl_t *h = arg;
	if (sdt_skips(cat))
		return;
	struct dt_probe *p = dt_probe_add(h, &sdt_ops, "sdt", cat, "", ev);
	p->attach = DT_ATTACH_TRACEPOINT;
	size_t n = strlen(cat) + strlen(ev) + 2;
	p->tp = dt_zalloc(n);
	snprintf(p->tp, n, "%s/%s", cat, ev);
}

/* From the events/ directories, not available_events: tracefs.c says
 * why (a compile naming one sdt probe read it for 32-84 s behind other
 * sessions' teardown). */
static void sdt_populate(dtrace_hdl_t *h)
{
	if (dt_tracefs_each_category(sdt_add, h) < 0)
		dt_tracefs_events(sdt_add, h);
}

static void sdt_describe(dtrace_hdl_t *h, struct dt_probe *p)
{
	struct dt_tp_format fmt;
	(void)h;
	if (dt_tracefs_format(p->mod, p->name, &fmt) < 0)
		return;
	dt_tp_describe(p, &fmt, 0);
	dt_tracefs_format_free(&fmt);
}

static const struct dt_provider_ops sdt_ops = {
	.name = "sdt",
	.populate = sdt_populate,
	.prog_type = BPF_PROG_TYPE_TRACEPOINT,
	.prologue = dt_tp_prologue,
	.attach = dt_tp_attach,
};

static const struct dt_pattr sdt_attr = {
	.prov = { DT_STAB_EVOLVING, DT_STAB_EVOLVING, DT_CLASS_ISA },
	.mod = { DT_STAB_PRIVATE, DT_STAB_PRIVATE, DT_CLASS_UNKNOWN },
	.func = { DT_STAB_PRIVATE, DT_STAB_PRIVATE, DT_CLASS_UNKNOWN },
	.name = { DT_STAB_PRIVATE, DT_STAB_PRIVATE, DT_CLASS_ISA },
	.args = { DT_STAB_PRIVATE, DT_STAB_PRIVATE, DT_CLASS_ISA },
};

const struct dt_provider dt_provider_sdt = {
	.ops = &sdt_ops,
	.attr = &sdt_attr,
	.describe = sdt_describe,
	.fields_on_demand = true,
};
