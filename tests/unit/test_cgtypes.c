/*
 * The code generator's type predicates (cg/cg_type.c): one answer for a
 * type however many typedefs stand over it, and the edges decided from
 * D's definition -- a typedef'd char array is a string, a value with no
 * type is signed.
 */
#include <stdio.h>

#include "cg/cg.h"
#include "lang/types.h"

static int failures;

#define CHECK(c) do { if (!(c)) { fprintf(stderr, "%s:%d: CHECK(%s) failed\n", \
	__FILE__, __LINE__, #c); failures++; } } while (0)

int main(void)
{
	struct dt_type *c = dt_type_lookup("char");
	struct dt_type *i = dt_type_lookup("int");
	struct dt_type *u8 = dt_type_lookup("uint8_t");
	struct dt_type *u64 = dt_type_lookup("uint64_t");
	struct dt_type *str = dt_type_lookup("string");
	struct dt_type *mychar = dt_type_typedef("test_mychar_t", c);
	struct dt_type *name = dt_type_typedef("test_name_t", dt_type_array(c, 16));
	struct dt_type *myint = dt_type_typedef("test_myint_t", i);
	struct dt_type *e = dt_type_new(T_ENUM, "test_e");
	e->size = 4;

	/* strings: D's string, and arrays of 1-byte integers however typed */
	CHECK(cg_is_string(str) && cg_is_strval(str));
	CHECK(cg_is_string(dt_type_typedef("test_str_t", str)));
	CHECK(!cg_is_string(dt_type_array(c, 16)));
	CHECK(cg_is_char_array(dt_type_array(c, 16)) && cg_is_strval(dt_type_array(c, 16)));
	CHECK(cg_is_strval(name));				/* the array typedef'd */
	CHECK(cg_is_strval(dt_type_array(mychar, 8)));		/* its element typedef'd */
	CHECK(cg_is_strval(dt_type_typedef("test_name2_t", dt_type_array(mychar, 8))));
	CHECK(!cg_is_strval(dt_type_array(u8, 4)));		/* bytes, not chars */
	CHECK(!cg_is_strval(dt_type_array(dt_type_lookup("unsigned char"), 4)));
	CHECK(cg_is_strval(dt_type_array(dt_type_lookup("signed char"), 4)));
	CHECK(!cg_is_strval(dt_type_array(i, 4)));
	CHECK(!cg_is_strval(dt_type_ptr(c)));
	CHECK(!cg_is_strval(c) && !cg_is_strval(NULL));

	/* signedness: signed integers and enums; no type is signed (D's int64) */
	CHECK(cg_is_signed(i) && cg_is_signed(myint) && cg_is_signed(e));
	CHECK(cg_is_signed(dt_type_typedef("test_e_t", e)));
	CHECK(!cg_is_signed(u64) && !cg_is_signed(u8));
	CHECK(!cg_is_signed(dt_type_ptr(i)) && !cg_is_signed(str));
	CHECK(cg_is_signed(NULL));

	/* pointers and arrays */
	CHECK(cg_is_ptr_or_array(dt_type_ptr(c)) && cg_is_ptr_or_array(name));
	CHECK(cg_is_ptr_or_array(dt_type_lookup("caddr_t")));
	CHECK(!cg_is_ptr_or_array(i) && !cg_is_ptr_or_array(NULL));

	/* a struct by its tag, under typedefs */
	struct dt_type *s = dt_type_new(T_STRUCT, "test_s");
	dt_type_add_member(s, "x", i, 0);
	dt_type_finish_sou(s);
	CHECK(cg_is_struct_named(s, "test_s"));
	CHECK(cg_is_struct_named(dt_type_typedef("test_s_t", s), "test_s"));
	CHECK(!cg_is_struct_named(s, "other") && !cg_is_struct_named(NULL, "test_s"));
	CHECK(!cg_is_struct_named(dt_type_ptr(s), "test_s"));

	if (failures)
		fprintf(stderr, "test_cgtypes: %d failures\n", failures);
	else
		printf("test_cgtypes: ok\n");
	return failures ? 1 : 0;
}
