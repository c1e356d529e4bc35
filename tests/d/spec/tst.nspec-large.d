/* A large nspec: the verifier must accept speculation() (it once gave up
 * near nspec=500; up to 1024 ids are tried in straight-line code, which
 * older verifiers accept too); ids are still handed out from 1, and a
 * committed one prints. */
#pragma D option quiet
#pragma D option nspec=1000

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
