/* commit() and discard() may follow speculate() (neither the Guide nor
 * Oracle's compiler forbids it): they take effect when the clause runs.
 * The clause speculating on a and committing b prints b's data at once;
 * a discard of a in a clause speculating on a drops a's data, the
 * clause's own included; a commit of c in a clause speculating on c
 * commits that clause too.  What is still speculated at exit is dropped
 * silently. */
#pragma D option quiet
#pragma D option nspec=4

BEGIN
{
	a = speculation();
	b = speculation();
	d = speculation();
}

BEGIN
{
	speculate(b);
	printf("b1\n");
}

BEGIN
{
	speculate(a);
	printf("a1\n");
}

BEGIN
{
	speculate(a);
	commit(b);
}

BEGIN
{
	printf("after commit(b)\n");
}

BEGIN
{
	speculate(a);
	discard(a);
}

BEGIN
{
	c = speculation();
	speculate(c);
	printf("c1 %d\n", c);
}

BEGIN
{
	speculate(c);
	commit(c);
}

BEGIN
{
	commit(a);
}

BEGIN
{
	speculate(d);
	printf("d1: never committed\n");
}

BEGIN
{
	printf("ids %d %d %d %d\n", a, b, c, d);
	exit(0);
}
