/* Speculations committed in the reverse order of their creation print in
 * commit order, each in the order its data was recorded; a discarded one
 * prints nothing, and a commit after its discard does not revive it. */
#pragma D option quiet
#pragma D option nspec=4

BEGIN
{
	a = speculation();
	b = speculation();
	c = speculation();
	printf("ids %d %d %d\n", a, b, c);
}

BEGIN
{
	speculate(a);
	printf("a1\n");
}

BEGIN
{
	speculate(b);
	printf("b1\n");
}

BEGIN
{
	speculate(a);
	printf("a2\n");
}

BEGIN
{
	speculate(c);
	printf("c1\n");
}

BEGIN
{
	discard(c);
	commit(c);
}

BEGIN
{
	commit(b);
	commit(a);
}

BEGIN
{
	printf("end\n");
	exit(0);
}
