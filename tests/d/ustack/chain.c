/* main -> outer -> middle -> leaf, each a frame of its own. */
#include <unistd.h>

__attribute__((noinline)) int leaf(int x) { return getppid() + x; }
__attribute__((noinline)) int middle(int x) { return leaf(x + 1) + 1; }
__attribute__((noinline)) int outer(int x) { return middle(x + 1) + 1; }

int main(void)
{
	return outer(1) == 0;
}
