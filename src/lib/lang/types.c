/*
 * The D type registry: D's built-in C types and typedefs, `string`,
 * derived types (pointers, arrays, functions), struct/union layout and the
 * names types have in DTrace's messages.
 *
 * Each handle has a registry of its own (h->types, made on first use):
 * its built-in types, then the types its scripts declare, dropped by
 * dt_type_reset() and freed with the handle.  The functions here work on
 * the registry of the handle the library was entered with
 * (dt_hdl_current(); a process-wide one when there is none, as for unit
 * tests), so two handles of one process never share a type.  Named types
 * and derived ones (pointers, arrays, qualified types) are found through
 * hash indexes, not scans: a script declaring thousands of types compiles
 * in linear time.  Kernel types are imported by btf.c through
 * dt_type_btf_hook.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/dt_impl.h"
#include "lang/types.h"


struct dt_type *(*dt_type_btf_hook)(const char *name);

/* An open-addressing index of types; a later type replaces an earlier
 * one of the same key, as the registry's newest-first scan found it. */
struct type_index {
	struct dt_type **slot;
	size_t cap, used;	/* cap: a power of two */
};

struct lazy_typedef;

struct dt_typereg {
	struct dt_type *registry;	/* every type, named or derived, newest first */
	struct dt_type *builtin_end;	/* first type of the built-in tail */
	bool initialized;
	struct lazy_typedef *lazies;
	struct type_index named;	/* by name: what dt_type_lookup_local finds */
	struct type_index derived;	/* by (kind, base, n): pointers, arrays, qualifiers */
};

static struct dt_typereg process_reg;	/* with no handle entered (unit tests) */

static struct dt_typereg *reg(void)
{
	return DT_HDL_STATE(types, &process_reg);
}

static size_t hash_str(const char *s)
{
	size_t h = 1469598103934665603ull;
	for (; *s; s++)
		h = (h ^ (unsigned char)*s) * 1099511628211ull;
	return h;
}

static size_t hash_derived(enum dt_type_kind kind, const struct dt_type *base, uint64_t n)
{
	uint64_t h = (uint64_t)(uintptr_t)base * 0x9e3779b97f4a7c15ull;
	h ^= (n + (uint64_t)kind * 0x100000001b3ull) * 0xff51afd7ed558ccdull;
	return (size_t)(h ^ (h >> 29));
}

/* The type a key names in an index: named types by name, derived ones by
 * kind, base and (arrays) element count or (qualified) qualifiers. */
static bool named_key(const struct dt_type *t)
{
	return t->name && t->kind != T_PTR && t->kind != T_ARRAY && t->kind != T_FUNC &&
	       !t->quals;
}

static uint64_t derived_n(const struct dt_type *t)
{
	return t->kind == T_ARRAY ? t->nelems : t->quals;
}

static size_t key_hash(const struct type_index *ix, const struct type_index *named,
		       const struct dt_type *t)
{
	return ix == named ? hash_str(t->name) : hash_derived(t->kind, t->base, derived_n(t));
}

static bool same_key(const struct type_index *ix, const struct type_index *named,
		     const struct dt_type *a, const struct dt_type *b)
{
	if (ix == named)
		return strcmp(a->name, b->name) == 0;
	return a->kind == b->kind && a->base == b->base && derived_n(a) == derived_n(b);
}

static void index_put(struct dt_typereg *r, struct type_index *ix, struct dt_type *t,
		      bool replace);

static void index_grow(struct dt_typereg *r, struct type_index *ix)
{
	struct type_index old = *ix;

	ix->cap = old.cap ? old.cap * 2 : 256;
	ix->slot = dt_zalloc(ix->cap * sizeof(*ix->slot));
	ix->used = 0;
	for (size_t i = 0; i < old.cap; i++)
		if (old.slot[i])
			index_put(r, ix, old.slot[i], true);
	free(old.slot);
}

static void index_put(struct dt_typereg *r, struct type_index *ix, struct dt_type *t,
		      bool replace)
{
	if ((ix->used + 1) * 4 > ix->cap * 3)
		index_grow(r, ix);
	size_t i = key_hash(ix, &r->named, t) & (ix->cap - 1);
	for (; ix->slot[i]; i = (i + 1) & (ix->cap - 1))
		if (same_key(ix, &r->named, ix->slot[i], t)) {
			if (replace)
				ix->slot[i] = t;
			return;
		}
	ix->slot[i] = t;
	ix->used++;
}

static struct dt_type *find_named(struct dt_typereg *r, const char *name)
{
	struct type_index *ix = &r->named;
	if (!ix->cap)
		return NULL;
	for (size_t i = hash_str(name) & (ix->cap - 1); ix->slot[i]; i = (i + 1) & (ix->cap - 1))
		if (strcmp(ix->slot[i]->name, name) == 0)
			return ix->slot[i];
	return NULL;
}

static struct dt_type *find_derived(struct dt_typereg *r, enum dt_type_kind kind,
				    const struct dt_type *base, uint64_t n)
{
	struct type_index *ix = &r->derived;
	if (!ix->cap)
		return NULL;
	for (size_t i = hash_derived(kind, base, n) & (ix->cap - 1); ix->slot[i];
	     i = (i + 1) & (ix->cap - 1)) {
		struct dt_type *t = ix->slot[i];
		if (t->kind == kind && t->base == base && derived_n(t) == n)
			return t;
	}
	return NULL;
}

/* Both indexes over what the registry holds (after a reset): walked newest
 * first, the first of a key is the one to keep. */
static void reindex(struct dt_typereg *r)
{
	free(r->named.slot);
	free(r->derived.slot);
	memset(&r->named, 0, sizeof(r->named));
	memset(&r->derived, 0, sizeof(r->derived));
	for (struct dt_type *t = r->registry; t; t = t->next) {
		if (named_key(t))
			index_put(r, &r->named, t, false);
		else if (t->base && ((t->kind == T_PTR && !t->quals) || t->kind == T_ARRAY ||
				     (t->kind == T_TYPEDEF && t->quals && !t->name)))
			index_put(r, &r->derived, t, false);
	}
}

static void add(struct dt_type *t)
{
	struct dt_typereg *r = reg();
	t->next = r->registry;
	r->registry = t;
	if (named_key(t))
		index_put(r, &r->named, t, true);
}

struct dt_type *dt_type_new(enum dt_type_kind kind, const char *name)
{
	struct dt_type *t = dt_zalloc(sizeof(*t));
	t->kind = kind;
	t->name = name ? dt_strdup(name) : NULL;
	add(t);
	return t;
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
		/* LP64 as DTrace's D container has them: int64_t and
		 * uint64_t are long and unsigned long (so %lx takes them) */
		{ "int32_t", "int" }, { "int64_t", "long" },
		{ "uint8_t", "unsigned char" }, { "uint16_t", "unsigned short" },
		{ "uint32_t", "unsigned int" }, { "uint64_t", "unsigned long" },
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
	struct dt_typereg *r = reg();
	r->initialized = true;
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
	r->builtin_end = r->registry;
}

static struct dt_typereg *ensure_init(void)
{
	struct dt_typereg *r = reg();
	if (!r->initialized)
		init_builtins();
	return r;
}

/* The D library's typedefs of kernel structs (in6_addr_t), made when first
 * named: resolving "struct in6_addr" loads the kernel's BTF, which a script
 * that never names the typedef should not pay for. */
struct lazy_typedef {
	char *name, *target;
	struct lazy_typedef *next;
};

void dt_type_typedef_lazy(const char *name, const char *target)
{
	struct dt_typereg *r = reg();
	struct lazy_typedef *l = dt_zalloc(sizeof(*l));
	l->name = dt_strdup(name);
	l->target = dt_strdup(target);
	l->next = r->lazies;
	r->lazies = l;
}

static void free_lazy(struct lazy_typedef *l)
{
	free(l->name);
	free(l->target);
	free(l);
}

static struct dt_type *resolve_lazy(const char *name)
{
	for (struct lazy_typedef **lp = &reg()->lazies; *lp; lp = &(*lp)->next) {
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
	struct dt_typereg *r = ensure_init();
	struct dt_type *t = find_named(r, name);
	if (t)
		return t;
	return r->lazies ? resolve_lazy(name) : NULL;
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
	struct dt_typereg *r = ensure_init();
	struct dt_type *p = find_derived(r, T_PTR, to, 0);
	if (p)
		return p;
	p = dt_type_new(T_PTR, NULL);
	p->base = to;
	p->size = 8;
	p->align = 8;
	p->userland = to->userland;
	index_put(r, &r->derived, p, true);
	return p;
}

struct dt_type *dt_type_array(struct dt_type *elem, uint64_t n)
{
	struct dt_typereg *r = ensure_init();
	struct dt_type *a = find_derived(r, T_ARRAY, elem, n);
	if (a)
		return a;
	a = dt_type_new(T_ARRAY, NULL);
	a->base = elem;
	a->nelems = n;
	a->size = dt_type_size(elem) * n;
	a->align = dt_type_resolve(elem)->align;
	index_put(r, &r->derived, a, true);
	return a;
}

/* A copy of t carrying qualifiers (const/volatile): same layout, and the
 * base type's name, as DTrace prints qualified types without qualifiers. */
struct dt_type *dt_type_qualified(struct dt_type *t, unsigned quals)
{
	if (!quals || !t)
		return t;
	struct dt_typereg *r = reg();
	struct dt_type *q = find_derived(r, T_TYPEDEF, t, quals);
	if (q)
		return q;
	q = dt_type_new(T_TYPEDEF, NULL);
	q->base = t;
	q->quals = quals;
	q->size = t->size;
	q->align = t->align;
	index_put(r, &r->derived, q, true);
	return q;
}

struct dt_type *dt_type_resolve(struct dt_type *t)
{
	while (t && t->kind == T_TYPEDEF)
		t = t->base;
	return t;
}

const struct dt_type *dt_type_resolved(const struct dt_type *t)
{
	while (t && t->kind == T_TYPEDEF)
		t = t->base;
	return t;
}

bool dt_type_is_integer(const struct dt_type *t)
{
	t = dt_type_resolved(t);
	return t && (t->kind == T_INT || t->kind == T_ENUM);
}

bool dt_type_is_arith(const struct dt_type *t)
{
	t = dt_type_resolved(t);
	return t && (t->kind == T_INT || t->kind == T_ENUM || t->kind == T_FLOAT);
}

bool dt_type_is_pointer(const struct dt_type *t)
{
	t = dt_type_resolved(t);
	return t && t->kind == T_PTR;
}

bool dt_type_is_scalar(const struct dt_type *t)
{
	return dt_type_is_arith(t) || dt_type_is_pointer(t);
}

bool dt_type_is_string(const struct dt_type *t)
{
	t = dt_type_resolved(t);
	return t && t->kind == T_STRING;
}

bool dt_type_is_sou(const struct dt_type *t)
{
	t = dt_type_resolved(t);
	return t && (t->kind == T_STRUCT || t->kind == T_UNION);
}

bool dt_type_is_void(const struct dt_type *t)
{
	t = dt_type_resolved(t);
	return t && t->kind == T_VOID;
}

uint64_t dt_type_size(const struct dt_type *t)
{
	t = dt_type_resolved(t);
	return t ? t->size : 0;
}

bool dt_type_equal(const struct dt_type *a, const struct dt_type *b)
{
	a = dt_type_resolved(a);
	b = dt_type_resolved(b);
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
	const struct dt_type *r = dt_type_resolved(mt);
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
	sou = dt_type_resolved(sou);
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
	struct dt_typereg *r = reg();
	while (r->lazies) {
		struct lazy_typedef *l = r->lazies;
		r->lazies = l->next;
		free_lazy(l);
	}
	if (!r->initialized)
		return;
	while (r->registry && r->registry != r->builtin_end) {
		struct dt_type *t = r->registry;
		r->registry = t->next;
		free_type(t);
	}
	reindex(r);
}

void dt_type_destroy(struct dt_type *t)
{
	free_type(t);
}

void dt_types_free(dtrace_hdl_t *h)
{
	struct dt_typereg *r = h->types;
	if (!r)
		return;
	while (r->lazies) {
		struct lazy_typedef *l = r->lazies;
		r->lazies = l->next;
		free_lazy(l);
	}
	while (r->registry) {
		struct dt_type *t = r->registry;
		r->registry = t->next;
		free_type(t);
	}
	free(r->named.slot);
	free(r->derived.slot);
	free(r);
	h->types = NULL;
}
