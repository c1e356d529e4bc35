/*
 * The D type registry: D's built-in C types and typedefs, `string`,
 * derived types (pointers, arrays, functions), struct/union layout and the
 * names types have in DTrace's messages.
 *
 * Types are shared by every handle of the process: the built-in ones are
 * created once; types a script declares are dropped by dt_type_reset().
 * Kernel types are imported by btf.c through dt_type_btf_hook.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/dt_impl.h"
#include "lang/types.h"


struct dt_type *(*dt_type_btf_hook)(const char *name);

static struct dt_type *registry;	/* every type, named or derived */
static struct dt_type *builtin_end;	/* first type of the built-in tail */
static bool initialized;

static void add(struct dt_type *t)
{
	t->next = registry;
	registry = t;
}

struct dt_type *dt_type_new(enum dt_type_kind kind, const char *name)
{
	struct dt_type *t = dt_zalloc(sizeof(*t));
	t->kind = kind;
	t->name = name ? dt_strdup(name) : NULL;
	add(t);
	return t;
}

void dt_type_register(struct dt_type *t)
{
	(void)t;	/* every dt_type_new() is registered already */
}

struct dt_type *dt_type_int(const char *name, unsigned size, bool is_signed)
{
	struct dt_type *t = dt_type_new(T_INT, name);
	t->size = size;
	t->align = size;
	t->is_signed = is_signed;
	return t;
}

struct dt_type *dt_type_typedef(const char *name, struct dt_type *to)
{
	struct dt_type *t = dt_type_new(T_TYPEDEF, name);
	t->base = to;
	t->size = to->size;
	t->align = to->align;
	return t;
}

/* D's integer types (x86_64 / aarch64 LP64), then its typedefs. */
static void init_builtins(void)
{
	static const struct { const char *name; unsigned size; bool sign; } ints[] = {
		{ "char", 1, true }, { "signed char", 1, true },
		{ "unsigned char", 1, false }, { "short", 2, true },
		{ "signed short", 2, true }, { "unsigned short", 2, false },
		{ "int", 4, true }, { "signed int", 4, true },
		{ "unsigned int", 4, false }, { "long", 8, true },
		{ "signed long", 8, true }, { "unsigned long", 8, false },
		{ "long long", 8, true }, { "signed long long", 8, true },
		{ "unsigned long long", 8, false },
	};
	static const struct { const char *name, *to; } tdefs[] = {
		{ "int8_t", "signed char" }, { "int16_t", "short" },
		{ "int32_t", "int" }, { "int64_t", "long long" },
		{ "uint8_t", "unsigned char" }, { "uint16_t", "unsigned short" },
		{ "uint32_t", "unsigned int" }, { "uint64_t", "unsigned long long" },
		{ "intptr_t", "long" }, { "uintptr_t", "unsigned long" },
		{ "size_t", "unsigned long" }, { "ssize_t", "long" },
		{ "off_t", "long" }, { "off64_t", "long long" },
		{ "ptrdiff_t", "long" }, { "uint_t", "unsigned int" },
		{ "ushort_t", "unsigned short" }, { "uchar_t", "unsigned char" },
		{ "ulong_t", "unsigned long" }, { "u_longlong_t", "unsigned long long" },
		{ "longlong_t", "long long" }, { "pid_t", "int" }, { "id_t", "int" },
		{ "uid_t", "unsigned int" }, { "gid_t", "unsigned int" },
		{ "hrtime_t", "long long" }, { "dev_t", "unsigned long" },
		{ "ino_t", "unsigned long" }, { "mode_t", "unsigned int" },
		{ "nlink_t", "unsigned int" }, { "time_t", "long" },
		{ "clock_t", "long" }, { "daddr_t", "long" },
		{ "processorid_t", "int" }, { "psetid_t", "int" },
		{ "zoneid_t", "int" }, { "projid_t", "int" }, { "taskid_t", "int" },
		{ "major_t", "unsigned int" }, { "minor_t", "unsigned int" },
		{ "boolean_t", "int" }, { "socklen_t", "unsigned int" },
		{ "key_t", "int" }, { "blkcnt_t", "long" }, { "blksize_t", "long" },
		{ "ipaddr_t", "unsigned int" }, { "in_port_t", "unsigned short" },
		{ "sa_family_t", "unsigned short" }, { "lgrp_id_t", "int" },
		{ "__u8", "unsigned char" }, { "__u16", "unsigned short" },
		{ "__u32", "unsigned int" }, { "__u64", "unsigned long long" },
		{ "__s8", "signed char" }, { "__s16", "short" },
		{ "__s32", "int" }, { "__s64", "long long" },
		{ "u8", "unsigned char" }, { "u16", "unsigned short" },
		{ "u32", "unsigned int" }, { "u64", "unsigned long long" },
		{ "s8", "signed char" }, { "s16", "short" },
		{ "s32", "int" }, { "s64", "long long" },
	};
	initialized = true;
	for (size_t i = 0; i < sizeof(ints) / sizeof(ints[0]); i++) {
		struct dt_type *t = dt_type_int(ints[i].name, ints[i].size, ints[i].sign);
		t->is_char = ints[i].size == 1;
		t->module = "C";
	}
	struct dt_type *b = dt_type_int("_Bool", 1, false);
	b->is_bool = true;
	struct dt_type *v = dt_type_new(T_VOID, "void");
	v->size = 0;
	v->align = 1;
	static const struct { const char *name; unsigned size; } flts[] = {
		{ "float", 4 }, { "double", 8 }, { "long double", 16 },
	};
	for (size_t i = 0; i < sizeof(flts) / sizeof(flts[0]); i++) {
		struct dt_type *f = dt_type_new(T_FLOAT, flts[i].name);
		f->size = flts[i].size;
		f->align = flts[i].size;
	}
	struct dt_type *s = dt_type_new(T_STRING, "string");
	s->size = 256;	/* the runtime uses strsize; this is the default */
	s->align = 1;
	for (size_t i = 0; i < sizeof(tdefs) / sizeof(tdefs[0]); i++) {
		struct dt_type *t = dt_type_typedef(tdefs[i].name, dt_type_lookup(tdefs[i].to));
		t->module = "D";
	}
	dt_type_typedef("bool", b)->module = "D";
	struct dt_type *ct = dt_type_typedef("caddr_t", dt_type_ptr(dt_type_lookup("char")));
	ct->module = "D";
	builtin_end = registry;
}

static void ensure_init(void)
{
	if (!initialized)
		init_builtins();
}

/* The D library's typedefs of kernel structs (in6_addr_t), made when first
 * named: resolving "struct in6_addr" loads the kernel's BTF, which a script
 * that never names the typedef should not pay for. */
struct lazy_typedef {
	char *name, *target;
	struct lazy_typedef *next;
};
static struct lazy_typedef *lazies;

void dt_type_typedef_lazy(const char *name, const char *target)
{
	struct lazy_typedef *l = dt_zalloc(sizeof(*l));
	l->name = dt_strdup(name);
	l->target = dt_strdup(target);
	l->next = lazies;
	lazies = l;
}

static void free_lazy(struct lazy_typedef *l)
{
	free(l->name);
	free(l->target);
	free(l);
}

static struct dt_type *resolve_lazy(const char *name)
{
	for (struct lazy_typedef **lp = &lazies; *lp; lp = &(*lp)->next) {
		struct lazy_typedef *l = *lp;
		if (strcmp(l->name, name) != 0)
			continue;
		*lp = l->next;	/* once, resolved or not */
		struct dt_type *to = dt_type_lookup(l->target);
		struct dt_type *t = to ? dt_type_typedef(l->name, to) : NULL;
		if (t)
			t->module = "D";
		free_lazy(l);
		return t;
	}
	return NULL;
}

struct dt_type *dt_type_lookup_local(const char *name)
{
	ensure_init();
	for (struct dt_type *t = registry; t; t = t->next)
		if (t->name && t->kind != T_PTR && t->kind != T_ARRAY &&
		    t->kind != T_FUNC && !t->quals && strcmp(t->name, name) == 0)
			return t;
	return lazies ? resolve_lazy(name) : NULL;
}

struct dt_type *dt_type_lookup(const char *name)
{
	struct dt_type *t = dt_type_lookup_local(name);
	if (!t && dt_type_btf_hook)
		t = dt_type_btf_hook(name);
	return t;
}

struct dt_type *dt_type_builtin(const char *name)
{
	return dt_type_lookup(name);
}

struct dt_type *dt_type_ptr(struct dt_type *to)
{
	ensure_init();
	for (struct dt_type *t = registry; t; t = t->next)
		if (t->kind == T_PTR && t->base == to && !t->quals)
			return t;
	struct dt_type *p = dt_type_new(T_PTR, NULL);
	p->base = to;
	p->size = 8;
	p->align = 8;
	p->userland = to->userland;
	return p;
}

struct dt_type *dt_type_array(struct dt_type *elem, uint64_t n)
{
	ensure_init();
	for (struct dt_type *t = registry; t; t = t->next)
		if (t->kind == T_ARRAY && t->base == elem && t->nelems == n)
			return t;
	struct dt_type *a = dt_type_new(T_ARRAY, NULL);
	a->base = elem;
	a->nelems = n;
	a->size = dt_type_size(elem) * n;
	a->align = dt_type_resolve(elem)->align;
	return a;
}

/* A copy of t carrying qualifiers (const/volatile): same layout, and the
 * base type's name, as DTrace prints qualified types without qualifiers. */
struct dt_type *dt_type_qualified(struct dt_type *t, unsigned quals)
{
	if (!quals || !t)
		return t;
	for (struct dt_type *q = registry; q; q = q->next)
		if (q->quals == quals && q->kind == T_TYPEDEF && q->base == t && !q->name)
			return q;
	struct dt_type *q = dt_type_new(T_TYPEDEF, NULL);
	q->base = t;
	q->quals = quals;
	q->size = t->size;
	q->align = t->align;
	return q;
}

struct dt_type *dt_type_resolve(struct dt_type *t)
{
	while (t && t->kind == T_TYPEDEF)
		t = t->base;
	return t;
}

static const struct dt_type *cresolve(const struct dt_type *t)
{
	while (t && t->kind == T_TYPEDEF)
		t = t->base;
	return t;
}

bool dt_type_is_integer(const struct dt_type *t)
{
	t = cresolve(t);
	return t && (t->kind == T_INT || t->kind == T_ENUM);
}

bool dt_type_is_arith(const struct dt_type *t)
{
	t = cresolve(t);
	return t && (t->kind == T_INT || t->kind == T_ENUM || t->kind == T_FLOAT);
}

bool dt_type_is_pointer(const struct dt_type *t)
{
	t = cresolve(t);
	return t && t->kind == T_PTR;
}

bool dt_type_is_scalar(const struct dt_type *t)
{
	return dt_type_is_arith(t) || dt_type_is_pointer(t);
}

bool dt_type_is_string(const struct dt_type *t)
{
	t = cresolve(t);
	return t && t->kind == T_STRING;
}

bool dt_type_is_sou(const struct dt_type *t)
{
	t = cresolve(t);
	return t && (t->kind == T_STRUCT || t->kind == T_UNION);
}

bool dt_type_is_void(const struct dt_type *t)
{
	t = cresolve(t);
	return t && t->kind == T_VOID;
}

bool dt_type_is_complete(const struct dt_type *t)
{
	t = cresolve(t);
	return t && t->kind != T_FORWARD && t->kind != T_VOID;
}

uint64_t dt_type_size(const struct dt_type *t)
{
	t = cresolve(t);
	return t ? t->size : 0;
}

bool dt_type_equal(const struct dt_type *a, const struct dt_type *b)
{
	a = cresolve(a);
	b = cresolve(b);
	if (a == b)
		return true;
	if (!a || !b || a->kind != b->kind)
		return false;
	switch (a->kind) {
	case T_PTR:
		return dt_type_equal(a->base, b->base);
	case T_ARRAY:
		return a->nelems == b->nelems && dt_type_equal(a->base, b->base);
	case T_INT:
	case T_FLOAT:
		return a->size == b->size && a->is_signed == b->is_signed &&
		       a->is_bool == b->is_bool;
	case T_VOID:
	case T_STRING:
		return true;
	default:
		return a->name && b->name && strcmp(a->name, b->name) == 0;
	}
}

/* ------------------------------------------------------- struct layout */

/* Bytes of the CTF integer holding a bit-field of `bits` bits. */
static uint64_t bf_bytes(unsigned bits)
{
	uint64_t b = 1;
	while (b * 8 < bits)
		b *= 2;
	return b;
}

bool dt_type_add_member(struct dt_type *sou, const char *name,
			struct dt_type *mt, unsigned bits)
{
	struct dt_member **tail = &sou->members;
	uint64_t end = 0;	/* first free bit after the last member */
	for (struct dt_member *m = sou->members; m; m = m->next) {
		if (name && m->name && strcmp(m->name, name) == 0)
			return false;
		uint64_t e = m->offset_bits + (m->bits ? m->bits : dt_type_size(m->type) * 8);
		if (e > end)
			end = e;
		tail = &m->next;
	}
	struct dt_member *m = dt_zalloc(sizeof(*m));
	m->name = name ? dt_strdup(name) : NULL;
	m->type = mt;
	m->bits = bits;
	const struct dt_type *r = cresolve(mt);
	uint64_t align = (r && r->align ? r->align : 1) * 8;
	if (sou->kind == T_UNION) {
		m->offset_bits = 0;
	} else if (bits) {
		/* DTrace lays D bit-fields out as CTF does: each one is an
		 * integer of the smallest power-of-two size holding its bits,
		 * starting at the first byte after the previous member, aligned
		 * to that size (so sizeof (struct { int a:1; int b:3; }) == 2). */
		uint64_t bytes = bf_bytes(bits);
		end = (end + 7) / 8;
		end = (end + bytes - 1) / bytes * bytes;
		m->offset_bits = end * 8;
		if (bytes > sou->align)
			sou->align = (unsigned)bytes;
		*tail = m;
		return true;
	} else {
		m->offset_bits = (end + align - 1) / align * align;
	}
	if (r && r->align > sou->align)
		sou->align = r->align;
	*tail = m;
	return true;
}

void dt_type_finish_sou(struct dt_type *sou)
{
	uint64_t end = 0;
	bool bitfields = false;
	if (!sou->align)
		sou->align = 1;
	for (struct dt_member *m = sou->members; m; m = m->next) {
		uint64_t e = m->offset_bits + (m->bits ? bf_bytes(m->bits) * 8 :
					       dt_type_size(m->type) * 8);
		bitfields |= m->bits != 0;
		if (e > end)
			end = e;
	}
	uint64_t bytes = (end + 7) / 8;
	/* CTF (and so DTrace) gives structs with bit-fields no tail padding */
	if (bitfields)
		sou->size = bytes;
	else
		sou->size = (bytes + sou->align - 1) / sou->align * sou->align;
}

struct dt_member *dt_type_member(const struct dt_type *sou, const char *name,
				 uint64_t *offset_bits)
{
	sou = cresolve(sou);
	if (!sou || (sou->kind != T_STRUCT && sou->kind != T_UNION))
		return NULL;
	for (struct dt_member *m = sou->members; m; m = m->next) {
		if (m->name && strcmp(m->name, name) == 0) {
			if (offset_bits)
				*offset_bits = m->offset_bits;
			return m;
		}
		/* Anonymous struct/union members are searched through. */
		if (!m->name && dt_type_is_sou(m->type)) {
			uint64_t off;
			struct dt_member *in = dt_type_member(m->type, name, &off);
			if (in) {
				if (offset_bits)
					*offset_bits = m->offset_bits + off;
				return in;
			}
		}
	}
	return NULL;
}

/* --------------------------------------------------------------- names */

static void cat(char *buf, size_t len, const char *s)
{
	size_t n = strlen(buf);
	if (n < len)
		snprintf(buf + n, len - n, "%s", s);
}

/* The name of t's innermost non-derived type plus the declarator suffix:
 * "char *", "int [3]", "struct foo **", "int (*)()". */
const char *dt_type_str(const struct dt_type *t, char *buf, size_t len)
{
	char suffix[128] = "";
	const struct dt_type *b = t;
	int nptr = 0;

	if (!len)
		return buf;
	buf[0] = '\0';
	if (!t) {
		cat(buf, len, "<unknown>");
		return buf;
	}
	/* Arrays print their dimensions after the element type; pointers
	 * print stars.  Anonymous qualifier typedefs are transparent. */
	for (;;) {
		if (b->kind == T_TYPEDEF && !b->name) {
			b = b->base;
		} else if (b->kind == T_PTR) {
			nptr++;
			b = b->base;
		} else if (b->kind == T_ARRAY && nptr == 0) {
			char d[32];
			snprintf(d, sizeof(d), "[%llu]", (unsigned long long)b->nelems);
			cat(suffix, sizeof(suffix), d);
			b = b->base;
		} else {
			break;
		}
	}
	if (b->kind == T_FUNC) {
		char r[256];
		dt_type_str(b->base, r, sizeof(r));
		cat(buf, len, r);
		cat(buf, len, " (");
		for (int i = 0; i < nptr; i++)
			cat(buf, len, "*");
		cat(buf, len, ")(");
		for (int i = 0; i < b->nparams; i++) {
			if (i)
				cat(buf, len, ", ");
			dt_type_str(b->params[i], r, sizeof(r));
			cat(buf, len, r);
		}
		if (b->varargs)
			cat(buf, len, b->nparams ? ", ..." : "...");
		cat(buf, len, ")");
		return buf;
	}
	cat(buf, len, b->name ? b->name : "<anon>");
	if (nptr) {
		cat(buf, len, " ");
		for (int i = 0; i < nptr; i++)
			cat(buf, len, "*");
	}
	if (suffix[0]) {
		cat(buf, len, " ");
		cat(buf, len, suffix);
	}
	return buf;
}

/* ---------------------------------------------------------------- reset */

static void free_type(struct dt_type *t)
{
	for (struct dt_member *m = t->members, *n; m; m = n) {
		n = m->next;
		free(m->name);
		free(m);
	}
	for (struct dt_enumval *e = t->enums, *n; e; e = n) {
		n = e->next;
		free(e->name);
		free(e);
	}
	free(t->params);
	free(t->name);
	free(t);
}

void dt_type_reset(void)
{
	while (lazies) {
		struct lazy_typedef *l = lazies;
		lazies = l->next;
		free_lazy(l);
	}
	if (!initialized)
		return;
	while (registry && registry != builtin_end) {
		struct dt_type *t = registry;
		registry = t->next;
		free_type(t);
	}
}
