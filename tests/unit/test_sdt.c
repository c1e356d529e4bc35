/*
 * dtrace -h / -G in the library: the header's macros for a provider
 * declaration ("__" in a probe name, (void), several providers), the
 * object's semaphore symbols, and the errors (too many arguments, an
 * object that is not relocatable).
 */
#include <fcntl.h>
#include <gelf.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "dtrace.h"
#include "prov/sdt_decl.h"

static int failures;

#define CHECK(cond)                                                          \
	do {                                                                 \
		if (!(cond)) {                                               \
			fprintf(stderr, "%s:%d: failed: %s\n", __FILE__, __LINE__, #cond); \
			failures++;                                          \
		}                                                            \
	} while (0)

static const char provs[] =
	"provider myapp { probe req__start(char *, int); probe idle(void); };\n"
	"provider other { probe go(); };\n";

static void test_header(void)
{
	dtrace_hdl_t *h = dtrace_open();
	CHECK(dtrace_compile(h, provs, DTRACE_SRC_SCRIPT, "prov.d", 0) != NULL);
	char *buf = NULL;
	size_t len = 0;
	FILE *f = open_memstream(&buf, &len);
	CHECK(dtrace_program_header(h, f, "dir/my-prov.h") == 0);
	fclose(f);
	CHECK(strstr(buf, "#ifndef\t_MY_PROV_H\n#define\t_MY_PROV_H\n") != NULL);
	CHECK(strstr(buf, "#define\tMYAPP_REQ_START(arg0, arg1) \\\n"
			  "\tSTAP_PROBE2(myapp, req__start, arg0, arg1)\n") != NULL);
	CHECK(strstr(buf, "#define\tMYAPP_REQ_START_ENABLED() \\\n"
			  "\t__builtin_expect(myapp_req__start_semaphore != 0, 0)\n") != NULL);
	CHECK(strstr(buf, "#define\tMYAPP_IDLE() \\\n\tSTAP_PROBE(myapp, idle)\n") != NULL);
	CHECK(strstr(buf, "extern volatile unsigned short other_go_semaphore;\n") != NULL);
	CHECK(strstr(buf, "#define\tOTHER_GO_ENABLED() (0)\n") != NULL);
	CHECK(strstr(buf, "#define _SDT_HAS_SEMAPHORES 1\n#endif\n#include <sys/sdt.h>\n") != NULL);
	free(buf);
	dtrace_close(h);
}

/* The global symbols of an ELF relocatable, "name@value" joined by ' '. */
static void object_symbols(const char *path, char *out, size_t len)
{
	int fd = open(path, O_RDONLY);
	elf_version(EV_CURRENT);
	Elf *elf = elf_begin(fd, ELF_C_READ, NULL);
	Elf_Scn *scn = NULL;
	GElf_Ehdr eh;
	out[0] = '\0';
	CHECK(elf && gelf_getehdr(elf, &eh) && eh.e_type == ET_REL);
	while (elf && (scn = elf_nextscn(elf, scn)) != NULL) {
		GElf_Shdr sh;
		if (!gelf_getshdr(scn, &sh) || sh.sh_type != SHT_SYMTAB)
			continue;
		Elf_Data *d = elf_getdata(scn, NULL);
		for (size_t i = sh.sh_info; i < sh.sh_size / sh.sh_entsize; i++) {
			GElf_Sym s;
			gelf_getsym(d, (int)i, &s);
			size_t o = strlen(out);
			snprintf(out + o, len - o, "%s%s@%llu", o ? " " : "",
				 elf_strptr(elf, sh.sh_link, s.st_name),
				 (unsigned long long)s.st_value);
		}
	}
	if (elf)
		elf_end(elf);
	close(fd);
}

static void test_object(void)
{
	char dir[] = "/tmp/test_sdt.XXXXXX", path[64], bad[64], syms[512];
	CHECK(mkdtemp(dir) != NULL);
	snprintf(path, sizeof(path), "%s/prov.o", dir);
	dtrace_hdl_t *h = dtrace_open();
	dtrace_prog_t *p = dtrace_compile(h, provs, DTRACE_SRC_SCRIPT, "prov.d", 0);
	CHECK(p && dtrace_program_link(h, p, path, 0, NULL) == 0);
	object_symbols(path, syms, sizeof(syms));
	CHECK(strcmp(syms, "myapp_req__start_semaphore@0 myapp_idle_semaphore@2 "
			   "other_go_semaphore@4") == 0);
	/* objects to link with must be relocatables */
	snprintf(bad, sizeof(bad), "%s/not-elf.o", dir);
	FILE *f = fopen(bad, "w");
	fputs("text\n", f);
	fclose(f);
	char *objv[] = { bad };
	CHECK(dtrace_program_link(h, p, path, 1, objv) < 0);
	CHECK(strstr(dtrace_errmsg(h), "is not an ELF file") != NULL);
	dtrace_close(h);

	h = dtrace_open();
	p = dtrace_compile(h, "provider big { probe many(int, int, int, int, int, int, int, "
			   "int, int, int, int, int, int); };", DTRACE_SRC_SCRIPT, "big.d", 0);
	CHECK(p && dtrace_program_link(h, p, path, 0, NULL) < 0);
	CHECK(strstr(dtrace_errmsg(h), "has 13 arguments") != NULL);
	dtrace_close(h);
	unlink(path);
	unlink(bad);
	rmdir(dir);
}

static void test_names(void)
{
	char buf[64];
	dt_sdt_probe_dname("req__start__now", buf, sizeof(buf));
	CHECK(strcmp(buf, "req-start-now") == 0);
	dt_sdt_probe_dname("u_nder", buf, sizeof(buf));
	CHECK(strcmp(buf, "u_nder") == 0);
	dt_sdt_semaphore_name("p", "a__b", buf, sizeof(buf));
	CHECK(strcmp(buf, "p_a__b_semaphore") == 0);
}

int main(void)
{
	test_names();
	test_header();
	test_object();
	if (failures)
		fprintf(stderr, "test_sdt: %d failures\n", failures);
	return failures != 0;
}
