/* @@opts: -xerrtags */
BEGIN
{
	chill();
}
