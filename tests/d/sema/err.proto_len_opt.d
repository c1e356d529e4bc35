/* @@opts: -xerrtags */
BEGIN
{
	tracemem(1, 2, 3, 4);
}
