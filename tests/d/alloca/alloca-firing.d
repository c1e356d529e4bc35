/* Scratch memory (alloca(), copyin()) lives for the whole firing: a pointer
 * kept in a variable is still good in the next clause of the same firing,
 * which allocates after it, and it is out of bounds in a later firing
 * (END), whose scratch memory starts empty again. */
#pragma D option quiet

BEGIN
{
	this->p = (char *)alloca(4);
	p = this->p;
	this->p[0] = 'x';
}

BEGIN
{
	q = (char *)alloca(4);
	printf("kept: %c, next allocation after it: %d\n", this->p[0], q > p);
	this->p[1] = 'y';
	printf("written in the next clause: %c%c\n", p[0], p[1]);
}

END
{
	bcopy("ab", p, 2);
	printf("not reached\n");
}

ERROR
{
	printf("later firing: %s\n", arg4 == DTRACEFLT_BADADDR && arg5 == (uint64_t)p ?
	    "invalid address" : "other fault");
	exit(0);
}

BEGIN
{
	exit(0);
}
