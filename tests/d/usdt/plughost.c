/* Target of tst.dlopen.sh: loads libplugin.so after it started, found by
 * name through its run path, and calls it; it lingers a little so that
 * dtrace consumes the records while it lives. */
#include <dlfcn.h>
#include <stdio.h>
#include <unistd.h>

int main(void)
{
	void *lib = dlopen("libplugin.so", RTLD_NOW);
	if (!lib) {
		fprintf(stderr, "dlopen: %s\n", dlerror());
		return 1;
	}
	int (*work)(int) = (int (*)(int))dlsym(lib, "plugin_work");
	if (!work)
		return 1;
	work(3);
	work(4);
	usleep(200000);
	return 0;
}
