/*
 * Kernel types from BTF, imported on demand into struct dt_type.
 *
 * The kernel's BTF is loaded once per handle with libbpf, on the first
 * lookup (h->btf, reached through dt_hdl_current(); a process-wide state
 * with no handle).  Imported types live outside the type registry
 * (types.c): they are owned here until the handle closes, so
 * dt_type_reset() between compiles never frees them.  A kernel module's
 * BTF (split on the kernel's) is read the first time the module is named
 * (module_obj), and kept beside the kernel's with its own indexes and
 * cache; an import reads the object `cur` says.
 * Every type is imported once (cached by BTF id); a struct is created as
 * a shell first and its members filled afterwards from a work list, so
 * self-referencing types terminate and deep pointer chains never recurse.
 */
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <bpf/bpf.h>
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
	const struct btf *btf;	/* whose string section name_off is in */
	struct name_ent *ents;
	size_t cap;		/* a power of two */
};

/* One BTF object: the kernel's (vmlinux), or a module's, split on top of
 * the kernel's: its ids go on from where vmlinux's end (start), and the
 * ids below start are vmlinux's, imported into vmlinux's cache so a
 * module's `struct task_struct *` is the kernel's own type. */
struct btfobj {
	struct btf *btf;
	char *module;			/* "vmlinux", or the module's name */
	int obj_fd;			/* the kernel's BTF object of a module: 0 not
					   looked for, -1 none */
	uint32_t start, ntypes;		/* its own ids: [start, ntypes) */
	struct dt_type **cache;		/* by id - start */
	struct name_index type_index, enum_index;
	/* functions and variables, built on the first lookup of either
	 * (fbt's prototypes, `sym's types) */
	struct name_index func_index;
};

/* A struct or union whose members are still to be filled, and the object
 * its id is in. */
struct pending_sou {
	struct btfobj *obj;
	uint32_t id;
};

/* A handle's BTF: the kernel's (or a test's file) and the modules' loaded
 * so far, their name indexes and every type imported from them. */
struct dt_btfstate {
	struct btfobj vml;
	bool tried;
	struct btfobj **mods;		/* modules' BTF, loaded on first use */
	size_t nmods;
	char **absent;			/* modules asked for that have no BTF */
	size_t nabsent;
	struct btfobj *cur;		/* the object an import reads */
	struct pending_sou *pending;
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

static const char *ent_name(const struct name_index *ix, const struct name_ent *e)
{
	return btf__name_by_offset(ix->btf, e->name_off);
}

/* Adds (name, cls) unless present: the first definition of a name wins,
 * as full definitions precede duplicates in vmlinux BTF. */
static void name_add(struct name_index *ix, uint32_t name_off, unsigned cls, uint32_t id,
		     unsigned idx)
{
	const char *name = btf__name_by_offset(ix->btf, name_off);
	size_t i;

	if (!name || !*name)
		return;
	for (i = name_hash(name, cls) & (ix->cap - 1); ix->ents[i].id; i = (i + 1) & (ix->cap - 1))
		if (ix->ents[i].cls == cls && strcmp(ent_name(ix, &ix->ents[i]), name) == 0)
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
		if (ix->ents[i].cls == cls && strcmp(ent_name(ix, &ix->ents[i]), name) == 0)
			return &ix->ents[i];
	return NULL;
}

static void index_alloc(const struct btfobj *o, struct name_index *ix, size_t count)
{
	ix->btf = o->btf;
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

/* The object's own named types (a module's: not vmlinux's below it). */
static void index_types(struct btfobj *o)
{
	size_t count = 0;

	for (uint32_t id = o->start; id < o->ntypes; id++) {
		const struct btf_type *t = btf__type_by_id(o->btf, id);
		count += type_class(t) >= 0 && t->name_off;
	}
	index_alloc(o, &o->type_index, count);
	for (uint32_t id = o->start; id < o->ntypes; id++) {
		const struct btf_type *t = btf__type_by_id(o->btf, id);
		int cls = type_class(t);
		if (cls >= 0 && t->name_off)
			name_add(&o->type_index, t->name_off, (unsigned)cls, id, 0);
	}
}

static void index_enumerators(struct btfobj *o)
{
	size_t count = 0;

	for (uint32_t id = o->start; id < o->ntypes; id++) {
		const struct btf_type *t = btf__type_by_id(o->btf, id);
		if (btf_is_enum(t) || btf_is_enum64(t))
			count += btf_vlen(t);
	}
	index_alloc(o, &o->enum_index, count);
	for (uint32_t id = o->start; id < o->ntypes; id++) {
		const struct btf_type *t = btf__type_by_id(o->btf, id);
		if (!btf_is_enum(t) && !btf_is_enum64(t))
			continue;
		for (unsigned i = 0; i < btf_vlen(t) && i < 65536; i++)
			name_add(&o->enum_index, btf_is_enum(t) ? btf_enum(t)[i].name_off
							     : btf_enum64(t)[i].name_off,
				 NC_ENUMVAL, id, i);
	}
}

static void index_funcs(struct btfobj *o)
{
	size_t count = 0;

	for (uint32_t id = o->start; id < o->ntypes; id++) {
		const struct btf_type *t = btf__type_by_id(o->btf, id);
		count += btf_is_func(t) || btf_is_var(t);
	}
	index_alloc(o, &o->func_index, count);
	for (uint32_t id = o->start; id < o->ntypes; id++) {
		const struct btf_type *t = btf__type_by_id(o->btf, id);
		if (btf_is_func(t) || btf_is_var(t))
			name_add(&o->func_index, t->name_off, btf_is_func(t) ? NC_FUNC : NC_VAR, id, 0);
	}
}

static bool load(void);
static struct btfobj *module_obj(const char *mod);

static int func_or_var(struct btfobj *o, const char *name, unsigned cls)
{
	if (!o)
		return -1;
	if (!o->func_index.ents)
		index_funcs(o);
	const struct name_ent *e = name_find(&o->func_index, name, cls);
	return e ? (int)e->id : -1;
}

int dt_btf_func_id(const char *name)
{
	return dt_btf_module_func_id("vmlinux", name);
}

int dt_btf_module_func_id(const char *mod, const char *name)
{
	return func_or_var(module_obj(mod), name, NC_FUNC);
}

static bool setup(struct btfobj *o, struct btf *b, const char *mod)
{
	o->btf = b;
	if (!b)
		return false;
	o->module = dt_strdup(mod);
	o->ntypes = btf__type_cnt(b);
	const struct btf *base = btf__base_btf(b);
	o->start = base ? btf__type_cnt(base) : 1;
	o->cache = dt_zalloc((o->ntypes - o->start + 1) * sizeof(*o->cache));
	index_types(o);
	return true;
}

static bool load(void)
{
	struct dt_btfstate *s = bs();
	if (!s->tried) {
		s->tried = true;
		setup(&s->vml, btf__load_vmlinux_btf(), "vmlinux");
		s->cur = &s->vml;
	}
	return s->vml.btf != NULL;
}

/* The module's BTF object (vmlinux's for "vmlinux"), loaded from
 * /sys/kernel/btf/<mod> the first time a module is asked for: only the
 * modules probe descriptions and scoped type names name are read.  NULL
 * when the module has none (not loaded, or a kernel without
 * CONFIG_DEBUG_INFO_BTF_MODULES, as Debian's 5.10). */
static struct btfobj *module_obj(const char *mod)
{
	struct dt_btfstate *s = bs();
	if (!load())
		return NULL;
	if (!mod || strcmp(mod, "vmlinux") == 0)
		return &s->vml;
	for (size_t i = 0; i < s->nmods; i++)
		if (strcmp(s->mods[i]->module, mod) == 0)
			return s->mods[i];
	for (size_t i = 0; i < s->nabsent; i++)
		if (strcmp(s->absent[i], mod) == 0)
			return NULL;
	char path[300];
	struct btf *b = NULL;
	if (!strchr(mod, '/') && strcmp(mod, ".") && strcmp(mod, "..")) {
		snprintf(path, sizeof(path), "/sys/kernel/btf/%s", mod);
		b = btf__parse_split(path, s->vml.btf);
	}
	if (!b) {
		s->absent = dt_realloc(s->absent, (s->nabsent + 1) * sizeof(*s->absent));
		s->absent[s->nabsent++] = dt_strdup(mod);
		return NULL;
	}
	struct btfobj *o = dt_zalloc(sizeof(*o));
	setup(o, b, mod);
	s->mods = dt_realloc(s->mods, (s->nmods + 1) * sizeof(*s->mods));
	s->mods[s->nmods++] = o;
	return o;
}

const struct btf *dt_btf_module(const char *mod)
{
	struct btfobj *o = module_obj(mod);
	return o ? o->btf : NULL;
}

/* The kernel's BTF object of the module: what a tracing program on one
 * of its functions is loaded against (attach_btf_obj_fd), found among the
 * kernel's BTF objects by name, kept open for the handle's life. */
int dt_btf_module_fd(const char *mod)
{
	struct btfobj *o = module_obj(mod);
	if (!o || o == &bs()->vml)
		return -1;
	if (o->obj_fd)
		return o->obj_fd;
	o->obj_fd = -1;
	for (uint32_t id = 0; bpf_btf_get_next_id(id, &id) == 0;) {
		int fd = bpf_btf_get_fd_by_id(id);
		if (fd < 0)
			continue;
		char name[64] = "";
		struct bpf_btf_info info;
		uint32_t len = sizeof(info);
		memset(&info, 0, sizeof(info));
		info.name = (uint64_t)(uintptr_t)name;
		info.name_len = sizeof(name);
		if (bpf_obj_get_info_by_fd(fd, &info, &len) == 0 && info.kernel_btf &&
		    strcmp(name, mod) == 0) {
			o->obj_fd = fd;
			break;
		}
		close(fd);
	}
	return o->obj_fd;
}

static void obj_free(struct btfobj *o)
{
	if (o->obj_fd > 0)
		close(o->obj_fd);
	if (o->btf)
		btf__free(o->btf);
	free(o->module);
	free(o->cache);
	free(o->type_index.ents);
	free(o->enum_index.ents);
	free(o->func_index.ents);
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
	for (size_t i = 0; i < s->nmods; i++) {
		obj_free(s->mods[i]);
		free(s->mods[i]);
	}
	free(s->mods);
	for (size_t i = 0; i < s->nabsent; i++)
		free(s->absent[i]);
	free(s->absent);
	obj_free(&s->vml);
	free(s->pending);
	free(s);
	h->btf = NULL;
}

bool dt_btf_open_file(const char *path)
{
	struct dt_btfstate *s = bs();
	if (s->tried)
		return false;
	s->tried = true;
	s->cur = &s->vml;
	return setup(&s->vml, btf__parse(path, NULL), "vmlinux");
}

/* ------------------------------------------------------------ import */

static struct btfobj *cur(void)
{
	return bs()->cur;
}

/* Where type id of the current object is cached. */
static struct dt_type **slot(uint32_t id)
{
	return &cur()->cache[id - cur()->start];
}

static struct dt_type *new_type(enum dt_type_kind kind, const char *prefix,
				const char *name)
{
	struct dt_btfstate *s = bs();
	struct dt_type *t = dt_zalloc(sizeof(*t));

	t->kind = kind;
	t->module = s->cur->module;
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
	struct dt_btfstate *s = bs();
	if (s->npending == s->pending_cap) {
		s->pending_cap = s->pending_cap ? s->pending_cap * 2 : 256;
		s->pending = dt_realloc(s->pending, s->pending_cap * sizeof(*s->pending));
	}
	s->pending[s->npending++] = (struct pending_sou){ s->cur, id };
}

static void fill_sou(uint32_t id)
{
	const struct btf_type *bt = btf__type_by_id(cur()->btf, id);
	struct dt_type *t = *slot(id);
	const struct btf_member *bm = btf_members(bt);
	struct dt_member **tail = &t->members;

	for (unsigned i = 0; i < btf_vlen(bt); i++, bm++) {
		struct dt_member *m = dt_zalloc(sizeof(*m));
		const char *name = btf__name_by_offset(cur()->btf, bm->name_off);

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
		e->name = dt_strdup(btf__name_by_offset(cur()->btf, off));
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
	const struct btf_type *to = btf__type_by_id(cur()->btf, bt->type);

	t->size = 8;
	t->align = 8;
	if (to && btf_is_type_tag(to) &&
	    strcmp(btf__name_by_offset(cur()->btf, to->name_off), "user") == 0)
		t->userland = true;
	return t;
}

static struct dt_type *import_in(uint32_t id);

/* Type id of the object being read; a module's ids below its start are
 * vmlinux's, imported (and cached) there. */
static struct dt_type *import(uint32_t id)
{
	struct dt_btfstate *s = bs();
	struct btfobj *o = s->cur;
	if (id == 0 || id >= o->start)
		return import_in(id);
	s->cur = &s->vml;
	struct dt_type *t = import_in(id);
	s->cur = o;
	return t;
}

static struct dt_type *import_in(uint32_t id)
{
	if (id == 0)
		return dt_type_lookup("void");
	if (id >= cur()->ntypes)
		return NULL;
	if (*slot(id))
		return *slot(id);

	const struct btf_type *bt = btf__type_by_id(cur()->btf, id);
	const char *name = btf__name_by_offset(cur()->btf, bt->name_off);
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
		t = *slot(id) = import_ptr(bt);
		t->base = import(bt->type);
		return t;
	case BTF_KIND_ARRAY: {
		const struct btf_array *a = btf_array(bt);
		t = new_type(T_ARRAY, "", NULL);
		*slot(id) = t;
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
		t->align = (unsigned)btf__align_of(cur()->btf, id);
		if (!t->align)
			t->align = 1;
		t->btf_id = (int)id;
		*slot(id) = t;
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
		const struct name_ent *e = name_find(&cur()->type_index, name,
						     un ? NC_UNION : NC_STRUCT);
		if (!e && cur() != &bs()->vml)	/* a module's forward of vmlinux's */
			e = name_find(&bs()->vml.type_index, name, un ? NC_UNION : NC_STRUCT);
		if (e)
			return *slot(id) = import(e->id);
		t = new_type(T_FORWARD, un ? "union " : "struct ", name);
		t->align = 1;
		break;
	}
	case BTF_KIND_TYPEDEF:
		t = new_type(T_TYPEDEF, "", name);
		*slot(id) = t;
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
	if (t && !t->btf_id && t->module == cur()->module)	/* one of ours, not D's int */
		t->btf_id = (int)id;
	*slot(id) = t;
	return t;
}

/* Fill every struct/union shell reached so far (which may reach more). */
static void drain_pending(void)
{
	struct dt_btfstate *s = bs();
	struct btfobj *o = s->cur;
	while (s->npending) {
		struct pending_sou p = s->pending[--s->npending];
		s->cur = p.obj;
		fill_sou(p.id);
	}
	s->cur = o;
}

/* Type id of object o (a module's ids include vmlinux's below its start). */
static struct dt_type *obj_type(struct btfobj *o, int id)
{
	struct dt_btfstate *s = bs();
	if (id < 0 || !o)
		return NULL;
	struct btfobj *was = s->cur;
	s->cur = o;
	struct dt_type *t = import((uint32_t)id);
	drain_pending();
	s->cur = was;
	return t;
}

struct dt_type *dt_btf_type(int id)
{
	return dt_btf_module_type("vmlinux", id);
}

struct dt_type *dt_btf_module_type(const char *mod, int id)
{
	return obj_type(module_obj(mod), id);
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
	 * typedef as "vmlinux`pid_t"; the module may also come first
	 * ("vmlinux`struct task_struct", probe argument lists). */
	char mod[128] = "";
	const char *bq = strchr(name, '`');
	const char *sp = strchr(name, ' ');
	if (bq && (size_t)(bq - name) < sizeof(mod) && (!sp || bq < sp)) {
		snprintf(mod, sizeof(mod), "%.*s", (int)(bq - name), name);
		name = bq + 1;
	}
	for (size_t i = 0; i < sizeof(kinds) / sizeof(kinds[0]); i++) {
		size_t n = strlen(kinds[i].prefix);
		if (strncmp(name, kinds[i].prefix, n) == 0) {
			cls = kinds[i].cls;
			name += n;
			bq = strchr(name, '`');
			if (bq && !*mod && (size_t)(bq - name) < sizeof(mod)) {
				snprintf(mod, sizeof(mod), "%.*s", (int)(bq - name), name);
				name = bq + 1;
			}
			break;
		}
	}
	if (!*name || strpbrk(name, " *[]()`") || strcmp(mod, "D") == 0 || strcmp(mod, "C") == 0)
		return NULL;	/* D's and C's own scopes are the registry's */
	if (strcmp(mod, "vmlinux") == 0)
		*mod = '\0';
	/* The lexer asks about every identifier it meets; loading BTF costs
	 * tens of ms, so a plain name loads it only when it looks like a
	 * kernel typedef ("atomic_t") or BTF is in already; a name scoped to
	 * a module ("overlay`ovl_fs") reads that module's. */
	size_t n = strlen(name);
	if (cls == NC_TYPEDEF && !*mod && !bs()->vml.btf && !eager &&
	    (n < 3 || strcmp(name + n - 2, "_t") != 0))
		return NULL;
	if (!load())
		return NULL;
	/* A scoped name is looked up in that module only (its BTF read now);
	 * a plain one in vmlinux, then in the modules read so far, in the
	 * order they were: the Dynamic Tracing Guide's order (the kernel's
	 * own objects first, no order among modules). */
	if (*mod) {
		struct btfobj *o = module_obj(mod);
		const struct name_ent *e = o ? name_find(&o->type_index, name, cls) : NULL;
		return e ? obj_type(o, (int)e->id) : NULL;
	}
	const struct name_ent *e = name_find(&bs()->vml.type_index, name, cls);
	if (e)
		return obj_type(&bs()->vml, (int)e->id);
	for (size_t i = 0; i < bs()->nmods; i++) {
		struct btfobj *o = bs()->mods[i];
		if ((e = name_find(&o->type_index, name, cls)))
			return obj_type(o, (int)e->id);
	}
	return NULL;
}

bool dt_btf_enum_value(const char *name, int64_t *value)
{
	if (!load())
		return false;
	struct btfobj *o = &bs()->vml;
	if (!o->enum_index.ents)
		index_enumerators(o);
	const struct name_ent *e = name_find(&o->enum_index, name, NC_ENUMVAL);
	if (!e)
		return false;
	const struct btf_type *bt = btf__type_by_id(bs()->vml.btf, e->id);
	if (btf_is_enum(bt))
		*value = btf_kflag(bt) ? (int64_t)btf_enum(bt)[e->idx].val
				       : (int64_t)(uint32_t)btf_enum(bt)[e->idx].val;
	else
		*value = (int64_t)btf_enum64_value(&btf_enum64(bt)[e->idx]);
	return true;
}

const struct btf_type *dt_btf_tp_proto(const char *mod, const char *tp,
				       const struct btf **btf)
{
	char name[256];
	struct btfobj *o = module_obj(mod);
	if (!o)
		return NULL;
	snprintf(name, sizeof(name), "btf_trace_%s", tp);
	const struct name_ent *e = name_find(&o->type_index, name, NC_TYPEDEF);
	if (!e)
		return NULL;
	const struct btf_type *t = btf__type_by_id(o->btf, btf__type_by_id(o->btf, e->id)->type);
	if (!t || !btf_is_ptr(t))
		return NULL;
	t = btf__type_by_id(o->btf, t->type);
	if (!t || !btf_is_func_proto(t) || btf_vlen(t) < 1)
		return NULL;
	if (btf)
		*btf = o->btf;
	return t;
}

int dt_btf_tp_nargs(const char *tp)
{
	const struct btf_type *t = dt_btf_tp_proto("vmlinux", tp, NULL);
	return t ? btf_vlen(t) - 1 : -1;	/* the first is the tracepoint's void *data */
}

const struct btf *dt_btf_kernel(void)
{
	return load() ? bs()->vml.btf : NULL;
}

struct dt_type *dt_btf_var_type(const char *name)
{
	int id = load() ? func_or_var(&bs()->vml, name, NC_VAR) : -1;
	if (id < 0)
		return NULL;
	return dt_btf_type((int)btf__type_by_id(bs()->vml.btf, id)->type);
}

bool dt_btf_var_percpu(const char *name)
{
	if (!load())
		return false;
	int sec = btf__find_by_name_kind(bs()->vml.btf, ".data..percpu", BTF_KIND_DATASEC);
	if (sec < 0)
		return false;
	const struct btf_type *t = btf__type_by_id(bs()->vml.btf, sec);
	const struct btf_var_secinfo *v = btf_var_secinfos(t);
	for (unsigned i = 0; i < btf_vlen(t); i++, v++) {
		const struct btf_type *var = btf__type_by_id(bs()->vml.btf, v->type);
		if (var && strcmp(btf__name_by_offset(bs()->vml.btf, var->name_off), name) == 0)
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
