/*
 * What differs between the machines dtrace runs on, in one place: the
 * Makefile compiles src/lib/arch/<ARCH>/ (x86_64 or arm64) and the
 * stages read this table and call these functions, never testing the
 * architecture themselves.  It is the architecture dtrace was built for:
 * the kernel it traces and the processes it grabs are of the same one
 * (a 32-bit caller is told apart by compat below).
 *
 * Offsets are in the kernel's struct pt_regs, the context of kprobe and
 * uprobe programs and what task_pt_regs() and raw_syscalls pass.
 */
#ifndef DT_ARCH_H
#define DT_ARCH_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#define DT_ARCH_MAX_ARGREGS 8

struct dt_arch {
	const char *name;		/* uname -m: "x86_64", "aarch64" */
	const char *multiarch;		/* Debian's library directory triplet */
	uint16_t elf_machine;		/* e_machine of its ELF objects */
	/* the C calling convention at a function's first instruction */
	int nargregs;			/* integer arguments in registers */
	int16_t argreg[DT_ARCH_MAX_ARGREGS];
	int16_t retreg;			/* the return value */
	int16_t sp, pc, fp;
	int16_t stackarg;		/* sp + this: the first stack argument
					   (x86-64: past the return address) */
	/* system calls, at raw_syscalls:sys_enter / sys_exit */
	int16_t sysarg[6];		/* the arguments, at sys_enter */
	int16_t sysnr;			/* the number, at sys_exit */
	int sysnr_size;			/* its bytes */
	int16_t compat;			/* the word that tells a 32-bit caller: */
	uint64_t compat_mask, compat_val;	/* (word & mask) == val */
	/* or, where the kernel's BTF and bpf_get_current_task_btf() are
	 * there, the word of the task's thread_info that the kernel's own
	 * test reads (no read of pt_regs): (member & mask) != 0; NULL: none */
	const char *compat_ti_member;
	uint32_t compat_ti_mask;
	/* uregs[]: indexes below nuregs are pt_regs words (index * 8) */
	int nuregs;
	/* interrupted registers (profile): user mode when
	 * (word at mode & user_mask) == user_val */
	int16_t mode;
	uint64_t user_mask, user_val;
	/* a new thread's return from clone() passes raw_syscalls:sys_exit
	 * (x86-64; arm64's ret_from_fork returns to user space without
	 * syscall exit tracing, so proc:::start and lwp-start, which fire
	 * there, do not exist) */
	bool child_sys_exit;
	/* ustack()'s copy of the user registers and stack is unwound by CFI
	 * (prov/uunwind.c maps DWARF registers to pt_regs: x86-64's only so
	 * far; elsewhere the kernel's frame-pointer walk is the stack) */
	bool cfi_unwind;
	/* what cpp predefines for this machine, NULL-terminated */
	const char *const *cpp_defines;
};
extern const struct dt_arch dt_arch;

/* uregs[i] past the pt_regs words: a member of the task's thread_struct
 * (x86-64: the segment registers and trap number).  Fills the member name
 * and its size for index i; false when i has none. */
bool dt_arch_uregs_thread(int i, const char **member, int *size);
/* Iterates those: the k-th (k from 0) index that has one, -1 past them. */
int dt_arch_uregs_thread_index(int k);

/* The D names of uregs[] indexes (R_PC, R_SP, ...; the D guide's names
 * for this architecture).  false when name is not one. */
bool dt_arch_reg_const(const char *name, int64_t *value);

/* System call numbers by the name of their sys_enter_<name> tracepoint
 * (src/lib/arch/<ARCH>/syscalls.c), sorted by name (strcmp order); looked
 * up through prov/syscall_nr.h. */
struct dt_sysnr_ent {
	const char *name;
	int nr;
};
extern const struct dt_sysnr_ent dt_arch_syscalls[];
extern const size_t dt_arch_nsyscalls;

/* A USDT argument: its size and signedness (the "-4@" of a spec: the
 * same everywhere, prov/prov_usdt.c), and the operand in this
 * architecture's assembler syntax ("%edi", "-16(%rbp)", "$5" on x86-64;
 * "x0", "[sp, 16]", "5" on arm64): kind, the pt_regs offset of its
 * register and the constant or displacement. */
enum dt_usdt_argkind { DT_USDT_CONST, DT_USDT_REG, DT_USDT_MEM };
struct dt_usdt_arg {
	enum dt_usdt_argkind kind;
	int size;			/* bytes, 1..8 */
	bool is_signed;
	int reg;			/* pt_regs offset (REG, MEM base) */
	int64_t value;			/* constant, or MEM displacement */
};
/* Fills kind, reg and value from operand op; -1 when the prologue cannot
 * read it. */
int dt_arch_usdt_operand(const char *op, struct dt_usdt_arg *a);
/* Whether specs of this architecture name PC-relative operands that
 * need the site's address resolved (x86-64's "sym(%rip)"). */
bool dt_arch_usdt_pcrel(const char *args);

/* The length in bytes of the instruction at code (len bytes of it
 * available, at address addr): 0 when it does not decode.  x86-64 asks
 * Capstone (insn.c), arm64's are 4. */
int dt_arch_insn_len(const uint8_t *code, size_t len, uint64_t addr);
/* Whether the kernel's uprobes refuse a site whose instruction starts
 * at code (a uprobe-multi link carrying one fails whole); false when
 * unsure: the kernel has the last word. */
bool dt_arch_uprobe_refused(const uint8_t *code, size_t len);

/* A stopped traced process (ptrace): the breakpoint instruction written
 * over the low bytes of `word` at the entry point, and, once the process
 * stopped on it, the program counter put back to `addr`.  -1 when the
 * stop is not at that breakpoint. */
long dt_arch_bp_word(long word);
int dt_arch_bp_rewind(int pid, uint64_t addr);

#endif
