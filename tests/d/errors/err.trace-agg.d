/* @@opts: -xerrtags */
/* trace() records a value; an aggregation is printed by printa(). */
BEGIN
{
	@a = count();
	trace(@a);
}
