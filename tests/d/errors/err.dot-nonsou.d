/* @@opts: -xerrtags */
/* . needs a struct or union. */
int i;

BEGIN
{
	y = i.foo;
}
