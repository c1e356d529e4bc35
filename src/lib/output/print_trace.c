/*
 * trace() and tracemem() output: integers in columns sized by their width
 * (none with -q), strings padded to 33 columns, anything else as a hex
 * dump.
 */
#include <ctype.h>
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

#include "output/print.h"

void dt_print_bytes(FILE *out, const void *buf, size_t len)
{
	const unsigned char *c = buf;
	const int margin = 5;

	if (len == 0)
		return;
	fprintf(out, "\n%*s      ", margin, "");
	for (int i = 0; i < 16; i++)
		fprintf(out, "  %c", "0123456789abcdef"[i]);
	fprintf(out, "  0123456789abcdef\n");
	for (size_t i = 0; i < len; i += 16) {
		size_t j;

		fprintf(out, "%*s%5zx:", margin, "", i);
		for (j = i; j < i + 16 && j < len; j++)
			fprintf(out, " %02x", c[j]);
		for (; j % 16; j++)
			fputs("   ", out);
		fputs("  ", out);
		for (j = i; j < i + 16 && j < len; j++)
			fputc(c[j] < ' ' || c[j] > '~' ? '.' : c[j], out);
		fputc('\n', out);
	}
}

/* Bytes that read as a string: every byte printable (or a space, \b or
 * \a), or printable ones then NULs to the end. */
static bool bytes_are_string(const unsigned char *c, size_t len)
{
	size_t i;

	for (i = 0; i < len; i++)
		if (!isprint(c[i]) && !isspace(c[i]) && c[i] != '\b' && c[i] != '\a')
			break;
	if (i == len)
		return true;
	if (c[i] != '\0' || i == 0)
		return false;
	while (i < len && c[i] == '\0')
		i++;
	return i == len;
}

void dt_print_bytes_or_string(FILE *out, const void *buf, size_t len, int width)
{
	if (len > 0 && bytes_are_string(buf, len))
		fprintf(out, "  %-*.*s", width, (int)strnlen(buf, len), (const char *)buf);
	else
		dt_print_bytes(out, buf, len);
}

size_t dt_tracemem_len(const struct dt_action *a, const struct dt_rec *recs,
		       const uint8_t *data, size_t len)
{
	const struct dt_rec *mem = &recs[a->first_rec], *lim = mem + 1;
	int64_t n;

	if (a->nrecs < 2 || lim->offset + 8 > len)
		return mem->size;
	memcpy(&n, data + lim->offset, sizeof(n));
	return n < 0 || (uint64_t)n > mem->size ? mem->size : (size_t)n;
}

/* A string (or char array, copied as one) prints as a string whatever
 * bytes it holds: Oracle's DTrace hands it to %s (legacy DTrace dumped
 * the bytes of one with unprintable characters, UTF-8 included). */
static void print_string(FILE *out, const char *c, size_t n, bool quiet)
{
	if (quiet)
		fprintf(out, "%.*s", (int)n, c);
	else
		fprintf(out, "  %-33.*s", (int)n, c);
}

static bool rec_is_string(const struct dt_rec *r)
{
	const struct dt_type *t = dt_print_basetype(r->type);

	if (t != NULL && t->kind == T_ARRAY) {	/* char[]: the code generator */
		const struct dt_type *e = dt_print_basetype(t->base);	/* copied it */
		return e != NULL && e->is_char;				/* as a string */
	}
	return t != NULL && t->kind == T_STRING;
}

static bool rec_is_int(const struct dt_rec *r)
{
	const struct dt_type *t = dt_print_basetype(r->type);

	if (t != NULL && t->kind != T_INT && t->kind != T_ENUM && t->kind != T_PTR)
		return false;
	return r->size == 1 || r->size == 2 || r->size == 4 || r->size == 8;
}

void dt_print_trace(dtrace_hdl_t *h, FILE *out, const struct dt_rec *rec,
		    const void *data, bool quiet)
{
	const uint8_t *p = (const uint8_t *)data + rec->offset;
	const struct dt_type *t = dt_print_basetype(rec->type);
	bool sgn = rec->is_signed;

	/* an enum is not signed (cg_rec_signed): -2 traces 4294967294 */
	if (t != NULL && t->kind == T_INT)
		sgn = sgn || t->is_signed;

	if (rec_is_string(rec)) {
		/* A string that fills its buffer has no NUL: bound it. */
		const void *nul = memchr(p, '\0', rec->size);
		size_t n = nul != NULL ? (size_t)((const uint8_t *)nul - p) + 1 : rec->size;

		if (h != NULL && dt_opt_isset(h, OPT_rawbytes) && rec->size <= 65536) {
			/* DTrace dumps the whole strsize buffer, NUL-padded
			 * (what follows the NUL in ours is stale) */
			uint8_t *b = calloc(1, rec->size);
			if (b != NULL) {
				memcpy(b, p, n);
				dt_print_bytes(out, b, rec->size);
				free(b);
				return;
			}
		}

		print_string(out, (const char *)p, n, quiet);
		return;
	}
	if (!rec_is_int(rec)) {
		/* Structs, arrays and other memory: always the hex dump. */
		dt_print_bytes(out, p, rec->size);
		return;
	}
	if (sgn) {
		switch (dt_rec_intsize(rec)) {
		case 1: fprintf(out, quiet ? "%d" : " %3d", (int8_t)p[0]); break;
		case 2: { int16_t v; memcpy(&v, p, 2); fprintf(out, quiet ? "%d" : " %5d", v); break; }
		case 4: { int32_t v; memcpy(&v, p, 4); fprintf(out, quiet ? "%d" : " %10d", v); break; }
		default: { int64_t v; memcpy(&v, p, 8);
			fprintf(out, quiet ? "%" PRId64 : " %19" PRId64, v); break; }
		}
	} else {
		switch (dt_rec_intsize(rec)) {
		case 1: fprintf(out, quiet ? "%u" : " %3u", p[0]); break;
		case 2: { uint16_t v; memcpy(&v, p, 2); fprintf(out, quiet ? "%u" : " %5u", v); break; }
		case 4: { uint32_t v; memcpy(&v, p, 4); fprintf(out, quiet ? "%u" : " %10u", v); break; }
		default: { uint64_t v; memcpy(&v, p, 8);
			fprintf(out, quiet ? "%" PRIu64 : " %20" PRIu64, v); break; }
		}
	}
}
