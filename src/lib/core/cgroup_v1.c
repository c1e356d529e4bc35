/*
 * Which cgroup hierarchy the cgroup variables read (cgroup.h), and for a
 * v1 hierarchy its id (the kernel's cgroup_root.hierarchy_id, the first
 * field of /proc/PID/cgroup's lines) and mount point.
 *
 * The kernel's unified (v2) hierarchy always exists, but on a host that
 * runs on v1 (systemd.unified_cgroup_hierarchy=0, older distributions; a
 * hybrid host whose cgroup2 mount nobody uses) every task is in its root:
 * reading it would call every task "global".  So the unified hierarchy is
 * read when it is mounted and in use (it has a cgroup below its root),
 * else a v1 one.  Each v1 hierarchy is a tree of its own (a task is in one
 * cgroup of each), so one is chosen, as the kernel's bpf_task_get_cgroup1()
 * takes a hierarchy id: -x cgroupv1=NAME (a controller, "cpu", or a named
 * hierarchy, "name=systemd"), else among the hierarchies in use (mounted
 * here, a cgroup below the root) the named systemd one (where systemd
 * places every unit and container runtimes their scopes), else the cpu
 * controller's, else the first the kernel lists; the same order among
 * the others when none is in use (every task is then in the root: global).
 */
#include <dirent.h>
#include <limits.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/cgroup.h"

/* Is word one of the comma-separated items of list? */
static bool has_item(const char *list, const char *word)
{
	size_t wl = strlen(word);

	for (const char *p = list; *p; ) {
		size_t n = strcspn(p, ",");
		if (n == wl && strncmp(p, word, n) == 0)
			return true;
		p += n;
		p += *p == ',';
	}
	return false;
}

/* The mount point of the v1 hierarchy whose controllers (or name=) are
 * ctrls: a cgroup mount whose options hold its first item. */
static void v1_mount(const char *ctrls, char *mnt, size_t len)
{
	char dev[256], dir[PATH_MAX], type[64], opts[1024], first[256];
	FILE *f = fopen("/proc/self/mounts", "r");

	mnt[0] = '\0';
	snprintf(first, sizeof(first), "%.*s", (int)strcspn(ctrls, ","), ctrls);
	if (f == NULL)
		return;
	while (fscanf(f, "%255s %4095s %63s %1023s %*[^\n]", dev, dir, type, opts) == 4) {
		if (strcmp(type, "cgroup") == 0 && has_item(opts, first) && strlen(dir) < len) {
			snprintf(mnt, len, "%s", dir);
			break;
		}
	}
	fclose(f);
}

/* Has the hierarchy mounted at mnt a cgroup below its root?  Else every
 * task is in its root, and reading it says nothing. */
static bool in_use(const char *mnt)
{
	DIR *d = mnt[0] ? opendir(mnt) : NULL;
	struct dirent *e;
	bool used = false;

	if (d == NULL)
		return false;
	while (!used && (e = readdir(d)) != NULL)
		used = e->d_type == DT_DIR && strcmp(e->d_name, ".") != 0 &&
		       strcmp(e->d_name, "..") != 0;
	closedir(d);
	return used;
}

/* The v1 hierarchy: want's, else the best ranked (in use first; then
 * named systemd, cpu, any; the first listed among equals). */
static int v1_choose(const char *want, struct dt_cgroup_hier *hr)
{
	char line[PATH_MAX + 512], mnt[PATH_MAX];
	int rank = 100;
	FILE *f = fopen("/proc/self/cgroup", "r");

	if (f == NULL)
		return -1;
	hr->hid = 0;
	while (fgets(line, sizeof(line), f) != NULL) {
		char *c = strchr(line, ':'), *e = c ? strchr(c + 1, ':') : NULL;
		int r, n = atoi(line);

		hr->nhier++;
		if (n <= 0 || e == NULL)	/* 0::, the unified hierarchy */
			continue;
		*e = '\0';
		c++;
		v1_mount(c, mnt, sizeof(mnt));
		if (want != NULL)
			r = has_item(c, want) ? 0 : 100;
		else
			r = (in_use(mnt) ? 0 : 3) +
			    (has_item(c, "name=systemd") ? 0 : has_item(c, "cpu") ? 1 : 2);
		if (r < rank) {
			rank = r;
			hr->hid = n;
			snprintf(hr->ctrls, sizeof(hr->ctrls), "%s", c);
			snprintf(hr->mnt, sizeof(hr->mnt), "%s", mnt);
		}
	}
	fclose(f);
	return hr->hid > 0 ? 0 : -1;
}

int dt_cgroup_hier(const char *want, struct dt_cgroup_hier *hr)
{
	memset(hr, 0, sizeof(*hr));
	if (want == NULL && dt_cgroup2_mount(hr->mnt, sizeof(hr->mnt)) == 0 && in_use(hr->mnt))
		return 0;
	if (v1_choose(want, hr) == 0)
		return 0;
	/* no v1 hierarchy: the unified one, used or not (all in its root) */
	memset(hr, 0, sizeof(*hr));
	if (want == NULL && dt_cgroup2_mount(hr->mnt, sizeof(hr->mnt)) == 0)
		return 0;
	return -1;
}
