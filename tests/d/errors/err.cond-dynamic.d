/* @@opts: -xerrtags */
/* An aggregation has no value to choose. */
BEGIN
{
	@a = count();
	x = timestamp ? @a : @a;
}
