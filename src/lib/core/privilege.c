/*
 * Whether this process may trace at all: loading BPF programs and creating
 * maps needs CAP_BPF, attaching to tracepoints and perf events CAP_PERFMON
 * (Linux 5.8+), or CAP_SYS_ADMIN for both (what root has, and what older
 * kernels ask for).  dtrace(1) asks before it does anything else, so an
 * unprivileged user reads one sentence instead of a map-creation failure
 * after "matched 1 probe".
 *
 * capget(2) directly: one bit test does not justify linking libcap.
 */
#include <errno.h>
#include <linux/capability.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdint.h>
#include <sys/syscall.h>
#include <unistd.h>

#include <dtrace.h>
#include "core/dt_impl.h"

#ifndef CAP_PERFMON
#define CAP_PERFMON 38
#endif
#ifndef CAP_BPF
#define CAP_BPF 39
#endif

/* Whether CAP is in this process's effective set; when capget fails,
 * whether it runs as root. */
static bool effective_cap(int cap)
{
	struct __user_cap_header_struct hdr = { _LINUX_CAPABILITY_VERSION_3, 0 };
	struct __user_cap_data_struct d[2] = { { 0, 0, 0 }, { 0, 0, 0 } };
	if (syscall(SYS_capget, &hdr, d) != 0)
		return geteuid() == 0;
	return (d[cap / 32].effective >> (cap % 32)) & 1;
}

bool dtrace_privileged(void)
{
	return effective_cap(CAP_SYS_ADMIN) ||
	       (effective_cap(CAP_BPF) && effective_cap(CAP_PERFMON));
}

const char *dt_perf_denied_reason(int err)
{
	if (err != EACCES && err != EPERM)
		return "";
	FILE *f = fopen("/proc/sys/kernel/perf_event_paranoid", "r");
	int level = 0;
	if (!f)
		return "";
	if (fscanf(f, "%d", &level) != 1)
		level = 0;
	fclose(f);
	if (level <= 2 || effective_cap(CAP_SYS_ADMIN))
		return "";
	return " (kernel.perf_event_paranoid is above 2: this kernel lets only "
	       "CAP_SYS_ADMIN open perf events)";
}
