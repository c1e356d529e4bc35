/* Reads through pointers into D variables in a program that uses alloca:
 * the bounds check must accept both kinds of address. */
#pragma D option quiet
struct st { int a; char b[4]; };
this struct st v;
BEGIN
{
	this->v.a = 7;
	p = (int *)alloca(8);
	*p = this->v.a + 1;
	q = &this->v.a;
	printf("%d %d %d\n", this->v.a, *p, *q);
	exit(0);
}
