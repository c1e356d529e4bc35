/*
 * cgroup v2 in user space (cgroup.h): the mount from /proc/self/mounts,
 * ids from the kernel's file handles, identities by the rules zonename
 * applies in the kernel.
 */
#include <fcntl.h>
#include <limits.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/vfs.h>

#include "core/cgroup.h"

#ifndef CGROUP2_SUPER_MAGIC
#define CGROUP2_SUPER_MAGIC 0x63677270
#endif
#ifndef CGROUP_SUPER_MAGIC
#define CGROUP_SUPER_MAGIC 0x27e0eb
#endif

int dt_cgroup2_mount(char *buf, size_t len)
{
	FILE *f = fopen("/proc/self/mounts", "r");
	char dev[256], dir[PATH_MAX], type[64];
	int ret = -1;

	if (f == NULL)
		return -1;
	while (fscanf(f, "%255s %4095s %63s %*[^\n]", dev, dir, type) == 3) {
		if (strcmp(type, "cgroup2") == 0 && strlen(dir) < len) {
			snprintf(buf, len, "%s", dir);
			ret = 0;
			break;
		}
	}
	fclose(f);
	return ret;
}

/* The cgroup id is what the kernel's file handle of the directory holds
 * (kernfs: the node id, which bpf_get_current_cgroup_id returns). */
static int cgroup_id(const char *dir, uint64_t *id)
{
	struct {
		struct file_handle fh;
		uint64_t id;
	} h;
	int mnt;

	h.fh.handle_bytes = sizeof(uint64_t);
	if (name_to_handle_at(AT_FDCWD, dir, &h.fh, &mnt, 0) < 0)
		return -1;
	memcpy(id, h.fh.f_handle, sizeof(*id));
	return 0;
}

int dt_cgroup_resolve(const struct dt_cgroup_hier *hr, const char *path, uint64_t *id,
		      int *level, char *err, size_t errlen)
{
	char full[PATH_MAX * 2], real[PATH_MAX];
	const char *mnt = hr->mnt;
	struct statfs sf;
	struct stat st;
	size_t ml;

	if (mnt[0] == '\0') {
		snprintf(err, errlen, "the cgroup v1 hierarchy %s is not mounted", hr->ctrls);
		return -1;
	}
	ml = strlen(mnt);
	/* a path under the mount as given, else one from the hierarchy's root */
	if (strncmp(path, mnt, ml) == 0 && (path[ml] == '/' || path[ml] == '\0'))
		snprintf(full, sizeof(full), "%s", path);
	else
		snprintf(full, sizeof(full), "%s/%s", mnt, path[0] == '/' ? path + 1 : path);
	if (realpath(full, real) == NULL || statfs(real, &sf) < 0 ||
	    sf.f_type != (hr->hid ? CGROUP_SUPER_MAGIC : CGROUP2_SUPER_MAGIC) ||
	    strncmp(real, mnt, ml) != 0 || (real[ml] != '/' && real[ml] != '\0')) {
		snprintf(err, errlen, "%s is not a cgroup of the %s hierarchy at %s",
			 path, hr->hid ? hr->ctrls : "cgroup2", mnt);
		return -1;
	}
	/* v1: the inode number, which is the kernfs node id on 64-bit
	 * (kernfs_ino()); v1 hierarchies need not export file handles */
	if (hr->hid && stat(real, &st) == 0) {
		*id = (uint64_t)st.st_ino;
	} else if (hr->hid || cgroup_id(real, id) < 0) {
		snprintf(err, errlen, "cannot get the id of cgroup %s", real);
		return -1;
	}
	*level = 0;
	for (const char *p = real + ml; *p; p++)
		if (*p == '/' && p[1] != '\0' && p[1] != '/')
			(*level)++;
	return 0;
}

int dt_cgroup_of_pid(int pid, int hid, char *buf, size_t len)
{
	char name[64], line[PATH_MAX + 512], *p;
	int ret = -1;
	FILE *f;

	snprintf(name, sizeof(name), "/proc/%d/cgroup", pid);
	if ((f = fopen(name, "r")) == NULL)
		return -1;
	/* hid:controllers:path */
	while (fgets(line, sizeof(line), f) != NULL) {
		if (atoi(line) == hid && (p = strchr(line, ':')) && (p = strchr(p + 1, ':'))) {
			line[strcspn(line, "\n")] = '\0';
			snprintf(buf, len, "%s", p + 1);
			ret = 0;
			break;
		}
	}
	fclose(f);
	return ret;
}

static bool all_hex(const char *s, size_t n)
{
	for (size_t i = 0; i < n; i++)
		if (!((s[i] >= '0' && s[i] <= '9') || ((s[i] | 0x20) >= 'a' && (s[i] | 0x20) <= 'f')))
			return false;
	return n > 0;
}

/* The container id of one component ("docker-<id>.scope", "<id>"), or NULL. */
static const char *component_id(const char *c, size_t n)
{
	static const char *const runtimes[] = { "docker-", "libpod-", "crio-",
						"cri-containerd-", NULL };

	if (n == DT_CONTAINER_ID_LEN)
		return all_hex(c, n) ? c : NULL;
	for (int i = 0; runtimes[i] != NULL; i++) {
		size_t pl = strlen(runtimes[i]);

		if (n == pl + DT_CONTAINER_ID_LEN + 6 && strncmp(c, runtimes[i], pl) == 0 &&
		    strncmp(c + n - 6, ".scope", 6) == 0)
			return c + pl;
	}
	return NULL;
}

void dt_cgroup_identity(const char *path, char *buf, size_t len)
{
	const char *unit = NULL, *c = path;
	size_t unitlen = 0;

	if (strspn(path, "/") == strlen(path)) {
		snprintf(buf, len, "global");
		return;
	}
	/* left to right: a later (deeper) match replaces an earlier one */
	const char *id = NULL;
	while (*c) {
		size_t n;

		c += strspn(c, "/");
		n = strcspn(c, "/");
		if (n == 0)
			break;
		const char *i = component_id(c, n);

		if (i != NULL)
			id = i;
		if (n > 8 && strncmp(c + n - 8, ".service", 8) == 0) {
			unit = c;
			unitlen = n;
		}
		c += n;
	}
	if (id != NULL)
		snprintf(buf, len, "%.*s", DT_CONTAINER_ID_LEN, id);
	else if (unit != NULL)
		snprintf(buf, len, "%.*s", (int)unitlen, unit);
	else
		snprintf(buf, len, "%s", path);
}
