/* speculation() returns 0 when every buffer is taken: "no speculative
 * buffer available"; after a commit the buffer stays busy until the
 * consumer has processed it: "available buffer(s) still busy".  An id
 * that is not active (0, never allocated, already committed) drops the
 * clause that speculates on it. */
#pragma D option quiet
#pragma D option nspec=2

BEGIN
{
	a = speculation();
	b = speculation();
	c = speculation();
	d = speculation();
	printf("%d %d %d %d\n", a, b, c, d);
}

BEGIN
{
	speculate(c);
	printf("not printed: speculation 0\n");
}

BEGIN
{
	speculate(a);
	printf("a\n");
}

BEGIN
{
	commit(a);
}

BEGIN
{
	speculate(a);
	printf("not printed: speculation already committed\n");
}

BEGIN
{
	e = speculation();
	printf("%d\n", e);
	exit(0);
}
