/* Spins in a known user call path (main -> outer -> spin) until killed.
 * Built with frame pointers; spin calls a function first so that it is
 * not a leaf (a leaf keeps its return address in a register on arm64,
 * where the kernel's user stack walk would not see it). */
volatile unsigned long n;

__attribute__((noinline)) void start(void) { n = 1; }
__attribute__((noinline)) void spin(void)
{
	start();
	for (;;)
		n++;
}
__attribute__((noinline)) void outer(void) { spin(); }

int main(void)
{
	outer();
	return 0;
}
