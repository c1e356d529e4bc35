/*
 * arm64: struct pt_regs (x0..x30, sp, pc, pstate, then orig_x0 and
 * syscallno), the AAPCS64 calling convention (x0..x7, the frame record of
 * x29/x30), uregs[] numbered as DTrace for Linux does for arm64 (R_X0 ..
 * R_X30, R_SP, R_PC, R_PSTATE: the user_pt_regs order), GNU as's operands
 * in USDT notes, brk #0.
 */
#include <elf.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ptrace.h>
#include <sys/uio.h>
#include <sys/user.h>

#include "arch/arch.h"

enum { X0 = 0, FP = 29, LR = 30, SP = 31, PC = 32, PSTATE = 33, ORIG_X0 = 34, SYSCALLNO = 35 };
#define OFF(w) ((int16_t)(8 * (w)))

const struct dt_arch dt_arch = {
	.name = "aarch64",
	.multiarch = "aarch64-linux-gnu",
	.elf_machine = 183,		/* EM_AARCH64 */
	.nargregs = 8,
	.argreg = { OFF(0), OFF(1), OFF(2), OFF(3), OFF(4), OFF(5), OFF(6), OFF(7) },
	.retreg = OFF(X0),
	.sp = OFF(SP), .pc = OFF(PC), .fp = OFF(FP),
	.stackarg = 0,		/* the return address is in x30, not on the stack */
	/* x0 still holds the first argument at sys_enter (orig_x0 keeps it
	 * once x0 is the return value) */
	.sysarg = { OFF(0), OFF(1), OFF(2), OFF(3), OFF(4), OFF(5) },
	.sysnr = OFF(SYSCALLNO), .sysnr_size = 4,
	/* PSR_MODE32_BIT: an AArch32 (compat) process, whose numbers are
	 * another table's */
	.compat = OFF(PSTATE), .compat_mask = 0x10, .compat_val = 0x10,
	.nuregs = PSTATE + 1,
	.mode = OFF(PSTATE), .user_mask = 0xf, .user_val = 0,		/* EL0t */
	.child_sys_exit = false,	/* ret_from_fork: no syscall exit tracing */
	.cfi_unwind = false,
	.cpp_defines = (const char *const[]){ "-D__aarch64__", NULL },
};

/* no uregs[] past pt_regs */
bool dt_arch_uregs_thread(int i, const char **member, int *size)
{
	(void)i;
	(void)member;
	(void)size;
	return false;
}

int dt_arch_uregs_thread_index(int k)
{
	(void)k;
	return -1;
}

bool dt_arch_reg_const(const char *name, int64_t *value)
{
	static const struct { const char *name; int value; } named[] = {
		{ "R_SP", SP }, { "R_PC", PC }, { "R_PSTATE", PSTATE },
		/* the machine-independent names */
		{ "R_FP", FP }, { "R_LR", LR }, { "R_PS", PSTATE }, { "R_R0", 0 }, { "R_R1", 1 },
	};
	for (size_t i = 0; i < sizeof(named) / sizeof(named[0]); i++) {
		if (strcmp(named[i].name, name) == 0) {
			*value = named[i].value;
			return true;
		}
	}
	/* R_X0 .. R_X30 */
	char *end;
	if (strncmp(name, "R_X", 3) != 0 || name[3] < '0' || name[3] > '9' ||
	    (name[3] == '0' && name[4]))
		return false;
	long n = strtol(name + 3, &end, 10);
	if (*end || n > 30)
		return false;
	*value = n;
	return true;
}

/* ------------------------------------------------------- USDT operands */

/* "x0".."x30", "w0".."w30", "sp" -> pt_regs offset (len bytes of s), -1 */
static int reg_offset(const char *s, size_t len)
{
	if (len == 2 && strncmp(s, "sp", 2) == 0)
		return OFF(SP);
	if (len < 2 || len > 3 || (s[0] != 'x' && s[0] != 'w'))
		return -1;
	int n = 0;
	for (size_t i = 1; i < len; i++) {
		if (s[i] < '0' || s[i] > '9')
			return -1;
		n = n * 10 + (s[i] - '0');
	}
	if ((len == 3 && s[1] == '0') || n > 30)
		return -1;
	return OFF(n);
}

static const char *skip_hash(const char *s)
{
	return *s == '#' ? s + 1 : s;
}

int dt_arch_usdt_operand(const char *op, struct dt_usdt_arg *a)
{
	char *end;
	if (*op == '[') {	/* [reg] or [reg, disp] */
		a->kind = DT_USDT_MEM;
		size_t rl = strcspn(op + 1, ",]");
		a->reg = reg_offset(op + 1, rl);
		const char *r = op + 1 + rl;
		if (*r == ',') {
			r++;
			while (*r == ' ')
				r++;
			r = skip_hash(r);
			a->value = strtoll(r, &end, 0);
			if (end == r)
				return -1;
			r = end;
		}
		if (r[0] != ']' || r[1] != '\0')
			return -1;
		return a->reg < 0 ? -1 : 0;
	}
	const char *c = skip_hash(op);
	if ((*c >= '0' && *c <= '9') || *c == '-') {
		a->kind = DT_USDT_CONST;
		a->value = strtoll(c, &end, 0);
		return end == c || *end ? -1 : 0;
	}
	a->kind = DT_USDT_REG;
	a->reg = reg_offset(op, strlen(op));
	return a->reg < 0 ? -1 : 0;
}

bool dt_arch_usdt_pcrel(const char *args)
{
	(void)args;
	return false;
}

/* ------------------------------------------------------------- ptrace */

long dt_arch_bp_word(long word)
{
	return (long)(((unsigned long)word & ~0xffffffffUL) | 0xd4200000UL);	/* brk #0 */
}

/* brk stops with pc at it: nothing to put back, but the stop must be ours. */
int dt_arch_bp_rewind(int pid, uint64_t addr)
{
	struct user_regs_struct regs;
	struct iovec iov = { &regs, sizeof(regs) };
	if (ptrace(PTRACE_GETREGSET, pid, (void *)NT_PRSTATUS, &iov) < 0)
		return -1;
	return regs.pc == addr ? 0 : -1;
}
