/*
 * The machinery the stable providers share: probes from a table of
 * struct dt_sprobe, their argument types, the prologue copying raw
 * tracepoint arguments into argv[], and the raw tracepoint attachment.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include <bpf/bpf.h>

#include "bpf/emit.h"
#include "lang/btf.h"
#include "prov/prov_stable.h"

#define SLOT(i) ((int16_t)(8 * (i)))

static bool event_exists(const char *cat, const char *ev)
{
	char path[512];
	struct stat st;
	snprintf(path, sizeof(path), "%s/events/%s/%s", dt_tracefs_root(), cat, ev);
	return stat(path, &st) == 0;
}

void dt_stable_populate(dtrace_hdl_t *h, const struct dt_provider_ops *ops, const char *prov,
			const struct dt_sprobe *tab, int n)
{
	for (int i = 0; i < n; i++) {
		const struct dt_sprobe *sp = &tab[i];
		if (sp->fallback && i > 0 && event_exists(tab[i - 1].cat, tab[i - 1].tp))
			continue;
		if (!event_exists(sp->cat, sp->tp) || (sp->when && !*sp->when))
			continue;
		struct dt_probe *p = dt_probe_add(h, ops, prov, "vmlinux", sp->func, sp->name);
		p->attach = DT_ATTACH_TRACEPOINT;
		p->priv = (void *)sp;
	}
}

void dt_stable_describe(dtrace_hdl_t *h, struct dt_probe *p)
{
	const struct dt_sprobe *sp = p->priv;
	(void)h;
	p->tp = dt_strdup(sp->tp);
	dt_probe_alloc_args(p, sp->nargs);
	for (int i = 0; i < sp->nargs; i++) {
		const struct dt_sarg *a = &sp->args[i];
		/* args[i] = xlate<xtype>((ntype)arg<i>), by the D library's
		 * translators (dlib/), when the probe declares an xtype. */
		p->argtypes[i] = dt_strdup(a->ntype);
		if (a->xtype)
			p->xargtypes[i] = dt_strdup(a->xtype);
		p->argsize[i] = 8;
	}
}

/* ------------------------------------------------- prologue building blocks */

void dt_st_emit(struct dt_st *b, struct bpf_insn insn)
{
	/* prologues are a few dozen instructions: more is a bug */
	if (b->n >= DT_ST_MAXINSNS)
		abort();
	b->insns[b->n++] = insn;
}

void dt_st_ctx(struct dt_st *b, int dst, int k)
{
	dt_st_emit(b, LDX_MEM(BPF_DW, BPF_REG_0, BPF_REG_9, (int16_t)(8 * k)));
	dt_st_emit(b, STX_MEM(BPF_DW, BPF_REG_8, BPF_REG_0, SLOT(dst)));
}

void dt_st_load(struct dt_st *b, int dst, int src, int off, int size)
{
	dt_st_emit(b, LDX_MEM(BPF_DW, BPF_REG_3, BPF_REG_8, SLOT(src)));
	dt_st_emit(b, ALU64_IMM(BPF_ADD, BPF_REG_3, off));
	/* a short read leaves the upper bytes zero: the value is zero-extended */
	dt_st_emit(b, ST_MEM(BPF_DW, BPF_REG_8, SLOT(dst), 0));
	dt_st_emit(b, MOV64_REG(BPF_REG_1, BPF_REG_8));
	dt_st_emit(b, ALU64_IMM(BPF_ADD, BPF_REG_1, SLOT(dst)));
	dt_st_emit(b, MOV64_IMM(BPF_REG_2, size));
	dt_st_emit(b, CALL_HELPER(BPF_FUNC_probe_read_kernel));
}

int dt_st_offset(const char *type, const char *path, int *size)
{
	struct dt_type *t = dt_btf_lookup(type);
	uint64_t total = 0;
	char buf[128];

	snprintf(buf, sizeof(buf), "%s", path);
	for (char *name = strtok(buf, "."); name; name = strtok(NULL, ".")) {
		uint64_t bits = 0;
		t = t ? dt_type_resolve(t) : NULL;
		if (!t || !dt_type_is_sou(t))
			return -1;
		struct dt_member *m = dt_type_member(t, name, &bits);
		if (!m || m->bits)
			return -1;
		total += bits;
		t = m->type;
	}
	if (size)
		*size = t ? (int)dt_type_size(t) : 0;
	return (int)(total / 8);
}

void dt_st_member(struct dt_st *b, int dst, int src, const char *type, const char *path)
{
	int size;
	int off = dt_st_offset(type, path, &size);
	if (off < 0 || size < 1 || size > 8) {
		/* This kernel's layout differs: the probe is refused at compile
		 * time (dt_stable_finish), no code that never runs is emitted */
		if (!b->missing[0])
			snprintf(b->missing, sizeof(b->missing), "the member %s of %s", path, type);
		dt_st_set(b, dst, 0);
		return;
	}
	dt_st_load(b, dst, src, off, size);
}

void dt_st_alu(struct dt_st *b, int dst, int op, int32_t imm)
{
	dt_st_emit(b, LDX_MEM(BPF_DW, BPF_REG_0, BPF_REG_8, SLOT(dst)));
	dt_st_emit(b, ALU64_IMM(op, BPF_REG_0, imm));
	dt_st_emit(b, STX_MEM(BPF_DW, BPF_REG_8, BPF_REG_0, SLOT(dst)));
}

void dt_st_alu_slot(struct dt_st *b, int dst, int op, int src)
{
	dt_st_emit(b, LDX_MEM(BPF_DW, BPF_REG_0, BPF_REG_8, SLOT(dst)));
	dt_st_emit(b, LDX_MEM(BPF_DW, BPF_REG_1, BPF_REG_8, SLOT(src)));
	dt_st_emit(b, ALU64_REG(op, BPF_REG_0, BPF_REG_1));
	dt_st_emit(b, STX_MEM(BPF_DW, BPF_REG_8, BPF_REG_0, SLOT(dst)));
}

void dt_st_set(struct dt_st *b, int dst, int32_t imm)
{
	dt_st_emit(b, ST_MEM(BPF_DW, BPF_REG_8, SLOT(dst), imm));
}

void dt_st_copy(struct dt_st *b, int dst, int src)
{
	dt_st_emit(b, LDX_MEM(BPF_DW, BPF_REG_0, BPF_REG_8, SLOT(src)));
	dt_st_emit(b, STX_MEM(BPF_DW, BPF_REG_8, BPF_REG_0, SLOT(dst)));
}

void dt_st_sext(struct dt_st *b, int dst, int size)
{
	int shift = 64 - 8 * size;
	dt_st_emit(b, LDX_MEM(BPF_DW, BPF_REG_0, BPF_REG_8, SLOT(dst)));
	dt_st_emit(b, ALU64_IMM(BPF_LSH, BPF_REG_0, shift));
	dt_st_emit(b, ALU64_IMM(BPF_ARSH, BPF_REG_0, shift));
	dt_st_emit(b, STX_MEM(BPF_DW, BPF_REG_8, BPF_REG_0, SLOT(dst)));
}

void dt_st_require(struct dt_st *b, int slot, int jmpop, int32_t imm)
{
	dt_st_emit(b, LDX_MEM(BPF_DW, BPF_REG_0, BPF_REG_8, SLOT(slot)));
	dt_st_emit(b, JMP_IMM(jmpop, BPF_REG_0, imm, 2));
	dt_st_emit(b, MOV64_IMM(BPF_REG_0, 0));
	dt_st_emit(b, EXIT_INSN());
}

void dt_st_require_any(struct dt_st *b, int slot, const int32_t *vals, int n)
{
	dt_st_emit(b, LDX_MEM(BPF_DW, BPF_REG_0, BPF_REG_8, SLOT(slot)));
	/* each JEQ jumps past the remaining JEQs and the return */
	for (int i = 0; i < n; i++)
		dt_st_emit(b, JMP_IMM(BPF_JEQ, BPF_REG_0, vals[i], (int16_t)(n - i - 1 + 2)));
	dt_st_emit(b, MOV64_IMM(BPF_REG_0, 0));
	dt_st_emit(b, EXIT_INSN());
}

void dt_st_require_leader(struct dt_st *b, bool want_leader)
{
	dt_st_emit(b, CALL_HELPER(BPF_FUNC_get_current_pid_tgid));
	dt_st_emit(b, MOV64_REG(BPF_REG_1, BPF_REG_0));
	dt_st_emit(b, ALU64_IMM(BPF_RSH, BPF_REG_1, 32));
	dt_st_emit(b, MOV32_REG(BPF_REG_0, BPF_REG_0));
	dt_st_emit(b, JMP_REG(want_leader ? BPF_JEQ : BPF_JNE, BPF_REG_0, BPF_REG_1, 2));
	dt_st_emit(b, MOV64_IMM(BPF_REG_0, 0));
	dt_st_emit(b, EXIT_INSN());
}

int dt_st_skip_if(struct dt_st *b, int slot, int jmpop, int32_t imm)
{
	dt_st_emit(b, LDX_MEM(BPF_DW, BPF_REG_0, BPF_REG_8, SLOT(slot)));
	dt_st_emit(b, JMP_IMM(jmpop, BPF_REG_0, imm, 0));
	return b->n - 1;
}

int dt_st_jump(struct dt_st *b)
{
	dt_st_emit(b, JA(0));
	return b->n - 1;
}

int dt_st_here(struct dt_st *b)
{
	return b->n;
}

void dt_st_patch(struct dt_st *b, int jump, int target)
{
	b->insns[jump].off = (int16_t)(target - jump - 1);
}

/* ------------------------------------------------------------- prologue */

void dt_stable_finish(struct dt_st *b, struct dt_cgbuf *cg, int nargs)
{
	/* unused argv slots read as 0 in the clauses */
	for (int i = nargs; i < DT_MAX_ARGS; i++)
		if (i == DT_ST_TMP || i == DT_ST_TMP2 || i == DT_ST_TMP3)
			dt_st_set(b, i, 0);
	if (b->missing[0])
		dt_cg_lacks(cg, b->missing);
	for (int i = 0; i < b->n; i++)
		dt_cg_emit(cg, b->insns[i]);
}

void dt_stable_prologue(struct dt_cgbuf *cg, const struct dt_probe *p)
{
	const struct dt_sprobe *sp = p->priv;
	struct dt_st *b = dt_zalloc(sizeof(*b));

	for (int i = 0; i < sp->nargs; i++) {
		if (sp->args[i].src >= 0) {
			dt_st_ctx(b, i, sp->args[i].src);
		} else if (sp->args[i].src == DT_SRC_CURTASK) {
			dt_st_emit(b, CALL_HELPER(BPF_FUNC_get_current_task));
			dt_st_emit(b, STX_MEM(BPF_DW, BPF_REG_8, BPF_REG_0, SLOT(i)));
		}
	}
	if (sp->fill)
		sp->fill(b);
	dt_stable_finish(b, cg, sp->nargs);
	free(b);
}

/* ---------------------------------------------------------------- attach */

int dt_stable_attach(dtrace_hdl_t *h, const struct dt_probe *p, int prog_fd,
		     int *fds, int maxfds, const void *data)
{
	const struct dt_sprobe *sp = p->priv;
	return dt_raw_tp_attach(h, p, sp->tp, prog_fd, fds, maxfds);
}

int dt_raw_tp_attach(dtrace_hdl_t *h, const struct dt_probe *p, const char *tp, int prog_fd,
		     int *fds, int maxfds)
{
	if (maxfds < 1)
		return dt_set_errmsg(h, "too many attachments");
	int fd = bpf_raw_tracepoint_open(tp, prog_fd);
	if (fd < 0)
		return dt_set_errmsg(h, "failed to attach to %s:%s:%s:%s: %s", p->prov, p->mod,
				     p->func, p->name, strerror(-fd));
	fds[0] = fd;
	return 1;
}

/* As DTrace declares its stable providers (proc, sched, io, ip, tcp, ...). */
const struct dt_pattr dt_stable_attr = {
	.prov = { DT_STAB_EVOLVING, DT_STAB_EVOLVING, DT_CLASS_ISA },
	.mod = { DT_STAB_PRIVATE, DT_STAB_PRIVATE, DT_CLASS_UNKNOWN },
	.func = { DT_STAB_PRIVATE, DT_STAB_PRIVATE, DT_CLASS_UNKNOWN },
	.name = { DT_STAB_EVOLVING, DT_STAB_EVOLVING, DT_CLASS_ISA },
	.args = { DT_STAB_EVOLVING, DT_STAB_EVOLVING, DT_CLASS_ISA },
};
