/*
 * Kernel types from BTF, imported on demand into struct dt_type.
 *
 * The kernel's BTF is loaded once per handle with libbpf, on the first
 * lookup (h->btf, reached through dt_hdl_current(); a process-wide state
 * with no handle).  Imported types live outside the type registry
 * (types.c): they are owned here until the handle closes, so
 * dt_type_reset() between compiles never frees them.
 * Every type is imported once (cached by BTF id); a struct is created as
 * a shell first and its members filled afterwards from a work list, so
 * self-referencing types terminate and deep pointer chains never recurse.
 */
#include <stdlib.h>
#include <string.h>

#include <bpf/btf.h>

#include "lang/btf.h"
#include "core/dt_impl.h"


/* Name indexes, so name lookups never scan all of BTF: one of the
 * D-visible named types (struct, union, enum, typedef), built at load,
 * and one of enumerators, built on the first enumerator lookup (only
 * undefined identifiers need it).  Open addressing; 12-byte entries keep
 * the tables small, as building them is part of every compile's start. */
enum name_class { NC_STRUCT, NC_UNION, NC_ENUM, NC_TYPEDEF, NC_ENUMVAL, NC_FUNC, NC_VAR };

struct name_ent {
	uint32_t name_off;	/* in the BTF string section */
	uint32_t id;		/* 0: empty slot */
	uint16_t cls;
	uint16_t idx;		/* NC_ENUMVAL: enumerator index */
};

struct name_index {
	struct name_ent *ents;
	size_t cap;		/* a power of two */
};

/* A handle's BTF: the kernel's (or a test's file), its name indexes and
 * every type imported from it. */
struct dt_btfstate {
	struct btf *kbtf;
	bool tried;
	struct dt_type **cache;		/* by BTF id */
	uint32_t ntypes;
	struct name_index type_index, enum_index;
	/* functions and variables, built on the first lookup of either
	 * (fbt's prototypes, `sym's types) */
	struct name_index func_index;
	uint32_t *pending;		/* structs/unions whose members are unfilled */
	size_t npending, pending_cap;
	struct dt_type *owned;		/* the types made here, chained by ->next */
};

static struct dt_btfstate process_btf;	/* with no handle entered (unit tests) */

static struct dt_btfstate *bs(void)
{
	return DT_HDL_STATE(btf, &process_btf);
}

static struct dt_type *import(uint32_t id);

static size_t name_hash(const char *s, unsigned cls)
{
	size_t h = 1469598103934665603ull ^ cls;

	for (; *s; s++)
		h = (h ^ (unsigned char)*s) * 1099511628211ull;
	return h;
}

static const char *ent_name(const struct name_ent *e)
{
	return btf__name_by_offset(bs()->kbtf, e->name_off);
}

/* Adds (name, cls) unless present: the first definition of a name wins,
 * as full definitions precede duplicates in vmlinux BTF. */
static void name_add(struct name_index *ix, uint32_t name_off, unsigned cls, uint32_t id,
		     unsigned idx)
{
	const char *name = btf__name_by_offset(bs()->kbtf, name_off);
	size_t i;

	if (!name || !*name)
		return;
	for (i = name_hash(name, cls) & (ix->cap - 1); ix->ents[i].id; i = (i + 1) & (ix->cap - 1))
		if (ix->ents[i].cls == cls && strcmp(ent_name(&ix->ents[i]), name) == 0)
			return;
	ix->ents[i] = (struct name_ent){ name_off, id, (uint16_t)cls, (uint16_t)idx };
}

static const struct name_ent *name_find(const struct name_index *ix, const char *name,
					unsigned cls)
{
	if (!ix->ents)
		return NULL;
	for (size_t i = name_hash(name, cls) & (ix->cap - 1); ix->ents[i].id;
	     i = (i + 1) & (ix->cap - 1))
		if (ix->ents[i].cls == cls && strcmp(ent_name(&ix->ents[i]), name) == 0)
			return &ix->ents[i];
	return NULL;
}

static void index_alloc(struct name_index *ix, size_t count)
{
	ix->cap = 16;
	while (ix->cap < count + count / 2)
		ix->cap <<= 1;
	ix->ents = dt_zalloc(ix->cap * sizeof(*ix->ents));
}

static int type_class(const struct btf_type *t)
{
	switch (btf_kind(t)) {
	case BTF_KIND_STRUCT: return NC_STRUCT;
	case BTF_KIND_UNION: return NC_UNION;
	case BTF_KIND_TYPEDEF: return NC_TYPEDEF;
	case BTF_KIND_ENUM:
	case BTF_KIND_ENUM64: return NC_ENUM;
	default: return -1;
	}
}

static void index_types(void)
{
	struct dt_btfstate *s = bs();
	size_t count = 0;

	for (uint32_t id = 1; id < s->ntypes; id++) {
		const struct btf_type *t = btf__type_by_id(s->kbtf, id);
		count += type_class(t) >= 0 && t->name_off;
	}
	index_alloc(&s->type_index, count);
	for (uint32_t id = 1; id < s->ntypes; id++) {
		const struct btf_type *t = btf__type_by_id(s->kbtf, id);
		int cls = type_class(t);
		if (cls >= 0 && t->name_off)
			name_add(&s->type_index, t->name_off, (unsigned)cls, id, 0);
	}
}

static void index_enumerators(void)
{
	struct dt_btfstate *s = bs();
	size_t count = 0;

	for (uint32_t id = 1; id < s->ntypes; id++) {
		const struct btf_type *t = btf__type_by_id(s->kbtf, id);
		if (btf_is_enum(t) || btf_is_enum64(t))
			count += btf_vlen(t);
	}
	index_alloc(&s->enum_index, count);
	for (uint32_t id = 1; id < s->ntypes; id++) {
		const struct btf_type *t = btf__type_by_id(s->kbtf, id);
		if (!btf_is_enum(t) && !btf_is_enum64(t))
			continue;
		for (unsigned i = 0; i < btf_vlen(t) && i < 65536; i++)
			name_add(&s->enum_index, btf_is_enum(t) ? btf_enum(t)[i].name_off
							     : btf_enum64(t)[i].name_off,
				 NC_ENUMVAL, id, i);
	}
}

static void index_funcs(void)
{
	struct dt_btfstate *s = bs();
	size_t count = 0;

	for (uint32_t id = 1; id < s->ntypes; id++) {
		const struct btf_type *t = btf__type_by_id(s->kbtf, id);
		count += btf_is_func(t) || btf_is_var(t);
	}
	index_alloc(&s->func_index, count);
	for (uint32_t id = 1; id < s->ntypes; id++) {
		const struct btf_type *t = btf__type_by_id(s->kbtf, id);
		if (btf_is_func(t) || btf_is_var(t))
			name_add(&s->func_index, t->name_off, btf_is_func(t) ? NC_FUNC : NC_VAR, id, 0);
	}
}

static bool load(void);

static int func_or_var(const char *name, unsigned cls)
{
	if (!load())
		return -1;
	if (!bs()->func_index.ents)
		index_funcs();
	const struct name_ent *e = name_find(&bs()->func_index, name, cls);
	return e ? (int)e->id : -1;
}

int dt_btf_func_id(const char *name)
{
	return func_or_var(name, NC_FUNC);
}

static bool setup(struct btf *b)
{
	struct dt_btfstate *s = bs();
	s->kbtf = b;
	if (!s->kbtf)
		return false;
	s->ntypes = btf__type_cnt(s->kbtf);
	s->cache = dt_zalloc(s->ntypes * sizeof(*s->cache));
	index_types();
	return true;
}

static bool load(void)
{
	if (!bs()->tried) {
		bs()->tried = true;
		setup(btf__load_vmlinux_btf());
	}
	return bs()->kbtf != NULL;
}

void dt_btf_free(dtrace_hdl_t *h)
{
	struct dt_btfstate *s = h->btf;
	if (!s)
		return;
	for (struct dt_type *t = s->owned, *n; t; t = n) {
		n = t->next;
		dt_type_destroy(t);
	}
	if (s->kbtf)
		btf__free(s->kbtf);
	free(s->cache);
	free(s->type_index.ents);
	free(s->enum_index.ents);
	free(s->func_index.ents);
	free(s->pending);
	free(s);
	h->btf = NULL;
}

bool dt_btf_open_file(const char *path)
{
	if (bs()->tried)
		return false;
	bs()->tried = true;
	return setup(btf__parse(path, NULL));
}

/* ------------------------------------------------------------ import */

static struct dt_type *new_type(enum dt_type_kind kind, const char *prefix,
				const char *name)
{
	struct dt_btfstate *s = bs();
	struct dt_type *t = dt_zalloc(sizeof(*t));

	t->kind = kind;
	t->module = "vmlinux";
	t->next = s->owned;	/* freed with the handle (imports are in no registry) */
	s->owned = t;
	if (name && *name) {
		size_t n = strlen(prefix) + strlen(name) + 1;
		t->name = dt_zalloc(n);
		strcpy(t->name, prefix);
		strcat(t->name, name);
	}
	return t;
}

/* Kernel integers become D's own integer types, so "int", "long" and
 * "unsigned char" print and compare as D's do. */
static struct dt_type *import_int(const struct btf_type *bt, const char *name)
{
	uint8_t enc = btf_int_encoding(bt);
	bool sgn = enc & BTF_INT_SIGNED;
	const char *d = NULL;

	if (enc & BTF_INT_BOOL)
		d = "_Bool";
	else if (bt->size == 1)
		d = strcmp(name, "char") == 0 ? "char" : sgn ? "signed char" : "unsigned char";
	else if (bt->size == 2)
		d = sgn ? "short" : "unsigned short";
	else if (bt->size == 4)
		d = sgn ? "int" : "unsigned int";
	else if (bt->size == 8)
		d = strstr(name, "long long") ? (sgn ? "long long" : "unsigned long long")
					      : (sgn ? "long" : "unsigned long");
	struct dt_type *t = d ? dt_type_lookup(d) : NULL;
	if (t)
		return t;
	t = new_type(T_INT, "", name);
	t->size = bt->size;
	t->align = bt->size > 8 ? 16 : bt->size;
	t->is_signed = sgn;
	return t;
}

static struct dt_type *import_float(const struct btf_type *bt)
{
	struct dt_type *t = dt_type_lookup(bt->size == 4 ? "float" :
					   bt->size == 8 ? "double" : "long double");
	return t ? t : dt_type_lookup("double");
}

static void push_pending(uint32_t id)
{
	if (bs()->npending == bs()->pending_cap) {
		bs()->pending_cap = bs()->pending_cap ? bs()->pending_cap * 2 : 256;
		bs()->pending = dt_realloc(bs()->pending, bs()->pending_cap * sizeof(*bs()->pending));
	}
	bs()->pending[bs()->npending++] = id;
}

static void fill_sou(uint32_t id)
{
	const struct btf_type *bt = btf__type_by_id(bs()->kbtf, id);
	struct dt_type *t = bs()->cache[id];
	const struct btf_member *bm = btf_members(bt);
	struct dt_member **tail = &t->members;

	for (unsigned i = 0; i < btf_vlen(bt); i++, bm++) {
		struct dt_member *m = dt_zalloc(sizeof(*m));
		const char *name = btf__name_by_offset(bs()->kbtf, bm->name_off);

		m->name = name && *name ? dt_strdup(name) : NULL;
		m->type = import(bm->type);
		m->offset_bits = btf_member_bit_offset(bt, i);
		m->bits = btf_member_bitfield_size(bt, i);
		if (!m->type)	/* cannot happen in valid BTF; keep layout */
			m->type = dt_type_lookup("void");
		*tail = m;
		tail = &m->next;
	}
}

static struct dt_type *import_enum(const struct btf_type *bt, const char *name)
{
	struct dt_type *t = new_type(T_ENUM, "enum ", name);
	struct dt_enumval **tail = &t->enums;

	t->size = bt->size;
	t->align = bt->size;
	t->is_signed = btf_kflag(bt);
	for (unsigned i = 0; i < btf_vlen(bt); i++) {
		struct dt_enumval *e = dt_zalloc(sizeof(*e));
		uint32_t off;

		if (btf_is_enum(bt)) {
			off = btf_enum(bt)[i].name_off;
			e->value = t->is_signed ? (int64_t)btf_enum(bt)[i].val
						: (int64_t)(uint32_t)btf_enum(bt)[i].val;
		} else {
			off = btf_enum64(bt)[i].name_off;
			e->value = (int64_t)btf_enum64_value(&btf_enum64(bt)[i]);
		}
		e->name = dt_strdup(btf__name_by_offset(bs()->kbtf, off));
		*tail = e;
		tail = &e->next;
	}
	return t;
}

static struct dt_type *import_func(const struct btf_type *bt)
{
	const struct btf_param *p = btf_params(bt);
	unsigned n = btf_vlen(bt);
	struct dt_type *t = new_type(T_FUNC, "", NULL);

	t->base = import(bt->type);
	if (n && p[n - 1].type == 0) {	/* trailing void: "..." */
		t->varargs = true;
		n--;
	}
	t->params = dt_zalloc((n ? n : 1) * sizeof(*t->params));
	for (unsigned i = 0; i < n; i++)
		t->params[i] = import(p[i].type);
	t->nparams = (int)n;
	return t;
}

/* A pointer's target, noting __user: BTF marks it with a type tag. */
static struct dt_type *import_ptr(const struct btf_type *bt)
{
	struct dt_type *t = new_type(T_PTR, "", NULL);
	const struct btf_type *to = btf__type_by_id(bs()->kbtf, bt->type);

	t->size = 8;
	t->align = 8;
	if (to && btf_is_type_tag(to) &&
	    strcmp(btf__name_by_offset(bs()->kbtf, to->name_off), "user") == 0)
		t->userland = true;
	return t;
}

static struct dt_type *import(uint32_t id)
{
	if (id == 0)
		return dt_type_lookup("void");
	if (id >= bs()->ntypes)
		return NULL;
	if (bs()->cache[id])
		return bs()->cache[id];

	const struct btf_type *bt = btf__type_by_id(bs()->kbtf, id);
	const char *name = btf__name_by_offset(bs()->kbtf, bt->name_off);
	struct dt_type *t = NULL;

	if (!name)
		name = "";
	switch (btf_kind(bt)) {
	case BTF_KIND_INT:
		t = import_int(bt, name);
		break;
	case BTF_KIND_FLOAT:
		t = import_float(bt);
		break;
	case BTF_KIND_PTR:
		/* Cached before its target is imported: a pointer cycle
		 * (struct list_head) ends here. */
		t = bs()->cache[id] = import_ptr(bt);
		t->base = import(bt->type);
		return t;
	case BTF_KIND_ARRAY: {
		const struct btf_array *a = btf_array(bt);
		t = new_type(T_ARRAY, "", NULL);
		bs()->cache[id] = t;
		t->base = import(a->type);
		t->nelems = a->nelems;
		t->size = dt_type_size(t->base) * a->nelems;
		t->align = t->base ? dt_type_resolve(t->base)->align : 1;
		return t;
	}
	case BTF_KIND_STRUCT:
	case BTF_KIND_UNION:
		t = new_type(btf_is_struct(bt) ? T_STRUCT : T_UNION,
			     btf_is_struct(bt) ? "struct " : "union ", name);
		t->size = bt->size;
		t->align = (unsigned)btf__align_of(bs()->kbtf, id);
		if (!t->align)
			t->align = 1;
		t->btf_id = (int)id;
		bs()->cache[id] = t;
		push_pending(id);
		return t;
	case BTF_KIND_ENUM:
	case BTF_KIND_ENUM64:
		t = import_enum(bt, name);
		break;
	case BTF_KIND_FWD: {
		/* Resolve a forward declaration to the definition when the
		 * kernel has one anywhere. */
		bool un = btf_kflag(bt);
		const struct name_ent *e = name_find(&bs()->type_index, name,
						     un ? NC_UNION : NC_STRUCT);
		if (e)
			return bs()->cache[id] = import(e->id);
		t = new_type(T_FORWARD, un ? "union " : "struct ", name);
		t->align = 1;
		break;
	}
	case BTF_KIND_TYPEDEF:
		t = new_type(T_TYPEDEF, "", name);
		bs()->cache[id] = t;
		t->base = import(bt->type);
		t->size = dt_type_size(t->base);
		t->align = t->base ? dt_type_resolve(t->base)->align : 1;
		return t;
	case BTF_KIND_CONST:
	case BTF_KIND_VOLATILE:
	case BTF_KIND_RESTRICT:
	case BTF_KIND_TYPE_TAG:
		/* D prints and compares types without these qualifiers. */
		t = import(bt->type);
		break;
	case BTF_KIND_FUNC:
		t = import(bt->type);
		break;
	case BTF_KIND_FUNC_PROTO:
		t = import_func(bt);
		break;
	default:	/* VAR, DATASEC, DECL_TAG: not types of values */
		return NULL;
	}
	if (t && !t->btf_id && t->module && strcmp(t->module, "vmlinux") == 0)
		t->btf_id = (int)id;
	bs()->cache[id] = t;
	return t;
}

/* Fill every struct/union shell reached so far (which may reach more). */
static void drain_pending(void)
{
	while (bs()->npending)
		fill_sou(bs()->pending[--bs()->npending]);
}

struct dt_type *dt_btf_type(int id)
{
	if (id < 0 || !load())
		return NULL;
	struct dt_type *t = import((uint32_t)id);
	drain_pending();
	return t;
}

static struct dt_type *btf_lookup(const char *name, bool eager);

struct dt_type *dt_btf_lookup(const char *name)
{
	return btf_lookup(name, false);
}

struct dt_type *dt_btf_lookup_eager(const char *name)
{
	return btf_lookup(name, true);
}

static struct dt_type *btf_lookup(const char *name, bool eager)
{
	static const struct { const char *prefix; unsigned cls; } kinds[] = {
		{ "struct ", NC_STRUCT }, { "union ", NC_UNION }, { "enum ", NC_ENUM },
	};
	unsigned cls = NC_TYPEDEF;

	/* D writes a module-scoped tag as "struct vmlinux`task_struct"; a
	 * typedef as "vmlinux`pid_t".  This kernel has no modules. */
	if (strncmp(name, "vmlinux`", 8) == 0)
		name += 8;
	for (size_t i = 0; i < sizeof(kinds) / sizeof(kinds[0]); i++) {
		size_t n = strlen(kinds[i].prefix);
		if (strncmp(name, kinds[i].prefix, n) == 0) {
			cls = kinds[i].cls;
			name += n;
			if (strncmp(name, "vmlinux`", 8) == 0)
				name += 8;
			break;
		}
	}
	if (!*name || strpbrk(name, " *[]()`"))
		return NULL;
	/* The lexer asks about every identifier it meets; loading BTF costs
	 * tens of ms, so a plain name loads it only when it looks like a
	 * kernel typedef ("atomic_t") or BTF is in already. */
	size_t n = strlen(name);
	if (cls == NC_TYPEDEF && !bs()->kbtf && !eager && (n < 3 || strcmp(name + n - 2, "_t") != 0))
		return NULL;
	if (!load())
		return NULL;
	const struct name_ent *e = name_find(&bs()->type_index, name, cls);
	return e ? dt_btf_type((int)e->id) : NULL;
}

bool dt_btf_enum_value(const char *name, int64_t *value)
{
	if (!load())
		return false;
	if (!bs()->enum_index.ents)
		index_enumerators();
	const struct name_ent *e = name_find(&bs()->enum_index, name, NC_ENUMVAL);
	if (!e)
		return false;
	const struct btf_type *bt = btf__type_by_id(bs()->kbtf, e->id);
	if (btf_is_enum(bt))
		*value = btf_kflag(bt) ? (int64_t)btf_enum(bt)[e->idx].val
				       : (int64_t)(uint32_t)btf_enum(bt)[e->idx].val;
	else
		*value = (int64_t)btf_enum64_value(&btf_enum64(bt)[e->idx]);
	return true;
}

int dt_btf_tp_nargs(const char *tp)
{
	char name[256];
	if (!load())
		return -1;
	snprintf(name, sizeof(name), "btf_trace_%s", tp);
	int id = btf__find_by_name_kind(bs()->kbtf, name, BTF_KIND_TYPEDEF);
	if (id < 0)
		return -1;
	const struct btf_type *t = btf__type_by_id(bs()->kbtf, btf__type_by_id(bs()->kbtf, id)->type);
	if (!t || !btf_is_ptr(t))
		return -1;
	t = btf__type_by_id(bs()->kbtf, t->type);
	if (!t || !btf_is_func_proto(t))
		return -1;
	return btf_vlen(t) - 1;	/* the first is the tracepoint's void *data */
}

const struct btf *dt_btf_kernel(void)
{
	return load() ? bs()->kbtf : NULL;
}

struct dt_type *dt_btf_var_type(const char *name)
{
	int id = func_or_var(name, NC_VAR);
	if (id < 0)
		return NULL;
	return dt_btf_type((int)btf__type_by_id(bs()->kbtf, id)->type);
}

bool dt_btf_var_percpu(const char *name)
{
	if (!load())
		return false;
	int sec = btf__find_by_name_kind(bs()->kbtf, ".data..percpu", BTF_KIND_DATASEC);
	if (sec < 0)
		return false;
	const struct btf_type *t = btf__type_by_id(bs()->kbtf, sec);
	const struct btf_var_secinfo *v = btf_var_secinfos(t);
	for (unsigned i = 0; i < btf_vlen(t); i++, v++) {
		const struct btf_type *var = btf__type_by_id(bs()->kbtf, v->type);
		if (var && strcmp(btf__name_by_offset(bs()->kbtf, var->name_off), name) == 0)
			return true;
	}
	return false;
}

/* Members kernels renamed or moved (btf.h): the D library and the
 * providers use the newer name, which older kernels have as `path`, or the
 * older name, which newer kernels keep as `path`. */
static const struct { const char *sou, *name, *path; } member_aliases[] = {
	{ "struct task_struct", "__state", "state" },		/* renamed in 5.14 */
	{ "struct task_struct", "cpu", "thread_info.cpu" },	/* x86: moved in 5.16 */
};

const char *dt_btf_member_alias(const char *sou_name, const char *name)
{
	for (size_t i = 0; i < sizeof(member_aliases) / sizeof(member_aliases[0]); i++)
		if (sou_name && strcmp(member_aliases[i].sou, sou_name) == 0 &&
		    strcmp(member_aliases[i].name, name) == 0)
			return member_aliases[i].path;
	return NULL;
}
