/* main -> f1 -> f2 -> f3 -> f4 -> f5 -> getppid(), built with
 * -O2 -fomit-frame-pointer: no frame pointer anywhere, only the CFI in
 * .eh_frame says where each return address is. */
#include <unistd.h>

static volatile int sink;

#define STEP(name, next) \
	__attribute__((noinline)) int name(int x) { int r = next(x + 1); sink = r; return r + 1; }

__attribute__((noinline)) int f5(int x) { char pad[64]; pad[x & 63] = (char)x; sink = pad[7]; return getppid() + x; }
STEP(f4, f5)
STEP(f3, f4)
STEP(f2, f3)
STEP(f1, f2)

int main(void)
{
	int s = 0;
	for (int i = 0; i < 3; i++)
		s += f1(i);
	return s == 0;
}
