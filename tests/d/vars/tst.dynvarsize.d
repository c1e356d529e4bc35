/*
 * Guide, "Options and Tunables" (dynvarsize) and "Buffers and Buffering:
 * Dynamic Variable Drops": dynvarsize is the space for dynamic variables,
 * counted in their D sizes (three int thread-locals fit in 15 bytes).  A
 * store with no room left is a dynamic variable drop, reported by the
 * consumer; as in Oracle's DTrace, the clause that could not store ends
 * there and the later clauses run.  Storing 0 frees an element for
 * another.
 */
#pragma D option quiet
#pragma D option dynvarsize=15

BEGIN
{
	self->a = 1;
	self->b = 2;
	self->c = 3;
	printf("three stored\n");
}

BEGIN
{
	self->d = 4;
	printf("not reached: no room for a fourth\n");
}

BEGIN
{
	printf("%d %d %d %d\n", self->a, self->b, self->c, self->d);
	self->a = 0;
	self->d = 4;
	printf("%d %d %d %d\n", self->a, self->b, self->c, self->d);
	exit(0);
}
