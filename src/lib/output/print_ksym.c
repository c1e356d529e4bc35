/*
 * Kernel addresses to "module`symbol+0xoff" for %a, sym() and stacks,
 * from the kernel's symbol table (core/kallsyms.c).
 */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/kallsyms.h"
#include "output/print.h"

int dt_print_stackindent(void)
{
	int64_t n = dt_opt_int(dt_hdl_current(), OPT_stackindent, 14);
	return n > 1024 ? 1024 : (int)n;
}

const char *dt_print_ksym(uint64_t addr, bool with_offset, char *buf, size_t len)
{
	const struct dt_ksym *s = dt_kallsyms_by_addr(addr);

	if (!s)
		snprintf(buf, len, "0x%" PRIx64, addr);
	else if (addr > s->addr && with_offset)
		snprintf(buf, len, "%s`%s+0x%" PRIx64, s->mod, s->name, addr - s->addr);
	else
		snprintf(buf, len, "%s`%s", s->mod, s->name);
	return buf;
}

/* Symbols of the code between a probe site and its BPF program. */
static bool tracer_frame(const struct dt_ksym *s)
{
	static const char *const prefixes[] = {
		"bpf_prog_", "bpf_trampoline_", "bpf_trace_run", "__bpf_trace_", "__traceiter_",
		"trace_call_bpf", "perf_trace_", "kprobe_perf_func", "kprobe_dispatcher",
		"kprobe_ftrace_handler", "kprobe_multi_link_", "fprobe_", "__bpf_prog_run",
		"bpf_dispatcher_",
	};
	if (strcmp(s->mod, "bpf") == 0)
		return true;
	for (size_t i = 0; i < sizeof(prefixes) / sizeof(prefixes[0]); i++)
		if (strncmp(s->name, prefixes[i], strlen(prefixes[i])) == 0)
			return true;
	return false;
}

static bool is_trampoline(const struct dt_ksym *s)
{
	return s && strncmp(s->name, "bpf_trampoline_", 15) == 0;
}

/* A return address into a function's entry, as a trampoline's call from
 * it leaves: within its first bytes (endbr and the call; cg_stack.c's
 * ENTRY_FRAME_MAX). */
static bool entry_frame(uint64_t pc)
{
	const struct dt_ksym *s = dt_kallsyms_by_addr(pc);
	return s && pc - s->addr < 16;
}

uint32_t dt_print_kstack(const uint8_t *p, uint32_t size, uint64_t *pcs)
{
	uint32_t n = 0;
	bool leading = true;
	for (uint32_t off = 0; off + 8 <= size; off += 8) {
		uint64_t pc;
		memcpy(&pc, p + off, 8);
		if (pc == 0)
			break;
		const struct dt_ksym *s = dt_kallsyms_by_addr(pc);
		if (leading && s && tracer_frame(s))
			continue;
		leading = false;
		if (is_trampoline(s)) {
			/* and the traced function's entry it was called from,
			 * where the kernel leaves that frame (7.2 does not when
			 * the trampoline calls the function: fexit) */
			uint64_t next = 0;
			if (off + 16 <= size)
				memcpy(&next, p + off + 8, 8);
			if (next && entry_frame(next))
				off += 8;
			continue;
		}
		pcs[n++] = pc;
	}
	return n;
}
