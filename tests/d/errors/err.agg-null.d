/* @@opts: -xerrtags */
/* An aggregation statement needs an aggregating function. */
BEGIN
{
	@a[1];
}
