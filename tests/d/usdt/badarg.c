/* Target of the USDT argument-type tests: a probe whose first argument
 * the prologue reads (a register) and whose second is a memory operand
 * with an index register, which it cannot; and a probe it reads whole. */
#include <stdint.h>
#include <sys/sdt.h>

int main(void)
{
	int8_t c = -3;
	uint16_t w = 500;
	int32_t i = -70000;
	uint64_t q = 1ULL << 40;
	DTRACE_PROBE4(typeprov, typed, c, w, i, q);
	__asm__ volatile("" STAP_PROBE_ASM(typeprov, indexed, -4@%edi 8@8(%rax,%rbx,8)));
	return 0;
}
