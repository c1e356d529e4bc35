/*
 * D language versions (-xversion, #pragma D option version=): a script may
 * ask for an older version, which hides the built-ins added since then, so
 * old scripts that used those names for their own variables still compile.
 */
#include <stdio.h>
#include <string.h>

#include "core/dt_impl.h"
#include "core/version.h"

#define VERS DT_VERS

/* The versions this compiler implements, oldest first. */
static const uint32_t known[] = {
	VERS(1, 0, 0), VERS(1, 1, 0), VERS(1, 2, 0), VERS(1, 2, 1), VERS(1, 2, 2),
	VERS(1, 3, 0), VERS(1, 4, 0), VERS(1, 4, 1), VERS(1, 5, 0), VERS(1, 6, 0),
	VERS(1, 6, 1), VERS(1, 6, 2), VERS(1, 6, 3), VERS(1, 6, 4),
};

bool dt_version_parse(const char *s, uint32_t *out)
{
	unsigned ma = 0, mi = 0, mc = 0;
	int n = 0;
	if (sscanf(s, "%u.%u%n", &ma, &mi, &n) != 2)
		return false;
	if (s[n] == '.') {
		int m = 0;
		if (sscanf(s + n, ".%u%n", &mc, &m) != 1)
			return false;
		n += m;
	}
	if (s[n] != '\0' || ma > 255 || mi > 4095 || mc > 4095)
		return false;
	uint32_t v = VERS(ma, mi, mc);
	for (size_t i = 0; i < sizeof(known) / sizeof(known[0]); i++)
		if (known[i] == v) {
			*out = v;
			return true;
		}
	return false;
}

/* The D version programs are compiled for: -xversion's, else the latest
 * we implement (DTrace's dt_vmax, which cpp gets as __SUNW_D_VERSION). */
uint32_t dt_version_current(dtrace_hdl_t *h)
{
	const char *s = dt_opt_str(h, OPT_version);
	uint32_t v;
	if (s && dt_version_parse(s, &v))
		return v;
	return known[sizeof(known) / sizeof(known[0]) - 1];
}
