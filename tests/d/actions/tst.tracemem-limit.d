/*
 * tracemem(addr, nbytes, limit) (Actions and Subroutines: tracemem): nbytes
 * are copied, and the limit, an expression evaluated when the probe fires,
 * sets how many of them are shown; a limit below zero or above nbytes is
 * ignored (all nbytes shown), 0 shows none.
 */
#pragma D option quiet

BEGIN
{
	this->p = (char *)alloca(16);
	bcopy("ABCDEFGHIJKLMNO", this->p, 16);
	this->n = 5;
	printf("limit 5:");
	tracemem(this->p, 16, this->n);
	printf("limit 16:");
	tracemem(this->p, 16, this->n + 11);
	printf("limit 17:");
	tracemem(this->p, 16, 17);
	printf("limit -1:");
	tracemem(this->p, 16, -1);
	printf("limit 0:");
	tracemem(this->p, 16, 0);
	printf("\nno limit:");
	tracemem(this->p, 4);
	exit(0);
}
