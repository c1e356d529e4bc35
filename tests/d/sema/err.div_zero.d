/* @@opts: -xerrtags */
BEGIN
{
	x = 1 / (2 - 2);
}
