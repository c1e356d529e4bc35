/*
 * elf.c: /proc/PID/maps lines, module name aliases, symbols and file
 * offsets of this very executable.  (The USDT argument specs are the
 * architecture's: test_arch.c.)
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "prov/elfobj.h"
#include "prov/uprobe.h"

static int failures;

#define CHECK(cond)                                                          \
	do {                                                                 \
		if (!(cond)) {                                               \
			fprintf(stderr, "%s:%d: failed: %s\n", __FILE__, __LINE__, #cond); \
			failures++;                                          \
		}                                                            \
	} while (0)

static void test_maps_line(void)
{
	struct dt_mapping m;
	CHECK(dt_maps_parse_line("7f1c2a000000-7f1c2a028000 r-xp 00028000 08:01 1234  "
				 "  /usr/lib/x86_64-linux-gnu/libc.so.6\n", &m));
	CHECK(m.start == 0x7f1c2a000000ULL && m.end == 0x7f1c2a028000ULL);
	CHECK(m.offset == 0x28000 && m.exec);
	CHECK(strcmp(m.path, "/usr/lib/x86_64-linux-gnu/libc.so.6") == 0);
	free(m.path);
	CHECK(!dt_maps_parse_line("7ffd1000-7ffd2000 rw-p 00000000 00:00 0  [stack]\n", &m));
	CHECK(!dt_maps_parse_line("7ffd1000-7ffd2000 rw-p 00000000 00:00 0\n", &m));
	CHECK(!dt_maps_parse_line("1000-2000 r-xp 0 08:01 5 /tmp/x (deleted)\n", &m));
}

static void test_module_names(void)
{
	const char *libc = "/lib/x86_64-linux-gnu/libc.so.6";
	CHECK(dt_module_matches(libc, false, "libc.so.6"));
	CHECK(dt_module_matches(libc, false, "libc.so"));
	CHECK(dt_module_matches(libc, false, "libc"));
	CHECK(dt_module_matches(libc, false, "libc*"));
	CHECK(dt_module_matches(libc, false, ""));
	CHECK(!dt_module_matches(libc, false, "libm"));
	CHECK(!dt_module_matches(libc, false, "a.out"));
	CHECK(dt_module_matches("/tmp/prog", true, "a.out"));
	CHECK(dt_module_matches("/tmp/prog", true, "prog"));

	char pat[64] = "a.out";
	CHECK(dt_module_select("/tmp/prog", true, pat, sizeof(pat)));
	CHECK(strcmp(pat, "prog") == 0);
	snprintf(pat, sizeof(pat), "%s", libc);
	CHECK(dt_module_select(libc, false, pat, sizeof(pat)));
	CHECK(strcmp(pat, "libc.so.6") == 0);
	snprintf(pat, sizeof(pat), "lib*");
	CHECK(dt_module_select(libc, false, pat, sizeof(pat)));
	CHECK(strcmp(pat, "lib*") == 0);	/* a real glob stays */
}

static void test_self(void)
{
	struct dt_mapping *objs;
	char *main_path;
	int n = dt_proc_objects(getpid(), &objs, &main_path);
	CHECK(n > 0 && main_path);
	if (n <= 0 || !main_path)
		return;
	bool found = false;
	for (int i = 0; i < n; i++)
		found |= strcmp(objs[i].path, main_path) == 0;
	CHECK(found);

	struct dt_elf *e = dt_elf_open(main_path);
	CHECK(e != NULL);
	if (e) {
		const struct dt_elf_sym *s = NULL;
		for (int i = 0; i < e->nsyms; i++)
			if (strcmp(e->syms[i].name, "test_self") == 0)
				s = &e->syms[i];
		CHECK(s != NULL);
		if (s) {
			uint64_t off;
			CHECK(dt_elf_sym_at(e, s->addr + 1) == s);
			CHECK(dt_elf_vaddr_to_offset(e, s->addr, &off) == 0);
			/* The file offset holds the function's code: compare with
			 * what is mapped at its runtime address. */
			uint64_t bias = (uint64_t)(uintptr_t)test_self - s->addr;
			FILE *f = fopen(main_path, "rb");
			unsigned char code[16];
			CHECK(f && fseek(f, (long)off, SEEK_SET) == 0 &&
			      fread(code, 1, sizeof(code), f) == sizeof(code));
			if (f)
				fclose(f);
			CHECK(memcmp(code, (void *)(uintptr_t)(s->addr + bias), sizeof(code)) == 0);
		}
		CHECK(dt_elf_vaddr_to_offset(e, 0xffffffffff000000ULL, &(uint64_t){0}) < 0);
		dt_elf_close(e);
	}
	dt_proc_objects_free(objs, n, main_path);
	CHECK(dt_elf_open("/proc/self/status") == NULL);
}

int main(void)
{
	test_maps_line();
	test_module_names();
	test_self();
	if (failures)
		fprintf(stderr, "%d failures\n", failures);
	return failures != 0;
}
