/*
 * The runtime on real BPF programs built by hand (no compiler needed):
 * BEGIN records trace/fault/exit records that are consumed before
 * dt_rt_go() returns, a tracepoint program counts getppid() calls only
 * while the session is ACTIVE, END's output comes last, a verifier
 * rejection gives one line, and afterwards no fd and no program is left.
 */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <linux/perf_event.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/syscall.h>
#include <unistd.h>

#include <bpf/bpf.h>

#include "bpf/insn.h"
#include "runtime/runtime.h"
#include "runtime/entry.h"

static int failures;
#define CHECK(c, ...) do { if (!(c)) { failures++; fprintf(stderr, "FAIL %s:%d: ", \
	__FILE__, __LINE__); fprintf(stderr, __VA_ARGS__); fputc('\n', stderr); } } while (0)

struct insns { struct bpf_insn v[256]; int n; };
static void emit(struct insns *p, struct bpf_insn in) { p->v[p->n++] = in; }

/* Emit code writing [epid][cpu][words...] at r10-64 and submitting it. */
static void emit_record(struct insns *p, uint32_t epid, const int32_t *words, int nwords)
{
	emit(p, ST_MEM(BPF_W, BPF_REG_10, -64, (int32_t)epid));
	emit(p, CALL_HELPER(BPF_FUNC_get_smp_processor_id));
	emit(p, STX_MEM(BPF_W, BPF_REG_10, BPF_REG_0, -60));
	for (int i = 0; i < nwords; i++)
		emit(p, ST_MEM(BPF_DW, BPF_REG_10, -56 + 8 * i, words[i]));
	emit(p, LD_MAP_LO(BPF_REG_1, DT_MAP_RINGBUF));
	emit(p, LD_MAP_HI());
	emit(p, MOV64_REG(BPF_REG_2, BPF_REG_10));
	emit(p, ALU64_IMM(BPF_ADD, BPF_REG_2, -64));
	emit(p, MOV64_IMM(BPF_REG_3, 8 + 8 * nwords));
	emit(p, MOV64_IMM(BPF_REG_4, BPF_RB_NO_WAKEUP));
	emit(p, CALL_HELPER(BPF_FUNC_ringbuf_output));
}

static void emit_exit(struct insns *p)
{
	emit(p, MOV64_IMM(BPF_REG_0, 0));
	emit(p, EXIT_INSN());
}

/* count[0] += 1 in DT_MAP_GLOBALS, only while activity is ACTIVE. */
static void emit_counter(struct insns *p)
{
	emit(p, ST_MEM(BPF_W, BPF_REG_10, -4, 0));
	emit(p, LD_MAP_LO(BPF_REG_1, DT_MAP_STATE));
	emit(p, LD_MAP_HI());
	emit(p, MOV64_REG(BPF_REG_2, BPF_REG_10));
	emit(p, ALU64_IMM(BPF_ADD, BPF_REG_2, -4));
	emit(p, CALL_HELPER(BPF_FUNC_map_lookup_elem));
	emit(p, JMP_IMM(BPF_JEQ, BPF_REG_0, 0, 11));
	emit(p, LDX_MEM(BPF_W, BPF_REG_1, BPF_REG_0, 0));
	emit(p, JMP_IMM(BPF_JNE, BPF_REG_1, DT_ACTIVITY_ACTIVE, 9));
	emit(p, LD_MAP_LO(BPF_REG_1, DT_MAP_GLOBALS));
	emit(p, LD_MAP_HI());
	emit(p, MOV64_REG(BPF_REG_2, BPF_REG_10));
	emit(p, ALU64_IMM(BPF_ADD, BPF_REG_2, -4));
	emit(p, CALL_HELPER(BPF_FUNC_map_lookup_elem));
	emit(p, JMP_IMM(BPF_JEQ, BPF_REG_0, 0, 2));
	emit(p, MOV64_IMM(BPF_REG_1, 1));
	emit(p, ATOMIC_ADD64(BPF_REG_0, BPF_REG_1, 0));
	emit(p, JA(0));
	emit_exit(p);
}

/* A provider attach() for the test: perf_event_open on a tracepoint. */
static int tp_attach(dtrace_hdl_t *h, const struct dt_probe *p, int prog_fd,
		     int *fds, int maxfds, const void *data)
{
	struct perf_event_attr a;
	memset(&a, 0, sizeof(a));
	a.type = PERF_TYPE_TRACEPOINT;
	a.size = sizeof(a);
	a.config = (uint64_t)p->tp_id;
	a.sample_period = 1;
	a.wakeup_events = 1;
	int fd = (int)syscall(SYS_perf_event_open, &a, -1, 0, -1, PERF_FLAG_FD_CLOEXEC);
	if (fd < 0)
		return dt_set_errmsg(h, "perf_event_open: %s", strerror(errno));
	if (ioctl(fd, PERF_EVENT_IOC_SET_BPF, prog_fd) < 0 ||
	    ioctl(fd, PERF_EVENT_IOC_ENABLE, 0) < 0) {
		close(fd);
		return dt_set_errmsg(h, "attach: %s", strerror(errno));
	}
	(void)maxfds;
	fds[0] = fd;
	return 1;
}

static const struct dt_provider_ops tp_ops = { .name = "syscall", .attach = tp_attach };

static int64_t tracepoint_id(const char *ev)
{
	char path[256];
	snprintf(path, sizeof(path), "/sys/kernel/tracing/events/%s/id", ev);
	FILE *f = fopen(path, "r");
	long long id = -1;
	if (f) {
		if (fscanf(f, "%lld", &id) != 1)
			id = -1;
		fclose(f);
	}
	return id;
}

/* fds of this process that refer to BPF objects or perf events. */
static int count_bpf_fds(void)
{
	DIR *d = opendir("/proc/self/fd");
	struct dirent *e;
	int n = 0;
	while (d && (e = readdir(d))) {
		char path[300], target[256];
		snprintf(path, sizeof(path), "/proc/self/fd/%s", e->d_name);
		ssize_t len = readlink(path, target, sizeof(target) - 1);
		if (len <= 0)
			continue;
		target[len] = '\0';
		if (strstr(target, "bpf") || strstr(target, "perf_event"))
			n++;
	}
	if (d)
		closedir(d);
	return n;
}

/* Programs named `prefix`* still in the kernel (what bpftool prog lists). */
static int count_kernel_progs(const char *prefix)
{
	uint32_t id = 0;
	int n = 0;
	while (bpf_prog_get_next_id(id, &id) == 0) {
		int fd = bpf_prog_get_fd_by_id(id);
		if (fd < 0)
			continue;
		struct bpf_prog_info info;
		uint32_t len = sizeof(info);
		memset(&info, 0, sizeof(info));
		if (bpf_obj_get_info_by_fd(fd, &info, &len) == 0 &&
		    strncmp(info.name, prefix, strlen(prefix)) == 0)
			n++;
		close(fd);
	}
	return n;
}

static struct dt_probe begin_probe = { .id = 1, .prov = "dtrace", .mod = "", .func = "",
				       .name = "BEGIN", .attach = DT_ATTACH_NONE };
static struct dt_probe end_probe = { .id = 2, .prov = "dtrace", .mod = "", .func = "",
				     .name = "END", .attach = DT_ATTACH_NONE };
static struct dt_probe error_probe = { .id = 3, .prov = "dtrace", .mod = "", .func = "",
				       .name = "ERROR", .attach = DT_ATTACH_NONE };
static struct dt_probe getppid_probe = { .id = 900, .prov = "syscall", .mod = "vmlinux",
					 .func = "getppid", .name = "entry",
					 .ops = &tp_ops, .attach = DT_ATTACH_TRACEPOINT };

static struct dt_rec rec_u64 = { .offset = 0, .size = 8, .is_signed = true };
static struct dt_rec rec_u32 = { .offset = 0, .size = 4, .is_signed = true };
static struct dt_action act_trace = { .kind = DT_ACT_TRACE, .first_rec = 0, .nrecs = 1 };
static struct dt_action act_exit = { .kind = DT_ACT_EXIT, .first_rec = 0, .nrecs = 1 };
static struct dt_action act_fault = { .kind = DT_ACT_ERROR };
static struct dt_edesc ed_trace = { .epid = 1, .probe_id = 1, .clause = 0, .size = 8,
				    .acts = &act_trace, .nacts = 1, .recs = &rec_u64, .nrecs = 1 };
static struct dt_edesc ed_exit = { .epid = 2, .probe_id = 1, .clause = 1, .size = 8,
				   .acts = &act_exit, .nacts = 1, .recs = &rec_u32, .nrecs = 1 };
static struct dt_edesc ed_end = { .epid = 3, .probe_id = 2, .clause = 2, .size = 8,
				  .acts = &act_trace, .nacts = 1, .recs = &rec_u64, .nrecs = 1 };
static struct dt_edesc ed_fault = { .epid = 4, .probe_id = 1, .clause = 0,
				    .size = sizeof(struct dt_faultrec), .acts = &act_fault, .nacts = 1 };
static struct dt_rec rec_err[3] = { { .offset = 0, .size = 8 }, { .offset = 8, .size = 8 },
				    { .offset = 16, .size = 8 } };
static struct dt_action act_err[3] = { { .kind = DT_ACT_TRACE, .first_rec = 0, .nrecs = 1 },
				       { .kind = DT_ACT_TRACE, .first_rec = 1, .nrecs = 1 },
				       { .kind = DT_ACT_TRACE, .first_rec = 2, .nrecs = 1 } };
static struct dt_edesc ed_error = { .epid = 5, .probe_id = 3, .clause = 3, .size = 24,
				    .acts = act_err, .nacts = 3, .recs = rec_err, .nrecs = 3 };
static struct dt_edesc *edescs[] = { NULL, &ed_trace, &ed_exit, &ed_end, &ed_fault, &ed_error };

/* ERROR's program: records ctx[1] (probe), ctx[4] (fault), ctx[5] (address). */
static void emit_error_prog(struct insns *p)
{
	emit(p, MOV64_REG(BPF_REG_6, BPF_REG_1));
	emit(p, ST_MEM(BPF_W, BPF_REG_10, -64, 5));
	emit(p, CALL_HELPER(BPF_FUNC_get_smp_processor_id));
	emit(p, STX_MEM(BPF_W, BPF_REG_10, BPF_REG_0, -60));
	static const int slots[] = { 1, 4, 5 };
	for (int i = 0; i < 3; i++) {
		emit(p, LDX_MEM(BPF_DW, BPF_REG_0, BPF_REG_6, 8 * slots[i]));
		emit(p, STX_MEM(BPF_DW, BPF_REG_10, BPF_REG_0, -56 + 8 * i));
	}
	emit(p, LD_MAP_LO(BPF_REG_1, DT_MAP_RINGBUF));
	emit(p, LD_MAP_HI());
	emit(p, MOV64_REG(BPF_REG_2, BPF_REG_10));
	emit(p, ALU64_IMM(BPF_ADD, BPF_REG_2, -64));
	emit(p, MOV64_IMM(BPF_REG_3, 32));
	emit(p, MOV64_IMM(BPF_REG_4, 0));
	emit(p, CALL_HELPER(BPF_FUNC_ringbuf_output));
	emit_exit(p);
}

static char *slurp(FILE *f)
{
	static char buf[65536];
	fflush(f);
	rewind(f);
	size_t n = fread(buf, 1, sizeof(buf) - 1, f);
	buf[n] = '\0';
	return buf;
}

static void test_session(void)
{
	struct insns begin = { .n = 0 }, end = { .n = 0 }, count = { .n = 0 }, error = { .n = 0 };
	const int32_t w42[] = { 42 };
	const int32_t fault[] = { DT_FLT_BADADDR, 0x40, 7, 1 };
	const int32_t status[] = { 3 };
	const int32_t w99[] = { 99 };
	emit_record(&begin, 1, w42, 1);
	emit_record(&begin, 4, fault, 4);
	emit_record(&begin, 2, status, 1);
	emit_exit(&begin);
	emit_record(&end, 3, w99, 1);
	emit_exit(&end);
	emit_counter(&count);
	emit_error_prog(&error);

	struct dt_bpf_prog pcount = { .probe = &getppid_probe, .type = BPF_PROG_TYPE_TRACEPOINT,
				      .insns = count.v, .ninsns = count.n, .name = "rtut_getppid" };
	struct dt_bpf_prog pend = { .probe = &end_probe, .type = BPF_PROG_TYPE_RAW_TRACEPOINT,
				    .insns = end.v, .ninsns = end.n, .name = "rtut_end" };
	struct dt_bpf_prog perror = { .probe = &error_probe, .type = BPF_PROG_TYPE_RAW_TRACEPOINT,
				      .insns = error.v, .ninsns = error.n, .name = "rtut_error" };
	struct dt_bpf_prog pbegin = { .probe = &begin_probe, .type = BPF_PROG_TYPE_RAW_TRACEPOINT,
				      .insns = begin.v, .ninsns = begin.n, .name = "rtut_begin" };
	getppid_probe.tp_id = tracepoint_id("syscalls/sys_enter_getppid");
	bool have_tp = getppid_probe.tp_id > 0;
	pbegin.next = &pend;
	pend.next = &perror;
	if (have_tp)
		perror.next = &pcount;
	else
		fprintf(stderr, "note: no syscalls/sys_enter_getppid, counter part skipped\n");
	struct dt_cg_out co = { .progs = &pbegin, .edescs = edescs, .nedescs = 6,
				.globals_size = 8 };
	dtrace_hdl_t *h = calloc(1, sizeof(*h));
	h->cgout = &co;
	FILE *out = tmpfile();
	FILE *err = tmpfile();
	int saved_err = dup(2);
	int fds_before = count_bpf_fds();

	unsetenv("_DTRACE_TESTING");
	fflush(stderr);
	dup2(fileno(err), 2);
	int rc = dt_rt_go(h, out);
	fflush(stderr);
	dup2(saved_err, 2);
	CHECK(rc == 0, "dt_rt_go: %s", h->errmsg);
	if (rc < 0)
		goto done;

	/* BEGIN's records were consumed before dt_rt_go returned. */
	char *o = slurp(out);
	CHECK(strncmp(o, "CPU     ID                    FUNCTION:NAME\n", 44) == 0,
	      "header: [%s]", o);
	char line[128];
	snprintf(line, sizeof(line), "%6d %32s ", 1, ":BEGIN");
	CHECK(strstr(o, line) != NULL, "probe line missing: [%s]", o);
	CHECK(strstr(o, "42") != NULL, "trace value missing: [%s]", o);
	CHECK(h->rt->exited && h->rt->exit_status == 3, "exit() not seen");
	/* ERROR ran with the fault's probe id, fault code and address. */
	char *eline = strstr(o, ":ERROR");
	CHECK(eline && strstr(eline, " 1 ") && strstr(eline, " 64"),
	      "ERROR's ctx not passed: [%s]", o);
	/* ... and its output comes right after the fault, before the exit
	 * record that BEGIN wrote after it. */
	CHECK(eline && strstr(eline, "\n") && strstr(strstr(eline, "\n"), ":BEGIN \n"),
	      "ERROR output not in fault order: [%s]", o);
	char *e = slurp(err);
	CHECK(strcmp(e, "dtrace: error in dt_clause_0 for probe ID 1 (dtrace:::BEGIN): "
		     "invalid address (0x40) at BPF pc 7\n") == 0, "fault message: [%s]", e);
	CHECK(dt_rt_work(h, out) == DTRACE_WORKSTATUS_DONE, "work must be done after exit()");

	uint64_t c0 = 0, c1 = 0, c2 = 0;
	uint32_t key = 0;
	int gfd = dt_rt_map_fd(h, DT_MAP_GLOBALS);
	if (have_tp) {
		CHECK(h->rt->progs[3].nattach == 1, "tracepoint not attached");
		for (int i = 0; i < 10; i++)
			(void)syscall(SYS_getppid);
		bpf_map_lookup_elem(gfd, &key, &c0);
		CHECK(c0 >= 10, "getppid counted %llu times, want >= 10",
		      (unsigned long long)c0);
	}

	rc = dt_rt_stop(h, out);
	CHECK(rc == 3, "dt_rt_stop returned %d, want the exit status 3", rc);
	o = slurp(out);
	char *p42 = strstr(o, "42"), *p99 = strstr(o, "99");
	CHECK(p42 && p99 && p42 < p99, "END output must come last: [%s]", o);
	if (getenv("V"))
		fprintf(stderr, "output:\n%s", o);
	size_t olen = strlen(o);
	CHECK(olen >= 2 && strcmp(o + olen - 2, "\n\n") == 0, "final newline missing");

	if (have_tp) {
		/* Detached: further calls are not counted. */
		bpf_map_lookup_elem(gfd, &key, &c1);
		for (int i = 0; i < 10; i++)
			(void)syscall(SYS_getppid);
		bpf_map_lookup_elem(gfd, &key, &c2);
		CHECK(c1 == c2, "counted after detach: %llu -> %llu",
		      (unsigned long long)c1, (unsigned long long)c2);
	}
	dt_rt_free(h);
	CHECK(h->rt == NULL, "rt not freed");
	CHECK(count_bpf_fds() == fds_before, "bpf/perf fds leaked: %d -> %d", fds_before,
	      count_bpf_fds());
	int left = 0;
	for (int i = 0; i < 50 && (left = count_kernel_progs("rtut_")) > 0; i++)
		usleep(20000);
	CHECK(left == 0, "%d programs still loaded after free", left);
done:
	fclose(out);
	fclose(err);
	close(saved_err);
	free(h);
}

/* The verifier says no: one line in errmsg, nothing left open. */
static void test_reject(void)
{
	struct insns bad = { .n = 0 };
	emit(&bad, MOV64_REG(BPF_REG_0, BPF_REG_2));	/* r2 is not initialised */
	emit(&bad, EXIT_INSN());
	struct dt_bpf_prog pbad = { .probe = &begin_probe, .type = BPF_PROG_TYPE_RAW_TRACEPOINT,
				    .insns = bad.v, .ninsns = bad.n, .name = "rtut_bad" };
	struct dt_cg_out co = { .progs = &pbad, .edescs = edescs, .nedescs = 5 };
	dtrace_hdl_t *h = calloc(1, sizeof(*h));
	h->cgout = &co;
	int fds_before = count_bpf_fds();
	FILE *out = tmpfile();
	CHECK(dt_rt_go(h, out) < 0, "bad program loaded");
	const char *want = "BPF program for probe dtrace:::BEGIN rejected by the kernel "
			   "verifier: R2 !read_ok";
	CHECK(strcmp(h->errmsg, want) == 0, "errmsg: [%s]", h->errmsg);
	CHECK(strchr(h->errmsg, '\n') == NULL, "errmsg has several lines");
	CHECK(h->rt == NULL, "rt left after a failed go");
	CHECK(count_bpf_fds() == fds_before, "fds leaked on the error path");
	fclose(out);
	free(h);
}

/* bufpolicy=ring keeps only the newest records that fit in bufsize (as
 * DTrace counts record bytes) and prints them when tracing stops. */
static void test_ring(void)
{
	struct insns begin = { .n = 0 };
	const int32_t status[] = { 0 };
	for (int32_t v = 41; v <= 45; v++)
		emit_record(&begin, 1, (const int32_t[]){ v }, 1);
	emit_record(&begin, 2, status, 1);
	emit_exit(&begin);
	struct dt_bpf_prog pbegin = { .probe = &begin_probe, .type = BPF_PROG_TYPE_RAW_TRACEPOINT,
				      .insns = begin.v, .ninsns = begin.n, .name = "rtut_ring" };
	struct dt_cg_out co = { .progs = &pbegin, .edescs = edescs, .nedescs = 5 };
	dtrace_hdl_t *h = calloc(1, sizeof(*h));
	h->cgout = &co;
	dtrace_setopt(h, "bufpolicy", "ring");
	/* as DTrace lays them out, trace(int64) takes 16 bytes (a 4-byte
	 * EPID, the value 8-aligned) and exit 8: in a 64-byte ring the
	 * fifth trace overwrites the first, exit() the second */
	dtrace_setopt(h, "bufsize", "64");
	dtrace_setopt(h, "quiet", NULL);
	FILE *out = tmpfile();
	CHECK(dt_rt_go(h, out) == 0, "go: %s", h->errmsg);
	CHECK(*slurp(out) == '\0', "ring mode printed before the end: [%s]", slurp(out));
	CHECK(h->rt && h->rt->exited, "exit() must take effect at once in ring mode");
	CHECK(dt_rt_stop(h, out) == 0, "stop");
	char *o = slurp(out);
	CHECK(strstr(o, "43") && strstr(o, "44") && strstr(o, "45") && !strstr(o, "41") &&
	      !strstr(o, "42"), "ring kept the wrong records: [%s]", o);
	dt_rt_free(h);
	dt_options_free(h->opts);
	fclose(out);
	free(h);
}

static void test_options(void)
{
	dtrace_hdl_t *h = calloc(1, sizeof(*h));
	long page = sysconf(_SC_PAGESIZE);
	CHECK(dt_opt_bufsize(h, &(bool){0}) == 1 << 20, "default bufsize");
	dtrace_setopt(h, "bufsize", "4m");
	CHECK(dt_opt_bufsize(h, &(bool){0}) == 4 << 20, "4m");
	dtrace_setopt(h, "bufsize", "5000");
	CHECK(dt_opt_bufsize(h, &(bool){0}) == (page >= 8192 ? page : 8192), "5000 -> 8192");
	dtrace_setopt(h, "bufsize", "16");
	CHECK(dt_opt_bufsize(h, &(bool){0}) == page, "16 -> one page");
	dtrace_setopt(h, "bufsize", "3k");
	CHECK(dt_opt_bufsize(h, &(bool){0}) == page, "3k -> one page");
	dtrace_setopt(h, "bufsize", "1g");
	bool lowered;
	int64_t max = sysconf(_SC_PHYS_PAGES) * page / 8;	/* an eighth of RAM */
	int64_t got = dt_opt_bufsize(h, &lowered);
	CHECK(max >= 1 << 30 ? got == 1 << 30 && !lowered : lowered && got <= max && got > max / 2,
	      "1g: %lld (RAM/8 %lld)", (long long)got, (long long)max);
	CHECK(dtrace_setopt(h, "bufsize", "12q") < 0, "12q is refused when set");
	CHECK(dt_opt_bufsize(h, &(bool){0}) == got, "bufsize kept after 12q");
	dtrace_setopt(h, "strsize", "1k");
	CHECK(dt_opt_int(h, OPT_strsize, 256) == 1024, "strsize=1k is 1024");
	dtrace_setopt(h, "nspec", "0x10");
	CHECK(dt_opt_int(h, OPT_nspec, 1) == 16, "nspec=0x10");
	dtrace_setopt(h, "switchrate", "500msec");
	CHECK(dt_opt_rate_ns(h, OPT_switchrate, 1) == 500000000, "500msec");
	dtrace_setopt(h, "switchrate", "10hz");
	CHECK(dt_opt_rate_ns(h, OPT_switchrate, 1) == 100000000, "10hz");
	dtrace_setopt(h, "switchrate", "4");
	CHECK(dt_opt_rate_ns(h, OPT_switchrate, 1) == 250000000, "bare number = Hz");
	dtrace_setopt(h, "switchrate", "2s");
	CHECK(dt_opt_rate_ns(h, OPT_switchrate, 1) == 2000000000, "2s");
	CHECK(dt_opt_rate_ns(h, OPT_aggrate, 77) == 77, "unset -> default");
	dt_options_free(h->opts);
	free(h);
}

/* dtrace(1)'s words for a lowered size: the largest unit it reaches when
 * whole, else bytes (resize.c). */
static void test_size_words(void)
{
	static const struct { int64_t n; const char *s; } c[] = {
		{ 1LL << 30, "1g" }, { 24LL << 20, "24m" }, { 1536LL << 20, "1610612736 bytes" },
		{ 4096, "4k" }, { 1000, "1000 bytes" }, { 3LL << 40, "3t" }, { 1025, "1025 bytes" },
	};
	char buf[32];
	for (size_t i = 0; i < sizeof(c) / sizeof(c[0]); i++) {
		dt_size_words(c[i].n, buf, sizeof(buf));
		CHECK(strcmp(buf, c[i].s) == 0, "%lld: [%s], want [%s]", (long long)c[i].n, buf,
		      c[i].s);
	}
}

int main(void)
{
	test_size_words();
	test_options();
	test_session();
	test_reject();
	test_ring();
	if (failures)
		fprintf(stderr, "%d failure(s)\n", failures);
	return failures ? 1 : 0;
}
