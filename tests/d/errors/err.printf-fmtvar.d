/* @@opts: -xerrtags */
/* The format is compiled with the program: a constant. */
BEGIN
{
	fmt = "%d\n";
	printf(fmt, 1);
}
