/*
 * D language versions (-xversion, #pragma D option version=): a script may
 * ask for an older version, which hides the built-ins added since then, so
 * old scripts that used those names for their own variables still compile.
 */
#include <stdio.h>
#include <string.h>

#include "lang/builtins.h"
#include "core/dt_impl.h"
#include "core/version.h"

#define VERS(ma, mi, mc) (((uint32_t)(ma) << 24) | ((uint32_t)(mi) << 12) | (uint32_t)(mc))

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

/* Built-in functions newer than 1.0 (DTrace's table of identifiers). */
static uint32_t func_since(int code)
{
	static const char *const v1_1[] = {
		"strstr", "strchr", "strrchr", "strtok", "substr", "index", "rindex",
		"freopen", "ftruncate", NULL,
	};
	const char *name = dt_builtin_func_name(code);
	for (int i = 0; name && v1_1[i]; i++)
		if (strcmp(v1_1[i], name) == 0)
			return VERS(1, 1, 0);
	return VERS(1, 0, 0);
}

bool dt_version_has_func(dtrace_hdl_t *h, int code)
{
	const char *s = dtrace_getopt(h, "version");
	uint32_t v;
	if (!s || !dt_version_parse(s, &v))
		return true;
	return func_since(code) <= v;
}
