/* Target of the pid offset-probe test (tst.offsets.sh): sum3() is written
 * in assembly so that its instructions, and so its probe names, are known
 * whatever the compiler: on x86-64 of 1, 3, 4, 3, 10, 3, 1 and 1 bytes
 * (offsets 0 1 4 8 b 15 18 19), on arm64 four of 4. */
long sum3(long a, long b, long c);

#if defined(__x86_64__)
__asm__(".text\n"
	".globl sum3\n"
	".type sum3, @function\n"
	"sum3:\n"
	"	push %rbp\n"
	"	mov %rsp, %rbp\n"
	"	lea (%rdi,%rsi), %rax\n"
	"	add %rdx, %rax\n"
	"	movabs $0x1122334455667788, %rcx\n"
	"	xor %rcx, %rcx\n"
	"	pop %rbp\n"
	"	ret\n"
	".size sum3, .-sum3\n");
#elif defined(__aarch64__)
__asm__(".text\n"
	".globl sum3\n"
	".type sum3, %function\n"
	"sum3:\n"
	"	add x0, x0, x1\n"
	"	add x0, x0, x2\n"
	"	mov x1, #0\n"
	"	ret\n"
	".size sum3, .-sum3\n");
#endif

int main(void)
{
	long s = 0;
	for (long i = 1; i <= 3; i++)
		s += sum3(i, 10 * i, 100 * i);
	return s == 666 ? 0 : 1;
}
