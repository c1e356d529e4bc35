#ifndef DT_VERSION_H
#define DT_VERSION_H

#include <stdbool.h>
#include <stdint.h>

#include "core/dt_impl.h"

/* "1.6.4" -> encoded version; false unless it is a version we implement. */
bool dt_version_parse(const char *s, uint32_t *out);
/* Is built-in function `code` defined in the version the program asked for? */
bool dt_version_has_func(dtrace_hdl_t *h, int code);

#endif
