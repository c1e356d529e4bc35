/*
 * Stability attributes: their names, minimum, comparison, parsing (attr.h).
 */
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "lang/attr.h"

const struct dt_attr dt_attr_default = { DT_STAB_STABLE, DT_STAB_STABLE, DT_CLASS_COMMON };
const struct dt_attr dt_attr_max = { DT_STAB_STANDARD, DT_STAB_STANDARD, DT_CLASS_COMMON };
const struct dt_attr dt_attr_evolving = { DT_STAB_EVOLVING, DT_STAB_EVOLVING, DT_CLASS_COMMON };
const struct dt_attr dt_attr_private = { DT_STAB_PRIVATE, DT_STAB_PRIVATE, DT_CLASS_UNKNOWN };
#define UNSTABLE { DT_STAB_UNSTABLE, DT_STAB_UNSTABLE, DT_CLASS_COMMON }
const struct dt_pattr dt_pattr_unstable = { UNSTABLE, UNSTABLE, UNSTABLE, UNSTABLE, UNSTABLE };
#undef UNSTABLE

static const char *const stab_names[] = {
	"Internal", "Private", "Obsolete", "External",
	"Unstable", "Evolving", "Stable", "Standard",
};
static const char *const class_names[] = {
	"Unknown", "CPU", "Platform", "Group", "ISA", "Common",
};
#define NSTAB (sizeof(stab_names) / sizeof(stab_names[0]))
#define NCLASS (sizeof(class_names) / sizeof(class_names[0]))

struct dt_attr dt_attr_min(struct dt_attr a, struct dt_attr b)
{
	struct dt_attr m;
	m.name = a.name < b.name ? a.name : b.name;
	m.data = a.data < b.data ? a.data : b.data;
	m.cls = a.cls < b.cls ? a.cls : b.cls;
	return m;
}

bool dt_attr_below(struct dt_attr a, struct dt_attr min)
{
	return a.name < min.name || a.data < min.data || a.cls < min.cls;
}

const char *dt_stability_name(enum dt_stability s)
{
	return (unsigned)s < NSTAB ? stab_names[s] : "Unknown";
}

const char *dt_class_name(enum dt_depclass c)
{
	return (unsigned)c < NCLASS ? class_names[c] : "Unknown";
}

static int find_name(const char *const *names, size_t n, const char *w, size_t len)
{
	for (size_t i = 0; i < n; i++)
		if (strlen(names[i]) == len && strncasecmp(names[i], w, len) == 0)
			return (int)i;
	return -1;
}

bool dt_attr_parse(const char *str, struct dt_attr *a)
{
	const char *s2 = strchr(str, '/'), *s3 = s2 ? strchr(s2 + 1, '/') : NULL;
	if (!s3 || strchr(s3 + 1, '/'))
		return false;
	int n = find_name(stab_names, NSTAB, str, (size_t)(s2 - str));
	int d = find_name(stab_names, NSTAB, s2 + 1, (size_t)(s3 - s2 - 1));
	int c = find_name(class_names, NCLASS, s3 + 1, strlen(s3 + 1));
	if (n < 0 || d < 0 || c < 0)
		return false;
	a->name = (enum dt_stability)n;
	a->data = (enum dt_stability)d;
	a->cls = (enum dt_depclass)c;
	return true;
}

const char *dt_attr_str(struct dt_attr a, char *buf, size_t len)
{
	snprintf(buf, len, "%s/%s/%s", dt_stability_name(a.name), dt_stability_name(a.data),
		 dt_class_name(a.cls));
	return buf;
}

const char *dt_attr_abbrev(struct dt_attr a, char *buf, size_t len)
{
	/* DTrace's letters: a level's initial, Stable and Standard told
	 * apart by case, as ISA and CPU are from the classes below them */
	static const char stab[] = "ipoxuesS", cls[] = "uCpgIc";
	if ((unsigned)a.name < NSTAB && (unsigned)a.data < NSTAB && (unsigned)a.cls < NCLASS)
		snprintf(buf, len, "[%c/%c/%c]", stab[a.name], stab[a.data], cls[a.cls]);
	else
		snprintf(buf, len, "[%u/%u/%u]", a.name, a.data, a.cls);
	return buf;
}

void dt_attr_print(FILE *out, const char *title, struct dt_attr a)
{
	fprintf(out, "\n\t%s\n", title);
	fprintf(out, "\t\tIdentifier Names: %s\n", dt_stability_name(a.name));
	fprintf(out, "\t\tData Semantics:   %s\n", dt_stability_name(a.data));
	fprintf(out, "\t\tDependency Class: %s\n", dt_class_name(a.cls));
}
