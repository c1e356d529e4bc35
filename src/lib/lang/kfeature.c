/*
 * Feature probes of the running kernel's BPF (kfeature.h): each loads a
 * minimal program or creates a minimal map once a process.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <linux/bpf.h>
#include <bpf/bpf.h>
#include <bpf/libbpf.h>

#include "lang/kfeature.h"

/* Whether the tests turned feature name off (_DTRACE_KFEAT_OFF). */
static bool forced_off(const char *name)
{
	const char *off = getenv("_DTRACE_KFEAT_OFF");
	size_t n = strlen(name);
	for (const char *p = off; p && *p; p = strchr(p, ',') ? strchr(p, ',') + 1 : NULL)
		if (strncmp(p, name, n) == 0 && (p[n] == ',' || p[n] == '\0'))
			return true;
	return false;
}

/* r1 = 1; *(u64 *)(r10 - 8) = 0; r1 = xchg(r10 - 8, r1); r0 = 0; exit */
bool dt_kfeat_xchg(void)
{
	static int have = -1;
	if (have < 0) {
		const struct bpf_insn prog[] = {
			{ .code = BPF_ALU64 | BPF_MOV | BPF_K, .dst_reg = BPF_REG_1, .imm = 1 },
			{ .code = BPF_ST | BPF_MEM | BPF_DW, .dst_reg = BPF_REG_10, .off = -8 },
			{ .code = BPF_STX | BPF_ATOMIC | BPF_DW, .dst_reg = BPF_REG_10,
			  .src_reg = BPF_REG_1, .off = -8, .imm = BPF_XCHG },
			{ .code = BPF_ALU64 | BPF_MOV | BPF_K, .dst_reg = BPF_REG_0 },
			{ .code = BPF_JMP | BPF_EXIT },
		};
		int fd = bpf_prog_load(BPF_PROG_TYPE_SOCKET_FILTER, "dt_kfeat_xchg", "GPL",
				       prog, sizeof(prog) / sizeof(prog[0]), NULL);
		have = fd >= 0;
		if (fd >= 0)
			close(fd);
	}
	return have && !forced_off("xchg");
}

/* Asked of the kernel once a process per helper: code generation asks
 * in every program's prologue (the -x cgroup gate) and every uregs[]. */
bool dt_kfeat_helper(int func_id)
{
	static signed char known[256];	/* 0 not asked, 1 yes, -1 no */
	if (func_id <= 0 || func_id >= (int)sizeof(known))
		return libbpf_probe_bpf_helper(BPF_PROG_TYPE_KPROBE, (enum bpf_func_id)func_id,
					       NULL) > 0;
	if (!known[func_id])
		known[func_id] = libbpf_probe_bpf_helper(BPF_PROG_TYPE_KPROBE,
							 (enum bpf_func_id)func_id, NULL) > 0 ? 1 : -1;
	return known[func_id] > 0;
}

/* A hash map with a 1 KiB key: refused (E2BIG) where keys are capped at
 * the BPF stack's 512 bytes. */
unsigned dt_kfeat_max_key(void)
{
	static unsigned max;
	if (!max) {
		int fd = bpf_map_create(BPF_MAP_TYPE_HASH, "dt_kfeat_key", 1024, 8, 1, NULL);
		max = fd >= 0 ? 1u << 16 : 512;
		if (fd >= 0)
			close(fd);
	}
	return forced_off("bigkey") ? 512 : max;
}
