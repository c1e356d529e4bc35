/*
 * Where the dynamic linker finds libraries (see ldpath.h).
 */
#include <dirent.h>
#include <fcntl.h>
#include <gelf.h>
#include <glob.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "arch/arch.h"
#include "core/dt_impl.h"
#include "prov/ldpath.h"
#include "prov/prov.h"

struct strv {
	char **v;
	int n;
};

static bool strv_has(const struct strv *s, const char *x)
{
	for (int i = 0; i < s->n; i++)
		if (strcmp(s->v[i], x) == 0)
			return true;
	return false;
}

static void strv_add(struct strv *s, const char *x)
{
	if (!x || !*x || strv_has(s, x))
		return;
	s->v = dt_realloc(s->v, sizeof(*s->v) * (size_t)(s->n + 1));
	s->v[s->n++] = dt_strdup(x);
}

static void strv_free(struct strv *s)
{
	for (int i = 0; i < s->n; i++)
		free(s->v[i]);
	free(s->v);
}

/* Add each directory of a ':'-separated list; $ORIGIN is origin. */
static void add_dirs(struct strv *dirs, const char *list, const char *origin)
{
	char *copy = dt_strdup(list), *save = NULL;
	for (char *d = strtok_r(copy, ":;", &save); d; d = strtok_r(NULL, ":;", &save)) {
		char buf[PATH_MAX];
		const char *o = strstr(d, "$ORIGIN") ? "$ORIGIN" :
				strstr(d, "${ORIGIN}") ? "${ORIGIN}" : NULL;
		if (o && origin) {
			char *at = strstr(d, o);
			snprintf(buf, sizeof(buf), "%.*s%s%s", (int)(at - d), d, origin,
				 at + strlen(o));
			strv_add(dirs, buf);
		} else if (!o) {
			strv_add(dirs, d);
		}
	}
	free(copy);
}

/* LD_LIBRARY_PATH from the process's environment. */
static void env_dirs(struct strv *dirs, int pid)
{
	char fn[64];
	snprintf(fn, sizeof(fn), "/proc/%d/environ", pid);
	FILE *f = fopen(fn, "re");
	if (!f)
		return;
	char *var = NULL;
	size_t cap = 0;
	while (getdelim(&var, &cap, '\0', f) > 0)
		if (strncmp(var, "LD_LIBRARY_PATH=", 16) == 0)
			add_dirs(dirs, var + 16, NULL);
	free(var);
	fclose(f);
}

/* DT_RUNPATH, else DT_RPATH, of the executable (what ld.so consults). */
static void runpath_dirs(struct strv *dirs, const char *exe)
{
	if (!exe || elf_version(EV_CURRENT) == EV_NONE)
		return;
	int fd = open(exe, O_RDONLY | O_CLOEXEC);
	if (fd < 0)
		return;
	Elf *elf = elf_begin(fd, ELF_C_READ, NULL);
	Elf_Scn *scn = NULL;
	char origin[PATH_MAX];
	snprintf(origin, sizeof(origin), "%s", exe);
	char *slash = strrchr(origin, '/');
	if (slash)
		*slash = '\0';
	while (elf && (scn = elf_nextscn(elf, scn)) != NULL) {
		GElf_Shdr sh;
		Elf_Data *d;
		if (!gelf_getshdr(scn, &sh) || sh.sh_type != SHT_DYNAMIC ||
		    !(d = elf_getdata(scn, NULL)) || sh.sh_entsize == 0)
			continue;
		const char *runpath = NULL, *rpath = NULL;
		for (size_t i = 0; i < sh.sh_size / sh.sh_entsize; i++) {
			GElf_Dyn dyn;
			if (!gelf_getdyn(d, (int)i, &dyn))
				break;
			if (dyn.d_tag == DT_RUNPATH)
				runpath = elf_strptr(elf, sh.sh_link, dyn.d_un.d_val);
			else if (dyn.d_tag == DT_RPATH)
				rpath = elf_strptr(elf, sh.sh_link, dyn.d_un.d_val);
		}
		if (runpath || rpath)
			add_dirs(dirs, runpath ? runpath : rpath, origin);
	}
	if (elf)
		elf_end(elf);
	close(fd);
}

/* Absolute directories listed in /etc/ld.so.conf.d/\*.conf. */
static void ldconf_dirs(struct strv *dirs)
{
	glob_t g;
	if (glob("/etc/ld.so.conf.d/*.conf", 0, NULL, &g) != 0)
		return;
	for (size_t i = 0; i < g.gl_pathc; i++) {
		FILE *f = fopen(g.gl_pathv[i], "re");
		char line[PATH_MAX];
		while (f && fgets(line, sizeof(line), f)) {
			line[strcspn(line, " \t\r\n#")] = '\0';
			if (line[0] == '/')
				strv_add(dirs, line);
		}
		if (f)
			fclose(f);
	}
	globfree(&g);
}

/* A shared object of this machine: ELF of type ET_DYN for its e_machine,
 * as ld.so takes them (a multiarch machine's ld.so.conf also names the
 * other architectures' directories: pid*:libc.so.6 took arm64's libc). */
static bool is_shared_object(const char *path)
{
	unsigned char hdr[EI_NIDENT + 4];
	int fd = open(path, O_RDONLY | O_CLOEXEC);
	if (fd < 0)
		return false;
	bool ok = read(fd, hdr, sizeof(hdr)) == (ssize_t)sizeof(hdr) &&
		  memcmp(hdr, ELFMAG, SELFMAG) == 0 && hdr[EI_DATA] == ELFDATA2LSB &&
		  (hdr[EI_NIDENT] | hdr[EI_NIDENT + 1] << 8) == ET_DYN &&
		  (hdr[EI_NIDENT + 2] | hdr[EI_NIDENT + 3] << 8) == dt_arch.elf_machine;
	close(fd);
	return ok;
}

static bool is_mapped(const char *real, const struct dt_mapping *objs, int nobjs)
{
	for (int i = 0; i < nobjs; i++)
		if (strcmp(objs[i].path, real) == 0)
			return true;
	return false;
}

/* A directory's entries the pattern names (by their own name or by the
 * name of the file they resolve to). */
static void scan_dir(const char *dir, const char *pattern, const struct dt_mapping *objs,
		     int nobjs, struct strv *out)
{
	DIR *d = opendir(dir);
	if (!d)
		return;
	struct dirent *de;
	while ((de = readdir(d)) != NULL) {
		char path[PATH_MAX], real[PATH_MAX];
		if (de->d_name[0] == '.')
			continue;
		if (snprintf(path, sizeof(path), "%s/%s", dir, de->d_name) >= (int)sizeof(path) ||
		    !realpath(path, real))
			continue;
		if (!dt_module_matches(path, false, pattern) &&
		    !dt_module_matches(real, false, pattern))
			continue;
		if (!is_mapped(real, objs, nobjs) && !strv_has(out, real) &&
		    is_shared_object(real))
			strv_add(out, real);
	}
	closedir(d);
}

int dt_ldpath_unmapped(int pid, const char *pattern, const struct dt_mapping *objs,
		       int nobjs, const char *main_path, char ***paths)
{
	struct strv dirs = { 0 }, out = { 0 };
	*paths = NULL;
	if (!pattern || !*pattern || strcmp(pattern, "*") == 0 || strcmp(pattern, "a.out") == 0)
		return 0;
	if (pattern[0] == '/') {
		char real[PATH_MAX];
		if (!dt_is_glob(pattern) && realpath(pattern, real) &&
		    !is_mapped(real, objs, nobjs) && is_shared_object(real))
			strv_add(&out, real);
		*paths = out.v;
		return out.n;
	}
	env_dirs(&dirs, pid);
	runpath_dirs(&dirs, main_path);
	ldconf_dirs(&dirs);
	/* Debian's multiarch directories of this architecture first */
	static const char *const sysdirs[] = { "/lib64", "/usr/lib64", "/lib", "/usr/lib" };
	for (int i = 0; i < 2; i++) {
		char dir[64];
		snprintf(dir, sizeof(dir), "%s/%s", i ? "/usr/lib" : "/lib", dt_arch.multiarch);
		strv_add(&dirs, dir);
	}
	for (size_t i = 0; i < sizeof(sysdirs) / sizeof(sysdirs[0]); i++)
		strv_add(&dirs, sysdirs[i]);
	for (int i = 0; i < nobjs; i++) {
		char dir[PATH_MAX];
		snprintf(dir, sizeof(dir), "%s", objs[i].path);
		char *slash = strrchr(dir, '/');
		if (slash && slash != dir) {
			*slash = '\0';
			strv_add(&dirs, dir);
		}
	}
	char fn[64], cwd[PATH_MAX];
	snprintf(fn, sizeof(fn), "/proc/%d/cwd", pid);
	ssize_t l = readlink(fn, cwd, sizeof(cwd) - 1);
	if (l > 0) {
		cwd[l] = '\0';
		strv_add(&dirs, cwd);
	}
	/* /lib may be /usr/lib: scan each real directory once */
	struct strv scanned = { 0 };
	for (int i = 0; i < dirs.n; i++) {
		char real[PATH_MAX];
		if (dirs.v[i][0] != '/' || !realpath(dirs.v[i], real) || strv_has(&scanned, real))
			continue;
		strv_add(&scanned, real);
		scan_dir(real, pattern, objs, nobjs, &out);
	}
	strv_free(&scanned);
	strv_free(&dirs);
	*paths = out.v;
	return out.n;
}

void dt_ldpath_free(char **paths, int n)
{
	struct strv s = { paths, n };
	strv_free(&s);
}
