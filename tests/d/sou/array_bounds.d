/* An index outside a fixed-size array faults into dtrace:::ERROR with
 * DTrace's message, and the script goes on. */
#pragma D option quiet

int a[5];

BEGIN
{
	i = 7;
	a[i] = 1;
	printf("not reached\n");
}

BEGIN
{
	j = -1;
	trace(a[j]);
}

BEGIN
{
	k = 100000;
	trace(curthread->comm[k]);
}

BEGIN
{
	a[5] = 2;	/* constant indexes into D arrays fault at run time too */
}

ERROR
{
	printf("ERROR fault %d index %d\n", arg4, arg5);
}

BEGIN
{
	exit(0);
}
