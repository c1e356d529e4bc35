/*
 * ELF symbol tables, load segments and stapsdt notes (libelf), and the
 * files a process maps (/proc/PID/maps): what the pid and USDT providers
 * need to turn "module:function" or a USDT note into a uprobe file offset.
 */
#include <errno.h>
#include <fcntl.h>
#include <gelf.h>
#include <libelf.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "core/dt_impl.h"
#include "prov/elfobj.h"
#include "prov/prov.h"

#define SDT_NOTE_TYPE 3
#define SDT_NOTE_NAME "stapsdt"
#define SDT_BASE_SECTION ".stapsdt.base"

static void add_sym(struct dt_elf *e, int *cap, const char *name, uint64_t addr, uint64_t size)
{
	if (e->nsyms == *cap) {
		*cap = *cap ? *cap * 2 : 256;
		e->syms = dt_realloc(e->syms, sizeof(*e->syms) * (size_t)*cap);
	}
	struct dt_elf_sym *s = &e->syms[e->nsyms++];
	s->name = dt_strdup(name);
	s->addr = addr;
	s->size = size;
}

static void read_symtab(struct dt_elf *e, Elf *elf, Elf_Scn *scn, GElf_Shdr *sh, int *cap)
{
	Elf_Data *data = elf_getdata(scn, NULL);
	if (!data || sh->sh_entsize == 0)
		return;
	size_t n = sh->sh_size / sh->sh_entsize;
	for (size_t i = 0; i < n; i++) {
		GElf_Sym sym;
		if (!gelf_getsym(data, (int)i, &sym))
			continue;
		int type = GELF_ST_TYPE(sym.st_info);
		if ((type != STT_FUNC && type != STT_GNU_IFUNC) || sym.st_shndx == SHN_UNDEF ||
		    sym.st_value == 0)
			continue;
		const char *name = elf_strptr(elf, sh->sh_link, sym.st_name);
		if (name && *name)
			add_sym(e, cap, name, sym.st_value, sym.st_size);
	}
}

static int sym_cmp(const void *a, const void *b)
{
	const struct dt_elf_sym *x = a, *y = b;
	if (x->addr != y->addr)
		return x->addr < y->addr ? -1 : 1;
	return strcmp(x->name, y->name);
}

/* .symtab and .dynsym overlap: keep one entry per (address, name). */
static void sort_syms(struct dt_elf *e)
{
	if (e->nsyms == 0)
		return;
	qsort(e->syms, (size_t)e->nsyms, sizeof(*e->syms), sym_cmp);
	int out = 1;
	for (int i = 1; i < e->nsyms; i++) {
		if (sym_cmp(&e->syms[i], &e->syms[out - 1]) == 0) {
			free(e->syms[i].name);
			continue;
		}
		e->syms[out++] = e->syms[i];
	}
	e->nsyms = out;
}

static void read_segments(struct dt_elf *e, Elf *elf)
{
	size_t n;
	if (elf_getphdrnum(elf, &n) != 0)
		return;
	e->segs = dt_zalloc(sizeof(*e->segs) * (n ? n : 1));
	for (size_t i = 0; i < n; i++) {
		GElf_Phdr ph;
		if (!gelf_getphdr(elf, (int)i, &ph) || ph.p_type != PT_LOAD)
			continue;
		struct dt_elf_seg *s = &e->segs[e->nsegs++];
		s->vaddr = ph.p_vaddr;
		s->memsz = ph.p_memsz;
		s->offset = ph.p_offset;
	}
}

/* Note descriptor: pc, base, semaphore (each an address), then the
 * provider, name and argument strings.  When the file was prelinked the
 * link-time .stapsdt.base differs from the note's base: shift by it. */
static void read_sdt_notes(struct dt_elf *e, Elf_Data *data, int64_t base_shift)
{
	size_t off = 0, name_off, desc_off;
	GElf_Nhdr nh;
	int cap = 0;

	while ((off = gelf_getnote(data, off, &nh, &name_off, &desc_off)) > 0) {
		const char *name = (const char *)data->d_buf + name_off;
		const char *desc = (const char *)data->d_buf + desc_off;
		if (nh.n_type != SDT_NOTE_TYPE || nh.n_namesz != sizeof(SDT_NOTE_NAME) ||
		    memcmp(name, SDT_NOTE_NAME, sizeof(SDT_NOTE_NAME)) != 0 ||
		    nh.n_descsz < 3 * 8 + 3)
			continue;
		uint64_t addr[3];
		memcpy(addr, desc, sizeof(addr));
		const char *strs = desc + sizeof(addr), *end = desc + nh.n_descsz;
		const char *prov = strs;
		const char *pname = prov + strnlen(prov, (size_t)(end - prov)) + 1;
		if (pname >= end)
			continue;
		const char *args = pname + strnlen(pname, (size_t)(end - pname)) + 1;
		if (args > end)
			continue;
		if (e->nnotes == cap) {
			cap = cap ? cap * 2 : 16;
			e->notes = dt_realloc(e->notes, sizeof(*e->notes) * (size_t)cap);
		}
		struct dt_sdt_note *n = &e->notes[e->nnotes++];
		n->provider = dt_strndup(prov, (size_t)(end - prov));
		n->name = dt_strndup(pname, (size_t)(end - pname));
		n->args = args < end ? dt_strndup(args, (size_t)(end - args)) : dt_strdup("");
		n->pc = addr[0] + (uint64_t)base_shift;
		n->semaphore = addr[2] ? addr[2] + (uint64_t)base_shift : 0;
		/* addr[1] is the link-time base: used below via base_shift */
	}
}

static void read_sections(struct dt_elf *e, Elf *elf)
{
	size_t shstrndx;
	int cap = 0;
	Elf_Scn *scn = NULL;
	Elf_Data *notes = NULL;
	uint64_t base_addr = 0;
	bool have_base = false;

	if (elf_getshdrstrndx(elf, &shstrndx) != 0)
		return;
	while ((scn = elf_nextscn(elf, scn)) != NULL) {
		GElf_Shdr sh;
		if (!gelf_getshdr(scn, &sh))
			continue;
		const char *name = elf_strptr(elf, shstrndx, sh.sh_name);
		if (sh.sh_type == SHT_SYMTAB || sh.sh_type == SHT_DYNSYM)
			read_symtab(e, elf, scn, &sh, &cap);
		else if (sh.sh_type == SHT_NOTE && name && strcmp(name, ".note.stapsdt") == 0)
			notes = elf_getdata(scn, NULL);
		else if (name && strcmp(name, SDT_BASE_SECTION) == 0) {
			base_addr = sh.sh_addr;
			have_base = true;
		}
	}
	if (notes) {
		/* The shift is the same for every note of a file: compute it from
		 * the first note's recorded base. */
		int64_t shift = 0;
		GElf_Nhdr nh;
		size_t name_off, desc_off;
		if (have_base && gelf_getnote(notes, 0, &nh, &name_off, &desc_off) > 0 &&
		    nh.n_descsz >= 16) {
			uint64_t rec_base;
			memcpy(&rec_base, (const char *)notes->d_buf + desc_off + 8, 8);
			if (rec_base)
				shift = (int64_t)(base_addr - rec_base);
		}
		read_sdt_notes(e, notes, shift);
	}
	sort_syms(e);
}

struct dt_elf *dt_elf_open(const char *path)
{
	if (elf_version(EV_CURRENT) == EV_NONE)
		return NULL;
	int fd = open(path, O_RDONLY | O_CLOEXEC);
	if (fd < 0)
		return NULL;
	Elf *elf = elf_begin(fd, ELF_C_READ, NULL);
	if (!elf || elf_kind(elf) != ELF_K_ELF) {
		if (elf)
			elf_end(elf);
		close(fd);
		return NULL;
	}
	struct dt_elf *e = dt_zalloc(sizeof(*e));
	e->path = dt_strdup(path);
	GElf_Ehdr eh;
	if (gelf_getehdr(elf, &eh))
		e->entry = eh.e_entry;
	read_segments(e, elf);
	read_sections(e, elf);
	elf_end(elf);
	close(fd);
	return e;
}

void dt_elf_close(struct dt_elf *e)
{
	if (!e)
		return;
	for (int i = 0; i < e->nsyms; i++)
		free(e->syms[i].name);
	for (int i = 0; i < e->nnotes; i++) {
		free(e->notes[i].provider);
		free(e->notes[i].name);
		free(e->notes[i].args);
	}
	free(e->syms);
	free(e->segs);
	free(e->notes);
	free(e->path);
	free(e);
}

int dt_elf_vaddr_to_offset(const struct dt_elf *e, uint64_t vaddr, uint64_t *offset)
{
	for (int i = 0; i < e->nsegs; i++) {
		const struct dt_elf_seg *s = &e->segs[i];
		if (vaddr >= s->vaddr && vaddr < s->vaddr + s->memsz) {
			*offset = vaddr - s->vaddr + s->offset;
			return 0;
		}
	}
	return -1;
}

ssize_t dt_elf_read_code(const struct dt_elf *e, uint64_t vaddr, void *buf, size_t len)
{
	uint64_t off;
	if (dt_elf_vaddr_to_offset(e, vaddr, &off) < 0)
		return -1;
	int fd = open(e->path, O_RDONLY | O_CLOEXEC);
	if (fd < 0)
		return -1;
	size_t got = 0;
	while (got < len) {
		ssize_t r = pread(fd, (char *)buf + got, len - got, (off_t)(off + got));
		if (r < 0 && errno == EINTR)
			continue;
		if (r <= 0)
			break;
		got += (size_t)r;
	}
	close(fd);
	return (ssize_t)got;
}

const struct dt_elf_sym *dt_elf_sym_at(const struct dt_elf *e, uint64_t addr)
{
	const struct dt_elf_sym *best = NULL;
	for (int i = 0; i < e->nsyms; i++) {
		const struct dt_elf_sym *s = &e->syms[i];
		if (s->addr > addr)
			break;
		if (addr < s->addr + (s->size ? s->size : 1))
			best = s;
	}
	return best;
}

/* ------------------------------------------------------------ processes */

bool dt_maps_parse_line(const char *line, struct dt_mapping *m)
{
	unsigned long long start, end, off;
	char perms[8];
	int pathpos = 0;

	if (sscanf(line, "%llx-%llx %7s %llx %*s %*s %n", &start, &end, perms, &off,
		   &pathpos) < 4 || pathpos == 0)
		return false;
	const char *path = line + pathpos;
	if (*path != '/')
		return false;
	size_t len = strcspn(path, "\n");
	/* Files replaced on disk show as "/path (deleted)": not traceable. */
	if (len > 10 && strncmp(path + len - 10, " (deleted)", 10) == 0)
		return false;
	m->start = start;
	m->end = end;
	m->offset = off;
	m->exec = perms[2] == 'x';
	m->path = dt_strndup(path, len);
	return true;
}

int dt_proc_objects(int pid, struct dt_mapping **objs, char **main_path)
{
	char fn[64], line[PATH_MAX + 128];
	snprintf(fn, sizeof(fn), "/proc/%d/maps", pid);
	FILE *f = fopen(fn, "re");
	if (!f)
		return -1;
	struct dt_mapping *v = NULL;
	int n = 0, cap = 0;
	while (fgets(line, sizeof(line), f)) {
		struct dt_mapping m;
		if (!dt_maps_parse_line(line, &m))
			continue;
		bool seen = false;
		for (int i = 0; i < n && !seen; i++)
			seen = strcmp(v[i].path, m.path) == 0;
		if (seen) {
			free(m.path);
			continue;
		}
		if (n == cap) {
			cap = cap ? cap * 2 : 16;
			v = dt_realloc(v, sizeof(*v) * (size_t)cap);
		}
		v[n++] = m;
	}
	fclose(f);
	if (main_path) {
		char buf[PATH_MAX];
		snprintf(fn, sizeof(fn), "/proc/%d/exe", pid);
		ssize_t l = readlink(fn, buf, sizeof(buf) - 1);
		*main_path = l > 0 ? dt_strndup(buf, (size_t)l) : NULL;
	}
	*objs = v;
	return n;
}

void dt_proc_objects_free(struct dt_mapping *objs, int n, char *main_path)
{
	for (int i = 0; i < n; i++)
		free(objs[i].path);
	free(objs);
	free(main_path);
}

const char *dt_basename(const char *path)
{
	const char *s = strrchr(path, '/');
	return s ? s + 1 : path;
}

bool dt_module_matches(const char *path, bool is_main, const char *pattern)
{
	if (!pattern || !*pattern)
		return true;
	if (is_main && dt_gmatch("a.out", pattern))
		return true;
	const char *base = dt_basename(path);
	if (dt_gmatch(base, pattern))
		return true;
	char buf[PATH_MAX];
	const char *so = strstr(base, ".so");
	if (so) {
		snprintf(buf, sizeof(buf), "%.*s", (int)(so + 3 - base), base);
		if (dt_gmatch(buf, pattern))
			return true;
	}
	const char *dot = strchr(base, '.');
	if (dot && dot != base) {
		snprintf(buf, sizeof(buf), "%.*s", (int)(dot - base), base);
		if (dt_gmatch(buf, pattern))
			return true;
	}
	return false;
}

bool dt_module_select(const char *path, bool is_main, char *pattern, size_t len)
{
	const char *base = dt_basename(path);
	bool full = pattern[0] == '/' && dt_gmatch(path, pattern);
	if (!full && !dt_module_matches(path, is_main, pattern))
		return false;
	if (*pattern && !dt_gmatch(base, pattern))
		snprintf(pattern, len, "%s", base);
	return true;
}

int dt_elf_symbol_value(const char *path, const char *name, uint64_t *value)
{
	if (elf_version(EV_CURRENT) == EV_NONE)
		return -1;
	int fd = open(path, O_RDONLY | O_CLOEXEC);
	if (fd < 0)
		return -1;
	Elf *elf = elf_begin(fd, ELF_C_READ, NULL);
	int rc = -1;
	/* .symtab first: it has the local (static) symbols */
	for (int pass = 0; pass < 2 && rc < 0 && elf; pass++) {
		Elf_Scn *scn = NULL;
		GElf_Shdr sh;
		while (rc < 0 && (scn = elf_nextscn(elf, scn)) != NULL) {
			Elf_Data *d;
			if (!gelf_getshdr(scn, &sh) || sh.sh_entsize == 0 ||
			    sh.sh_type != (pass == 0 ? SHT_SYMTAB : SHT_DYNSYM) ||
			    !(d = elf_getdata(scn, NULL)))
				continue;
			for (size_t i = 0; i < sh.sh_size / sh.sh_entsize; i++) {
				GElf_Sym s;
				const char *nm;
				if (!gelf_getsym(d, (int)i, &s) || s.st_shndx == SHN_UNDEF ||
				    !(nm = elf_strptr(elf, sh.sh_link, s.st_name)) ||
				    strcmp(nm, name) != 0)
					continue;
				*value = s.st_value;
				rc = 0;
				break;
			}
		}
	}
	if (elf)
		elf_end(elf);
	close(fd);
	return rc;
}
