/* @@opts: -xerrtags */
/* print() neither. */
BEGIN
{
	@a = count();
	print(@a);
}
