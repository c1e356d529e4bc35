/*
 * The floor: the smallest hand-written BPF program doing what
 * `syscall::getppid:entry { @[execname] = count(); }` does (count per comm in
 * a per-CPU hash), attached to the same tracepoint.  Runs until stdin closes
 * or it gets SIGINT/SIGTERM, so bench/run can time the workload under it.
 */
#include <bpf/bpf.h>
#include <linux/perf_event.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/syscall.h>
#include <unistd.h>

#include "bpf_insn.h"

static volatile sig_atomic_t done;
static void stop(int s) { (void)s; done = 1; }

int main(void)
{
	FILE *f = fopen("/sys/kernel/tracing/events/syscalls/sys_enter_getppid/id", "r");
	int id = -1;
	if (!f || fscanf(f, "%d", &id) != 1) {
		fprintf(stderr, "floor: no getppid tracepoint\n");
		return 1;
	}
	fclose(f);
	int map = bpf_map_create(BPF_MAP_TYPE_PERCPU_HASH, "floor", 16, 8, 1024, NULL);
	if (map < 0) {
		perror("floor: map");
		return 1;
	}
	struct bpf_insn prog[] = {
		/* key (16 bytes comm) at fp-16 */
		ST_MEM(BPF_DW, BPF_REG_10, -16, 0),
		ST_MEM(BPF_DW, BPF_REG_10, -8, 0),
		MOV64_REG(BPF_REG_1, BPF_REG_10),
		ALU64_IMM(BPF_ADD, BPF_REG_1, -16),
		MOV64_IMM(BPF_REG_2, 16),
		CALL_HELPER(BPF_FUNC_get_current_comm),
		LD_IMM64_LO(BPF_REG_1, 0), LD_IMM64_HI(0),
		MOV64_REG(BPF_REG_2, BPF_REG_10),
		ALU64_IMM(BPF_ADD, BPF_REG_2, -16),
		CALL_HELPER(BPF_FUNC_map_lookup_elem),
		JMP_IMM(BPF_JEQ, BPF_REG_0, 0, 4),
		LDX_MEM(BPF_DW, BPF_REG_1, BPF_REG_0, 0),
		ALU64_IMM(BPF_ADD, BPF_REG_1, 1),
		STX_MEM(BPF_DW, BPF_REG_0, BPF_REG_1, 0),
		JA(11),
		/* miss: insert 1 */
		ST_MEM(BPF_DW, BPF_REG_10, -24, 1),
		LD_IMM64_LO(BPF_REG_1, 0), LD_IMM64_HI(0),
		MOV64_REG(BPF_REG_2, BPF_REG_10),
		ALU64_IMM(BPF_ADD, BPF_REG_2, -16),
		MOV64_REG(BPF_REG_3, BPF_REG_10),
		ALU64_IMM(BPF_ADD, BPF_REG_3, -24),
		MOV64_IMM(BPF_REG_4, BPF_NOEXIST),
		CALL_HELPER(BPF_FUNC_map_update_elem),
		MOV64_IMM(BPF_REG_0, 0),
		EXIT_INSN(),
		MOV64_IMM(BPF_REG_0, 0),
		EXIT_INSN(),
	};
	int n = sizeof(prog) / sizeof(prog[0]);
	for (int i = 0; i < n; i++)
		if (prog[i].code == (BPF_LD | BPF_DW | BPF_IMM)) {
			prog[i].src_reg = BPF_PSEUDO_MAP_FD;
			prog[i].imm = map;
		}
	char log[65536];
	LIBBPF_OPTS(bpf_prog_load_opts, o, .log_buf = log, .log_size = sizeof(log), .log_level = 1);
	int pfd = bpf_prog_load(BPF_PROG_TYPE_TRACEPOINT, "floor", "GPL", prog, (size_t)n, &o);
	if (pfd < 0) {
		fprintf(stderr, "floor: load failed\n%s\n", log);
		return 1;
	}
	struct perf_event_attr attr;
	memset(&attr, 0, sizeof(attr));
	attr.type = PERF_TYPE_TRACEPOINT;
	attr.size = sizeof(attr);
	attr.config = (unsigned)id;
	attr.sample_period = 1;
	int efd = (int)syscall(SYS_perf_event_open, &attr, -1, 0, -1, 0);
	if (efd < 0 || ioctl(efd, PERF_EVENT_IOC_SET_BPF, pfd) < 0 ||
	    ioctl(efd, PERF_EVENT_IOC_ENABLE, 0) < 0) {
		perror("floor: attach");
		return 1;
	}
	signal(SIGINT, stop);
	signal(SIGTERM, stop);
	printf("ready\n");
	fflush(stdout);
	while (!done)
		pause();
	return 0;
}
