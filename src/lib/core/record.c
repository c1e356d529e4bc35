/*
 * Reading the items of a record (program.h: struct dt_rec), for whoever
 * decodes records: the consumer's side effects and output alike.
 */
#include <string.h>

#include "core/program.h"

int64_t dt_rec_int(const struct dt_rec *r, const uint8_t *data)
{
	const uint8_t *p = data + r->offset;
	switch (r->size) {
	case 1: { int8_t v; memcpy(&v, p, 1); return r->is_signed ? (int64_t)v : (int64_t)(uint8_t)v; }
	case 2: { int16_t v; memcpy(&v, p, 2); return r->is_signed ? (int64_t)v : (int64_t)(uint16_t)v; }
	case 4: { int32_t v; memcpy(&v, p, 4); return r->is_signed ? (int64_t)v : (int64_t)(uint32_t)v; }
	default: { int64_t v; memcpy(&v, p, 8); return v; }
	}
}
