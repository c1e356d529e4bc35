/*
 * Code generator tests: the disassembler on hand-made instructions, the
 * record layout cg describes for a compiled clause, and whole programs
 * compiled, loaded (so the kernel verifier must accept them) and run as
 * BEGIN, their output compared.
 */
#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cg/cg.h"
#include "dtrace.h"
#include "core/program.h"

static int failures;

#define CHECK(c, ...) do { if (!(c)) { failures++; fprintf(stderr, "FAIL %s:%d: ", \
	__FILE__, __LINE__); fprintf(stderr, __VA_ARGS__); fputc('\n', stderr); } } while (0)

static void test_disasm(void)
{
	struct bpf_insn prog[] = {
		MOV64_IMM(BPF_REG_0, 7),
		ALU64_REG(BPF_ADD, BPF_REG_0, BPF_REG_1),
		LDX_MEM(BPF_W, BPF_REG_2, BPF_REG_8, 16),
		JMP_IMM(BPF_JEQ, BPF_REG_2, 0, 1),
		CALL_HELPER(BPF_FUNC_ktime_get_ns),
		LD_MAP_LO(BPF_REG_1, DT_MAP_AGG), LD_MAP_HI(),
		EXIT_INSN(),
	};
	const char *want[] = {
		"mov %r0, 7", "add %r0, %r1", "ldx %r2, [%r8+16] (u32)",
		"jeq %r2, 0, 0005", "call bpf_ktime_get_ns", "lddw %r1, map agg",
		"(lddw continued)", "exit",
	};
	char buf[128];
	for (int i = 0; i < (int)(sizeof(prog) / sizeof(prog[0])); i++) {
		dt_disasm_insn(buf, sizeof(buf), prog, i, 8);
		CHECK(strcmp(buf, want[i]) == 0, "insn %d: got '%s', want '%s'", i, buf, want[i]);
	}
}

/* The record cg describes for `trace(1 + 2); trace("x"); exit(3)`. */
static void test_layout(void)
{
	dtrace_hdl_t *h = dtrace_open();
	dtrace_prog_t *p = dtrace_compile(h, "BEGIN { trace(1 + 2); trace(\"x\"); exit(3); }",
					  DTRACE_SRC_DESC, "test", 'n');
	CHECK(p != NULL, "compile failed: %s", dtrace_errmsg(h));
	if (!p) {
		dtrace_close(h);
		return;
	}
	struct dt_cg_out *o = h->cgout;
	CHECK(o->progs && !o->progs->next, "one program expected");
	CHECK(o->nedescs == 2 && o->edescs[1], "one EPID (1) expected, have %d", o->nedescs - 1);
	if (o->nedescs == 2) {
		struct dt_edesc *ed = o->edescs[1];
		CHECK(ed->nacts == 3, "3 actions, have %d", ed->nacts);
		CHECK(ed->nacts == 3 && ed->acts[0].kind == DT_ACT_TRACE &&
		      ed->acts[2].kind == DT_ACT_EXIT, "trace, trace, exit");
		CHECK(ed->nrecs == 3, "3 recs, have %d", ed->nrecs);
		if (ed->nrecs == 3) {
			CHECK(ed->recs[0].offset == 0 && ed->recs[0].size == 4,
			      "int rec at 0 size 4: %u %u", ed->recs[0].offset, ed->recs[0].size);
			CHECK(ed->recs[1].offset == 8 && ed->recs[1].size == 257,
			      "string rec at 8 size 257: %u %u", ed->recs[1].offset,
			      ed->recs[1].size);
			CHECK(ed->recs[2].offset == 8 + 264, "exit rec at 272: %u",
			      ed->recs[2].offset);
		}
	}
	CHECK(o->strtab_len >= 2 + 257 && memcmp(o->strtab, "x", 2) == 0,
	      "string table holds \"x\" and its padding");
	dtrace_close(h);
}

/* Compile, load and run `prog` as a quiet BEGIN; compare what it prints. */
static void run(const char *prog, const char *want)
{
	char *buf = NULL;
	size_t len = 0;
	FILE *out = open_memstream(&buf, &len);
	dtrace_hdl_t *h = dtrace_open();
	dtrace_setopt(h, "quiet", NULL);
	dtrace_prog_t *p = dtrace_compile(h, prog, DTRACE_SRC_DESC, prog, 'n');
	if (!p) {
		CHECK(0, "%s: compile: %s", prog, dtrace_errmsg(h));
	} else if (dtrace_go(h, out) != 0) {
		CHECK(0, "%s: go: %s", prog, dtrace_errmsg(h));
	} else {
		for (int i = 0; i < 50 && dtrace_work(h, out) == DTRACE_WORKSTATUS_OKAY; i++)
			;
		dtrace_stop(h, out);
	}
	fclose(out);
	CHECK(p == NULL || (buf && strncmp(buf, want, strlen(want)) == 0),
	      "%s:\n  got  '%s'\n  want '%s'", prog, buf ? buf : "", want);
	free(buf);
	dtrace_close(h);
}

static void test_programs(void)
{
	run("BEGIN { printf(\"%d\\n\", 1 + 2 * 3); exit(0); }", "7\n");
	run("BEGIN { x = 19; printf(\"%d %d %d\\n\", x / 5, -x % 5, x % -5); exit(0); }",
	    "3 -4 4\n");
	run("BEGIN { i = 0x7fffffff; i++; printf(\"%d\\n\", i); exit(0); }", "-2147483648\n");
	run("BEGIN { a[\"k\", 2] = 5; a[\"k\", 2] += 1; printf(\"%d %d\\n\", a[\"k\", 2], "
	    "a[\"j\", 2]); exit(0); }", "6 0\n");
	run("BEGIN { self->t = 4; this->u = self->t * 2; printf(\"%d\\n\", this->u); exit(0); }",
	    "8\n");
	run("BEGIN { s = \"abc\"; printf(\"%d %d %s\\n\", s == \"abc\", strlen(s), "
	    "strjoin(s, \"def\")); exit(0); }", "1 3 abcdef\n");
	run("BEGIN { printf(\"%s\\n\", substr(\"hello\", -3, 2)); exit(0); }", "ll\n");
	run("BEGIN { printf(\"%d\\n\", 1 ? 2 : 3); exit(0); }", "2\n");
}

/* What the prologue of the first program compiled from text holds:
 * whether it looks the machine state up, which argv slots it zeroes
 * (bit i = argv[i]) and whether it clears the timestamp cache. */
struct pro_seen { bool compiled, lookup, ctx, tstamp; unsigned zeroed; };

static struct pro_seen prologue_of(const char *text)
{
	struct pro_seen ps = { false, false, false, false, 0 };
	dtrace_hdl_t *h = dtrace_open();
	dtrace_prog_t *p = dtrace_compile(h, text, DTRACE_SRC_DESC, "test", 'n');
	CHECK(p != NULL, "%s: compile failed: %s", text, dtrace_errmsg(h));
	if (p && h->cgout->progs) {
		const struct dt_bpf_prog *bp = h->cgout->progs;
		ps.compiled = true;
		for (int i = 0; i < bp->ninsns; i++) {
			const struct bpf_insn *in = &bp->insns[i];
			if (in->code == (BPF_LD | BPF_IMM | BPF_DW) && in->imm == DT_MAP_MSTATE &&
			    in->src_reg == BPF_PSEUDO_MAP_FD)
				ps.lookup = true;
			if (in->code == (BPF_ALU64 | BPF_MOV | BPF_X) && in->dst_reg == BPF_REG_9)
				ps.ctx = true;
			if (BPF_CLASS(in->code) == BPF_ST && in->dst_reg == BPF_REG_8 &&
			    in->imm == 0) {
				if (in->off >= 0 && in->off < 8 * DT_MAX_ARGS)
					ps.zeroed |= 1u << (in->off / 8);
				if (in->off == offsetof(struct dt_mstate, tstamp))
					ps.tstamp = true;
			}
		}
	}
	dtrace_close(h);
	return ps;
}

/* The prologue sets up only what the code uses (cg.c, scan_needs). */
static void test_prologue(void)
{
	struct pro_seen ps;

	/* a keyless aggregation: no machine state, no ctx */
	ps = prologue_of("syscall::getppid:entry { @ = count(); }");
	CHECK(!ps.compiled || (!ps.lookup && !ps.ctx && !ps.zeroed && !ps.tstamp),
	      "@ = count(): lookup %d ctx %d zeroed %#x tstamp %d", ps.lookup, ps.ctx,
	      ps.zeroed, ps.tstamp);
	/* a key in scratch space: the lookup, nothing else */
	ps = prologue_of("syscall::getppid:entry { @[execname] = count(); }");
	CHECK(!ps.compiled || (ps.lookup && !ps.zeroed && !ps.tstamp),
	      "@[execname] = count(): lookup %d zeroed %#x tstamp %d", ps.lookup, ps.zeroed,
	      ps.tstamp);
	/* read(2) has 3 arguments, which its tracepoint sets: arg5 reads 0 */
	ps = prologue_of("syscall::read:entry { trace(arg2); trace(arg5); trace(timestamp); }");
	CHECK(!ps.compiled || (ps.lookup && ps.ctx && ps.zeroed == 1u << 5 && ps.tstamp),
	      "read arg2, arg5, timestamp: zeroed %#x tstamp %d", ps.zeroed, ps.tstamp);
	/* BEGIN: no gate (DT_ATTACH_NONE), argv read as 0 */
	ps = prologue_of("BEGIN { trace(arg0); }");
	CHECK(ps.compiled && ps.lookup && ps.zeroed == 1, "BEGIN arg0: zeroed %#x", ps.zeroed);
}

/* The path a hit takes from the first lookup in `map` to its exit: the
 * instructions it runs (unconditional jumps followed), and how many of
 * those jumps it takes.  cg moves map misses out of line (cg_cold_begin),
 * so a hit should run straight down to the exit. */
struct hot_seen { int ninsns, njumps; bool found; };

static struct hot_seen hot_path_of(const char *text, enum dt_map_id map)
{
	struct hot_seen hs = { 0, 0, false };
	dtrace_hdl_t *h = dtrace_open();
	dtrace_prog_t *p = dtrace_compile(h, text, DTRACE_SRC_DESC, "test", 'n');
	CHECK(p != NULL, "%s: compile failed: %s", text, dtrace_errmsg(h));
	const struct dt_bpf_prog *bp = p ? h->cgout->progs : NULL;
	int i = 0, lookup = -1;
	for (; bp && i + 1 < bp->ninsns && lookup < 0; i++) {
		const struct bpf_insn *in = &bp->insns[i];
		if (in->code == (BPF_LD | BPF_IMM | BPF_DW) && in->imm == (int)map &&
		    in->src_reg == BPF_PSEUDO_MAP_FD)
			lookup = i;
	}
	/* from the call after it, every conditional jump not taken */
	while (bp && lookup >= 0 && i < bp->ninsns && hs.ninsns < 1000) {
		const struct bpf_insn *in = &bp->insns[i];
		if (!hs.found) {
			hs.found = in->code == (BPF_JMP | BPF_CALL) &&
				   in->imm == BPF_FUNC_map_lookup_elem;
			i++;
			continue;
		}
		hs.ninsns++;
		if (in->code == (BPF_JMP | BPF_EXIT))
			break;
		if (in->code == (BPF_JMP | BPF_JA)) {
			hs.njumps++;
			i += in->off;
		}
		i += in->code == (BPF_LD | BPF_IMM | BPF_DW) ? 2 : 1;
	}
	dtrace_close(h);
	return hs;
}

static void test_hot_path(void)
{
	struct hot_seen hs;

	hs = hot_path_of("syscall::getppid:entry { @[execname] = count(); }", DT_MAP_AGG);
	CHECK(hs.found && hs.njumps == 0 && hs.ninsns <= 12,
	      "@[execname] = count() hit: %d insns, %d jumps", hs.ninsns, hs.njumps);
	hs = hot_path_of("syscall::getppid:entry { a[pid, tid]++; }", DT_MAP_ASSOC);
	CHECK(hs.found && hs.njumps == 0 && hs.ninsns <= 16,
	      "a[pid, tid]++ hit: %d insns, %d jumps", hs.ninsns, hs.njumps);
}

/* The activity gate (no probe records before BEGIN nor after exit()):
 * an active session falls through it, and its way out is an exit after
 * the whole body, quantize's negative side too being out of line. */
static void test_gate(void)
{
	const char *text = "syscall::getppid:entry { @ = quantize(pid); }";
	dtrace_hdl_t *h = dtrace_open();
	dtrace_prog_t *p = dtrace_compile(h, text, DTRACE_SRC_DESC, "test", 'n');
	CHECK(p != NULL, "%s: compile failed: %s", text, dtrace_errmsg(h));
	const struct dt_bpf_prog *bp = p ? h->cgout->progs : NULL;
	int n = bp ? bp->ninsns : 0, i = 0, taken = 0;
	for (; i < n && BPF_CLASS(bp->insns[i].code) != BPF_JMP; i++)
		;
	CHECK(i < n && bp->insns[i].code == (BPF_JMP | BPF_JNE | BPF_K) &&
	      bp->insns[i].imm == DT_ACTIVITY_ACTIVE &&
	      i + 1 + bp->insns[i].off == n - 2 && bp->insns[n - 1].code == (BPF_JMP | BPF_EXIT),
	      "the gate is not a jump to the last exit (insn %d of %d)", i, n);
	/* a positive value's path from the gate to the exit, conditional
	 * jumps read as not taken: no unconditional jump on it either */
	for (i++; i < n && bp->insns[i].code != (BPF_JMP | BPF_EXIT); i++) {
		if (bp->insns[i].code == (BPF_JMP | BPF_JA)) {
			taken++;
			i += bp->insns[i].off;
		}
		if (bp->insns[i].code == (BPF_LD | BPF_IMM | BPF_DW))
			i++;
	}
	CHECK(i < n - 2 && taken == 0, "quantize(pid): %d jumps taken, exit at %d of %d",
	      taken, i, n);
	dtrace_close(h);
}

int main(void)
{
	test_disasm();
	test_layout();
	test_programs();
	test_prologue();
	test_hot_path();
	test_gate();
	if (failures)
		fprintf(stderr, "%d failures\n", failures);
	return failures != 0;
}
