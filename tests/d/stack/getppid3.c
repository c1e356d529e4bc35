/* A known user call path to a known system call: main -> level1 ->
 * level2 -> getppid(), three times.  Built with frame pointers so the
 * kernel's user stack walk finds every caller. */
#include <unistd.h>

__attribute__((noinline)) int level2(void) { return getppid(); }
__attribute__((noinline)) int level1(void) { return level2() + 1; }

int main(void)
{
	int s = 0;
	for (int i = 0; i < 3; i++)
		s += level1();
	return s == 0;
}
