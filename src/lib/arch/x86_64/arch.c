/*
 * x86-64: struct pt_regs (the ptrace ABI's user_regs_struct order), the
 * SysV calling convention, the R_* names of uregs[] as DTrace for Linux
 * numbers them, GNU as's AT&T operands in USDT notes, int3.
 */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ptrace.h>
#include <sys/user.h>

#include "arch/arch.h"

/* pt_regs words */
enum {
	R15, R14, R13, R12, RBP, RBX, R11, R10, R9, R8, RAX, RCX, RDX, RSI, RDI,
	ORIG_RAX, RIP, CS, EFLAGS, RSP, SS, NWORDS
};
#define OFF(w) ((int16_t)(8 * (w)))

const struct dt_arch dt_arch = {
	.name = "x86_64",
	.multiarch = "x86_64-linux-gnu",
	.elf_machine = 62,		/* EM_X86_64 */
	.nargregs = 6,
	.argreg = { OFF(RDI), OFF(RSI), OFF(RDX), OFF(RCX), OFF(R8), OFF(R9) },
	.retreg = OFF(RAX),
	.sp = OFF(RSP), .pc = OFF(RIP), .fp = OFF(RBP),
	.stackarg = 8,
	/* the syscall convention: r10 for rcx */
	.sysarg = { OFF(RDI), OFF(RSI), OFF(RDX), OFF(R10), OFF(R8), OFF(R9) },
	.sysnr = OFF(ORIG_RAX), .sysnr_size = 8,
	/* TS_COMPAT in thread_info.status: a 32-bit syscall (ia32 emulation,
	 * and a 64-bit process's `int $0x80`), in_ia32_syscall() as the
	 * per-syscall tracepoints test it.  Without BTF, __USER32_CS: a
	 * 32-bit process (a 64-bit one's `int $0x80` is then not told apart). */
	.compat = OFF(CS), .compat_mask = 0xffff, .compat_val = 0x23,
	.compat_ti_member = "status", .compat_ti_mask = 0x0002,
	.nuregs = NWORDS,
	.mode = OFF(CS), .user_mask = 3, .user_val = 3,		/* CPL 3 */
	.child_sys_exit = true,
	.cfi_unwind = true,
	.cpp_defines = (const char *const[]){ "-D__x86_64__", "-D__x86_64", "-D__amd64", NULL },
};

/* uregs[R_DS .. R_TRAPNO]: not in pt_regs; x86-64 keeps them in the
 * task's thread_struct (ds, es, fsbase, gsbase, trap_nr). */
static const struct { int idx; const char *mem; int size; } thread_regs[] = {
	{ 21, "ds", 2 }, { 22, "es", 2 }, { 23, "fsbase", 8 },
	{ 24, "gsbase", 8 }, { 25, "trap_nr", 8 },
};

bool dt_arch_uregs_thread(int i, const char **member, int *size)
{
	for (size_t k = 0; k < sizeof(thread_regs) / sizeof(thread_regs[0]); k++) {
		if (thread_regs[k].idx == i) {
			*member = thread_regs[k].mem;
			*size = thread_regs[k].size;
			return true;
		}
	}
	return false;
}

int dt_arch_uregs_thread_index(int k)
{
	return k >= 0 && k < (int)(sizeof(thread_regs) / sizeof(thread_regs[0])) ?
		       thread_regs[k].idx : -1;
}

/* uregs[] indexes: the pt_regs words, then the thread's registers. */
static const struct { const char *name; int value; } reg_consts[] = {
	{ "R_R15", 0 }, { "R_R14", 1 }, { "R_R13", 2 }, { "R_R12", 3 }, { "R_RBP", 4 },
	{ "R_RBX", 5 }, { "R_R11", 6 }, { "R_R10", 7 }, { "R_R9", 8 }, { "R_R8", 9 },
	{ "R_RAX", 10 }, { "R_RCX", 11 }, { "R_RDX", 12 }, { "R_RSI", 13 }, { "R_RDI", 14 },
	{ "R_ORIG_RAX", 15 }, { "R_RIP", 16 }, { "R_CS", 17 }, { "R_RFL", 18 },
	{ "R_RSP", 19 }, { "R_SS", 20 }, { "R_DS", 21 }, { "R_ES", 22 }, { "R_FS", 23 },
	{ "R_GS", 24 }, { "R_TRAPNO", 25 },
	{ "R_PC", 16 }, { "R_SP", 19 }, { "R_FP", 4 }, { "R_PS", 18 }, { "R_R0", 10 },
	{ "R_R1", 5 },
	/* i386 names of the same registers */
	{ "R_EDI", 14 }, { "R_ESI", 13 }, { "R_EBP", 4 }, { "R_EAX", 10 }, { "R_ESP", 19 },
	{ "R_EBX", 5 }, { "R_ECX", 11 }, { "R_EDX", 12 }, { "R_ERR", 15 }, { "R_EIP", 16 },
	{ "R_EFL", 18 }, { "R_UESP", 19 },
};

bool dt_arch_reg_const(const char *name, int64_t *value)
{
	for (size_t i = 0; i < sizeof(reg_consts) / sizeof(reg_consts[0]); i++) {
		if (strcmp(reg_consts[i].name, name) == 0) {
			*value = reg_consts[i].value;
			return true;
		}
	}
	return false;
}

/* ------------------------------------------------------- USDT operands */

static const struct {
	const char *name;
	int word;
} usdt_regs[] = {
	{ "rax", RAX }, { "eax", RAX }, { "ax", RAX }, { "al", RAX },
	{ "rbx", RBX }, { "ebx", RBX }, { "bx", RBX }, { "bl", RBX },
	{ "rcx", RCX }, { "ecx", RCX }, { "cx", RCX }, { "cl", RCX },
	{ "rdx", RDX }, { "edx", RDX }, { "dx", RDX }, { "dl", RDX },
	{ "rsi", RSI }, { "esi", RSI }, { "si", RSI }, { "sil", RSI },
	{ "rdi", RDI }, { "edi", RDI }, { "di", RDI }, { "dil", RDI },
	{ "rbp", RBP }, { "ebp", RBP }, { "bp", RBP }, { "bpl", RBP },
	{ "rsp", RSP }, { "esp", RSP }, { "sp", RSP }, { "spl", RSP },
	{ "rip", RIP },
	{ "r8", R8 }, { "r9", R9 }, { "r10", R10 }, { "r11", R11 }, { "r12", R12 },
	{ "r13", R13 }, { "r14", R14 }, { "r15", R15 },
};

/* "%edi", "%r8d", "%r12w", "%r9b" -> pt_regs offset, -1 if unknown. */
static int reg_offset(const char *s, size_t len)
{
	char buf[8];
	if (len == 0 || len >= sizeof(buf))
		return -1;
	memcpy(buf, s, len);
	buf[len] = '\0';
	if (buf[0] == 'r' && isdigit((unsigned char)buf[1]) &&
	    (buf[len - 1] == 'd' || buf[len - 1] == 'w' || buf[len - 1] == 'b'))
		buf[len - 1] = '\0';
	for (size_t i = 0; i < sizeof(usdt_regs) / sizeof(usdt_regs[0]); i++)
		if (strcmp(usdt_regs[i].name, buf) == 0)
			return OFF(usdt_regs[i].word);
	return -1;
}

int dt_arch_usdt_operand(const char *op, struct dt_usdt_arg *a)
{
	char *end;
	if (*op == '%') {
		a->kind = DT_USDT_REG;
		a->reg = reg_offset(op + 1, strlen(op + 1));
		return a->reg < 0 ? -1 : 0;
	}
	if (*op == '$') {
		a->kind = DT_USDT_CONST;
		a->value = strtoll(op + 1, &end, 0);
		return *end ? -1 : 0;
	}
	/* disp(%reg): a symbol or an index register is not supported. */
	a->kind = DT_USDT_MEM;
	a->value = *op == '(' ? 0 : strtoll(op, &end, 0);
	if (*op != '(')
		op = end;
	size_t rl = op[0] == '(' && op[1] == '%' ? strcspn(op + 2, ")") : 0;
	if (rl == 0 || op[2 + rl] != ')' || op[3 + rl] != '\0')
		return -1;
	a->reg = reg_offset(op + 2, rl);
	return a->reg < 0 ? -1 : 0;
}

bool dt_arch_usdt_pcrel(const char *args)
{
	return strstr(args, "(%rip)") != NULL;
}

/* ------------------------------------------------------------- ptrace */

long dt_arch_bp_word(long word)
{
	return (word & ~0xffL) | 0xcc;		/* int3 */
}

/* int3 stops with rip past it. */
int dt_arch_bp_rewind(int pid, uint64_t addr)
{
	struct user_regs_struct regs;
	if (ptrace(PTRACE_GETREGS, pid, NULL, &regs) < 0 || regs.rip != addr + 1)
		return -1;
	regs.rip = addr;
	return ptrace(PTRACE_SETREGS, pid, NULL, &regs) < 0 ? -1 : 0;
}
