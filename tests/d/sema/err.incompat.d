/* @@opts: -xerrtags */
BEGIN
{
	x = 1;
	x = "one";
}
