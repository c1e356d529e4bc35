/* @@opts: -xerrtags */
BEGIN
{
	s = 2;
	@ = lquantize(1, 0, 100, s);
}
