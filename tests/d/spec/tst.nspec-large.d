/* A large nspec: speculation() tries ids in a loop the verifier must
 * accept (it once gave up near nspec=500); ids are still handed out from
 * 1, and a committed one prints. */
#pragma D option quiet
#pragma D option nspec=5000

BEGIN
{
	a = speculation();
	b = speculation();
	printf("ids %d %d\n", a, b);
}

BEGIN
{
	speculate(b);
	printf("b\n");
}

BEGIN
{
	commit(b);
	discard(a);
}

BEGIN
{
	exit(0);
}
