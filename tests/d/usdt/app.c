/* Target of the dtrace -h / -G test: probes from the generated header
 * (prov.h).  What the _ENABLED() macros said goes to the state probe and
 * to the file argv[1] (stdout without one): the file keeps it apart from
 * dtrace's output, which is printed later. */
#include <stdio.h>
#include "prov.h"

__attribute__((noinline)) static int serve(const char *path, int n)
{
	/* a string on the stack: a constant's page may not be faulted in yet,
	 * and a probe cannot fault it in */
	char req[64];
	snprintf(req, sizeof(req), "GET %s", path);
	MYAPP_REQ_START(req, n);
	return n * 2;
}

int main(int argc, char **argv)
{
	static const char *paths[] = { "/index.html", "/about", "/x" };
	for (int i = 0; i < 3; i++) {
		int rc = serve(paths[i], i);
		MYAPP_REQ_DONE(i, rc);
	}
	int on = MYAPP_REQ_START_ENABLED() != 0, idle = MYAPP_IDLE_ENABLED() != 0;
	if (MYAPP_IDLE_ENABLED())
		MYAPP_IDLE();
	MYAPP_STATE(on, idle, argc);
	FILE *f = argc > 1 ? fopen(argv[1], "w") : stdout;
	if (!f)
		return 1;
	fprintf(f, "enabled: req-start %d idle %d\n", on, idle);
	return fclose(f) != 0;
}
