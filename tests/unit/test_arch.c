/*
 * The architecture module (src/lib/arch/<ARCH>/) of this build: the USDT
 * argument specs <sys/sdt.h> writes into stapsdt notes (their operands in
 * that assembler's syntax), the uregs[] names, the syscall table and the
 * calling convention.  Each build checks its own architecture.
 */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "arch/arch.h"
#include "prov/syscall_nr.h"
#include "prov/uprobe.h"

static int failures;

#define CHECK(cond)                                                          \
	do {                                                                 \
		if (!(cond)) {                                               \
			fprintf(stderr, "%s:%d: failed: %s\n", __FILE__, __LINE__, #cond); \
			failures++;                                          \
		}                                                            \
	} while (0)

/* x86-64 pt_regs words */
enum { RBP = 4, R12 = 3, R9 = 8, RSI = 13, RDI = 14, RIP = 16 };

static void test_x86_64(void)
{
	struct dt_usdt_arg a;
	CHECK(dt_usdt_parse_arg("-4@%edi", &a) == 0);
	CHECK(a.kind == DT_USDT_REG && a.size == 4 && a.is_signed && a.reg == 8 * RDI);
	CHECK(dt_usdt_parse_arg("8@-16(%rbp)", &a) == 0);
	CHECK(a.kind == DT_USDT_MEM && a.size == 8 && !a.is_signed && a.value == -16 &&
	      a.reg == 8 * RBP);
	CHECK(dt_usdt_parse_arg("-8@(%rsi)", &a) == 0);
	CHECK(a.kind == DT_USDT_MEM && a.value == 0 && a.reg == 8 * RSI);
	CHECK(dt_usdt_parse_arg("-4@$-7", &a) == 0);
	CHECK(a.kind == DT_USDT_CONST && a.value == -7);
	CHECK(dt_usdt_parse_arg("1@%r9b", &a) == 0);
	CHECK(a.kind == DT_USDT_REG && a.size == 1 && a.reg == 8 * R9);
	CHECK(dt_usdt_parse_arg("2@%r12w", &a) == 0 && a.reg == 8 * R12);
	CHECK(dt_usdt_parse_arg("8@%rip", &a) == 0 && a.reg == 8 * RIP);
	CHECK(dt_usdt_parse_arg("4@%xmm0", &a) < 0);
	CHECK(dt_usdt_parse_arg("8@var(%rip)", &a) < 0);
	CHECK(dt_usdt_parse_arg("8@(%rax,%rbx,8)", &a) < 0);
	CHECK(dt_usdt_parse_arg("16@%rax", &a) < 0);
	CHECK(dt_usdt_parse_arg("%rax", &a) < 0);
	CHECK(dt_arch_usdt_pcrel("8@var(%rip)") && !dt_arch_usdt_pcrel("8@%rax"));

	int64_t v;
	CHECK(dt_arch_reg_const("R_RDI", &v) && v == RDI);
	CHECK(dt_arch_reg_const("R_PC", &v) && v == RIP);
	CHECK(dt_arch_reg_const("R_TRAPNO", &v) && v == 25);
	CHECK(!dt_arch_reg_const("R_X0", &v));
	const char *mem;
	int size;
	CHECK(dt_arch_uregs_thread(21, &mem, &size) && strcmp(mem, "ds") == 0 && size == 2);
	CHECK(!dt_arch_uregs_thread(20, &mem, &size));

	CHECK(dt_syscall_nr("open") == 2 && dt_syscall_nr("openat") == 257);
	CHECK(dt_syscall_nr("newstat") == 4 && dt_syscall_nr("stat") < 0);
	CHECK(dt_arch.argreg[0] == 8 * RDI && dt_arch.nargregs == 6 && dt_arch.stackarg == 8);

	/* instruction lengths (pid offset probes) and sites uprobes refuse */
	static const uint8_t push[] = { 0x55 }, mov[] = { 0x48, 0x89, 0xe5 },
		movabs[] = { 0x48, 0xb9, 1, 2, 3, 4, 5, 6, 7, 8 },
		vmovdqu[] = { 0xc5, 0xfe, 0x6f, 0x06 },			/* vmovdqu (%rsi),%ymm0 */
		evex[] = { 0x62, 0xe1, 0xfe, 0x28, 0x6f, 0x06 },	/* vmovdqu64 (%rsi),%ymm16 */
		endbr[] = { 0xf3, 0x0f, 0x1e, 0xfa },
		lockdec[] = { 0xf0, 0xff, 0x0f }, bad[] = { 0x06 };	/* push %es: none in 64-bit mode */
	CHECK(dt_arch_insn_len(push, sizeof(push), 0x1000) == 1);
	CHECK(dt_arch_insn_len(mov, sizeof(mov), 0x1001) == 3);
	CHECK(dt_arch_insn_len(movabs, sizeof(movabs), 0) == 10);
	CHECK(dt_arch_insn_len(movabs, 5, 0) == 0);		/* cut short */
	CHECK(dt_arch_insn_len(vmovdqu, sizeof(vmovdqu), 0) == 4);
	CHECK(dt_arch_insn_len(evex, sizeof(evex), 0) == 6);
	CHECK(dt_arch_insn_len(endbr, sizeof(endbr), 0) == 4);
	CHECK(dt_arch_insn_len(bad, sizeof(bad), 0) == 0);
	CHECK(dt_arch_uprobe_refused(lockdec, sizeof(lockdec)));
	CHECK(!dt_arch_uprobe_refused(endbr, sizeof(endbr)));
	CHECK(!dt_arch_uprobe_refused(mov, sizeof(mov)));
}

static void test_aarch64(void)
{
	struct dt_usdt_arg a;
	CHECK(dt_usdt_parse_arg("-4@x0", &a) == 0);
	CHECK(a.kind == DT_USDT_REG && a.size == 4 && a.is_signed && a.reg == 0);
	CHECK(dt_usdt_parse_arg("4@w19", &a) == 0 && a.kind == DT_USDT_REG && a.reg == 8 * 19);
	CHECK(dt_usdt_parse_arg("8@[sp, 16]", &a) == 0);
	CHECK(a.kind == DT_USDT_MEM && a.size == 8 && !a.is_signed && a.value == 16 &&
	      a.reg == 8 * 31);
	CHECK(dt_usdt_parse_arg("-8@[x29, -8]", &a) == 0);
	CHECK(a.kind == DT_USDT_MEM && a.value == -8 && a.reg == 8 * 29);
	CHECK(dt_usdt_parse_arg("2@[x1]", &a) == 0);
	CHECK(a.kind == DT_USDT_MEM && a.value == 0 && a.reg == 8);
	CHECK(dt_usdt_parse_arg("-4@-7", &a) == 0);
	CHECK(a.kind == DT_USDT_CONST && a.value == -7);
	CHECK(dt_usdt_parse_arg("4@#5", &a) == 0 && a.kind == DT_USDT_CONST && a.value == 5);
	CHECK(dt_usdt_parse_arg("8@x31", &a) < 0);
	CHECK(dt_usdt_parse_arg("8@x01", &a) < 0);
	CHECK(dt_usdt_parse_arg("8@v0", &a) < 0);
	CHECK(dt_usdt_parse_arg("8@[x0, x1]", &a) < 0);
	CHECK(dt_usdt_parse_arg("16@x0", &a) < 0);
	CHECK(dt_usdt_parse_arg("x0", &a) < 0);
	CHECK(!dt_arch_usdt_pcrel("8@[x0, 8]"));

	int64_t v;
	CHECK(dt_arch_reg_const("R_X0", &v) && v == 0);
	CHECK(dt_arch_reg_const("R_X30", &v) && v == 30);
	CHECK(!dt_arch_reg_const("R_X31", &v) && !dt_arch_reg_const("R_X01", &v));
	CHECK(dt_arch_reg_const("R_SP", &v) && v == 31);
	CHECK(dt_arch_reg_const("R_PC", &v) && v == 32);
	CHECK(dt_arch_reg_const("R_PSTATE", &v) && v == 33 && dt_arch.nuregs == 34);
	CHECK(!dt_arch_reg_const("R_RAX", &v));
	CHECK(dt_arch_uregs_thread_index(0) < 0);

	/* the generic table: openat, no open */
	CHECK(dt_syscall_nr("openat") == 56 && dt_syscall_nr("open") < 0);
	CHECK(dt_syscall_nr("read") == 63 && dt_syscall_nr("newfstat") == 80);
	CHECK(dt_syscall_nr("fork") < 0 && dt_syscall_nr("clone") == 220);
	CHECK(dt_arch.argreg[7] == 8 * 7 && dt_arch.nargregs == 8 && dt_arch.stackarg == 0);

	static const uint8_t ret[] = { 0xc0, 0x03, 0x5f, 0xd6 };
	CHECK(dt_arch_insn_len(ret, sizeof(ret), 0x1000) == 4);
	CHECK(dt_arch_insn_len(ret, 3, 0x1000) == 0);
	CHECK(dt_arch_insn_len(ret, sizeof(ret), 0x1002) == 0);
}

int main(void)
{
	if (strcmp(dt_arch.name, "x86_64") == 0)
		test_x86_64();
	else if (strcmp(dt_arch.name, "aarch64") == 0)
		test_aarch64();
	else
		CHECK(!"an architecture this test knows");
	if (failures)
		fprintf(stderr, "%d failures\n", failures);
	return failures != 0;
}
