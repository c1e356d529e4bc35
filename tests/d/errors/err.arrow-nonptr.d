/* @@opts: -xerrtags */
/* -> needs a pointer on its left. */
BEGIN
{
	x = 1;
	y = x->foo;
}
