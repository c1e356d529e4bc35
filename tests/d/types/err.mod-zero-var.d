/* @@opts: -xerrtags */
/* x % 0 with a variable x: refused at compile time (D_DIV_ZERO). */
BEGIN
{
	x = 5;
	trace(x % 0);
}
