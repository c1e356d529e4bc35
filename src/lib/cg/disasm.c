/*
 * A BPF disassembler for dtrace -S: one line per instruction with its
 * index, raw encoding and an assembly rendering.
 */
#include <stdio.h>
#include <string.h>

#include <linux/bpf.h>

#include "cg/cg.h"

static const char *const map_names[DT_MAP__COUNT] = {
	"ringbuf", "mstate", "globals", "tls", "assoc", "agg", "strtab", "state", "spec",
	"pstate", "agg1",
};

static const char *alu_name(int op)
{
	switch (op) {
	case BPF_ADD: return "add";
	case BPF_SUB: return "sub";
	case BPF_MUL: return "mul";
	case BPF_DIV: return "div";
	case BPF_OR: return "or";
	case BPF_AND: return "and";
	case BPF_LSH: return "lsh";
	case BPF_RSH: return "rsh";
	case BPF_NEG: return "neg";
	case BPF_MOD: return "mod";
	case BPF_XOR: return "xor";
	case BPF_MOV: return "mov";
	case BPF_ARSH: return "arsh";
	case BPF_END: return "end";
	default: return "alu?";
	}
}

static const char *jmp_name(int op)
{
	switch (op) {
	case BPF_JA: return "ja";
	case BPF_JEQ: return "jeq";
	case BPF_JGT: return "jgt";
	case BPF_JGE: return "jge";
	case BPF_JSET: return "jset";
	case BPF_JNE: return "jne";
	case BPF_JSGT: return "jsgt";
	case BPF_JSGE: return "jsge";
	case BPF_CALL: return "call";
	case BPF_EXIT: return "exit";
	case BPF_JLT: return "jlt";
	case BPF_JLE: return "jle";
	case BPF_JSLT: return "jslt";
	case BPF_JSLE: return "jsle";
	default: return "jmp?";
	}
}

static const char *size_name(int sz)
{
	switch (sz) {
	case BPF_B: return "u8";
	case BPF_H: return "u16";
	case BPF_W: return "u32";
	default: return "u64";
	}
}

static const char *helper_name(int fn)
{
	switch (fn) {
	case BPF_FUNC_map_lookup_elem: return "map_lookup_elem";
	case BPF_FUNC_map_update_elem: return "map_update_elem";
	case BPF_FUNC_map_delete_elem: return "map_delete_elem";
	case BPF_FUNC_ktime_get_ns: return "ktime_get_ns";
	case BPF_FUNC_ktime_get_boot_ns: return "ktime_get_boot_ns";
	case BPF_FUNC_get_prandom_u32: return "get_prandom_u32";
	case BPF_FUNC_get_smp_processor_id: return "get_smp_processor_id";
	case BPF_FUNC_get_current_pid_tgid: return "get_current_pid_tgid";
	case BPF_FUNC_get_current_uid_gid: return "get_current_uid_gid";
	case BPF_FUNC_get_current_comm: return "get_current_comm";
	case BPF_FUNC_get_current_task: return "get_current_task";
	case BPF_FUNC_get_stack: return "get_stack";
	case BPF_FUNC_probe_read_kernel: return "probe_read_kernel";
	case BPF_FUNC_probe_read_user: return "probe_read_user";
	case BPF_FUNC_probe_read_kernel_str: return "probe_read_kernel_str";
	case BPF_FUNC_probe_read_user_str: return "probe_read_user_str";
	case BPF_FUNC_probe_write_user: return "probe_write_user";
	case BPF_FUNC_ringbuf_output: return "ringbuf_output";
	case BPF_FUNC_ringbuf_query: return "ringbuf_query";
	case BPF_FUNC_get_current_task_btf: return "get_current_task_btf";
	default: return NULL;
	}
}

void dt_disasm_insn(char *buf, size_t len, const struct bpf_insn *insns, int i, int n)
{
	const struct bpf_insn *in = &insns[i];
	int cls = BPF_CLASS(in->code), op = BPF_OP(in->code);
	bool x = BPF_SRC(in->code) == BPF_X;

	switch (cls) {
	case BPF_ALU64:
	case BPF_ALU: {
		const char *w = cls == BPF_ALU ? "32" : "";
		if (op == BPF_NEG)
			snprintf(buf, len, "neg%s %%r%d", w, in->dst_reg);
		else if (op == BPF_END)
			snprintf(buf, len, "%s%d %%r%d", BPF_SRC(in->code) ? "be" : "le",
				 in->imm, in->dst_reg);
		else if (x)
			snprintf(buf, len, "%s%s%s %%r%d, %%r%d", in->off == 1 ? "s" : "",
				 alu_name(op), w, in->dst_reg, in->src_reg);
		else
			snprintf(buf, len, "%s%s %%r%d, %d", alu_name(op), w, in->dst_reg, in->imm);
		return;
	}
	case BPF_JMP:
	case BPF_JMP32:
		if (op == BPF_EXIT) {
			snprintf(buf, len, "exit");
		} else if (op == BPF_CALL) {
			const char *h = helper_name(in->imm);
			if (h)
				snprintf(buf, len, "call bpf_%s", h);
			else
				snprintf(buf, len, "call %d", in->imm);
		} else if (op == BPF_JA) {
			snprintf(buf, len, "ja %04d", i + 1 + in->off);
		} else if (x) {
			snprintf(buf, len, "%s %%r%d, %%r%d, %04d", jmp_name(op), in->dst_reg,
				 in->src_reg, i + 1 + in->off);
		} else {
			snprintf(buf, len, "%s %%r%d, %d, %04d", jmp_name(op), in->dst_reg, in->imm,
				 i + 1 + in->off);
		}
		return;
	case BPF_LDX:
		snprintf(buf, len, "ldx%s %%r%d, [%%r%d%+d] (%s)",
			 BPF_MODE(in->code) == 0x80 ? "sx" : "", in->dst_reg, in->src_reg,
			 in->off, size_name(BPF_SIZE(in->code)));
		return;
	case BPF_STX:
		if (BPF_MODE(in->code) == BPF_ATOMIC)
			snprintf(buf, len, "atomic%s [%%r%d%+d], %%r%d (op 0x%x)",
				 in->imm == BPF_XCHG ? " xchg" : "", in->dst_reg, in->off,
				 in->src_reg, in->imm);
		else
			snprintf(buf, len, "stx [%%r%d%+d], %%r%d (%s)", in->dst_reg, in->off,
				 in->src_reg, size_name(BPF_SIZE(in->code)));
		return;
	case BPF_ST:
		snprintf(buf, len, "st [%%r%d%+d], %d (%s)", in->dst_reg, in->off, in->imm,
			 size_name(BPF_SIZE(in->code)));
		return;
	case BPF_LD:
		if (in->code == (BPF_LD | BPF_DW | BPF_IMM)) {
			if (in->src_reg == BPF_PSEUDO_MAP_FD && in->imm >= 0 &&
			    in->imm < DT_MAP__COUNT)
				snprintf(buf, len, "lddw %%r%d, map %s", in->dst_reg,
					 map_names[in->imm]);
			else if (in->src_reg == BPF_PSEUDO_MAP_VALUE && in->imm >= 0 &&
				 in->imm < DT_MAP__COUNT && i + 1 < n)
				snprintf(buf, len, "lddw %%r%d, &map %s[0]%+d", in->dst_reg,
					 map_names[in->imm], insns[i + 1].imm);
			else if (i + 1 < n)
				snprintf(buf, len, "lddw %%r%d, 0x%llx", in->dst_reg,
					 (unsigned long long)(uint32_t)in->imm |
					 ((unsigned long long)(uint32_t)insns[i + 1].imm << 32));
			return;
		}
		break;
	default:
		break;
	}
	if (in->code == 0 && i > 0 && insns[i - 1].code == (BPF_LD | BPF_DW | BPF_IMM)) {
		snprintf(buf, len, "(lddw continued)");
		return;
	}
	snprintf(buf, len, "unknown opcode 0x%02x", in->code);
}

void dt_disasm(FILE *out, const struct bpf_insn *insns, int n)
{
	char text[128];
	fprintf(out, "INS  OPCODE                 INSTRUCTION\n");
	for (int i = 0; i < n; i++) {
		const struct bpf_insn *in = &insns[i];
		dt_disasm_insn(text, sizeof(text), insns, i, n);
		fprintf(out, "%04d %02x %x %x %04x %08x  %s\n", i, in->code, in->dst_reg,
			in->src_reg, (uint16_t)in->off, (uint32_t)in->imm, text);
	}
}
