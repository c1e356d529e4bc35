/* Unit tests for the type registry (types.c). */
#include <stdio.h>
#include <string.h>

#include "lang/types.h"

static int failures;

#define CHECK(c) do { if (!(c)) { fprintf(stderr, "%s:%d: CHECK(%s) failed\n", \
	__FILE__, __LINE__, #c); failures++; } } while (0)

static void check_str(const struct dt_type *t, const char *want)
{
	char buf[128];
	dt_type_str(t, buf, sizeof(buf));
	if (strcmp(buf, want) != 0) {
		fprintf(stderr, "dt_type_str: got \"%s\", want \"%s\"\n", buf, want);
		failures++;
	}
}

int main(void)
{
	struct dt_type *i = dt_type_lookup("int");
	struct dt_type *c = dt_type_lookup("char");
	struct dt_type *u64 = dt_type_lookup("uint64_t");

	CHECK(i && i->size == 4 && i->is_signed);
	CHECK(c && c->size == 1 && c->is_char);
	CHECK(dt_type_lookup("long")->size == 8);
	CHECK(u64 && u64->kind == T_TYPEDEF);
	CHECK(dt_type_resolve(u64)->size == 8 && !dt_type_resolve(u64)->is_signed);
	CHECK(dt_type_is_integer(u64) && dt_type_is_arith(u64) && dt_type_is_scalar(u64));
	CHECK(dt_type_is_string(dt_type_lookup("string")));
	CHECK(dt_type_lookup("no_such_type") == NULL);
	CHECK(dt_type_resolve(dt_type_lookup("caddr_t"))->kind == T_PTR);

	/* Derived types are unique and print as DTrace prints them. */
	CHECK(dt_type_ptr(c) == dt_type_ptr(c));
	check_str(dt_type_ptr(c), "char *");
	check_str(dt_type_ptr(dt_type_ptr(c)), "char **");
	check_str(dt_type_array(i, 3), "int [3]");
	check_str(u64, "uint64_t");
	check_str(dt_type_ptr(dt_type_lookup("void")), "void *");
	CHECK(dt_type_array(i, 3)->size == 12);
	CHECK(dt_type_is_pointer(dt_type_ptr(i)));
	CHECK(dt_type_equal(dt_type_lookup("int32_t"), i));
	CHECK(!dt_type_equal(dt_type_lookup("uint32_t"), i));

	/* struct layout: natural alignment; bit-fields as CTF lays them out
	 * (each starts on a byte boundary, in a power-of-two sized unit). */
	struct dt_type *s = dt_type_new(T_STRUCT, "struct rec");
	CHECK(dt_type_add_member(s, "c", c, 0));
	CHECK(dt_type_add_member(s, "i", i, 0));
	CHECK(dt_type_add_member(s, "a", i, 1));
	CHECK(dt_type_add_member(s, "b", i, 3));
	CHECK(dt_type_add_member(s, "p", dt_type_ptr(c), 0));
	CHECK(!dt_type_add_member(s, "i", i, 0));	/* duplicate */
	dt_type_finish_sou(s);
	uint64_t off = 99;
	CHECK(dt_type_member(s, "i", &off) && off == 32);
	CHECK(dt_type_member(s, "a", &off) && off == 64);
	CHECK(dt_type_member(s, "b", &off) && off == 72);
	CHECK(dt_type_member(s, "p", &off) && off == 128);
	CHECK(s->size == 24 && s->align == 8);
	CHECK(dt_type_lookup("struct rec") == s);
	check_str(dt_type_ptr(s), "struct rec *");
	CHECK(dt_type_member(s, "nope", NULL) == NULL);

	struct dt_type *un = dt_type_new(T_UNION, "union u");
	dt_type_add_member(un, "c", c, 0);
	dt_type_add_member(un, "l", dt_type_lookup("long"), 0);
	dt_type_finish_sou(un);
	CHECK(un->size == 8);

	/* Script types go away on reset; built-in ones stay. */
	dt_type_reset();
	CHECK(dt_type_lookup("struct rec") == NULL);
	CHECK(dt_type_lookup("int") == i);
	check_str(dt_type_ptr(i), "int *");

	if (failures)
		fprintf(stderr, "test_types: %d failures\n", failures);
	return failures != 0;
}
