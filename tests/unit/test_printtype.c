/*
 * print()'s typed output, against print/tst.print.local.r of the
 * conformance suite (the struct built by hand, with the same values).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "output/print.h"

static int failures;

static struct dt_type t_int = { .kind = T_INT, .name = "int", .size = 4, .is_signed = true };
static struct dt_type t_char = { .kind = T_INT, .name = "char", .size = 1, .is_signed = true,
				 .is_char = true };
static struct dt_type t_uchar = { .kind = T_INT, .name = "unsigned char", .size = 1 };
static struct dt_type t_u8 = { .kind = T_TYPEDEF, .name = "__u8", .base = &t_uchar };
static struct dt_type t_ull = { .kind = T_INT, .name = "unsigned long long", .size = 8 };
static struct dt_type t_u64 = { .kind = T_TYPEDEF, .name = "__u64", .base = &t_ull };
static struct dt_type t_ulong = { .kind = T_INT, .name = "unsigned long", .size = 8 };
static struct dt_type t_uint64 = { .kind = T_TYPEDEF, .name = "uint64_t", .base = &t_ulong };
static struct dt_type t_void = { .kind = T_VOID, .name = "void" };
static struct dt_type t_vptr = { .kind = T_PTR, .size = 8, .base = &t_void };
static struct dt_type t_bool = { .kind = T_INT, .name = "bool", .size = 1, .is_bool = true };
static struct dt_type t_b5 = { .kind = T_ARRAY, .size = 5, .base = &t_char, .nelems = 5 };

int main(void)
{
	struct dt_enumval e3 = { "THIRDVAL", 3, NULL }, e2 = { "SECONDVAL", 1, &e3 },
			  e1 = { "FIRSTVAL", 0, &e2 };
	struct dt_type t_enum = { .kind = T_ENUM, .name = "enum eh", .size = 4,
				  .is_signed = true, .enums = &e1 };
	struct dt_member u_d = { "d", &t_u64, 0, 0, NULL }, u_c = { "c", &t_u8, 0, 0, &u_d };
	struct dt_type t_union = { .kind = T_UNION, .size = 8, .members = &u_c };
	struct dt_member s_f = { "f", &t_uint64, 64, 0, NULL }, s_e = { "e", &t_vptr, 0, 0, &s_f };
	struct dt_type t_anon = { .kind = T_STRUCT, .size = 16, .members = &s_e };
	struct dt_member m_h = { "h", &t_enum, 44 * 8, 0, NULL };
	struct dt_member m_g = { "g", &t_bool, 40 * 8, 0, &m_h };
	struct dt_member m_s = { "s", &t_anon, 24 * 8, 0, &m_g };
	struct dt_member m_u = { "u", &t_union, 16 * 8, 0, &m_s };
	struct dt_member m_b = { "b", &t_b5, 4 * 8, 0, &m_u };
	struct dt_member m_a = { "a", &t_int, 0, 0, &m_b };
	struct dt_type t_st = { .kind = T_STRUCT, .name = "struct test_struct", .size = 48,
				.members = &m_a };
	uint8_t obj[48];
	int32_t a = 1, h = 1;
	uint64_t d = 123456789, e = 0xffff9b7aca7e0000ULL, f = 987654321;
	char *out = NULL;
	size_t size = 0;
	FILE *fp;
	const char *want =
		"0xffff9b7aca7e1000 = *\n"
		"                                            (struct test_struct) {\n"
		"                                             .a = (int)1,\n"
		"                                             .b = (char [5]) [\n"
		"                                              (char)'t',\n"
		"                                              (char)'e',\n"
		"                                              (char)'s',\n"
		"                                              (char)'t',\n"
		"                                             ],\n"
		"                                             .u = (union) {\n"
		"                                              .c = (__u8)21,\n"
		"                                              .d = (__u64)123456789,\n"
		"                                             },\n"
		"                                             .s = (struct) {\n"
		"                                              .e = (void *)0xffff9b7aca7e0000,\n"
		"                                              .f = (uint64_t)987654321,\n"
		"                                             },\n"
		"                                             .g = (bool)1,\n"
		"                                             .h = (enum eh)SECONDVAL,\n"
		"                                            }\n";

	memset(obj, 0, sizeof(obj));
	memcpy(obj, &a, 4);
	memcpy(obj + 4, "test", 5);
	memcpy(obj + 16, &d, 8);
	memcpy(obj + 24, &e, 8);
	memcpy(obj + 32, &f, 8);
	obj[40] = 1;
	memcpy(obj + 44, &h, 4);

	fp = open_memstream(&out, &size);
	dt_print_pointee(fp, 0xffff9b7aca7e1000ULL, &t_st, obj, sizeof(obj));
	fclose(fp);
	if (strcmp(out, want) != 0) {
		fprintf(stderr, "print():\n--- got\n%s--- want\n%s", out, want);
		failures++;
	}
	free(out);

	/* All-zero members vanish, a bitfield prints its own bits. */
	{
		struct dt_type t_uint = { .kind = T_INT, .name = "unsigned int", .size = 4 };
		struct dt_member bf2 = { "hi", &t_uint, 3, 5, NULL };
		struct dt_member bf1 = { "lo", &t_uint, 0, 3, &bf2 };
		struct dt_type t_bf = { .kind = T_STRUCT, .name = "struct bf", .size = 4,
					.members = &bf1 };
		uint8_t v[4] = { (uint8_t)(0x5 | (0x3 << 3)), 0, 0, 0 };

		out = NULL;
		fp = open_memstream(&out, &size);
		dt_print_typed(fp, &t_bf, v, sizeof(v));
		fclose(fp);
		if (strcmp(out, "                                            (struct bf) {\n"
			   "                                             .lo = (unsigned int)5,\n"
			   "                                             .hi = (unsigned int)3,\n"
			   "                                            }\n") != 0) {
			fprintf(stderr, "bitfields:\n%s", out);
			failures++;
		}
		free(out);
	}
	return failures != 0;
}
