/* Speculative clauses with trace(), printf(), printa() and a string
 * larger than specsize (strings take strsize bytes in a record): ids kept in a thread-local and in a global; the
 * record that alone exceeds specsize is dropped and counted, the rest is
 * committed in order; printa() shows the aggregation as it is when the
 * commit is processed; the speculation left uncommitted at exit is
 * discarded silently. */
#pragma D option quiet
#pragma D option nspec=3
#pragma D option specsize=200
#pragma D option strsize=256

BEGIN
{
	self->spec = speculation();
	g = speculation();
	left = speculation();
	@n["before"] = count();
}

BEGIN
{
	speculate(self->spec);
	trace(self->spec);
	printf(" |\n");
}

BEGIN
{
	speculate(self->spec);
	/* 256-byte string buffer: more than specsize alone */
	trace("too large");
}

BEGIN
{
	speculate(g);
	printa("%s %@d\n", @n);
}

BEGIN
{
	speculate(left);
	printf("never printed\n");
}

BEGIN
{
	@n["after"] = count();
}

BEGIN
{
	commit(self->spec);
	commit(g);
}

BEGIN
{
	printf("ids %d %d %d\n", self->spec, g, left);
	exit(0);
}
