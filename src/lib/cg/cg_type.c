/*
 * The code generator's questions about D types, asked in one place with
 * lang's resolver (typedefs stripped by dt_type_resolved), so that every
 * part of cg gives the same answer at the edges.
 */
#include <string.h>

#include "cg/cg.h"

bool cg_is_string(const struct dt_type *t)
{
	return dt_type_is_string(t);
}

/* An array of chars, its element's typedefs resolved too: D treats such
 * an array as a string (libdtrace's printf check resolves the array's
 * contents type, then asks for a signed 8-bit char encoding: char and
 * signed char, not unsigned char or uint8_t, whose arrays are bytes). */
bool cg_is_char_array(const struct dt_type *t)
{
	t = dt_type_resolved(t);
	if (!t || t->kind != T_ARRAY)
		return false;
	const struct dt_type *e = dt_type_resolved(t->base);
	return e && e->kind == T_INT && e->size == 1 && e->is_signed;
}

bool cg_is_strval(const struct dt_type *t)
{
	return cg_is_string(t) || cg_is_char_array(t);
}

/* No type at all is signed: D's integers are int64 unless typed
 * otherwise (arg0..arg9 are int64_t). */
bool cg_is_signed(const struct dt_type *t)
{
	t = dt_type_resolved(t);
	if (!t)
		return true;
	return t->kind == T_ENUM || (t->kind == T_INT && t->is_signed);
}

/* Whether a record of this type prints signed: DTrace marks only signed
 * integer types so (DT_NF_SIGNED), not enums, which trace() and printf's
 * %d print unsigned though arithmetic sign-extends them as ints. */
bool cg_rec_signed(const struct dt_type *t)
{
	const struct dt_type *r = dt_type_resolved(t);

	return r == NULL || (r->kind == T_INT && r->is_signed);
}

bool cg_is_ptr_or_array(const struct dt_type *t)
{
	t = dt_type_resolved(t);
	return t && (t->kind == T_PTR || t->kind == T_ARRAY);
}

bool cg_is_struct_named(const struct dt_type *t, const char *name)
{
	t = dt_type_resolved(t);
	return t && t->kind == T_STRUCT && t->name && strcmp(t->name, name) == 0;
}
