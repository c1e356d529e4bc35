/* @@opts: -xerrtags */
/* An aggregation has no value for arithmetic. */
BEGIN
{
	@a = count();
	x = @a + 1;
}
