/*
 * btf.c: importing kernel types into struct dt_type.  The BTF here is
 * built with libbpf's writer API and saved to a file, so the expected
 * layouts are exact whatever kernel the test runs on.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <bpf/btf.h>

#include "lang/btf.h"
#include "lang/types.h"

static int failures;

#define CHECK(cond) do { if (!(cond)) { \
	fprintf(stderr, "%s:%d: CHECK failed: %s\n", __FILE__, __LINE__, #cond); \
	failures++; } } while (0)

/* struct node2 { struct node *next; int val; unsigned flag:1, kind:3;
 *               char name[16]; node_cb cb; struct opaque *o; char __user *u; };
 * typedef long (*node_cb)(struct node *, int, ...);
 * enum color { RED = -1, GREEN = 7 }; typedef unsigned int u32_t;
 * union val { long l; unsigned char b[8]; };  struct hidden (fwd + def). */
static const char *write_btf(void)
{
	static char path[] = "/tmp/test_btf.XXXXXX";
	struct btf *b = btf__new_empty();
	int i_int = btf__add_int(b, "int", 4, BTF_INT_SIGNED);
	int i_uint = btf__add_int(b, "unsigned int", 4, 0);
	int i_long = btf__add_int(b, "long int", 8, BTF_INT_SIGNED);
	int i_char = btf__add_int(b, "char", 1, 0);
	int i_uchar = btf__add_int(b, "unsigned char", 1, 0);
	int i_bool = btf__add_int(b, "_Bool", 1, BTF_INT_BOOL);
	int s_node = btf__add_struct(b, "node", 56);
	int p_node = btf__add_ptr(b, s_node);
	int a_name = btf__add_array(b, i_int, i_char, 16);
	int fwd = btf__add_fwd(b, "opaque", BTF_FWD_STRUCT);
	int p_fwd = btf__add_ptr(b, fwd);
	int tag = btf__add_type_tag(b, "user", i_char);
	int p_user = btf__add_ptr(b, tag);
	int proto = btf__add_func_proto(b, i_long);
	btf__add_func_param(b, "n", p_node);
	btf__add_func_param(b, "x", i_int);
	btf__add_func_param(b, NULL, 0);
	int p_proto = btf__add_ptr(b, proto);
	int cb = btf__add_typedef(b, "node_cb", p_proto);

	/* libbpf checks type references as they are added, so the struct
	 * with members comes last and "next" points at a member-less one. */
	int real = btf__add_struct(b, "node2", 56);
	btf__add_field(b, "next", p_node, 0, 0);
	btf__add_field(b, "val", i_int, 64, 0);
	btf__add_field(b, "flag", i_uint, 96, 1);
	btf__add_field(b, "kind", i_uint, 97, 3);
	btf__add_field(b, "name", a_name, 104, 0);
	btf__add_field(b, "cb", cb, 256, 0);
	btf__add_field(b, "o", p_fwd, 320, 0);
	btf__add_field(b, "u", p_user, 384, 0);
	int e = btf__add_enum(b, "color", 4);
	btf__add_enum_value(b, "RED", -1);
	btf__add_enum_value(b, "GREEN", 7);
	btf__add_typedef(b, "u32_t", i_uint);
	int a_b = btf__add_array(b, i_int, i_uchar, 8);
	int un = btf__add_union(b, "val", 8);
	btf__add_field(b, "l", i_long, 0, 0);
	btf__add_field(b, "b", a_b, 0, 0);
	int hid_fwd = btf__add_fwd(b, "hidden", BTF_FWD_STRUCT);
	btf__add_typedef(b, "hidden_t", hid_fwd);
	int hid = btf__add_struct(b, "hidden", 4);
	btf__add_field(b, "on", i_bool, 0, 0);
	btf__add_typedef(b, "node2_t", real);
	(void)e; (void)un; (void)hid;

	uint32_t size;
	const void *raw = btf__raw_data(b, &size);
	int fd = mkstemp(path);
	if (fd < 0 || write(fd, raw, size) != (ssize_t)size)
		return NULL;
	close(fd);
	btf__free(b);
	return path;
}

static void test_struct(void)
{
	struct dt_type *t = dt_btf_lookup("struct node2");
	uint64_t off;

	CHECK(t && t->kind == T_STRUCT && t->size == 56);
	CHECK(t && strcmp(t->name, "struct node2") == 0);
	CHECK(t && strcmp(t->module, "vmlinux") == 0);
	CHECK(dt_btf_lookup("vmlinux`struct node2") == t);
	CHECK(dt_btf_lookup("struct vmlinux`node2") == t);
	CHECK(dt_btf_lookup("node2_t") && dt_type_resolve(dt_btf_lookup("node2_t")) == t);
	if (!t)
		return;

	struct dt_member *m = dt_type_member(t, "val", &off);
	CHECK(m && off == 64 && m->bits == 0);
	CHECK(m && strcmp(m->type->name, "int") == 0 && m->type->module &&
	      strcmp(m->type->module, "C") == 0);	/* D's own int */

	m = dt_type_member(t, "kind", &off);
	CHECK(m && off == 97 && m->bits == 3);
	m = dt_type_member(t, "flag", &off);
	CHECK(m && off == 96 && m->bits == 1);

	m = dt_type_member(t, "name", &off);
	CHECK(m && off == 104 && m->type->kind == T_ARRAY && m->type->nelems == 16 &&
	      m->type->size == 16 && dt_type_resolve(m->type->base)->is_char);

	/* next: a pointer to struct node (a different type, by name) */
	m = dt_type_member(t, "next", &off);
	CHECK(m && m->type->kind == T_PTR && m->type->base->kind == T_STRUCT &&
	      strcmp(m->type->base->name, "struct node") == 0);

	/* cb: typedef of pointer to function long (struct node *, int, ...) */
	m = dt_type_member(t, "cb", &off);
	struct dt_type *f = m ? dt_type_resolve(m->type) : NULL;
	CHECK(f && f->kind == T_PTR && f->base->kind == T_FUNC);
	if (f && f->base->kind == T_FUNC) {
		CHECK(f->base->nparams == 2 && f->base->varargs);
		CHECK(strcmp(f->base->base->name, "long") == 0);
	}

	/* o: pointer to an opaque forward declaration */
	m = dt_type_member(t, "o", NULL);
	CHECK(m && m->type->base->kind == T_FORWARD &&
	      strcmp(m->type->base->name, "struct opaque") == 0);

	/* u: __user pointer, read with copyin semantics */
	m = dt_type_member(t, "u", NULL);
	CHECK(m && m->type->kind == T_PTR && m->type->userland);
	CHECK(!dt_type_member(t, "nosuch", NULL));
}

static void test_others(void)
{
	struct dt_type *e = dt_btf_lookup("enum color");
	CHECK(e && e->kind == T_ENUM && e->size == 4 && e->is_signed);
	CHECK(e && e->enums && strcmp(e->enums->name, "RED") == 0 && e->enums->value == -1);
	CHECK(e && e->enums && e->enums->next && e->enums->next->value == 7);

	int64_t v = 0;
	CHECK(dt_btf_enum_value("GREEN", &v) && v == 7);
	CHECK(dt_btf_enum_value("RED", &v) && v == -1);
	CHECK(!dt_btf_enum_value("BLUE", &v));

	struct dt_type *u = dt_btf_lookup("union val");
	uint64_t off = 1;
	CHECK(u && u->kind == T_UNION && u->size == 8 && u->align == 8);
	CHECK(u && dt_type_member(u, "b", &off) && off == 0);

	struct dt_type *td = dt_btf_lookup("u32_t");
	CHECK(td && td->kind == T_TYPEDEF && td->size == 4 &&
	      strcmp(dt_type_resolve(td)->name, "unsigned int") == 0);

	/* a forward declaration resolves to the definition elsewhere */
	struct dt_type *h = dt_btf_lookup("hidden_t");
	CHECK(h && dt_type_resolve(h)->kind == T_STRUCT && dt_type_size(h) == 4);
	CHECK(h && dt_type_member(h, "on", NULL) &&
	      dt_type_resolve(dt_type_member(h, "on", NULL)->type)->is_bool);

	/* names that are not kernel types */
	CHECK(dt_btf_lookup("struct nosuch") == NULL);
	CHECK(dt_btf_lookup("union node2") == NULL);
	CHECK(dt_btf_lookup("nosuch_t") == NULL);
	CHECK(dt_btf_lookup("struct node2 *") == NULL);
	CHECK(dt_btf_lookup("genunix`struct node2") == NULL);

	/* imported once: the same object every time */
	CHECK(dt_btf_lookup("struct node2") == dt_btf_lookup("struct node2"));

	/* types survive a reset of the registry (a closed handle) */
	struct dt_type *before = dt_btf_lookup("struct node2");
	dt_type_reset();
	CHECK(dt_btf_lookup("struct node2") == before && before->size == 56);

	/* type names as DTrace prints them */
	char buf[128];
	struct dt_member *m = dt_type_member(before, "next", NULL);
	CHECK(m && strcmp(dt_type_str(m->type, buf, sizeof(buf)), "struct node *") == 0);
}

/* The streaming scan of the kernel's BTF finds the ids libbpf's full
 * parse finds (where this machine has kernel BTF). */
static void test_scan(void)
{
	struct btf *k = btf__load_vmlinux_btf();
	static const char *const names[] = { "schedule", "vfs_read", "do_sys_openat2",
					     "no_such_function_xyz", "task_struct" };
	if (!k)
		return;
	for (size_t i = 0; i < sizeof(names) / sizeof(names[0]); i++) {
		int want = btf__find_by_name_kind(k, names[i], BTF_KIND_FUNC);
		CHECK(dt_btf_scan_func_id(names[i]) == (want > 0 ? want : -1));
	}
	/* and members' offsets (the syscall dispatch's compat word) */
	static const char *const sm[][2] = { { "task_struct", "thread_info" },
					     { "thread_info", "flags" }, { "task_struct", "pid" },
					     { "task_struct", "no_such_member" } };
	int ts = btf__find_by_name_kind(k, "task_struct", BTF_KIND_STRUCT);
	int ti = btf__find_by_name_kind(k, "thread_info", BTF_KIND_STRUCT);
	for (size_t i = 0; ts > 0 && ti > 0 && i < sizeof(sm) / sizeof(sm[0]); i++) {
		const struct btf_type *t = btf__type_by_id(k, strcmp(sm[i][0], "task_struct") ? ti : ts);
		const struct btf_member *m = btf_members(t);
		int want = -1;
		for (int j = 0; j < btf_vlen(t); j++, m++)
			if (strcmp(btf__name_by_offset(k, m->name_off), sm[i][1]) == 0)
				want = (int)(btf_member_bit_offset(t, (uint32_t)j) / 8);
		CHECK(dt_btf_scan_member_offset(sm[i][0], sm[i][1]) == want);
	}
	btf__free(k);
}

int main(void)
{
	test_scan();
	const char *path = write_btf();

	if (!path || !dt_btf_open_file(path)) {
		fprintf(stderr, "cannot write or read test BTF\n");
		return 1;
	}
	unlink(path);
	test_struct();
	test_others();
	if (failures)
		fprintf(stderr, "%d failure(s)\n", failures);
	return failures != 0;
}
