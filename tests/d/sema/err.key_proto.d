/* @@opts: -xerrtags */
BEGIN
{
	a[1, "x"] = 1;
	a[1, 2] = 2;
}
