/* alloca memory is freed when the clause ends: the next clause gets the
 * same address, and a pointer kept from an earlier clause is out of bounds. */
#pragma D option quiet

BEGIN
{
	p = (char *)alloca(4);
	p[0] = 'x';
}

BEGIN
{
	q = (char *)alloca(4);
	printf("same address: %d\n", p == q);
}

BEGIN
{
	bcopy("ab", p, 2);
	printf("not reached\n");
}

ERROR
{
	exit(arg4 == DTRACEFLT_BADADDR && arg5 == (uint64_t)p ? 0 : 1);
}
