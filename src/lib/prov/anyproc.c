/*
 * Files and processes for the descriptions that name no process
 * (anyproc.h).
 */
#include <ctype.h>
#include <dirent.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "prov/anyproc.h"
#include "prov/elfobj.h"
#include "prov/ldpath.h"
#include "prov/prov.h"

bool dt_anyproc_provider(const char *prov)
{
	return prov[0] && !strchr("*?[\\", prov[0]) && dt_is_glob(prov);
}

static void add_unique(char ***v, int *n, const char *path)
{
	char real[PATH_MAX];
	if (!realpath(path, real))
		return;
	for (int i = 0; i < *n; i++)
		if (strcmp((*v)[i], real) == 0)
			return;
	*v = dt_realloc(*v, sizeof(char *) * (size_t)(*n + 1));
	(*v)[(*n)++] = dt_strdup(real);
}

static bool is_exec_file(const char *path)
{
	struct stat st;
	return stat(path, &st) == 0 && S_ISREG(st.st_mode) && (st.st_mode & 0111);
}

int dt_anyproc_files(const char *module, char ***paths)
{
	char **v = NULL;
	int n = 0;
	*paths = NULL;
	if (!module[0] || dt_is_glob(module) || strcmp(module, "a.out") == 0)
		return 0;
	/* executables on $PATH */
	const char *env = getenv("PATH");
	char *copy = dt_strdup(env ? env : "/usr/local/bin:/usr/bin:/bin");
	for (char *save, *d = strtok_r(copy, ":", &save); d; d = strtok_r(NULL, ":", &save)) {
		char p[PATH_MAX];
		snprintf(p, sizeof(p), "%s/%s", d, module);
		if (is_exec_file(p))
			add_unique(&v, &n, p);
	}
	free(copy);
	/* executables of running processes (a program run by its path) */
	int *pids;
	int np = dt_anyproc_pids(&pids);
	for (int i = 0; i < np; i++) {
		char fn[64], exe[PATH_MAX];
		snprintf(fn, sizeof(fn), "/proc/%d/exe", pids[i]);
		ssize_t l = readlink(fn, exe, sizeof(exe) - 1);
		if (l <= 0)
			continue;
		exe[l] = '\0';
		if (dt_module_matches(exe, true, module) && strcmp(module, "a.out") != 0)
			add_unique(&v, &n, exe);
	}
	free(pids);
	/* shared objects, where ld.so would find them for dtrace itself */
	char **libs;
	int nl = dt_ldpath_unmapped(getpid(), module, NULL, 0, NULL, &libs);
	for (int i = 0; i < nl; i++)
		add_unique(&v, &n, libs[i]);
	dt_ldpath_free(libs, nl);
	*paths = v;
	return n;
}

int dt_anyproc_pids(int **pids)
{
	int *v = NULL, n = 0, self = getpid();
	DIR *d = opendir("/proc");
	*pids = NULL;
	if (!d)
		return 0;
	for (struct dirent *de; (de = readdir(d));) {
		if (!isdigit((unsigned char)de->d_name[0]))
			continue;
		int pid = atoi(de->d_name);
		if (pid == self)
			continue;
		v = dt_realloc(v, sizeof(int) * (size_t)(n + 1));
		v[n++] = pid;
	}
	closedir(d);
	*pids = v;
	return n;
}
