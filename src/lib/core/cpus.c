/*
 * The online CPUs, read from sysfs: the profile provider opens its perf
 * events on each, and -x cpu must name one of them.
 */
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

#include "core/dt_impl.h"

int dt_online_cpus(int *cpus, int max)
{
	char buf[1024];
	int n = 0;
	FILE *f = fopen("/sys/devices/system/cpu/online", "r");
	if (!f || !fgets(buf, sizeof(buf), f)) {
		if (f)
			fclose(f);
		long c = sysconf(_SC_NPROCESSORS_ONLN);
		for (int i = 0; i < c && n < max; i++)
			cpus[n++] = i;
		return n;
	}
	fclose(f);
	/* "0-3,5,7-8" */
	for (char *s = buf; *s && *s != '\n';) {
		char *end;
		long lo = strtol(s, &end, 10), hi = lo;
		if (end == s)
			break;
		if (*end == '-')
			hi = strtol(end + 1, &end, 10);
		for (long c = lo; c <= hi && n < max; c++)
			cpus[n++] = (int)c;
		s = *end == ',' ? end + 1 : end;
	}
	return n;
}
