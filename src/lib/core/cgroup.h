/*
 * cgroup v2 in user space: where the unified hierarchy is mounted, a
 * cgroup's id and depth from its path (for -x cgroup), and the container
 * identity of a cgroup path -- the same rules zonename applies in the
 * kernel (cg/cg_cgroup.c):
 *   - the root cgroup ("/")                        -> "global"
 *   - a component <runtime>-<64 hex>.scope, runtime
 *     docker, libpod (podman), crio, cri-containerd -> the 64 hex id
 *   - a component of exactly 64 hex digits
 *     (docker/kubelet with the cgroupfs driver)    -> that id
 *   - else a component ending in ".service"        -> that unit name
 *   - else                                          -> the cgroup path
 * The innermost (deepest) matching component wins within a rule; a
 * container id wins over a unit name.
 */
#ifndef DT_CGROUP_H
#define DT_CGROUP_H

#include <stddef.h>
#include <stdint.h>

/* Length of a container id (docker, podman, containerd, cri-o). */
#define DT_CONTAINER_ID_LEN	64

/* The cgroup2 mount point (e.g. /sys/fs/cgroup or /sys/fs/cgroup/unified
 * on a hybrid host) into buf; -1 when there is none (a v1-only host). */
int dt_cgroup2_mount(char *buf, size_t len);


/* The hierarchy the cgroup variables read (cgroup_v1.c): the unified one
 * (hid 0) when it is mounted and in use (it has a cgroup below its root)
 * and want is NULL; else a v1 hierarchy: want's (-x cgroupv1: a
 * controller or "name=..."), else the one of the preferred (named
 * systemd, cpu, any) among those in use, else among all.  ctrls: its
 * controllers (or name=) as /proc/PID/cgroup lists them; mnt: its mount
 * point ("" when not mounted here).  -1 when there is none (or no want). */
struct dt_cgroup_hier {
	int hid;
	int nhier;		/* v1: how many hierarchies a task's css_set links
				   to (every one of the system's, the unified too) */
	char ctrls[256];
	char mnt[4096];
};
int dt_cgroup_hier(const char *want, struct dt_cgroup_hier *hr);

/* PATH as -x cgroup takes it (a directory under hierarchy hr's mount, or
 * a path from the hierarchy's root as cgroup_path shows it): its cgroup
 * id (the directory's kernfs node id) and its level (0: the root); -1
 * with the reason in err. */
int dt_cgroup_resolve(const struct dt_cgroup_hier *hr, const char *path, uint64_t *id,
		      int *level, char *err, size_t errlen);

/* The cgroup path of a process ("/" for the root) in hierarchy hid (0: the
 * unified one), from /proc/PID/cgroup; -1 when it has none. */
int dt_cgroup_of_pid(int pid, int hid, char *buf, size_t len);

/* The container identity of a cgroup path (rules above). */
void dt_cgroup_identity(const char *path, char *buf, size_t len);

#endif
