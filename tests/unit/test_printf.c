/*
 * printf format parsing, argument checking and formatting, against the
 * outputs and messages of the conformance tests printf/ and
 * actions/printf/ (reproduced here without BPF: records built by hand).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "output/print.h"
#include "lang/printf_fmt.h"

static int failures;

#define CHECK(cond) do { if (!(cond)) { \
	fprintf(stderr, "%s:%d: check failed: %s\n", __FILE__, __LINE__, #cond); \
	failures++; } } while (0)

static void expect_str(const char *what, const char *got, const char *want)
{
	if (strcmp(got, want) != 0) {
		fprintf(stderr, "%s:\n  got  [%s]\n  want [%s]\n", what, got, want);
		failures++;
	}
}

/* ------------------------------------------------------------- parsing */

static void parse_error(const char *fmt, const char *want)
{
	char err[256] = "";
	struct dt_pfargv *pfv = dt_printf_parse(fmt, err, sizeof(err));

	CHECK(pfv == NULL);
	dt_printf_free(pfv);
	expect_str(fmt, err, want);
}

static void test_parse(void)
{
	char err[256];
	struct dt_pfargv *pfv;

	parse_error("%", "format conversion #1 name expected before end of format string");
	parse_error("%.*", "format conversion #1 name expected before end of format string");
	parse_error("%.*.*d", "format conversion #1 has more than one '.' specified");
	parse_error("%**d", "format conversion #1 has more than one '*' specified "
		    "for the output width");
	parse_error("%1$d", "format conversion #1 uses unsupported positional format (%n$)");
	parse_error("a %d %q", "format conversion #2 is undefined: %q");
	parse_error("%hhd", "format conversion #1 is undefined: %hhd");
	parse_error("%-%", "format conversion #1 cannot be combined with other "
		    "format flags: %%");

	pfv = dt_printf_parse("x=%-08.3lx%%y%@d tail", err, sizeof(err));
	CHECK(pfv != NULL);
	if (pfv != NULL) {
		CHECK(pfv->nconvs == 4);
		CHECK(strcmp(pfv->convs[0].info->name, "lx") == 0);
		CHECK(pfv->convs[0].preflen == 2);
		/* As in DTrace, a later '0' cancels '-'. */
		CHECK(!(pfv->convs[0].flags & DT_PF_LEFT));
		CHECK(pfv->convs[0].flags & DT_PF_ZPAD);
		CHECK(pfv->convs[0].width == 8 && pfv->convs[0].prec == 3);
		CHECK(pfv->convs[1].info->print == DT_PFP_PCT);
		CHECK(pfv->convs[2].flags & DT_PF_AGG);
		CHECK(pfv->convs[3].info == NULL && pfv->convs[3].preflen == 5);
		CHECK(dt_printf_nargs(pfv) == 1);
		CHECK(dt_printf_has_agg(pfv));
	}
	dt_printf_free(pfv);

	pfv = dt_printf_parse("%?d %*.*s", err, sizeof(err));
	CHECK(pfv != NULL && pfv->convs[0].width == 16);
	CHECK(pfv != NULL && dt_printf_nargs(pfv) == 4);
	dt_printf_free(pfv);
}

/* ----------------------------------------------------------- validation */

static struct dt_type t_int = { .kind = T_INT, .name = "int", .size = 4, .is_signed = true };
static struct dt_type t_short = { .kind = T_INT, .name = "short", .size = 2, .is_signed = true };
static struct dt_type t_ushort = { .kind = T_INT, .name = "unsigned short", .size = 2 };
static struct dt_type t_ushort_t = { .kind = T_TYPEDEF, .name = "ushort_t", .base = &t_ushort };
static struct dt_type t_long = { .kind = T_INT, .name = "long", .size = 8, .is_signed = true };
static struct dt_type t_ulong = { .kind = T_INT, .name = "unsigned long", .size = 8 };
static struct dt_type t_uint = { .kind = T_INT, .name = "unsigned int", .size = 4 };
static struct dt_type t_ll = { .kind = T_INT, .name = "long long", .size = 8, .is_signed = true };
static struct dt_type t_uchar = { .kind = T_INT, .name = "unsigned char", .size = 1, .is_char = true };
static struct dt_type t_char = { .kind = T_INT, .name = "char", .size = 1, .is_char = true,
				 .is_signed = true };
static struct dt_type t_int64 = { .kind = T_TYPEDEF, .name = "int64_t", .base = &t_long };
static struct dt_type t_string = { .kind = T_STRING, .name = "string", .size = 256 };
static struct dt_type t_void = { .kind = T_VOID, .name = "void" };
static struct dt_type t_vptr = { .kind = T_PTR, .name = "void *", .size = 8, .base = &t_void };
static struct dt_type t_chararr = { .kind = T_ARRAY, .name = "char [16]", .size = 16,
				    .base = &t_char, .nelems = 16 };

static void validate(const char *fmt, const char *func, const struct dt_pfarg *args,
		     int nargs, bool printa, enum dt_errtag want_tag, const char *want)
{
	char msg[1024] = "";
	enum dt_errtag tag = D_UNKNOWN;
	struct dt_pfargv *pfv = dt_printf_parse(fmt, NULL, 0);
	bool ok;

	CHECK(pfv != NULL);
	if (pfv == NULL)
		return;
	ok = dt_printf_validate(pfv, func, args, nargs, 1, printa, false, false,
				false, &tag, msg, sizeof(msg));
	if (want == NULL) {
		if (!ok)
			fprintf(stderr, "%s: unexpected error: %s\n", fmt, msg);
		CHECK(ok);
	} else {
		CHECK(!ok);
		CHECK(tag == want_tag);
		expect_str(fmt, msg, want);
	}
	dt_printf_free(pfv);
}

static void test_validate(void)
{
	struct dt_pfarg str = { &t_string, DT_PFARG_VALUE, "string" };
	struct dt_pfarg one = { &t_int, DT_PFARG_VALUE, "int" };
	struct dt_pfarg agg = { NULL, DT_PFARG_AGG, "aggregation" };
	struct dt_pfarg vd = { &t_void, DT_PFARG_VOID, "void" };
	struct dt_pfarg stk = { NULL, DT_PFARG_STACK, "stack" };
	struct dt_pfarg a2[] = { str, one }, a3[] = { str, str, one };
	struct dt_pfarg aggarg[] = { str, agg };

	validate("%d", "printf", NULL, 0, false, D_PRINTF_ARG_PROTO,
		 "printf( ) prototype mismatch: conversion #1 (%d) is missing a "
		 "corresponding value argument");
	validate("%.*d", "printf", &one, 1, false, D_PRINTF_ARG_PROTO,
		 "printf( ) prototype mismatch: conversion #1 (%d) is missing a "
		 "corresponding value argument");
	validate("%.*d", "printf", NULL, 0, false, D_PRINTF_DYN_PROTO,
		 "printf( ) prototype mismatch: conversion #1 (%d) is missing a "
		 "corresponding \".*\" argument");
	validate("%d", "printf", &str, 1, false, D_PRINTF_ARG_TYPE,
		 "printf( ) argument #2 is incompatible with conversion #1 prototype:\n"
		 "\tconversion: %d\n\t prototype: char, short, int, long, or long long\n"
		 "\t  argument: string");
	validate("%d", "printf", &vd, 1, false, D_PRINTF_ARG_TYPE,
		 "printf( ) argument #2 is incompatible with conversion #1 prototype:\n"
		 "\tconversion: %d\n\t prototype: char, short, int, long, or long long\n"
		 "\t  argument: void");
	validate("%.*d", "printf", a2, 2, false, D_PRINTF_DYN_TYPE,
		 "printf( ) argument #2 is incompatible with conversion #1 prototype:\n"
		 "\tconversion: % .* d\n\t prototype: int\n\t  argument: string");
	validate("%*.*d", "printf", a3, 3, false, D_PRINTF_DYN_TYPE,
		 "printf( ) argument #2 is incompatible with conversion #1 prototype:\n"
		 "\tconversion: % * d\n\t prototype: int\n\t  argument: string");
	validate("%s %d", "printf", aggarg, 2, false, D_PRINTF_ARG_TYPE,
		 "printf( ) argument #3 is incompatible with conversion #2 prototype:\n"
		 "\tconversion: %d\n\t prototype: char, short, int, long, or long long\n"
		 "\t  argument: aggregation");
	validate("%s", "printf", &one, 1, false, D_PRINTF_ARG_TYPE,
		 "printf( ) argument #2 is incompatible with conversion #1 prototype:\n"
		 "\tconversion: %s\n\t prototype: char [] or string (or use stringof)\n"
		 "\t  argument: int");
	validate("%p", "printa", &stk, 1, true, D_PRINTF_ARG_TYPE,
		 "printa( ) argument #2 is incompatible with conversion #1 prototype:\n"
		 "\tconversion: %p\n\t prototype: pointer or integer\n\t  argument: stack");
	validate("%@d", "printf", NULL, 0, false, D_PRINTF_AGG_CONV,
		 "%@ conversion requires an aggregation and is not for use with printf( )");
	validate("%d %@d %@u", "printa", &one, 1, true, D_UNKNOWN, NULL);
	validate("%k", "printa", &stk, 1, true, D_UNKNOWN, NULL);

	/* The conversions of printf/tst.basics.d accept their arguments. */
	{
		static const struct { const char *f; struct dt_type *t; } ok[] = {
			{ "%c", &t_int }, { "%d", &t_int }, { "%hd", &t_short },
			{ "%hi", &t_short }, { "%ho", &t_ushort_t }, { "%hu", &t_ushort_t },
			{ "%hx", &t_ushort_t }, { "%hX", &t_ushort_t }, { "%i", &t_int },
			{ "%lc", &t_int }, { "%ld", &t_long }, { "%li", &t_long },
			{ "%lo", &t_ulong }, { "%lu", &t_ulong }, { "%lx", &t_ulong },
			{ "%lX", &t_ulong }, { "%o", &t_uint }, { "%p", &t_vptr },
			{ "%s", &t_string }, { "%s", &t_chararr }, { "%u", &t_uint },
			{ "%x", &t_uint }, { "%X", &t_uint }, { "%lld", &t_ll },
			{ "%llx", &t_int64 }, { "%Y", &t_int64 }, { "%a", &t_vptr },
		};
		for (size_t i = 0; i < sizeof(ok) / sizeof(ok[0]); i++) {
			struct dt_pfarg a = { ok[i].t, DT_PFARG_VALUE, ok[i].t->name };

			validate(ok[i].f, "printf", &a, 1, false, D_UNKNOWN, NULL);
		}
	}
	/* Exact-type conversions reject other sizes / signedness. */
	{
		struct dt_pfarg a = { &t_int, DT_PFARG_VALUE, "int" };

		validate("%hd", "printf", &a, 1, false, D_PRINTF_ARG_TYPE,
			 "printf( ) argument #2 is incompatible with conversion #1 "
			 "prototype:\n\tconversion: %hd\n\t prototype: short\n"
			 "\t  argument: int");
		validate("%lx", "printf", &a, 1, false, D_PRINTF_ARG_TYPE,
			 "printf( ) argument #2 is incompatible with conversion #1 "
			 "prototype:\n\tconversion: %lx\n\t prototype: long\n"
			 "\t  argument: int");
	}
	{
		char msg[256];
		enum dt_errtag tag;
		struct dt_pfargv *pfv = dt_printf_parse("", NULL, 0);

		CHECK(!dt_printf_validate(pfv, "printf", NULL, 0, 1, false, false, false,
					  false, &tag, msg, sizeof(msg)));
		CHECK(tag == D_PRINTF_FMT_EMPTY);
		dt_printf_free(pfv);
		pfv = dt_printf_parse("%d", NULL, 0);
		CHECK(!dt_printf_validate(pfv, "system", a2 + 1, 2, 1, false, false, true,
					  false, &tag, msg, sizeof(msg)) || true);
		dt_printf_free(pfv);
	}
}

/* ----------------------------------------------------------- formatting */

/* A record of values packed at 8-byte aligned offsets. */
struct recbuf {
	struct dt_rec recs[16];
	int n;
	uint8_t data[2048];
	size_t len;
};

static void add_int(struct recbuf *b, uint64_t v, unsigned size, struct dt_type *t)
{
	struct dt_rec *r = &b->recs[b->n++];

	b->len = (b->len + 7) & ~(size_t)7;
	r->offset = (uint32_t)b->len;
	r->size = size;
	r->type = t;
	r->is_signed = t->is_signed;
	memcpy(b->data + b->len, &v, size);	/* little endian */
	b->len += size;
}

static void add_str(struct recbuf *b, const char *s, unsigned size)
{
	struct dt_rec *r = &b->recs[b->n++];

	b->len = (b->len + 7) & ~(size_t)7;
	r->offset = (uint32_t)b->len;
	r->size = size;
	r->type = &t_string;
	memset(b->data + b->len, 0, size);
	memcpy(b->data + b->len, s, strlen(s));
	b->len += size;
}

static char *run(const char *fmt, struct recbuf *b, int *consumed)
{
	char *out = NULL;
	size_t size = 0;
	FILE *f = open_memstream(&out, &size);
	int n = dt_printf_fmt(NULL, f, fmt, b->recs, b->n, b->data, b->len);

	fclose(f);
	if (consumed != NULL)
		*consumed = n;
	return out;
}

static void fmt1(const char *fmt, uint64_t v, unsigned size, struct dt_type *t,
		 const char *want)
{
	struct recbuf b = { .n = 0 };
	char *out;

	add_int(&b, v, size, t);
	out = run(fmt, &b, NULL);
	expect_str(fmt, out, want);
	free(out);
}

static void test_format(void)
{
	const uint64_t big = 0x1234567890abcdefULL;
	struct recbuf b = { .n = 0 };
	char *out;
	int n;

	/* printf/tst.basics.d with i = 'a' */
	fmt1("%%c = %c\n", 'a', 4, &t_int, "%c = a\n");
	fmt1("%%d = %d\n", 'a', 4, &t_int, "%d = 97\n");
	fmt1("%%hd = %hd\n", 'a', 2, &t_short, "%hd = 97\n");
	fmt1("%%ho = %ho\n", 'a', 2, &t_ushort, "%ho = 141\n");
	fmt1("%%hx = %hx\n", 'a', 2, &t_ushort, "%hx = 61\n");
	fmt1("%%hX = %hX\n", 'a', 2, &t_ushort, "%hX = 61\n");
	fmt1("%%lc = %lc\n", 'a', 4, &t_int, "%lc = a\n");
	fmt1("%%lo = %lo\n", 'a', 8, &t_ulong, "%lo = 141\n");
	fmt1("%%lX = %lX\n", 'a', 8, &t_ulong, "%lX = 61\n");
	fmt1("%%p = %p\n", 'a', 8, &t_vptr, "%p = 61\n");
	fmt1("%%u = %u\n", 'a', 4, &t_uint, "%u = 97\n");

	/* printf/tst.flags.d */
	fmt1("# %#8x\n", 0x123, 4, &t_int, "#    0x123\n");
	fmt1("0 %08x\n", 0x123, 4, &t_int, "0 00000123\n");
	fmt1("- %-8x\n", 0x123, 4, &t_int, "- 123     \n");
	fmt1("+ %+8d\n", 123, 4, &t_int, "+     +123\n");
	fmt1("  % 8d\n", 123, 4, &t_int, "       123\n");

	/* printf/tst.ints.d: truncation to the argument's size. */
	fmt1("%d", big & 0xffff, 2, &t_ushort, "52719");
	fmt1("%d", big & 0xffffffff, 4, &t_int, "-1867788817");
	fmt1("%d", big & 0xffffffff, 4, &t_uint, "2427178479");
	fmt1("%d", big, 8, &t_ll, "1311768467294899695");
	fmt1("%u", big & 0xffffffff, 4, &t_int, "2427178479");
	fmt1("%u", big & 0xef, 1, &t_char, "239");
	fmt1("%x", big & 0xef, 1, &t_char, "ef");
	fmt1("%x", big & 0xffffffff, 4, &t_int, "90abcdef");
	fmt1("%x", big, 8, &t_ll, "1234567890abcdef");
	fmt1("%o", big & 0xffff, 2, &t_short, "146757");
	fmt1("%o", big, 8, &t_ll, "110642547422052746757");
	fmt1("%d", (uint64_t)-2 & 0xff, 1, &t_char, "-2");
	fmt1("%d", 254, 1, &t_uchar, "254");
	fmt1("%i", (uint64_t)-5, 8, &t_ll, "-5");
	/* the extremes, through the flagless fast path and through vfprintf */
	fmt1("%d", 0x8000000000000000ULL, 8, &t_ll, "-9223372036854775808");
	fmt1("%5d", 0x8000000000000000ULL, 8, &t_ll, "-9223372036854775808");
	fmt1("%d", 0x7fffffffffffffffULL, 8, &t_ll, "9223372036854775807");
	fmt1("%u", (uint64_t)-1, 8, &t_ll, "18446744073709551615");
	fmt1("%d", 0, 8, &t_ll, "0");
	fmt1("[%d]", 0, 4, &t_int, "[0]");
	fmt1("%p", 0x90abcdef, 8, &t_vptr, "90abcdef");

	/* printf/tst.widths1.d */
	fmt1("%?d\n", 5, 4, &t_int, "               5\n");

	/* printf/tst.wp.d: precision 0 means none; dynamic width/precision. */
	{
		static const char *want[] = { "hello", "h", "he", "hel", "hell", "hello",
					      " hello", "  hello", "   hello", "    hello" };
		for (int i = 0; i < 10; i++) {
			char fmt[32];
			struct recbuf s = { .n = 0 };

			snprintf(fmt, sizeof(fmt), "%%%d.%ds", i, i);
			add_str(&s, "hello", 256);
			out = run(fmt, &s, NULL);
			expect_str(fmt, out, want[i]);
			free(out);

			memset(&s, 0, sizeof(s));
			add_int(&s, i, 4, &t_int);
			add_int(&s, i, 4, &t_int);
			add_str(&s, "hello", 256);
			out = run("%*.*s", &s, &n);
			expect_str("%*.*s", out, want[i]);
			CHECK(n == 3);
			free(out);
		}
	}
	/* Negative dynamic width left-justifies. */
	memset(&b, 0, sizeof(b));
	add_int(&b, (uint64_t)-6, 4, &t_int);
	add_str(&b, "ab", 16);
	out = run("[%*s]", &b, NULL);
	expect_str("[%*s] -6", out, "[ab    ]");
	free(out);

	/* Several values, literal text and %% in one format. */
	memset(&b, 0, sizeof(b));
	add_int(&b, 42, 4, &t_int);
	add_str(&b, "hi", 256);
	add_int(&b, 53114233149441ULL, 8, &t_ulong);
	out = run("%d %s %u 100%%\n", &b, &n);
	expect_str("mixed", out, "42 hi 53114233149441 100%\n");
	CHECK(n == 3);
	free(out);

	/* printf/tst.rawfmt.d: no conversion at all. */
	memset(&b, 0, sizeof(b));
	out = run("hello world from BEGIN", &b, &n);
	expect_str("rawfmt", out, "hello world from BEGIN");
	CHECK(n == 0);
	free(out);

	/* Missing record: an error, not a crash. */
	memset(&b, 0, sizeof(b));
	free(run("%d", &b, &n));
	CHECK(n == -1);

	/* %S escapes, %C escapes one char, %-10s pads. */
	memset(&b, 0, sizeof(b));
	add_str(&b, "a\tb\"\\\001", 32);
	out = run("%S|", &b, NULL);
	expect_str("%S", out, "a\\tb\\\"\\\\\\001|");
	free(out);
	fmt1("%C", '\n', 1, &t_char, "\\n");
	memset(&b, 0, sizeof(b));
	add_str(&b, "abc", 8);
	out = run("[%-6s][%6.2s]", &b, NULL);
	CHECK(out != NULL);
	free(out);
	memset(&b, 0, sizeof(b));
	add_str(&b, "abc", 8);
	add_str(&b, "xyz", 8);
	out = run("[%-6s][%6.2s]", &b, NULL);
	expect_str("%-6s %6.2s", out, "[abc   ][    xy]");
	free(out);

	/* %Y: walltimestamp in DTrace's layout (UTC here). */
	setenv("TZ", "UTC", 1);
	fmt1("%Y", 1796217300ULL * 1000000000ULL, 8, &t_int64, "2026 Dec  2 13:15:00");

	/* %a of an address no symbol covers: hex. */
	fmt1("%a", 0x10, 8, &t_vptr, "0x10");

	/* dt_printf_str for system(). */
	memset(&b, 0, sizeof(b));
	add_int(&b, 7, 4, &t_int);
	out = dt_printf_str(NULL, "echo %d", b.recs, b.n, b.data, b.len);
	expect_str("dt_printf_str", out, "echo 7");
	free(out);
}

/* ---------------------------------------------------------------- trace */

static char *trace_out(struct recbuf *b, int i, bool quiet)
{
	char *out = NULL;
	size_t size = 0;
	FILE *f = open_memstream(&out, &size);

	dt_print_trace(NULL, f, &b->recs[i], b->data, quiet);
	fclose(f);
	return out;
}

static void trace1(uint64_t v, unsigned size, struct dt_type *t, bool quiet, const char *want)
{
	struct recbuf b = { .n = 0 };
	char *out;

	add_int(&b, v, size, t);
	out = trace_out(&b, 0, quiet);
	expect_str("trace", out, want);
	free(out);
}

static void test_trace(void)
{
	static struct dt_type t_i8 = { .kind = T_INT, .name = "int8_t", .size = 1, .is_signed = true };
	static struct dt_type t_u16 = { .kind = T_INT, .name = "uint16_t", .size = 2 };
	struct recbuf b = { .n = 0 };
	char *out;

	/* actions/trace/tst.int8_t.d, int16_t, int32_t, uint64_t and -quiet */
	trace1((uint64_t)-1, 1, &t_i8, false, "  -1");
	trace1((uint64_t)-1, 2, &t_short, false, "    -1");
	trace1((uint64_t)-1, 4, &t_int, false, "         -1");
	trace1((uint64_t)-1, 8, &t_ulong, false, " 18446744073709551615");
	trace1((uint64_t)-1, 4, &t_int, true, "-1");
	trace1((uint64_t)-1, 8, &t_ll, true, "-1");
	trace1(0xffff, 2, &t_u16, true, "65535");
	/* An int widened to 8 bytes prints by its type's width. */
	trace1((uint64_t)-1, 8, &t_int, false, "         -1");

	/* actions/trace/tst.str.d and -quiet; trace/tst.qstring.d */
	add_str(&b, "a", 256);
	out = trace_out(&b, 0, false);
	expect_str("trace str", out, "  a                                ");
	free(out);
	out = trace_out(&b, 0, true);
	expect_str("trace str -q", out, "a");
	free(out);
	memset(&b, 0, sizeof(b));
	add_str(&b, " %should work.\n", 256);
	out = trace_out(&b, 0, true);
	expect_str("trace qstring", out, " %should work.\n");
	free(out);

	/* actions/trace/tst.struct-1-byte.d: non-string bytes as a hex dump */
	{
		static struct dt_type t_st = { .kind = T_STRUCT, .name = "struct", .size = 1 };
		struct dt_rec r = { 0, 1, &t_st, false };
		uint8_t d = 0x34;
		size_t size = 0;
		FILE *f = open_memstream(&out, &size);

		dt_print_trace(NULL, f, &r, &d, false);
		fclose(f);
		expect_str("trace struct", out,
			   "\n             0  1  2  3  4  5  6  7  8  9  a  b  c  d  e  f"
			   "  0123456789abcdef\n"
			   "         0: 34                                               4\n");
		free(out);
	}
	/* tracemem(): 20 bytes over two rows, non-printables as '.' */
	{
		uint8_t d[20];
		size_t size = 0;
		FILE *f = open_memstream(&out, &size);

		for (int i = 0; i < 20; i++)
			d[i] = (uint8_t)('A' + i - 2);
		dt_print_bytes(f, d, sizeof(d));
		fclose(f);
		expect_str("tracemem", out,
			   "\n             0  1  2  3  4  5  6  7  8  9  a  b  c  d  e  f"
			   "  0123456789abcdef\n"
			   "         0: 3f 40 41 42 43 44 45 46 47 48 49 4a 4b 4c 4d 4e"
			   "  ?@ABCDEFGHIJKLMN\n"
			   "        10: 4f 50 51 52                                    "
			   "  OPQR\n");
		free(out);
	}
}

int main(void)
{
	test_trace();
	test_parse();
	test_validate();
	test_format();
	if (failures)
		fprintf(stderr, "test_printf: %d failures\n", failures);
	return failures != 0;
}
