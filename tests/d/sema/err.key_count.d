/* @@opts: -xerrtags */
BEGIN
{
	a[1, 2] = 1;
	a[1] = 2;
}
