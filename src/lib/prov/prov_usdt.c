/*
 * USDT: probes from the stapsdt ELF notes that <sys/sdt.h> emits, named
 * <provider><PID>:<module>:<function>:<name> (a "__" in the note's name is
 * a "-" in DTrace's), created when a description names them.  A probe
 * with several sites (a macro expanded more than once in one function)
 * is one uprobe per site; the prologue picks the site's argument specs by
 * the instruction pointer.  Semaphores are kept raised by the kernel
 * (uprobe ref_ctr_offset) for as long as the probe's perf_event fd lives.
 */
#include <ctype.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bpf/emit.h"
#include "prov/anyproc.h"
#include "prov/elfobj.h"
#include "prov/ldpath.h"
#include "prov/prov.h"
#include "prov/sdt_decl.h"
#include "prov/uprobe.h"

static const struct dt_provider_ops usdt_ops;

/* Split "myprov1234" into its provider pattern and pid; false when the
 * name does not end in a pid (or is the pid provider's). */
static bool split_provider(const char *prov, char *name, size_t len, int *pid)
{
	size_t n = strlen(prov), d = n;
	while (d > 0 && isdigit((unsigned char)prov[d - 1]))
		d--;
	if (d == 0 || d == n || n - d > 9 || d >= len)
		return false;
	memcpy(name, prov, d);
	name[d] = '\0';
	if (strcmp(name, "pid") == 0)
		return false;
	*pid = atoi(prov + d);
	return *pid > 0;
}

/* Where the object is loaded: runtime address = link address + bias. */
static uint64_t load_bias(const struct dt_elf *e, const struct dt_mapping *m)
{
	for (int i = 0; i < e->nsegs; i++) {
		const struct dt_elf_seg *s = &e->segs[i];
		if (s->offset <= m->offset && m->offset < s->offset + s->memsz)
			return m->start - (s->vaddr + (m->offset - s->offset));
	}
	return 0;
}

/* Argument specs with "sym(%rip)" or "sym+8(%rip)" operands (a global
 * variable) rewritten to displacements from the site: at the probe, rip
 * is the site's address, and sym is where it is in the same object, so
 * "<sym - site + 8>(%rip)" reads it wherever the object is loaded.  A
 * symbol the file does not define leaves the spec as it is, which
 * usdt_plan refuses. */
static char *resolve_rip_symbols(const struct dt_elf *e, const char *args, uint64_t pc)
{
	size_t cap = strlen(args) * 2 + 64, o = 0;
	char *out = dt_zalloc(cap);
	const char *s = args;
	while (*s) {
		size_t l = strcspn(s, " ");
		char tok[256], sym[256];
		long long add = 0;
		int used = 0;
		uint64_t val;
		snprintf(tok, sizeof(tok), "%.*s", (int)l, s);
		char *at = strchr(tok, '@');
		const char *op = at ? at + 1 : "";
		bool is_sym = at && (isalpha((unsigned char)*op) || *op == '_' || *op == '.');
		if (is_sym && (sscanf(op, "%255[A-Za-z0-9_.$]%n", sym, &used) == 1) &&
		    (op[used] == '(' || sscanf(op + used, "%lld(%n", &add, &used) >= 1) &&
		    strstr(op, "(%rip)") && dt_elf_symbol_value(e->path, sym, &val) == 0) {
			o += (size_t)snprintf(out + o, cap - o, "%s%.*s@%lld(%%rip)", o ? " " : "",
					      (int)(at - tok), tok,
					      (long long)(val - pc) + add);
		} else {
			o += (size_t)snprintf(out + o, cap - o, "%s%s", o ? " " : "", tok);
		}
		if (o >= cap)
			o = cap - 1;
		s += l;
		while (*s == ' ')
			s++;
	}
	return out;
}

static void add_site(dtrace_hdl_t *h, const char *prov, const char *name, int pid,
		     const struct dt_elf *e, const struct dt_mapping *m,
		     const struct dt_sdt_note *n)
{
	const struct dt_elf_sym *sym = dt_elf_sym_at(e, n->pc);
	const char *func = sym ? sym->name : "";
	const char *mod = dt_basename(e->path);
	uint64_t off, sem = 0;

	if (dt_elf_vaddr_to_offset(e, n->pc, &off) < 0)
		return;
	if (n->semaphore && dt_elf_vaddr_to_offset(e, n->semaphore, &sem) < 0)
		sem = 0;
	struct dt_probe *p = dt_probe_lookup(h, prov, mod, func, name);
	if (!p) {
		p = dt_probe_add(h, &usdt_ops, prov, mod, func, name);
		p->attach = DT_ATTACH_UPROBE;
	}
	struct dt_uprobe **tail = (struct dt_uprobe **)&p->priv;
	for (; *tail; tail = &(*tail)->next) {
		if ((*tail)->offset == off && strcmp((*tail)->path, e->path) == 0)
			return;		/* provided already */
	}
	struct dt_uprobe *u = dt_zalloc(sizeof(*u));
	u->pid = pid;
	u->path = dt_strdup(e->path);
	u->offset = off;
	u->func_offset = sym ? n->pc - sym->addr : 0;
	u->ref_ctr_offset = sem;
	u->args = dt_arch_usdt_pcrel(n->args) ? resolve_rip_symbols(e, n->args, n->pc) :
						 dt_strdup(n->args);
	u->addr = m ? n->pc + load_bias(e, m) : n->pc;
	u->addr_unknown = !m;
	*tail = u;
}

/* The sites of one object (m: its mapping, NULL when not mapped yet) that
 * the description names; provider <name><pid>, or <name> for every
 * process (pid -1).  ppat matches the note's provider name, or with
 * ppat NULL field[DT_DESC_PROV] matches the probe's.  Returns whether the
 * object has a site the description names. */
static bool provide_object(dtrace_hdl_t *h, const char *path, const struct dt_mapping *m,
			   const char *ppat, int pid, char field[DT_DESC_NFIELDS][DT_DESC_FIELDLEN])
{
	char prov[DT_DESC_FIELDLEN + 16], name[DT_DESC_FIELDLEN];
	bool any = false;
	struct dt_elf *e = dt_elf_open(path);
	if (!e)
		return false;
	for (int j = 0; j < e->nnotes; j++) {
		const struct dt_sdt_note *n = &e->notes[j];
		const struct dt_elf_sym *sym = dt_elf_sym_at(e, n->pc);
		if (pid > 0)
			snprintf(prov, sizeof(prov), "%s%d", n->provider, pid);
		else
			snprintf(prov, sizeof(prov), "%s", n->provider);
		dt_sdt_probe_dname(n->name, name, sizeof(name));
		if (!(ppat ? dt_gmatch(n->provider, ppat) : dt_gmatch(prov, field[DT_DESC_PROV])) ||
		    !dt_gmatch(name, field[DT_DESC_NAME]) ||
		    !dt_gmatch(sym ? sym->name : "", field[DT_DESC_FUNC]))
			continue;
		add_site(h, prov, name, pid, e, m, n);
		any = true;
	}
	dt_elf_close(e);
	return any;
}

/* The named objects of one process; skip[] (an object without a site the
 * description names) is shared across the processes of one scan. */
static void provide_process(dtrace_hdl_t *h, int pid, const char *ppat,
			    char field[DT_DESC_NFIELDS][DT_DESC_FIELDLEN],
			    char ***skip, int *nskip)
{
	struct dt_mapping *objs;
	char *main_path;
	int nobj = dt_proc_objects(pid, &objs, &main_path);
	for (int i = 0; i < nobj; i++) {
		bool is_main = main_path && strcmp(objs[i].path, main_path) == 0, skipped = false;
		for (int k = 0; k < *nskip && !skipped; k++)
			skipped = strcmp((*skip)[k], objs[i].path) == 0;
		if (skipped ||
		    !dt_module_select(objs[i].path, is_main, field[DT_DESC_MOD], DT_DESC_FIELDLEN))
			continue;
		if (!provide_object(h, objs[i].path, &objs[i], ppat, pid, field)) {
			*skip = dt_realloc(*skip, sizeof(char *) * (size_t)(*nskip + 1));
			(*skip)[(*nskip)++] = dt_strdup(objs[i].path);
		}
	}
	if (nobj >= 0)
		dt_proc_objects_free(objs, nobj, main_path);
}

/* myprov*:...: a module by name is its files, for every process present
 * and future (provider myprov); no module (or a glob) is every running
 * process that has the provider (myprov<PID>).  See anyproc.h. */
static void provide_anyproc(dtrace_hdl_t *h, char field[DT_DESC_NFIELDS][DT_DESC_FIELDLEN])
{
	char key[DT_UPROBE_KEYLEN];
	if (dt_uprobe_provided(h, "usdt*", field, key))
		return;
	const char *mod = field[DT_DESC_MOD];
	char **paths = NULL;
	int n;
	if (mod[0] && !dt_is_glob(mod) && strcmp(mod, "a.out") != 0) {
		char want[DT_DESC_FIELDLEN];
		snprintf(want, sizeof(want), "%s", mod);
		n = dt_anyproc_files(want, &paths);
		for (int i = 0; i < n; i++) {
			snprintf(field[DT_DESC_MOD], DT_DESC_FIELDLEN, "%s", want);
			if (dt_module_select(paths[i], true, field[DT_DESC_MOD], DT_DESC_FIELDLEN))
				provide_object(h, paths[i], NULL, NULL, -1, field);
		}
	} else {
		int *pids;
		int np = dt_anyproc_pids(&pids);
		n = 0;
		for (int i = 0; i < np; i++)
			provide_process(h, pids[i], NULL, field, &paths, &n);
		free(pids);
	}
	dt_ldpath_free(paths, n);
	dt_uprobe_provided_add(h, key, field[DT_DESC_MOD]);
}

static void usdt_provide(dtrace_hdl_t *h, char field[DT_DESC_NFIELDS][DT_DESC_FIELDLEN])
{
	char ppat[DT_DESC_FIELDLEN];
	int pid;

	if (!split_provider(field[DT_DESC_PROV], ppat, sizeof(ppat), &pid)) {
		if (dt_anyproc_provider(field[DT_DESC_PROV]))
			provide_anyproc(h, field);
		return;
	}
	char key[DT_UPROBE_KEYLEN];
	if (dt_uprobe_provided(h, "usdt", field, key))
		return;
	struct dt_mapping *objs;
	char *main_path;
	int nobj = dt_proc_objects(pid, &objs, &main_path);
	if (nobj < 0) {
		dt_uprobe_provided_add(h, key, field[DT_DESC_MOD]);
		return;
	}
	bool mapped = false;
	for (int i = 0; i < nobj; i++) {
		bool is_main = main_path && strcmp(objs[i].path, main_path) == 0;
		if (!dt_module_select(objs[i].path, is_main, field[DT_DESC_MOD], DT_DESC_FIELDLEN))
			continue;
		mapped = true;
		provide_object(h, objs[i].path, &objs[i], ppat, pid, field);
	}
	/* a library the process has not loaded (yet): see ldpath.h */
	char **paths = NULL;
	int nlib = mapped ? 0 : dt_ldpath_unmapped(pid, field[DT_DESC_MOD], objs, nobj,
						    main_path, &paths);
	for (int i = 0; i < nlib; i++)
		if (dt_module_select(paths[i], false, field[DT_DESC_MOD], DT_DESC_FIELDLEN))
			provide_object(h, paths[i], NULL, ppat, pid, field);
	if (nlib > 0)
		dt_ldpath_free(paths, nlib);
	dt_proc_objects_free(objs, nobj, main_path);
	dt_uprobe_provided_add(h, key, field[DT_DESC_MOD]);
}

/* ------------------------------------------------------- argument specs */

/* Keep the low `size` bytes of r0, sign- or zero-extended. */
static void extend(struct dt_cgbuf *cg, const struct dt_usdt_arg *a)
{
	if (a->size >= 8)
		return;
	int shift = 64 - 8 * a->size;
	dt_cg_emit(cg, ALU64_IMM(BPF_LSH, BPF_REG_0, shift));
	dt_cg_emit(cg, ALU64_IMM(a->is_signed ? BPF_ARSH : BPF_RSH, BPF_REG_0, shift));
}

static void emit_arg(struct dt_cgbuf *cg, int i, const struct dt_usdt_arg *a)
{
	int16_t slot = (int16_t)(8 * i);
	switch (a->kind) {
	case DT_USDT_CONST:
		dt_cg_emit(cg, LD_IMM64_LO(BPF_REG_0, a->value));
		dt_cg_emit(cg, LD_IMM64_HI(a->value));
		break;
	case DT_USDT_REG:
		dt_cg_emit(cg, LDX_MEM(BPF_DW, BPF_REG_0, BPF_REG_9, (int16_t)a->reg));
		extend(cg, a);
		break;
	case DT_USDT_MEM:
		dt_cg_emit(cg, ST_MEM(BPF_DW, BPF_REG_8, slot, 0));
		dt_cg_emit(cg, MOV64_REG(BPF_REG_1, BPF_REG_8));
		dt_cg_emit(cg, ALU64_IMM(BPF_ADD, BPF_REG_1, slot));
		dt_cg_emit(cg, MOV64_IMM(BPF_REG_2, a->size));
		dt_cg_emit(cg, LDX_MEM(BPF_DW, BPF_REG_3, BPF_REG_9, (int16_t)a->reg));
		dt_cg_emit(cg, LD_IMM64_LO(BPF_REG_4, a->value));
		dt_cg_emit(cg, LD_IMM64_HI(a->value));
		dt_cg_emit(cg, ALU64_REG(BPF_ADD, BPF_REG_3, BPF_REG_4));
		dt_cg_emit(cg, CALL_HELPER(BPF_FUNC_probe_read_user));
		dt_cg_emit(cg, LDX_MEM(BPF_DW, BPF_REG_0, BPF_REG_8, slot));
		extend(cg, a);
		break;
	}
	dt_cg_emit(cg, STX_MEM(BPF_DW, BPF_REG_8, BPF_REG_0, slot));
}

int dt_usdt_parse_arg(const char *spec, struct dt_usdt_arg *a)
{
	char *end;
	memset(a, 0, sizeof(*a));
	long size = strtol(spec, &end, 10);
	if (end == spec || *end != '@' || (labs(size) != 1 && labs(size) != 2 &&
					   labs(size) != 4 && labs(size) != 8))
		return -1;
	a->size = (int)(size < 0 ? -size : size);
	a->is_signed = size < 0;
	return dt_arch_usdt_operand(end + 1, a);
}

/* Bytes of the spec at s: up to a space outside brackets (arm64's memory
 * operands have one: "-4@[x1, 8]"). */
static size_t spec_len(const char *s)
{
	size_t l = 0;
	int depth = 0;
	for (; s[l] && (depth > 0 || s[l] != ' '); l++)
		depth += s[l] == '[' ? 1 : s[l] == ']' ? -1 : 0;
	return l;
}

/* The next spec of a site's list ("-4@%edi 8@-16(%rbp)") into tok; false
 * at the end (or past DT_MAX_ARGS). */
static bool next_spec(const char **s, char tok[128], int i)
{
	while (**s == ' ')
		(*s)++;
	if (!**s || i >= DT_MAX_ARGS)
		return false;
	size_t l = spec_len(*s);
	snprintf(tok, 128, "%.*s", (int)l, *s);
	*s += l;
	return true;
}

/* Instructions emit_site() produces, to jump over a site's code. */
static int site_len(const char *specs)
{
	int n = 0;
	char tok[128];
	struct dt_usdt_arg a;
	for (int i = 0; next_spec(&specs, tok, i); i++)
		if (dt_usdt_parse_arg(tok, &a) == 0)
			n += a.kind == DT_USDT_CONST ? 3 :
			     a.kind == DT_USDT_REG ? 2 + (a.size < 8 ? 2 : 0) :
			     11 + (a.size < 8 ? 2 : 0);
	return n;
}

/* A spec the prologue cannot read is refused at compile time (usdt_plan),
 * so every spec here parses. */
static void emit_site(struct dt_cgbuf *cg, const char *specs)
{
	char tok[128];
	struct dt_usdt_arg a;
	for (int i = 0; next_spec(&specs, tok, i); i++)
		if (dt_usdt_parse_arg(tok, &a) == 0)
			emit_arg(cg, i, &a);
}

/* One site: its specs.  Several: compare the instruction pointer with
 * each site's address (the process's, as mapped when the probe was made;
 * for a library mapped later, the offset in the page, which mapping does
 * not change: two sites of one probe at the same page offset, which one
 * function hardly has, would both take the first one's specs). */
#define DT_PAGE_MASK 0xfff
static void usdt_prologue(struct dt_cgbuf *cg, const struct dt_probe *p)
{
	const struct dt_uprobe *u = p->priv;
	if (!u)
		return;
	if (!u->next) {
		emit_site(cg, u->args);
		return;
	}
	dt_cg_emit(cg, LDX_MEM(BPF_DW, BPF_REG_5, BPF_REG_9, dt_arch.pc));
	if (u->addr_unknown)
		dt_cg_emit(cg, ALU64_IMM(BPF_AND, BPF_REG_5, DT_PAGE_MASK));
	for (; u; u = u->next) {
		int len = site_len(u->args);
		uint64_t addr = u->addr_unknown ? u->addr & DT_PAGE_MASK : u->addr;
		dt_cg_emit(cg, LD_IMM64_LO(BPF_REG_0, addr));
		dt_cg_emit(cg, LD_IMM64_HI(addr));
		dt_cg_emit(cg, JMP_REG(BPF_JNE, BPF_REG_5, BPF_REG_0, (int16_t)len));
		emit_site(cg, u->args);
	}
}

/* args[i]'s type from the note's spec: its size and signedness ("-4@"
 * int32_t, "8@" uint64_t), the first site's (sites of one probe come
 * from one macro, with the same argument expressions). */
static void usdt_describe(dtrace_hdl_t *h, struct dt_probe *p)
{
	const struct dt_uprobe *u = p->priv;
	if (!u || !u->args)
		return;
	char tok[128];
	const char *s = u->args;
	int n = 0;
	while (next_spec(&s, tok, n))
		n++;
	if (n == 0)
		return;
	dt_probe_alloc_args(p, n);
	s = u->args;
	for (int i = 0; next_spec(&s, tok, i); i++) {
		char *end;
		long size = strtol(tok, &end, 10);
		if (end == tok || *end != '@' || (labs(size) != 1 && labs(size) != 2 &&
						 labs(size) != 4 && labs(size) != 8))
			continue;		/* "(unknown)"; usdt_plan refuses it */
		char type[16];
		snprintf(type, sizeof(type), "%sint%ld_t", size < 0 ? "" : "u", 8 * labs(size));
		p->argtypes[i] = dt_strdup(type);
		p->argsize[i] = (int)labs(size);
		p->argsigned[i] = size < 0;
	}
}

/* A site argument the prologue cannot read (an index register, a symbol
 * the object does not define, a size other than 1, 2, 4 or 8) ends the
 * compile, naming the probe and argument: reading it as 0 would be a
 * silent wrong value. */
static const struct dt_provider_ops usdt_multi_ops;

static int usdt_plan(dtrace_hdl_t *h, struct dt_probe *const *probes, int n,
		     const bool *kstack, const bool *typed, const struct dt_provider_ops **use)
{
	/* uprobe-multi links where the kernel has them: a uprobe perf
	 * event's open and close take the kernel's event_mutex */
	for (int k = 0; k < n; k++) {
		const struct dt_uprobe *u = probes[k]->priv;
		if (probes[k]->ops == &usdt_ops && use[k] == &usdt_ops && u &&
		    dt_uprobe_multi_for(u->pid))
			use[k] = &usdt_multi_ops;
	}
	for (int k = 0; k < n; k++) {
		const struct dt_probe *p = probes[k];
		if (p->ops != &usdt_ops)
			continue;
		for (const struct dt_uprobe *u = p->priv; u; u = u->next) {
			char tok[128];
			struct dt_usdt_arg a;
			const char *s = u->args;
			for (int i = 0; s && next_spec(&s, tok, i); i++) {
				if (dt_usdt_parse_arg(tok, &a) == 0)
					continue;
				dt_set_errmsg(h, "probe %s:%s:%s:%s: args[%d] is at \"%s\" "
					      "(in %s), which dtrace cannot read", p->prov,
					      p->mod, p->func, p->name, i, tok, u->path);
				return -1;
			}
		}
	}
	return 0;
}

static const struct dt_provider_ops usdt_ops = {
	.name = "usdt",
	.prog_type = BPF_PROG_TYPE_KPROBE,
	.prologue = usdt_prologue,
	.attach = dt_uprobe_attach,
	.plan = usdt_plan,
};

static const struct dt_provider_ops usdt_multi_ops = {
	.name = "usdt",
	.prog_type = BPF_PROG_TYPE_KPROBE,
	.expected_attach_type = (enum bpf_attach_type)DT_TRACE_UPROBE_MULTI,
	.prologue = usdt_prologue,
	.attach = dt_uprobe_multi_attach,
};

static const struct dt_pattr usdt_attr = {
	.prov = { DT_STAB_EVOLVING, DT_STAB_EVOLVING, DT_CLASS_ISA },
	.mod = { DT_STAB_PRIVATE, DT_STAB_PRIVATE, DT_CLASS_UNKNOWN },
	.func = { DT_STAB_PRIVATE, DT_STAB_PRIVATE, DT_CLASS_UNKNOWN },
	.name = { DT_STAB_EVOLVING, DT_STAB_EVOLVING, DT_CLASS_ISA },
	.args = { DT_STAB_EVOLVING, DT_STAB_EVOLVING, DT_CLASS_ISA },
};

const struct dt_provider dt_provider_usdt = {
	.ops = &usdt_ops,
	.attr = &usdt_attr,
	.describe = usdt_describe,
	.args_types_only = true,
	.provide = usdt_provide,
	.provide_any = true,
};
