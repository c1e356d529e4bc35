/* Unit tests for the D library's index (sema/dlib_index.c): the names a
 * library file declares, found by a token scan, and the files they bring. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sema/dlib.h"

static int failures;

#define CHECK(c) do { if (!(c)) { fprintf(stderr, "%s:%d: CHECK(%s) failed\n", \
	__FILE__, __LINE__, #c); failures++; } } while (0)

static bool declares(const struct dt_dlib *l, int file, const char *name)
{
	return (dt_dlib_declarers(l, name, strlen(name)) & (1ull << file)) != 0;
}

int main(void)
{
	struct dt_dlib l;
	memset(&l, 0, sizeof(l));
	l.nfiles = 3;
	char *uses[3];
	uses[0] = dt_dlib_index_file(&l, 0,
		"/* typedef int commented_t; */\n"
		"#pragma D depends_on library other.d\n"
		"typedef struct rec { int r_a; struct inner { int x; } r_in; } rec_t;\n"
		"typedef int (*fn_t)(int);\n"
		"typedef char name_t[16];\n"
		"typedef struct in6_addr in6_t;\n"
		"enum colour { RED = 1, GREEN, BLUE = RED + 2 };\n"
		"enum { ANON_A, ANON_B };\n"
		"inline int ANSWER = 42;\n"
		"inline string names[int i] = i == 0 ? \"a;b\" : \"c\";\n"
		"inline rec_t *currec = xlate <rec_t *> (curthread);\n"
		"int counter;\n"
		"translator rec_t < struct task_struct *T > { r_a = T->pid; };\n"
		"translator struct other < int N > { o = N; };\n");
	uses[1] = dt_dlib_index_file(&l, 1,
		"inline int USES_ANSWER = ANSWER + 1;\n");
	uses[2] = dt_dlib_index_file(&l, 2,
		"translator rec_t < int N > { r_a = N; };\n");
	dt_dlib_index_finish(&l, uses);

	const char *want[] = { "rec", "rec_t", "inner", "fn_t", "name_t", "in6_t", "colour",
			       "RED", "GREEN", "BLUE", "ANON_A", "ANON_B", "ANSWER", "names",
			       "currec", "counter", "other", NULL };
	for (int i = 0; want[i]; i++)
		if (!declares(&l, 0, want[i])) {
			fprintf(stderr, "file 0 does not declare %s\n", want[i]);
			failures++;
		}
	/* words that are used, not declared */
	const char *not[] = { "commented_t", "r_a", "x", "in6_addr", "int", "task_struct", "T",
			      "curthread", "i", "N", "o", "pragma", "depends_on", NULL };
	for (int i = 0; not[i]; i++)
		if (dt_dlib_declarers(&l, not[i], strlen(not[i])) != 0) {
			fprintf(stderr, "%s taken for a declaration\n", not[i]);
			failures++;
		}
	CHECK(declares(&l, 1, "USES_ANSWER") && declares(&l, 2, "rec_t"));
	/* file 1 uses file 0's ANSWER; file 0's rec_t has a translator in
	 * file 2, which comes with it */
	CHECK(l.files[1].req == 1);
	CHECK(l.files[0].req == 4);
	CHECK(dt_dlib_closure(&l, 2) == 7);
	CHECK(dt_dlib_closure(&l, 4) == 5);
	CHECK(dt_dlib_declarers(&l, "ANSWERS", 7) == 0 && dt_dlib_declarers(&l, "ANSWERS", 6) == 1);

	for (int i = 0; i < 3; i++)
		free(uses[i]);
	for (size_t k = 0; k < l.nnames; k++)
		free(l.names[k].name);
	free(l.names);
	if (failures)
		return 1;
	printf("test_dlib: ok\n");
	return 0;
}
