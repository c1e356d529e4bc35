/*
 * Options that are sizes and rates, parsed in one place for the code
 * generator and the runtime: DTrace's suffixes (k m g t, ns us ms s m h d,
 * hz), and the ring buffer's size policy.
 */
#include <errno.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <unistd.h>

#include "core/dt_impl.h"

/* "32", "4k", "4m", "1g", "2t": a non-negative number (any base) and at
 * most one suffix letter, as DTrace reads sizes.  -1 when malformed. */
int64_t dt_parse_size(const char *s)
{
	char *end;
	size_t len = strlen(s);
	if (len == 0 || *s == '-' || strtoll(s, NULL, 0) < 0)
		return -1;
	int shift = 0;
	switch (s[len - 1]) {
	case 't': case 'T': shift += 10; /* fall through */
	case 'g': case 'G': shift += 10; /* fall through */
	case 'm': case 'M': shift += 10; /* fall through */
	case 'k': case 'K': shift += 10; break;
	}
	errno = 0;
	unsigned long long v = strtoull(s, &end, 0);
	if (errno || end == s || end != s + len - (shift ? 1 : 0) || v > (unsigned long long)(INT64_MAX >> shift))
		return -1;
	return (int64_t)v << shift;
}

int64_t dt_opt_size(dtrace_hdl_t *h, enum dt_optid id, int64_t dflt)
{
	const char *v = dt_opt_str(h, id);
	if (!v || !*v)
		return dflt;
	return dt_parse_size(v);
}

/* The largest ring buffer: an eighth of RAM (it is all resident), at most
 * 1 GiB (the kernel's limit is just under 4 GiB, and nothing drains that
 * much between two reads). */
static int64_t max_bufsize(void)
{
	/* asked once per clause that records: sysconf(_SC_PHYS_PAGES) is a
	 * sysinfo(2) each time */
	static int64_t max;
	if (max)
		return max;
	int64_t ram = (int64_t)sysconf(_SC_PHYS_PAGES) * sysconf(_SC_PAGESIZE);
	max = 1LL << 30;
	while (max > (1LL << 20) && ram > 0 && max > ram / 8)
		max >>= 1;
	return max;
}

/* The ring buffer's size: -x bufsize rounded up to a power of two pages,
 * lowered to max_bufsize() when larger (*lowered says so). */
int64_t dt_opt_bufsize(dtrace_hdl_t *h, bool *lowered)
{
	int64_t want = dt_opt_size(h, OPT_bufsize, DT_OPT_DEFAULT_BUFSIZE);
	if (want < 0)
		return -1;
	int64_t max = max_bufsize();
	int64_t sz = sysconf(_SC_PAGESIZE);
	while (sz < want && sz < max)
		sz <<= 1;
	*lowered = want > sz;
	return sz;
}

static const struct { const char *sfx; int64_t ns; } units[] = {
	{ "ns", 1 }, { "nsec", 1 }, { "us", 1000 }, { "usec", 1000 },
	{ "ms", 1000000 }, { "msec", 1000000 }, { "s", 1000000000 },
	{ "sec", 1000000000 }, { "m", 60000000000LL }, { "min", 60000000000LL },
	{ "h", 3600000000000LL }, { "hour", 3600000000000LL },
	{ "d", 86400000000000LL }, { "day", 86400000000000LL },
	{ "hz", 0 }, { "", 0 },
};

/* A rate as DTrace accepts it: a non-negative integer and a time unit
 * (any case) or none.  0 when valid, -1 when not. */
int dt_parse_rate(const char *s)
{
	char *end;
	if (!*s || *s == '-' || strtoll(s, NULL, 0) < 0)
		return -1;
	errno = 0;
	(void)strtoull(s, &end, 0);
	if (errno || end == s)
		return -1;
	for (size_t i = 0; i < sizeof(units) / sizeof(units[0]); i++)
		if (strcasecmp(end, units[i].sfx) == 0)
			return 0;
	return -1;
}

int64_t dt_opt_rate_ns(dtrace_hdl_t *h, enum dt_optid id, int64_t dflt)
{
	const char *v = dt_opt_str(h, id);
	if (!v || !*v)
		return dflt;
	char *end;
	double x = strtod(v, &end);
	if (end == v || x <= 0)
		return dflt;
	for (size_t i = 0; i < sizeof(units) / sizeof(units[0]); i++) {
		if (strcasecmp(end, units[i].sfx) != 0)
			continue;
		if (units[i].ns == 0)	/* a rate: per second */
			return (int64_t)(1e9 / x);
		return (int64_t)(x * (double)units[i].ns);
	}
	return dflt;
}
