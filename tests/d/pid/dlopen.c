/* Target of tst.dlopen.sh: loads libplug.so (by name, found through its
 * run path) only after it started, then calls into it.  It lingers a
 * little: stacks are symbolised from the live process's mappings. */
#include <dlfcn.h>
#include <stdio.h>
#include <unistd.h>

int main(void)
{
	void *lib = dlopen("libplug.so", RTLD_NOW);
	if (!lib) {
		fprintf(stderr, "dlopen: %s\n", dlerror());
		return 1;
	}
	int (*run)(int) = (int (*)(int))dlsym(lib, "plug_run");
	if (!run)
		return 1;
	int sum = 0;
	for (int i = 1; i <= 2; i++)
		sum += run(i);
	usleep(500000);
	return sum == 8 ? 0 : 1;
}
