/*
 * dtrace -G: the ELF object an application links with the objects whose
 * probe sites came from the dtrace -h header.  Those objects already
 * carry the stapsdt notes the USDT provider reads, so nothing in them is
 * rewritten (DTrace rewrites its own call-based probe sites there); the
 * object only defines each declared probe's semaphore, in a writable,
 * file-backed ".probes" section as systemtap does, because the kernel's
 * uprobe reference counter (ref_ctr_offset) updates the semaphore through
 * the file mapping.  The objects are checked: ELF relocatables, and every
 * probe site of a declared provider names a declared probe.
 */
#include <errno.h>
#include <fcntl.h>
#include <gelf.h>
#include <stdlib.h>
#include <string.h>
#include <stdio.h>
#include <sys/wait.h>
#include <unistd.h>

#include "dtrace.h"
#include "prov/elfobj.h"
#include "prov/sdt_decl.h"

/* Growing string table. */
struct strtab {
	char *buf;
	size_t len;
};

static size_t strtab_add(struct strtab *t, const char *s)
{
	size_t n = strlen(s) + 1, off = t->len;
	t->buf = dt_realloc(t->buf, t->len + n);
	memcpy(t->buf + off, s, n);
	t->len += n;
	return off;
}

/* ELF class and machine of an input object, checked to be relocatable. */
static int check_object(dtrace_hdl_t *h, const char *path, GElf_Ehdr *eh)
{
	int fd = open(path, O_RDONLY | O_CLOEXEC);
	if (fd < 0)
		return dt_set_errmsg(h, "failed to open %s: %s", path, strerror(errno));
	Elf *elf = elf_begin(fd, ELF_C_READ, NULL);
	int rc = 0;
	if (!elf || elf_kind(elf) != ELF_K_ELF || !gelf_getehdr(elf, eh))
		rc = dt_set_errmsg(h, "%s is not an ELF file", path);
	else if (eh->e_type != ET_REL)
		rc = dt_set_errmsg(h, "%s is not an ELF relocatable object", path);
	if (elf)
		elf_end(elf);
	close(fd);
	return rc;
}

static const struct dt_sdt_probe *find_probe(const struct dt_sdt_provider *pv, const char *name)
{
	for (int i = 0; i < pv->nprobes; i++)
		if (strcmp(pv->probes[i].name, name) == 0)
			return &pv->probes[i];
	return NULL;
}

/* Each site of a provider the script declares must be a declared probe. */
static int check_sites(dtrace_hdl_t *h, const char *path, const struct dt_sdt_provider *provs)
{
	struct dt_elf *e = dt_elf_open(path);
	if (!e)
		return dt_set_errmsg(h, "%s is not an ELF file", path);
	int rc = 0;
	for (int i = 0; i < e->nnotes && rc == 0; i++) {
		const struct dt_sdt_note *n = &e->notes[i];
		for (const struct dt_sdt_provider *pv = provs; pv; pv = pv->next) {
			if (strcmp(pv->name, n->provider) == 0 && !find_probe(pv, n->name)) {
				char dname[256];
				dt_sdt_probe_dname(n->name, dname, sizeof(dname));
				rc = dt_set_errmsg(h, "%s: probe %s:::%s is not declared by "
						   "provider %s", path, n->provider, dname,
						   pv->name);
				break;
			}
		}
	}
	dt_elf_close(e);
	return rc;
}

static Elf_Scn *add_section(Elf *elf, struct strtab *shstr, const char *name,
			    GElf_Word type, GElf_Xword flags, void *buf, size_t size,
			    size_t align, size_t entsize)
{
	Elf_Scn *scn = elf_newscn(elf);
	Elf_Data *d = scn ? elf_newdata(scn) : NULL;
	GElf_Shdr sh;
	if (!d || !gelf_getshdr(scn, &sh))
		return NULL;
	d->d_buf = buf;
	d->d_size = size;
	d->d_align = align;
	d->d_type = ELF_T_BYTE;
	sh.sh_name = (GElf_Word)strtab_add(shstr, name);
	sh.sh_type = type;
	sh.sh_flags = flags;
	sh.sh_addralign = align;
	sh.sh_entsize = entsize;
	return gelf_update_shdr(scn, &sh) ? scn : NULL;
}

/* Write the object: .probes (the semaphores), .note.GNU-stack (no
 * executable stack wanted), .symtab, .strtab, .shstrtab. */
static int write_object(dtrace_hdl_t *h, const char *path, const GElf_Ehdr *like,
			const struct dt_sdt_provider *provs)
{
	int nsem = 0;
	for (const struct dt_sdt_provider *pv = provs; pv; pv = pv->next)
		nsem += pv->nprobes;

	struct strtab shstr = { 0 }, str = { 0 };
	strtab_add(&shstr, "");
	strtab_add(&str, "");
	/* symbols: the null one, .probes' section symbol, then the globals */
	int nsyms = 2 + nsem;
	Elf64_Sym *syms = dt_zalloc(sizeof(*syms) * (size_t)nsyms);
	unsigned short *sems = dt_zalloc(sizeof(*sems) * (size_t)(nsem ? nsem : 1));
	syms[1].st_info = ELF64_ST_INFO(STB_LOCAL, STT_SECTION);
	syms[1].st_shndx = 1;
	int k = 2;
	for (const struct dt_sdt_provider *pv = provs; pv; pv = pv->next) {
		for (int i = 0; i < pv->nprobes; i++, k++) {
			char name[1024];
			dt_sdt_semaphore_name(pv->name, pv->probes[i].name, name, sizeof(name));
			syms[k].st_name = (Elf64_Word)strtab_add(&str, name);
			syms[k].st_info = ELF64_ST_INFO(STB_GLOBAL, STT_OBJECT);
			syms[k].st_other = STV_DEFAULT;
			syms[k].st_shndx = 1;
			syms[k].st_value = (Elf64_Addr)(sizeof(*sems) * (size_t)(k - 2));
			syms[k].st_size = sizeof(*sems);
		}
	}

	int rc = -1;
	int fd = dt_open_output_fd(path, false);
	if (fd < 0) {
		dt_set_errmsg(h, "failed to open %s: %s", path, strerror(errno));
		goto out;
	}
	Elf *elf = elf_begin(fd, ELF_C_WRITE, NULL);
	Elf64_Ehdr *eh = elf ? elf64_newehdr(elf) : NULL;
	if (!eh)
		goto elf_fail;
	eh->e_ident[EI_DATA] = like ? like->e_ident[EI_DATA] : ELFDATA2LSB;
	eh->e_ident[EI_OSABI] = ELFOSABI_NONE;
	eh->e_type = ET_REL;
	eh->e_machine = like ? like->e_machine : EM_X86_64;
	eh->e_version = EV_CURRENT;

	Elf_Scn *sym_scn;
	if (!add_section(elf, &shstr, ".probes", SHT_PROGBITS, SHF_ALLOC | SHF_WRITE, sems,
			 sizeof(*sems) * (size_t)nsem, sizeof(*sems), 0) ||
	    !add_section(elf, &shstr, ".note.GNU-stack", SHT_PROGBITS, 0, NULL, 0, 1, 0) ||
	    !(sym_scn = add_section(elf, &shstr, ".symtab", SHT_SYMTAB, 0, syms,
				    sizeof(*syms) * (size_t)nsyms, 8, sizeof(*syms))))
		goto elf_fail;
	/* the names are all added: the tables will not move any more */
	size_t shstr_name = strtab_add(&shstr, ".shstrtab");
	size_t str_name = strtab_add(&shstr, ".strtab");
	Elf_Scn *str_scn = elf_newscn(elf), *shstr_scn = elf_newscn(elf);
	Elf_Data *sd = str_scn ? elf_newdata(str_scn) : NULL;
	Elf_Data *hd = shstr_scn ? elf_newdata(shstr_scn) : NULL;
	if (!sd || !hd)
		goto elf_fail;
	sd->d_buf = str.buf;
	sd->d_size = str.len;
	sd->d_align = 1;
	hd->d_buf = shstr.buf;
	hd->d_size = shstr.len;
	hd->d_align = 1;
	GElf_Shdr sh;
	if (!gelf_getshdr(str_scn, &sh))
		goto elf_fail;
	sh.sh_name = (GElf_Word)str_name;
	sh.sh_type = SHT_STRTAB;
	sh.sh_addralign = 1;
	if (!gelf_update_shdr(str_scn, &sh) || !gelf_getshdr(shstr_scn, &sh))
		goto elf_fail;
	sh.sh_name = (GElf_Word)shstr_name;
	sh.sh_type = SHT_STRTAB;
	sh.sh_addralign = 1;
	if (!gelf_update_shdr(shstr_scn, &sh) || !gelf_getshdr(sym_scn, &sh))
		goto elf_fail;
	sh.sh_link = (GElf_Word)elf_ndxscn(str_scn);
	sh.sh_info = 2;		/* index of the first global symbol */
	if (!gelf_update_shdr(sym_scn, &sh))
		goto elf_fail;
	eh->e_shstrndx = (Elf64_Half)elf_ndxscn(shstr_scn);
	if (elf_update(elf, ELF_C_WRITE) < 0)
		goto elf_fail;
	rc = 0;
	goto close;
elf_fail:
	dt_set_errmsg(h, "failed to write %s: %s", path, elf_errmsg(-1));
	unlink(path);
close:
	if (elf)
		elf_end(elf);
	if (close(fd) < 0 && rc == 0)
		rc = dt_set_errmsg(h, "failed to write %s: %s", path, strerror(errno));
out:
	free(syms);
	free(sems);
	free(shstr.buf);
	free(str.buf);
	return rc;
}

/* With ldpath, the object goes through that linker as DTrace's does:
 * "ld -o path -r tmp" run by the shell, its failure reported as DTrace
 * reports it. */
static int link_with(dtrace_hdl_t *h, const char *ld, const char *path,
		     const GElf_Ehdr *like, const struct dt_sdt_provider *provs)
{
	size_t n = strlen(path) + 16;
	char *tmp = malloc(n);
	if (!tmp)
		return dt_set_errmsg(h, "out of memory");
	snprintf(tmp, n, "%s.XXXXXX", path);
	int fd = mkstemp(tmp);
	if (fd < 0) {
		int rc = dt_set_errmsg(h, "failed to create %s: %s", tmp, strerror(errno));
		free(tmp);
		return rc;
	}
	close(fd);
	int rc = write_object(h, tmp, like, provs);
	if (rc == 0) {
		size_t len = strlen(ld) + strlen(path) + strlen(tmp) + 16;
		char *cmd = malloc(len);
		int status = -1;
		if (cmd) {
			snprintf(cmd, len, "%s -o %s -r %s", ld, path, tmp);
			fflush(NULL);
			status = system(cmd);
		}
		if (status == -1)
			rc = dt_set_errmsg(h, "failed to run %s: %s", ld, strerror(errno));
		else if (WIFSIGNALED(status))
			rc = dt_set_errmsg(h, "failed to link %s: %s failed due to signal %d",
					   path, ld, WTERMSIG(status));
		else if (WEXITSTATUS(status) != 0)
			rc = dt_set_errmsg(h, "failed to link %s: %s exited with status %d",
					   path, ld, WEXITSTATUS(status));
		free(cmd);
	}
	unlink(tmp);
	free(tmp);
	return rc;
}

int dtrace_program_link(dtrace_hdl_t *h, dtrace_prog_t *p, const char *path,
			int objc, char *const objv[])
{
	dt_hdl_enter(h);
	if (elf_version(EV_CURRENT) == EV_NONE)
		return dt_set_errmsg(h, "libelf is out of date");
	bool err;
	struct dt_sdt_provider *provs = dt_sdt_providers(h, p, &err);
	if (err)
		return -1;
	GElf_Ehdr first;
	int rc = 0;
	for (int i = 0; i < objc && rc == 0; i++) {
		GElf_Ehdr eh;
		rc = check_object(h, objv[i], &eh);
		if (rc == 0 && eh.e_ident[EI_CLASS] != ELFCLASS64)
			rc = dt_set_errmsg(h, "%s: 32-bit objects are not supported", objv[i]);
		else if (rc == 0 && i == 0)
			first = eh;
		else if (rc == 0 && eh.e_machine != first.e_machine)
			rc = dt_set_errmsg(h, "%s: objects for different machines", objv[i]);
		if (rc == 0)
			rc = check_sites(h, objv[i], provs);
	}
	const char *ld = dt_opt_str(h, OPT_ldpath);
	if (rc == 0 && ld && *ld)
		rc = link_with(h, ld, path, objc > 0 ? &first : NULL, provs);
	else if (rc == 0)
		rc = write_object(h, path, objc > 0 ? &first : NULL, provs);
	dt_sdt_providers_free(provs);
	return rc;
}
