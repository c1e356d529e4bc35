/*
 * Guide, "Options and Tunables" (dynvarsize) and "Buffers and Buffering:
 * Dynamic Variable Drops": dynvarsize is the space for dynamic variables,
 * counted in their D sizes (three int thread-locals fit in 15 bytes).  A
 * store with no room left is a dynamic variable drop, reported by the
 * consumer; the store is lost and the clause goes on (as DTrace's failed
 * allocation of a dynamic variable, in illumos's and in Oracle's DTrace:
 * the variable reads as 0).  Storing 0 frees an element for another.
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
	printf("no room for a fourth: %d\n", self->d);
}

BEGIN
{
	printf("%d %d %d %d\n", self->a, self->b, self->c, self->d);
	self->a = 0;
	self->d = 4;
	printf("%d %d %d %d\n", self->a, self->b, self->c, self->d);
	exit(0);
}
