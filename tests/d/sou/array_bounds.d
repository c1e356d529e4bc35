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
	l = 5;		/* one past the end, by a variable (a constant is refused
			 * at compile time: types/err.arr-bounds-decl*.d) */
	a[l] = 2;
}

int aa[int][3];

BEGIN
{
	aa[1][3] = 2;	/* an associative array's element: checked at run time */
}

ERROR
{
	printf("ERROR fault %d index %d\n", arg4, arg5);
}

BEGIN
{
	exit(0);
}
