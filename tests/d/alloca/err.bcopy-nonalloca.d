/* bcopy()'s destination must be alloca memory, known at compile time. */
BEGIN
{
	p = (char *)alloca(8);
	q = (char *)curthread;
	bcopy(p, q, 8);
}
