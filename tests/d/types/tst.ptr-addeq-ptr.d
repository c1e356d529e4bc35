/*
 * Pointers and Arrays: pointer arithmetic.  DTrace's compiler accepts a
 * pointer added to or subtracted from a pointer of a compatible type in
 * place (p += q, p -= q, as it accepts p - q), and its code generator
 * divides the sum or difference of the two addresses by the element size:
 * p -= q leaves p holding the number of elements between them, as p - q.
 * In every variable scope; char pointers step by one.
 */
#pragma D option quiet

BEGIN
{
	p = (int *)0x1000;
	p -= (int *)0x100;
	self->p = (int *)0x1000;
	self->p += (int *)0x100;
	this->c = (char *)0x1000;
	this->c += (char *)0x10;
	a["k"] = (uint64_t *)0x100;
	a["k"] -= (uint64_t *)0x1000;
	printf("%x %x %x %d\n", (uint64_t)p, (uint64_t)self->p, (uint64_t)this->c,
	    (int64_t)a["k"]);
	printf("%d\n", (int *)0x1000 - (int *)0x100);
	exit(0);
}
