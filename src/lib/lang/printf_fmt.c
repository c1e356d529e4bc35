/*
 * Parsing D format strings and checking printf()/printa() arguments
 * against them, with DTrace's conversion dictionary and messages.
 */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/dt_impl.h"
#include "lang/printf_fmt.h"

static const char proto_xint[] = "char, short, int, long, or long long";
static const char proto_csi[] = "char, short, or int";
static const char proto_fp[] = "float, double, or long double";
static const char proto_addr[] = "pointer or integer";
static const char proto_uaddr[] =
	"pointer or integer (with -p/-c) or _usymaddr (without -p/-c)";
static const char proto_cstr[] = "char [] or string (or use stringof)";
static const char proto_wstr[] = "wchar_t []";

/* The dictionary: DTrace's conversions, their C output conversion, the
 * prototype named in messages, and how each is checked and printed. */
static const struct dt_pfconv_info convs[] = {
	{ "a", "s", proto_addr, DT_PFC_KADDR, DT_PFP_ADDR },
	{ "A", "s", proto_uaddr, DT_PFC_UADDR, DT_PFP_UADDR },
	{ "c", "c", proto_csi, DT_PFC_CSI, DT_PFP_SINT },
	{ "C", "s", proto_csi, DT_PFC_CSI, DT_PFP_ECHR },
	{ "d", "d", proto_xint, DT_PFC_DINT, DT_PFP_DINT },
	{ "e", "e", proto_fp, DT_PFC_FP, DT_PFP_FP },
	{ "E", "E", proto_fp, DT_PFC_FP, DT_PFP_FP },
	{ "f", "f", proto_fp, DT_PFC_FP, DT_PFP_FP },
	{ "g", "g", proto_fp, DT_PFC_FP, DT_PFP_FP },
	{ "G", "G", proto_fp, DT_PFC_FP, DT_PFP_FP },
	{ "hd", "d", "short", DT_PFC_TYPE, DT_PFP_SINT },
	{ "hi", "i", "short", DT_PFC_TYPE, DT_PFP_SINT },
	{ "ho", "o", "unsigned short", DT_PFC_TYPE, DT_PFP_UINT },
	{ "hu", "u", "unsigned short", DT_PFC_TYPE, DT_PFP_UINT },
	{ "hx", "x", "short", DT_PFC_XSHORT, DT_PFP_UINT },
	{ "hX", "X", "short", DT_PFC_XSHORT, DT_PFP_UINT },
	{ "i", "i", proto_xint, DT_PFC_DINT, DT_PFP_DINT },
	{ "k", "s", "stack", DT_PFC_STACK, DT_PFP_STACK },
	{ "lc", "lc", "int", DT_PFC_TYPE, DT_PFP_SINT },
	{ "ld", "d", "long", DT_PFC_TYPE, DT_PFP_SINT },
	{ "li", "i", "long", DT_PFC_TYPE, DT_PFP_SINT },
	{ "lo", "o", "unsigned long", DT_PFC_TYPE, DT_PFP_UINT },
	{ "lu", "u", "unsigned long", DT_PFC_TYPE, DT_PFP_UINT },
	{ "ls", "ls", proto_wstr, DT_PFC_WSTR, DT_PFP_WSTR },
	{ "lx", "x", "long", DT_PFC_XLONG, DT_PFP_UINT },
	{ "lX", "X", "long", DT_PFC_XLONG, DT_PFP_UINT },
	{ "lld", "d", "long long", DT_PFC_TYPE, DT_PFP_SINT },
	{ "lli", "i", "long long", DT_PFC_TYPE, DT_PFP_SINT },
	{ "llo", "o", "unsigned long long", DT_PFC_TYPE, DT_PFP_UINT },
	{ "llu", "u", "unsigned long long", DT_PFC_TYPE, DT_PFP_UINT },
	{ "llx", "x", "long long", DT_PFC_XLONGLONG, DT_PFP_UINT },
	{ "llX", "X", "long long", DT_PFC_XLONGLONG, DT_PFP_UINT },
	{ "Le", "e", "long double", DT_PFC_TYPE, DT_PFP_FP },
	{ "LE", "E", "long double", DT_PFC_TYPE, DT_PFP_FP },
	{ "Lf", "f", "long double", DT_PFC_TYPE, DT_PFP_FP },
	{ "Lg", "g", "long double", DT_PFC_TYPE, DT_PFP_FP },
	{ "LG", "G", "long double", DT_PFC_TYPE, DT_PFP_FP },
	{ "o", "o", proto_xint, DT_PFC_XINT, DT_PFP_UINT },
	{ "p", "x", proto_addr, DT_PFC_ADDR, DT_PFP_UINT },
	{ "s", "s", proto_cstr, DT_PFC_STR, DT_PFP_CSTR },
	{ "S", "s", proto_cstr, DT_PFC_STR, DT_PFP_ESTR },
	{ "T", "s", "int64_t", DT_PFC_TIME, DT_PFP_TIME822 },
	{ "u", "u", proto_xint, DT_PFC_XINT, DT_PFP_UINT },
	{ "wc", "wc", "int", DT_PFC_TYPE, DT_PFP_SINT },
	{ "ws", "ws", proto_wstr, DT_PFC_WSTR, DT_PFP_WSTR },
	{ "x", "x", proto_xint, DT_PFC_XINT, DT_PFP_UINT },
	{ "X", "X", proto_xint, DT_PFC_XINT, DT_PFP_UINT },
	{ "Y", "s", "int64_t", DT_PFC_TIME, DT_PFP_TIME },
	{ "%", "%", "void", DT_PFC_NONE, DT_PFP_PCT },
};

const struct dt_pfconv_info *dt_printf_conv_lookup(const char *name)
{
	for (size_t i = 0; i < sizeof(convs) / sizeof(convs[0]); i++)
		if (strcmp(convs[i].name, name) == 0)
			return &convs[i];
	return NULL;
}

void dt_printf_free(struct dt_pfargv *pfv)
{
	if (pfv == NULL)
		return;
	free(pfv->convs);
	free(pfv->format);
	free(pfv);
}

static struct dt_pfconv *add_piece(struct dt_pfargv *pfv)
{
	struct dt_pfconv *c;

	pfv->convs = dt_realloc(pfv->convs, (pfv->nconvs + 1) * sizeof(*c));
	c = &pfv->convs[pfv->nconvs++];
	memset(c, 0, sizeof(*c));
	return c;
}

static struct dt_pfargv *parse_fail(struct dt_pfargv *pfv, char *err, size_t errlen,
				    const char *fmt, ...)
	__attribute__((format(printf, 4, 5)));

static struct dt_pfargv *parse_fail(struct dt_pfargv *pfv, char *err, size_t errlen,
				    const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	if (err != NULL && errlen > 0)
		vsnprintf(err, errlen, fmt, ap);
	va_end(ap);
	dt_printf_free(pfv);
	return NULL;
}

/* Parse one conversion starting just after its '%'; *pp is left on the
 * conversion character.  The state machine follows DTrace's: a '0' is a
 * flag only before any width digits, '.' starts the precision, and the
 * length letters h l L w accumulate into the conversion's name. */
static struct dt_pfargv *parse_conv(struct dt_pfargv *pfv, struct dt_pfconv *c,
				    const char **pp, char *err, size_t errlen)
{
	const char *p = *pp;
	int n = pfv->nconvs, digits = 0, dot = 0;
	char name[8];
	size_t namelen = 0;

	for (;;) {
		char ch = *++p;

		switch (ch) {
		case '0': case '1': case '2': case '3': case '4':
		case '5': case '6': case '7': case '8': case '9': {
			int v = 0;

			if (!dot && !digits && ch == '0') {
				c->flags |= DT_PF_ZPAD;
				c->flags &= ~DT_PF_LEFT;
				continue;
			}
			for (; isdigit((unsigned char)*p); p++)
				v = v * 10 + (*p - '0');
			p--;
			if (dot)
				c->prec = v;
			else
				c->width = v;
			digits++;
			continue;
		}
		case '#': c->flags |= DT_PF_ALT; continue;
		case '+': c->flags |= DT_PF_SPOS; continue;
		case '-':
			c->flags |= DT_PF_LEFT;
			c->flags &= ~DT_PF_ZPAD;
			continue;
		case '\'': c->flags |= DT_PF_GROUP; continue;
		case ' ': c->flags |= DT_PF_SPACE; continue;
		case '@': c->flags |= DT_PF_AGG; continue;
		case '?': c->width = 16; continue;	/* LP64 pointer width */
		case '*': {
			unsigned f = dot ? DT_PF_DYNPREC : DT_PF_DYNWIDTH;

			if (c->flags & f)
				return parse_fail(pfv, err, errlen,
					"format conversion #%d has more than one '*' "
					"specified for the output %s", n,
					dot ? "precision" : "width");
			c->flags |= f;
			continue;
		}
		case '.':
			if (dot++)
				return parse_fail(pfv, err, errlen,
					"format conversion #%d has more than one '.' "
					"specified", n);
			digits = 0;
			continue;
		case '$':
			return parse_fail(pfv, err, errlen,
				"format conversion #%d uses unsupported positional "
				"format (%%n$)", n);
		case '\0':
			return parse_fail(pfv, err, errlen,
				"format conversion #%d name expected before end of "
				"format string", n);
		case '%':
			if (p[-1] != '%')
				return parse_fail(pfv, err, errlen,
					"format conversion #%d cannot be combined with "
					"other format flags: %%%%", n);
			break;
		case 'h': case 'l': case 'L': case 'w':
			if (namelen < sizeof(name) - 2)
				name[namelen++] = ch;
			continue;
		default:
			break;
		}
		name[namelen++] = ch;
		name[namelen] = '\0';
		break;
	}
	c->info = dt_printf_conv_lookup(name);
	if (c->info == NULL)
		return parse_fail(pfv, err, errlen,
			"format conversion #%d is undefined: %%%s", n, name);
	*pp = p;
	return pfv;
}

struct dt_pfargv *dt_printf_parse(const char *fmt, char *err, size_t errlen)
{
	struct dt_pfargv *pfv = dt_zalloc(sizeof(*pfv));
	const char *p, *q;

	pfv->format = dt_strdup(fmt);
	for (q = pfv->format; (p = strchr(q, '%')) != NULL; q = *p ? p + 1 : p) {
		struct dt_pfconv *c = add_piece(pfv);

		c->prefix = q;
		c->preflen = (size_t)(p - q);
		if (parse_conv(pfv, c, &p, err, errlen) == NULL)
			return NULL;
	}
	if (*q != '\0' || pfv->format[0] == '\0') {
		struct dt_pfconv *c = add_piece(pfv);

		c->prefix = q;
		c->preflen = strlen(q);
	}
	return pfv;
}

int dt_printf_nargs(const struct dt_pfargv *pfv)
{
	int n = 0;

	for (int i = 0; i < pfv->nconvs; i++) {
		const struct dt_pfconv *c = &pfv->convs[i];

		if (c->info == NULL || c->info->print == DT_PFP_PCT)
			continue;
		n += !!(c->flags & DT_PF_DYNWIDTH) + !!(c->flags & DT_PF_DYNPREC);
		n += !(c->flags & DT_PF_AGG);
	}
	return n;
}

bool dt_printf_has_agg(const struct dt_pfargv *pfv)
{
	for (int i = 0; i < pfv->nconvs; i++)
		if (pfv->convs[i].info != NULL && (pfv->convs[i].flags & DT_PF_AGG))
			return true;
	return false;
}

/* ------------------------------------------------------------- checking */

static const struct dt_type *strip(const struct dt_type *t)
{
	while (t != NULL && t->kind == T_TYPEDEF)
		t = t->base;
	return t;
}

static bool is_int(const struct dt_type *t)
{
	t = strip(t);
	return t != NULL && (t->kind == T_INT || t->kind == T_ENUM);
}

static bool is_char_array(const struct dt_type *t)
{
	const struct dt_type *e;

	t = strip(t);
	if (t == NULL || t->kind != T_ARRAY)
		return false;
	e = strip(t->base);
	return e != NULL && e->kind == T_INT && (e->is_char || e->size == 1);
}

/* Type names come from D ("long long") or BTF ("long long int"). */
static bool name_has(const struct dt_type *t, const char *word)
{
	t = strip(t);
	return t != NULL && t->name != NULL && strstr(t->name, word) != NULL;
}

/* Sizes and signedness of the types DT_PFC_TYPE conversions name: DTrace
 * checks CTF compatibility, which for these scalars means same encoding. */
static bool type_compat(const struct dt_type *t, const char *proto)
{
	static const struct { const char *name; unsigned size; int sign; bool fp; } tab[] = {
		{ "short", 2, 1, false }, { "unsigned short", 2, 0, false },
		{ "int", 4, 1, false },
		{ "long", 8, 1, false }, { "unsigned long", 8, 0, false },
		{ "long long", 8, 1, false }, { "unsigned long long", 8, 0, false },
		{ "long double", 16, 1, true },
	};

	t = strip(t);
	if (t == NULL)
		return false;
	for (size_t i = 0; i < sizeof(tab) / sizeof(tab[0]); i++) {
		if (strcmp(tab[i].name, proto) != 0)
			continue;
		if (tab[i].fp)
			return t->kind == T_FLOAT && t->size == tab[i].size;
		return (t->kind == T_INT || t->kind == T_ENUM) &&
		       t->size == tab[i].size && t->is_signed == (bool)tab[i].sign;
	}
	return false;
}

static bool xlonglong_ok(const struct dt_type *t)
{
	if (is_int(t) && name_has(t, "long long"))
		return true;
	/* [u]int64_t (or a typedef of it) is fine with %llx even though it
	 * aliases long on LP64. */
	for (; t != NULL && t->kind == T_TYPEDEF; t = t->base)
		if (t->name != NULL && (strcmp(t->name, "int64_t") == 0 ||
					strcmp(t->name, "uint64_t") == 0))
			return true;
	return false;
}

bool dt_printf_arg_ok(const struct dt_pfconv *c, const struct dt_type *t,
		      enum dt_pfarg_kind kind, bool have_target)
{
	const struct dt_type *r = strip(t);

	if (kind == DT_PFARG_AGG || kind == DT_PFARG_VOID)
		return c->info->check == DT_PFC_NONE;
	if (kind == DT_PFARG_STACK)
		return c->info->check == DT_PFC_STACK;
	switch (c->info->check) {
	case DT_PFC_XINT:
	case DT_PFC_DINT:
		/* sym()'s _symaddr is no integer (DTrace's is a typedef of
		 * void): %a, %p or %A take it */
		return is_int(t) && kind != DT_PFARG_SYMADDR;
	case DT_PFC_CSI:
		return is_int(t) && r->size <= 4;
	case DT_PFC_FP:
		return r != NULL && r->kind == T_FLOAT;
	case DT_PFC_ADDR:
		return is_int(t) || (r != NULL && r->kind == T_PTR) ||
		       kind == DT_PFARG_SYMADDR;
	case DT_PFC_KADDR:
		return is_int(t) || (r != NULL && r->kind == T_PTR) ||
		       kind == DT_PFARG_SYMADDR;
	case DT_PFC_UADDR:
		if (kind == DT_PFARG_USYMADDR)
			return true;
		return have_target && (is_int(t) || (r != NULL && r->kind == T_PTR));
	case DT_PFC_STACK:
		return false;
	case DT_PFC_TIME:
		return is_int(t) && r->size == 8;
	case DT_PFC_STR:
		return (r != NULL && r->kind == T_STRING) || is_char_array(t);
	case DT_PFC_WSTR: {
		const struct dt_type *e = r != NULL && r->kind == T_ARRAY ?
					  strip(r->base) : NULL;
		return e != NULL && e->kind == T_INT && e->size == 4;
	}
	case DT_PFC_XSHORT:
		return is_int(t) && r->size == 2;
	case DT_PFC_XLONG:
		return is_int(t) && r->size == 8 && !name_has(t, "long long");
	case DT_PFC_XLONGLONG:
		return xlonglong_ok(t);
	case DT_PFC_TYPE:
		return type_compat(t, c->info->proto);
	case DT_PFC_NONE:
		return true;
	}
	return false;
}

static bool fail(enum dt_errtag *tag, enum dt_errtag t, char *msg, size_t len,
		 const char *fmt, ...) __attribute__((format(printf, 5, 6)));

static bool fail(enum dt_errtag *tag, enum dt_errtag t, char *msg, size_t len,
		 const char *fmt, ...)
{
	va_list ap;

	*tag = t;
	va_start(ap, fmt);
	vsnprintf(msg, len, fmt, ap);
	va_end(ap);
	return false;
}

bool dt_printf_validate(const struct dt_pfargv *pfv, const char *func,
			const struct dt_pfarg *args, int nargs, int foff,
			bool printa, bool agg_is_count, bool exactlen,
			bool have_target, enum dt_errtag *tag,
			char *msg, size_t msglen)
{
	static struct dt_type agg_u64 = { .kind = T_INT, .name = "uint64_t", .size = 8 };
	static struct dt_type agg_s64 = { .kind = T_INT, .name = "int64_t", .size = 8,
					  .is_signed = true };
	int j = 0;

	if (pfv->format[0] == '\0')
		return fail(tag, D_PRINTF_FMT_EMPTY, msg, msglen,
			    "%s( ) format string is empty", func);

	for (int i = 0; i < pfv->nconvs; i++) {
		const struct dt_pfconv *c = &pfv->convs[i];
		const char *dyns[2];
		int ndyn = 0;
		struct dt_pfarg val;
		char vname[64];

		if (c->info == NULL || c->info->check == DT_PFC_NONE)
			continue;
		if (c->flags & DT_PF_DYNPREC)
			dyns[ndyn++] = ".*";
		if (c->flags & DT_PF_DYNWIDTH)
			dyns[ndyn++] = "*";
		/* DTrace takes the width argument first, then the precision. */
		for (; ndyn > 0; ndyn--) {
			if (j >= nargs)
				return fail(tag, D_PRINTF_DYN_PROTO, msg, msglen,
					    "%s( ) prototype mismatch: conversion #%d "
					    "(%%%s) is missing a corresponding \"%s\" "
					    "argument", func, i + 1, c->info->name,
					    dyns[ndyn - 1]);
			if (args[j].kind != DT_PFARG_VALUE || !is_int(args[j].type))
				return fail(tag, D_PRINTF_DYN_TYPE, msg, msglen,
					    "%s( ) argument #%d is incompatible with "
					    "conversion #%d prototype:\n\tconversion: "
					    "%% %s %s\n\t prototype: int\n\t  argument: %s",
					    func, j + foff + 1, i + 1, dyns[ndyn - 1],
					    c->info->name, args[j].tname);
			j++;
		}
		if (c->flags & DT_PF_AGG) {
			if (!printa)
				return fail(tag, D_PRINTF_AGG_CONV, msg, msglen,
					    "%%@ conversion requires an aggregation and "
					    "is not for use with %s( )", func);
			val.type = agg_is_count ? &agg_u64 : &agg_s64;
			val.kind = DT_PFARG_VALUE;
			val.tname = val.type->name;
			snprintf(vname, sizeof(vname), "aggregating action");
		} else if (j >= nargs) {
			return fail(tag, D_PRINTF_ARG_PROTO, msg, msglen,
				    "%s( ) prototype mismatch: conversion #%d (%%%s) "
				    "is missing a corresponding value argument",
				    func, i + 1, c->info->name);
		} else {
			snprintf(vname, sizeof(vname), "argument #%d", j + foff + 1);
			val = args[j++];
		}
		if (!dt_printf_arg_ok(c, val.type, val.kind, have_target))
			return fail(tag, D_PRINTF_ARG_TYPE, msg, msglen,
				    "%s( ) %s is incompatible with conversion #%d "
				    "prototype:\n\tconversion: %%%s\n\t prototype: %s\n"
				    "\t  argument: %s", func, vname, i + 1,
				    c->info->name, c->info->proto, val.tname);
	}
	if (exactlen && j < nargs)
		return fail(tag, D_PRINTF_ARG_EXTRA, msg, msglen,
			    "%s( ) prototype mismatch: only %d arguments required "
			    "by this format string", func, j);
	return true;
}
