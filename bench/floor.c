/*
 * The floor: the smallest hand-written BPF programs doing what the
 * benchmarked D scripts do, attached to the same tracepoint
 * (syscalls:sys_enter_getppid).  `floor MODE [--once]`:
 *
 *   count     @[execname] = count();        per-CPU hash keyed by comm
 *   quantize  @ = quantize(pid);            log2 bucket, per-CPU array
 *   assoc     a[pid, tid, cpu]++;           shared hash, 24-byte key
 *   printf    printf("%d %s\n", pid, execname);
 *             ring buffer records without wakeups (as dtrace submits
 *             them), drained every 10 ms, formatted with printf(3)
 *
 * Runs until SIGINT/SIGTERM; prints "ready" once attached.  --once loads,
 * attaches and exits (the floor of startup time).
 */
#include <bpf/bpf.h>
#include <bpf/libbpf.h>
#include <linux/perf_event.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/syscall.h>
#include <unistd.h>

#include "bpf/insn.h"

static volatile sig_atomic_t done;
static void stop(int s) { (void)s; done = 1; }

/* A tiny assembler: instructions, and jumps to labels fixed up at the end. */
static struct bpf_insn prog[256];
static int n, labels[16], nfix;
static struct { int at, label; } fix[32];

static void emit(struct bpf_insn i) { prog[n++] = i; }
static void jump(struct bpf_insn i, int label)
{
	fix[nfix].at = n;
	fix[nfix++].label = label;
	emit(i);
}
static void label(int l) { labels[l] = n; }
static void ld_map(int reg, int fd)
{
	struct bpf_insn lo = LD_IMM64_LO(reg, 0), hi = LD_IMM64_HI(0);
	lo.src_reg = BPF_PSEUDO_MAP_FD;
	lo.imm = fd;
	emit(lo);
	emit(hi);
}
static void ret0(void)
{
	emit(MOV64_IMM(BPF_REG_0, 0));
	emit(EXIT_INSN());
}

/* fp[off] = comm (16 bytes) */
static void get_comm(int off)
{
	emit(ST_MEM(BPF_DW, BPF_REG_10, off, 0));
	emit(ST_MEM(BPF_DW, BPF_REG_10, off + 8, 0));
	emit(MOV64_REG(BPF_REG_1, BPF_REG_10));
	emit(ALU64_IMM(BPF_ADD, BPF_REG_1, off));
	emit(MOV64_IMM(BPF_REG_2, 16));
	emit(CALL_HELPER(BPF_FUNC_get_current_comm));
}

/* Look the key at fp[koff] up in map; add 1 on a hit, insert the 1 at
 * fp[voff] on a miss. */
static void incr(int map, int koff, int voff, int flags)
{
	enum { MISS = 8 };
	ld_map(BPF_REG_1, map);
	emit(MOV64_REG(BPF_REG_2, BPF_REG_10));
	emit(ALU64_IMM(BPF_ADD, BPF_REG_2, koff));
	emit(CALL_HELPER(BPF_FUNC_map_lookup_elem));
	jump(JMP_IMM(BPF_JEQ, BPF_REG_0, 0, 0), MISS);
	emit(LDX_MEM(BPF_DW, BPF_REG_1, BPF_REG_0, 0));
	emit(ALU64_IMM(BPF_ADD, BPF_REG_1, 1));
	emit(STX_MEM(BPF_DW, BPF_REG_0, BPF_REG_1, 0));
	ret0();
	label(MISS);
	emit(ST_MEM(BPF_DW, BPF_REG_10, voff, 1));
	ld_map(BPF_REG_1, map);
	emit(MOV64_REG(BPF_REG_2, BPF_REG_10));
	emit(ALU64_IMM(BPF_ADD, BPF_REG_2, koff));
	emit(MOV64_REG(BPF_REG_3, BPF_REG_10));
	emit(ALU64_IMM(BPF_ADD, BPF_REG_3, voff));
	emit(MOV64_IMM(BPF_REG_4, flags));
	emit(CALL_HELPER(BPF_FUNC_map_update_elem));
	ret0();
}

static int map_or_die(enum bpf_map_type t, unsigned ks, unsigned vs, unsigned max)
{
	int fd = bpf_map_create(t, "floor", ks, vs, max, NULL);
	if (fd < 0) {
		perror("floor: map");
		exit(1);
	}
	return fd;
}

static void build_count(void)
{
	int map = map_or_die(BPF_MAP_TYPE_PERCPU_HASH, 16, 8, 1024);
	get_comm(-16);
	incr(map, -16, -24, BPF_NOEXIST);
}

static void build_quantize(void)
{
	enum { ZERO = 1, ADD = 2 };
	int map = map_or_die(BPF_MAP_TYPE_PERCPU_ARRAY, 4, 127 * 8, 1);
	emit(CALL_HELPER(BPF_FUNC_get_current_pid_tgid));
	emit(MOV64_REG(BPF_REG_6, BPF_REG_0));
	emit(ALU64_IMM(BPF_RSH, BPF_REG_6, 32));	/* v = pid (> 0) */
	emit(MOV64_IMM(BPF_REG_7, 63));			/* bucket of 0 */
	jump(JMP_IMM(BPF_JEQ, BPF_REG_6, 0, 0), ADD);
	emit(MOV64_IMM(BPF_REG_7, 64));			/* 64 + floor(log2(v)) */
	for (int sh = 32; sh >= 1; sh /= 2) {
		/* if (v >> sh) { v >>= sh; bucket += sh; } */
		emit(MOV64_REG(BPF_REG_1, BPF_REG_6));
		emit(ALU64_IMM(BPF_RSH, BPF_REG_1, sh));
		emit(JMP_IMM(BPF_JEQ, BPF_REG_1, 0, 2));
		emit(MOV64_REG(BPF_REG_6, BPF_REG_1));
		emit(ALU64_IMM(BPF_ADD, BPF_REG_7, sh));
	}
	label(ADD);
	emit(ST_MEM(BPF_W, BPF_REG_10, -4, 0));
	ld_map(BPF_REG_1, map);
	emit(MOV64_REG(BPF_REG_2, BPF_REG_10));
	emit(ALU64_IMM(BPF_ADD, BPF_REG_2, -4));
	emit(CALL_HELPER(BPF_FUNC_map_lookup_elem));
	jump(JMP_IMM(BPF_JEQ, BPF_REG_0, 0, 0), ZERO);
	jump(JMP_IMM(BPF_JGT, BPF_REG_7, 126, 0), ZERO);
	emit(ALU64_IMM(BPF_LSH, BPF_REG_7, 3));
	emit(ALU64_REG(BPF_ADD, BPF_REG_0, BPF_REG_7));
	emit(LDX_MEM(BPF_DW, BPF_REG_1, BPF_REG_0, 0));
	emit(ALU64_IMM(BPF_ADD, BPF_REG_1, 1));
	emit(STX_MEM(BPF_DW, BPF_REG_0, BPF_REG_1, 0));
	label(ZERO);
	ret0();
}

static void build_assoc(void)
{
	int map = map_or_die(BPF_MAP_TYPE_HASH, 24, 8, 65536);
	emit(CALL_HELPER(BPF_FUNC_get_current_pid_tgid));
	emit(MOV64_REG(BPF_REG_6, BPF_REG_0));
	emit(ALU64_IMM(BPF_RSH, BPF_REG_6, 32));
	emit(STX_MEM(BPF_DW, BPF_REG_10, BPF_REG_6, -24));	/* pid */
	emit(MOV32_REG(BPF_REG_0, BPF_REG_0));
	emit(STX_MEM(BPF_DW, BPF_REG_10, BPF_REG_0, -16));	/* tid */
	emit(CALL_HELPER(BPF_FUNC_get_smp_processor_id));
	emit(STX_MEM(BPF_DW, BPF_REG_10, BPF_REG_0, -8));	/* cpu */
	incr(map, -24, -32, BPF_ANY);
}

static int rb_map;
static void build_printf(void)
{
	/* 4 MiB (dtrace defaults to 1 MiB): big enough that the floor never
	 * drops while it drains every 10 ms */
	rb_map = map_or_die(BPF_MAP_TYPE_RINGBUF, 0, 0, 4 << 20);
	emit(CALL_HELPER(BPF_FUNC_get_current_pid_tgid));
	emit(ALU64_IMM(BPF_RSH, BPF_REG_0, 32));
	emit(STX_MEM(BPF_DW, BPF_REG_10, BPF_REG_0, -24));
	get_comm(-16);
	ld_map(BPF_REG_1, rb_map);
	emit(MOV64_REG(BPF_REG_2, BPF_REG_10));
	emit(ALU64_IMM(BPF_ADD, BPF_REG_2, -24));
	emit(MOV64_IMM(BPF_REG_3, 24));
	emit(MOV64_IMM(BPF_REG_4, BPF_RB_NO_WAKEUP));
	emit(CALL_HELPER(BPF_FUNC_ringbuf_output));
	ret0();
}

struct rec { uint64_t pid; char comm[16]; };
static int on_rec(void *ctx, void *data, size_t size)
{
	const struct rec *r = data;
	(void)ctx;
	if (size >= sizeof(*r))
		printf("%d %.16s\n", (int)r->pid, r->comm);
	return 0;
}

int main(int argc, char **argv)
{
	const char *mode = argc > 1 ? argv[1] : "count";
	bool once = argc > 2 && strcmp(argv[2], "--once") == 0;
	FILE *f = fopen("/sys/kernel/tracing/events/syscalls/sys_enter_getppid/id", "r");
	int id = -1;
	if (!f || fscanf(f, "%d", &id) != 1) {
		fprintf(stderr, "floor: no getppid tracepoint\n");
		return 1;
	}
	fclose(f);

	if (strcmp(mode, "count") == 0)
		build_count();
	else if (strcmp(mode, "empty") == 0)
		ret0();
	else if (strcmp(mode, "quantize") == 0)
		build_quantize();
	else if (strcmp(mode, "assoc") == 0)
		build_assoc();
	else if (strcmp(mode, "printf") == 0)
		build_printf();
	else {
		fprintf(stderr, "usage: floor count|quantize|assoc|printf|empty [--once]\n");
		return 2;
	}
	for (int i = 0; i < nfix; i++)
		prog[fix[i].at].off = (int16_t)(labels[fix[i].label] - fix[i].at - 1);

	static char log[1 << 16];
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
	if (once)
		return 0;
	signal(SIGINT, stop);
	signal(SIGTERM, stop);
	fprintf(stderr, "ready\n");
	if (rb_map) {
		struct ring_buffer *rb = ring_buffer__new(rb_map, on_rec, NULL, NULL);
		if (!rb)
			return 1;
		while (!done) {
			usleep(10000);
			ring_buffer__consume(rb);
		}
		ring_buffer__consume(rb);
		ring_buffer__free(rb);
		fflush(stdout);
		return 0;
	}
	while (!done)
		pause();
	return 0;
}
