/* @@opts: -xerrtags */
/* Calling a variable. */
BEGIN
{
	x = 1;
	x(1);
}
