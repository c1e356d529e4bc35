/* @@opts: -xerrtags */
/* -> needs a pointer to a struct or union. */
int *p;

BEGIN
{
	y = p->foo;
}
