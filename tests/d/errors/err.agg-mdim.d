/* @@opts: -xerrtags */
/* An aggregation takes one key list. */
BEGIN
{
	@a[1][2] = count();
}
