/*
 * D's stability attributes (the Dynamic Tracing Guide's "Stability"
 * chapter): an interface is described by a triple, its name's stability,
 * its data's stability and its dependency class.  Attributes of an
 * expression are the minimum of its parts', each component on its own.
 */
#ifndef DT_ATTR_H
#define DT_ATTR_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

/* Stability levels and dependency classes, in DTrace's order (lowest
 * first: comparisons and minimums use it). */
enum dt_stability {
	DT_STAB_INTERNAL, DT_STAB_PRIVATE, DT_STAB_OBSOLETE, DT_STAB_EXTERNAL,
	DT_STAB_UNSTABLE, DT_STAB_EVOLVING, DT_STAB_STABLE, DT_STAB_STANDARD,
};
enum dt_depclass {
	DT_CLASS_UNKNOWN, DT_CLASS_CPU, DT_CLASS_PLATFORM, DT_CLASS_GROUP,
	DT_CLASS_ISA, DT_CLASS_COMMON,
};
struct dt_attr {
	enum dt_stability name, data;
	enum dt_depclass cls;
};
/* Attributes of a provider's provider, module, function and name fields
 * and of its probes' arguments, as DTrace declares them per provider. */
struct dt_pattr {
	struct dt_attr prov, mod, func, name, args;
};

/* Stable/Stable/Common: what an expression has unless a part of it is
 * less stable, and a D identifier without attributes of its own. */
extern const struct dt_attr dt_attr_default;
/* Standard/Standard/Common: the start of a minimum over statements. */
extern const struct dt_attr dt_attr_max;
/* Evolving/Evolving/Common. */
extern const struct dt_attr dt_attr_evolving;
/* Private/Private/Unknown: a kernel symbol or a kernel (BTF) type. */
extern const struct dt_attr dt_attr_private;
/* Every field Unstable/Unstable/Common: a description naming no provider,
 * or a glob for it. */
extern const struct dt_pattr dt_pattr_unstable;

struct dt_attr dt_attr_min(struct dt_attr a, struct dt_attr b);
/* Is any component of a below min's? */
bool dt_attr_below(struct dt_attr a, struct dt_attr min);
const char *dt_stability_name(enum dt_stability s);
const char *dt_class_name(enum dt_depclass c);
/* "Name/Data/Class" (names case-insensitive); false if it is not one. */
bool dt_attr_parse(const char *str, struct dt_attr *a);
/* "Stable/Stable/Common" into buf. */
const char *dt_attr_str(struct dt_attr a, char *buf, size_t len);
/* "[s/s/c]": the short form of -xtree. */
const char *dt_attr_abbrev(struct dt_attr a, char *buf, size_t len);
/* A report's block: the title, then the three lines with their names
 * (Identifier Names, Data Semantics, Dependency Class). */
void dt_attr_print(FILE *out, const char *title, struct dt_attr a);

#endif
