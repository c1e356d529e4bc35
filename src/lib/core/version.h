#ifndef DT_VERSION_H
#define DT_VERSION_H

#include <stdbool.h>
#include <stdint.h>

#include "core/dt_impl.h"

/* An encoded D version: major.minor.micro. */
#define DT_VERS(ma, mi, mc) (((uint32_t)(ma) << 24) | ((uint32_t)(mi) << 12) | (uint32_t)(mc))

/* "1.6.4" -> encoded version; false unless it is a version we implement. */
bool dt_version_parse(const char *s, uint32_t *out);

/* The D version in force: -xversion's, else the latest implemented. */
uint32_t dt_version_current(dtrace_hdl_t *h);

#endif
