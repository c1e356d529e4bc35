/*
 * Two handles in one process: each has its own type registry, BTF imports
 * and symbol caches.  The same struct name declared differently in each
 * compiles in both, each sees its own layout, and closing one leaves the
 * other's types intact (its scripts' and the kernel's).
 */
#include <stdio.h>
#include <string.h>

#include "dtrace.h"
#include "core/dt_impl.h"
#include "core/kallsyms.h"
#include "lang/btf.h"
#include "lang/types.h"

static int failures;

#define CHECK(c) do { if (!(c)) { fprintf(stderr, "%s:%d: CHECK(%s) failed\n", \
	__FILE__, __LINE__, #c); failures++; } } while (0)

static bool compiles(dtrace_hdl_t *h, const char *text)
{
	if (dtrace_compile(h, text, DTRACE_SRC_DESC, text, 'n'))
		return true;
	fprintf(stderr, "compile failed: %s\n", dtrace_errmsg(h));
	return false;
}

/* The size of a D type as handle h sees it (0 when it has none). */
static uint64_t size_in(dtrace_hdl_t *h, const char *name)
{
	dt_hdl_enter(h);
	struct dt_type *t = dt_type_lookup_local(name);	/* not the kernel's */
	return t ? dt_type_size(t) : 0;
}

int main(void)
{
	dtrace_hdl_t *a = dtrace_open(), *b = dtrace_open();

	CHECK(compiles(a, "struct s { int x; }; BEGIN { trace(sizeof(struct s)); }"));
	CHECK(compiles(b, "struct s { long x; long y; }; BEGIN { trace(sizeof(struct s)); }"));
	CHECK(size_in(a, "struct s") == 4);
	CHECK(size_in(b, "struct s") == 16);
	CHECK(a->types && b->types && a->types != b->types);
	CHECK(dt_type_lookup("int") != NULL && size_in(a, "int") == 4);

	/* Kernel types: each handle imports its own. */
	bool btf = false;
	CHECK(compiles(a, "BEGIN { trace(curthread->pid); }"));
	CHECK(compiles(b, "BEGIN { trace(curthread->pid); }"));
	dt_hdl_enter(a);
	struct dt_type *ta = dt_btf_lookup("struct task_struct");
	dt_hdl_enter(b);
	struct dt_type *tb = dt_btf_lookup("struct task_struct");
	if (ta || tb) {
		btf = true;
		CHECK(ta && tb && ta != tb);
		CHECK(a->btf && b->btf && a->btf != b->btf);
	}

	/* Kernel symbols: a table per handle. */
	size_t na = 0, nb = 0;
	dt_hdl_enter(a);
	const struct dt_ksym *ka = dt_kallsyms(&na);
	dt_hdl_enter(b);
	const struct dt_ksym *kb = dt_kallsyms(&nb);
	CHECK(na == 0 || ka != kb);	/* counts may differ: BPF programs come and go */

	/* Closing a leaves b's script and kernel types as they were. */
	dtrace_close(a);
	CHECK(size_in(b, "struct s") == 16);
	CHECK(compiles(b, "BEGIN { trace(sizeof(struct s)); trace(curthread->pid); }"));
	if (btf) {
		dt_hdl_enter(b);
		CHECK(dt_btf_lookup("struct task_struct") == tb);
	}
	dtrace_close(b);

	/* A handle opened after both closed starts from the built-in types. */
	dtrace_hdl_t *c = dtrace_open();
	CHECK(size_in(c, "struct s") == 0);
	CHECK(compiles(c, "struct s { char c; }; BEGIN { trace(sizeof(struct s)); }"));
	CHECK(size_in(c, "struct s") == 1);
	dtrace_close(c);

	if (failures)
		fprintf(stderr, "%d failure(s)\n", failures);
	return failures != 0;
}
