/* nspec=0: no speculation can be had; speculation() returns 0 and is
 * counted as "no speculative buffer available"; speculate(0) drops its
 * clause's data and commit(0) does nothing. */
#pragma D option quiet
#pragma D option nspec=0

BEGIN
{
	s = speculation();
	printf("%d\n", s);
}

BEGIN
{
	speculate(s);
	printf("not printed\n");
}

BEGIN
{
	commit(s);
}

BEGIN
{
	exit(0);
}
