/* @@opts: -xerrtags */
/* BEGIN has no arguments. */
BEGIN
{
	x = args[0];
}
