/* @@opts: -xerrtags */
/* Nor an aggregation an aggregation. */
BEGIN
{
	@b = count();
	@a[@b] = count();
}
