/*
 * The pid provider: pid<PID>:<module>:<function>:entry|return|<hex offset>
 * probes, created when a description names them, on the functions of the
 * ELF objects the process maps -- or, for a module it has not loaded, on
 * the library it would dlopen() by that name (ldpath.h).  Each probe is a
 * uprobe (entry, offset) or uretprobe (return) on the object's file,
 * filtered to the process.
 */
#include <ctype.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "arch/arch.h"
#include "bpf/insn.h"
#include "core/errtags.h"
#include "prov/anyproc.h"
#include "prov/elfobj.h"
#include "prov/ldpath.h"
#include "prov/prov.h"
#include "prov/uprobe.h"
#include "prov/usym.h"

static const struct dt_provider_ops pid_ops;

/* "pid1234" -> 1234; 0 when the name is not pid<digits>. */
static int pid_of_provider(const char *prov)
{
	if (strncmp(prov, "pid", 3) != 0 || !isdigit((unsigned char)prov[3]))
		return 0;
	char *end;
	long v = strtol(prov + 3, &end, 10);
	return *end == '\0' && v > 0 && v <= 0x3fffffff ? (int)v : 0;
}

/* A probe name that is a hexadecimal offset (DTrace's strtoull base 16:
 * digits only, no 0x): its value, -1 otherwise. */
static int64_t offset_name(const char *name)
{
	if (!*name || strlen(name) > 15)
		return -1;
	for (const char *s = name; *s; s++)
		if (!isxdigit((unsigned char)*s))
			return -1;
	return (int64_t)strtoull(name, NULL, 16);
}

static void add_probe(dtrace_hdl_t *h, const char *prov, int pid, const struct dt_elf *e,
		      const struct dt_elf_sym *sym, const char *func, const char *name,
		      uint64_t off, bool ret)
{
	const char *mod = dt_basename(e->path);
	if (dt_probe_lookup(h, prov, mod, func, name))
		return;
	uint64_t foff;
	if (dt_elf_vaddr_to_offset(e, sym->addr + off, &foff) < 0)
		return;
	struct dt_probe *p = dt_probe_add(h, &pid_ops, prov, mod, func, name);
	if (strcmp(func, sym->name) != 0)
		p->func_sym = dt_strdup(sym->name);
	struct dt_uprobe *u = dt_zalloc(sizeof(*u));
	u->pid = pid;
	u->path = dt_strdup(e->path);
	u->offset = foff;
	u->func_offset = off;
	u->ret = ret;
	p->priv = u;
	p->attach = DT_ATTACH_UPROBE;
}

/* A function larger than this is not decoded for offset probes. */
#define DT_PID_MAX_FUNC (16u << 20)

/* The offsets of a function's instructions, decoded one after another
 * from its first byte as DTrace does (dt_arch_insn_len): data or padding
 * inside a function can throw the decode off, as it does DTrace's.  The
 * decode stops at bytes that are no instruction.  Returns the count, -1
 * when the function's code cannot be read. */
static int insn_offsets(const struct dt_elf *e, const struct dt_elf_sym *s, uint64_t **offs)
{
	*offs = NULL;
	if (s->size == 0 || s->size > DT_PID_MAX_FUNC)
		return -1;
	uint8_t *code = dt_zalloc(s->size);
	ssize_t got = dt_elf_read_code(e, s->addr, code, s->size);
	if (got < 0) {
		free(code);
		return -1;
	}
	int n = 0, cap = 0;
	for (uint64_t off = 0; off < (uint64_t)got;) {
		int len = dt_arch_insn_len(code + off, (size_t)got - off, s->addr + off);
		if (len <= 0)
			break;
		if (n == cap) {
			cap = cap ? 2 * cap : 64;
			*offs = dt_realloc(*offs, sizeof(uint64_t) * (size_t)cap);
		}
		(*offs)[n++] = off;
		off += (uint64_t)len;
	}
	free(code);
	return n;
}

/* One offset probe named by its hex value (pid$target:a.out:f:1a): on an
 * instruction of f, else DTrace's errors. */
static void provide_offset(dtrace_hdl_t *h, const char *prov, int pid, const struct dt_elf *e,
			   const struct dt_elf_sym *s, const char *func, const char *pname,
			   bool fglob)
{
	/* a function glob passes over symbols of no size (DTrace's
	 * dt_pid_sym_filt) */
	if (fglob && s->size == 0)
		return;
	int64_t off = offset_name(pname);
	if (off < 0) {
		dt_probe_desc_fail(h, D_PROC_NAME, "'%s' is an invalid probe name", pname);
		return;
	}
	if ((uint64_t)off >= s->size && !(off == 0 && s->size == 0)) {
		dt_probe_desc_fail(h, D_PROC_OFF, "offset 0x%llx outside of function '%s'",
				   (unsigned long long)off, func);
		return;
	}
	uint64_t *offs;
	int n = off == 0 ? 0 : insn_offsets(e, s, &offs);
	bool on = off == 0;
	for (int i = 0; i < n && !on; i++)
		on = offs[i] == (uint64_t)off;
	if (n > 0)
		free(offs);
	if (n < 0) {
		dt_probe_desc_fail(h, D_PROC_CREATEFAIL, "failed to create probe at '%s+0x%llx': "
				   "its code cannot be read from %s", func,
				   (unsigned long long)off, e->path);
		return;
	}
	if (!on) {
		dt_probe_desc_fail(h, D_PROC_ALIGN, "offset 0x%llx is not aligned on an instruction",
				   (unsigned long long)off);
		return;
	}
	add_probe(h, prov, pid, e, s, func, pname, (uint64_t)off, false);
}

/* The probes of one function a description names, by DTrace's rule
 * (dt_pid_per_sym): entry and return where the name matches them; an
 * offset when it is a literal name neither matched; and when it is a
 * glob, every instruction whose offset, in hex, it matches -- so
 * pid$target:a.out:f: lists entry, return and each instruction, while
 * pid$target:a.out:f:entry lists entry alone. */
static void provide_sym(dtrace_hdl_t *h, const char *prov, int pid, const struct dt_elf *e,
			const struct dt_elf_sym *s, const char *func, const char *pname, bool fglob)
{
	int nmatches = 0;
	if (dt_gmatch("entry", pname)) {
		add_probe(h, prov, pid, e, s, func, "entry", 0, false);
		nmatches++;
	}
	/* No return probe where the stack top is not a return address:
	 * the program's entry point (_start) never returns, and a
	 * uretprobe there would overwrite argc on the initial stack. */
	if (dt_gmatch("return", pname)) {
		if (strcmp(s->name, "_start") != 0 && !(e->entry && s->addr == e->entry))
			add_probe(h, prov, pid, e, s, func, "return", 0, true);
		nmatches++;
	}
	bool glob = !*pname || dt_is_glob(pname);
	if (!glob) {
		if (nmatches == 0)
			provide_offset(h, prov, pid, e, s, func, pname, fglob);
		return;
	}
	uint64_t *offs;
	int n = insn_offsets(e, s, &offs);
	for (int i = 0; i < n; i++) {
		char nm[32];
		snprintf(nm, sizeof(nm), "%llx", (unsigned long long)offs[i]);
		if (dt_gmatch(nm, pname))
			add_probe(h, prov, pid, e, s, func, nm, offs[i], false);
	}
	if (n > 0)
		free(offs);
}

static void provide_object(dtrace_hdl_t *h, const char *prov, int pid, const struct dt_elf *e,
			   char field[DT_DESC_NFIELDS][DT_DESC_FIELDLEN])
{
	const char *fname = field[DT_DESC_FUNC], *pname = field[DT_DESC_NAME];

	for (int i = 0; i < e->nsyms; i++) {
		const struct dt_elf_sym *s = &e->syms[i];
		/* a C++ function is named as written (demangled), and a
		 * description matches either form */
		char *dm = dt_usym_demangle(s->name);
		if (dm && strlen(dm) >= DT_DESC_FIELDLEN) {
			free(dm);
			dm = NULL;
		}
		const char *func = dm ? dm : s->name;
		if (!dt_gmatch(func, fname) && !(dm && dt_gmatch(s->name, fname))) {
			free(dm);
			continue;
		}
		provide_sym(h, prov, pid, e, s, func, pname, !*fname || dt_is_glob(fname));
		free(dm);
	}
}

/* A module the process has not loaded (yet): the library it would dlopen
 * by that name.  Its uprobes are installed when it gets mapped. */
static void provide_unmapped(dtrace_hdl_t *h, int pid, char field[DT_DESC_NFIELDS][DT_DESC_FIELDLEN],
			     const struct dt_mapping *objs, int nobjs, const char *main_path)
{
	char **paths;
	int n = dt_ldpath_unmapped(pid, field[DT_DESC_MOD], objs, nobjs, main_path, &paths);
	for (int i = 0; i < n; i++) {
		if (!dt_module_select(paths[i], false, field[DT_DESC_MOD], DT_DESC_FIELDLEN))
			continue;
		struct dt_elf *e = dt_elf_open(paths[i]);
		if (!e)
			continue;
		provide_object(h, field[DT_DESC_PROV], pid, e, field);
		dt_elf_close(e);
	}
	dt_ldpath_free(paths, n);
}

/* pid*:<module>:...: probes of provider "pid" on the module's files,
 * for every process (anyproc.h). */
static void provide_anyproc(dtrace_hdl_t *h, char field[DT_DESC_NFIELDS][DT_DESC_FIELDLEN])
{
	char key[DT_UPROBE_KEYLEN];
	if (dt_uprobe_provided(h, "pid*", field, key))
		return;
	char **paths;
	char mod[DT_DESC_FIELDLEN];
	snprintf(mod, sizeof(mod), "%s", field[DT_DESC_MOD]);
	int n = dt_anyproc_files(mod, &paths);
	for (int i = 0; i < n; i++) {
		snprintf(field[DT_DESC_MOD], DT_DESC_FIELDLEN, "%s", mod);
		struct dt_elf *e;
		if (!dt_module_select(paths[i], true, field[DT_DESC_MOD], DT_DESC_FIELDLEN) ||
		    !(e = dt_elf_open(paths[i])))
			continue;
		provide_object(h, "pid", -1, e, field);
		dt_elf_close(e);
	}
	dt_ldpath_free(paths, n);
	dt_uprobe_provided_add(h, key, field[DT_DESC_MOD]);
}

static void pid_provide(dtrace_hdl_t *h, char field[DT_DESC_NFIELDS][DT_DESC_FIELDLEN])
{
	int pid = pid_of_provider(field[DT_DESC_PROV]);
	if (!pid && strncmp(field[DT_DESC_PROV], "pid", 3) == 0 &&
	    dt_anyproc_provider(field[DT_DESC_PROV]))
		provide_anyproc(h, field);
	if (!pid)
		return;
	char key[DT_UPROBE_KEYLEN];
	if (dt_uprobe_provided(h, "pid", field, key))
		return;
	struct dt_mapping *objs;
	char *main_path;
	int n = dt_proc_objects(pid, &objs, &main_path);
	if (n < 0) {
		dt_uprobe_provided_add(h, key, field[DT_DESC_MOD]);
		return;
	}
	bool mapped = false;
	for (int i = 0; i < n; i++) {
		bool is_main = main_path && strcmp(objs[i].path, main_path) == 0;
		if (!dt_module_select(objs[i].path, is_main, field[DT_DESC_MOD], DT_DESC_FIELDLEN))
			continue;
		mapped = true;
		struct dt_elf *e = dt_elf_open(objs[i].path);
		if (!e)
			continue;
		provide_object(h, field[DT_DESC_PROV], pid, e, field);
		dt_elf_close(e);
	}
	if (!mapped)
		provide_unmapped(h, pid, field, objs, n, main_path);
	dt_proc_objects_free(objs, n, main_path);
	dt_uprobe_provided_add(h, key, field[DT_DESC_MOD]);
}

/* entry and offset probes: arg0..arg5 from the argument registers, arg6..
 * arg9 from the caller's stack (above the return address).  return
 * probes: arg1 = the return value; arg0, the offset of the return
 * instruction, is not known to a uretprobe (it fires at the caller's
 * return address) and stays 0.  Knowing it would take a uprobe on every
 * `ret` of the function, found by decoding its x86-64 instructions from
 * the symbol's start: a linear decode cannot tell code from data or
 * padding with certainty, and a breakpoint planted inside an instruction
 * corrupts the traced program; tail calls (a `jmp` out) would also need
 * probes of their own.  The uretprobe is exact about when the function
 * returns, so it stays. */
static void pid_prologue(struct dt_cgbuf *cg, const struct dt_probe *p)
{
	const struct dt_uprobe *u = p->priv;

	dt_regs_args_prologue(cg, u && u->ret, BPF_FUNC_probe_read_user);
}

static const struct dt_provider_ops pid_ops = {
	.name = "pid",
	.prog_type = BPF_PROG_TYPE_KPROBE,
	.prologue = pid_prologue,
	.attach = dt_uprobe_attach,
	.plan = dt_uprobe_multi_plan,
};

static const struct dt_pattr pid_attr = {
	.prov = { DT_STAB_EVOLVING, DT_STAB_EVOLVING, DT_CLASS_ISA },
	.mod = { DT_STAB_PRIVATE, DT_STAB_PRIVATE, DT_CLASS_UNKNOWN },
	.func = { DT_STAB_PRIVATE, DT_STAB_PRIVATE, DT_CLASS_UNKNOWN },
	.name = { DT_STAB_EVOLVING, DT_STAB_EVOLVING, DT_CLASS_ISA },
	.args = { DT_STAB_PRIVATE, DT_STAB_PRIVATE, DT_CLASS_UNKNOWN },
};

/* A return probe's arg0: the pid provider's offset of the return
 * instruction taken (the Guide).  A uretprobe runs at the return address,
 * after whichever return the function took: it is 0, and a script
 * reading it is told (as fbt's). */
static const char *pid_arg_fallback(const struct dt_probe *p, int argno)
{
	if (argno != 0 || strcmp(p->name, "return") != 0)
		return NULL;
	return "pid return probes' arg0 (the offset of the return instruction taken) is 0 "
	       "on Linux: a uretprobe runs at the return address, after the function has "
	       "returned, and does not see which return it took";
}

const struct dt_provider dt_provider_pid = {
	.arg_fallback = pid_arg_fallback,
	.ops = &pid_ops,
	.attr = &pid_attr,
	.provide = pid_provide,
	.provide_any = true,
};
