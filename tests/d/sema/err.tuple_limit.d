/* @@opts: -xerrtags */
/* Nine keys need nine tuple registers: DTrace has eight, and running out
 * is a limit of the library, reported without a tag or a line. */
BEGIN
{
	a[1, 2, 3, 4, 5, 6, 7, 8, 9] = 1;
}
