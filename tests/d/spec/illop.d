/* commit() or discard() of an id above nspec is an illegal operation: the
 * clause stops there (x stays 0), dtrace:::ERROR fires; the next clause
 * still runs.  speculate() of an id above nspec drops its clause's data
 * without a fault (Oracle's rule; illumos faulted). */
#pragma D option quiet
#pragma D option nspec=2

BEGIN
{
	commit(3);
	x = 1;
}

BEGIN
{
	speculate(3);
	printf("not printed\n");
}

BEGIN
{
	discard(2);	/* in range, never allocated: nothing happens */
	printf("next clause, x = %d\n", x);
}

ERROR
{
	printf("ERROR fault %d\n", arg4);
}

BEGIN
{
	exit(0);
}
