/*
 * User symbols: /proc/PID/maps says which file (and file offset) an
 * address is in; the file's program headers turn the offset into an ELF
 * address; its .symtab names the function there -- else the .symtab of its
 * separate debug file (usym_debug.c: build-id, debuglink, debuginfod), else
 * its .dynsym.  C++ names print demangled (usym_demangle.c); an address in
 * no file is looked up in the process's JIT map (usym_jit.c).
 *
 * Symbol tables are cached per file (per build-id: one file mapped by two
 * paths is read once) for the life of the handle, and each (file,
 * address) looked up in a direct-mapped cache, since a profile
 * symbolises the same few hundred addresses over and over; the mappings of
 * the last few processes are cached until dt_usym_flush(), re-read when an
 * address is in none of them.  A -c target's mappings are grabbed before it
 * runs, so its stacks symbolise even after it exits.
 */
#include <fcntl.h>
#include <gelf.h>
#include <inttypes.h>
#include <libelf.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "core/dt_impl.h"
#include "prov/usym.h"
#include "prov/usym_impl.h"

struct umap {
	uint64_t start, end, offset;
	struct uobj *obj;	/* NULL: anonymous, [stack], [vdso] ... */
};

struct uproc {
	int pid;
	struct umap *maps;
	size_t nmaps;
};

#define NPROCS 8
#define NHITS 4096	/* (file, address) -> symbol cache entries */

struct uhit {
	const struct uobj *obj;
	uint64_t va;
	const struct usym *sym;
};

/* A handle's caches (h->usym, made on first use; process-wide with no
 * handle entered). */
struct dt_usymstate {
	struct uobj *objs;
	struct uproc procs[NPROCS];
	unsigned next_proc;
	struct uhit *hits;	/* NHITS, made on first lookup */
	void *jit;		/* usym_jit.c's maps */
};

static struct dt_usymstate process_usym;

static struct dt_usymstate *us(void)
{
	return DT_HDL_STATE(usym, &process_usym);
}

static int sym_cmp(const void *a, const void *b)
{
	const struct usym *x = a, *y = b;

	return x->addr < y->addr ? -1 : x->addr > y->addr;
}

static void read_symtab(struct uobj *o, Elf *e, Elf_Scn *scn, GElf_Shdr *sh)
{
	Elf_Data *d = elf_getdata(scn, NULL);
	size_t n = sh->sh_entsize ? sh->sh_size / sh->sh_entsize : 0;

	if (!d || n == 0)
		return;
	o->syms = dt_realloc(o->syms, (o->nsyms + n) * sizeof(*o->syms));
	for (size_t i = 0; i < n; i++) {
		GElf_Sym s;
		if (!gelf_getsym(d, (int)i, &s) || GELF_ST_TYPE(s.st_info) != STT_FUNC ||
		    s.st_shndx == SHN_UNDEF || s.st_value == 0)
			continue;
		const char *name = elf_strptr(e, sh->sh_link, s.st_name);
		if (!name || !*name)
			continue;
		/* a versioned definition (__libc_start_main@GLIBC_2.2.5 in
		 * libc's debug file) prints by its name, as in .dynsym */
		const char *at = strchr(name + 1, '@');
		o->syms[o->nsyms++] = (struct usym){ s.st_value, s.st_size,
			at ? dt_strndup(name, (size_t)(at - name)) : dt_strdup(name), NULL };
	}
}

/* e's symbol table section of type (SHT_SYMTAB, SHT_DYNSYM); NULL: none. */
static Elf_Scn *find_symtab(Elf *e, Elf64_Word type, GElf_Shdr *sh)
{
	Elf_Scn *scn = NULL;

	while ((scn = elf_nextscn(e, scn)) != NULL)
		if (gelf_getshdr(scn, sh) && sh->sh_type == type)
			return scn;
	return NULL;
}

/* The .symtab of the file's separate debug file, when there is one. */
static bool read_debug_symtab(struct uobj *o, Elf *e)
{
	char *found = NULL;
	int fd = dt_usym_debug_open(o->path, e, &found);
	bool got = false;

	if (fd < 0)
		return false;
	Elf *d = elf_begin(fd, ELF_C_READ, NULL);
	GElf_Shdr sh;
	Elf_Scn *scn = d ? find_symtab(d, SHT_SYMTAB, &sh) : NULL;
	if (scn) {
		read_symtab(o, d, scn, &sh);
		got = o->nsyms > 0;
	}
	if (d)
		elf_end(d);
	close(fd);
	if (got)
		o->debugpath = found;
	else
		free(found);
	return got;
}

/* A file already read with o's build-id. */
static struct uobj *same_file(const struct uobj *o)
{
	if (o->build_id_len == 0)
		return NULL;
	for (struct uobj *x = us()->objs; x; x = x->next)
		if (x != o && x->ok && x->symsrc == x && x->build_id_len == o->build_id_len &&
		    memcmp(x->build_id, o->build_id, o->build_id_len) == 0)
			return x;
	return NULL;
}

static void load_obj(struct uobj *o)
{
	int fd = open(o->path, O_RDONLY | O_CLOEXEC);
	Elf *e;

	if (fd < 0)
		return;
	elf_version(EV_CURRENT);
	e = elf_begin(fd, ELF_C_READ, NULL);
	if (e && elf_kind(e) == ELF_K_ELF) {
		size_t nph = 0;
		GElf_Shdr sh;
		Elf_Scn *scn;

		o->ok = true;
		o->symsrc = o;
		o->build_id_len = dt_usym_build_id(e, o->build_id, sizeof(o->build_id));
		struct uobj *same = same_file(o);
		elf_getphdrnum(e, &nph);
		o->loads = dt_zalloc((nph ? nph : 1) * sizeof(*o->loads));
		for (size_t i = 0; i < nph; i++) {
			GElf_Phdr ph;
			if (gelf_getphdr(e, (int)i, &ph) && ph.p_type == PT_LOAD)
				o->loads[o->nloads++] = (struct uphdr){ ph.p_offset, ph.p_vaddr,
									ph.p_filesz };
		}
		/* .symtab has every function; stripped files keep .dynsym, and
		 * the full table is in their debug file, if installed. */
		if (same) {
			o->symsrc = same;
			o->syms = same->syms;
			o->nsyms = same->nsyms;
		} else if ((scn = find_symtab(e, SHT_SYMTAB, &sh)) != NULL)
			read_symtab(o, e, scn, &sh);
		if (!same && o->nsyms == 0 && !read_debug_symtab(o, e) &&
		    (scn = find_symtab(e, SHT_DYNSYM, &sh)) != NULL)
			read_symtab(o, e, scn, &sh);
		/* a static stripped binary has none at all */
		if (!same && o->nsyms > 0)
			qsort(o->syms, o->nsyms, sizeof(*o->syms), sym_cmp);
	}
	if (e)
		elf_end(e);
	close(fd);
}

static struct uobj *get_obj(const char *path)
{
	for (struct uobj *o = us()->objs; o; o = o->next)
		if (strcmp(o->path, path) == 0)
			return o;
	struct uobj *o = dt_zalloc(sizeof(*o));
	o->path = dt_strdup(path);
	o->next = us()->objs;
	us()->objs = o;
	load_obj(o);
	return o;
}

static void free_proc(struct uproc *p)
{
	free(p->maps);
	memset(p, 0, sizeof(*p));
}

/* Reads the mappings of pid into p (false when the process is gone). */
static bool read_maps(struct uproc *p, int pid)
{
	char fn[64], line[4096];
	snprintf(fn, sizeof(fn), "/proc/%d/maps", pid);
	FILE *f = fopen(fn, "re");
	if (!f)
		return false;
	size_t cap = 0;

	free_proc(p);
	p->pid = pid;
	while (fgets(line, sizeof(line), f)) {
		unsigned long long start, end, off;
		char perms[8];
		int pathpos = 0;

		if (sscanf(line, "%llx-%llx %7s %llx %*s %*s %n", &start, &end, perms, &off,
			   &pathpos) < 4)
			continue;
		char *path = pathpos ? line + pathpos : line + strlen(line);
		path[strcspn(path, "\n")] = '\0';
		if (p->nmaps == cap) {
			cap = cap ? cap * 2 : 64;
			p->maps = dt_realloc(p->maps, cap * sizeof(*p->maps));
		}
		p->maps[p->nmaps++] = (struct umap){ start, end, off,
						     path[0] == '/' ? get_obj(path) : NULL };
	}
	fclose(f);
	if (!p->maps)	/* a process with no mappings: a kernel thread */
		p->maps = dt_zalloc(sizeof(*p->maps));
	return true;
}

/* Slot 0 keeps the grabbed target; the others are reused in turn. */
static struct uproc *get_proc(int pid, bool refresh)
{
	struct uproc *p = NULL;

	for (unsigned i = 0; i < NPROCS && !p; i++)
		if (us()->procs[i].pid == pid && us()->procs[i].maps)
			p = &us()->procs[i];
	if (p && !refresh)
		return p;
	if (!p) {
		p = &us()->procs[1 + us()->next_proc++ % (NPROCS - 1)];
		free_proc(p);
	}
	if (refresh) {	/* keep what we had if the process is gone now */
		struct uproc fresh = { 0 };
		if (read_maps(&fresh, pid)) {
			free_proc(p);
			*p = fresh;
		}
		return p;
	}
	return read_maps(p, pid) ? p : NULL;
}

int dt_usym_target(void)
{
	return us()->procs[0].pid;
}

void dt_usym_grab(int pid)
{
	free_proc(&us()->procs[0]);
	if (pid > 0)
		read_maps(&us()->procs[0], pid);
}

void dt_usym_flush(void)
{
	for (unsigned i = 0; i < NPROCS; i++)
		free_proc(&us()->procs[i]);
}

static const char *basename_of(const char *path)
{
	const char *s = strrchr(path, '/');
	return s ? s + 1 : path;
}

/* The function containing ELF address va, else the nearest one below it
 * when it has no size (hand-written assembly). */
static const struct usym *find_sym(const struct uobj *o, uint64_t va)
{
	size_t lo = 0, hi = o->nsyms;

	while (lo < hi) {
		size_t mid = (lo + hi) / 2;
		if (o->syms[mid].addr <= va)
			lo = mid + 1;
		else
			hi = mid;
	}
	/* Of several symbols at one address, prefer one that covers va. */
	for (size_t i = lo; i-- > 0 && lo - i <= 8;) {
		const struct usym *s = &o->syms[i];
		if (va < s->addr + s->size || (s->size == 0 && i + 1 == lo))
			return s;
	}
	return NULL;
}

/* The mapping of pid holding addr; NULL: none (or the process is gone). */
static const struct umap *map_at(int pid, uint64_t addr)
{
	struct uproc *p = pid > 0 ? get_proc(pid, false) : NULL;

	for (int pass = 0; pass < 2 && p; pass++) {
		/* not mapped when we looked: maybe since (dlopen) */
		if (pass)
			p = get_proc(pid, true);
		for (size_t i = 0; i < p->nmaps; i++)
			if (addr >= p->maps[i].start && addr < p->maps[i].end)
				return &p->maps[i];
	}
	return NULL;
}

struct uobj *dt_usym_obj_at(int pid, uint64_t addr, uint64_t *va)
{
	const struct umap *m = map_at(pid, addr);

	if (!m || !m->obj || !m->obj->ok)
		return NULL;
	uint64_t foff = addr - m->start + m->offset;
	for (size_t i = 0; i < m->obj->nloads; i++) {
		const struct uphdr *ph = &m->obj->loads[i];
		if (foff >= ph->offset && foff < ph->offset + ph->filesz) {
			*va = foff - ph->offset + ph->vaddr;
			return m->obj;
		}
	}
	*va = 0;
	return m->obj;
}

/* find_sym through the (file, address) cache. */
static const struct usym *lookup(const struct uobj *o, uint64_t va)
{
	struct dt_usymstate *u = us();

	if (!u->hits)
		u->hits = dt_zalloc(NHITS * sizeof(*u->hits));
	uint64_t h = (va ^ (uint64_t)(uintptr_t)o) * 0x9e3779b97f4a7c15ull;
	struct uhit *hit = &u->hits[h >> 52];	/* NHITS = 2^12 */
	if (hit->obj != o || hit->va != va)
		*hit = (struct uhit){ o, va, find_sym(o, va) };
	return hit->sym;
}

/* A symbol's name as printed: demangled unless -x nodemangle. */
static const char *shown_name(const struct usym *cs)
{
	struct usym *s = (struct usym *)cs;	/* the cache of its demangled form */

	if (s->name[0] != '_' || s->name[1] != 'Z')
		return s->name;
	if (dt_opt_isset(dt_hdl_current(), OPT_nodemangle))
		return s->name;
	if (!s->shown) {
		s->shown = dt_usym_demangle(s->name);
		if (!s->shown)
			s->shown = dt_strdup(s->name);
	}
	return s->shown;
}

const char *dt_usym_format(int pid, uint64_t addr, enum dt_usym_form form,
			   char *buf, size_t len)
{
	uint64_t va = 0;
	struct uobj *o = dt_usym_obj_at(pid, addr, &va);

	if (!o) {
		/* code in no file: a JIT's, named in /tmp/perf-PID.map */
		const char *jit;
		uint64_t off = 0;
		if (form != DT_USYM_MOD && (jit = dt_usym_jit_sym(&us()->jit, pid, addr, &off)))
			snprintf(buf, len, form == DT_USYM_ADDR && off ? "%s+0x%" PRIx64 : "%s",
				 jit, off);
		else
			snprintf(buf, len, "0x%" PRIx64, addr);
		return buf;
	}
	const char *mod = basename_of(o->path);
	if (form == DT_USYM_MOD) {
		snprintf(buf, len, "%s", mod);
		return buf;
	}
	const struct usym *s = va ? lookup(o->symsrc, va) : NULL;
	if (s && form == DT_USYM_ADDR && va > s->addr)
		snprintf(buf, len, "%s`%s+0x%" PRIx64, mod, shown_name(s), va - s->addr);
	else if (s)
		snprintf(buf, len, "%s`%s", mod, shown_name(s));
	else
		snprintf(buf, len, "%s`0x%" PRIx64, mod, addr);
	return buf;
}

void dt_usym_print_stack(FILE *out, int pid, const void *pcs, size_t npcs,
			 int indent, int fwidth)
{
	char buf[512];

	fputc('\n', out);
	for (size_t i = 0; i < npcs; i++) {
		uint64_t pc;
		memcpy(&pc, (const char *)pcs + i * 8, 8);	/* records are packed */
		if (pc == 0)
			break;
		fprintf(out, "%*s%*s\n", indent, "", fwidth,
			dt_usym_format(pid, pc, DT_USYM_ADDR, buf, sizeof(buf)));
	}
}

void dt_usym_print_ustack(FILE *out, int pid, const void *pcs, size_t npcs,
			  const void *copy, size_t copylen, int indent)
{
	size_t nfp = 0;
	uint64_t pc;

	while (nfp < npcs && (memcpy(&pc, (const char *)pcs + nfp * 8, 8), pc != 0))
		nfp++;
	if (!copy || npcs == 0) {
		dt_usym_print_stack(out, pid, pcs, npcs, indent, 0);
		return;
	}
	/* the kernel's frame-pointer walk is complete when the CFI finds no
	 * more: it stays where CFI is missing or stops early */
	uint64_t *cfi = dt_zalloc((npcs + 1) * sizeof(*cfi));
	size_t n = dt_uunwind(pid, copy, copylen, cfi, npcs);
	if (n > nfp)
		dt_usym_print_stack(out, pid, cfi, npcs, indent, 0);
	else
		dt_usym_print_stack(out, pid, pcs, npcs, indent, 0);
	free(cfi);
}

void dt_usym_free(dtrace_hdl_t *h)
{
	struct dt_usymstate *u = h->usym;
	if (!u)
		return;
	for (unsigned i = 0; i < NPROCS; i++)
		free_proc(&u->procs[i]);
	free(u->hits);
	dt_usym_jit_free(u->jit);
	for (struct uobj *o = u->objs, *n; o; o = n) {
		n = o->next;
		for (size_t i = 0; o->symsrc == o && i < o->nsyms; i++) {
			free(o->syms[i].name);
			free(o->syms[i].shown);
		}
		if (o->symsrc != o)
			o->syms = NULL;	/* the other file's */
		free(o->debugpath);
		dt_uunwind_free(o->cfi);
		free(o->syms);
		free(o->loads);
		free(o->path);
		free(o);
	}
	free(u);
	h->usym = NULL;
}
