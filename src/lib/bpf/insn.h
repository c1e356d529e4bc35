/*
 * BPF instruction constructors for the code generator and provider
 * prologues.  Expression-style macros yielding a struct bpf_insn, so code
 * reads like the assembly it produces: emit(b, MOV64_IMM(BPF_REG_0, 0)).
 */
#ifndef DT_BPF_INSN_H
#define DT_BPF_INSN_H

#include <linux/bpf.h>
#include <stdint.h>

#define DT_INSN(c, d, s, o, i) \
	((struct bpf_insn){ .code = (c), .dst_reg = (d), .src_reg = (s), .off = (o), .imm = (i) })

#define ALU64_REG(op, d, s)	DT_INSN(BPF_ALU64 | BPF_OP(op) | BPF_X, d, s, 0, 0)
#define ALU64_IMM(op, d, i)	DT_INSN(BPF_ALU64 | BPF_OP(op) | BPF_K, d, 0, 0, i)
#define ALU32_REG(op, d, s)	DT_INSN(BPF_ALU | BPF_OP(op) | BPF_X, d, s, 0, 0)
#define ALU32_IMM(op, d, i)	DT_INSN(BPF_ALU | BPF_OP(op) | BPF_K, d, 0, 0, i)
#define MOV64_REG(d, s)		DT_INSN(BPF_ALU64 | BPF_MOV | BPF_X, d, s, 0, 0)
#define MOV64_IMM(d, i)		DT_INSN(BPF_ALU64 | BPF_MOV | BPF_K, d, 0, 0, i)
#define MOV32_REG(d, s)		DT_INSN(BPF_ALU | BPF_MOV | BPF_X, d, s, 0, 0)
#define NEG64(d)		DT_INSN(BPF_ALU64 | BPF_NEG, d, 0, 0, 0)
/* No BPF ISA v4 forms here (sdiv/smod, movsx, sign-extending loads,
 * bswap): kernels before 6.6 refuse them (cg_expr.c has v3 lowerings). */

#define LDX_MEM(sz, d, s, o)	DT_INSN(BPF_LDX | BPF_SIZE(sz) | BPF_MEM, d, s, o, 0)
#define STX_MEM(sz, d, s, o)	DT_INSN(BPF_STX | BPF_SIZE(sz) | BPF_MEM, d, s, o, 0)
#define ST_MEM(sz, d, o, i)	DT_INSN(BPF_ST | BPF_SIZE(sz) | BPF_MEM, d, 0, o, i)
/* Atomic add: *(u64 *)(d + o) += s */
#define ATOMIC_ADD64(d, s, o)	DT_INSN(BPF_STX | BPF_DW | BPF_ATOMIC, d, s, o, BPF_ADD)

#define JMP_REG(op, d, s, o)	DT_INSN(BPF_JMP | BPF_OP(op) | BPF_X, d, s, o, 0)
#define JMP_IMM(op, d, i, o)	DT_INSN(BPF_JMP | BPF_OP(op) | BPF_K, d, 0, o, i)
#define JA(o)			DT_INSN(BPF_JMP | BPF_JA, 0, 0, o, 0)
#define CALL_HELPER(fn)		DT_INSN(BPF_JMP | BPF_CALL, 0, 0, 0, fn)
#define EXIT_INSN()		DT_INSN(BPF_JMP | BPF_EXIT, 0, 0, 0, 0)

/* 64-bit immediate: two instructions. */
#define LD_IMM64_LO(d, v)	DT_INSN(BPF_LD | BPF_DW | BPF_IMM, d, 0, 0, (int32_t)(uint32_t)(uint64_t)(v))
#define LD_IMM64_HI(v)		DT_INSN(0, 0, 0, 0, (int32_t)(uint32_t)((uint64_t)(v) >> 32))
/* Map reference: imm holds a DT_MAP_* index that load.c patches into the fd. */
#define LD_MAP_LO(d, mapidx)	DT_INSN(BPF_LD | BPF_DW | BPF_IMM, d, BPF_PSEUDO_MAP_FD, 0, mapidx)
#define LD_MAP_HI()		DT_INSN(0, 0, 0, 0, 0)
/* d = &the value of a single-element array map + off, with no lookup
 * (the verifier knows it is never NULL). */
#define LD_MAP_VALUE_LO(d, mapidx) DT_INSN(BPF_LD | BPF_DW | BPF_IMM, d, BPF_PSEUDO_MAP_VALUE, 0, mapidx)
#define LD_MAP_VALUE_HI(off)	DT_INSN(0, 0, 0, 0, off)

#endif
