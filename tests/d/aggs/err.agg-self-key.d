/* @@opts: -xerrtags */
/* Aggregations: an aggregation exists once it is named on the left of its
 * first assignment (DTrace creates it while parsing, before the keys are
 * cooked), so a key naming the aggregation itself is an aggregation used as
 * a key (D_KEY_TYPE), not an unknown name (D_IDENT_UNDEF). */
BEGIN
{
	@a[1, @a] = count();
}
