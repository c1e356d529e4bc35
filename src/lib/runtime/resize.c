/*
 * The sizes and rates the run time could not give as asked (the Guide's
 * "Buffer Resizing Policy"; dtrace(1)'s go(), which compares each option
 * before and after tracing starts).  A buffer smaller than asked for is
 * said under bufresize=auto ("buffer size lowered to 1g") and refused
 * under bufresize=manual; a rate the run time bounds is said as it runs
 * ("status rate increased to once every 10 seconds").  -x quietresize
 * silences both kinds of message.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "runtime/runtime.h"

/* DTrace's kernel bounds (dtrace_state_go): the status interval at most
 * 10 s; the clean interval at most a minute, 0 read as that minute, and
 * here at least 1 ms (a speculation id is recycled no sooner:
 * consume_spec.c). */
#define STATUS_MAX_NS		(10 * 1000000000LL)
#define CLEAN_MAX_NS		(60 * 1000000000LL)
#define CLEAN_MIN_NS		1000000LL
#define CLEAN_DEFAULT_NS	(1000000000LL / 101)

/* Whether a rate option was given as zero ("0", "0hz", "0s"). */
static bool rate_zero(dtrace_hdl_t *h, enum dt_optid id)
{
	const char *v = dt_opt_str(h, id);
	return v && *v && strtod(v, NULL) == 0;
}

int64_t dt_rt_statusrate_ns(dtrace_hdl_t *h)
{
	if (rate_zero(h, OPT_statusrate))
		return 0;	/* a check at every work call */
	int64_t r = dt_opt_rate_ns(h, OPT_statusrate, 1000000000LL);
	return r > STATUS_MAX_NS ? STATUS_MAX_NS : r;
}

int64_t dt_rt_cleanrate_ns(dtrace_hdl_t *h)
{
	int64_t r = rate_zero(h, OPT_cleanrate) ? CLEAN_MAX_NS
		: dt_opt_rate_ns(h, OPT_cleanrate, CLEAN_DEFAULT_NS);
	return r < CLEAN_MIN_NS ? CLEAN_MIN_NS : r > CLEAN_MAX_NS ? CLEAN_MAX_NS : r;
}

/* A size in dtrace(1)'s words: in the largest unit it reaches (k, m, g,
 * ...) when it is a whole number of that unit, else in bytes. */
void dt_size_words(int64_t n, char *buf, size_t len)
{
	int j = 0;
	while (j < 6 && (1LL << (10 * (j + 1))) <= n)
		j++;
	if (j > 0 && (n & ((1LL << (10 * j)) - 1)) == 0)
		snprintf(buf, len, "%lld%c", (long long)(n >> (10 * j)), "kmgtpe"[j - 1]);
	else
		snprintf(buf, len, "%lld bytes", (long long)n);
}

int dt_rt_resized(dtrace_hdl_t *h, const char *what, const char *opt, enum dt_optid id,
		  int64_t got)
{
	char sz[32];
	dt_size_words(got, sz, sizeof(sz));
	const char *resize = dt_opt_str(h, OPT_bufresize);
	if (resize && strcmp(resize, "manual") == 0)
		return dt_set_errmsg(h, "-x %s=%s exceeds the largest %s that can be "
				     "allocated (%s), and bufresize is manual", opt,
				     dt_opt_str(h, id), what, sz);
	if (!dt_opt_isset(h, OPT_quietresize))
		dt_diag(h, DTRACE_DIAG_WARNING, "%s lowered to %s", what, sz);
	return 0;
}

/* One rate as dtrace(1) says it changed: in hz when a second is a whole
 * number of intervals, else once every so many seconds or nanoseconds. */
static void rate_changed(dtrace_hdl_t *h, const char *name, enum dt_optid id, int64_t got)
{
	if (!dt_opt_isset(h, id) || got == 0)
		return;
	int64_t asked = rate_zero(h, id) ? 0 : dt_opt_rate_ns(h, id, got);
	if (asked == got)
		return;
	const char *dir = got > asked ? "reduced" : "increased";
	if (got <= 1000000000LL && 1000000000LL % got == 0)
		dt_diag(h, DTRACE_DIAG_WARNING, "%s %s to %lld hz", name, dir,
			(long long)(1000000000LL / got));
	else if (got % 1000000000LL == 0)
		dt_diag(h, DTRACE_DIAG_WARNING, "%s %s to once every %lld seconds", name, dir,
			(long long)(got / 1000000000LL));
	else
		dt_diag(h, DTRACE_DIAG_WARNING, "%s %s to once every %lld nanoseconds", name,
			dir, (long long)got);
}

void dt_rt_report_rates(dtrace_hdl_t *h)
{
	if (dt_opt_isset(h, OPT_quietresize))
		return;
	rate_changed(h, "cleaning rate", OPT_cleanrate, dt_rt_cleanrate_ns(h));
	rate_changed(h, "status rate", OPT_statusrate, dt_rt_statusrate_ns(h));
}
