/* A user stack 60 calls deep (with frame pointers, which the kernel's
 * walk of a user stack follows) when getppid() is called. */
#include <unistd.h>

static int down(int n)
{
	if (n == 0)
		return (int)getppid();
	return down(n - 1) + 1;
}

int main(void)
{
	return down(60) > 0 ? 0 : 1;
}
