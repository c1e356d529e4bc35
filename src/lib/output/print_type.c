/*
 * print(): a value shown by its D type, as DTrace prints it: every
 * non-zero member as ".name = (type)value," one per line, nested structs,
 * unions and arrays indented one more column, zero members left out.
 */
#include <ctype.h>
#include <inttypes.h>
#include <string.h>

#include "output/print.h"

/* DTrace indents print() output as if after the default probe columns. */
#define PRINT_INDENT 44

static void type_name(const struct dt_type *t, char *buf, size_t len)
{
	const struct dt_type *b = dt_print_basetype(t);

	/* Anonymous structs and unions print as just the keyword. */
	if (b != NULL && b == t && (b->kind == T_STRUCT || b->kind == T_UNION) &&
	    (b->name == NULL || strcmp(b->name, "struct") == 0 ||
	     strcmp(b->name, "union") == 0 ||
	     strstr(b->name, " <anon") != NULL)) {	/* sema's anonymous tags */
		snprintf(buf, len, "%s", b->kind == T_STRUCT ? "struct" : "union");
		return;
	}
	dt_type_str(t, buf, len);
}

static bool all_zero(const uint8_t *p, size_t n)
{
	for (size_t i = 0; i < n; i++)
		if (p[i] != 0)
			return false;
	return true;
}

static uint64_t load_uint(const uint8_t *p, size_t size)
{
	uint64_t v = 0;

	memcpy(&v, p, size > 8 ? 8 : size);	/* little endian */
	return v;
}

static int64_t sign_extend(uint64_t v, unsigned bits)
{
	if (bits == 0 || bits >= 64)
		return (int64_t)v;
	if (v & (1ULL << (bits - 1)))
		v |= ~0ULL << bits;
	return (int64_t)v;
}

/* A scalar (integer, enum, pointer, float) after "(type)". */
static void print_scalar(FILE *out, const struct dt_type *b, uint64_t v, unsigned bits)
{
	if (b->kind == T_PTR) {
		fprintf(out, "0x%" PRIx64, v);
	} else if (b->kind == T_ENUM) {
		int64_t sv = sign_extend(v, bits);

		for (const struct dt_enumval *e = b->enums; e != NULL; e = e->next)
			if (e->value == sv) {
				fputs(e->name, out);
				return;
			}
		fprintf(out, "%" PRId64, sv);
	} else if (b->is_char && isprint((int)(v & 0xff))) {
		fprintf(out, "'%c'", (int)(v & 0xff));
	} else if (b->is_signed) {
		fprintf(out, "%" PRId64, sign_extend(v, bits));
	} else {
		fprintf(out, "%" PRIu64, v);
	}
}

static void print_val(FILE *out, const struct dt_type *t, const uint8_t *p,
		      size_t avail, int indent);

static void print_members(FILE *out, const struct dt_type *b, const uint8_t *p,
			  size_t avail, int indent)
{
	for (const struct dt_member *m = b->members; m != NULL; m = m->next) {
		size_t off = (size_t)(m->offset_bits / 8);
		const struct dt_type *mb = dt_print_basetype(m->type);
		char name[256];

		if (mb == NULL || off >= avail)
			continue;
		if (m->bits != 0) {
			/* A bitfield: its bits from the containing bytes. */
			uint64_t v = load_uint(p + off, (m->offset_bits % 8 + m->bits + 7) / 8);

			v = (v >> (m->offset_bits % 8)) & (m->bits >= 64 ? ~0ULL :
							   (1ULL << m->bits) - 1);
			if (v == 0)
				continue;
			type_name(m->type, name, sizeof(name));
			fprintf(out, "%*s.%s = (%s)", indent, "", m->name ? m->name : "", name);
			print_scalar(out, mb, v, m->bits);
			fputs(",\n", out);
			continue;
		}
		if (all_zero(p + off, mb->size < avail - off ? mb->size : avail - off))
			continue;
		if (m->name != NULL && m->name[0] != '\0')
			fprintf(out, "%*s.%s = ", indent, "", m->name);
		else
			fprintf(out, "%*s", indent, "");
		print_val(out, m->type, p + off, avail - off, indent);
		fputs(",\n", out);
	}
}

/* "(type)value" or "(type) {" ... "}" / "(type) [" ... "]", the opening at
 * the current column and the closing at `indent`. */
static void print_val(FILE *out, const struct dt_type *t, const uint8_t *p,
		      size_t avail, int indent)
{
	const struct dt_type *b = dt_print_basetype(t);
	char name[256];

	type_name(t, name, sizeof(name));
	if (b == NULL) {
		fprintf(out, "(%s)?", name);
		return;
	}
	switch (b->kind) {
	case T_STRUCT:
	case T_UNION:
		fprintf(out, "(%s) {\n", name);
		print_members(out, b, p, avail, indent + 1);
		fprintf(out, "%*s}", indent, "");
		return;
	case T_ARRAY: {
		const struct dt_type *e = dt_print_basetype(b->base);
		size_t es = e != NULL ? e->size : 0;

		fprintf(out, "(%s) [\n", name);
		for (uint64_t i = 0; es != 0 && i < b->nelems && (i + 1) * es <= avail; i++) {
			if (all_zero(p + i * es, es))
				continue;
			fprintf(out, "%*s", indent + 1, "");
			print_val(out, b->base, p + i * es, avail - i * es, indent + 1);
			fputs(",\n", out);
		}
		fprintf(out, "%*s]", indent, "");
		return;
	}
	case T_STRING:
		fprintf(out, "(%s)\"%.*s\"", name, (int)strnlen((const char *)p, avail),
			(const char *)p);
		return;
	default:
		fprintf(out, "(%s)", name);
		print_scalar(out, b, load_uint(p, b->size < avail ? b->size : avail),
			     (unsigned)(b->size * 8));
		return;
	}
}

void dt_print_typed(FILE *out, const struct dt_type *t, const void *obj, size_t len)
{
	fprintf(out, "%*s", PRINT_INDENT, "");
	print_val(out, t, obj, len, PRINT_INDENT);
	fputc('\n', out);
}

void dt_print_pointee(FILE *out, uint64_t addr, const struct dt_type *t,
		      const void *obj, size_t len)
{
	fprintf(out, "0x%" PRIx64 " = *\n", addr);
	dt_print_typed(out, t, obj, len);
}
