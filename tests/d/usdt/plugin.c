/* The library tst.dlopen.sh's target dlopen()s: USDT probes from a dtrace
 * -h header, two sites of one probe with their arguments in different
 * places, and an _ENABLED() guard. */
#include "plugprov.h"

static volatile int sink;

__attribute__((noinline)) int plugin_work(int n)
{
	PLUGPROV_STEP(n, 1);
	for (int i = 0; i < n; i++)
		sink += i;
	PLUGPROV_STEP(sink, 2);
	if (PLUGPROV_ENABLED_ENABLED())
		PLUGPROV_ENABLED(n);
	return sink;
}
