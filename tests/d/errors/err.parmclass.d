/* @@opts: -xerrtags */
/* Parameters take no storage class but register. */
int foo(static int x);

BEGIN
{
	exit(0);
}
