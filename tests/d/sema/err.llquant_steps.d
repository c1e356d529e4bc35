/* @@opts: -xerrtags */
BEGIN
{
	@ = llquantize(1, 10, 0, 6, 25);
}
