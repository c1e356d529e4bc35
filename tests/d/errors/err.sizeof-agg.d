/* @@opts: -xerrtags */
/* An aggregation has no size. */
BEGIN
{
	@a = count();
	x = sizeof(@a);
}
