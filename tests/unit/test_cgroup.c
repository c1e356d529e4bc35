/*
 * The container identity of a cgroup path in user space (core/cgroup.c,
 * -x metricscontainer's label): the same rules zonename applies in the
 * kernel (tests/d/cgroup/tst.identity.sh checks those on real cgroups),
 * on the layouts of docker, podman, containerd, cri-o, Kubernetes and
 * systemd, and the ones that are none of them.
 */
#include <stdio.h>
#include <string.h>

#include "core/cgroup.h"

#define ID "0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef"

static const struct { const char *path, *want; } cases[] = {
	{ "/", "global" },
	{ "//", "global" },
	{ "/system.slice/docker-" ID ".scope", ID },
	{ "/system.slice/docker-" ID ".scope/init.scope", ID },
	{ "/machine.slice/libpod-" ID ".scope/container", ID },
	{ "/kubepods.slice/kubepods-burstable.slice/kubepods-burstable-pod1.slice/"
	  "cri-containerd-" ID ".scope", ID },
	{ "/kubepods.slice/kubepods-pod2.slice/crio-" ID ".scope", ID },
	{ "/kubepods/burstable/pod3/" ID, ID },
	{ "/docker/" ID, ID },
	/* a container id wins over a unit, inside or outside it */
	{ "/system.slice/docker-" ID ".scope/sshd.service", ID },
	{ "/system.slice/nginx.service", "nginx.service" },
	{ "/user.slice/user-1000.slice/user@1000.service/app.slice/x.service", "x.service" },
	{ "/user.slice/user-1000.slice/session-3.scope", "/user.slice/user-1000.slice/session-3.scope" },
	/* near misses: not an id */
	{ "/system.slice/docker-" ID "0.scope", "/system.slice/docker-" ID "0.scope" },
	{ "/k/" "0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdeg",
	  "/k/0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdeg" },
	{ "/podman-" ID ".scope", "/podman-" ID ".scope" },
	{ "/a/.service", "/a/.service" },
};

int main(void)
{
	int failures = 0;
	char buf[512];

	for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		dt_cgroup_identity(cases[i].path, buf, sizeof(buf));
		if (strcmp(buf, cases[i].want) != 0) {
			fprintf(stderr, "%s: got %s, want %s\n", cases[i].path, buf, cases[i].want);
			failures++;
		}
	}
	return failures != 0;
}
